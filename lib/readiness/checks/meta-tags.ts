import { AI_CRAWLERS } from "@/lib/crawlers/ai-crawlers";
import type { PageFacts } from "../page-facts";
import type { Copy, Finding, SiteSnapshot } from "../types";
import { parseLinkHeader } from "./hreflang";
import { copy, list, propertiesFinding, quote, sameDocument, statusFor } from "./shared";

/**
 * Meta tags and titles. Points (limits: title max 60 characters,
 * meta description 150-160):
 * - 30 indexable: no noindex/none in meta robots, meta googlebot/bingbot or the
 *   X-Robots-Tag header; a noindex is a blocker
 * - 20 title: 10-60 characters 20, longer or shorter 10, missing 0
 * - 20 meta description: 150-160 characters 20, other lengths 10, missing 0
 * - 10 canonical: pointing to the checked page 10, elsewhere 5, missing 0
 * - 10 html lang attribute
 * - 10 viewport: with width=device-width 10, without 5
 * - 20 Open Graph: og:title, og:type, og:image, og:url, 5 each
 */

const TITLE_MAX = 60;
const TITLE_MIN = 10;
const DESCRIPTION_MIN = 150;
const DESCRIPTION_MAX = 160;

/** Whether one robots directive list (meta content or X-Robots-Tag value) says noindex. */
export function saysNoindex(directives: string): boolean {
  return saysNoindexAt(directives);
}

/**
 * saysNoindex, and — when `now` is given — also an unavailable_after date that has
 * passed (Google Search Central, "Robots meta tag specifications").
 */
export function saysNoindexAt(directives: string, now?: Date): boolean {
  // X-Robots-Tag may prefix a user agent: "googlebot: noindex". Other crawlers' rules do not matter here.
  const match = /^\s*([\w-]+)\s*:\s*(.*)$/.exec(directives);
  let list = directives;
  if (match && !/^(unavailable_after|max-snippet|max-image-preview|max-video-preview)$/i.test(match[1]!)) {
    const agent = match[1]!.toLowerCase();
    const relevant = agent === "googlebot" || agent === "bingbot" || AI_CRAWLERS.some((c) => c.token.toLowerCase() === agent);
    if (!relevant) return false;
    list = match[2]!;
  }
  return list
    .split(",")
    .map((d) => d.trim().toLowerCase())
    .some((d) => {
      if (d === "noindex" || d === "none") return true;
      const after = now ? /^unavailable_after\s*:\s*(.+)$/.exec(d) : null;
      const date = after ? Date.parse(after[1]!) : NaN;
      return !Number.isNaN(date) && date < now!.getTime();
    });
}

