import type { HreflangLink, PageFacts } from "../page-facts";
import type { Copy, Finding } from "../types";
import { copy, infoFinding, list, sameDocument } from "./shared";

/**
 * hreflang alternates (Google Search Central, "Tell Google about localized versions of
 * your page"; Lighthouse SEO audit "Document has a valid hreflang"), from
 * `<link rel="alternate" hreflang>` and the HTTP Link header (RFC 8288). Only scored
 * when the page names alternates, 5 points:
 * - fail 0: a code that is no language (ISO 639) with an optional region (ISO 3166-1,
 *   e.g. "en-UK" instead of "en-GB") or script, or a relative href (reason "invalid")
 * - warn 3: no x-default, the page not among its own alternates, an alternate in the
 *   body (ignored there), or an alternate fetched anyway that does not link back
 *   (reason "incomplete")
 * - pass 5 otherwise
 */

/** One `Link` header entry: `<https://…/en/>; rel="alternate"; hreflang="en"`. */
export interface LinkHeaderEntry {
  href: string;
  rel: string[];
  hreflang?: string;
}

/** Parses HTTP Link header values (RFC 8288 §3); entries without <…> are skipped. */
export function parseLinkHeader(values: readonly string[]): LinkHeaderEntry[] {
  const out: LinkHeaderEntry[] = [];
  for (const value of values) {
    for (const match of value.matchAll(/<([^>]*)>((?:\s*;\s*[\w*-]+\s*(?:=\s*(?:"[^"]*"|[^;,]*))?)*)/g)) {
      const params = new Map<string, string>();
      for (const param of match[2]!.matchAll(/;\s*([\w*-]+)\s*(?:=\s*(?:"([^"]*)"|([^;,]*)))?/g)) {
        const name = param[1]!.toLowerCase();
        if (!params.has(name)) params.set(name, (param[2] ?? param[3] ?? "").trim());
      }
      out.push({ href: match[1]!.trim(), rel: (params.get("rel") ?? "").toLowerCase().split(/\s+/).filter(Boolean), hreflang: params.get("hreflang") });
    }
  }
  return out;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(["de"], { type: "language", fallback: "none" });
const REGION_NAMES = new Intl.DisplayNames(["de"], { type: "region", fallback: "none" });

/**
 * Checks one hreflang value: "x-default", or a BCP 47 tag whose language is a known
 * ISO 639 code and whose region, if any, an ISO 3166-1 code as written (Intl, ICU data).
 * @returns null when valid, else the reason as a code
 */
export function hreflangProblem(value: string): Copy | null {
  if (value.toLowerCase() === "x-default") return null;
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(value)[0]!;
  } catch {
    return copy("meta.hreflang.problem.syntax");
  }
  const [language, ...rest] = value.split("-");
  let languageName: string | undefined;
  try {
    languageName = LANGUAGE_NAMES.of(language!.toLowerCase());
  } catch {
    languageName = undefined;
  }
  if (!languageName || language!.length > 3) return copy("meta.hreflang.problem.language", { language: language! });
  const region = rest.find((part) => /^[a-z]{2}$|^\d{3}$/i.test(part));
  if (region) {
    const canonicalRegion = canonical.split("-").find((part) => /^[A-Z]{2}$|^\d{3}$/.test(part));
    if (canonicalRegion !== region.toUpperCase()) {
      return copy("meta.hreflang.problem.notRegion", { region, meant: canonicalRegion ? copy("meta.hreflang.problem.meant", { region: canonicalRegion }) : "" });
    }
    try {
      if (!REGION_NAMES.of(region.toUpperCase())) return copy("meta.hreflang.problem.region", { region });
    } catch {
      return copy("meta.hreflang.problem.region", { region });
    }
  }
  return null;
}

/** Every hreflang alternate of a page: its head and body links and the Link header. */
function hreflangAlternates(facts: PageFacts, linkHeader: readonly string[]): HreflangLink[] {
  const fromHeader = parseLinkHeader(linkHeader)
    .filter((e) => e.rel.includes("alternate") && e.hreflang)
    .map((e) => {
      let absolute: string | null = null;
      try {
        absolute = new URL(e.href, facts.url).href;
      } catch {
        // stays null
      }
      return { hreflang: e.hreflang!, href: e.href, absolute, inHead: true };
    });
  return [...facts.hreflangs, ...fromHeader];
}

/**
 * @param facts the checked page
 * @param linkHeader its HTTP Link header values
 * @param fetched pages the check fetched anyway (the page a meta refresh came from,
 *   the imprint): where one of them is an alternate, it must link back
 */
export function checkHreflang(facts: PageFacts, linkHeader: readonly string[], fetched: readonly { url: string; facts: PageFacts }[] = []): Finding {
  const alternates = hreflangAlternates(facts, linkHeader);
  if (alternates.length === 0) {
    return infoFinding("meta.hreflang", copy("meta.hreflang.none"));
  }
  const invalid: Copy[] = [];
  for (const alt of alternates) {
    const problem = hreflangProblem(alt.hreflang);
    if (problem) invalid.push(copy("meta.hreflang.invalidValue", { hreflang: alt.hreflang, problem }));
    if (!/^https?:/i.test(alt.href)) invalid.push(copy("meta.hreflang.relative", { hreflang: alt.hreflang, href: alt.href }));
  }
  const incomplete: Copy[] = [];
  if (!alternates.some((a) => a.hreflang.toLowerCase() === "x-default")) incomplete.push(copy("meta.hreflang.noDefault"));
  if (!alternates.some((a) => a.absolute && sameDocument(a.absolute, facts.url.href))) incomplete.push(copy("meta.hreflang.noSelf"));
  const inBody = alternates.filter((a) => !a.inHead);
  if (inBody.length) incomplete.push(copy("meta.hreflang.inBody", { count: inBody.length }));
  for (const other of fetched) {
    const alt = alternates.find((a) => a.absolute && sameDocument(a.absolute, other.url));
    if (!alt || sameDocument(other.url, facts.url.href)) continue;
    const back = other.facts.hreflangs.some((h) => h.absolute && sameDocument(h.absolute, facts.url.href));
    if (!back) incomplete.push(copy("meta.hreflang.noReturn", { url: other.url, hreflang: alt.hreflang }));
  }

  const codes = [...new Set(alternates.map((a) => a.hreflang))];
  const summary = copy("meta.hreflang.summary", { count: alternates.length, codes: list(codes.length > 8 ? [...codes.slice(0, 8), "…"] : codes) });
  if (invalid.length) {
    return {
      id: "meta.hreflang",
      status: "fail",
      evidence: copy("meta.hreflang.invalid", {
        summary,
        invalid: list(invalid.slice(0, 4), "; "),
        more: invalid.length > 4 ? "yes" : "no",
        incomplete: incomplete.length ? copy("meta.hreflang.also", { incomplete: list(incomplete, "and") }) : "",
      }),
      points: 0,
      maxPoints: 5,
      action: copy("meta.hreflang.fixCodes"),
      tool: "/tool/meta",
      reason: "invalid",
    };
  }
  if (incomplete.length) {
    return {
      id: "meta.hreflang",
      status: "warn",
      evidence: copy("meta.hreflang.incomplete", { summary, incomplete: list(incomplete, "and") }),
      points: 3,
      maxPoints: 5,
      action: copy("meta.hreflang.complete"),
      tool: "/tool/meta",
      reason: "incomplete",
    };
  }
  return { id: "meta.hreflang", status: "pass", evidence: copy("meta.hreflang.ok", { summary }), points: 5, maxPoints: 5 };
}
