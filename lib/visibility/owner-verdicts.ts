import type { AnswerAnalysis } from "./analysis";
import type { NamedAs } from "./named-as";
import { nameTokens } from "./names";

/**
 * The owner's word on a name an answer gave their business ("Ist das Ihr Betrieb?" under the monitor's answer): the
 * rules cannot tell a business named by another form of its name or with a place of its own from a namesake in the next
 * town (README, round 43: 20 of the 36 report-only answers read wrong on "named" were such namesakes), and the owner can.
 * Kept per monitor (MonitorNameVerdict); runs after it read that name as the owner says.
 */
export interface OwnerVerdict {
  /** The name as the answer wrote it ({@link NamedAs.name}). */
  name: string;
  /** The place the answer gave it ({@link NamedAs.place}), null when none. */
  place: string | null;
  /** True: the owner's business; false: another business of a similar name. */
  mine: boolean;
}

/** What a reading made of a name the owner has judged: "mine" kept as named, "other" read as another business. */
export type OwnerVerdictApplied = "mine" | "other";

/**
 * The key under which a name and place are judged: their words folded (names.ts nameTokens: case, umlauts, markup,
 * legal forms and titles aside), so "**Physio Gassner GmbH**" and "Physio Gassner" share one verdict; a name in
 * another place is another key. At most 400 characters (the column's size).
 */
export function verdictKey(name: string, place: string | null): string {
  return `${nameTokens(name).join(" ")}|${place ? nameTokens(place).join(" ") : ""}`.slice(0, 400);
}

/**
 * The owner's verdict on how an answer named their business, or on the look-alike of an answer read as not naming it.
 * @param namedAs how the answer named it (named-as.ts namedAsToShow) or its look-alike (lookAlikeOf); null when neither
 * @returns true (theirs), false (another business) or null (no verdict on that name and place)
 */
export function ownerVerdictOn(namedAs: NamedAs | null, verdicts: readonly OwnerVerdict[]): boolean | null {
  if (!namedAs || verdicts.length === 0) return null;
  const key = verdictKey(namedAs.name, namedAs.place);
  return verdicts.find((v) => verdictKey(v.name, v.place) === key)?.mine ?? null;
}

/**
 * The reading of one answer after the owner's verdict on the name it gave. "Not mine" on the business the reading took
 * for theirs: it is another one, recommended in the visitor's place (a competitor at its rank, counted in share of voice)
 * or, when advised against, among the negative mentions as it was; the visitor is not named, so it has no place, tone,
 * context or stated facts. "Mine" on a look-alike of an answer read as not naming them (named-as.ts lookAlikeOf): that
 * business is theirs, at its rank (or, advised against, with that tone and no rank). Other cases leave the reading.
 * @param analysis the rules' (or the reader's) reading of the answer
 * @param named how the reading named the business (namedAsToShow) or, when it did not, its look-alike (lookAlikeOf)
 * @param mine the owner's verdict on `named` ({@link ownerVerdictOn})
 * @returns a new reading when the verdict changes it, else `analysis` itself
 */
export function withOwnerVerdict<A extends Pick<AnswerAnalysis, "businesses" | "negativeMentions" | "mentioned" | "position" | "mentionTone" | "context" | "competitors"> & { statedFacts?: unknown[] }>(
  analysis: A,
  named: NamedAs | null,
  mine: boolean | null,
): A {
  if (!named || mine === null || mine === analysis.mentioned) return analysis;
  if (!mine) {
    // Every recommended business, the one the owner disowned at the rank it had.
    const competitors = analysis.position !== null ? analysis.businesses.map((b) => b.name) : analysis.competitors;
    return { ...analysis, mentioned: false, position: null, mentionTone: null, context: null, competitors, ...(analysis.statedFacts ? { statedFacts: [] } : {}) };
  }
  const recommended = analysis.businesses.find((b) => b.name === named.name);
  if (recommended) {
    const competitors = analysis.businesses.filter((b) => b !== recommended).map((b) => b.name);
    return { ...analysis, mentioned: true, position: recommended.rank, mentionTone: recommended.tone, context: recommended.context, competitors };
  }
  const negative = analysis.negativeMentions.find((n) => n.name === named.name);
  return negative ? { ...analysis, mentioned: true, position: null, mentionTone: negative.tone, context: negative.context } : analysis;
}
