/**
 * Citations in AI answers, stripped from the text the analysis reads and kept as
 * evidence: markers ("[1]", "[2][5]", "[^1]", "【3†source】"), parenthesised source
 * links ("([jameda.de](https://…))", "(Quelle: herold.at)"), link reference
 * definitions ("[1]: https://…") and trailing source lists ("Quellen:" followed by
 * "[1] https://…", "1. jameda.de – …"). Pure functions, no I/O.
 */
import { normalizeDomain } from "./names";
import { findPlatform } from "./platforms";

export interface StrippedAnswer {
  /** The answer without citations, markdown otherwise unchanged. */
  text: string;
  /** Cited URLs in order of appearance, deduplicated (bare domains as https://host/path). */
  citedUrls: string[];
  /**
   * The removed source lists and reference definitions, one line each: they may cite
   * by name only ("[2] MyHammer"), which names a platform as much as a URL does.
   */
  sourceLines: string[];
}

const URL_RE = /\bhttps?:\/\/[^\s<>()"'\]]+/gi;
const BARE_DOMAIN_RE = /\b(?:www\.)?[a-z0-9äöü][a-z0-9äöü-]*(?:\.[a-z0-9äöü-]+)*\.(?:de|at|ch|com|net|org|eu|info|io|li)(?:\/[^\s<>()"'\]]*)?/gi;
/** Superscript digits 0–9 in order: Copilot's citation markers ("Freitag¹", "**Hofladen**²") and source lines ("¹ herold.at"). */
const SUPERSCRIPT_DIGITS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
const SUPERSCRIPT = `[${SUPERSCRIPT_DIGITS}]`;

/**
 * "[1]", "[2][5]", "[1, 3]", "[1–3]", "[^1]", "【4†source】", "[source]", and superscript
 * digits right after a word or a bold name ("Freitag¹", "**Hofladen**²", "Kerzen¹²"), which
 * Copilot writes. A superscript after a digit or unit stays ("20 m²").
 */
const MARKER_RE = new RegExp(
  String.raw`\s?(?:\[\^?\d{1,3}(?:\s*[,–-]\s*\d{1,3})*\])+|【[^】]{0,40}】|\[(?:source|quelle)\s*\d*\]|(?<=[\p{L}*_).,;:!?])(?<![\s\d](?:m|cm|km|mm|qm))${SUPERSCRIPT}+`,
  "giu",
);
/** What every marker of MARKER_RE holds: an opening bracket, "【" or a superscript digit. */
const MARKER_CUE_RE = new RegExp(`[[【${SUPERSCRIPT_DIGITS}]`);
/** A heading or line that opens a source list (round 32: Copilot's "Weitere Informationen" / "Learn more" over its links). */
const SOURCES_HEADING_RE =
  /^(?:#{1,6}\s*)?(?:\*\*|__)?\s*(?:quellen|quelle|sources?|referenzen|references|einzelnachweise|belege|nachweise|links|weiterführende links|zitierte quellen|weitere informationen|mehr erfahren|learn more)\s*(?:\*\*|__)?\s*:?\s*(?:\*\*|__)?\s*(.*)$/i;
/** A site as source lists write it: a host without scheme ("jameda.de", "www.herold.at", "lendkai-roesterei.at"); for building patterns ("u" flag). */
const SITE = String.raw`(?:www\.)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.[a-z]{2,}`;

/**
 * A line of a source list: "[1] …", "1. jameda.de – …", "(1) …", "1: …", "- [Titel](url)", "- [1] …",
 * "[^1]: …", "¹ …", a bare URL. Groups 1–4 hold the source's number as written ("[n]", "(n)",
 * "n.", superscript); none matches in an unnumbered line.
 */
const SOURCE_LINE_RE = new RegExp(
  String.raw`^\s*(?:[-*•]\s*)?(?:\[\^?(\d{1,3})\]:?|\((\d{1,3})\)|(\d{1,3})(?:[.):]|(?=\s))|(${SUPERSCRIPT}{1,2}))?\s*(?:\[[^\]]*\]\([^)]*\)|https?:\/\/\S+|${SITE}\b)`,
  "iu",
);

/**
 * Round 30: "[2] Doctolib – Zahnarzt Nidda: https://www.doctolib.de/zahnarzt/nidda": a line numbered in brackets that
 * gives a page's title and ends with its URL is a source too (Perplexity's source list as copied from its interface).
 * Only the bracketed number: "2. **Praxis X** – … https://…" may be a list item of the answer. Round 33: also with the
 * site in brackets at the end ("[4] Specialty Coffee erkennen: 5 Tipps (lendkai-roesterei.at/blog/…)").
 */
const TITLED_SOURCE_LINE_RE = new RegExp(
  String.raw`^\s*(?:[-*•]\s*)?\[\^?(\d{1,3})\]:?\s+\S[^\n]{0,200}?(?:(?:[:–—-]\s*|\(|<)https?:\/\/[^\s)>]+[)>]?|\(\s*${SITE}(?:\/[^\s)]*)?\s*\))\s*$`,
  "u",
);

/**
 * Round 30: "4. Tischler in Hollenstein – Herold: https://www.herold.at/…" under a source list's heading: there a line
 * numbered "n." or "n)" that ends with its URL is a source as well; elsewhere it may be the answer's list item. Round 35:
 * also with the site in brackets at the end ("1. Hohenzollerische Zeitung – Hausärztemangel im Zollernalbkreis
 * (hohenzollerische-zeitung.de)"), as {@link TITLED_SOURCE_LINE_RE} reads Perplexity's "[n]" lines.
 */
const NUMBERED_TITLED_SOURCE_LINE_RE = new RegExp(
  String.raw`^\s*\d{1,3}[.)]\s+\S[^\n]{0,200}?(?:(?:[:–—-]\s*|\(|<)https?:\/\/[^\s)>]+[)>]?|\(\s*${SITE}(?:\/[^\s)]*)?\s*\))\s*$`,
  "u",
);

/**
 * Round 32: "- Google Maps · Friseure in Aurich", "- salon-haarmonie-aurich.de · Preise Balayage": under a source list's
 * heading, a line of the site and the page's title joined by a middle dot is a source card as Google's AI overview shows
 * it (the site's name, "·", the title); elsewhere a middle dot may join a business's name and its place.
 */
const SOURCE_CARD_LINE_RE = /^\s*(?:[-*•]\s*|\d{1,3}[.)]\s*)?[^·\n]{2,80}?\s·\s\S[^\n]{0,200}$/u;

/**
 * Round 33: "* Dentalhygiene: Was kostet eine Sitzung? – zahnarzt-frei-olten.ch", "* Zahnreinigung Olten – Google Maps": under a
 * source list's heading, a line of a page's title and its site after a dash is a source card as AI Mode lists them (the
 * title, "–", the site: a domain, or a platform's name, {@link isTitleAndSiteLine}). Round 34: also numbered "[n]" as
 * Perplexity lists them, and the site after "|" ("[4] Skischule … – Adresse, Telefon | Das Örtliche").
 */
const TITLE_SITE_LINE_RE = new RegExp(String.raw`^\s*(?:[-*•]\s*|\d{1,3}[.)]\s*|\[\^?\d{1,3}\]:?\s*)?\S[^\n]{0,200}?\s[–—|-]\s+(${SITE}|[^–—|\n]{2,40}?)\s*$`, "u");

/**
 * Round 34: "[2] Google Maps – Umzug Basel Gundeldingen" under "Quellen:": a line of a platform's name and the page's title
 * after a dash, numbered or not, is a source as Perplexity lists one (the site first); elsewhere such a line may be the
 * answer's own text about the platform. A domain first is a {@link SOURCE_LINE_RE} anywhere. Round 60: also numbered with a
 * superscript, as Copilot's "Weitere Informationen" lists them ("³ Herold – Physiotherapie Innerschwand").
 */
const SITE_TITLE_LINE_RE = /^\s*(?:[-*•]\s*)?(?:\[\^?\d{1,3}\]:?\s*|\d{1,3}[.)]\s+|[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}\s*)?([^–—\n]{2,40}?)\s[–—-]\s+\S/u;

/** True when a line is a {@link TITLE_SITE_LINE_RE} whose site is a domain or a platform's name, or a {@link SITE_TITLE_LINE_RE} whose site is a platform's. */
function isTitleAndSiteLine(line: string): boolean {
  const site = TITLE_SITE_LINE_RE.exec(line)?.[1];
  if (site !== undefined && (/\.[a-z]{2,}$/.test(site) || findPlatform(site) !== null)) return true;
  const first = SITE_TITLE_LINE_RE.exec(line)?.[1];
  return first !== undefined && findPlatform(first) !== null;
}

/**
 * Round 32: "- Kanzlei Riegler Steuerberatung – Pauschalierung für Landwirte 2026 (riegler-steuer.at)" between "- lbg.at – …"
 * and "- noe.lko.at – …" under "Quellen:": a bulleted line of a source list whose next line is a source again is a
 * source too, however its title opens (a page's title may open with the business's name). Round 35: so is a numbered one
 * ("1. Kortmann & Partner – Vermietung und Verpachtung" over "2. Steuerberater in Espelkamp – Gelbe Seiten").
 * @param lines the answer's lines; index the line's, under a source list's heading
 */
function isBetweenSourceLines(lines: readonly string[], index: number): boolean {
  if (!BULLET_RE.test(lines[index]!)) return false;
  let next = index + 1;
  while (next < lines.length && lines[next]!.trim() === "") next++;
  return next < lines.length && BULLET_RE.test(lines[next]!) && isSourceLine(lines[next]!.trim(), true);
}

/**
 * A bulleted line ("- …", "* …", "• …"); round 35: or numbered ("2. …", Copilot's "Weitere Informationen"); round 56: or
 * numbered in brackets, as Perplexity lists its sources ("[2] WKO Firmen A–Z – Holzbau Außerfern" before "[3] …").
 */
const BULLET_RE = /^\s*(?:[-*•]|\d{1,3}[.)]|\[\d{1,3}\])\s/;

/**
 * True when a line is a line of a source list ({@link SOURCE_LINE_RE}, {@link TITLED_SOURCE_LINE_RE}); under a source
 * list's heading (`listed`) also {@link NUMBERED_TITLED_SOURCE_LINE_RE}, {@link SOURCE_CARD_LINE_RE} and {@link isTitleAndSiteLine}.
 */
function isSourceLine(line: string, listed = false): boolean {
  return SOURCE_LINE_RE.test(line) || TITLED_SOURCE_LINE_RE.test(line) || (listed && (NUMBERED_TITLED_SOURCE_LINE_RE.test(line) || SOURCE_CARD_LINE_RE.test(line) || isTitleAndSiteLine(line)));
}

/**
 * The number a numbered line of a source list gives its source.
 * @param line one line of the answer
 * @returns "3" for "[3] example.at", "[3] Titel – Seite: https://…", "(3) …", "3. …", "3: …" or "³ …"; null for any other line,
 *   an unnumbered source line included
 */
export function sourceLineNumber(line: string): string | null {
  const m = SOURCE_LINE_RE.exec(line);
  if (!m) return TITLED_SOURCE_LINE_RE.exec(line)?.[1] ?? null;
  const sup = m[4];
  return m[1] ?? m[2] ?? m[3] ?? (sup ? [...sup].map((c) => SUPERSCRIPT_DIGITS.indexOf(c)).join("") : null);
}

/**
 * The test whether a line carries the citation marker of source `n` in one of the forms
 * assistants write: "[2]", "[^2]", "[1][2]", "(2)", or "²" or "^2" after a word (Copilot).
 * Build it once per answer, not per line.
 * @param n the source's number in digits ("2")
 */
export function citationMarkerTest(n: string): (line: string) => boolean {
  const sup = [...n].map((d) => SUPERSCRIPT_DIGITS[Number(d)]).join("");
  // Round 34: also after a price ("ca. 75 €³").
  const afterWord = new RegExp(`[\\p{L}\\p{Sc}%*_).,;:!?](?:${sup}(?!${SUPERSCRIPT})|\\^${n}(?!\\d))`, "u");
  return (line) => line.includes(`[${n}]`) || line.includes(`[^${n}]`) || line.includes(`(${n})`) || afterWord.test(line);
}

/** Link label that is a source, not a name: a domain, a platform, "Quelle", a number. */
const SOURCE_LABEL_RE = new RegExp(String.raw`^(?:${SITE}(?:\/\S*)?|quelle\s*\d*|source\s*\d*|\d{1,3}|mehr|link|hier)$`, "iu");

/** A line that is one markdown link and nothing else, unbulleted ("[Pizzeria in Lupfig – Google Maps](https://…)"). */
const LINK_LINE_RE = /^\[[^\]\n]+\]\(https?:\/\/[^)\s]+\)$/;

