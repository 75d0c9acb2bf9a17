import { Fragment } from "react";
import { AnswerTable } from "./answer-table";
import { splitTables } from "./markdown-table";

/**
 * Shows an assistant's markdown answer as the person would see it in a chat:
 * paragraphs, headings, list items, tables and bold text. Deliberately small: no
 * HTML is ever interpreted (React escapes the text), links stay plain text.
 */
export function AnswerText({ text }: { text: string }) {
  const blocks = text.replace(/\r\n?/g, "\n").split(/\n{2,}/);
  return (
    <div className="flex flex-col gap-3">
      {blocks.map((block, i) => (
        <div key={i}>
          {splitTables(block).map((segment, k) =>
            segment.kind === "table" ? (
              <AnswerTable key={k} header={segment.header} align={segment.align} rows={segment.rows} renderCell={inline} />
            ) : (
              <Fragment key={k}>{segment.lines.map(answerLine)}</Fragment>
            ),
          )}
        </div>
      ))}
    </div>
  );
}

/** One line of text: a heading, a list item or a paragraph line. */
function answerLine(line: string, j: number) {
  const heading = /^#{1,6}\s+(.*)$/.exec(line);
  const item = /^(\s*)([-*•]|\d{1,2}[.)])\s+(.*)$/.exec(line);
  if (heading) return <p key={j} className="font-semibold">{inline(heading[1]!)}</p>;
  if (item) {
    const marker = /^\d/.test(item[2]!) ? item[2] : "•";
    return (
      <p key={j} className="flex gap-2" style={{ paddingLeft: `${Math.min(item[1]!.length, 8) * 0.5}rem` }}>
        <span aria-hidden className="text-muted-foreground shrink-0 tabular-nums">{marker}</span>
        <span>{inline(item[3]!)}</span>
      </p>
    );
  }
  return <p key={j}>{inline(line)}</p>;
}

function inline(text: string) {
  return text.split(/(\*\*[^*]+\*\*|__[^_]+__)/g).map((part, i) =>
    /^(\*\*|__).+\1$/.test(part) ? <strong key={i}>{part.slice(2, -2)}</strong> : <Fragment key={i}>{part}</Fragment>,
  );
}
