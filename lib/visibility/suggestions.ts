import type { VisibilitySummary } from "./aggregate";
import { normalizeDomain } from "./names";
import { groupSources } from "./source-groups";

export interface SuggestionInput {
  summary: VisibilitySummary;
  businessName?: string;
  domain?: string;
  location?: string;
}

function hostOf(url: string): string {
  return normalizeDomain(url) ?? url;
}

/** What a suggestion says; the German text is messages/de.json "LiveTest.suggestion.<code>". */
type SuggestionCode =
  | "giveTarget"
  | "notNamed"
  | "addSchema"
  | "namedUnavailable"
  | "namedDiscouraged"
  | "namedSometimes"
  | "lowPosition"
  | "alwaysFirst"
  | "nearTop"
  | "competitors"
  | "checkSources"
  | "checkPlatforms"
  | "noBusinesses"
  | "addDomain"
  | "runChecker";

/** One piece of advice as a code and the values its text needs (counts, a position, names joined with ", "). */
export interface Suggestion {
  code: SuggestionCode;
  params?: Record<string, string | number>;
}

/**
 * Concrete advice derived from the result: not named / named sometimes / named
 * low / named first, what the answers cite, who is named instead.
 * @returns 3–7 suggestions, most important first, as codes with parameters
 *   (`position` is the average place, a number; `location` is "none" without a place)
 */
export function buildSuggestions({ summary, businessName, domain, location }: SuggestionInput): Suggestion[] {
  const out: Suggestion[] = [];
  const total = summary.samples.length;
  const top = summary.competitors.slice(0, 3).map((c) => c.name);

  if (!businessName && !domain) {
    out.push({ code: "giveTarget" });
  } else if (summary.mentionedIn === 0) {
    out.push({ code: "notNamed", params: { total } }, { code: "addSchema" });
  } else if (summary.samples.some((s) => s.mentionTone === "unavailable")) {
    out.push({ code: "namedUnavailable" });
  } else if (summary.samples.some((s) => s.mentionTone === "discouraged")) {
    out.push({ code: "namedDiscouraged" });
  } else if (summary.mentionedIn < total) {
    out.push({ code: "namedSometimes", params: { mentioned: summary.mentionedIn, total } });
  }

  // A place near the top is no success while the assistant warns against the business.
  const namedNegatively = summary.samples.some((s) => s.mentionTone === "discouraged" || s.mentionTone === "unavailable");
  const position = namedNegatively ? null : summary.averagePosition;
  if (position !== null && position > 3) {
    out.push({ code: "lowPosition", params: { position, location: location || "none" } });
  } else if (position !== null && position <= 1 && summary.mentionedIn === total) {
    out.push({ code: "alwaysFirst" });
  } else if (position !== null && position <= 3) {
    out.push({ code: "nearTop" });
  }

  if (top.length > 0 && summary.mentionRate < 1 && (businessName || domain)) {
    out.push({ code: "competitors", params: { names: top.join(", ") } });
  }

  // Where the business should be represented: not its own site, nor a competitor's own (source-groups.ts).
  const groups = groupSources(summary.sources, { domain, competitors: summary.competitors.map((c) => c.name) });
  const notThere = new Set([...groups.own, ...groups.competitors].map((s) => s.host));
  const ownHost = domain ? normalizeDomain(domain) : null;
  const sourceHosts = [...new Set(summary.sources.map(hostOf))]
    .filter((h) => h !== ownHost && !h.endsWith(`.${ownHost}`) && !notThere.has(h))
    .slice(0, 4);
  if (sourceHosts.length > 0) {
    out.push({ code: "checkSources", params: { hosts: sourceHosts.join(", ") } });
  } else if (summary.platforms.length > 0) {
    out.push({ code: "checkPlatforms", params: { platforms: summary.platforms.slice(0, 4).map((p) => p.name).join(", ") } });
  }

  if (summary.answersWithoutBusinesses === total) out.push({ code: "noBusinesses" });
  if (!domain && businessName) out.push({ code: "addDomain" });
  out.push({ code: "runChecker" });
  return out.slice(0, 7);
}