export function checkMetaTags(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl">, now = new Date()): Finding[] {
  const findings: Finding[] = [];

  const noindexSources = [
    ...facts.robotsMeta.filter((m) => saysNoindexAt(m.replace(/^[\w-]+: /, ""), now)).map((m) => `<meta name="${m.split(":")[0]}" content="${m.replace(/^[\w-]+: /, "")}">`),
    ...snapshot.page.xRobotsTag.filter((v) => saysNoindexAt(v, now)).map((v) => copy("meta.indexable.header", { value: v })),
  ];
  findings.push(
    noindexSources.length > 0
      ? {
          id: "meta.indexable",
          status: "fail",
          evidence: copy("meta.indexable.noindex", { sources: list(noindexSources, "; ") }),
          points: 0,
          maxPoints: 30,
          action: copy("meta.indexable.remove"),
          tool: "/tool/meta",
          blocker: copy("meta.indexable.blocker"),
        }
      : {
          id: "meta.indexable",
          status: "pass",
          evidence: facts.robotsMeta.length ? copy("meta.indexable.ok", { robots: list(facts.robotsMeta, "; ") }) : copy("meta.indexable.none"),
          points: 30,
          maxPoints: 30,
        },
  );

  findings.push(titleFinding(facts));

  const description = facts.metaDescription;
  if (!description) {
    findings.push({
      id: "meta.description",
      status: "fail",
      evidence: copy("meta.description.missing"),
      points: 0,
      maxPoints: 20,
      action: copy("meta.description.write", { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX }),
      tool: "/tool/meta",
    });
  } else {
    const length = [...description].length;
    const ok = length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX;
    findings.push({
      id: "meta.description",
      status: ok ? "pass" : "warn",
      evidence: copy("meta.description.found", {
        description: quote(description, 90),
        length,
        verdict: length < DESCRIPTION_MIN ? copy("meta.description.short", { min: DESCRIPTION_MIN }) : length > DESCRIPTION_MAX ? copy("meta.description.long", { max: DESCRIPTION_MAX }) : "",
      }),
      points: ok ? 20 : 10,
      maxPoints: 20,
      action: ok
        ? undefined
        : length < DESCRIPTION_MIN
          ? copy("meta.description.lengthen", { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX, length })
          : copy("meta.description.shorten", { max: DESCRIPTION_MAX, length }),
      tool: "/tool/meta",
    });
  }

  findings.push(canonicalFinding(facts, snapshot));

  findings.push(
    facts.lang
      ? {
          id: "meta.lang",
          status: "pass",
          evidence: copy("meta.lang.found", { lang: facts.lang, german: /^de\b/i.test(facts.lang) ? "yes" : "no" }),
          points: 10,
          maxPoints: 10,
        }
      : {
          id: "meta.lang",
          status: "fail",
          evidence: copy("meta.lang.missing"),
          points: 0,
          maxPoints: 10,
          action: copy("meta.lang.add"),
          tool: "/tool/meta",
        },
  );

  const viewport = facts.viewport;
  const viewportPoints = viewport ? (/width\s*=\s*device-width/i.test(viewport) ? 10 : 5) : 0;
  findings.push({
    id: "meta.viewport",
    status: statusFor(viewportPoints, 10),
    evidence: viewport ? copy("meta.viewport.found", { viewport }) : copy("meta.viewport.missing"),
    points: viewportPoints,
    maxPoints: 10,
    action: viewportPoints < 10 ? copy("meta.viewport.add") : undefined,
    tool: "/tool/meta",
  });

  const ogProperties = ["og:title", "og:type", "og:image", "og:url"];
  const ogPresent = ogProperties.filter((p) => facts.openGraph[p]);
  const ogMissing = ogProperties.filter((p) => !facts.openGraph[p]);
  findings.push(propertiesFinding("meta.open-graph", { present: ogPresent, missing: ogMissing }, 5, "/tool/meta"));

  return findings;
}

function titleFinding(facts: PageFacts): Finding {
  const base = { id: "meta.title", maxPoints: 20, tool: "/tool/meta" as const };
  const title = facts.title;
  const others = facts.titles.slice(1).filter(Boolean);
  if (!title) {
    // Browsers, Google and AI crawlers take the first <title> only (HTML standard, document.title).
    return {
      ...base,
      status: "fail",
      evidence:
        title === null
          ? copy("meta.title.missing")
          : copy("meta.title.empty", { other: others.length ? copy("meta.title.emptyOther", { other: quote(others[0]!, 60) }) : "" }),
      points: 0,
      action: copy(title === null ? "meta.title.add" : "meta.title.removeEmpty", { max: TITLE_MAX }),
      reason: title === null ? "missing" : "empty",
    };
  }
  const length = [...title].length;
  const lengthOk = length >= TITLE_MIN && length <= TITLE_MAX;
  const several = facts.titles.length > 1;
  const points = (lengthOk ? 20 : 10) - (several ? 5 : 0);
  return {
    ...base,
    status: lengthOk && !several ? "pass" : "warn",
    evidence: copy("meta.title.found", {
      title: quote(title, 90),
      length,
      verdict: length > TITLE_MAX ? copy("meta.title.long", { max: TITLE_MAX }) : length < TITLE_MIN ? copy("meta.title.short") : "",
      several: several
        ? copy("meta.title.several", { count: facts.titles.length, other: others.length ? copy("meta.title.notOther", { other: quote(others[0]!, 50) }) : "" })
        : "",
    }),
    points,
    action: several ? copy("meta.title.keepOne") : lengthOk ? undefined : length > TITLE_MAX ? copy("meta.title.shorten", { max: TITLE_MAX }) : copy("meta.title.describe"),
    ...(several ? { reason: "several" } : lengthOk ? {} : { reason: "length" }),
  };
}

