/**
 * The visitor's business found by the citation of its own website (a target often given only
 * by its domain): the list item or table row whose line cites the site or the source-list
 * number that gives it, or the one business named in a sentence carrying that number.
 * Citations are stripped before the blocks are read, so the raw answer's lines are searched.
 */
import { type Candidate, cleanName, leadingName, stripMarkdown } from "./candidate";
import { citationMarkerTest, sourceLineNumber } from "./citations";
import { isTitledPerson } from "./name-shape";
import { foldGerman, isTradeWord, type NameKey, siteName, textNamesDomain } from "./names";
import { bracketedPlaceAfter, STATED_PLACE_RE } from "./own-town";
import { isGivenAndSurname } from "./persons";
import { splitSentences } from "./sentences";

/**
 * The business whose list item or table row cites the visitor's own website
 * ("2. **Pizzeria X** – … ([x-passau.de](https://www.x-passau.de/))"): a target given
 * only by its domain is that business. Citations are stripped before the blocks are
 * read, so the raw answer's lines are searched; a line counts when it starts with the
 * business's name (a source list line "[5] x-passau.de" names none).
 * @returns index into `entries`, -1 when no item or row cites the host
 */
export function entryCitingOwnSite(answer: string, host: string, entries: readonly { candidate: Candidate }[], marker: string | null = null): number {
  const cites = marker === null ? null : citationMarkerTest(marker);
  const lines = answer.split("\n");
  for (const [at, line] of lines.entries()) {
    if (cites === null ? !textNamesDomain(line, host) : !cites(line) || sourceLineNumber(line) !== null) continue;
    // Round 34: "**1. Dr. med. Ulrike Sperling** – … Check-up¹": the line's own number may stand in its bold name; a
    // heading above is not read so ("**3. Räucherei Wendorf**" does not own a "**Gut zu wissen:**" paragraph under it).
    const best = entryOpeningLine(line.replace(/^(\s*(?:\*\*|__))\d{1,2}[.)]\s+/, "$1"), entries);
    if (best >= 0) return best;
    // Round 28: "### 2. Kanzlei X" over its paragraph, which ends with the link ("… ([x.at](…))"): the paragraph cites
    // the site for the business its heading names.
    const heading = headingAbove(lines, at);
    const byHeading = heading === null ? -1 : entryOpeningLine(heading, entries);
    if (byHeading >= 0) return byHeading;
  }
  return -1;
}

