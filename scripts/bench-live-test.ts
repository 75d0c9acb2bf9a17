/**
 * Benchmark of the live test (npm run bench:live-test). Prints figures, asserts nothing.
 *
 *  (a) analyzeAnswer: time to analyse one answer, over the answer corpora
 *      (lib/visibility/__fixtures__/answer-corpus*.ts, each case with its own
 *      target), or over the inline answers below when those files are absent;
 *      then the time for one 400-word answer in the style of ChatGPT search
 *      (headings, numbered bold names, a table, citations, a source list). Each
 *      answer is read many times, so these are warm figures (its words folded and
 *      judged already); the budget of 2 ms holds for an answer's first reading,
 *      which `npm run bench:reader` times.
 *  (b) POST /api/rag-search in-process: total time of one request (3 samples,
 *      rate limit off) against the local fake OpenAI server, the time the fake
 *      itself needed, and the difference = this server's overhead (SDK request
 *      building, loopback HTTP on the client side, parsing, analysis, suggestions,
 *      JSON response), and the CPU time of the request thread per request (the answers
 *      are read in the CPU worker pool, lib/visibility/off-thread.ts; the in-process fake's
 *      own work is counted in it). Usage recording goes to an in-memory stub, not a database.
 *
 *  (c) Overhead per engine call, per provider: askEngine (one AI SDK generateText call
 *      with the provider's search tool and the visitor's place, or the SerpApi fetches)
 *      against an instant stand-in speaking that provider's wire protocol
 *      (test/provider-stand-ins.ts); overhead = time seen by the caller − the stand-in's
 *      own handling (from request received to reply sent). Aim: under 20 ms per call.
 *
 * Runs under `tsx --conditions react-server` so that `import "server-only"`
 * resolves to the package's empty module outside Next.js.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { performance } from "node:perf_hooks";
import { analyzeAnswer, type BusinessTarget } from "@/lib/visibility/analysis";
import { closeCpuPool } from "@/lib/workers/pool";
import { startFakeOpenAI, type FakeOpenAI } from "@/test/fake-openai-server";
import { anthropicReply, chatReply, geminiReply, openaiReply, serpApiReply, startProviderStandIns } from "@/test/provider-stand-ins";
import { percentile, stats, runBench } from "./bench-stats";

const TARGET: BusinessTarget = { businessName: "Zahnarztpraxis Dr. Müller", domain: "zahnarzt-mueller.de" };

const ANSWERS: { label: string; text: string }[] = [
  {
    label: "numbered, bold names",
    text: `Hier sind einige empfehlenswerte Zahnarztpraxen in Berlin:

1. **Zahnzentrum Mitte** – Moderne Praxis mit Schwerpunkt Implantologie, Friedrichstraße 120, 10117 Berlin.
2. **Zahnarztpraxis Dr. Müller** – Bekannt für einfühlsame Behandlung von Angstpatienten.
3. **Praxis Dr. Weber & Kollegen** – Kieferorthopädie und Prophylaxe.
4. **Dentalhaus Lange** – Familienzahnarzt in Prenzlauer Berg.

Tipp: Schauen Sie sich auch Bewertungen auf Jameda oder Google an.`,
  },
  {
    label: "headings with address sub-items",
    text: `### 1. Zahnarztpraxis am Kurfürstendamm
- Adresse: Kurfürstendamm 50, 10707 Berlin
- Telefon: 030 1234567
- Schwerpunkte: Implantate, Bleaching

### 2. Dr. med. dent. Anna Schmidt
- Adresse: Schloßstraße 12, 12163 Berlin
- Website: www.zahnarzt-schmidt-berlin.de

### 3. Zahnarztpraxis Dr. Müller
- Adresse: Karl-Marx-Allee 90, 10243 Berlin
- Website: https://www.zahnarzt-mueller.de

Ich empfehle, vorab telefonisch einen Termin zu vereinbaren.`,
  },
  {
    label: "prose enumeration",
    text: `In Berlin gibt es eine große Auswahl an Zahnärzten. Häufig empfohlen werden etwa die Praxis Dr. Weber, Zahnzentrum Mitte und Dentalhaus Lange. Für Angstpatienten ist auch die Zahnarztpraxis Dr. Müller in Friedrichshain eine gute Adresse. Achten Sie bei der Wahl auf Bewertungen und die Erreichbarkeit.`,
  },
  {
    label: "advice only, no businesses",
    text: `Ich kann Ihnen leider keine aktuellen Empfehlungen für einzelne Praxen geben. So finden Sie einen guten Zahnarzt:

1. **Bewertungen vergleichen** – Portale wie Jameda oder Google Maps zeigen Erfahrungen anderer Patienten.
2. **Spezialisierung prüfen** – Achten Sie darauf, ob die Praxis Ihren Bedarf abdeckt.
3. **Erreichbarkeit** – Wählen Sie eine Praxis in Ihrer Nähe.

Fragen Sie auch Freunde und Bekannte nach ihren Erfahrungen.`,
  },
  {
    label: "bullets with dashes",
    text: `Empfehlenswerte Zahnärzte in Berlin:

- **Zahnklinik Charlottenburg GmbH** - Oralchirurgie und Implantologie
- **Praxis Dr. Yilmaz** - Ästhetische Zahnheilkunde, Tel. 030 9876543
- **Zahnarztpraxis Dr. Müller** - Kinderzahnheilkunde
- **Smile Dental Berlin** - Lange Öffnungszeiten, auch samstags

Alle Praxen sind gut mit öffentlichen Verkehrsmitteln erreichbar.`,
  },
  {
    label: "named by domain only",
    text: `Einige Adressen für Zahnärzte in Berlin:

1. **Zahnzentrum Mitte** – Friedrichstraße 120
2. **Dentalhaus Lange** – Schönhauser Allee 45

Auch die Praxis hinter zahnarzt-mueller.de wird in Bewertungen häufig gelobt.`,
  },
  {
    label: "markdown links as sources",
    text: `Laut aktuellen Bewertungen sind folgende Praxen beliebt:

1. [Zahnarztpraxis Dr. Weber](https://www.praxis-weber.de) – 4,9 Sterne bei Google
2. [Zahnzentrum Spree](https://zahnzentrum-spree.de/team) – Angstpatienten willkommen
3. [Dr. Müller Zahnarztpraxis](https://www.zahnarzt-mueller.de/) – Prophylaxe und Implantate

Quellen: [Jameda](https://www.jameda.de/berlin/zahnaerzte/), [Doctolib](https://www.doctolib.de/zahnarzt/berlin)`,
  },
  {
    label: "long answer with intro and outro",
    text: `Gern! Bei der Suche nach einem Zahnarzt in Berlin kommt es darauf an, was Ihnen wichtig ist – zum Beispiel kurze Wartezeiten, moderne Ausstattung oder eine besonders einfühlsame Behandlung.

**Meine Empfehlungen:**

1. **Zahnarztpraxis Dr. Heinrich & Partner** – Große Gemeinschaftspraxis mit eigenem Labor. Adresse: Torstraße 140, 10119 Berlin.
2. **Zahnärzte am Potsdamer Platz** – Zentral gelegen, viele Fremdsprachen.
3. **Praxis Dr. Novak** – Spezialisiert auf Parodontologie.
4. **Zahnzentrum Mitte** – Implantologie und Ästhetik.
5. **Dentalhaus Lange** – Familienzahnarzt, auch für Kinder.

**Worauf Sie achten sollten:**

- Wie sind die Bewertungen auf Jameda und Google?
- Bietet die Praxis Termine am Abend an?
- Werden Kosten transparent erklärt?

Ich hoffe, das hilft Ihnen weiter!`,
  },
  {
    label: "short refusal",
    text: `Dazu habe ich leider keine verlässlichen, aktuellen Informationen. Bitte nutzen Sie ein Verzeichnis wie Das Örtliche oder die Zahnarztsuche der Zahnärztekammer Berlin.`,
  },
  {
    label: "mixed list, surname only",
    text: `Für Kieferorthopädie in Berlin:

* **KFO-Praxis Becker** – unsichtbare Zahnspangen (Aligner)
* **Kieferorthopädie Dr. Schulz** – auch für Erwachsene
* Müller – die Zahnarztpraxis Dr. Müller überweist häufig an Fachpraxen

Vergleichen Sie die Angebote, bevor Sie sich entscheiden.`,
  },
];

/** A 400-word answer in the style of ChatGPT search, for the per-answer budget (2 ms). */
const LONG_ANSWER = `Gute Frage! In München gibt es sehr viele Zahnarztpraxen, aber gerade in den zentralen Stadtteilen nehmen längst nicht alle neue Patientinnen und Patienten auf, und die Wartezeiten für einen ersten Kontrolltermin liegen oft bei mehreren Wochen. Wichtig ist deshalb, früh anzurufen und flexibel bei den Uhrzeiten zu sein. Ich habe aktuelle Bewertungen auf Jameda, Doctolib und Google Maps ausgewertet und die Praxen nach Stadtteilen sortiert ([jameda.de](https://www.jameda.de/muenchen/zahnaerzte/)).

## Empfehlenswerte Zahnarztpraxen in München

### Altstadt-Lehel und Maxvorstadt
1. **Zahnärzte am Sendlinger Tor** – große Gemeinschaftspraxis mit sechs Behandlern, Implantologie und Parodontologie, Termine meist innerhalb einer Woche.[1]
2. **Praxis Dr. Katharina Seidl** – Schwerpunkt ästhetische Zahnheilkunde und Veneers, sehr gute Bewertungen für die ausführliche Beratung.[2]
3. **Zahnwerk Maxvorstadt** – junges Team, moderne Ausstattung mit digitalem Scanner, auch Termine am Samstagvormittag.[1][3]

### Sendling und Westend
4. **Zahnarztpraxis Dr. Müller** – Behandlung von Angstpatienten unter Lachgas, Kinderzahnheilkunde, barrierefreier Zugang.[2]
5. **Dentalzentrum Harras** – eigenes Meisterlabor im Haus, dadurch kurze Wartezeiten auf Kronen und Brücken.[4]

### Schwabing und Bogenhausen
6. **Zahnklinik Leopoldstraße** – Oralchirurgie, Weisheitszähne in Vollnarkose, Notfallsprechstunde an Werktagen.[3]
7. **Praxis am Prinzregentenplatz** – kleine Praxis, sehr persönliche Betreuung, nimmt allerdings derzeit keine neuen Kassenpatienten auf.[5]

| Praxis | Stadtteil | Schwerpunkt | Bewertung |
|---|---|---|---|
| Zahnärzte am Sendlinger Tor | Altstadt | Implantologie | 4,8 |
| Zahnwerk Maxvorstadt | Maxvorstadt | Ästhetik | 4,9 |
| Dentalzentrum Harras | Sendling | Prothetik | 4,7 |

**Weniger empfehlenswert:** Über das Zahnstudio Giesing gibt es in den letzten Monaten auffallend viele Beschwerden über lange Wartezeiten und unklare Kostenvoranschläge.

## Worauf Sie achten sollten
- **Kassen- oder Privatpraxis:** Fragen Sie vorab, ob die Praxis gesetzlich Versicherte annimmt.
- **Heil- und Kostenplan:** Lassen Sie sich bei größeren Behandlungen immer einen schriftlichen Plan geben und vergleichen Sie ihn mit einer zweiten Meinung.
- **Erreichbarkeit:** Viele Praxen bieten Online-Terminbuchung über Doctolib an, das spart Wartezeit am Telefon.

Wenn du möchtest, kann ich dir auch Praxen heraussuchen, die auf Kinder spezialisiert sind oder Abendtermine anbieten. Bei akuten Schmerzen am Wochenende hilft übrigens der zahnärztliche Notdienst der Bayerischen Landeszahnärztekammer weiter, der jeden Samstag und Sonntag eine diensthabende Praxis in deiner Nähe nennt. Sag mir einfach, in welchem Stadtteil du wohnst, ob du gesetzlich oder privat versichert bist und welche Behandlung du planst – dann kann ich die Auswahl gezielt eingrenzen und dir auch sagen, welche Praxen kurzfristig Termine für eine professionelle Zahnreinigung vergeben.

Quellen:
[1] https://www.jameda.de/muenchen/zahnaerzte/
[2] https://www.doctolib.de/zahnarzt/muenchen
[3] https://www.google.com/maps/search/zahnarzt+m%C3%BCnchen
[4] https://www.dentalzentrum-harras.de
[5] https://www.praxis-prinzregentenplatz.de/team`;

