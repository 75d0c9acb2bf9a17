/**
 * Numbers per engine and across engines from analysed answers: mention rate with its
 * 95 % Wilson interval, average position, and share of voice. Pure; the live test and
 * the monitor both use it, so a number means the same on both pages.
 */
import { nameKey, namesMatch, type NameKey } from "./names";
import type { MentionTone } from "./tone";
import { wilsonInterval } from "./wilson";

/** What these statistics need of one analysed answer. */
export interface AnalysedAnswerFacts {
  engine: string;
  /** Named with a position (the live test's definition of "mentioned"). */
  mentioned: boolean;
  position: number | null;
  mentionTone: MentionTone | null;
  /** Recommended businesses other than the visitor's, in order. */
  competitors: string[];
}

/** One engine's row: `error` is a failure code when no answer came, else null. */
export interface EngineStats {
  name: string;
  model: string;
  /** Answers received from this engine. */
  samples: number;
  mentions: number;
  /** mentions / samples, 0..1; 0 without samples. */
  mentionRate: number;
  /** 95 % Wilson interval of the mention rate, fractions 0..1. */
  interval: [number, number];
  /** Mean 1-based position where named, one decimal; null when never named. */
  averagePosition: number | null;
  error: string | null;
}

/** One business's share of the recommendations across all answers. */
export interface ShareOfVoiceEntry {
  name: string;
  /** Answers that recommend it. */
  mentions: number;
  /** mentions / all recommendations counted in the table, 0..1. */
  share: number;
  /** Whether this is the visitor's own business. */
  own: boolean;
}

/**
 * Mention statistics of a set of answers.
 * @returns samples, mentions, rate, Wilson interval and average position
 */
export function mentionStats(answers: Pick<AnalysedAnswerFacts, "mentioned" | "position">[]): Omit<EngineStats, "name" | "model" | "error"> {
  const positions = answers.filter((a) => a.mentioned && a.position !== null).map((a) => a.position!);
  const samples = answers.length;
  return {
    samples,
    mentions: positions.length,
    mentionRate: samples ? positions.length / samples : 0,
    interval: wilsonInterval(positions.length, samples),
    averagePosition: positions.length ? Math.round((positions.reduce((s, p) => s + p, 0) / positions.length) * 10) / 10 : null,
  };
}

/**
 * One row per configured engine, in the given order.
 * @param engines name, model asked and failure code (null when at least one answer came)
 */
export function engineStats(answers: AnalysedAnswerFacts[], engines: { name: string; model: string; error: string | null }[]): EngineStats[] {
  return engines.map((e) => ({ name: e.name, model: e.model, error: e.error, ...mentionStats(answers.filter((a) => a.engine === e.name)) }));
}

/**
 * Share of voice: how many answers recommend each business, the visitor's included
 * (counted when its tone is "recommended"; a warning is no recommendation), as a
 * share of all recommendations. Names that match (lib/visibility/names) count as one; a name among the answer's
 * others that matches the visitor's (a namesake the reading set apart) is a row of its own.
 * @param own the visitor's business name (or domain); omitted when not given
 * @param tracked competitors to list even when no answer names them (the monitor's)
 * @returns most recommended first; the visitor's and tracked names always included
 */
export function shareOfVoice(answers: AnalysedAnswerFacts[], own: string | undefined, tracked: string[] = []): ShareOfVoiceEntry[] {
  const entries: (ShareOfVoiceEntry & { key: NameKey })[] = [];
  // A business the reading listed among the others is not the visitor's, even with its name (a namesake in another
  // town): it gets a row of its own, never the visitor's row, and its recommendations count for it.
  const add = (name: string, own: boolean) => {
    const key = nameKey(name);
    const entry = entries.find((e) => e.own === own && namesMatch(e.key, key)) ?? { name, mentions: 0, share: 0, own, key };
    if (!entries.includes(entry)) entries.push(entry);
    return entry;
  };
  const ownEntry = own ? add(own, true) : undefined;
  for (const name of tracked) add(name, false);
  for (const a of answers) {
    if (ownEntry && a.mentioned && a.mentionTone === "recommended") ownEntry.mentions += 1;
    // An answer that lists a business twice still recommends it once.
    new Set(a.competitors.map((c) => add(c, false))).forEach((e) => (e.mentions += 1));
  }
  const total = entries.reduce((s, e) => s + e.mentions, 0);
  return entries
    .map(({ key: _key, ...e }) => ({ ...e, share: total ? e.mentions / total : 0 }))
    .sort((x, y) => y.mentions - x.mentions || Number(y.own) - Number(x.own));
}
