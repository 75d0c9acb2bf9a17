import { Fragment } from "react";
import { AnswerTable } from "./answer-table";
import { inlineSegments } from "./inline-markdown";
import { splitTables } from "./markdown-table";

/**
 * Shows an assistant's markdown answer as the person would see it in a chat:
 * paragraphs, headings, list items, tables, bold text and links' labels. Deliberately small: no
 * HTML is ever interpreted (React escapes the text), and a link is never clickable: its label is shown, where it points
 * is its title (inline-markdown.ts) and stands in the result's list of sources.
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
  return inlineSegments(text).map((s, i) => {
    if (s.kind === "bold") return <strong key={i}>{s.text}</strong>;
    if (s.kind === "text") return <Fragment key={i}>{s.text}</Fragment>;
    // As a chat shows it, the label; where it points is in the title and in the result's list of sources.
    const label = (
      <span key={i} title={s.target} className="underline decoration-dotted underline-offset-2">
        {s.text}
      </span>
    );
    return s.bold ? <strong key={i}>{label}</strong> : label;
  });
}