/**
 * Round 35: "[Pizzeria in Lupfig – Google Maps](https://…)" and "[Die besten Pizzerien in Brugg – Tripadvisor](https://…)"
 * closing an answer, one per line, without a heading or bullets: the source cards of Google's AI Mode as copied (a page's
 * title and its site, linked); two or more such lines at the end of the answer are its sources. A business the answer
 * recommends stands in a list item or a sentence, never as a bare link line after the closing question.
 * @returns the index of the first card line; `lines.length` when the answer does not end so
 */
function trailingSourceCards(lines: readonly string[]): number {
  const cards = trailingLines(lines, (line) => LINK_LINE_RE.test(line));
  return cards.length >= 2 ? cards[0]! : Math.min(trailingNumberedSources(lines), trailingSourceRows(lines));
}

/** Google's link under its AI Overview that opens the rest ("Mehr anzeigen"), copied with the answer. */
const SHOW_MORE_RE = /^(?:mehr anzeigen|alle anzeigen|show more)$/i;

/** A line that is a site's bare domain and nothing else ("onedoc.ch", "www.local.ch"). */
const DOMAIN_LINE_RE = new RegExp(String.raw`^${SITE}$`, "iu");

/** A site: a domain or a platform's name ("herold.at", "OneDoc"). */
function isSiteName(text: string): boolean {
  return /\.[a-z]{2,}$/.test(text) || findPlatform(text) !== null;
}

