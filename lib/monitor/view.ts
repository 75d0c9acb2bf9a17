import "server-only";
import type { Db } from "@/lib/db";
import { summarizeAnswers } from "@/lib/visibility/aggregate";
import { analyzeAnswersOffThread } from "@/lib/visibility/off-thread";
import { engineAccess, type EngineAccess } from "@/lib/visibility/engine-access";
import { resolveLocation } from "@/lib/visibility/location";
import { engineBaseUrl, getEngines } from "@/lib/visibility/provider";
import { groupSources, type SourceGroups } from "@/lib/visibility/source-groups";
import { storedSuggestionText, suggestionText } from "@/lib/visibility/suggestion-text";
import { buildSuggestions } from "@/lib/visibility/suggestions";
import type { MentionTone } from "@/lib/visibility/tone";
import type { ReadBy } from "@/lib/visibility/reader/verdicts";
import type { FactCheck } from "@/lib/visibility/facts/compare";
import type { NamedAs } from "@/lib/visibility/named-as";
import { type OwnerVerdictApplied, ownerVerdictOn } from "@/lib/visibility/owner-verdicts";
import { listNameVerdicts, namedAsIn } from "./name-verdicts";
import type { MonitorReadiness } from "./readiness";
import type { MonitorRunSummary } from "./summary";

/** Runs shown in the trend. */
const TREND_RUNS = 12;

interface MonitorAnswerView {
  id: string;
  engine: string;
  model: string;
  question: string;
  askedAt: Date;
  text: string | null;
  citations: string[];
  mentioned: boolean;
  position: number | null;
  mentionTone: MentionTone | null;
  /** Recommended businesses other than the monitored one. */
  competitors: string[];
  /** URLs cited by the provider or in the text. */
  sources: string[];
  /** What the answer states about the business against the site; [] when nothing (or a run before issue 31). */
  facts: FactCheck[];
  /** Who decided its figures: the rules, or the rules with the reader model; null for a failed call (or an answer stored before it was kept). */
  readBy: ReadBy | null;
  /** How the answer names the business, for the owner to check (named-as.ts); null when by exactly its name or in a run before round 43. */
  namedAs: NamedAs | null;
  /** Read as not naming the business: the first business named by a name like it (named-as.ts lookAlikeOf); null otherwise or in a run before it was kept. */
  lookAlike: NamedAs | null;
  /** The owner's verdict on {@link namedAs} or {@link lookAlike} now (given on this page, for the next runs); null when none. */
  ownerVerdict: OwnerVerdictApplied | null;
  /** The verdict this answer's run followed; null when it had none. */
  readWithVerdict: OwnerVerdictApplied | null;
  error: string | null;
}

export interface MonitorView {
  businessName: string;
  website: string;
  industry: string;
  city: string;
  competitors: string[];
  questions: string[];
  intervalHours: number;
  confirmed: boolean;
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  waitingReason: "daily_budget" | "monitor_cap" | null;
  /** Oldest first, at most TREND_RUNS. */
  runs: { id: string; startedAt: Date; summary: MonitorRunSummary }[];
  /** The latest run's answers, failed calls included. */
  latestAnswers: MonitorAnswerView[];
  /** Advice from the latest run's answers (lib/visibility/suggestions). */
  suggestions: string[];
  /** The website check of the latest run; null before the first run (or a run from before the check). */
  readiness: MonitorReadiness | null;
  /** The latest run's cited sources by kind ("Quellen"). */
  sourceGroups: SourceGroups;
  /** How each configured engine asks (provider, web search, the monitor's city), for its label. */
  engineAccess: Record<string, EngineAccess>;
}

/**
 * Everything the monitor page shows, found by its link's secret.
 * @returns null for an unknown (or deleted) monitor
 */
