import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName } from "./name-shape";
import { isTitleWord } from "./persons";
import { splitSentences } from "./sentences";

/** Round 22 (corpora blind36 and blind38): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string) => {
  const r = analyzeByRules(answer, { businessName, ...(domain ? { domain } : {}) });
  return { businesses: r.businesses.map((b) => b.name), negative: r.negativeMentions.map((n) => n.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("the visitor named by its owner with an academic title", () => {
  it("reads the lower-case parts of a Swiss or Austrian degree as a title, not as running text", () => {
    expect(isTitleWord("oec.")).toBe(true);
    expect(isTitleWord("Dipl.-Kfm.")).toBe(true);
    expect(isPhraseNotName("lic. oec. Anna Keller")).toBe(false);
    const answer =
      "Treuhänder in Wil:\n\n- **Seeblick Treuhand AG** – Buchhaltung und Steuern für KMU.\n- **Thurgauer Revision GmbH** – auch Revisionen.\n- **lic. oec. Anna Keller** – Einzelpraxis am Marktplatz, faire Pauschalen.";
    const r = read(answer, "Treuhandbüro Keller");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
  });

  it("does not end a sentence after a Diplom degree abbreviated in one word", () => {
    expect(splitSentences("Gut ist Dipl.-Kfm. Jonas Brandt aus Lohr.").length).toBe(1);
    const answer =
      "In Lohr gibt es einige Kanzleien.\n\n**Steuerkanzlei Albers** am Bahnhof betreut viele Vermieter.\n\nEbenfalls gut ist **Dipl.-Kfm. Jonas Brandt**, der sich auf Photovoltaik spezialisiert hat.\n\nIn Karlstadt kommt die **Vogt & Hahn Steuerberatungsgesellschaft mbH** infrage.";
    const r = read(answer, "Steuerberatung Brandt");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });
});

describe("a venue's details under its heading", () => {
  const venues =
    "Für 80 Gäste kommen diese Locations infrage:\n\n### 1. Gutshof Linde\n* **Ambiente:** Restaurierter Gutshof mit großer Diele.\n* **Kapazität:** Bis 120 Gäste.\n\n" +
    "### 2. Café am Turm\n* **Ambiente:** Direkt an der Burg.\n* **Kapazität:** Innen etwa 70 Plätze.\n\n" +
    "### 3. Hofgut Eiche\n* **Ambiente:** Umgebaute Scheune.\n* **Kapazität:** 60 bis 140 Gäste.\n\n";

  it("reads a list of a venue's ambience and capacity as the details of the heading above it", () => {
    const r = read(venues, "Hofgut Eiche");
    expect(r.businesses).toEqual(["Gutshof Linde", "Café am Turm", "Hofgut Eiche"]);
    expect(r.position).toBe(3);
  });

  it("reads the bold names of a closing „Weitere Optionen“ paragraph as more of the list", () => {
    const answer = `${venues}**Weitere Optionen:** Für kleinere Feiern lohnen sich das **Wirtshaus am Bach** und die **Scheune Ostrand** am Ortsrand.`;
    expect(read(answer, "Hofgut Eiche").businesses).toEqual(["Gutshof Linde", "Café am Turm", "Hofgut Eiche", "Wirtshaus am Bach", "Scheune Ostrand"]);
  });
});

describe("a region's name in a business's name", () => {
  it("reads „Amt“ after a place's adjective as a region, not an office", () => {
    const answer =
      "Zahnärzte im Seetal:\n\n* **Zahnarztpraxis Dr. Moser** – in Hochdorf, Familienpraxis.\n* **Zahnzentrum Luzerner Amt** – grössere Praxis mit Notfallterminen.\n* **Praxis am Bach** – im Ortsteil Ballwil.\n\nFür Bescheinigungen ist das Amt für Gesundheit zuständig.";
    const r = read(answer, "Praxis am Bach");
    expect(r.businesses).toEqual(["Zahnarztpraxis Dr. Moser", "Zahnzentrum Luzerner Amt", "Praxis am Bach"]);
    expect(r.position).toBe(3);
  });
});

describe("a list mixing tips and businesses", () => {
  it("reads the topics of a list introduced as advice and recommendations as labels and its names as businesses", () => {
    const answer =
      "Für einen jungen Hund gibt es in Musterdorf einige gute Hundeschulen.\n\n**Worauf du achten solltest und empfehlenswerte Angebote:**\n\n" +
      "* **Zertifizierte Trainer:** Achte auf das Gütesiegel der Tierärztekammer.\n* **Hundeschule Pfotenglück Nord:** Welpenkurse in Kleingruppen am Ortsrand.\n" +
      "* **Welpengruppen:** Sie sollten nach Größe getrennt sein.\n* **Hundezentrum Seewiese:** Großes Gelände mit Agility-Platz.\n* **Hundeschule Kunterbunt:** Einzeltraining auch bei dir zu Hause.";
    const r = read(answer, "Hundeschule Kunterbunt");
    expect(r.businesses).toEqual(["Hundeschule Pfotenglück Nord", "Hundezentrum Seewiese", "Hundeschule Kunterbunt"]);
    expect(r.position).toBe(3);
  });
});

describe("a place sharing a word with the visitor's name", () => {
  const answer =
    "Brauereiführungen in Musterhausen:\n\nDie größte Führung bietet die **Brauerei Kronenhof** am Stadtrand.\n\nKleiner ist die **Hofbrauerei Lamprecht** im Ortsteil Sandbühl, wo der Braumeister selbst führt.\n\nViele Gäste kommen auf dem Radweg durchs Ilmbruch.";

  it("does not take a part of a place („im Ortsteil Sandbühl“) for the business named after it", () => {
    expect(read(answer, "Brauerei Sandbühl").mentioned).toBe(false);
  });

  it("reads a one-word fen land after „im“ as an area („im Warthebruch“)", () => {
    const fen =
      "Für eine Photovoltaikanlage in Wriezen kommen diese Fachbetriebe infrage:\n\n- **Elektro Lindner GmbH**: Meisterbetrieb mit eigenem Montageteam.\n- **Energietechnik Barnim**: auch größere Anlagen auf Hallen, wie sie im Warthebruch häufig sind.";
    expect(read(fen, "Warthebruch Solartechnik").mentioned).toBe(false);
  });
});
