/**
 * What one monitor run found, and what changed since the run before: per-engine
 * mention rates with 95 % Wilson intervals, share of voice, the domains the engines
 * cite. Pure; stored as MonitorRun.summary (JSON) and read by the monitor page.
 */
import { engineStats, mentionStats, shareOfVoice, type AnalysedAnswerFacts, type EngineStats, type ShareOfVoiceEntry } from "@/lib/visibility/engine-stats";
import { nameKey, namesMatch } from "@/lib/visibility/names";
import { intervalsDisjoint, wilsonInterval } from "@/lib/visibility/wilson";

/** One stored answer's facts as the summary reads them. */
export interface RunAnswerFacts extends AnalysedAnswerFacts {
  /** URLs cited by the provider or in the text. */
  sources: string[];
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
  | { kind: "new_competitor"; name: string; answers: number };

export interface MonitorRunSummary {
  engines: EngineStats[];
  overall: Omit<EngineStats, "name" | "model" | "error">;
  shareOfVoice: ShareOfVoiceEntry[];
  citedDomains: CitedDomain[];
  /** Changes against the previous run; [] for the first. */
  changes: MonitorChange[];
}

/**
 * @param answers every answer that arrived in the run
 * @param engines every engine asked, with its failure code when none of its calls answered
 * @param target the monitored business and the competitors its owner named
 * @param previous the summary of the run before, if any
 */
export function summarizeRun(
  answers: RunAnswerFacts[],
  engines: { name: string; model: string; error: string | null }[],
  target: { businessName: string; competitors: string[] },
  previous: MonitorRunSummary | null,
): MonitorRunSummary {
  const summary: MonitorRunSummary = {
    engines: engineStats(answers, engines),
    overall: mentionStats(answers),
    shareOfVoice: shareOfVoice(answers, target.businessName, target.competitors),
    citedDomains: citedDomains(answers),
    changes: [],
  };
  summary.changes = previous ? detectChanges(previous, summary) : [];
  return summary;
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