/**
 * Round 58: the lines that close an answer as the copied source rows of Google's AI Overview and of other assistants,
 * without a heading (under one, {@link isSourceLine} reads them): a page's title with its site over the site's bare domain
 * ("Ärzte Ilanz – local.ch" / "local.ch", "Fahrschule Süßer See – Startseite" / its domain: {@link TITLE_SITE_LINE_RE} then
 * {@link DOMAIN_LINE_RE}), a site and the title
 * after middle dots ("herold.at · Tischler in Reutte", "OneDoc · Hausärzte Freiamt", {@link SOURCE_CARD_LINE_RE} opening with
 * a site; round 64: or the title first and the site last, "Coiffeur in Hunzenschwil · local.ch"), or a number in brackets and the site ("[1] google.com/maps – Friseur Ottobrunn", {@link SOURCE_LINE_RE}; two or
 * more, in an answer that cites "[1]"). Google's "Mehr anzeigen" after them is skipped. The titles name pages, not
 * businesses: "Friseur Ottobrunn" is the search the map was asked.
 * @returns the index of the first such line; `lines.length` when the answer does not end so
 */
function trailingSourceRows(lines: readonly string[]): number {
  let at = lines.length - 1;
  const skipBlank = () => {
    while (at >= 0 && (lines[at]!.trim() === "" || SHOW_MORE_RE.test(lines[at]!.trim()))) at--;
  };
  let first = lines.length;
  let bracketed = 0;
  for (skipBlank(); at >= 0; skipBlank()) {
    const line = lines[at]!.trim();
    const title = at > 0 ? lines[at - 1]!.trim() : "";
    if (DOMAIN_LINE_RE.test(line) && TITLE_SITE_LINE_RE.test(title)) at -= 2;
    else if (SOURCE_CARD_LINE_RE.test(line) && (isSiteName(line.split(" · ", 1)[0]!.split(/\s[–|]\s/, 1)[0]!.trim()) || isSiteName(line.split(" · ").at(-1)!.trim()))) at -= 1;
    else if (line.startsWith("[") && SOURCE_LINE_RE.test(line)) {
      bracketed++;
      at -= 1;
    } else break;
    first = at + 1;
  }
  if (bracketed === 0 || first === lines.length) return first;
  // Numbered rows count only as a list of two or more that the text cites.
  const cited = lines.slice(0, first).some((line) => line.includes("[1]"));
  return bracketed >= 2 && cited ? first : lines.length;
}

