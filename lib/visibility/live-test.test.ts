import { describe, expect, it } from "vitest";
import { analyzeAnswer, type BusinessTarget } from "./analysis";
import { AllSamplesFailedError, runLiveTest } from "./live-test";
import { liveTestRequestSchema } from "./request";

const LIST_WITH_TARGET_SECOND = `Hier sind einige empfehlenswerte Zahnarztpraxen in Berlin:

1. **Zahnzentrum Mitte** – Friedrichstraße 12, moderne Ausstattung.
2. **Zahnarztpraxis Dr. Müller** – Torstraße 5, bekannt für Angstpatienten.
3. **Dentalhaus Lange** – Alexanderplatz 3, lange Öffnungszeiten.`;

const LIST_WITH_TARGET_FIFTH = `Empfehlenswert sind:

1. **Zahnzentrum Mitte** – Friedrichstraße 12
2. **Dentalhaus Lange** – Alexanderplatz 3
3. **Praxis Dr. Weber** – Chausseestraße 8
4. **Zahnärzte am Park** – Parkweg 1
5. **Zahnarztpraxis Dr. Müller** – Torstraße 5`;

const LIST_WITHOUT_TARGET = `Gute Adressen in Berlin:

- **Zahnzentrum Mitte** – Friedrichstraße 12
- **Praxis Dr. Weber** – Chausseestraße 8, siehe https://praxis-weber.example/`;

const request = (extra: Record<string, string> = {}) =>
  liveTestRequestSchema.parse({ query: "Zahnarztpraxis", location: "Berlin", businessName: "Zahnarztpraxis Dr. Müller", ...extra });

function askFrom(texts: (string | Error)[]) {
  let i = 0;
  return async () => {
    const next = texts[i++ % texts.length]!;
    if (next instanceof Error) throw next;
    return { kind: "answer" as const, text: next, model: "test-model", citations: [] };
  };
}

