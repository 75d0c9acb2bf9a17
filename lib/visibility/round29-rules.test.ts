import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName } from "./name-shape";
import { readTone } from "./tone";

/**
 * Round 29 (issue 31, the platforms an answer points to; corpora blind13–41 were read): each rule on an example of its
 * own, not taken from a corpus.
 */
const platforms = (answer: string) => analyzeByRules(answer, {}).platforms;

describe("a score or a rating on Google is its Google Maps profile's", () => {
  it.each([
    ["stars 'bei Google' in a detail bullet", "- **Physio Lenz**\n  * **Bewertung:** 4,6 Sterne bei Google\n  * **Telefon:** 07351 123456"],
    ["stars with Google in brackets", "- **Physio Lenz**\n  * **Bewertung:** 4,9 von 5 Sternen (Google, ca. 120 Rezensionen)"],
    ["a table cell with a star", "| Praxis | Bewertung |\n|---|---|\n| **Physio Lenz** | 4,7 ★ (Google) |"],
    ["a table column 'Bewertung (Google)'", "| Praxis | Ort | Bewertung (Google) |\n|---|---|---|\n| **Physio Lenz** | Mitte | 4,7 |"],
    ["businesses rated well on Google", "In Ulm gibt es mehrere Praxen, die auf Google gut bewertet werden:\n\n- **Physio Lenz**: Sportphysiotherapie."],
    ["stars after Google", "- **Physio Lenz** – Sportphysiotherapie. Bei Google mit 4,7 Sternen bewertet."],
    ["feedback on Google", "Die **Physio Lenz** gilt nach den Rückmeldungen auf Google als sehr flexibel bei Terminen."],
  ])("%s", (_, answer) => {
    expect(platforms(answer)).toEqual(["Google Maps"]);
  });

  it("reads a domain's dot as no sentence's end between the reviews and Google", () => {
    expect(platforms("Bewertungen zu den Praxen findet man auf jameda.de und bei Google.")).toEqual(["Jameda", "Google Maps"]);
    expect(platforms("Auf Google und local.ch werden diese Betriebe gut bewertet:\n\n- **Elektro Huber**: Installationen.")).toEqual(["Google Maps", "local.ch"]);
  });

  it("leaves Google the search engine where no score or review is meant", () => {
    expect(platforms("Suchen Sie bei Google nach „Physiotherapie Ulm“, um weitere Praxen zu finden.")).toEqual(["Google"]);
    expect(platforms("Laut Google ist die Praxis ab 8 Uhr geöffnet.")).toEqual(["Google"]);
  });
});

describe("platforms of trades, weddings, events and wine", () => {
  it("reads Offerto, hochzeit.click, Eventsofa and Vivino as platforms, not businesses", () => {
    const answer = [
      "- **Weingut Kranzl** – Hoffeste im Sommer; die Weine sind auf Vivino gut bewertet.",
      "- **Gut Lindenau** – Scheune für 150 Gäste.",
      "",
      "Weitere Locations finden Sie bei Eventsofa und auf hochzeit.click; Angebote für den Transport vergleichen Sie über Offerto.",
    ].join("\n");
    const r = analyzeByRules(answer, {});
    expect(r.platforms).toEqual(["Vivino", "Eventsofa", "hochzeit.click", "Offerto"]);
    expect(r.competitors).toEqual(["Weingut Kranzl", "Gut Lindenau"]);
  });
});

/** Round 29 (blind44, long answers): the rules it taught, each on an example of its own. */
describe("notes after the businesses, under a lead that introduces no business", () => {
  const firms = ["Gute Zahnarztpraxen in Weiden:", "", "- **Zahnarztpraxis Seidl**: Angstpatienten, Prophylaxe.", "- **Zahnzentrum Naab**: Implantate.", ""];
  it.each([
    ["what to do when nothing is found", "**Wenn Sie keinen Termin bekommen**"],
    ["a condition with 'nichts'", "**Falls nichts frei ist**"],
    ["a step before", "**Vor dem Termin**"],
    ["a step after", "**Nach der Behandlung**"],
    ["a procedure", "**Typischer Ablauf**"],
    ["prices with an adjective", "**Ungefähre Kosten einer Zahnreinigung**"],
  ])("are no businesses under %s", (_, lead) => {
    const answer = [...firms, lead, "- **Notdienst Bayern:** Am Wochenende über die 116117.", "- **Bonusheft Zahnersatz:** Regelmäßig abstempeln lassen.", "- Professionelle Zahnreinigung: etwa 80–120 €."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnzentrum Naab" }).businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis Seidl", "Zahnzentrum Naab"]);
  });

  it("still reads businesses a condition introduces that is no fallback", () => {
    const answer = ["Gute Zahnarztpraxen in Weiden:", "", "- **Zahnarztpraxis Seidl**: Prophylaxe.", "", "**Wenn Sie Kinder haben**", "- **Kinderzahnarzt Oberpfalz**: Behandlung in Vollnarkose möglich."].join("\n");
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis Seidl", "Kinderzahnarzt Oberpfalz"]);
  });
});