/**
 * Round 35: "1. Tischlerei Pranter – Zirbenküchen nach Maß (tischlerei-pranter.at)", "2. Tischler in Obdach – Herold
 * (herold.at)" closing an answer that cites "[1]" and "[2]" in its text, without a heading: Perplexity's source list as
 * copied. Two or more lines numbered 1, 2, … in order, each a page's title ending with its site or URL
 * ({@link NUMBERED_TITLED_SOURCE_LINE_RE}), at the end of an answer whose text carries the marker "[1]", are its sources.
 * @returns the index of the first such line; `lines.length` when the answer does not end so
 */
function trailingNumberedSources(lines: readonly string[]): number {
  const numbered = trailingLines(lines, (line) => NUMBERED_TITLED_SOURCE_LINE_RE.test(line));
  if (numbered.length < 2 || !numbered.every((at, n) => lines[at]!.trim().startsWith(`${n + 1}.`))) return lines.length;
  return lines.slice(0, numbered[0]).some((line) => line.includes("[1]")) ? numbered[0]! : lines.length;
}

/** The indexes, in order, of the non-blank lines that close the text and each pass `test` (trimmed); blank lines between them are skipped. */
function trailingLines(lines: readonly string[], test: (trimmed: string) => boolean): number[] {
  const found: number[] = [];
  for (let i = lines.length - 1; i >= 0; i--) {
    const trimmed = lines[i]!.trim();
    if (trimmed === "") continue;
    if (!test(trimmed)) break;
    found.unshift(i);
  }
  return found;
}

