import { describe, expect, it } from "vitest";
import { domainEvidence, engineEvidence, mentionEvidence, platformEvidence, recommendationEvidence } from "./evidence";
import { runLiveTest } from "./live-test";
import { liveTestRequestSchema } from "./request";

const NAMED_SECOND = `Empfehlenswert in Berlin:

1. **Zahnzentrum Mitte** – Friedrichstraße 12, sehr gute Bewertungen bei Jameda.
2. **Zahnarztpraxis Dr. Müller** – Torstraße 5, bekannt für Angstpatienten.`;

const NOT_NAMED = `Gute Adressen in Berlin:

- **Zahnzentrum Mitte** – Friedrichstraße 12
- **Praxis Dr. Weber** – Chausseestraße 8 (laut Google-Bewertungen beliebt)`;

const WARNED = `In Berlin:

1. **Dentalhaus Lange** – Alexanderplatz 3
2. **Zahnarztpraxis Dr. Müller** – Torstraße 5, hat allerdings dauerhaft geschlossen.`;

async function result() {
  const texts = [NAMED_SECOND, NOT_NAMED, WARNED, NAMED_SECOND, NOT_NAMED];
  let i = 0;
  const ask = async () => ({ kind: "answer" as const, text: texts[i++ % texts.length]!, model: "m", citations: [] });
  return runLiveTest(liveTestRequestSchema.parse({ query: "Zahnarztpraxis", location: "Berlin", businessName: "Zahnarztpraxis Dr. Müller" }), {
    engines: [
      { name: "A", model: "a", ask },
      { name: "B", model: "b", ask },
    ],
    samples: 3,
  });
}

describe("evidence of the live test's numbers", () => {
  it("links the mention rate and average position to exactly the answers that name the business", async () => {
    const r = await result();
    const mentioned = mentionEvidence(r.samples);
    expect(mentioned).toHaveLength(r.mentionedInAnswers);
    expect(mentioned.every((i) => r.samples[i]!.mentioned && r.samples[i]!.position !== null)).toBe(true);
    const positions = mentioned.map((i) => r.samples[i]!.position!);
    expect(Math.round((positions.reduce((s, p) => s + p, 0) / positions.length) * 10) / 10).toBe(r.averagePosition);
  });

  it("gives each engine row its own answers, and its mentions among them", async () => {
    const r = await result();
    for (const e of r.engines) {
      const own = engineEvidence(r.samples, e.name);
      expect(own).toHaveLength(e.samples);
      expect(own.filter((i) => mentionEvidence(r.samples).includes(i))).toHaveLength(e.mentions);
    }
  });

  it("counts each share-of-voice row, competitor and platform from as many answers as the number shown", async () => {
    const r = await result();
    expect(r.shareOfVoice.length).toBeGreaterThan(2);
    for (const entry of r.shareOfVoice) expect(recommendationEvidence(r.samples, entry.name, entry.own)).toHaveLength(entry.mentions);
    for (const c of r.competitorDetails) expect(recommendationEvidence(r.samples, c.name, false)).toHaveLength(c.answers);
    expect(r.platforms.length).toBeGreaterThan(0);
    for (const p of r.platforms) expect(platformEvidence(r.samples, p.name)).toHaveLength(p.answers);
  });

  it("does not count a warning as a recommendation of the visitor's business", async () => {
    const r = await result();
    expect(r.samples.some((s) => s.answer === WARNED && s.mentioned && s.mentionTone !== "recommended")).toBe(true);
    const own = recommendationEvidence(r.samples, "Zahnarztpraxis Dr. Müller", true);
    expect(own.every((i) => r.samples[i]!.answer !== WARNED)).toBe(true);
  });

  it("finds the answers citing a domain, with or without www", () => {
    const base = { engine: "A", mentioned: false, position: null, mentionTone: null, competitors: [] };
    const answers = [
      { ...base, sources: ["https://www.jameda.de/x", "https://praxis.de/"] },
      { ...base, sources: ["not a url"] },
      { ...base, sources: ["https://jameda.de/y"] },
    ];
    expect(domainEvidence(answers, "jameda.de")).toEqual([0, 2]);
  });
});