/**
 * Canonical URL (Google Search Central, "How to specify a canonical URL"; the
 * problems Lighthouse's canonical audit fails on are the fail and relative cases):
 * - 10 pointing to the checked page
 * - 5 pointing to another page (reason "elsewhere") or given as a relative path
 *   (reason "relative": Google asks for absolute URLs)
 * - 0 missing, unparseable ("invalid"), several different ones ("conflicting"), the
 *   home page named by a deeper page ("root") or another language version
 *   ("hreflang")
 */
function canonicalFinding(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl">): Finding {
  const base = { id: "meta.canonical", maxPoints: 10 };
  const headerCanonicals = parseLinkHeader(snapshot.page.linkHeader)
    .filter((e) => e.rel.includes("canonical"))
    .map((e) => e.href);
  const hrefs = [...facts.canonicalHrefs, ...headerCanonicals].filter((h) => h !== "");
  const failed = (evidence: Copy, reason: string, action: Copy): Finding => ({ ...base, status: "fail", evidence, points: 0, action, reason });
  const page = { url: snapshot.finalUrl };
  const fix = copy("meta.canonical.setOne", page);
  if (hrefs.length === 0) {
    return {
      ...base,
      status: "fail",
      evidence: copy("meta.canonical.missing"),
      points: 0,
      action: copy("meta.canonical.add", page),
      reason: "missing",
    };
  }
  const resolved: string[] = [];
  for (const href of hrefs) {
    try {
      resolved.push(new URL(href, snapshot.finalUrl).href);
    } catch {
      return failed(copy("meta.canonical.invalid", { href }), "invalid", fix);
    }
  }
  const distinct = [...new Set(resolved)];
  if (distinct.length > 1) {
    return failed(copy("meta.canonical.conflicting", { count: distinct.length, urls: list(distinct.slice(0, 3)) }), "conflicting", fix);
  }
  const canonical = new URL(distinct[0]!);
  const pageUrl = new URL(snapshot.finalUrl);
  if (canonical.origin === pageUrl.origin && canonical.pathname === "/" && pageUrl.pathname !== "/") {
    return failed(copy("meta.canonical.root", { canonical: canonical.href, path: pageUrl.pathname }), "root", copy("meta.canonical.pointToSelf", page));
  }
  const alternates = new Set(facts.hreflangs.flatMap((h) => (h.absolute ? [h.absolute] : [])));
  if (alternates.has(pageUrl.href) && alternates.has(canonical.href) && !sameDocument(canonical.href, pageUrl.href)) {
    return failed(copy("meta.canonical.hreflang", { canonical: canonical.href }), "hreflang", copy("meta.canonical.ownPerLanguage", page));
  }
  const relative = hrefs.find((h) => !/^https?:\/\//i.test(h));
  if (relative) {
    return {
      ...base,
      status: "warn",
      evidence: copy("meta.canonical.relative", { href: relative, canonical: canonical.href }),
      points: 5,
      action: copy("meta.canonical.writeFull", { canonical: canonical.href }),
      reason: "relative",
    };
  }
  if (sameDocument(canonical.href, snapshot.finalUrl)) {
    return { ...base, status: "pass", evidence: copy("meta.canonical.ok", { canonical: canonical.href }), points: 10 };
  }
  return {
    ...base,
    status: "warn",
    evidence: copy("meta.canonical.elsewhere", { canonical: canonical.href, url: snapshot.finalUrl }),
    points: 5,
    action: copy("meta.canonical.check", page),
    reason: "elsewhere",
  };
}
