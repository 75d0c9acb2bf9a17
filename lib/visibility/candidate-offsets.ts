/**
 * Step (a) of reading an answer (issue 31): every candidate name the rules took, with where it
 * stands in the answer as the assistant wrote it, so that a reader model, the UI or a test can
 * point at the text. Pure functions, no I/O.
 */

/** What the rules made of a candidate: a business (recommended or negative), a platform, or set apart as no business. */
export type CandidateStatus = "business" | "platform" | "set_apart";

/** One candidate name with its place in the answer. */
export interface AnswerCandidate {
  /** The name as the rules read it (markup, numbering and quotes removed). */
  name: string;
  /**
   * Offsets in the answer string as given to the analysis (UTF-16 code units, end exclusive):
   * `answer.slice(start, end)` is the name as written, with any markup between its words; -1 and -1
   * when the name does not stand in the answer as written (a cleaned form whose spelling differs).
   */
  start: number;
  end: number;
  status: CandidateStatus;
}

/** Markup and spacing that may stand between the words of a name as written ("**Praxis** Dr. Weber", line breaks). */
const BETWEEN_WORDS = String.raw`[\s*_\[\]]+`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Where the name's first word (up to its first white space) first stands at or after `from`; for a name of
 * one word that is where the name stands (`at`), found already.
 */
function firstWordAt(answer: string, name: string, from: number, at: number): number {
  const space = name.search(/\s/);
  return space < 0 ? at : answer.indexOf(name.slice(0, space), from);
}

/**
 * Finds each candidate in the answer, in order: the first appearance at or after the previous
 * candidate's, else the first anywhere (candidates are sorted by where they stand).
 * @param answer the answer as given to the analysis
 * @param candidates names in answer order, with the rules' status
 * @returns the candidates with offsets (-1 when not found)
 */
export function locateCandidates(answer: string, candidates: readonly { name: string; status: CandidateStatus }[]): AnswerCandidate[] {
  let from = 0;
  return candidates.map(({ name, status }) => {
    // Most names stand in the answer as read: a plain search wins when the name's first word does not stand
    // earlier (a form with markup between its words would start with it there); the pattern is built only otherwise.
    const plain = name === "" ? -1 : answer.indexOf(name, from);
    if (plain >= 0 && firstWordAt(answer, name, from, plain) === plain) {
      from = plain;
      return { name, start: plain, end: plain + name.length, status };
    }
    const words = name.split(/\s+/).filter(Boolean).map(escapeRegExp);
    if (words.length === 0) return { name, start: -1, end: -1, status };
    const re = new RegExp(words.join(BETWEEN_WORDS), "gu");
    re.lastIndex = from;
    let m = re.exec(answer);
    if (!m && from > 0) {
      re.lastIndex = 0;
      m = re.exec(answer);
    }
    if (!m) return { name, start: -1, end: -1, status };
    from = m.index;
    return { name, start: m.index, end: m.index + m[0].length, status };
  });
}
