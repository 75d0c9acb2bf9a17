import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { nameKey, namesMatch } from "./names";
import { isNoBusinessByKind } from "./non-businesses";
import { isNamedInAnotherRole } from "./persons";
import { otherFirmByLegalForm } from "./target-match";

/**
 * Round 38 (issue 31; blind88–91 were read after their one measurement): each rule on an example of its own, not taken
 * from a corpus.
 */

describe("a legal form written otherwise", () => {
  it("names the visitor when the surname and the trade are the visitor's", () => {
    const answer = [
      "Für die Buchhaltung deiner Bäckerei kommen in Wettringen diese Büros infrage:",
      "",
      "| Büro | Ort | Schwerpunkt |",
      "|---|---|---|",
      "| Steuerbüro Lammers | Neuenkirchen | Handwerk |",
      "| Wessels Steuerberatung GmbH | Wettringen | Lohn, Jahresabschluss |",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Steuerberatung Wessels KG" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Steuerbüro Lammers"]);
  });

  it("keeps two firms apart when they share only a region's name or only the surname", () => {
    expect(otherFirmByLegalForm("Treuhand Emmental AG", "Emmental Treuhand & Revision GmbH", [])).toBe(true);
    expect(otherFirmByLegalForm("Malerei Gisler GmbH", "Gisler Bedachungen AG", [])).toBe(true);
    expect(otherFirmByLegalForm("Treuhand Gisler GmbH", "Gisler Treuhand AG", [])).toBe(false);
    expect(otherFirmByLegalForm("Treuhand Gisler GmbH", "Treuhand Gisler", [])).toBe(false);
  });
});

describe("one trade in the words of two regions", () => {
  it("matches an installer, a garage and a joiner to the visitor's other word for the trade", () => {
    const pairs = [
      ["Installateur Gruber", "Gruber Haustechnik GmbH"],
      ["Garage Wyss", "Autowerkstatt Wyss"],
      ["Kfz-Technik Oberhuber", "Autoservice Oberhuber"],
      ["Schreinerei Hofstetter", "Tischlerei Hofstetter"],
    ];
    for (const [a, b] of pairs) expect(namesMatch(nameKey(a!), nameKey(b!)), `${a} / ${b}`).toBe(true);
  });

  it("keeps a tiler, a car dealer and a timber builder apart from them", () => {
    const pairs = [
      ["Sanitär Gruber", "Gruber Fliesen"],
      ["Autohaus Wyss", "Garage Wyss"],
      ["Holzbau Hofstetter", "Tischlerei Hofstetter"],
    ];
    for (const [a, b] of pairs) expect(namesMatch(nameKey(a!), nameKey(b!)), `${a} / ${b}`).toBe(false);
  });
});