/** The entry whose name a line opens with (after a bullet, number or table bar), the longest if several; -1 if none. */
function entryOpeningLine(line: string, entries: readonly { candidate: Candidate }[]): number {
  // A bullet is followed by a space: "**Kanzlei X** …" opens with a bold name, not with a bullet.
  const plain = stripMarkdown(line.trim().replace(/^#{1,6}\s+/, "").replace(/^\|?\s*(?:[-*•](?=\s)|\d{1,2}[.)])?\s*/, ""));
  let best = -1;
  entries.forEach((e, i) => {
    const name = e.candidate.name;
    if (name.length >= 3 && plain.startsWith(name) && !/^[\p{L}\d]/u.test(plain.slice(name.length)) && (best < 0 || name.length > entries[best]!.candidate.name.length)) best = i;
  });
  return best;
}

/**
 * The heading (markdown "#" or a line that is only a bold name) over the paragraph line `at` belongs to: the nearest
 * above it across blank lines and other lines of running text; null when a list item, table row or another heading's
 * text comes first, or `at` is itself such a line (a paragraph only belongs to the heading right over it).
 */
function headingAbove(lines: readonly string[], at: number): string | null {
  if (/^\s*(?:[-*•]\s|\d{1,2}[.)]\s|\||#)/.test(lines[at]!)) return null;
  for (let i = at - 1; i >= Math.max(0, at - 8); i--) {
    const line = lines[i]!.trim();
    if (line === "") continue;
    if (/^#{1,6}\s/.test(line) || /^\*\*[^*]+\*\*:?$/.test(line)) return line;
    if (/^(?:[-*•]\s|\d{1,2}[.)]\s|\|)/.test(line)) return null;
  }
  return null;
}

/**
 * The one business named in a sentence of running text that carries the marker
 * of the visitor's website in the source list ("… ist das **Café Seeblick** die
 * meistgenannte Adresse[1]." with "[1] cafe-seeblick-….ch"). A sentence naming several
 * businesses identifies none.
 * @returns the entry's index, or -1
 */
export function entryNamedInCitingSentence(answer: string, marker: string | null, entries: readonly { candidate: Candidate }[]): number {
  if (marker === null) return -1;
  const cites = citationMarkerTest(marker);
  for (const line of answer.split("\n")) {
    if (!cites(line) || sourceLineNumber(line) !== null) continue;
    for (const { sentence } of splitSentences(line)) {
      if (!cites(sentence)) continue;
      const plain = stripMarkdown(sentence);
      const named = entries.flatMap((e, i) => (e.candidate.name.length >= 3 && plain.includes(e.candidate.name) ? [i] : []));
      if (named.length === 1) return named[0]!;
    }
  }
  return -1;
}

/**
 * Round 20: the one business named in a sentence of running text that links the visitor's website itself
 * ("Ebenfalls gut bewertet ist **Dr. Lena Brandt**, die eine Praxis in Au führt ([praxis-au.de](…))."): the
 * sentence cites the site for the business it names, as a list item's line does. A sentence naming several
 * businesses identifies none, nor does a line of a source list.
 * @returns the entry's index, or -1
 */
export function entryNamedInLinkingSentence(answer: string, host: string, entries: readonly { candidate: Candidate }[]): number {
  for (const line of answer.split("\n")) {
    if (!textNamesDomain(line, host) || sourceLineNumber(line) !== null) continue;
    for (const { sentence } of splitSentences(line)) {
      if (!textNamesDomain(sentence, host)) continue;
      const plain = stripMarkdown(sentence);
      const named = entries.flatMap((e, i) => (e.candidate.name.length >= 3 && plain.includes(e.candidate.name) ? [i] : []));
      if (named.length === 1) return named[0]!;
    }
  }
  return -1;
}

/**
 * The number under which a trailing source list gives the visitor's website
 * ("1. sprachraum-feldkirch.at"): the item carrying that marker cites it.
 * @returns the source's number ("1"), or null when no numbered source line names the host
 */
export function sourceNumberOf(answer: string, host: string): string | null {
  for (const line of answer.split("\n")) {
    const n = sourceLineNumber(line);
    if (n !== null && textNamesDomain(line, host)) return n;
  }
  return null;
}

/**
 * Round 19: the one business whose distinctive words all stand in the name of the visitor's website, when the
 * answer cites that website only in a source list without numbers ("Quellen: …, rehaquelle-zurzach.ch" and
 * "**Physio RehaQuelle**"; a numbered source ties it to the sentence carrying its number, which decides):
 * a firm's domain spells its own name. The label is read without its hyphens ("rehaquelle-zurzach" ->
 * "rehaquellezurzach"); each distinctive word needs four letters or more, together six or more, so a short
 * surname or a place shared by several businesses identifies none; trade words do not count. Two businesses that
 * both fit identify none.
 * @param answer the raw answer (the domain must be cited in it); host the website without "www."
 * @returns the entry's index, or -1
 */
export function entryNamedByHost(answer: string, host: string, entries: readonly { key: NameKey }[]): number {
  if (!textNamesDomain(answer, host)) return -1;
  const label = foldGerman(siteName(host)).replace(/[^a-z0-9]/g, "");
  if (label.length < 6) return -1;
  const fits = entries.flatMap((e, i) => {
    // A trade compound the lexicon lacks as a word ("kleintierpraxis") names the kind, not the firm.
    const words = e.key.distinctive.filter((w) => !isTradeWord(w));
    const fit = words.length > 0 && words.every((w) => w.length >= 4 && label.includes(w)) && words.join("").length >= 6;
    return fit ? [i] : [];
  });
  return fits.length === 1 ? fits[0]! : -1;
}

/**
 * Round 34: the bold names that open the lines citing the visitor's website, by its number in the source list ("**Hautnah**
 * (Italiener Straße) – …³" over "3 hautnah-villach.at") or by the site itself; a line of the source list opens none. The
 * citation is the cue a lone word of the visitor's name lacks in running text (findMentionInText).
 * @param answer the raw answer; host the visitor's website without "www."; marker its number in the source list, or null
 * @returns the names as cleanName writes them ("1. " before a name in the bold dropped)
 */
export function boldNamesCitingOwnSite(answer: string, host: string, marker: string | null): Set<string> {
  const cites = marker === null ? (line: string) => textNamesDomain(line, host) : citationMarkerTest(marker);
  const names = new Set<string>();
  for (const line of answer.split("\n")) {
    if (!cites(line) || sourceLineNumber(line) !== null) continue;
    const lead = leadingName(line.trim().replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, ""));
    const name = lead === null ? "" : cleanName(stripMarkdown(lead).replace(/^\d{1,2}[.)]\s+/, ""));
    if (name) names.add(name);
  }
  return names;
}

/**
 * Round 59: a website named by a trade and a place ("apotheke-zernien.de"), cited only in a source list without numbers,
 * and no visitor's name typed: the one business of that trade whose first line places it there ("**Göhrde-Apotheke**
 * (Zernien)", "… in Zernien") is the visitor's, as a firm's domain often spells its kind and its town. Two that fit
 * identify none; a label of other words, or a place of fewer than four letters, identifies none.
 * @param answer the raw answer (the domain must be cited in it); host the website without "www."
 * @returns the entry's index, or -1
 */
export function entryPlacedLikeHost(answer: string, host: string, entries: readonly { candidate: Candidate; key: NameKey }[]): number {
  if (!textNamesDomain(answer, host)) return -1;
  const parts = foldGerman(siteName(host)).split("-");
  if (parts.length !== 2) return -1;
  const tradeAt = parts.findIndex(isTradeWord);
  const trade = parts[tradeAt];
  const place = parts[1 - tradeAt];
  if (trade === undefined || place === undefined || place.length < 4 || isTradeWord(place)) return -1;
  const fits = entries.flatMap((e, i) => {
    if (!e.key.tokens.some((t) => t === trade || t.endsWith(trade))) return [];
    const line = stripMarkdown(e.candidate.body.split("\n")[0]!);
    const stated = [bracketedPlaceAfter(line, e.candidate.name), ...[...line.matchAll(STATED_PLACE_RE)].map((m) => m[1])];
    return stated.some((p) => p !== undefined && foldGerman(p) === place) ? [i] : [];
  });
  return fits.length === 1 ? fits[0]! : -1;
}

/**
 * Round 71: "* **Dr. Katrin Ihrig** (Affolterbach): Kleintiere und Pferde …" over the source "Tierarztpraxis am Ulfenbach – Dr.
 * med. vet. Katrin Ihrig · tierarzt-ulfenbach.de": a line citing the visitor's website that names a person with the site's
 * page (a source's title) makes the entry named by that person, given name and surname, the visitor's; a line naming the
 * entry as the answer does is its own citation (entryCitingOwnSite decides), not a title.
 * @param host the visitor's website's host; entries the recommended businesses
 * @returns the index of that person's entry, -1 when no source line so names one
 */
export function personTitlingOwnSite(answer: string, host: string, entries: readonly { candidate: Candidate }[]): number {
  const citing = answer.split("\n").filter((line) => textNamesDomain(line, host));
  if (citing.length === 0) return -1;
  return entries.findIndex((e) => {
    const name = e.candidate.name;
    if (!isTitledPerson(name) && !isGivenAndSurname(name)) return false;
    const person = name.split(/\s+/).slice(-2).join(" ");
    return /^\p{Lu}\p{Ll}+ \p{Lu}[\p{Ll}-]+$/u.test(person) && citing.some((line) => line.includes(person) && !line.includes(name));
  });
}