const fmt = (n: number, digits = 1) => n.toFixed(digits).padStart(8);

interface BenchAnswer {
  label: string;
  text: string;
  target: BusinessTarget;
}

async function loadAnswers(): Promise<{ source: string; answers: BenchAnswer[] }> {
  try {
    const { answerCorpus } = await import("@/lib/visibility/__fixtures__/answer-corpus");
    const { answerCorpusHoldout } = await import("@/lib/visibility/__fixtures__/answer-corpus-holdout");
    const { answerCorpusEngines } = await import("@/lib/visibility/__fixtures__/answer-corpus-engines");
    const cases = [...answerCorpus, ...answerCorpusHoldout, ...answerCorpusEngines];
    if (cases.length > 0) {
      return {
        source: "lib/visibility/__fixtures__/answer-corpus*.ts",
        answers: cases.map((c) => ({ label: c.id, text: c.answer, target: c.target })),
      };
    }
  } catch {
    // no corpus in this checkout: fall back to the inline answers
  }
  return { source: "inline answers in scripts/bench-live-test.ts", answers: ANSWERS.map((a) => ({ ...a, target: TARGET })) };
}

async function benchAnalysis(iterations: number): Promise<void> {
  const { source, answers } = await loadAnswers();
  const chars = answers.map((a) => a.text.length).sort((a, b) => a - b);
  console.log(`(a) analyzeAnswer — ${answers.length} German answers (${source}) × ${iterations} iterations`);
  console.log(`    answer length: median ${percentile(chars, 50)} chars, max ${chars[chars.length - 1]} chars`);
  for (let i = 0; i < 200; i++) for (const a of answers) analyzeAnswer(a.text, a.target); // warm-up (JIT)

  const all: number[] = [];
  const perAnswer = answers.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    answers.forEach((a, j) => {
      const t0 = process.hrtime.bigint();
      analyzeAnswer(a.text, a.target);
      const us = Number(process.hrtime.bigint() - t0) / 1000;
      all.push(us);
      perAnswer[j]!.push(us);
    });
  }
  const slowest = answers
    .map((a, j) => ({ a, s: stats(perAnswer[j]!) }))
    .sort((x, y) => y.s.mean - x.s.mean)
    .slice(0, 5);
  console.log("    slowest answers                                            chars   mean µs    p95 µs");
  for (const { a, s } of slowest) {
    console.log(`    ${a.label.slice(0, 58).padEnd(58)} ${String(a.text.length).padStart(5)} ${fmt(s.mean)} ${fmt(s.p95)}`);
  }
  const s = stats(all);
  console.log(`    all answers: mean ${s.mean.toFixed(1)} µs, p50 ${s.p50.toFixed(1)} µs, p95 ${s.p95.toFixed(1)} µs, max ${s.max.toFixed(1)} µs per answer`);

  const words = LONG_ANSWER.split(/\s+/).length;
  const long: number[] = [];
  for (let i = 0; i < 200; i++) analyzeAnswer(LONG_ANSWER, TARGET);
  for (let i = 0; i < iterations; i++) {
    const t0 = process.hrtime.bigint();
    analyzeAnswer(LONG_ANSWER, TARGET);
    long.push(Number(process.hrtime.bigint() - t0) / 1000);
  }
  const l = stats(long);
  console.log(
    `    ${words}-word answer (ChatGPT-search style): mean ${l.mean.toFixed(1)} µs, p50 ${l.p50.toFixed(1)} µs, p95 ${l.p95.toFixed(1)} µs (read again; first readings: bench:reader)`,
  );
  // Wall-clock figures grow when other processes share the cores; the process's own
  // CPU time per answer does not, so it is the figure to hold against the budget there.
  const cpu0 = process.cpuUsage();
  for (let i = 0; i < iterations; i++) analyzeAnswer(LONG_ANSWER, TARGET);
  const cpu = process.cpuUsage(cpu0);
  console.log(`    ${words}-word answer, CPU time of this process: ${((cpu.user + cpu.system) / iterations).toFixed(1)} µs per answer (read again; first readings: bench:reader)`);
}

