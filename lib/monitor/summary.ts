/**
 * What one monitor run found, and what changed since the run before: per-engine
 * mention rates with 95 % Wilson intervals, share of voice, the domains the engines
 * cite. Pure; stored as MonitorRun.summary (JSON) and read by the monitor page.
 */
import { engineStats, mentionStats, shareOfVoice, type AnalysedAnswerFacts, type EngineStats, type ShareOfVoiceEntry } from "@/lib/visibility/engine-stats";
import { nameKey, namesMatch } from "@/lib/visibility/names";
import { intervalsDisjoint, wilsonInterval } from "@/lib/visibility/wilson";
import type { FactCheck } from "@/lib/visibility/facts/compare";
import type { SiteFact } from "@/lib/visibility/facts/site-facts";
import type { Suggestion } from "@/lib/visibility/suggestions";
import type { OwnTownNote } from "@/lib/visibility/own-town";

/** One stored answer's facts as the summary reads them. */
export interface RunAnswerFacts extends AnalysedAnswerFacts {
  /** URLs cited by the provider or in the text. */
  sources: string[];
  /** What the answer states about the business against the monitored site (compareFacts); absent in runs before issue 31. */
  facts?: FactCheck[];
}

/** One fact the run's answers state about the business, with the answers stating it. */
interface RunFact {
  field: FactCheck["field"];
  /** As the answers write it (the first spelling). */
  ai: string;
  site: SiteFact | null;
  verdict: FactCheck["verdict"];
  /** Answers stating it. */
  answers: number;
}

interface CitedDomain {
  /** Host without "www.". */
  domain: string;
  /** Answers citing it. */
  answers: number;
}

/** A change beyond the interval, worth an e-mail. */
export type MonitorChange =
  | { kind: "rate_up" | "rate_down"; engine: string; from: number; to: number }
  | { kind: "new_competitor"; name: string; answers: number }
  /** A fact about the business the answers state and the site contradicts, not wrong in the run before. */
  | { kind: "wrong_fact"; field: FactCheck["field"]; ai: string; site: string; answers: number };

export interface MonitorRunSummary {
  engines: EngineStats[];
  overall: Omit<EngineStats, "name" | "model" | "error">;
  shareOfVoice: ShareOfVoiceEntry[];
  citedDomains: CitedDomain[];
  /** Facts the answers state about the business against the site, wrong ones first; absent in runs before issue 31. */
  facts?: RunFact[];
  /** Whether the monitored site's facts could be read (false: every fact is "nicht prüfbar"). */
  siteFactsRead?: boolean;
  /** Changes against the previous run; [] for the first, but for facts it gets wrong. */
  changes: MonitorChange[];
  /**
   * The run's advice as codes with parameters (lib/visibility/suggestions), from the same reading as its answers;
   * rendered on the monitor page. Absent in runs stored before it was kept.
   */
  advice?: Suggestion[];
  /**
   * The town of the address the monitored site states, as the run's answers were read with it (own-town.ts): a namesake
   * placed `nearKm` or farther from it counted as another business. Null when they were read without one; absent in runs
   * stored before it was kept.
   */
  ownTown?: OwnTownNote | null;
}

/**
 * @param answers every answer that arrived in the run
 * @param engines every engine asked, with its failure code when none of its calls answered
 * @param target the monitored business and the competitors its owner named
 * @param previous the summary of the run before, if any
 * @param siteFactsRead whether the monitored site's facts could be read this run
 */
export function summarizeRun(
  answers: RunAnswerFacts[],
  engines: { name: string; model: string; error: string | null }[],
  target: { businessName: string; competitors: string[] },
  previous: MonitorRunSummary | null,
  siteFactsRead = false,
): MonitorRunSummary {
  const summary: MonitorRunSummary = {
    engines: engineStats(answers, engines),
    overall: mentionStats(answers),
    shareOfVoice: shareOfVoice(answers, target.businessName, target.competitors),
    citedDomains: citedDomains(answers),
    facts: runFacts(answers),
    siteFactsRead,
    changes: [],
  };
  summary.changes = [...(previous ? detectChanges(previous, summary) : []), ...newWrongFacts(previous, summary)];
  return summary;
}

