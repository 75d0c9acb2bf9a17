import type { FactCertainty, FactElement, FactEvidence, FactPageKind, FactReading } from "./types";

/**
 * Merges equal readings of a fact into one fact with all its evidence, decides its
 * certainty and orders the facts: the business's own details first (structured data
 * confirmed by the page, footer, contact page), imprint and about pages after.
 */

export interface MergedFact<T> {
  value: T;
  certainty: FactCertainty;
  evidence: FactEvidence[];
}

const HIDDEN: ReadonlySet<FactElement> = new Set(["json-ld", "microdata", "domain"]);
const PAGE_RANK: Record<FactPageKind, number> = { home: 0, contact: 0, imprint: 2, about: 3 };
const ELEMENT_RANK: Partial<Record<FactElement, number>> = { "json-ld": 0, footer: 0, "tel-link": 0, "mailto-link": 0, header: 1, main: 1, table: 1, aside: 1, nav: 2 };

/**
 * Confirmed when two different places state it (page + element) and one of them is
 * visible on a page: structured data alone, however often, stays uncertain.
 */
function certaintyOf(evidence: readonly FactEvidence[]): FactCertainty {
  const places = new Set(evidence.map((e) => `${e.url}|${e.element}`));
  return places.size >= 2 && evidence.some((e) => !HIDDEN.has(e.element)) ? "confirmed" : "uncertain";
}

function rankOf(evidence: readonly FactEvidence[]): number {
  return Math.min(...evidence.map((e) => PAGE_RANK[e.page] * 10 + (ELEMENT_RANK[e.element] ?? 1)));
}

/**
 * @param readings in page order
 * @param combine how the value of a later equal reading completes the first (default: the first stays)
 */
export function mergeReadings<T>(readings: readonly FactReading<T>[], combine: (kept: T, other: T) => T = (kept) => kept): MergedFact<T>[] {
  const byKey = new Map<string, { value: T; evidence: FactEvidence[]; order: number }>();
  for (const reading of readings) {
    const known = byKey.get(reading.key);
    if (!known) byKey.set(reading.key, { value: reading.value, evidence: [reading.evidence], order: byKey.size });
    else {
      known.value = combine(known.value, reading.value);
      if (!known.evidence.some((e) => e.url === reading.evidence.url && e.element === reading.evidence.element && e.text === reading.evidence.text)) known.evidence.push(reading.evidence);
    }
  }
  return [...byKey.values()]
    .map((f) => ({ ...f, certainty: certaintyOf(f.evidence), rank: rankOf(f.evidence) }))
    .sort((a, b) => (a.certainty === b.certainty ? 0 : a.certainty === "confirmed" ? -1 : 1) || a.rank - b.rank || a.order - b.order)
    .map(({ value, certainty, evidence }) => ({ value, certainty, evidence }));
}
