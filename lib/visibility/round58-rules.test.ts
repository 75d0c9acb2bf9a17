/**
 * Round 58's rules, each with an example of its own (not taken from a corpus): what the training corpora blind139 and
 * blind140 showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 58 rules: one trade in two words (hairdresser, Swiss garage)", () => {
  const salons = (first: string) =>
    ["Friseure in Lunden mit Samstagsterminen:", "", `1. **${first}** – Schnitt und Farbe, Sa 8–13 Uhr.`, "2. **Haarstudio Wiebke** – Damen und Herren."].join("\n");

  it("'Salon Carstens' is the visitor's 'Friseur Carstens'", () => {
    const r = analyzeByRules(salons("Salon Carstens"), { businessName: "Friseur Carstens" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Haarstudio Wiebke"]);
  });

  it("unchanged: a salon of another craft is another business", () => {
    const r = analyzeByRules(salons("Kosmetiksalon Carstens"), { businessName: "Friseur Carstens" });
    expect(r.mentioned).toBe(false);
  });

  it("unchanged: 'die Friseurin Anke' in another salon's item is not the visitor's 'Salon Anke'", () => {
    const answer = ["Friseure in Lunden:", "", "* **Haarwerk Lunden:** In Bewertungen wird die Friseurin Anke empfohlen.", "* **Studio Marsch:** Herrenschnitte."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Salon Anke" }).mentioned).toBe(false);
  });

  it("'Garage Rickenbacher' is the visitor's 'Rickenbacher Automobile AG'", () => {
    const answer = ["Garagen bei Zeglingen:", "", "1. **Auto Gelterkinden AG** – Markenvertretung.", "2. **Garage Rickenbacher** in Zeglingen – MFK-Vorbereitung."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Rickenbacher Automobile AG" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 58 rules: a name of two words said the other way round, in the genitive", () => {
  const cards = (name: string) =>
    ["In der Umgebung:", "", "**Salon Haarfein Schönau**", "4,5 ★ (80) · Friseursalon", "", `**${name}**`, "4,8 ★ (41) · Friseur", "Samstag nach Vereinbarung"].join("\n");

  it.each([
    ["Andrea's Haarstudio", "Haarstudio Andrea"],
    ["Monikas Haarstudio", "Haarstudio Monika"],
  ])("'%s' is the visitor's '%s'", (name, visitor) => {
    const r = analyzeByRules(cards(name), { businessName: visitor });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Hansens Hof' is the visitor's 'Ferienhof Hansen' (the last part of its first word)", () => {
    const answer = ["Unterkünfte in Poppenbüll:", "", "### 1. Haus Deichblick", "Zwei Wohnungen.", "", "### 2. Hansens Hof", "Vier Ferienwohnungen auf einem Hof mit Ponys."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ferienhof Hansen" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: another given name's studio is another business", () => {
    expect(analyzeByRules(cards("Anja's Haarstudio"), { businessName: "Haarstudio Andrea" }).mentioned).toBe(false);
  });
});

describe("round 58 rules: an item citing a website spelt as the visitor's name", () => {
  const answer = (site: string) =>
    [
      "Hausärzte rund um Bubendorf:",
      "",
      "### Gemeinschaftspraxis Frenkenbach",
      `Mehrere Hausärztinnen, eigenes Labor; neue Patienten über ein Online-Formular. ([${site}](https://www.${site}/anmeldung))`,
      "",
      "### Hausarztpraxis Ziefen",
      "Kleinere Praxis, Termine auf OneDoc. ([onedoc.ch](https://www.onedoc.ch/de/hausarzt/ziefen))",
    ].join("\n");

  it("names the visitor 'Ärztehaus Frenkenbach' though the answer calls it otherwise", () => {
    const r = analyzeByRules(answer("aerztehaus-frenkenbach.ch"), { businessName: "Ärztehaus Frenkenbach" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Hausarztpraxis Ziefen"]);
  });

  it("unchanged: a website of another name does not", () => {
    expect(analyzeByRules(answer("praxis-frenkenbach.ch"), { businessName: "Ärztehaus Frenkenbach" }).mentioned).toBe(false);
  });
});

describe("round 58 rules: the owner with a job word of the visitor's kind in apposition", () => {
  const answer = (job: string) =>
    [
      "Ich habe nach Kanzleien bei Gerbstedt gesucht.",
      "",
      `Am nächsten liegt Sabine Köhnke, ${job} direkt in Gerbstedt. Sie bietet ein kostenloses Erstgespräch an.`,
      "",
      "Eine größere Alternative ist die Kanzlei Dr. Lindner & Partner in Hettstedt.",
    ].join("\n");

  it("'Sabine Köhnke, Steuerberaterin' names the visitor's 'Steuerbüro Köhnke'", () => {
    const r = analyzeByRules(answer("Steuerberaterin"), { businessName: "Steuerbüro Köhnke" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });

  it("unchanged: a job of another field does not", () => {
    expect(analyzeByRules(answer("Rechtsanwältin"), { businessName: "Steuerbüro Köhnke" }).mentioned).toBe(false);
  });
});

describe("round 58 rules: 'eigene' before a run says what someone has of their own", () => {
  it("'ohne eigenes Auto zum Kurs' names no business", () => {
    const answer = ["Fahrschulen bei Turnau:", "", "- **Fahrschule Hochschwab** – L17-Ausbildung.", "- **Fahrschule Aflenz** – Intensivkurse.", "", "Wer ohne eigenes Auto zum Kurs nach Aflenz muss, nimmt den Bus."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Fahrschule Aflenz" });
    expect(r.competitors).toEqual(["Fahrschule Hochschwab"]);
    expect(r.position).toBe(2);
  });
});

describe("round 58 rules: Low German and Swiss German parts of a name", () => {
  const cards = (name: string) =>
    ["Für ein Abendessen bei Oldenswort:", "", "**Landgasthof Hochbrücke**", "4,4 ★ (180) · Deutsch · €€", "", `**${name}**`, "4,6 ★ (64) · Gasthaus · €€", "Kleine Karte, Stammtisch"].join("\n");

  it.each([
    ["Dörpskrog Oldenswort", "Dorfkrug Oldenswort"],
    ["Gasthaus Sunnebärg", "Gasthaus Sonnenberg"],
  ])("'%s' is the visitor's '%s'", (name, visitor) => {
    const r = analyzeByRules(cards(name), { businessName: visitor });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: another inn's name is another business", () => {
    expect(analyzeByRules(cards("Dörpskrog Uelvesbüll"), { businessName: "Dorfkrug Oldenswort" }).mentioned).toBe(false);
  });
});

describe("round 58 rules: Google's source cards, a page's title over its site's domain, close the answer", () => {
  it("'Zahnärzte Thusis – local.ch' over 'local.ch' names no business; the site is cited", () => {
    const answer = [
      "In Tschappina gibt es keine Zahnarztpraxis. Die nächsten:",
      "",
      "* **Zahnarztpraxis Dr. med. dent. Sina Casutt** (Thusis): nimmt neue Patienten auf.",
      "* **Dentalzentrum Viamala AG** (Thusis): Notfalltermine am Vormittag.",
      "",
      "Zahnarzt in der Nähe von Tschappina | OneDoc",
      "onedoc.ch",
      "",
      "Zahnärzte Thusis – local.ch",
      "local.ch",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Luregn Tester" });
    expect(r.competitors).toEqual(["Zahnarztpraxis Dr. med. dent. Sina Casutt", "Dentalzentrum Viamala AG"]);
    expect(r.platforms).toContain("local.ch");
  });
});

describe("round 58 rules: the one thing criticised is a caveat, not advice against", () => {
  it("'bemängelt werden nur die kleinen Zimmer' keeps the pension among the recommendations", () => {
    const answer = [
      "Unterkünfte im Avers:",
      "",
      "**Gasthaus Walserhof**",
      "* **Ort:** Cröt",
      "",
      "**Pension Podestatsch**",
      "* **Ort:** Juf",
      "* **Bewertung:** 9,1 auf Booking.com; bemängelt werden nur die kleinen Zimmer.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthaus Walserhof" });
    expect(r.competitors).toEqual(["Pension Podestatsch"]);
    expect(r.negativeMentions).toEqual([]);
  });
});

describe("round 58 rules: 'ist zudem … eingetragen' names a business as also listed", () => {
  it("'In Tenna selbst ist zudem die Garage Buchli eingetragen' is a neutral mention", () => {
    const answer = ["Garagen bei Tenna:", "", "1. **Garage Safien AG** – MFK-Vorbereitung.", "2. **Garage Rhein** in Versam – Markenvertretung.", "", "In Tenna selbst ist zudem die Garage Buchli eingetragen."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Garage Buchli" });
    expect([r.mentioned, r.position, r.mentionTone]).toEqual([true, 3, "neutral"]);
  });
});

describe("round 58 rules: a name the next sentence refers back to as a firm", () => {
  it("'**Alpin Sport Zernez** … Das Geschäft hat …' before a list is a business", () => {
    const answer = [
      "Für Tourenausrüstung würde ich diese Adressen in Betracht ziehen:",
      "",
      "Am bekanntesten ist wohl **Alpin Sport Zernez** im Zentrum. Das Geschäft hat eine grosse Auswahl an Tourenski.",
      "",
      "In Susch selbst gibt es **Sport Caviezel**, ein kleines Familiengeschäft.",
      "",
      "Für den Einstieg:",
      "",
      "- **Bergführer Engiadina** – Einführungskurse mit Lawinenkunde.",
      "- **Skischule Zernez** – Schnuppertage für Skitouren.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Sport Caviezel" });
    expect(r.competitors[0]).toBe("Alpin Sport Zernez");
    expect(r.position).toBe(2);
  });
});

describe("round 58 rules: a maker of goods in the text is not a business named after it", () => {
  it("'Servicepartner für Stromer und Flyer' does not name the visitor's 'Velowerkstatt Stromer'", () => {
    const answer = ["E-Bike-Service bei Sissach:", "", "- **Velo Ergolz** in Gelterkinden – offizieller Servicepartner für Stromer und Flyer.", "- **Zweirad Diegten** – Akku-Diagnose."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Velowerkstatt Stromer" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Velo Ergolz", "Zweirad Diegten"]);
  });

  it("unchanged: the visitor's name with its trade word is the visitor", () => {
    const answer = ["E-Bike-Service bei Sissach:", "", "- **Velo Ergolz** in Gelterkinden – Service für alle Marken.", "- **Velowerkstatt Stromer** – Akku-Diagnose."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Velowerkstatt Stromer" }).position).toBe(2);
  });
});

describe("round 58 rules: a closing list of '[n] site – title' lines is the answer's sources", () => {
  it("'[1] google.com/maps – Friseur Vaterstetten' names no business; Google Maps is cited", () => {
    const answer = [
      "Hier sind ein paar gut bewertete Friseursalons in Vaterstetten:",
      "",
      "- **Haarstudio Isar** – Moderne Schnitte und Farbe.[1]",
      "- **Friseur Kopfsache** – Unkompliziert, auch ohne Termin.[2]",
      "- **Coiffeur Jagdfeld** – Produkte von Davines.[1]",
      "",
      "Termine kannst du über Treatwell buchen.[3]",
      "",
      "[1] google.com/maps – Friseur Vaterstetten",
      "[2] friseur-kopfsache.de",
      "[3] treatwell.de – Friseure in Vaterstetten",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Salon Bianca" });
    expect(r.competitors).toEqual(["Haarstudio Isar", "Friseur Kopfsache", "Coiffeur Jagdfeld"]);
    expect(r.platforms).toContain("Google Maps");
  });
});

describe("round 58 rules: AI Overview source rows ('site · title') before 'Mehr anzeigen' are sources", () => {
  it("'wko.at · Firmen A-Z: Tischler Bezirk Imst' names no business", () => {
    const answer = [
      "Tischler rund um Tarrenz:",
      "",
      "- **Tischlerei Gurgltal** – Küchen und Einbauschränke.",
      "- **Möbelbau Strad** – Massivholzmöbel.",
      "",
      "herold.at · Tischler in Imst und Umgebung",
      "wko.at · Firmen A-Z: Tischler Bezirk Imst",
      "",
      "Mehr anzeigen",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Holzwerkstatt Salvesen" });
    expect(r.competitors).toEqual(["Tischlerei Gurgltal", "Möbelbau Strad"]);
    expect(r.platforms).toContain("Herold");
  });
});