describe("the tone of a mention", () => {
  it("reads criticism by some clients as no advice against, in either order of praise and criticism", () => {
    expect(readTone("Freundliches Team; manche Kundinnen bemängeln, dass es samstags voll ist.")).toBe("recommended");
    expect(readTone("Einige Gäste kritisieren die kleinen Zimmer, loben aber das Frühstück.")).toBe("recommended");
    expect(readTone("Viele Kunden bemängeln die Wartezeiten.")).toBe("discouraged");
  });

  it("reads 'zugesperrt' and a closure after a long attribution as closed", () => {
    expect(readTone("Die Bäckerei Gruber hat 2025 zugesperrt.")).toBe("unavailable");
    expect(readTone("Der Gasthof hat laut Google Maps und einem Bericht der Lokalzeitung im Frühjahr 2026 geschlossen.")).toBe("unavailable");
    expect(readTone("Die Praxis hat montags und dienstags nachmittags geschlossen.")).toBe("recommended");
    expect(readTone("Die Praxis hat am Mittwoch geschlossen.")).toBe("recommended");
  });

  it("reads a practice 'ohne Aufnahmestopp' as open, one with it as not taking anyone", () => {
    expect(readTone("Landarztpraxis Berg: offene Sprechstunde am Montag.", "Weiter entfernt, aber ohne bekannten Aufnahmestopp")).toBe("recommended");
    expect(readTone("Landarztpraxis Berg: derzeit Aufnahmestopp.")).toBe("unavailable");
  });
});

describe("a heading that names a choice, not a business", () => {
  it("is no name: 'Günstigere Alternative', 'Weitere Option'", () => {
    expect(isPhraseNotName("Günstigere Alternative")).toBe(true);
    expect(isPhraseNotName("Weitere Option")).toBe(true);
    expect(isPhraseNotName("Goldener Hirsch")).toBe(false);
  });
});

/** Round 29 (blind45: how the visitor's business is named or not): each rule on an example of its own. */
describe("the visitor's business named by its website in a heading", () => {
  it("reads a heading that is only a link labelled with the visitor's domain as the visitor, at its place", () => {
    const answer = ["Diese Kanzleien passen:", "", "### 1. Steuerbüro Albers", "Einzelkanzlei am Markt.", "", "### 2. [kessler-stb.de](https://www.kessler-stb.de)", "Die Kanzlei sitzt in Gemünd und betreut Landwirte.", "", "### 3. Treuhand Eifel", "Teil eines Verbunds."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kessler & Partner Steuerberatungsgesellschaft mbB", domain: "kessler-stb.de" });
    expect(r).toMatchObject({ mentioned: true, position: 2 });
    expect(r.competitors).toEqual(["Steuerbüro Albers", "Treuhand Eifel"]);
  });
});

describe("a business named after the place the visitor's business is named after", () => {
  it("does not take 'Weingut Keller am Sonnenberg' for 'Weingut Sonnenberg'", () => {
    const answer = ["Für eine Degustation:", "", "- **Weingut Keller am Sonnenberg** – Blauburgunder aus Südlage.", "- **Rebgut Meili** – Bio-Weine."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Weingut Sonnenberg" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Weingut Keller am Sonnenberg", "Rebgut Meili"]);
  });

  it("still takes the fuller name of the visitor's own business for it", () => {
    const answer = "- **Weingut Keller am Sonnenberg** – Blauburgunder aus Südlage.\n- **Rebgut Meili** – Bio-Weine.";
    expect(analyzeByRules(answer, { businessName: "Weingut Keller" })).toMatchObject({ mentioned: true, position: 1 });
    // A visitor's name that has the preposition itself may be the fuller name's short form.
    expect(analyzeByRules("- **Bäckerei Huber am Lindenplatz** – Sauerteig.\n- **Backhaus Süd** – Brezen.", { businessName: "Bäckerei am Lindenplatz" })).toMatchObject({ mentioned: true, position: 1 });
  });
});

