import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { CellAlign } from "./markdown-table";

const ALIGN_CLASS: Record<Exclude<CellAlign, null>, string> = { left: "text-left", center: "text-center", right: "text-right" };

/**
 * A markdown table from an assistant's answer as a real table (header cells with
 * scope, body rows). Wide tables scroll sideways inside a focusable region so
 * keyboard users can scroll them too (WCAG 2.2, 2.1.1 and 1.4.10).
 */
export function AnswerTable({
  header,
  align,
  rows,
  renderCell,
}: {
  header: string[];
  align: CellAlign[];
  rows: string[][];
  renderCell: (text: string) => ReactNode;
}) {
  const t = useTranslations("LiveTest");
  const cellClass = (i: number) => ALIGN_CLASS[align[i] ?? "left"];
  return (
    <div role="region" aria-label={t("answerTable")} tabIndex={0} className="my-1 overflow-x-auto rounded-md border" data-testid="answer-table">
      <table className="w-full border-collapse text-left text-sm">
        <thead className="bg-muted">
          <tr>
            {header.map((h, i) => (
              <th key={i} scope="col" className={`border-b px-2 py-1.5 font-semibold whitespace-nowrap ${cellClass(i)}`}>
                {renderCell(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r} className="border-b last:border-b-0">
              {row.map((cell, i) => (
                <td key={i} className={`px-2 py-1.5 align-top ${cellClass(i)}`}>
                  {renderCell(cell)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
