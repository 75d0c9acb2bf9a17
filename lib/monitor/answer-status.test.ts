import { describe, expect, it } from "vitest";
import { answerStatusOf } from "./answer-status";

const praxis = { name: "Praxis Dr. Müller", sameName: true, place: "Kleinmachnow" };
const kfo = { name: "Kieferorthopädie Müller", sameName: false, place: null };
const none = { namedAs: null, lookAlike: null, ownerVerdict: null, readWithVerdict: null } as const;

describe("answerStatusOf: what the monitor says of an answer as its run counted it and the owner's verdict now", () => {
  it("named by its own name: named at its place, whatever was said of other names", () => {
    expect(answerStatusOf({ ...none, mentioned: true, position: 2 })).toEqual({ code: "mentioned", position: 2 });
    expect(answerStatusOf({ ...none, mentioned: false, position: null })).toEqual({ code: "notMentioned" });
  });

  it("named with a town of its own: to check until the owner answers; disowned after the run, it still counts in this one", () => {
    const named = { ...none, namedAs: praxis, mentioned: true, position: 1 };
    expect(answerStatusOf(named)).toEqual({ code: "mentionedCheck", position: 1 });
    expect(answerStatusOf({ ...named, ownerVerdict: "mine" })).toEqual({ code: "mentioned", position: 1 });
    expect(answerStatusOf({ ...named, ownerVerdict: "other" })).toEqual({ code: "mentionedDisowned", position: 1 });
  });

  it("a run that followed 'another business' says so, and says what changes when the owner adopts or takes the verdict back", () => {
    const readAsOther = { ...none, namedAs: praxis, mentioned: false, position: null, readWithVerdict: "other" } as const;
    expect(answerStatusOf({ ...readAsOther, ownerVerdict: "other" })).toEqual({ code: "readAsOther", name: "Praxis Dr. Müller" });
    expect(answerStatusOf({ ...readAsOther, ownerVerdict: "mine" })).toEqual({ code: "adopted", name: "Praxis Dr. Müller" });
    expect(answerStatusOf({ ...readAsOther, ownerVerdict: null })).toEqual({ code: "readAsOtherWithdrawn", name: "Praxis Dr. Müller" });
  });

  it("a look-alike: to check, adopted for the next run, or another business's", () => {
    const lookAlike = { ...none, lookAlike: kfo, mentioned: false, position: null };
    expect(answerStatusOf(lookAlike)).toEqual({ code: "lookAlikeCheck" });
    expect(answerStatusOf({ ...lookAlike, ownerVerdict: "mine" })).toEqual({ code: "adopted", name: "Kieferorthopädie Müller" });
    expect(answerStatusOf({ ...lookAlike, ownerVerdict: "other" })).toEqual({ code: "readAsOther", name: "Kieferorthopädie Müller" });
    // Counted at its rank by the owner's "mine": disowned since, it still counts in this run; taken back, it is to check.
    const adopted = { ...lookAlike, mentioned: true, position: 3, readWithVerdict: "mine" } as const;
    expect(answerStatusOf({ ...adopted, ownerVerdict: "mine" })).toEqual({ code: "mentioned", position: 3 });
    expect(answerStatusOf({ ...adopted, ownerVerdict: "other" })).toEqual({ code: "mentionedDisowned", position: 3 });
    expect(answerStatusOf({ ...adopted, ownerVerdict: null })).toEqual({ code: "mentionedCheck", position: 3 });
  });
});