/** The same fact however it is spaced or punctuated: "0821 123-45" = "0821 12345". */
function factKey(field: FactCheck["field"], ai: string): string {
  return `${field}:${ai.toLowerCase().replace(/[\s.,;:()\/–-]/g, "")}`;
}

/** The facts of every answer, one entry per field and value, wrong ones first, then by answers. */
function runFacts(answers: RunAnswerFacts[]): RunFact[] {
  const byKey = new Map<string, RunFact>();
  for (const check of answers.flatMap((a) => a.facts ?? [])) {
    const key = `${factKey(check.field, check.ai)}:${check.verdict}`;
    const entry = byKey.get(key);
    if (entry) entry.answers += 1;
    else byKey.set(key, { field: check.field, ai: check.ai, site: check.site, verdict: check.verdict, answers: 1 });
  }
  const order = { mismatch: 0, match: 1, unverifiable: 2 } as const;
  return [...byKey.values()].sort((x, y) => order[x.verdict] - order[y.verdict] || y.answers - x.answers);
}

/**
 * Wrong facts (verdict mismatch) of this run that were not wrong in the run before: one wrong
 * telephone, address or opening hours in a single answer is worth a mail, as a customer may
 * read that answer. The first run mails its wrong facts too.
 */
function newWrongFacts(previous: MonitorRunSummary | null, current: MonitorRunSummary): MonitorChange[] {
  const wrongBefore = new Set((previous?.facts ?? []).filter((f) => f.verdict === "mismatch").map((f) => factKey(f.field, f.ai)));
  return (current.facts ?? [])
    .filter((f) => f.verdict === "mismatch" && f.site && !wrongBefore.has(factKey(f.field, f.ai)))
    .map((f) => ({ kind: "wrong_fact" as const, field: f.field, ai: f.ai, site: f.site!.value, answers: f.answers }));
}

/** Hosts the answers cite, most cited first, at most 15. */
function citedDomains(answers: RunAnswerFacts[]): CitedDomain[] {
  const counts = new Map<string, number>();
  for (const a of answers) {
    const hosts = new Set(a.sources.flatMap((url) => hostOf(url) ?? []));
    hosts.forEach((h) => counts.set(h, (counts.get(h) ?? 0) + 1));
  }
  return [...counts].map(([domain, n]) => ({ domain, answers: n })).sort((x, y) => y.answers - x.answers || x.domain.localeCompare(y.domain)).slice(0, 15);
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "").toLowerCase() || null;
  } catch {
    return null;
  }
}

/**
 * Changes beyond chance between two runs: an engine's mention rate whose 95 % Wilson
 * intervals do not overlap, and a business recommended now whose rate of answers lies
 * above the interval of the run before (where it was not recommended at all). Engines
 * without answers in either run are not compared.
 */
function detectChanges(previous: MonitorRunSummary, current: MonitorRunSummary): MonitorChange[] {
  const changes: MonitorChange[] = [];
  for (const now of current.engines) {
    const before = previous.engines.find((e) => e.name === now.name);
    if (!before || before.samples === 0 || now.samples === 0) continue;
    if (intervalsDisjoint(before.interval, now.interval)) {
      changes.push({ kind: now.mentionRate > before.mentionRate ? "rate_up" : "rate_down", engine: now.name, from: before.mentionRate, to: now.mentionRate });
    }
  }
  const n = current.overall.samples;
  const nBefore = previous.overall.samples;
  for (const entry of current.shareOfVoice) {
    if (entry.own || n === 0 || nBefore === 0) continue;
    const key = nameKey(entry.name);
    const before = previous.shareOfVoice.find((e) => namesMatch(nameKey(e.name), key));
    if (before && before.mentions > 0) continue;
    if (intervalsDisjoint(wilsonInterval(0, nBefore), wilsonInterval(entry.mentions, n))) {
      changes.push({ kind: "new_competitor", name: entry.name, answers: entry.mentions });
    }
  }
  return changes;
}