/**
 * Removes citations from an answer and collects what they cite.
 * @param answer markdown answer text, line endings "\n"
 * @returns the answer without markers, source links or source lists, and the cited URLs
 */
export function stripCitations(answer: string): StrippedAnswer {
  const urls: string[] = [];
  const cite = (raw: string) => {
    const url = toUrl(raw);
    if (url && !urls.includes(url)) urls.push(url);
  };

  const lines = answer.split("\n");
  const kept: string[] = [];
  const sourceLines: string[] = [];
  let inSources = false;
  const cardsFrom = trailingSourceCards(lines);
  for (const [index, line] of lines.entries()) {
    const trimmed = line.trim();
    if (index >= cardsFrom) {
      if (trimmed === "") continue;
      citeAll(trimmed, cite);
      sourceLines.push(trimmed.replace(/^\[([^\]\n]+)\]\([^)\s]+\)$/, "$1"));
      continue;
    }
    // Reference definitions ("[1]: https://…", "[^2]: …") are sources wherever they stand.
    const definition = /^\[\^?[^\]]{1,40}\]:\s*(\S+)/.exec(trimmed);
    if (definition) {
      citeAll(trimmed, cite);
      sourceLines.push(trimmed);
      continue;
    }
    const heading = SOURCES_HEADING_RE.exec(trimmed);
    if (heading && (heading[1] === "" || isSourceLine(heading[1]!.trim()) || /^\[\d/.test(heading[1]!.trim()))) {
      inSources = true;
      citeAll(heading[1] ?? "", cite);
      if (heading[1]) sourceLines.push(heading[1]);
      continue;
    }
    if (inSources) {
      if (trimmed === "") continue;
      if (isSourceLine(trimmed, true) || isBetweenSourceLines(lines, index)) {
        citeAll(trimmed, cite);
        sourceLines.push(trimmed);
        continue;
      }
      inSources = false;
    }
    kept.push(line);
  }

  let text = kept.join("\n");
  // The three patterns of links need a link's "](": without one none matches, nor can one be made.
  if (text.includes("](")) text = stripSourceLinks(text, cite);
  // "(Quelle: herold.at)", "(via doctolib.de)"
  text = text.replace(/\s?\((?:quelle|quellen|via|laut|siehe)[:\s]+([^()\n]{3,80})\)/gi, (whole, inner: string) => {
    if (!BARE_DOMAIN_RE.test(inner)) return whole;
    BARE_DOMAIN_RE.lastIndex = 0;
    citeAll(inner, cite);
    return "";
  });
  BARE_DOMAIN_RE.lastIndex = 0;
  if (MARKER_CUE_RE.test(text)) text = text.replace(MARKER_RE, "");
  // Links that stay in the text (names with their website) are still cited.
  if (text.includes("://")) for (const m of text.matchAll(URL_RE)) cite(m[0]);
  for (const m of text.matchAll(/(?<!\/)\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>()"'\]]*/gi)) cite(m[0]);
  return { text, citedUrls: urls, sourceLines };
}

/**
 * The answer's source links stripped and cited (`cite`, in the order they stand): links in brackets whose labels are
 * sources, a heading's or item's lead link labelled with a domain (its label kept as the name), bare links labelled
 * with a domain.
 * @returns the text without them
 */
function stripSourceLinks(markdown: string, cite: (raw: string) => void): string {
  let text = markdown;
  // "([jameda.de](https://…))", "([Tripadvisor](https://…))", "(Quelle: [x](url))"
  text = text.replace(/\s?\((?:quelle:?\s*)?((?:\[[^\]\n]+\]\([^)\s]+\)[,;\s]*)+)\)/gi, (whole, links: string) => {
    const labels = [...links.matchAll(/\[([^\]\n]+)\]\(([^)\s]+)\)/g)];
    if (!labels.every((m) => isSourceLabel(m[1]!))) return whole;
    for (const m of labels) cite(m[2]!);
    return "";
  });
  // Round 29: "### 2. [mertens-stb.de](https://…)", "- **[x.de](…)** – …": a link labelled with a domain that is the whole
  // lead of a heading or list item is where the answer puts a business; it names the business by its website, and its
  // label stays as that name (the link is still cited).
  text = text.replace(LEAD_LINK_RE, (whole, lead: string, label: string, href: string, rest: string) => {
    if (!SOURCE_LABEL_RE.test(label.trim()) || findPlatform(label) !== null) return whole;
    cite(href);
    return `${lead}${label}${rest}`;
  });
  // Bare "[jameda.de](https://…)" links whose label is a domain: a citation, not a name.
  text = text.replace(/\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)/g, (whole, label: string, href: string) => {
    if (!SOURCE_LABEL_RE.test(label.trim())) return whole;
    cite(href);
    return "";
  });
  return text;
}

