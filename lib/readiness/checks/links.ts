import type { AnchorFact, PageFacts } from "../page-facts";
import type { Copy, Finding } from "../types";
import { copy, list, quote } from "./shared";

/**
 * The links of the page, as crawlers read them (Lighthouse SEO audits "Links have
 * descriptive text" and "Links are crawlable", Google Search Central "Make your links
 * crawlable"). Points:
 * - content.link-text, 5: no link whose whole text says nothing about its target 5,
 *   otherwise 2
 * - crawling.crawlable-links, 5: every <a> a crawler can follow 5; some it cannot 2;
 *   half or more of them 0
 */

/**
 * Link texts that say nothing about the target: Lighthouse 12's lists for German and
 * English (core/audits/seo/link-text.js), plus common German phrases it lacks.
 */
const GERMAN_LINK_TEXTS = [
  // Lighthouse
  "klicke hier", "hier klicken", "hier", "mehr", "siehe", "dies", "das", "weiterlesen",
  // beyond Lighthouse
  "klicken sie hier", "hier entlang", "mehr erfahren", "mehr lesen", "mehr infos", "mehr informationen", "weiter lesen", "link", "zum link",
];
const ENGLISH_LINK_TEXTS = [
  // Lighthouse
  "click here", "click this", "go", "here", "information", "learn more", "more", "more info", "more information", "right here", "read more", "see more", "start", "this",
  // beyond Lighthouse
  "link",
];
/**
 * English phrases German pages use as buttons. Not "start", "go", "this" or
 * "information": on a German page "Start" names the home page, and the others read as
 * German words or names.
 */
const ENGLISH_ON_GERMAN_PAGES = ["click here", "here", "learn more", "more", "more info", "read more", "see more", "right here"];

const GERMAN = new Set([...GERMAN_LINK_TEXTS, ...ENGLISH_ON_GERMAN_PAGES]);
const ENGLISH = new Set(ENGLISH_LINK_TEXTS);
const ANY = new Set([...GERMAN_LINK_TEXTS, ...ENGLISH_LINK_TEXTS]);

/** The list that applies to a link in this language (like Lighthouse: all lists when unknown). */
function listFor(lang: string | null): ReadonlySet<string> {
  const primary = lang?.split("-")[0]?.toLowerCase();
  if (primary === "de") return GERMAN;
  if (primary === "en") return ENGLISH;
  return ANY;
}

function withoutFragment(url: string): string {
  return url.replace(/#.*$/, "");
}

/**
 * Links whose text alone says nothing ("mehr", "hier klicken", "read more").
 * Like Lighthouse, it skips links without href, rel="nofollow", javascript: and
 * mailto: links and links to the page itself.
 */
export function nonDescriptiveLinks(facts: PageFacts): { text: string; target: string }[] {
  const self = withoutFragment(facts.url.href);
  const out: { text: string; target: string }[] = [];
  for (const anchor of facts.anchors) {
    if (anchor.href === null || /(^|\s)nofollow(\s|$)/.test(anchor.rel)) continue;
    const href = anchor.href.trim();
    if (/^(javascript|mailto):/i.test(href)) continue;
    let target: string;
    try {
      target = new URL(href, facts.url).href;
    } catch {
      continue;
    }
    if (withoutFragment(target) === self) continue;
    const text = anchor.text.toLowerCase();
    if (text && listFor(anchor.lang ?? facts.lang).has(text)) out.push({ text: anchor.text, target });
  }
  return out;
}

export function checkLinkText(facts: PageFacts): Finding {
  const vague = nonDescriptiveLinks(facts);
  const examples = vague.slice(0, 5).map((l) => copy("content.link-text.example", { text: quote(l.text, 30), target: l.target }));
  return vague.length === 0
    ? {
        id: "content.link-text",
        status: "pass",
        evidence: facts.links.length ? copy("content.link-text.ok", { count: facts.links.length }) : copy("content.link-text.noLinks"),
        points: 5,
        maxPoints: 5,
      }
    : {
        id: "content.link-text",
        status: "warn",
        evidence: copy("content.link-text.vague", { count: vague.length, examples: list(examples, "; "), more: vague.length > 5 ? "yes" : "no" }),
        points: 2,
        maxPoints: 5,
        action: copy("content.link-text.fix"),
      };
}

/** Why a crawler cannot follow this <a>, or null when it can (or it is no link at all). */
function uncrawlableReason(anchor: AnchorFact, base: URL): Copy | null {
  // A role makes it a button or tab, a name or id without href a jump target (Lighthouse does the same).
  if (anchor.role) return null;
  const raw = (anchor.href ?? "").replace(/\s/g, "");
  if (/^mailto:/i.test(raw)) return null;
  if (raw === "" && anchor.id) return null;
  if (/^file:/i.test(raw)) return copy("crawling.crawlable-links.reason.file");
  if (anchor.name) return null;
  if (anchor.href === null) {
    if (anchor.onclick) return copy("crawling.crawlable-links.reason.onclickOnly");
    return anchor.hrefAttributes ? copy("crawling.crawlable-links.reason.noHref") : null;
  }
  if (/^javascript:/i.test(raw)) return copy("crawling.crawlable-links.reason.javascript");
  if ((raw === "" || raw === "#" || raw === "#!") && anchor.onclick) return copy("crawling.crawlable-links.reason.emptyHref", { href: anchor.href });
  try {
    new URL(raw, base);
  } catch {
    return copy("crawling.crawlable-links.reason.invalid");
  }
  return null;
}

function snippet(anchor: AnchorFact): string {
  const attributes = [anchor.href !== null ? `href="${anchor.href.slice(0, 60)}"` : "", anchor.onclick ?? ""].filter(Boolean).join(" ");
  return `<a${attributes ? ` ${attributes}` : ""}>${anchor.text.slice(0, 40)}</a>`;
}

export function checkCrawlableLinks(facts: PageFacts): Finding {
  const failing = facts.anchors.flatMap((anchor) => {
    const reason = uncrawlableReason(anchor, facts.url);
    return reason ? [{ anchor, reason }] : [];
  });
  if (failing.length === 0) {
    return {
      id: "crawling.crawlable-links",
      status: "pass",
      evidence: facts.anchors.length === 0 ? copy("content.link-text.noLinks") : copy("crawling.crawlable-links.ok", { count: facts.anchors.length }),
      points: 5,
      maxPoints: 5,
    };
  }
  const points = failing.length * 2 >= facts.anchors.length ? 0 : 2;
  return {
    id: "crawling.crawlable-links",
    status: points === 0 ? "fail" : "warn",
    evidence: copy("crawling.crawlable-links.failing", {
      count: failing.length,
      examples: list(
        failing.slice(0, 4).map((f) => copy("crawling.crawlable-links.example", { reason: f.reason, anchor: snippet(f.anchor) })),
        "; ",
      ),
      more: failing.length > 4 ? "yes" : "no",
    }),
    points,
    maxPoints: 5,
    action: copy("crawling.crawlable-links.fix"),
  };
}
