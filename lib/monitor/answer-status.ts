import type { NamedAs } from "@/lib/visibility/named-as";
import type { OwnerVerdictApplied } from "@/lib/visibility/owner-verdicts";

/**
 * What the monitor page says of a read answer in its closed line, as a code (messages Monitor.answer*):
 * - `mentioned`: named at `position`;
 * - `mentionedCheck`: named at `position` by another name or with a place of its own, the owner not yet asked or their
 *   verdict taken back;
 * - `mentionedDisowned`: this run counted the name, the owner has since said it is another business;
 * - `readAsOther`: not counted, and the owner says the name is another business's;
 * - `readAsOtherWithdrawn`: not counted by the owner's verdict, which they have since taken back (the rules count it);
 * - `adopted`: not counted, the owner has since said the name is theirs;
 * - `lookAlikeCheck`: not counted, a business with a name like its own is named;
 * - `notMentioned`.
 * The run's figures stay as counted; a changed verdict counts from the next run, which the codes after the first say.
 */
export type AnswerStatus =
  | { code: "mentioned" | "mentionedCheck" | "mentionedDisowned"; position: number }
  | { code: "readAsOther" | "readAsOtherWithdrawn" | "adopted"; name: string }
  | { code: "lookAlikeCheck" | "notMentioned" };

/**
 * The status of one stored answer from what its run counted and the owner's verdict now.
 * @param a the answer as the monitor view gives it: `mentioned` and `position` as the run counted them, `namedAs` (the
 *   rules' other name for the business) or `lookAlike` (a name like it, read as not the business), `readWithVerdict`
 *   (the verdict the run followed) and `ownerVerdict` (the one saved now)
 * @returns the status code with its position or name
 */
export function answerStatusOf(a: {
  mentioned: boolean;
  position: number | null;
  namedAs: NamedAs | null;
  lookAlike: NamedAs | null;
  ownerVerdict: OwnerVerdictApplied | null;
  readWithVerdict: OwnerVerdictApplied | null;
}): AnswerStatus {
  const named = a.namedAs ?? a.lookAlike;
  if (a.mentioned && a.position !== null) {
    const position = a.position;
    if (!named || a.ownerVerdict === "mine") return { code: "mentioned", position };
    if (a.ownerVerdict === null) return { code: "mentionedCheck", position };
    // Disowned before this run: it is named otherwise in the answer too, and counted so.
    return { code: a.readWithVerdict === "other" ? "mentioned" : "mentionedDisowned", position };
  }
  if (!named) return { code: "notMentioned" };
  if (a.ownerVerdict === "other") return { code: "readAsOther", name: named.name };
  if (a.ownerVerdict === "mine") return { code: "adopted", name: named.name };
  // The rules named it, the owner's verdict did not count it, and it is taken back: the next run counts it again.
  if (a.namedAs && a.readWithVerdict === "other") return { code: "readAsOtherWithdrawn", name: a.namedAs.name };
  return a.lookAlike ? { code: "lookAlikeCheck" } : { code: "notMentioned" };
}
