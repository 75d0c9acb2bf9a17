/**
 * The visitor's business found by the citation of its own website (a target often given only
 * by its domain): the list item or table row whose line cites the site or the source-list
 * number that gives it, or the one business named in a sentence carrying that number.
 * Citations are stripped before the blocks are read, so the raw answer's lines are searched.
 */
import { type Candidate, stripMarkdown } from "./candidate";
import { citationMarkerTest, sourceLineNumber } from "./citations";
import { textNamesDomain } from "./names";
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
  for (const line of answer.split("\n")) {
    if (cites === null ? !textNamesDomain(line, host) : !cites(line) || sourceLineNumber(line) !== null) continue;
    // A bullet is followed by a space: "**Kanzlei X** …" opens with a bold name, not with a bullet.
    const plain = stripMarkdown(line.trim().replace(/^\|?\s*(?:[-*•](?=\s)|\d{1,2}[.)])?\s*/, ""));
    let best = -1;
    entries.forEach((e, i) => {
      const name = e.candidate.name;
      if (name.length >= 3 && plain.startsWith(name) && !/^[\p{L}\d]/u.test(plain.slice(name.length)) && (best < 0 || name.length > entries[best]!.candidate.name.length)) best = i;
    });
    if (best >= 0) return best;
  }
  return -1;
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
