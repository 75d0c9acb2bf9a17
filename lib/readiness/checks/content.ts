import type { PageFacts } from "../page-facts";
import type { Finding, SiteSnapshot } from "../types";
import { appShellSigns, SERVE_HTML_ACTION } from "./crawler-view";
import { copy, infoFinding, list, quote, statusFor } from "./shared";

/**
 * Content structure (advice figures: at least 200-500 words,
 * 3-5 internal links). Points:
 * - 20 exactly one h1 20, several 10, none 0
 * - 10 heading order without skipped levels 10, skipped 5
 * - 20 words of body copy (without navigation, header, footer): 500+ 20, 200-499 12,
 *   fewer 0; with an empty app mount point the evidence says the content is rendered
 *   by JavaScript, which most AI crawlers do not run
 * - 15 internal links to other pages: 3+ 15, 1-2 8, none 0
 * - 15 images with an alt attribute (or aria-label, title, role="presentation"; axe-core
 *   rule image-alt): all 15, 90 %+ 12, 50 %+ 8, fewer 0 (not scored without images)
 * - 10 lists (3+ items) or tables an AI can quote
 * - 5 HTML size: up to 1 MB 5, larger 3, cut at the fetch limit 0
 */

const WORDS_MIN = 200;
const WORDS_GOOD = 500;
const INTERNAL_LINKS_MIN = 3;

export function checkContent(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl">): Finding[] {
  const findings: Finding[] = [];
  const h1s = facts.headings.filter((h) => h.level === 1);
  findings.push({
    id: "content.h1",
    status: h1s.length === 1 ? "pass" : h1s.length > 1 ? "warn" : "fail",
    evidence:
      h1s.length === 1
        ? copy("content.h1.one", { h1: quote(h1s[0]!.text) })
        : h1s.length > 1
          ? copy("content.h1.several", { count: h1s.length, examples: list(h1s.slice(0, 3).map((h) => quote(h.text, 40))) })
          : copy("content.h1.none"),
    points: h1s.length === 1 ? 20 : h1s.length > 1 ? 10 : 0,
    maxPoints: 20,
    action:
      h1s.length === 1
        ? undefined
        : copy(h1s.length > 1 ? "content.h1.keepOne" : "content.h1.add"),
  });

  let skip: { from: { level: number; text: string }; to: { level: number; text: string } } | undefined;
  for (let i = 1; i < facts.headings.length; i++) {
    const prev = facts.headings[i - 1]!;
    const cur = facts.headings[i]!;
    if (cur.level > prev.level + 1) {
      skip = { from: prev, to: cur };
      break;
    }
  }
  if (facts.headings.length > 0) {
    findings.push({
      id: "content.heading-order",
      status: skip ? "warn" : "pass",
      evidence: skip
        ? copy("content.heading-order.skipped", { fromLevel: skip.from.level, from: quote(skip.from.text, 40), toLevel: skip.to.level, to: quote(skip.to.text, 40) })
        : copy("content.heading-order.ok", { count: facts.headings.length }),
      points: skip ? 5 : 10,
      maxPoints: 10,
      action: skip ? copy("content.heading-order.fix") : undefined,
    });
  } else {
    findings.push({
      id: "content.heading-order",
      status: "fail",
      evidence: copy("content.heading-order.none"),
      points: 0,
      maxPoints: 10,
      action: copy("content.heading-order.add"),
    });
  }

  const words = facts.wordCount;
  const wordPoints = words >= WORDS_GOOD ? 20 : words >= WORDS_MIN ? 12 : 0;
  const scriptRendered = words < WORDS_MIN && ((facts.emptyAppRoot && facts.scriptCount > 0) || appShellSigns(facts) !== null);
  findings.push({
    id: "content.word-count",
    status: statusFor(wordPoints, 20),
    evidence: scriptRendered ? copy("content.word-count.scriptRendered", { count: words }) : copy("content.word-count.counted", { count: words, min: WORDS_MIN, good: WORDS_GOOD }),
    points: wordPoints,
    maxPoints: 20,
    action: scriptRendered
      ? SERVE_HTML_ACTION
      : wordPoints < 20
        ? copy("content.word-count.expand", { good: WORDS_GOOD })
        : undefined,
  });

  // A link to this page itself (other host variant, query or fragment) leads nowhere new.
  const pageKey = (href: string) => {
    const url = new URL(href);
    return `${url.hostname.toLowerCase().replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;
  };
  const self = pageKey(snapshot.finalUrl);
  const internalTargets = new Set(
    facts.links.filter((l) => l.internal && l.absolute && pageKey(l.absolute) !== self).map((l) => new URL(l.absolute!).pathname + new URL(l.absolute!).search),
  );
  const linkPoints = internalTargets.size >= INTERNAL_LINKS_MIN ? 15 : internalTargets.size > 0 ? 8 : 0;
  findings.push({
    id: "content.internal-links",
    status: statusFor(linkPoints, 15),
    evidence: internalTargets.size
      ? copy("content.internal-links.found", { count: internalTargets.size, examples: list([...internalTargets].slice(0, 3)) })
      : copy("content.internal-links.none"),
    points: linkPoints,
    maxPoints: 15,
    action: linkPoints < 15 ? copy("content.internal-links.add", { min: INTERNAL_LINKS_MIN }) : undefined,
  });

  if (facts.images.length === 0) {
    findings.push(infoFinding("content.image-alt", copy("content.image-alt.noImages")));
  } else {
    const described = facts.images.filter((i) => i.described);
    const empty = facts.images.filter((i) => i.alt !== null && i.alt.trim() === "").length;
    const share = described.length / facts.images.length;
    // Every image needs one (axe-core rule image-alt, used by Lighthouse); the points follow the share.
    const altPoints = share === 1 ? 15 : share >= 0.9 ? 12 : share >= 0.5 ? 8 : 0;
    const missing = facts.images.filter((i) => !i.described);
    findings.push({
      id: "content.image-alt",
      status: statusFor(altPoints, 15),
      evidence: copy("content.image-alt.counted", {
        described: described.length,
        count: facts.images.length,
        empty: empty ? copy("content.image-alt.empty", { empty }) : "",
        missing: missing.length ? copy("content.image-alt.missing", { src: missing[0]!.src.slice(0, 80) || copy("content.image-alt.noSrc") }) : "",
      }),
      points: altPoints,
      maxPoints: 15,
      action: altPoints < 15 ? copy("content.image-alt.describe") : undefined,
    });
  }

  const structured = facts.lists + facts.tables;
  findings.push({
    id: "content.lists-tables",
    status: structured > 0 ? "pass" : "warn",
    evidence: structured > 0 ? copy("content.lists-tables.found", { lists: facts.lists, tables: facts.tables }) : copy("content.lists-tables.none"),
    points: structured > 0 ? 10 : 0,
    maxPoints: 10,
    action: structured > 0 ? undefined : copy("content.lists-tables.add"),
  });

  const megabytes = snapshot.page.bytes / (1024 * 1024);
  const sizePoints = snapshot.page.truncated ? 0 : megabytes > 1 ? 3 : 5;
  findings.push({
    id: "content.html-size",
    status: statusFor(sizePoints, 5),
    evidence: snapshot.page.truncated
      ? copy("content.html-size.truncated", { megabytes: Math.round(megabytes) })
      : copy("content.html-size.measured", { megabytes: Math.round(megabytes * 1000) / 1000, ms: snapshot.page.elapsedMs }),
    points: sizePoints,
    maxPoints: 5,
    action: sizePoints < 5 ? copy("content.html-size.reduce") : undefined,
  });
  return findings;
}
