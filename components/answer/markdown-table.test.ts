import { describe, expect, it } from "vitest";
import { splitTables } from "./markdown-table";

describe("splitTables", () => {
  it("reads a GFM table with its alignment, between text lines", () => {
    const block = ["Vergleich der Praxen:", "| Praxis | Note | Online-Termin |", "|:---|---:|:---:|", "| Zahnwerk | 1,2 | ja |", "| Dental Mitte | 1,4 | nein |", "Stand: 2026"].join("\n");
    expect(splitTables(block)).toEqual([
      { kind: "text", lines: ["Vergleich der Praxen:"] },
      {
        kind: "table",
        header: ["Praxis", "Note", "Online-Termin"],
        align: ["left", "right", "center"],
        rows: [
          ["Zahnwerk", "1,2", "ja"],
          ["Dental Mitte", "1,4", "nein"],
        ],
      },
      { kind: "text", lines: ["Stand: 2026"] },
    ]);
  });

  it("fills short rows, drops extra cells and keeps escaped pipes", () => {
    const block = "Name | Preis\n--- | ---\nA \\| B | 10 €\nD | 5 € | extra\nE |\nWeiter im Text";
    expect(splitTables(block)).toEqual([
      {
        kind: "table",
        header: ["Name", "Preis"],
        align: [null, null],
        rows: [
          ["A | B", "10 €"],
          ["D", "5 €"],
          ["E", ""],
        ],
      },
      { kind: "text", lines: ["Weiter im Text"] },
    ]);
  });

  it("leaves text with pipes but no delimiter row as text", () => {
    expect(splitTables("Öffnungszeiten: Mo | Di | Mi\nSa geschlossen")).toEqual([{ kind: "text", lines: ["Öffnungszeiten: Mo | Di | Mi", "Sa geschlossen"] }]);
  });
});
