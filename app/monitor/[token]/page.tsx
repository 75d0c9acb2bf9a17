import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { getFormatter, getTranslations } from "next-intl/server";
import { Clock, ExternalLink, Globe, Lightbulb, ListChecks, MessagesSquare, PieChart, TrendingUp } from "lucide-react";
import { EngineName } from "@/components/engine-label";
import { SourceGroupsCard } from "@/components/source-groups-card";
import { StaticIcon } from "@/components/static-icon";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { IntlClient } from "@/components/intl-client";
import { getDb } from "@/lib/db";
import { monitorTokenSchema } from "@/lib/monitor/request";
import { getMonitorView, type MonitorView } from "@/lib/monitor/view";
import { QuestionEditor } from "./_components/question-editor";
import { TrendChart } from "./_components/trend-chart";
import { SectionCard } from "@/components/section-card";
import { ShareOfVoiceTable } from "@/components/share-of-voice-table";
import { EvidenceLinks, type EvidenceItem } from "@/components/evidence-links";
import { domainEvidence, mentionEvidence, recommendationEvidence } from "@/lib/visibility/evidence";
import { failureMessageKey } from "@/lib/visibility/protocol";
import { OpenAnswerOnHash } from "./_components/open-answer-on-hash";
import { ReadinessSection } from "./_components/readiness-section";
import { FactChecks, FactSummary } from "@/app/ki-search-tool/_components/fact-checks";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

