/**
 * Three OpenAI-compatible assistants for the multi-engine journeys (started by
 * playwright.config.ts): "Assistent A" names the test practice (asked about Potsdam, by a short form in another town), "Assistent B" names
 * others and cites its sources the way Perplexity does, "Assistent C" always fails.
 * Their answers are fixed German test texts.
 * On the fourth port: the seven providers' stand-ins (test/provider-stand-ins.ts) for the
 * seven-engine journey, each answering in its own wire protocol with its citations.
 * Usage: tsx e2e/fake-engines.ts <first port>   (uses that port and the next three)
 */
import { chatCompletion, startFakeOpenAI } from "../test/fake-openai-server";
import { anthropicReply, chatReply, geminiReply, openaiReply, openaiStructuredReply, serpApiReply, startProviderStandIns, type StandInRequest } from "../test/provider-stand-ins";

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

/** For questions about Potsdam (the monitor's journey of the owner's verdict): the practice by a short form, in another town. */
const A_ELSEWHERE = `Gute Zahnärzte rund um Potsdam:

1. **Praxis Dr. Müller** – in Kleinmachnow, Termine auch samstags.
2. **Zahnzentrum Mitte** – Friedrichstraße 12, moderne Ausstattung.`;

const B_ANSWER = `Laut aktuellen Bewertungen werden diese Praxen oft empfohlen:

1. **Zahnzentrum Mitte** [1]
2. **Dentalhaus Lange** [2]

Ein Termin lässt sich meist online buchen.`;

/** For questions about Potsdam: no practice named as the test practice, one named like it (another field, same surname). */
const B_LOOK_ALIKE = `Laut aktuellen Bewertungen werden diese Praxen oft empfohlen:

1. **Zahnzentrum Mitte** [1]
2. **Kieferorthopädie Müller** [2]`;

const a = await startFakeOpenAI(first);
const b = await startFakeOpenAI(first + 1);
const c = await startFakeOpenAI(first + 2);
let turn = 0;
a.handle((r) => ({ kind: "answer", content: r.rawBody.includes("Potsdam") ? A_ELSEWHERE : A_ANSWERS[turn++ % A_ANSWERS.length]!, model: "engine-a-1", delayMs: 300 }));
b.handle((r) => ({
  kind: "json",
  // Slow enough for the journey to watch the per-engine progress.
  delayMs: 2500,
  body: {
    ...chatCompletion(r.rawBody.includes("Potsdam") ? B_LOOK_ALIKE : B_ANSWER, { model: "sonar-test" }),
    citations: ["https://www.jameda.de/zahnaerzte/", "https://www.dentalhaus-lange.de/"],
    search_results: [{ url: "https://www.jameda.de/zahnaerzte/", title: "Jameda" }],
  },
}));
c.handle(() => ({ kind: "error", status: 500, message: "engine C is down" }));

const PRACTICES = `Gut bewertete Zahnarztpraxen in der Nähe:

1. **Zahnzentrum Mitte** – moderne Ausstattung, auch samstags geöffnet.
2. **Zahnarztpraxis Dr. Müller** – einfühlsam bei Angstpatienten.
3. **Dentalhaus Lange** – lange Öffnungszeiten.`;
const OTHERS = `Häufig empfohlen werden:

1. **Zahnzentrum Mitte** – Implantologie.
2. **Dentalhaus Lange** – Familienzahnarzt.`;
const JAMEDA = { url: "https://www.jameda.de/zahnaerzte/", title: "Jameda" };
const OWN = { url: "https://www.zahnarzt-mueller.de/", title: "Zahnarztpraxis Dr. Müller" };
const RIVAL = { url: "https://www.dentalhaus-lange.de/praxis", title: "Dentalhaus Lange" };
const PRESS = { url: "https://www.lvz.de/leipzig/zahnaerzte", title: "LVZ" };
const providers = await startProviderStandIns(first + 3);
// Slow enough for the journey to see the loading text that names the engines.
const slow = <T extends object>(reply: T) => ({ ...reply, delayMs: 800 });
// The same endpoint serves the answer reader (ANSWER_READER of the seven-engine app): a structured-output request.
providers.script("openai", (r) => ((r.body?.text as { format?: { type?: string } } | undefined)?.format?.type === "json_schema" ? readerReply(r) : slow(openaiReply(PRACTICES, [OWN, JAMEDA]))));
providers.script("gemini", () => slow(geminiReply(OTHERS, [RIVAL, JAMEDA])));
providers.script("anthropic", () => slow(anthropicReply(PRACTICES, [PRESS])));
providers.script("perplexity", () => slow(chatReply(OTHERS, [JAMEDA, RIVAL], "sonar")));
providers.script("compatible", () => slow(chatReply(PRACTICES, [], "llama3.1")));
providers.script("serpapi", (r) =>
  slow(
    serpApiReply(
      r,
      [
        { type: "paragraph", snippet: "Diese Zahnarztpraxen werden häufig empfohlen:" },
        { type: "list", list: [{ title: "Zahnarztpraxis Dr. Müller", snippet: "bekannt für Angstpatienten" }, { title: "Zahnzentrum Mitte", snippet: "moderne Ausstattung" }] },
      ],
      [OWN, JAMEDA],
    ),
  ),
);
/**
 * The reader model's verdicts: every practice the request's answer names, as recommended, the test practice as the
 * visitor's; and one business the answer does not name, which the product must drop (a reader cannot invent a name).
 */
function readerReply(r: StandInRequest) {
  const asked = JSON.stringify(r.body?.input ?? "");
  const names = ["Zahnarztpraxis Dr. Müller", "Zahnzentrum Mitte", "Dentalhaus Lange"].filter((name) => asked.includes(name));
  const verdict = (name: string) => ({ name, label: "recommended", kind: "business", isVisitor: name === "Zahnarztpraxis Dr. Müller", span: name });
  return openaiStructuredReply(JSON.stringify({ names: [...names, "Zahnklinik Erfunden"].map(verdict), facts: [] }));
}

console.log(`fake engines listening on ${a.url}, ${b.url}, ${c.url}; provider stand-ins on ${providers.origin}`);
