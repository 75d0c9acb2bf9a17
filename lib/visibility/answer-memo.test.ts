import { describe, expect, it } from "vitest";
import { forgetProcessTables, processTable, recall } from "./answer-memo";
import { foldGerman } from "./names";

describe("recall (tables kept across analyses)", () => {
  it("computes a key once and keeps null and false, which mean 'no platform' and 'no trade word'", () => {
    const table = new Map<string, boolean | null>();
    const asked: string[] = [];
    const compute = (key: string) => {
      asked.push(key);
      return key === "none" ? null : false;
    };
    expect(recall(table, "none", compute)).toBeNull();
    expect(recall(table, "none", compute)).toBeNull();
    expect(recall(table, "Fazit", compute)).toBe(false);
    expect(recall(table, "Fazit", compute)).toBe(false);
    expect(asked).toEqual(["none", "Fazit"]);
  });

  it("never grows a table past 20,000 entries: a full one forgets its older half and keeps the newer", () => {
    const table = new Map<string, number>();
    for (let i = 0; i < 20_000; i++) recall(table, `w${i}`, () => i);
    expect(table.size).toBe(20_000);
    recall(table, "one more", () => 1);
    expect(table.size).toBe(10_001);
    expect(table.has("w9999")).toBe(false);
    expect(recall(table, "w10000", () => -1)).toBe(10_000);
    expect(recall(table, "w0", () => -1)).toBe(-1);
  });

  it("forgets every registered table at once, and what is computed afterwards is the same", () => {
    const table = processTable<number>();
    recall(table, "Fazit", () => 1);
    const folded = foldGerman("Bäckerei Müller & Söhne");
    forgetProcessTables();
    expect(table.size).toBe(0);
    expect(recall(table, "Fazit", () => 2)).toBe(2);
    expect(foldGerman("Bäckerei Müller & Söhne")).toBe(folded);
    expect(folded).toBe("baeckerei mueller  und  soehne");
  });
});
