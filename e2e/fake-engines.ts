/**
 * Three OpenAI-compatible assistants for the multi-engine journeys (started by
 * playwright.config.ts): "Assistent A" names the test practice, "Assistent B" names
 * others and cites its sources the way Perplexity does, "Assistent C" always fails.
 * Their answers are fixed German test texts.
 * Usage: tsx e2e/fake-engines.ts <first port>   (uses that port and the next two)
 */
import { chatCompletion, startFakeOpenAI } from "../test/fake-openai-server";

const first = Number(process.argv[2] ?? 4060);

const A_ANSWERS = [
  `Gute Zahnärzte in dieser Stadt sind zum Beispiel:

1. **Zahnarztpraxis Dr. Müller** – Torstraße 5, einfühlsam bei Angstpatienten.
2. **Zahnzentrum Mitte** – Friedrichstraße 12, auch samstags geöffnet.

Vergleichen Sie die Bewertungen auf Jameda.`,
  `Empfehlenswert sind:

1. **Zahnzentrum Mitte** – moderne Ausstattung.
2. **Zahnarztpraxis Dr. Müller** – Torstraße 5.
3. **Dentalhaus Lange** – lange Öffnungszeiten.`,
];

const B_ANSWER = `Laut aktuellen Bewertungen werden diese Praxen oft empfohlen:

1. **Zahnzentrum Mitte** [1]
2. **Dentalhaus Lange** [2]

Ein Termin lässt sich meist online buchen.`;

const a = await startFakeOpenAI(first);
const b = await startFakeOpenAI(first + 1);
const c = await startFakeOpenAI(first + 2);
let turn = 0;
a.handle(() => ({ kind: "answer", content: A_ANSWERS[turn++ % A_ANSWERS.length]!, model: "engine-a-1", delayMs: 300 }));
b.handle(() => ({
  kind: "json",
  // Slow enough for the journey to watch the per-engine progress.
  delayMs: 2500,
  body: {
    ...chatCompletion(B_ANSWER, { model: "sonar-test" }),
    citations: ["https://www.jameda.de/zahnaerzte/", "https://www.dentalhaus-lange.de/"],
    search_results: [{ url: "https://www.jameda.de/zahnaerzte/", title: "Jameda" }],
  },
}));
c.handle(() => ({ kind: "error", status: 500, message: "engine C is down" }));
console.log(`fake engines listening on ${a.url}, ${b.url}, ${c.url}`);