/** A heading's or list item's lead that is only a link (markup, number or bullet before it; bold, a colon or dash after it). */
const LEAD_LINK_RE = /^(\s*(?:#{1,6}\s+)?(?:[-*•]\s+)?(?:\d{1,2}[.)]\s+)?(?:\*\*|__)?)\[([^\]\n]+)\]\((https?:\/\/[^)\s]+)\)((?:\*\*|__)?(?:\s*[:–—-].*)?)$/gm;

function isSourceLabel(label: string): boolean {
  return SOURCE_LABEL_RE.test(label.trim()) || findPlatform(label) !== null;
}

/**
 * The websites a text names, by the patterns a source list is read with: its addresses ("https://www.x.de/weinstube") and
 * its bare domains ("caduff-ilanz.ch", also an e-mail address's).
 * @param text any text (an item's, a line's)
 * @returns their hosts (normalizeDomain), in order; one may repeat
 */
export function sitesInText(text: string): string[] {
  const raw = [...(text.includes("://") ? [...text.matchAll(URL_RE)].map((m) => m[0]) : []), ...[...text.matchAll(BARE_DOMAIN_RE)].map((m) => m[0])];
  return raw.flatMap((r) => {
    const host = normalizeDomain(toUrl(r) ?? "");
    return host === null ? [] : [host];
  });
}

function citeAll(text: string, cite: (raw: string) => void): void {
  const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map((m) => m[1]!);
  if (links.length > 0) {
    links.forEach(cite);
    return;
  }
  const urls = [...text.matchAll(URL_RE)].map((m) => m[0]);
  if (urls.length > 0) {
    urls.forEach(cite);
    return;
  }
  for (const m of text.matchAll(BARE_DOMAIN_RE)) cite(m[0]);
}

function toUrl(raw: string): string | null {
  let url = raw.trim().replace(/[.,;:!?*_)]+$/, "");
  if (!/^https?:\/\//i.test(url)) url = `https://${url}`;
  return normalizeDomain(url) ? url : null;
}