describe("runLiveTest", () => {
  it("reports the mention rate over all sampled answers and shows an answer that names the business", async () => {
    const result = await runLiveTest(request(), {
      engines: [{ name: "test", model: "test-model", ask: askFrom([LIST_WITHOUT_TARGET, LIST_WITH_TARGET_SECOND, LIST_WITHOUT_TARGET]) }],
      samples: 3,
    });
    expect(result.websiteMentioned).toBe(true);
    expect(result.mentionedInAnswers).toBe(1);
    expect(result.mentionRate).toBeCloseTo(1 / 3);
    expect(result.aiResponse).toBe(LIST_WITH_TARGET_SECOND);
    expect(result.mentionPosition).toBe(2);
    expect(result.mentionContext).toContain("Torstraße 5");
    expect(result.samples.map((s) => s.mentioned)).toEqual([false, true, false]);
  });

  it("ranks competitors by how many answers name them and never lists the business itself", async () => {
    const result = await runLiveTest(request(), {
      engines: [{ name: "test", model: "test-model", ask: askFrom([LIST_WITH_TARGET_SECOND, LIST_WITH_TARGET_FIFTH, LIST_WITHOUT_TARGET]) }],
      samples: 3,
    });
    expect(result.competitors[0]).toBe("Zahnzentrum Mitte");
    expect(result.competitorDetails[0]).toEqual({ name: "Zahnzentrum Mitte", answers: 3, bestRank: 1 });
    expect(result.competitors).not.toContain("Zahnarztpraxis Dr. Müller");
    expect(result.averagePosition).toBe(3.5);
    expect(result.sources).toEqual(["https://praxis-weber.example/"]);
  });

  it("gives advice for a business that is not named at all", async () => {
    const result = await runLiveTest(request(), { engines: [{ name: "test", model: "test-model", ask: askFrom([LIST_WITHOUT_TARGET]) }], samples: 2 });
    expect(result.websiteMentioned).toBe(false);
    expect(result.mentionPosition).toBeNull();
    expect(result.suggestions[0]).toMatch(/in keiner von 2 Antworten genannt/);
    expect(result.suggestions.join(" ")).toMatch(/Zahnzentrum Mitte/);
  });

  it("says so when the business is named first every time", async () => {
    const first = LIST_WITH_TARGET_SECOND.replace("Zahnzentrum Mitte", "Zahnarztpraxis Dr. Müller (Filiale)").replace(
      "2. **Zahnarztpraxis Dr. Müller**",
      "2. **Zahnzentrum Mitte**",
    );
    const result = await runLiveTest(request(), { engines: [{ name: "test", model: "test-model", ask: askFrom([first]) }], samples: 2 });
    expect(result.mentionPosition).toBe(1);
    expect(result.suggestions.join(" ")).toMatch(/in jeder Antwort an erster Stelle/);
  });

  it("advises on a low position", async () => {
    const result = await runLiveTest(request(), { engines: [{ name: "test", model: "test-model", ask: askFrom([LIST_WITH_TARGET_FIFTH]) }], samples: 1 });
    expect(result.suggestions.join(" ")).toMatch(/im Schnitt erst auf Platz 5/);
  });

  it("asks for a name when none is given instead of claiming anything", async () => {
    const result = await runLiveTest(liveTestRequestSchema.parse({ query: "Zahnarztpraxis" }), {
      engines: [{ name: "test", model: "test-model", ask: askFrom([LIST_WITH_TARGET_SECOND]) }],
      samples: 1,
    });
    expect(result.websiteMentioned).toBe(false);
    expect(result.suggestions[0]).toMatch(/Geben Sie Ihren Firmennamen/);
  });

  it("counts only the answers that arrived, and reports progress for every sample", async () => {
    const progress: string[] = [];
    const result = await runLiveTest(request(), {
      engines: [{ name: "test", model: "test-model", ask: askFrom([LIST_WITH_TARGET_SECOND, new Error("boom"), LIST_WITH_TARGET_SECOND]) }],
      samples: 3,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(result.answersReceived).toBe(2);
    expect(result.answersRequested).toBe(3);
    expect(result.mentionRate).toBe(1);
    expect(progress).toEqual(["0/3", "1/3", "2/3", "3/3"]);
  });

  it("says per engine which calls of an engine that answered others counted nowhere, and why", async () => {
    const timeout = Object.assign(new Error("slow"), { failure: "timeout" });
    const notRead = Object.assign(new Error("answer not read"), { failure: "not_read" });
    const result = await runLiveTest(request(), {
      engines: [
        { name: "Engine A", model: "a-1", ask: askFrom([LIST_WITH_TARGET_SECOND, timeout, LIST_WITH_TARGET_SECOND, timeout]) },
        { name: "Engine B", model: "b-1", ask: askFrom([LIST_WITHOUT_TARGET]) },
        { name: "Engine C", model: "c-1", ask: askFrom([timeout]) },
      ],
      samples: 4,
      // B's second answer arrives but cannot be read: the server's failure, counted apart from the provider's.
      read: (() => {
        let calls = 0;
        return async (text: string, target: Parameters<NonNullable<Parameters<typeof runLiveTest>[1]["read"]>>[1]) => {
          if (text === LIST_WITHOUT_TARGET && ++calls === 2) throw notRead;
          const { analyzeAnswer } = await import("./analysis");
          return { ...analyzeAnswer(text, target), readBy: "rules" as const };
        };
      })(),
    });
    expect(result.engines.map((e) => [e.name, e.samples, e.error, e.missing])).toEqual([
      ["Engine A", 2, null, [{ code: "timeout", count: 2 }]],
      ["Engine B", 3, null, [{ code: "not_read", count: 1 }]],
      // No answer at all: the row's error says why; nothing is "further" missing.
      ["Engine C", 0, "timeout", []],
    ]);
  });

  it("fails when no answer arrives, rather than inventing one", async () => {
    await expect(runLiveTest(request(), { engines: [{ name: "test", model: "test-model", ask: askFrom([new Error("down")]) }], samples: 2 })).rejects.toBeInstanceOf(
      AllSamplesFailedError,
    );
  });

  it("asks every engine, gives each its row, and keeps going when one engine fails", async () => {
    const engineProgress: string[] = [];
    const failure = Object.assign(new Error("down"), { failure: "http_error" });
    const result = await runLiveTest(request(), {
      engines: [
        { name: "Engine A", model: "a-1", ask: askFrom([LIST_WITH_TARGET_SECOND]) },
        { name: "Engine B", model: "b-1", ask: askFrom([LIST_WITHOUT_TARGET]) },
        { name: "Engine C", model: "c-1", ask: askFrom([failure]) },
      ],
      samples: 2,
      onEngineProgress: (p) => engineProgress.push(`${p.name}:${p.completed}/${p.total}:${p.failed}`),
    });
    expect(result.answersRequested).toBe(6);
    expect(result.answersReceived).toBe(4);
    expect(result.mentionedInAnswers).toBe(2);
    expect(result.engines.map((e) => [e.name, e.samples, e.mentions, e.error])).toEqual([
      ["Engine A", 2, 2, null],
      ["Engine B", 2, 0, null],
      ["Engine C", 0, 0, "http_error"],
    ]);
    expect(result.engines[0]!.model).toBe("test-model");
    expect(result.engines[2]!.model).toBe("c-1");
    expect(result.samples.map((s) => s.engine)).toEqual(["Engine A", "Engine A", "Engine B", "Engine B"]);
    expect(result.shareOfVoice[0]).toMatchObject({ name: "Zahnzentrum Mitte", mentions: 4, own: false });
    expect(result.shareOfVoice.find((e) => e.own)).toMatchObject({ name: "Zahnarztpraxis Dr. Müller", mentions: 2 });
    expect(engineProgress).toContain("Engine C:2/2:2");
    expect(engineProgress).toContain("Engine A:2/2:0");
  });

  it("asks the question set round-robin over every engine's samples, and every answer carries its question", async () => {
    const asked: string[] = [];
    const ask = async (question: string) => {
      asked.push(question);
      return { kind: "answer" as const, text: LIST_WITH_TARGET_SECOND, model: "m", citations: [] };
    };
    const result = await runLiveTest(request({ specialty: "Angstpatienten" }), {
      engines: [
        { name: "A", model: "a", ask },
        { name: "B", model: "b", ask },
      ],
      samples: 3,
    });
    expect(result.questions).toHaveLength(4);
    expect(result.question).toBe(result.questions[0]);
    expect(result.questions.at(-1)).toBe("Zahnarztpraxis Berlin Angstpatienten Empfehlung");
    // Cost unchanged: 2 engines × 3 samples; all four questions asked.
    expect(asked).toHaveLength(6);
    expect(new Set(asked)).toEqual(new Set(result.questions));
    expect(result.samples.map((s) => [s.engine, s.question])).toEqual([
      ["A", result.questions[0]],
      ["A", result.questions[1]],
      ["A", result.questions[2]],
      ["B", result.questions[3]],
      ["B", result.questions[0]],
      ["B", result.questions[1]],
    ]);
  });

  it("lists only the questions actually asked when there are fewer calls than questions", async () => {
    const result = await runLiveTest(request(), { engines: [{ name: "A", model: "a", ask: askFrom([LIST_WITHOUT_TARGET]) }], samples: 2 });
    expect(result.questions).toHaveLength(2);
    expect(result.samples.map((s) => s.question)).toEqual(result.questions);
  });
});

describe("runLiveTest with an answer reader", () => {
  it("reads each answer as soon as it arrives, while the other engines are still asked, and says who read it", async () => {
    let releaseSlow: () => void = () => {};
    const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
    const readWhileSlowPending: boolean[] = [];
    let slowDone = false;
    const result = await runLiveTest(request(), {
      engines: [
        { name: "fast", model: "m", ask: askFrom([LIST_WITH_TARGET_SECOND]) },
        {
          name: "slow",
          model: "m",
          ask: async () => {
            await slowAnswered;
            slowDone = true;
            return { kind: "answer" as const, text: LIST_WITHOUT_TARGET, model: "m", citations: [] };
          },
        },
      ],
      samples: 1,
      read: async (text, target) => {
        readWhileSlowPending.push(!slowDone);
        // The fast engine's answer is read before the slow engine answers.
        releaseSlow();
        const { analyzeAnswer } = await import("./analysis");
        return { ...analyzeAnswer(text, target), readBy: "rules+model" as const };
      },
    });
    expect(readWhileSlowPending[0]).toBe(true);
    expect(result.readBy).toBe("rules+model");
    expect(result.samples.every((s) => s.readBy === "rules+model")).toBe(true);
    expect(result.mentionPosition).toBe(2);
  });

  it("says the rules read the answers when no reader is set", async () => {
    const result = await runLiveTest(request(), { engines: [{ name: "test", model: "m", ask: askFrom([LIST_WITH_TARGET_SECOND]) }], samples: 1 });
    expect(result.readBy).toBe("rules");
  });
});

describe("runLiveTest compares what the answers state about the business with its website", () => {
  it("checks the phone in the answer's text about the business and says where the site states it", async () => {
    const answer = `Empfehlenswert in Berlin:

1. **Zahnzentrum Mitte** – Tel. 030 1111111
2. **Zahnarztpraxis Dr. Müller** – Torstraße 5, 10119 Berlin, Tel. 030 2345678`;
    const site = {
      telephone: { value: "+49 30 2345679", source: "json-ld" as const, url: "https://zahnarzt-mueller.example/" },
      address: { value: "Torstr. 5, 10119 Berlin", source: "imprint-page" as const, url: "https://zahnarzt-mueller.example/impressum" },
      openingHours: [],
      country: "DE" as const,
      locality: "Berlin",
    };
    const result = await runLiveTest(request(), { engines: [{ name: "test", model: "m", ask: askFrom([answer]) }], samples: 1, siteFacts: Promise.resolve(site) });
    expect(result.siteFactsRead).toBe(true);
    expect(result.samples[0]!.facts.map((f) => [f.field, f.verdict])).toEqual([
      ["telephone", "mismatch"],
      ["address", "match"],
    ]);
    expect(result.siteGiven).toBe(true);
  });

  it("tells a website that could not be read from none given, so 'nicht prüfbar' says which", async () => {
    const answer = "1. **Zahnarztpraxis Dr. Müller** – Torstraße 5, Tel. 030 2345678";
    const unread = await runLiveTest(request(), { engines: [{ name: "test", model: "m", ask: askFrom([answer]) }], samples: 1, siteFacts: Promise.resolve(null) });
    expect([unread.siteGiven, unread.siteFactsRead]).toEqual([true, false]);
    expect(unread.samples[0]!.facts.map((f) => f.verdict)).toEqual(["unverifiable", "unverifiable"]);
    const none = await runLiveTest(request(), { engines: [{ name: "test", model: "m", ask: askFrom([answer]) }], samples: 1 });
    expect([none.siteGiven, none.siteFactsRead]).toEqual([false, false]);
  });
});

describe("runLiveTest reads every answer with the business's own town when the website gives one", () => {
  const reads = () => {
    const targets: BusinessTarget[] = [];
    const read = async (text: string, target: BusinessTarget) => {
      targets.push(target);
      return { ...analyzeAnswer(text, target), readBy: "rules" as const };
    };
    return { targets, read };
  };

  it("passes the own town to each reading, once the site's address is read", async () => {
    const { targets, read } = reads();
    const ownTown = { name: "Berlin", latitude: 52.52, longitude: 13.41, source: "json-ld" as const };
    const result = await runLiveTest(request(), { engines: [{ name: "test", model: "m", ask: askFrom([LIST_WITH_TARGET_SECOND]) }], samples: 2, read, ownTown: Promise.resolve(ownTown) });
    expect(result.ownTown).toEqual({ name: "Berlin", nearKm: 30, source: "json-ld" });
    expect(targets).toHaveLength(2);
    expect(targets.every((t) => t.ownTown === ownTown && t.businessName === "Zahnarztpraxis Dr. Müller")).toBe(true);
  });

  it("reads without it when the site gives no town or its address could not be placed", async () => {
    for (const ownTown of [Promise.resolve(null), Promise.reject(new Error("gazetteer failed")), undefined]) {
      const { targets, read } = reads();
      const result = await runLiveTest(request(), { engines: [{ name: "test", model: "m", ask: askFrom([LIST_WITH_TARGET_SECOND]) }], samples: 1, read, ownTown });
      expect(targets.map((t) => t.ownTown)).toEqual([undefined]);
      expect(result.ownTown).toBeNull();
      expect(result.samples[0]!.position).toBe(2);
    }
  });
});