async function load(params: Params["params"]): Promise<{ token: string; view: MonitorView }> {
  const token = monitorTokenSchema.safeParse((await params).token);
  const view = token.success ? await getMonitorView(await getDb(), token.data) : null;
  if (!token.success || !view) notFound();
  return { token: token.data, view };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await getTranslations("Monitor");
  const token = monitorTokenSchema.safeParse((await params).token);
  const view = token.success ? await getMonitorView(await getDb(), token.data) : null;
  // The link is the key: never indexed, never sent on as a referrer.
  return { title: view ? t("metaTitle", { business: view.businessName }) : t("notFoundTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** /monitor/{token}: the AI visibility monitor of one business, reached by the link from its e-mails. */
export default async function MonitorPage({ params }: Params) {
  const { token, view } = await load(params);
  const t = await getTranslations("Monitor");
  const tEngines = await getTranslations("Engines");
  const format = await getFormatter();
  const date = (d: Date) => format.dateTime(d, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" });
  const shortDate = (d: Date) => format.dateTime(d, { day: "numeric", month: "numeric", timeZone: "Europe/Berlin" });
  const pct = (v: number) => format.number(Math.round(v * 100));
  const latest = view.runs.at(-1)?.summary;
  const previous = view.runs.at(-2)?.summary;
  const engineNames = [...new Set(view.runs.flatMap((r) => r.summary.engines.map((e) => e.name)))];
  // The latest answers in the order the page lists them; "Antwort n" is the 1-based place here.
  const answers = [...engineNames.flatMap((name) => view.latestAnswers.filter((a) => a.engine === name)), ...view.latestAnswers.filter((a) => !engineNames.includes(a.engine))];
  const numberOf = new Map(answers.map((a, i) => [a.id, i + 1]));
  /** Links to the numbered answers; `marked` shows ✓ on those naming the business (where the number is about it). */
  const evidence = (indices: number[], testId?: string, marked = false) => (
    <EvidenceLinks
      title={tEngines("evidence")}
      empty={tEngines("evidenceNone")}
      testId={testId}
      items={indices.map((i): EvidenceItem => {
        const a = answers[i]!;
        const named = a.mentioned && a.position !== null;
        const state = named ? tEngines("evidenceNamed", { position: a.position! }) : tEngines("evidenceNotNamed");
        return { n: i + 1, href: `#antwort-${i + 1}`, label: tEngines("evidenceLinkLabel", { n: i + 1, engine: a.engine, state }), named: marked && named };
      })}
    />
  );
  const answeredBy = (engine: string) => answers.flatMap((a, i) => (a.engine === engine && !a.error ? [i] : []));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header>
        <Badge variant="secondary">{t("pageBadge")}</Badge>
        <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{view.businessName}</h1>
        <p className="text-muted-foreground mt-1">{t("pageIntro", { industry: view.industry, city: view.city, website: view.website })}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="monitor-status">
          <StaticIcon icon={Clock} className="size-4" />
          {view.lastRunAt && <span>{t("lastRun", { date: date(view.lastRunAt) })}</span>}
          {!view.confirmed ? (
            <span>{t("statusPending")}</span>
          ) : view.runs.length === 0 && !view.waitingReason ? (
            <span>{t("statusFirst")}</span>
          ) : (
            view.nextRunAt && !view.waitingReason && <span>{t("statusNext", { date: date(view.nextRunAt) })}</span>
          )}
        </p>
        {view.waitingReason && view.nextRunAt && (
          <Alert variant="warning" className="mt-3" data-testid="monitor-waiting">
            <AlertDescription>{t(`waiting.${view.waitingReason}`, { date: date(view.nextRunAt) })}</AlertDescription>
          </Alert>
        )}
      </header>

      <SectionCard level={2} title={t("trendTitle")} icon={<StaticIcon icon={TrendingUp} className="size-4" />}>
        {view.runs.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("trendEmpty")}</p>
        ) : (
          <>
            <p className="text-muted-foreground mb-4 text-sm">{t("trendIntro")}</p>
            <div className="grid gap-6 md:grid-cols-2">
              {engineNames.map((name) => (
                <figure key={name} data-testid="engine-trend">
                  <figcaption className="mb-1 text-sm font-medium">{name}</figcaption>
                  <TrendChart
                    title={t("trendChartLabel", { engine: name, runs: view.runs.length })}
                    points={view.runs.map((r) => {
                      const e = r.summary.engines.find((x) => x.name === name);
                      const ok = e && e.samples > 0;
                      return { date: r.startedAt, label: shortDate(r.startedAt), rate: ok ? e.mentionRate : null, interval: ok ? e.interval : null };
                    })}
                  />
                </figure>
              ))}
            </div>
          </>
        )}
      </SectionCard>

      {latest && (
        <SectionCard level={2} title={t("latestTitle")} icon={<StaticIcon icon={ListChecks} className="size-4" />}>
          <ul className="flex flex-col gap-2" data-testid="monitor-engines">
            {latest.engines.map((e) => (
              <li key={e.name} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
                <span className="font-medium">
                  <EngineName name={e.name} access={view.engineAccess[e.name]} />
                </span>
                {e.error === "no_ai_overview" ? (
                  <span className="text-muted-foreground">{tEngines(view.engineAccess[e.name]?.provider === "google-ai-mode" ? "noAiMode" : "noAiOverview")}</span>
                ) : e.error ? (
                  <span className="text-destructive">{tEngines("failed", { reason: tEngines(`failure.${failureMessageKey(e.error)}`) })}</span>
                ) : (
                  <a href={`#antworten-${slug(e.name)}`} className="text-primary underline-offset-4 hover:underline">
                    {tEngines("rateLine", { mentions: e.mentions, samples: e.samples, low: pct(e.interval[0]), high: pct(e.interval[1]) })}
                  </a>
                )}
                {!e.error && <span className="basis-full">{evidence(answeredBy(e.name), "monitor-engine-evidence", true)}</span>}
              </li>
            ))}
            <li className="bg-muted/50 rounded-md px-3 py-2 text-sm" data-testid="monitor-overall">
              <span className="font-medium">{tEngines("overall")}: </span>
              <a href="#antworten" className="text-primary underline-offset-4 hover:underline">
                {tEngines("rateLine", { mentions: latest.overall.mentions, samples: latest.overall.samples, low: pct(latest.overall.interval[0]), high: pct(latest.overall.interval[1]) })}
              </a>
              <span className="mt-1 block">{evidence(mentionEvidence(answers), "monitor-overall-evidence", true)}</span>
            </li>
          </ul>
        </SectionCard>
      )}

      {latest && (
        <SectionCard level={2} title={t("sovTitle")} icon={<StaticIcon icon={PieChart} className="size-4" />}>
          <p className="text-muted-foreground mb-3 text-sm">{tEngines("sovIntro")}</p>
          <ShareOfVoiceTable
            testId="monitor-share-of-voice"
            changeHeader={t("sovChange")}
            rows={latest.shareOfVoice.map((e) => {
              const before = previous?.shareOfVoice.find((p) => p.name === e.name);
              const delta = before ? Math.round((e.share - before.share) * 100) : null;
              return {
                entry: e,
                evidence: evidence(recommendationEvidence(answers, e.name, e.own)),
                change: !previous ? "–" : delta === null ? t("sovNew") : `${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${format.number(Math.abs(delta))} Pp.`,
              };
            })}
          />
        </SectionCard>
      )}

      {latest && (
        <SectionCard level={2} title={t("domainsTitle")} icon={<StaticIcon icon={Globe} className="size-4" />}>
          <p className="text-muted-foreground mb-3 text-sm">{t("domainsIntro")}</p>
          {latest.citedDomains.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("domainsEmpty")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2" data-testid="monitor-domains">
              {latest.citedDomains.map((d) => (
                <li key={d.domain} className="flex flex-col gap-1 rounded-md border px-3 py-1.5 text-sm">
                  <span>
                    <span className="font-medium">{d.domain}</span> <span className="text-muted-foreground text-xs">· {t("domainAnswers", { answers: d.answers })}</span>
                  </span>
                  {evidence(domainEvidence(answers, d.domain))}
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
      )}

      {latest && <SourceGroupsCard groups={view.sourceGroups} level={2} />}

      {latest?.facts && latest.facts.length > 0 && (
        <SectionCard level={2} title={t("factsTitle")} id="angaben">
          <IntlClient namespaces={["LiveTest"]}>
            <FactSummary samples={answers} />
            <div className="mt-2" data-testid="monitor-facts">
              <FactChecks facts={latest.facts} siteRead={latest.siteFactsRead ?? false} />
            </div>
          </IntlClient>
        </SectionCard>
      )}

      <ReadinessSection readiness={view.readiness} website={view.website} />

      {view.suggestions.length > 0 && (
        <SectionCard level={2} title={t("suggestionsTitle")} icon={<StaticIcon icon={Lightbulb} className="size-4" />}>
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
            {view.suggestions.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <Link href={`/tool/checker?url=${encodeURIComponent(view.website)}`} className="text-primary mt-3 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
            {t("checkerLink")} <StaticIcon icon={ExternalLink} className="size-3" />
          </Link>
        </SectionCard>
      )}

      {view.confirmed && (
        <SectionCard level={2} title={t("questionsTitle")} icon={<StaticIcon icon={MessagesSquare} className="size-4" />}>
          <IntlClient namespaces={["Monitor"]}>
            <QuestionEditor token={token} initial={view.questions} />
          </IntlClient>
        </SectionCard>
      )}

      {view.latestAnswers.length > 0 && <OpenAnswerOnHash />}
      {view.latestAnswers.length > 0 && (
        <SectionCard level={2} title={t("answersTitle")} id="antworten">
          <p className="text-muted-foreground mb-3 text-sm">{t("answersIntro")}</p>
          {/* One provider of the fact lines' texts for every answer. */}
          <IntlClient namespaces={["LiveTest"]}>
            {engineNames.map((name) => (
              <div key={name} id={`antworten-${slug(name)}`} className="mb-4 scroll-mt-20">
                <h3 className="mb-2 text-sm font-semibold">{name}</h3>
                <ul className="flex flex-col gap-2" data-testid="monitor-answers">
                  {view.latestAnswers
                    .filter((a) => a.engine === name)
                    .map((a) => (
                      <li key={a.id} className="rounded-md border text-sm">
                        <details id={`antwort-${numberOf.get(a.id)}`} className="scroll-mt-20">
                          <summary className="focus-visible:ring-ring flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md px-3 py-2 outline-none focus-visible:ring-2">
                            <span className="font-medium">
                              <span className="text-muted-foreground mr-1 tabular-nums">{t("answerNumber", { n: numberOf.get(a.id)! })}</span>„{a.question}“
                            </span>
                            <span className={a.error ? "text-destructive text-xs" : a.mentioned ? "text-success text-xs" : "text-muted-foreground text-xs"}>
                              {a.error
                                ? t("answerFailed", { reason: a.error })
                                : a.mentioned && a.position !== null
                                  ? t("answerMentioned", { position: a.position })
                                  : t("answerNotMentioned")}
                            </span>
                          </summary>
                          {a.text && (
                            <div className="border-t px-3 py-2">
                              <p className="text-muted-foreground mb-1 text-xs">
                                {a.model} · {date(a.askedAt)}
                              </p>
                              <FactChecks facts={a.facts} siteRead={latest?.siteFactsRead ?? false} />
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
                    ))}
                </ul>
              </div>
            ))}
          </IntlClient>
        </SectionCard>
      )}

      <SectionCard level={2} title={t("unsubscribeTitle")}>
        <p className="text-muted-foreground text-sm">{t("unsubscribeText")}</p>
        <Link href={`/monitor/${token}/abmelden`} className="text-destructive mt-2 inline-block text-sm font-medium underline-offset-4 hover:underline">
          {t("unsubscribeLink")}
        </Link>
      </SectionCard>
    </div>
  );
}

