import type { AnchorFact, PageFacts } from "../page-facts";
import type { Finding } from "../types";
import { count, quote } from "./shared";

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
  const examples = vague.slice(0, 5).map((l) => `${quote(l.text, 30)} → ${l.target}`);
  return vague.length === 0
    ? {
        id: "content.link-text",
        status: "pass",
        label: "Aussagekräftige Linktexte",
        evidence: facts.links.length
          ? `Kein Link mit nichtssagendem Text wie „hier“ oder „mehr“ (${count(facts.links.length, "Link", "Links")} geprüft).`
          : "Die Seite enthält keine Links.",
        points: 5,
        maxPoints: 5,
      }
    : {
        id: "content.link-text",
        status: "warn",
        label: "Aussagekräftige Linktexte",
        evidence: `${count(vague.length, "Link sagt", "Links sagen")} nicht, wohin ${vague.length === 1 ? "er führt" : "sie führen"}: ${examples.join("; ")}${vague.length > 5 ? " …" : ""}.`,
        points: 2,
        maxPoints: 5,
        action:
          "Ersetzen Sie Linktexte wie „hier“, „mehr“ oder „weiterlesen“ durch das Ziel (z. B. „Preise für Zahnreinigung“) – Suchmaschinen und KI-Assistenten lesen am Linktext, worum es auf der verlinkten Seite geht.",
      };
}

/** Why a crawler cannot follow this <a>, or null when it can (or it is no link at all). */
function uncrawlableReason(anchor: AnchorFact, base: URL): string | null {
  // A role makes it a button or tab, a name or id without href a jump target (Lighthouse does the same).
  if (anchor.role) return null;
  const raw = (anchor.href ?? "").replace(/\s/g, "");
  if (/^mailto:/i.test(raw)) return null;
  if (raw === "" && anchor.id) return null;
  if (/^file:/i.test(raw)) return "file:-Adresse";
  if (anchor.name) return null;
  if (anchor.href === null) {
    if (anchor.onclick) return "ohne href, nur per Klick-Skript";
    return anchor.hrefAttributes ? "ohne href" : null;
  }
  if (/^javascript:/i.test(raw)) return "javascript:-Adresse";
  if ((raw === "" || raw === "#" || raw === "#!") && anchor.onclick) return `href="${anchor.href}" mit Klick-Skript`;
  try {
    new URL(raw, base);
  } catch {
    return "ungültige Adresse";
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
  const label = "Links, denen Crawler folgen können";
  if (failing.length === 0) {
    return {
      id: "crawling.crawlable-links",
      status: "pass",
      label,
      evidence:
        facts.anchors.length === 0
          ? "Die Seite enthält keine Links."
          : facts.anchors.length === 1
            ? "Der einzige Link hat eine Adresse, der Crawler folgen können."
            : `Alle ${count(facts.anchors.length, "Link", "Links")} haben eine Adresse, der Crawler folgen können.`,
      points: 5,
      maxPoints: 5,
    };
  }
  const points = failing.length * 2 >= facts.anchors.length ? 0 : 2;
  return {
    id: "crawling.crawlable-links",
    status: points === 0 ? "fail" : "warn",
    label,
    evidence: `${count(failing.length, "Link führt", "Links führen")} Crawler nirgendwohin, weil sie nur per JavaScript funktionieren: ${failing
      .slice(0, 4)
      .map((f) => `${f.reason}: ${snippet(f.anchor)}`)
      .join("; ")}${failing.length > 4 ? " …" : ""}.`,
    points,
    maxPoints: 5,
    action:
      'Geben Sie jedem Link ein echtes Ziel: <a href="/kontakt">Kontakt</a> statt href="#", javascript: oder onclick – Crawler führen kein JavaScript aus und finden Ihre Unterseiten nur über href-Adressen.',
  };
}
