import { getFormatter, getTranslations } from "next-intl/server";
import { FactChecks } from "@/app/ki-search-tool/_components/fact-checks";
import { BERLIN_DATE_TIME, type PageAnswer } from "./page-answers";

/**
 * Answer `n` (1-based, anchor antwort-n) as a closed disclosure: the question and whether
 * the answer names the business (or why the call failed); opened, the model and time,
 * the fact checks, the text and the cited links.
 */
export async function MonitorAnswer({ answer: a, n, siteRead }: { answer: PageAnswer; n: number; siteRead: boolean }) {
  const t = await getTranslations("Monitor");
  const format = await getFormatter();
  return (
    <li className="rounded-md border text-sm">
      <details id={`antwort-${n}`} className="scroll-mt-20">
        <summary className="focus-visible:ring-ring flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md px-3 py-2 outline-none focus-visible:ring-2">
          <span className="font-medium">
            <span className="text-muted-foreground mr-1 tabular-nums">{t("answerNumber", { n })}</span>„{a.question}“
          </span>
          <span className={a.error ? "text-destructive text-xs" : a.mentioned ? "text-success text-xs" : "text-muted-foreground text-xs"}>
            {a.error ? t("answerFailed", { reason: a.error }) : a.mentioned && a.position !== null ? t("answerMentioned", { position: a.position }) : t("answerNotMentioned")}
          </span>
        </summary>
        {a.text && (
          <div className="border-t px-3 py-2">
            <p className="text-muted-foreground mb-1 text-xs">
              {a.model} · {format.dateTime(a.askedAt, BERLIN_DATE_TIME)}
            </p>
            <FactChecks facts={a.facts} siteRead={siteRead} />
            <p className="whitespace-pre-line leading-relaxed">{a.text}</p>
            {a.citations.length > 0 && (
              <ul className="mt-2 flex flex-col text-xs">
                {a.citations.map((url) => (
                  <li key={url} className="truncate">
                    {/* 24 px tall: a list of links is no sentence (WCAG 2.2, 2.5.8). */}
                    <a href={url} rel="noopener noreferrer nofollow" target="_blank" className="text-primary inline-block py-1 hover:underline">
                      {url}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </details>
    </li>
  );
}
