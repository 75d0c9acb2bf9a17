import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isNoBusinessByApposition } from "./non-businesses";
import { isInstitutionByBracket, isPublicOfficeName } from "./set-apart";
import { readTone } from "./tone";

/** Round 19 (issue 31, corpus blind25): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeByRules(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("names in the text of list items beside a list of businesses", () => {
  const list =
    "Schreinereien in Lahnstein:\n\n* **Schreinerei Albrecht**: Einbauschränke nach Mass.\n* **Holzwerkstatt Rhenus**: Küchen und Treppen.\n* **Möbelbau Kettler**: Restaurierungen.\n\n";

  it("needs a firm's evidence for a bold name in a labelled note", () => {
    const answer = `${list}**Was Sie noch brauchen**\n\n* **Baugenehmigung:** Zuständig ist das **Bürgerforum Rheinhöhen**.\n* **Förderung:** Beim Land nachfragen.`;
    expect(read(answer, "Möbelbau Kettler").businesses).toEqual(["Schreinerei Albrecht", "Holzwerkstatt Rhenus", "Möbelbau Kettler"]);
  });

  it("needs a firm's evidence for a bold name in an item that is a sentence", () => {
    const answer = `${list}**Vor dem Auftrag**\n\n- Einen Überblick über Holzarten gibt die **Holzinitiative Mittelrhein**.\n- Vergleichen Sie zwei Angebote.`;
    expect(read(answer, "Möbelbau Kettler").businesses).toEqual(["Schreinerei Albrecht", "Holzwerkstatt Rhenus", "Möbelbau Kettler"]);
  });

  it("keeps a name with a trade word, and one its item recommends", () => {
    const answer = `${list}**Außerdem**\n\n* **Beschläge:** Gute Auswahl hat die **Schlosserei Brandl**.\n* **Polster:** Sehr zu empfehlen ist **Stoffwerk Nahe**.`;
    expect(read(answer, "Möbelbau Kettler").businesses).toEqual([
      "Schreinerei Albrecht",
      "Holzwerkstatt Rhenus",
      "Möbelbau Kettler",
      "Schlosserei Brandl",
      "Stoffwerk Nahe",
    ]);
  });

  it("leaves a list of labelled notes alone when fewer than two items lead with a business", () => {
    const answer = "Zwei Tipps für Lahnstein:\n\n* **Für Eilige:** Die **Holzwerkstatt Rhenus** liefert schnell.\n* **Für Sparsame:** **Möbelbau Kettler** ist günstig.";
    expect(read(answer, "Möbelbau Kettler").businesses).toEqual(["Holzwerkstatt Rhenus", "Möbelbau Kettler"]);
  });
});

describe("public offices, hospitals, schools and tourist boards", () => {
  it("reads their kind words as a body, not a firm", () => {
    for (const name of ["Standesamt Lahnstein", "Zulassungsstelle des Rhein-Lahn-Kreises", "Stadtverwaltung Nassau", "Bezirkshauptmannschaft Feldkirch", "Kantonsspital Glarus", "DRK-Krankenhaus Diez", "Schule Oberdorf", "Kantonsschule Sursee", "Engadin Tourismus", "Sozialpsychiatrischer Dienst Rhein-Lahn", "Ausgleichskasse Luzern"]) {
      expect(isPublicOfficeName(name), name).toBe(true);
    }
  });

  it("keeps firms whose names share a word with them", () => {
    // A region in "-amt", a firm's "-verwaltung", a compound school, a trade word beside the kind, a legal form.
    for (const name of ["Garage Freiamt", "Hausverwaltung Lahnblick", "Agility-Schule Nahetal", "Apotheke am Klinikum", "Tierhospital Rheinau", "Tourismus Lahn GmbH", "Tankstelle Berger"]) {
      expect(isPublicOfficeName(name), name).toBe(false);
    }
  });

  it("reads a bracket naming a public service after a name", () => {
    expect(isInstitutionByBracket("Labor Oberland", "Zuständig ist das Labor Oberland (Veterinärdienst) in Sarnen.")).toBe(true);
  });

  it("sets a public office apart in a list of places to go", () => {
    const answer =
      "Für die Trauung in Nassau:\n\n* **Gutshof Lahnwiese**: Scheune für 120 Gäste.\n* **Villa Rosenhang**: Garten mit Pavillon.\n* **Standesamt Nassau**: Trauzimmer im Rathaus.";
    expect(read(answer, "Villa Rosenhang").businesses).toEqual(["Gutshof Lahnwiese", "Villa Rosenhang"]);
  });
});

describe("numbered bold lines over plain bullets", () => {
  it("reads each numbered bold line as a business with its details", () => {
    const answer =
      "Kletterkurse in Bad Ems:\n\n**1. Kletterschule Lahnfels**\n* Kurse am Fels ab Ostern\n* Leihmaterial inklusive\n\n**2. Boulderhalle Emsblock**\n* Günstige Einsteigerkurse, auch für Kinder\n\n**3. Bergsport Kessler**\n* Privatstunden\n\n**Gut zu wissen**\n* Die **Emser Felsen** sind im Frühjahr wegen Brutzeiten teils gesperrt.";
    const r = read(answer, "Boulderhalle Emsblock");
    expect(r.businesses).toEqual(["Kletterschule Lahnfels", "Boulderhalle Emsblock", "Bergsport Kessler"]);
    expect(r.position).toBe(2);
  });

  it("keeps a numbered bold line over bold-led items a title", () => {
    const answer = "**1. In der Altstadt**\n* **Kletterschule Lahnfels** – Kurse am Fels\n* **Boulderhalle Emsblock** – Einsteigerkurse";
    expect(read(answer, "Boulderhalle Emsblock").businesses).toEqual(["Kletterschule Lahnfels", "Boulderhalle Emsblock"]);
  });
});

describe("a seasonal break that holds now", () => {
  it("reads a break until a date or now as unavailable, a break as a habit not", () => {
    expect(readTone("Gasthaus Lindenhof – sonst sehr beliebt, macht aber bis Ende Februar Winterpause.", "")).toBe("unavailable");
    expect(readTone("Eisdiele Venezia – derzeit in der Betriebspause, ab April wieder offen.", "")).toBe("unavailable");
    expect(readTone("Gasthaus Lindenhof – sehr beliebt, hat jedes Jahr im Januar Betriebsferien.", "")).toBe("recommended");
  });
});

describe("paediatricians' trade words", () => {
  it("does not take another paediatric practice for the visitor's by the shared trade word", () => {
    const answer =
      "Kinderärzte in Bad Ems:\n\n- **Kinderarztpraxis an der Lahn** – nimmt neue Patienten auf.\n- **Praxis Dr. med. Jana Oswald** – beliebt, aber derzeit Aufnahmestopp.\n- **Kinder- und Jugendarztpraxis Emstal** – offene Sprechstunde.";
    const r = read(answer, "Kinderarztpraxis Dr. Oswald");
    expect(r.position).toBe(2);
    expect(r.tone).toBe("unavailable");
    expect(r.businesses).toEqual(["Kinderarztpraxis an der Lahn", "Praxis Dr. med. Jana Oswald", "Kinder- und Jugendarztpraxis Emstal"]);
  });
});

describe("what a sentence says a name is", () => {
  it("reads a copula's predicate like an apposition", () => {
    const context = "Der Nassauer Zwiebelkuchen ist eine geschützte geografische Angabe und wird nur im Lahntal gebacken.";
    expect(isNoBusinessByApposition("Nassauer Zwiebelkuchen", context)).toBe(true);
    expect(isNoBusinessByApposition("Lahnfest", "Das Lahnfest ist das größte, älteste Fest der Region.")).toBe(true);
    // A predicate calling it a firm says nothing against it.
    expect(isNoBusinessByApposition("Backstube Lind", "Die Backstube Lind ist ein Familienbetrieb in dritter Generation.")).toBe(false);
  });

  it("reads a name after an indefinite article as a kind, unless it has a firm's evidence", () => {
    const answer =
      "Für einen **Lahnsteiner Dielentisch** bist du in Nassau gut aufgehoben:\n\n- **Tischlerei Brandt** – Massivholz nach Maß.\n- **Holzmanufaktur Emsblick** – moderne Formen.";
    const r = read(answer, "Tischlerei Brandt");
    expect(r.position).toBe(1);
    expect(r.businesses).toEqual(["Tischlerei Brandt", "Holzmanufaktur Emsblick"]);
    const named = "Neben der Liste lohnt auch ein Besuch in einer **Schreinerei Vogt** im Nachbarort.\n\n- **Tischlerei Brandt** – Massivholz.\n- **Holzmanufaktur Emsblick** – Formen.";
    expect(read(named, "Tischlerei Brandt").businesses).toContain("Schreinerei Vogt");
  });
});