async function benchRoute(fake: FakeOpenAI, requests: number, delayMs: number): Promise<void> {
  const { POST } = await import("@/app/api/rag-search/route");
  const text = ANSWERS[0]!.text;
  fake.handle(() => ({ kind: "answer", content: text, delayMs }));
  const body = JSON.stringify({ query: "Zahnarzt", location: "Berlin", businessName: TARGET.businessName, domain: TARGET.domain });
  const call = async () => {
    const res = await POST(
      new Request("http://localhost/api/rag-search", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
        body,
      }),
    );
    const out = await res.text(); // the visitor receives the body too
    if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${out}`);
  };

  for (let i = 0; i < 20; i++) await call(); // warm-up: SDK client, JIT, keep-alive sockets

  const total: number[] = [];
  const providerSpan: number[] = [];
  const fakeHandling: number[] = [];
  const overhead: number[] = [];
  const threadCpu: number[] = [];
  for (let i = 0; i < requests; i++) {
    fake.reset();
    fake.handle(() => ({ kind: "answer", content: text, delayMs }));
    const cpu = process.threadCpuUsage();
    const t0 = performance.now();
    await call();
    const t1 = performance.now();
    const used = process.threadCpuUsage(cpu);
    threadCpu.push((used.user + used.system) / 1000);
    const reqs = fake.chatRequests();
    if (reqs.length !== 3 || reqs.some((r) => r.respondedAt === undefined)) throw new Error("fake did not answer 3 requests");
    const span = Math.max(...reqs.map((r) => r.respondedAt!)) - Math.min(...reqs.map((r) => r.receivedAt));
    total.push(t1 - t0);
    providerSpan.push(span);
    for (const r of reqs) fakeHandling.push(r.respondedAt! - r.receivedAt - delayMs);
    overhead.push(t1 - t0 - span);
  }
  const row = (label: string, v: number[]) => {
    const s = stats(v);
    console.log(`    ${label.padEnd(44)} ${fmt(s.mean, 2)} ${fmt(s.p50, 2)} ${fmt(s.p95, 2)}`);
  };
  console.log(`    fake delay ${delayMs} ms per answer, ${requests} requests                 mean ms   p50 ms   p95 ms`);
  row("total (POST → body read)", total);
  row("provider span at fake (1st recv → last sent)", providerSpan);
  row("fake's own handling per answer (excl. delay)", fakeHandling);
  row("overhead = total − provider span", overhead);
  // The answers are read in the CPU worker pool (lib/visibility/off-thread.ts): not on this thread.
  row("request thread CPU (the fake's included)", threadCpu);
}

async function main(): Promise<void> {
  await benchAnalysis(2000);
  console.log();

  const fake = await startFakeOpenAI();
  Object.assign(process.env, {
    OPENAI_API_KEY: "bench-key",
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: "bench-model",
    OPENAI_WEB_SEARCH: "",
    LIVE_TEST_SAMPLES: "3",
    LIVE_TEST_TIMEOUT_MS: "10000",
    LIVE_TEST_RATE_LIMIT_PER_HOUR: "0",
    TRUSTED_PROXY_COUNT: "0",
  });
  // lib/db.ts opens the process-wide database lazily into globalThis.database; seeding
  // it keeps the bench off any database (usage events are only counted here).
  let usageEvents = 0;
  (globalThis as { database?: Promise<unknown> }).database = Promise.resolve({
    prisma: {
      usageEvent: {
        create: async () => {
          usageEvents += 1;
          return {};
        },
      },
    },
    target: { kind: "postgres", url: "postgresql://unused" },
  });

  console.log("(b) POST /api/rag-search in-process, JSON mode, LIVE_TEST_SAMPLES=3, rate limit off, AI SDK (OpenAI provider) → fake over loopback");
  try {
    await benchRoute(fake, 200, 0);
    await benchRoute(fake, 200, 20);
  } finally {
    await fake.close();
  }
  await closeCpuPool();
  console.log(`    usage events recorded (in-memory stub): ${usageEvents}`);
  console.log();
  await benchEngineCalls(200);
}

async function benchEngineCalls(calls: number): Promise<void> {
  const { askEngine } = await import("@/lib/visibility/provider");
  const { resolveLocation } = await import("@/lib/visibility/location");
  const s = await startProviderStandIns();
  const text = ANSWERS[0]!.text;
  const cited = [{ url: "https://www.jameda.de/zahnaerzte/", title: "Jameda" }];
  s.script("openai", () => openaiReply(text, cited));
  s.script("gemini", () => geminiReply(text, cited));
  s.script("anthropic", () => anthropicReply(text, cited));
  s.script("perplexity", () => chatReply(text, cited, "sonar"));
  s.script("compatible", () => chatReply(text, [], "llama3.1"));
  s.script("serpapi", (r) => serpApiReply(r, [{ type: "paragraph", snippet: text }], cited));
  const location = await resolveLocation("Graz");
  const engines = [
    { provider: "openai", model: "gpt-5-mini", baseUrl: s.baseUrls.openai },
    { provider: "gemini", model: "gemini-2.5-flash", baseUrl: s.baseUrls.gemini },
    { provider: "anthropic", model: "claude-sonnet-4-5", baseUrl: s.baseUrls.anthropic },
    { provider: "perplexity", model: "sonar", baseUrl: s.baseUrls.perplexity },
    { provider: "openai-compatible", model: "llama3.1", baseUrl: s.baseUrls.compatible },
    { provider: "google-ai-overview", model: "google-ai-overview", baseUrl: s.baseUrls.serpapi },
    { provider: "google-ai-mode", model: "google-ai-mode", baseUrl: s.baseUrls.serpapi },
  ] as const;
  console.log(`(c) overhead per engine call (askEngine → instant stand-in over loopback, located at Graz), ${calls} calls each   mean ms   p50 ms   p95 ms`);
  try {
    for (const e of engines) {
      const engine = { ...e, name: e.provider, apiKey: "bench", webSearch: e.provider !== "openai-compatible" };
      for (let i = 0; i < 30; i++) await askEngine(engine, "Zahnarzt Graz Empfehlung", { location }); // warm-up
      const overhead: number[] = [];
      for (let i = 0; i < calls; i++) {
        s.requests.length = 0;
        const t0 = performance.now();
        await askEngine(engine, "Zahnarzt Graz Empfehlung", { location });
        const t1 = performance.now();
        const standIn = s.requests.reduce((sum, r) => sum + (r.respondedAt! - r.receivedAt), 0);
        overhead.push(t1 - t0 - standIn);
      }
      const o = stats(overhead);
      console.log(`    ${e.provider.padEnd(100 - 4 - 30)} ${fmt(o.mean, 2)} ${fmt(o.p50, 2)} ${fmt(o.p95, 2)}${o.p50 < 20 ? "" : "   (above the 20 ms aim)"}`);
    }
  } finally {
    await s.close();
  }
}

runBench(main);