describe("a business's entry on Google", () => {
  it("is its Google Maps profile: 'im Google-Eintrag', 'laut Google-Eintrag'", () => {
    expect(platforms("- **Café Lind** – Kuchen.\n\nAktuelle Öffnungszeiten finden Sie im Google-Eintrag des Cafés.")).toEqual(["Google Maps"]);
  });
});

describe("businesses as headings with paragraphs, split by section headings", () => {
  const answer = [
    "Für Tamsweg kommen diese Betriebe in Frage:",
    "",
    "### Empfehlenswert",
    "",
    "**Elektrotechnik Murtal GmbH** (Tamsweg)",
    "Größter Betrieb der Region.",
    "",
    "**Elektro Brugger** (Mariapfarr)",
    "Kleinerer Meisterbetrieb.",
    "",
    "### Eher mit Vorsicht",
    "",
    "**Elektro Lassacher** (Unternberg)",
    "Wäre am nächsten; für ein größeres Projekt würde ich eher einen der anderen Betriebe wählen.",
    "",
    "### Weitere Option",
    "",
    "**Elektro Kocher** (Mauterndorf)",
    "Spezialisiert auf Altbauten.",
  ].join("\n");

  it("reads the heading under each section label as a business, with the label's verdict", () => {
    const r = analyzeByRules(answer, { businessName: "Elektro Lassacher" });
    expect(r.competitors).toEqual(["Elektrotechnik Murtal GmbH", "Elektro Brugger", "Elektro Kocher"]);
    expect(r).toMatchObject({ mentioned: true, position: 3, mentionTone: "discouraged" });
  });

  it("leaves a lone heading before any list of businesses alone (the answer's title)", () => {
    const titled = ["### Elektriker im Lungau für Photovoltaik", "", "Die Auswahl ist überschaubar.", "", "**Elektrotechnik Murtal GmbH** (Tamsweg)", "Größter Betrieb.", "", "**Elektro Brugger** (Mariapfarr)", "Meisterbetrieb."].join("\n");
    expect(analyzeByRules(titled, {}).competitors).toEqual(["Elektrotechnik Murtal GmbH", "Elektro Brugger"]);
  });
});

describe("complaints that pile up", () => {
  it("reads 'häufen sich auf Google aber Beschwerden' as advised against", () => {
    expect(readTone("In den letzten Monaten häufen sich auf Google aber Beschwerden über Termine.")).toBe("discouraged");
  });
});

describe("where a statement is from", () => {
  it("takes no source after 'laut' for a business: 'laut mehreren Einträgen', 'laut eigenen Angaben'", () => {
    const answer = [
      "Gute Radhändler in Lohr:",
      "",
      "- **Radhaus Spessart** – E-Bikes und Service.",
      "- **Zweirad Amrhein** – Lastenräder.",
      "",
      "Beide bieten laut eigenen Angaben Dienstrad-Leasing an. Achtung: Das Radlager Nord, früher oft genannt, hat laut mehreren Einträgen den Verkauf eingestellt.",
    ].join("\n");
    const r = analyzeByRules(answer, {});
    expect(r.competitors).toEqual(["Radhaus Spessart", "Zweirad Amrhein"]);
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Radlager Nord"]);
  });
});

describe("a namesake in another town", () => {
  const answer = (where: string) =>
    ["Gute Wirtshäuser rund um Lembach:", "", "**Wirtshaus Mühlbach**", "Am Ortsrand, regionale Küche.", "", "**Gasthof zum Hirschen**", `${where}, etwa 15 Minuten entfernt. Wild aus eigener Jagd.`, "", "**Mostheuriger Lang**", "Jause mit Speck."].join("\n");

  it("is not the visitor whose name carries its own town", () => {
    const r = analyzeByRules(answer("In Neufelden"), { businessName: "Gasthof Hirschen Lembach", location: "Lembach" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Wirtshaus Mühlbach", "Gasthof zum Hirschen", "Mostheuriger Lang"]);
  });

  it("is the visitor when its text names the visitor's town", () => {
    expect(analyzeByRules(answer("In Lembach"), { businessName: "Gasthof Hirschen Lembach", location: "Lembach" })).toMatchObject({ mentioned: true, position: 2 });
  });
});