export async function getMonitorView(db: Db, accessToken: string): Promise<MonitorView | null> {
  const monitor = await db.visibilityMonitor.findUnique({ where: { accessToken } });
  if (!monitor) return null;
  const runs = (await db.monitorRun.findMany({ where: { monitorId: monitor.id }, orderBy: { startedAt: "desc" }, take: TREND_RUNS })).reverse();
  const latest = runs.at(-1);
  const answers = latest ? await db.monitorAnswer.findMany({ where: { runId: latest.id }, orderBy: [{ engine: "asc" }, { question: "asc" }, { id: "asc" }] }) : [];
  const verdicts = await listNameVerdicts(db, monitor.id);
  const latestAnswers: MonitorAnswerView[] = answers.map((a) => {
    const analysis = a.analysis as { mentioned?: boolean; position?: number | null; mentionTone?: MentionTone | null; competitors?: string[]; sources?: string[]; facts?: FactCheck[]; readBy?: ReadBy; ownerVerdict?: unknown } | null;
    const namedAs = namedAsIn(analysis);
    const lookAlike = namedAsIn(analysis, "lookAlike");
    const mine = ownerVerdictOn(namedAs ?? lookAlike, verdicts);
    return {
      id: String(a.id),
      engine: a.engine,
      model: a.model,
      question: a.question,
      askedAt: a.askedAt,
      text: a.text,
      citations: a.citations as string[],
      mentioned: analysis?.mentioned === true && analysis.position !== null,
      position: analysis?.position ?? null,
      mentionTone: analysis?.mentionTone ?? null,
      competitors: analysis?.competitors ?? [],
      sources: analysis?.sources ?? [],
      facts: analysis?.facts ?? [],
      readBy: analysis?.readBy === "rules" || analysis?.readBy === "rules+model" ? analysis.readBy : null,
      namedAs,
      lookAlike,
      ownerVerdict: mine === null ? null : mine ? "mine" : "other",
      readWithVerdict: analysis?.ownerVerdict === "mine" || analysis?.ownerVerdict === "other" ? analysis.ownerVerdict : null,
      error: a.error,
    };
  });
  const stored = (latest?.summary as MonitorRunSummary | undefined)?.advice;
  const suggestions = stored ? stored.map(storedSuggestionText).filter((text) => text !== null) : await suggestionsOf(answers, monitor);
  const location = await resolveLocation(monitor.city);
  const latestCompetitors = [...new Set(latestAnswers.flatMap((a) => a.competitors))];
  return {
    sourceGroups: groupSources(latestAnswers.flatMap((a) => a.sources), { domain: monitor.website, competitors: latestCompetitors }),
    engineAccess: Object.fromEntries(getEngines().map((e) => [e.name, engineAccess({ ...e, baseUrl: engineBaseUrl(e) }, location)])),
    businessName: monitor.businessName,
    website: monitor.website,
    industry: monitor.industry,
    city: monitor.city,
    competitors: monitor.competitors as string[],
    questions: monitor.questions as string[],
    intervalHours: monitor.intervalHours,
    confirmed: monitor.confirmedAt !== null,
    nextRunAt: monitor.nextRunAt,
    lastRunAt: monitor.lastRunAt,
    waitingReason: monitor.waitingReason === "daily_budget" || monitor.waitingReason === "monitor_cap" ? monitor.waitingReason : null,
    runs: runs.map((r) => ({ id: String(r.id), startedAt: r.startedAt, summary: r.summary as unknown as MonitorRunSummary })),
    latestAnswers,
    suggestions,
    readiness: (latest?.readiness as MonitorReadiness | null | undefined) ?? null,
  };
}

/** One row of /admin/monitors. */
export interface AdminMonitorRow {
  id: string;
  businessName: string;
  city: string;
  active: boolean;
  createdAt: Date;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
  waitingReason: string | null;
  callsToday: number;
  callsThisMonth: number;
}

/**
 * Every monitor for the admin, newest first, with the provider calls it used today
 * and this month (UTC).
 */
export async function listMonitorsForAdmin(db: Db, now = new Date()): Promise<AdminMonitorRow[]> {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const [monitors, today, thisMonth] = await Promise.all([
    db.visibilityMonitor.findMany({ orderBy: { createdAt: "desc" }, take: 1000 }),
    db.monitorAnswer.groupBy({ by: ["monitorId"], where: { askedAt: { gte: day } }, _count: { _all: true } }),
    db.monitorAnswer.groupBy({ by: ["monitorId"], where: { askedAt: { gte: month } }, _count: { _all: true } }),
  ]);
  const count = (rows: typeof today, id: bigint) => rows.find((r) => r.monitorId === id)?._count._all ?? 0;
  return monitors.map((m) => ({
    id: String(m.id),
    businessName: m.businessName,
    city: m.city,
    active: m.confirmedAt !== null,
    createdAt: m.createdAt,
    lastRunAt: m.lastRunAt,
    nextRunAt: m.nextRunAt,
    waitingReason: m.waitingReason,
    callsToday: count(today, m.id),
    callsThisMonth: count(thisMonth, m.id),
  }));
}

/**
 * The advice for a run stored before advice was kept with its summary: its answers read again by the rules in the
 * CPU worker pool (off-thread.ts), not on the page's request thread; none when the run has no answer, or, logged,
 * when the pool could not read them in time.
 */
async function suggestionsOf(
  answers: { text: string | null; citations: unknown }[],
  monitor: { businessName: string; website: string; city: string },
): Promise<string[]> {
  const answered = answers.filter((a): a is { text: string; citations: unknown } => a.text !== null);
  if (answered.length === 0) return [];
  const target = { businessName: monitor.businessName, domain: monitor.website, location: monitor.city };
  try {
    const analyses = await analyzeAnswersOffThread(answered.map((a) => a.text), target);
    const summary = summarizeAnswers(answered.map((a, i) => ({ text: a.text, citations: a.citations as string[], analysis: { ...analyses[i]!, readBy: "rules" as const } })), target);
    return buildSuggestions({ summary, businessName: monitor.businessName, domain: monitor.website, location: monitor.city }).map(suggestionText);
  } catch (error) {
    console.warn("monitor page: answers not read, no advice shown", (error as Error).message);
    return [];
  }
}