describe("a namesake whose owner the answer names", () => {
  it("does not name the visitor when the item gives another owner of the visitor's surname", () => {
    const answer = [
      "Für eine neue Therme rund um Pottenstein:",
      "",
      "1. **Gruber Haustechnik GmbH** (Berndorf) – Inhaber Thomas Gruber; Thermentausch und Wartung.",
      "2. **Triesting Wärme** – kleiner Betrieb mit Notdienst.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Installationen Walter Gruber" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Gruber Haustechnik GmbH", "Triesting Wärme"]);
  });

  it("names the visitor when the owner the item gives is the visitor's", () => {
    const answer = "1. **Gruber Haustechnik GmbH** (Pottenstein) – Inhaber Walter Gruber; Thermentausch und Wartung.\n2. **Triesting Wärme** – Notdienst.";
    expect(analyzeByRules(answer, { businessName: "Installationen Walter Gruber" }).position).toBe(1);
  });
});

describe("a town in the visitor's name before an ampersand", () => {
  it("reads the town alone, not the town and the ampersand, so that the answer's own town does not set the visitor apart", () => {
    const answer =
      "Für eine kleine GmbH in Wertingen: Direkt im Ort gibt es die Kirchberg Steuerberatung, die in Bewertungen für schnelle Antworten gelobt wird. Eine Alternative ist das Steuerbüro Anja Riedl in Buttenwiesen.";
    const r = analyzeByRules(answer, { businessName: "Steuerkanzlei Kirchberg & Partner" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });
});

describe("a holiday farm named by its family", () => {
  it("names the visitor's holiday farm by the family name in the plural after 'bei den'", () => {
    const answer =
      "Für Ferien mit kleinen Kindern wird in Hüttschlag vor allem der Urlaub bei den Gruberbauers oft genannt: Die Familie vermietet zwei Wohnungen, und die Kinder dürfen beim Füttern helfen.";
    const r = analyzeByRules(answer, { businessName: "Ferienhof Gruberbauer" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });

  it("reads 'Ferienhof' as a trade word, so that the family name alone can name the farm", () => {
    expect(nameKey("Ferienhof Gruberbauer").trades).toEqual(["ferienhof"]);
  });
});

describe("a farm named by what it grows, and its farm shop", () => {
  it("names the visitor's farm by its farm shop of the family", () => {
    const answer = [
      "Rund um Salgesch gibt es mehrere Hofläden:",
      "",
      "- **Früchte Rhoneufer:** Aprikosen im Sommer, Selbstbedienung.",
      "- **Hofladen der Familie Kuonen:** Äpfel, Birnen und Most aus eigenem Anbau.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Obsthof Kuonen" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });

  it("keeps a named farm ('Lärchenhof') a name and another trade's farm shop apart", () => {
    expect(nameKey("Lärchenhof Kuonen").distinctive).toEqual(["laerchenhof", "kuonen"]);
    expect(namesMatch(nameKey("Hofladen Kuonen"), nameKey("Metzgerei Kuonen"))).toBe(false);
  });
});

describe("a person with a guild's office after the name", () => {
  it("does not name the visitor whose owner the answer quotes as a guild's master", () => {
    const answer = [
      "Für das Pickerl in Kalwang:",
      "",
      "1. **Kfz-Technik Rainer** – Termine innerhalb weniger Tage.",
      "2. **Autowerkstatt Mandl GmbH** (Mautern) – auch samstags.",
      "",
      "Ing. Peter Zeiler, Innungsmeister der Landesinnung Fahrzeugtechnik, rät, im Frühjahr früh zu buchen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Autohaus Zeiler" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Kfz-Technik Rainer", "Autowerkstatt Mandl GmbH"]);
  });

  it("keeps an owner whose apposition is the trade", () => {
    expect(isNamedInAnotherRole("Peter Zeiler", "Peter Zeiler, Kfz-Meister mit eigener Werkstatt, macht das Pickerl.")).toBe(false);
    expect(isNamedInAnotherRole("Peter Zeiler", "Peter Zeiler (stellvertretender Obmann der Innung) rät zu früher Buchung.")).toBe(true);
  });
});

describe("another town on a detail line", () => {
  it("sets apart a namesake whose 'Adresse:' line gives another town than the visitor's website", () => {
    const answer = [
      "Physiotherapie rund um Gais:",
      "",
      "**1. Physio Dorfplatz**",
      "* **Adresse:** Gais, Dorfzentrum",
      "",
      "**2. Physiotherapie Keller & Graf**",
      "* **Adresse:** Appenzell, beim Bahnhof",
      "* **Schwerpunkte:** Rehabilitation nach Operationen",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Physiotherapie Anna Keller", domain: "physio-keller-gais.ch" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Physio Dorfplatz", "Physiotherapie Keller & Graf"]);
  });
});

describe("a sports shop", () => {
  it("is a trade, so that a shop sharing only the visitor's town is not the visitor's workshop", () => {
    expect(nameKey("Sportshop Elm").trades).toEqual(["sportshop"]);
    const answer = "Rund um Elm:\n\n- **Bike Center Schwanden** – Servicepartner für Bosch\n- **Sportshop Elm** – vor allem Vermietung, kleinere Reparaturen";
    const r = analyzeByRules(answer, { businessName: "Velowerkstatt Elm" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Bike Center Schwanden", "Sportshop Elm"]);
  });
});

describe("a doctor's practice named by its kind and the title", () => {
  it("names the visitor's titled doctor by 'Ordination Dr.' and the surname", () => {
    const answer = [
      "In Köttmannsdorf und Umgebung:",
      "",
      "**Ordination Dr. Wernitsch** (Köttmannsdorf) – Kassenvertrag mit allen Kassen, neue Patienten nach kurzer Wartezeit.",
      "",
      "**Zahnarztpraxis Dr. Hannes Moser** (Klagenfurt) – langer Donnerstag.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Zahnärztin Dr. Eva Wernitsch" });
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Zahnarztpraxis Dr. Hannes Moser"]);
  });

  it("reads 'Ordination' as a trade word, and needs the title and the owner's surname", () => {
    expect(nameKey("Tierärztliche Ordination Dr. Hiden").trades).toContain("ordination");
    expect(analyzeByRules("**Ordination Wernitsch** – Allgemeinmedizin.", { businessName: "Zahnärztin Dr. Eva Wernitsch" }).mentioned).toBe(false);
  });
});

describe("a business named again in the dative plural", () => {
  it("counts 'bei den Zahnärzten am Kirchberg' as the 'Zahnärzte am Kirchberg' listed before", () => {
    const answer = [
      "**1. Zahnärzte am Kirchberg** – ruhige Praxis, Kennenlerntermin möglich.",
      "",
      "**2. Zahnzentrum Rangau** – lange Öffnungszeiten.",
      "",
      "Frag nach einem ersten Termin nur zum Kennenlernen – bei den Zahnärzten am Kirchberg ist das ausdrücklich vorgesehen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Wolf" });
    expect(r.competitors).toEqual(["Zahnärzte am Kirchberg", "Zahnzentrum Rangau"]);
  });
});

describe("a public subsidy", () => {
  it("is no business, with a place's adjective before it too", () => {
    expect(isNoBusinessByKind("Tiroler Energieförderung")).toBe(true);
    expect(isNoBusinessByKind("Wohnbauförderung")).toBe(true);
    expect(isNoBusinessByKind("Lernförderung Huber")).toBe(false);
    expect(isNoBusinessByKind("Steirische Wohnbauförderung")).toBe(true);
  });
});

describe("a map card under a name that reads as a place", () => {
  it("keeps the business the card shows", () => {
    const answer = [
      "Beliebte Optionen in Vechta:",
      "",
      "**Vechtaer Hof**",
      "4,3 ★ (212) · Deutsche Küche · €€",
      "Geöffnet · Schließt um 22:00",
      "",
      "**Gasthaus Zur Hache**",
      "4,6 ★ (150) · Restaurant · €€",
      "",
      "**ÖAMTC Stützpunkt Vechta**",
      "4,1 ★ (40) · Pannenhilfe · Geöffnet",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthaus Zur Hache" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Vechtaer Hof"]);
  });
});

describe("the visitor's website in bold after another business's card", () => {
  it("is the visitor at its own place, not the business whose card stands before it", () => {
    const answer = [
      "Für Balayage in Rastatt:",
      "",
      "**Salon Kopfsache**",
      "4,9 ★ (212) · Friseursalon · Rastatt",
      "",
      "**Salon Rheinperle**",
      "4,5 ★ (97) · Friseur · Rastatt-Plittersdorf",
      "",
      "Eine weitere gute Option: Auf **haarzeit-rastatt.de** wird Balayage ab 145 € angeboten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Haarzeit Rastatt", domain: "haarzeit-rastatt.de" });
    expect(r.position).toBe(3);
    expect(r.competitors).toEqual(["Salon Kopfsache", "Salon Rheinperle"]);
  });
});

describe("'zum einen' before a name", () => {
  it("introduces the name; it is no indefinite article", () => {
    const answer =
      "Für eine Küche nach Maß würde ich mir zwei Betriebe ansehen. Zum einen die Tischlerei Brandner, ein kleiner Betrieb in Kulmbach, der vor allem Massivholzküchen baut. Dann wäre da noch die Schreinerei Gahn direkt im Ort.";
    const r = analyzeByRules(answer, { businessName: "Schreinerei Gahn" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Tischlerei Brandner"]);
  });
});
