/**
 * The OpenAI-compatible server the browser journeys run against (started by
 * playwright.config.ts): the real app talks to it through the openai SDK. Its
 * answers are fixed German test texts, chosen by the topic in the question.
 * Usage: tsx e2e/fake-assistant.ts [port]
 */
import { startFakeOpenAI } from "../test/fake-openai-server";

const port = Number(process.argv[2] ?? 4010);

const DENTISTS = [
  `Hier sind einige gut bewertete Zahnarztpraxen in Berlin:

1. **Zahnzentrum Mitte** – Friedrichstraße 12, 10117 Berlin. Moderne Ausstattung, auch samstags geöffnet.
2. **Zahnarztpraxis Dr. Müller** – Torstraße 5, 10119 Berlin. Besonders einfühlsam bei Angstpatienten.
3. **Dentalhaus Lange** – Alexanderplatz 3, 10178 Berlin. Lange Öffnungszeiten.

Tipp: Vergleichen Sie die Bewertungen auf Jameda und Google Maps.`,
  `Empfehlenswerte Zahnärzte in Berlin sind zum Beispiel:

- **Zahnzentrum Mitte** (Friedrichstraße 12)
- **Praxis Dr. Weber** (Chausseestraße 8)
- **Zahnarztpraxis Dr. Müller** (Torstraße 5), www.zahnarzt-mueller.de

Achten Sie auf aktuelle Bewertungen.`,
  `In Berlin gibt es viele gute Zahnarztpraxen. Beliebt sind etwa das Zahnzentrum Mitte, die Praxis Dr. Weber und das Dentalhaus Lange. Vereinbaren Sie am besten einen Beratungstermin.`,
];

/** Names one practice with a warning, for the tone journey. */
const PHYSIOTHERAPISTS = `Für Physiotherapie in Graz werden diese Praxen gut bewertet (Quelle: docfinder.at):

1. **Physio Lend** – Manuelle Therapie, Termine auch abends.
2. **Therapiezentrum Geidorf** – große Trainingsfläche.

Von der **Physiopraxis Murpark** würde ich derzeit eher abraten: Es gibt viele Beschwerden über abgesagte Termine.`;

/** Answers with a markdown table, as assistants with web search often do. */
const HOTELS = `Diese Hotels in Salzburg sind gut bewertet:

| Hotel | Lage | Preis pro Nacht | Bewertung |
|---|---|---:|---|
| **Hotel Goldener Adler** | Altstadt | ab 120 € | 4,6 (Google) |
| Pension Talblick | Aigen | ab 85 € | 9,1 (Booking.com) |

Frühstück ist in beiden Häusern inklusive.`;

const GENERIC = `Dazu kann ich Ihnen einige Anbieter nennen:

1. **Nordlicht Service GmbH** – seit 1998 in der Region tätig.
2. **Meyer & Söhne** – Familienbetrieb mit sehr guten Bewertungen.

Holen Sie mehrere Angebote ein.`;

const fake = await startFakeOpenAI(port);
let dentistTurn = 0;
fake.handle((request) => {
  const question = String(request.body?.messages?.at(-1)?.content ?? "");
  // A topic containing "Fehlertest" makes the provider fail, for the error journey.
  if (/fehlertest/i.test(question)) return { kind: "error", status: 500, message: "upstream failure" };
  if (/hotel/i.test(question)) return { kind: "answer", content: HOTELS, model: "fake-assistant-1", delayMs: 200 };
  if (/physio/i.test(question)) return { kind: "answer", content: PHYSIOTHERAPISTS, model: "fake-assistant-1", delayMs: 200 };
  if (/zahn/i.test(question)) {
    const content = DENTISTS[dentistTurn++ % DENTISTS.length]!;
    return { kind: "answer", content, model: "fake-assistant-1", delayMs: 400 };
  }
  return { kind: "answer", content: GENERIC, model: "fake-assistant-1", delayMs: 400 };
});
console.log(`fake assistant listening on ${fake.url}`);
