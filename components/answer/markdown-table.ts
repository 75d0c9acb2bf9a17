/**
 * Finds GFM pipe tables in one block of an assistant's answer (the text between
 * blank lines), so the answer panel can show them as tables instead of raw pipes.
 * Rule (GitHub Flavored Markdown spec, "Tables (extension)"): a header row, then a
 * delimiter row of `---` cells (optionally with `:` for alignment) with as many
 * cells, then body rows until a line without a pipe. `\|` is a literal pipe.
 * Pure, no I/O.
 */

export type CellAlign = "left" | "center" | "right" | null;

export type AnswerSegment =
  | { kind: "text"; lines: string[] }
  | { kind: "table"; header: string[]; align: CellAlign[]; rows: string[][] };

const DELIMITER_CELL_RE = /^:?-{1,}:?$/;

/**
 * Splits a block into text lines and tables, in order.
 * @param block lines of markdown without blank lines between them
 * @returns segments; a block without a table is one text segment
 */
export function splitTables(block: string): AnswerSegment[] {
  const lines = block.split("\n");
  const out: AnswerSegment[] = [];
  let text: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const header = lines[i]!.includes("|") ? cells(lines[i]!) : null;
    const delimiter = header && i + 1 < lines.length ? cells(lines[i + 1]!) : null;
    if (header && delimiter && delimiter.length === header.length && delimiter.every((c) => DELIMITER_CELL_RE.test(c))) {
      if (text.length > 0) out.push({ kind: "text", lines: text });
      text = [];
      const rows: string[][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.includes("|") && lines[i]!.trim() !== "") {
        // GFM: a body row has as many cells as the header, missing ones empty, extra ones dropped.
        const row = cells(lines[i]!);
        rows.push(header.map((_, j) => row[j] ?? ""));
        i++;
      }
      out.push({ kind: "table", header, align: delimiter.map(alignOf), rows });
      continue;
    }
    text.push(lines[i]!);
    i++;
  }
  if (text.length > 0) out.push({ kind: "text", lines: text });
  return out;
}

/** The cells of a pipe row: outer pipes optional, `\|` kept as a pipe, cells trimmed. */
function cells(line: string): string[] {
  let row = line.trim();
  if (row.startsWith("|")) row = row.slice(1);
  if (row.endsWith("|") && !row.endsWith("\\|")) row = row.slice(0, -1);
  return row.split(/(?<!\\)\|/).map((c) => c.replace(/\\\|/g, "|").trim());
}

function alignOf(delimiter: string): CellAlign {
  const left = delimiter.startsWith(":");
  const right = delimiter.endsWith(":");
  return left && right ? "center" : right ? "right" : left ? "left" : null;
}
