import { getFormatter, getTranslations } from "next-intl/server";
import { AnswerText } from "@/components/answer/answer-text";
import { FactChecks } from "@/components/answer/fact-checks";
import { NamedAsNote } from "@/components/answer/named-as-note";
import type { SiteReading } from "@/lib/visibility/facts/site-reading";
import { engineFailureReason } from "@/components/engine-failure";
import { ANSWER_NOT_READ } from "@/lib/visibility/protocol";
import { answerStatusOf } from "@/lib/monitor/answer-status";
import { BERLIN_DATE_TIME, type PageAnswer } from "./page-answers";
import { NameVerdict } from "./name-verdict";

/**
 * Answer `n` (1-based, anchor antwort-n) as a closed disclosure: the question and whether
 * the answer names the business (or why the call failed, or that this server could not read it); opened, the model and time,
 * who read it (the rules, or the rules with the reader model), the fact checks, the text and the cited links. A failed call says why in words, never its code.
 * Where the answer named the business by another name or with a place of its own, or was read as not naming it but
 * names a business by a name like its own, the owner is asked whether it is theirs (NameVerdict, for the next runs), and
 * told when this run followed their earlier answer.
 * @param aiMode whether the engine is Google's AI mode (its missing answer is named so)
 * @param token the monitor link's secret, for saving the owner's verdict
 */
export async function MonitorAnswer({ answer: a, n, site, aiMode, token }: { answer: PageAnswer; n: number; site: SiteReading; aiMode: boolean; token: string }) {
  const t = await getTranslations("Monitor");
  const tEngines = await getTranslations("Engines");
  const tLive = await getTranslations("LiveTest");
  const format = await getFormatter();
  const status = a.error === ANSWER_NOT_READ ? t("answerNotRead") : a.error ? t("answerFailed", { reason: engineFailureReason(tEngines, a.error, { aiMode }) }) : answerStatus(t, a);
  // The name the owner is asked about: how the answer named the business, or, read as not naming it, a name like its own.
  const named = a.error ? null : (a.namedAs ?? a.lookAlike);
  return (
    <li className="rounded-md border text-sm">
      <details id={`antwort-${n}`} className="scroll-mt-20">
        <summary className="focus-visible:ring-ring flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md px-3 py-2 outline-none focus-visible:ring-2">
          <span className="font-medium">
            <span className="text-muted-foreground mr-1 tabular-nums">{t("answerNumber", { n })}</span>„{a.question}“
          </span>
          <span className={a.error ? "text-destructive text-xs" : a.mentioned ? "text-success text-xs" : "text-muted-foreground text-xs"}>
            {status}
          </span>
        </summary>
        {a.text && (
          <div className="border-t px-3 py-2">
            <p className="text-muted-foreground mb-1 text-xs">
              {a.model} · {format.dateTime(a.askedAt, BERLIN_DATE_TIME)}
              {a.readBy && <span data-testid="read-by"> · {tLive(a.readBy === "rules+model" ? "readByModel" : "readByRules")}</span>}
            </p>
            {named && (
              <div className="text-muted-foreground mb-2 text-xs">
                {a.readWithVerdict ? (
                  <p>{t(a.readWithVerdict === "other" ? "nameVerdict.readAsOther" : "nameVerdict.readAsMine", { name: named.name })}</p>
                ) : (
                  !a.ownerVerdict && (a.namedAs ? <NamedAsNote namedAs={a.namedAs} /> : <p data-testid="look-alike-note">{t(named.place ? "nameVerdict.lookAlikePlace" : "nameVerdict.lookAlike", { name: named.name, place: named.place ?? "" })}</p>)
                )}
                <NameVerdict token={token} namedAs={named} initial={a.ownerVerdict} />
              </div>
            )}
            <FactChecks facts={a.facts} site={site} />
            {/* As the live test shows it, and as the person saw it in the chat: lists, headings and bold names, no markup. */}
            <div className="leading-relaxed" data-testid="monitor-answer-text">
              <AnswerText text={a.text} />
            </div>
            {a.citations.length > 0 && (
              <ul className="mt-2 flex flex-col text-xs">
                {a.citations.map((url) => (
                  <li key={url} className="break-all">
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

/** The status line of a read answer (lib/monitor/answer-status.ts), in words. */
function answerStatus(t: Awaited<ReturnType<typeof getTranslations<"Monitor">>>, a: PageAnswer): string {
  const status = answerStatusOf(a);
  switch (status.code) {
    case "mentioned":
      return t("answerMentioned", { position: status.position });
    case "mentionedCheck":
      return t("answerMentionedCheck", { position: status.position });
    case "mentionedDisowned":
      return t("answerMentionedDisowned", { position: status.position });
    case "readAsOther":
      return t("answerReadAsOther", { name: status.name });
    case "readAsOtherWithdrawn":
      return t("answerReadAsOtherWithdrawn", { name: status.name });
    case "adopted":
      return t("answerLookAlikeAdopted", { name: status.name });
    case "lookAlikeCheck":
      return t("answerLookAlikeCheck");
    case "notMentioned":
      return t("answerNotMentioned");
  }
}
