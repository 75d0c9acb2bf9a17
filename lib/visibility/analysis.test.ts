import { describe, expect, it } from "vitest";
import { extractCitedUrls, MAX_ANALYSED_CHARS } from "./analysis";
import { analyzeByRules } from "./__fixtures__/rules-only";

// The behaviour on whole answers is covered by the corpora (analysis.corpus.test.ts);
// these are the parts of the result the corpora do not check.
describe("analyzeAnswer platforms and citations", () => {
  it("names a platform once, whether written as a name or cited as a URL", () => {
    const answer = "Schauen Sie auf Jameda oder Google Maps nach.\n\nQuellen: https://www.jameda.de/berlin/zahnaerzte";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["Jameda", "Google Maps"]);
  });

  it("collects cited URLs and bare www. domains once, without trailing punctuation", () => {
    expect(extractCitedUrls("Siehe [Praxis](https://praxis.example/team). Oder www.dental-lange.de, und https://praxis.example/team")).toEqual([
      "https://praxis.example/team",
      "https://www.dental-lange.de",
    ]);
  });
});

describe("analyzeAnswer result for the monitor", () => {
  const answer = [
    "Gut bewertete Zahnärzte in Graz[1]:",
    "",
    "1. **Zahnarztpraxis Lend** – Implantologie[1]",
    "2. **Dentalstudio Geidorf** – hat laut Google leider dauerhaft geschlossen",
    "3. **Zahnzentrum Jakomini** – Kinderzahnheilkunde[2]",
    "",
    "Von der **Zahnklinik Murpark** würde ich derzeit eher abraten: viele Beschwerden über lange Wartezeiten.",
    "",
    "Quellen:",
    "[1] https://www.docfinder.at/zahnarzt/graz",
    "[2] https://www.herold.at/gelbe-seiten/graz/zahnarzt/",
  ].join("\n");

  it("ranks recommendations only, lists negative mentions apart and carries platforms and cited URLs", () => {
    const r = analyzeByRules(answer, { businessName: "Zahnzentrum Jakomini" });
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("recommended");
    expect(r.competitors).toEqual(["Zahnarztpraxis Lend"]);
    expect(r.negativeMentions.map((n) => [n.name, n.tone])).toEqual([
      ["Dentalstudio Geidorf", "unavailable"],
      ["Zahnklinik Murpark", "discouraged"],
    ]);
    expect(r.platforms).toEqual(["Google", "DocFinder", "Herold"]);
    expect(r.citedUrls).toEqual(["https://www.docfinder.at/zahnarzt/graz", "https://www.herold.at/gelbe-seiten/graz/zahnarzt/"]);
  });

  it("places a business named as closed at its place, with its tone, and not among the competitors", () => {
    const r = analyzeByRules(answer, { businessName: "Dentalstudio Geidorf" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("unavailable");
    expect(r.competitors).toEqual(["Zahnarztpraxis Lend", "Zahnzentrum Jakomini"]);
  });

  it("gives a business advised against after the list the next place after it", () => {
    const r = analyzeByRules(answer, { businessName: "Zahnklinik Murpark" });
    expect(r.position).toBe(3);
    expect(r.mentionTone).toBe("discouraged");
    expect(r.context).toContain("Beschwerden");
  });

  it("never takes the place the visitor asked about for a business", () => {
    const text = "Empfehlenswert in Kleinkleckersdorf:\n\n- **Kleinkleckersdorf-Süd**\n  - Bäckerei Haas – Brot\n  - Café Linde – Kuchen";
    const withPlace = analyzeByRules(text, { location: "Kleinkleckersdorf" });
    expect(withPlace.businesses.map((b) => b.name)).toEqual(["Bäckerei Haas", "Café Linde"]);
  });
});

/**
 * Round 2 of the corpus rounds (README, "Live-test API"): each rule found on the blind corpus, with an example of
 * our own (other names and places than any fixture). Each failed before its rule.
 */
describe("analyzeAnswer – grammar of answers", () => {
  const names = (answer: string, target = {}) => analyzeByRules(answer, target).businesses.map((b) => b.name);

  it("reads a compound headed by a business kind as a trade word ('Kinderwunschpraxis')", () => {
    expect(names("Die Kinderwunschpraxis Rotbuche in Bogenhausen hat einen guten Ruf.")).toEqual(["Kinderwunschpraxis Rotbuche"]);
  });

  it("takes the owner after 'von' for part of the business, not a business of its own", () => {
    expect(names("Für Rückenschmerzen wird das Therapiezentrum Kastanienhof von Miriam Ebeling empfohlen.")).toEqual(["Therapiezentrum Kastanienhof"]);
  });

  it("does not take a service led by an adjective in -ell for a name ('Professionelle Zahnreinigung')", () => {
    expect(names("Häufig empfohlen wird die Zahnarztpraxis Wiesengrund, die auch Professionelle Zahnreinigung anbietet.")).toEqual([
      "Zahnarztpraxis Wiesengrund",
    ]);
  });

  it("does not take a description after an indefinite article for a name", () => {
    expect(names("Oft genannt wird die Kanzlei Haberl Steuerberatung; sie bietet ein Startpaket zum Festpreis an.")).toEqual([
      "Kanzlei Haberl Steuerberatung",
    ]);
  });

  it("takes neither a bracketed abbreviation nor a plural legal form for a name", () => {
    expect(names("Empfohlen wird die Wirtschaftskanzlei Moosbrugger, die sich für kleinere GmbHs eignet; sie ist Mitglied beim Bund der Bilanzprüfer (BdB).")).toEqual([
      "Wirtschaftskanzlei Moosbrugger",
    ]);
  });

  it("reads Austrian and veterinary titles ('Mag.', 'Dr. med. vet.') and starts the name at the title", () => {
    expect(names("Für einfache Fälle ist die Steuerberaterin Mag. Ulrike Fasching in Andritz eine günstige Option.")).toEqual([
      "Mag. Ulrike Fasching",
    ]);
    expect(names("Für Ziervögel wird Dr. med. vet. Tobias Rüegg in Wollishofen hervorgehoben.")).toEqual(["Dr. med. vet. Tobias Rüegg"]);
  });

  it("takes neither a street nor a place adjective with a district for a business", () => {
    expect(names("Das Nagelstudio Perlmutt in der Wandsbeker Chaussee wird häufig gelobt.")).toEqual(["Nagelstudio Perlmutt"]);
    expect(names("Häufig empfohlen wird die Kanzlei Weinzierl in der Linzer Altstadt.")).toEqual(["Kanzlei Weinzierl"]);
  });

  it("reads a brand with its town, and 'gut aufgestellt' as a recommendation, in prose", () => {
    expect(names("Wer Wert auf Sauerteig legt, sollte sich Kornblume Bamberg ansehen.")).toEqual(["Kornblume Bamberg"]);
    expect(names("In Sursee ist Velo Seetal mit drei Mechanikern gut aufgestellt.")).toEqual(["Velo Seetal"]);
  });

  it("does not take a learned society for a business", () => {
    expect(names("Empfohlen wird die Tierarztpraxis Seeblick; Notfallnummern nennt die Gesellschaft Bayerischer Tierärzte.")).toEqual([
      "Tierarztpraxis Seeblick",
    ]);
  });

  it("finds the visitor's business by its brand without the district ('Yogahaus' for 'Yogahaus Maxglan')", () => {
    const r = analyzeByRules("- **Yogahaus**: Hatha und Yin, kleine Gruppen\n- **Studio Lotus Ost**: Vinyasa am Abend", { businessName: "Yogahaus Maxglan" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Studio Lotus Ost"]);
  });

  it("does not take the same brand in another town, or a brand left after a surname that is also a town, for the visitor's business", () => {
    const answer = "- **Yogahaus Innsbruck**: Hatha am Morgen\n- **Studio Lotus Ost**: Vinyasa am Abend";
    expect(analyzeByRules(answer, { businessName: "Yogahaus Maxglan" }).mentioned).toBe(false);
    // "Roth" is a town in the gazetteer and a surname: "Zahnwerk Roth" is not "Zahnwerk Innsbruck".
    expect(analyzeByRules("- **Zahnwerk Innsbruck**: Implantate\n- **Dental Lend**: Prophylaxe", { businessName: "Zahnwerk Roth" }).mentioned).toBe(false);
  });

  it("counts a chain once, whose branches differ only by district", () => {
    const answer = [
      "- **Alpenblick Hotels** – zwei Häuser in Salzburg.",
      "- **Hotel Goldener Adler** – mitten in der Altstadt.",
      "",
      "| Hotel | Preis |",
      "|---|---|",
      "| Alpenblick Lehen | ab 99 € |",
      "| Alpenblick Aigen | ab 89 € |",
      "| Hotel Goldener Adler | ab 120 € |",
    ].join("\n");
    expect(names(answer)).toEqual(["Alpenblick Hotels", "Hotel Goldener Adler"]);
  });

  it("keeps a business recommended when it is repeated under an 'unavailable' label it is not itself given", () => {
    const answer = [
      "- **Gasthof Lindenwirt** – regionale Küche.",
      "",
      "### Derzeit nicht buchbar",
      "- **Pension Talblick** – wegen Umbau bis März geschlossen.",
      "",
      "| Unterkunft | Preis |",
      "|---|---|",
      "| Gasthof Lindenwirt | ab 80 € |",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthof Lindenwirt" });
    expect(r.mentionTone).toBe("recommended");
    expect(r.negativeMentions.map((n) => [n.name, n.tone])).toEqual([["Pension Talblick", "unavailable"]]);
  });

  it("reads further bold names in a list item that is a sentence", () => {
    const answer = [
      "1. **Kanzlei Reiter** – Arbeitsrecht.",
      "2. **Kanzlei Lindmayr** – Mietrecht.",
      "",
      "**Samstags geöffnet**",
      "",
      "- Kanzlei Reiter bietet auch samstags Termine an, ebenso die **Kanzlei Obermaier** am Stadtplatz.",
    ].join("\n");
    expect(names(answer)).toEqual(["Kanzlei Reiter", "Kanzlei Lindmayr", "Kanzlei Obermaier"]);
  });

  it("keeps a person whose surname ends like a street, and ends the clause at the next business", () => {
    expect(names("Für Kinder wird oft die Logopädin Anna Hering empfohlen.")).toEqual(["Logopädin Anna Hering"]);
    const r = analyzeByRules("Oft genannt wird die Musikschule Dur – die Musikschule Moll hat dagegen inzwischen geschlossen.", { businessName: "Musikschule Dur" });
    expect(r.mentionTone).toBe("recommended");
  });

  it("reads the tone of a clause a pronoun carries on after a dash", () => {
    const r = analyzeByRules("In Schwaz wird oft die Fahrschule Kogler genannt – sie nimmt derzeit aber keine neuen Fahrschüler an.", {
      businessName: "Fahrschule Kogler",
    });
    expect(r.mentionTone).toBe("unavailable");
  });

  it("finds platforms in a table header in lower case and at the head of a compound, but not ordinary words", () => {
    const answer = "| Salon | treatwell | Preis |\n|---|---|---|\n| Haarmonie | ja | 45 € |\n\nDie Yelp-Note liegt bei 4,5; die Kinder werden dort gut betreut.";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["Treatwell", "Yelp"]);
  });
});

describe("analyzeAnswer – words that name no business (round 3)", () => {
  const names = (answer: string, target = {}) => analyzeByRules(answer, target).businesses.map((b) => b.name);

  it("does not take days, parts of days or generic gendered plurals for names", () => {
    expect(names("Auf Yelp und Google Maps sind die Bewertungen aktuell; viele Bäckereien am Samstagnachmittag oder Dienstag haben geschlossen.")).toEqual([]);
    expect(names("Beliebt ist die Zahnarztpraxis Obermühle. Soll ich auch Kinderzahnärzt:innen mit Samstagsterminen heraussuchen?")).toEqual([
      "Zahnarztpraxis Obermühle",
    ]);
  });

  it("keeps a day that is a surname after a trade word ('Kanzlei Freitag')", () => {
    expect(names("Für Erbrecht wird oft die Kanzlei Freitag in Pempelfort empfohlen.")).toEqual(["Kanzlei Freitag"]);
    expect(names("Auf Yelp und Google Maps steht, dass die Bäckereien am Montag oder Dienstag geschlossen haben.")).toEqual([]);
  });

  it("does not take a heading of a participle and its object, or of adjectives and labels, for a business", () => {
    const answer = [
      "In Gießen fallen mir dazu folgende Adressen auf:",
      "",
      "## Orientiert an Kindern",
      "",
      "Die Ergotherapie Lindenhain wird oft empfohlen. Dort arbeiten Ergotherapeut:innen mit Logopäd:innen zusammen.",
      "",
      "## Wohnortnahe Adressen",
      "",
      "Wenn du lieber in der Nähe wohnst: Ergotherapie Schiffenberg in Wieseck und Praxis am Anger in Heuchelheim werden auf Jameda gut bewertet.",
      "",
      "## Was Sie beachten sollten",
      "",
      "Die Krankenkasse übernimmt Ergotherapie auf Verordnung.",
    ].join("\n");
    expect(names(answer)).toEqual(["Ergotherapie Lindenhain", "Ergotherapie Schiffenberg", "Praxis am Anger"]);
  });

  it("does not take a word with an ordinal ('Vertrag im 3.') for a name in an enumeration", () => {
    expect(names("Hier sind Praxen mit Vertrag im 3. und 4. Bezirk, die auf Herold und Google Maps gut bewertet sind.")).toEqual([]);
  });

  it("keeps Romance connectors inside a name in a table", () => {
    const answer = "| Restaurant | Lage |\n|---|---|\n| **Trattoria della Nonna** | Altstadt |\n| **Osteria al Ponte** | Parkstraße |";
    expect(names(answer)).toEqual(["Trattoria della Nonna", "Osteria al Ponte"]);
  });

  it("takes a name of two proper words that is called 'eine gute Wahl'", () => {
    expect(names("Wer es ruhig mag, für den ist der Brückenwirt Kramer an der Mur eine gute Wahl.")).toEqual(["Brückenwirt Kramer"]);
  });

  it("reads the tone of a paragraph about one business from the whole paragraph", () => {
    const answer = [
      "Oft empfohlen wird die Malerei Sonnleitner in Bornheim.",
      "",
      "Den Malerbetrieb Fink in Bockenheim habe ich auch gefunden. Ich würde aber eher eine der anderen Firmen wählen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Malerbetrieb Fink" });
    expect(r.mentionTone).toBe("discouraged");
    expect(analyzeByRules(answer, { businessName: "Malerei Sonnleitner" }).mentionTone).toBe("recommended");
    // General advice in the same paragraph is no verdict on the business.
    const advice = "Die Zahnarztpraxis Lenz in Haidhausen ist bei Angstpatienten beliebt. Vorsicht bei Billigangeboten für Implantate im Ausland.";
    expect(analyzeByRules(advice, { businessName: "Zahnarztpraxis Lenz" }).mentionTone).toBe("recommended");
  });

  it("finds the visitor's business by its one distinctive word after a neuter article, and a station is a place", () => {
    const answer = "Das Lichtwerk beim Bahnhof Olten wird oft im Zusammenhang mit Rückenkursen genannt. Ebenfalls gelobt wird Yoga Hardwald in Wangen.";
    const r = analyzeByRules(answer, { businessName: "Yogastudio Lichtwerk Olten GmbH" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Yoga Hardwald"]);
  });

  it("recognises the visitor's business by the name given in brackets after an owner's name", () => {
    const answer = [
      "1. **Kieferorthopädie Sonnenhang** – lange Abendsprechstunde.",
      "2. **Praxis Dr. Wendt** (Kinderzähne am Stadtpark) – spielerische Behandlung, Termine online.",
      "3. **Steuerkanzlei Lindau & Kern (Haidhausen)** – nur als Gegenbeispiel für einen Ort in Klammern.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kinderzähne am Stadtpark" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Kieferorthopädie Sonnenhang", "Steuerkanzlei Lindau & Kern"]);
    expect(analyzeByRules(answer, { businessName: "Haidhausen Dental" }).mentioned).toBe(false);
  });

  it("takes a firm of trade word and surname for the owner's business when the paragraph names the owner, once", () => {
    const answer = [
      "In Ehrenfeld vertritt Rheinblick Familienanwälte vor allem Väter.",
      "",
      "Für Scheidungen wird oft die Kanzlei Kessler in Sülz genannt. Dr. Mara Kessler ist Fachanwältin für Familienrecht.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Rechtsanwältin Dr. Mara Kessler" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Rheinblick Familienanwälte"]);
    // Without the owner's full name nearby, a firm of the same surname may be anyone's.
    const other = analyzeByRules("Für Scheidungen wird oft die Kanzlei Kessler in Sülz genannt.", { businessName: "Rechtsanwältin Dr. Mara Kessler" });
    expect(other.mentioned).toBe(false);
  });

  it("does not take a platform's word at the start of a sentence for the platform", () => {
    const answer = "- **Familienservice Lotte:** Betreut Kinder ab zwei Jahren, auch am Abend.\n- **Kita Sonnenkäfer:** Auf Betreut.de gut bewertet.";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["Betreut.de"]);
    expect(analyzeByRules("- **Familienservice Lotte:** Betreut Kinder ab zwei Jahren.", {}).platforms).toEqual([]);
  });
});

describe("analyzeAnswer – services, labels and places in names (round 4)", () => {
  const names = (answer: string, target = {}) => analyzeByRules(answer, target).businesses.map((b) => b.name);

  it("reads platforms a source list names without a URL", () => {
    const answer = "Gut bewertet ist **Salon Glanzstück** in Wiedikon[1].\n\nQuellen: [1] Treatwell [2] Fresha [3] stadtwiki-beispiel.de";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["Treatwell", "Fresha"]);
  });

  it("does not take a search service named by its kind, or a list under a how-to lead, for businesses", () => {
    const tool = "Ich habe keine Websuche.\n\n- **Google Maps**: Suchen Sie nach Fahrschulen in Ihrer Nähe.\n- **Fahrlehrerverzeichnis**: Die Landesverbände listen ihre Mitglieder.";
    expect(names(tool)).toEqual([]);
    const howTo = "So finden Sie eine passende Reitschule:\n\n- **Schnupperreiten**: Viele Höfe bieten eine erste Stunde günstig an.\n- **Pferdewohl**: Schauen Sie sich Ställe und Weiden an.";
    expect(names(howTo)).toEqual([]);
  });

  it("does not take a Swiss cantonal dentists' or physicians' society for a business (round 11)", () => {
    const answer = "- **Dentalpraxis Seefeld** – Kinderzahnmedizin\n- **Zahnzentrum Bahnhofplatz** – Implantate\n\nNachts vermittelt die Notfallnummer der Luzerner Zahnärztegesellschaft einen Termin, bei Fieber hilft die Ärztegesellschaft des Kantons Bern.";
    expect(names(answer)).toEqual(["Dentalpraxis Seefeld", "Zahnzentrum Bahnhofplatz"]);
    expect(names("- **Kanzlei Moser Rechtsanwaltsgesellschaft mbH** – Mietrecht")).toEqual(["Kanzlei Moser Rechtsanwaltsgesellschaft mbH"]);
  });

  it("does not take a chamber by its abbreviation for a business", () => {
    const answer = "- **Elektro Gruber** – Photovoltaik und E-Mobilität\n- **Stromwerk Aigner** – Smart Home\n\nWeitere Betriebe nennt das Mitgliederportal der WKO Salzburg.";
    expect(names(answer)).toEqual(["Elektro Gruber", "Stromwerk Aigner"]);
  });

  it("does not let platforms alone make an enumeration of plain words into businesses", () => {
    const answer = "Gut bewertet ist die **Pizzeria Vesuvio**. Bestellen können Sie direkt beim Wirt oder über Lieferando bzw. Wolt.";
    expect(names(answer)).toEqual(["Pizzeria Vesuvio"]);
  });

  it("reads a table column of Google ratings as Google Maps (round 11)", () => {
    const answer = "| Name | Viertel | Google-Bewertung |\n|---|---|---|\n| **Malerbetrieb Kranz** | Nord | 4,6 (40) |\n| **Farbwerk Sommer** | Süd | 4,9 (12) |";
    const r = analyzeByRules(answer, {});
    expect(r.platforms).toEqual(["Google Maps"]);
    expect(r.competitors).toEqual(["Malerbetrieb Kranz", "Farbwerk Sommer"]);
  });

  it("does not take a kind of business counted by a quantifier for a name (round 11)", () => {
    const answer = "Empfehlenswert ist das **Gasthaus Lindner** in Perg. Auf Falstaff stehen mehrere Wachauer Winzerhöfe mit Bewertungen.";
    expect(names(answer)).toEqual(["Gasthaus Lindner"]);
  });

  it("does not read a note on another business as the verdict on the heading above it (round 11)", () => {
    const answer = "**1. Kletterhalle Nordwand**\nBoulderbereich und Kurse für Kinder.\n\n**2. Vertikal Arena**\nIn Bamberg, etwa 30 Minuten entfernt.\n\nHinweis: **Boulderbox Süd** hat laut Google Maps dauerhaft geschlossen.";
    const r = analyzeByRules(answer, {});
    expect(r.competitors).toEqual(["Kletterhalle Nordwand", "Vertikal Arena"]);
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Boulderbox Süd"]);
  });

  it("reads a surplus-food app as a platform, not a business (round 11)", () => {
    const answer = "- **Backstube Sonnenrain** – Sauerteigbrot; was abends übrig bleibt, gibt es günstig über Too Good To Go.\n- **Café Lindenhof** – Kuchen und Frühstück.";
    const r = analyzeByRules(answer, {});
    expect(r.platforms).toEqual(["Too Good To Go"]);
    expect(r.competitors).toEqual(["Backstube Sonnenrain", "Café Lindenhof"]);
  });

  it("does not take a membership word after a trade word for a name", () => {
    expect(names("Achten Sie darauf, ob die Kanzlei Mitglied im Anwaltverein ist und wie schnell sie antwortet.")).toEqual([]);
  });

  it("does not take a business called a platform or portal in the sentence for a competitor", () => {
    const answer = "Empfehlenswert ist die **Nachhilfe Lernwerk Ost**. Außerdem vermittelt die Plattform **Lernpaten Plus** Studierende als Nachhilfelehrer.";
    expect(names(answer)).toEqual(["Nachhilfe Lernwerk Ost"]);
  });

  it("puts a business named in prose with reservation among the negative mentions", () => {
    const answer = "Gelobt wird die **Putzteam Sauber GmbH**.\n\nZurückhaltend wäre ich bei der **Glanzwerk Reinigung GmbH**: Mehrere Bewertungen berichten von Terminausfällen.";
    const r = analyzeByRules(answer, {});
    expect(r.competitors).toEqual(["Putzteam Sauber GmbH"]);
    expect(r.negativeMentions.map((n) => [n.name, n.tone])).toEqual([["Glanzwerk Reinigung GmbH", "discouraged"]]);
  });

  it("reads a plain name after 'zurückhaltend wäre ich bei' as a negative mention", () => {
    const r = analyzeByRules("Gelobt wird die Fensterputzerei Klar. Zurückhaltend wäre ich bei Blitzblank Service, dort häufen sich Beschwerden.", {});
    expect(r.competitors).toEqual(["Fensterputzerei Klar"]);
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Blitzblank Service"]);
  });

  it("reads a list item that says the practice is closed since a season as unavailable", () => {
    const answer = "1. **Physio Seepark** – Manuelle Therapie\n2. **Dr. Ina Vogt** – die Praxis ist seit Frühjahr 2024 geschlossen\n3. **Reha Zentrum Nord** – Geräte";
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Vogt" });
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("unavailable");
  });

  it("takes places put together in a table's name column for a business, a single place not", () => {
    const answer = "| Name | Tagespass |\n|---|---|\n| **Bahnhof Ried Zug** | CHF 30 |\n| **Alte Mühle Cowork** | CHF 25 |\n| **Baden** | CHF 20 |";
    const r = analyzeByRules(answer, { businessName: "Alte Mühle Cowork" });
    expect(r.competitors).toEqual(["Bahnhof Ried Zug"]);
    expect(r.position).toBe(2);
  });

  it("finds a name a description leads to ('ein Spaziergang zur Konditorei …')", () => {
    const answer = "Beliebt ist die Bäckerei Lindner in der Altstadt. Am Sonntag lohnt sich ein Spaziergang zur Konditorei Seeblick, die auch Torten auf Bestellung backt.";
    expect(names(answer)).toEqual(["Bäckerei Lindner", "Konditorei Seeblick"]);
  });

  it("finds the visitor's business whose surname ends in '-mann', named with its town after the list", () => {
    const answer = "- **Malerei Köhler AG** – Fassaden\n- **Farbraum Kessler** – Lasuren\n\nAuch **Malerei Hausmann Baden** wird genannt; dazu habe ich aber keine aktuellen Bewertungen gefunden.";
    const r = analyzeByRules(answer, { businessName: "Malerei Hausmann" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
    expect(r.mentionTone).toBe("neutral");
    expect(r.competitors).toEqual(["Malerei Köhler AG", "Farbraum Kessler"]);
  });
});

describe("analyzeAnswer – tips under bold labels (after the fourth blind corpus)", () => {
  it("takes one abstract or fee noun as a bold label for a tip, not a business", () => {
    const answer = [
      "### Empfehlungen",
      "* **Kletterhalle Nordwand:** große Boulderfläche, Kurse für Kinder.",
      "* **Blockwerk Süd:** günstige Zehnerkarten.",
      "",
      "### Gut zu wissen",
      "* **Leihgebühren:** Schuhe kosten meist 4 bis 5 €.",
      "* **Öffnungszeiten:** Am Wochenende ab 9 Uhr geöffnet.",
      "* **Einweisung:** Vor dem ersten Seilklettern ist eine Einweisung Pflicht.",
      "* **Vereinsmitgliedschaften:** Über den Alpenverein wird es günstiger.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Blockwerk Süd" }).competitors).toEqual(["Kletterhalle Nordwand"]);
  });
});

describe("analyzeAnswer, fourth blind corpus's kinds", () => {
  it("takes a target given only by its domain for the item that cites that site, at its place and in its tone", () => {
    const answer = [
      "1. **Café Lindgrün** – Frühstück bis 15 Uhr. ([tripadvisor.de](https://www.tripadvisor.de/x))",
      "2. **Rösterei Nordlicht** – eigene Röstung, ruhige Plätze. ([nordlicht-kaffee.de](https://nordlicht-kaffee.de/))",
      "3. **Kaffeehaus Brückenblick** – Blick auf den Fluss.",
    ].join("\n");
    const r = analyzeByRules(answer, { domain: "https://www.nordlicht-kaffee.de" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("recommended");
    expect(r.competitors).toEqual(["Café Lindgrün", "Kaffeehaus Brückenblick"]);
    // A source list line with the domain names no business of the list.
    const sources = "- **Café Lindgrün** – Frühstück.\n- **Kaffeehaus Brückenblick** – Blick.\n\nQuellen:\n[1] nordlicht-kaffee.de";
    expect(analyzeByRules(sources, { domain: "nordlicht-kaffee.de" }).position).not.toBe(1);
  });

  it("counts a business once under its shorter form, without a place or trade word", () => {
    const answer = [
      "- **Osteria Campagna Lindau** – hausgemachte Pasta.",
      "- **Ristorante Vecchio Ponte** – Terrasse am Hafen.",
      "",
      "Abends liefern auch Osteria Campagna und Vecchio Ponte über Lieferando.",
    ].join("\n");
    expect(analyzeByRules(answer, { location: "Lindau" }).competitors).toEqual(["Osteria Campagna Lindau", "Ristorante Vecchio Ponte"]);
  });

  it("finds the visitor's business in prose under its name without the town, but not a different firm sharing a surname", () => {
    const prose = "Für Anfänger wird oft das Studio Lotos empfohlen. Wer Kraft aufbauen will, ist im Pilateshaus gut aufgehoben.";
    const r = analyzeByRules(prose, { businessName: "Pilateshaus Bamberg", location: "Bamberg" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    const surname = "- **Malerbetrieb Keller & Söhne** – Fassaden.\n- **Farbraum Süd** – Innenräume.";
    expect(analyzeByRules(surname, { businessName: "Maler Keller Bamberg", location: "Bamberg" }).mentioned).toBe(false);
  });

  it("reads the notes under a heading that names no business, with their tone, after the list", () => {
    const answer = [
      "### Empfehlungen",
      "",
      "* **Ergotherapie Seeufer**",
      "    * **Lage:** Nordstadt",
      "* **Praxis Kunterbunt**",
      "    * **Lage:** Südstadt",
      "",
      "### Wichtig",
      "",
      "* **Hinweis:** Die beliebte **Ergopraxis Mühlbach** hat im Frühjahr geschlossen; alte Bewertungen findet man noch.",
      "* **Bewertungen:** Aktuelle Bewertungen stehen auf Google Maps.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ergopraxis Mühlbach" });
    expect(r.position).toBe(3);
    expect(r.mentionTone).toBe("unavailable");
    const other = analyzeByRules(answer, { businessName: "Praxis Kunterbunt" });
    expect(other.negativeMentions.map((n) => n.name)).toEqual(["Ergopraxis Mühlbach"]);
  });

  it("keeps an Austrian e.U. in the name and a one-word adjective name where only names stand, not a label with a colon", () => {
    const list = "- **Grenzenlos** – Reisebüro am Hauptplatz.\n- **Fernweh Reisen e.U.** – Kreuzfahrten.\n- **Reisewelt Ebner** – Gruppenreisen.";
    expect(analyzeByRules(list, {}).competitors).toEqual(["Grenzenlos", "Fernweh Reisen e.U.", "Reisewelt Ebner"]);
    const table = "| Name | Lage |\n|---|---|\n| Sorglos | Altstadt |\n| Reisewelt Ebner | Bahnhof |";
    expect(analyzeByRules(table, {}).competitors).toEqual(["Sorglos", "Reisewelt Ebner"]);
    const labels = "- **Reisewelt Ebner** – Gruppenreisen.\n- **Barrierefrei:** Alle Büros haben Rampen.\n- **Fernweh Reisen** – Kreuzfahrten.";
    expect(analyzeByRules(labels, {}).competitors).toEqual(["Reisewelt Ebner", "Fernweh Reisen"]);
  });

  it("does not take the software a business works with for a competitor", () => {
    const answer = "Oft genannt wird die Kanzlei Brandt & Roth; sie arbeitet komplett digital mit Lexware Office, was vieles vereinfacht.";
    expect(analyzeByRules(answer, {}).competitors).toEqual(["Kanzlei Brandt & Roth"]);
    // A firm after "arbeitet eng mit" stays a business.
    const firm = "Empfohlen wird das Büro Adler; es arbeitet eng mit der Kanzlei Brandt & Roth zusammen.";
    expect(analyzeByRules(firm, {}).competitors).toContain("Kanzlei Brandt & Roth");
  });

  it("places the owner named in prose, by full name or title and surname, where the answer names them", () => {
    const byName = [
      "Für Gründer wird häufig die Kanzlei Vogt & Albers genannt; sie arbeitet digital mit Agenda Unternehmen online.",
      "",
      "Für Vermietung würde ich eher Jana Falkner empfehlen, eine Steuerberaterin in der Weststadt, die sich auf Immobilien spezialisiert hat.",
    ].join("\n");
    const r = analyzeByRules(byName, { businessName: "Steuerbüro Falkner" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Kanzlei Vogt & Albers"]);
    const byTitle = "Häufig genannt wird das Notariat Dr. Brunner & Partner am Hauptplatz. Für Gründungen wird Mag. Haider empfohlen, die in Lend ihre Kanzlei hat.";
    expect(analyzeByRules(byTitle, { businessName: "Notariat Mag. Eva Haider" }).position).toBe(2);
  });

  it("reports 'Google' beside 'Google Maps' once, as Google Maps", () => {
    const answer = "- **Hotel Alpenrose** – 4,7 bei Google.\n- **Gasthof Krone** – 9,1 auf Booking.com.\n\nQuellen:\n[1] https://www.google.com/maps/search/hotel";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["Google Maps", "Booking.com"]);
    // Round 29: a score on Google alone is also its Google Maps profile's; a search on Google stays Google.
    expect(analyzeByRules("- **Hotel Alpenrose** – 4,7 bei Google.", {}).platforms).toEqual(["Google Maps"]);
    expect(analyzeByRules("- **Hotel Alpenrose** – am besten bei Google nach Angeboten suchen.", {}).platforms).toEqual(["Google"]);
  });

  it("reads a lead with a legal form in lower case ('PartG mbB') as the name, not as a label before a second one", () => {
    const text = [
      "- **Anwaltsbüro Seidl**: Familienrecht.",
      "- **Kessler & Roth Rechtsanwälte PartG mbB**: Kanzlei am Theaterplatz mit Schwerpunkt Arbeitsrecht.",
      "- **Kanzlei Brunnhuber**: Mietrecht.",
    ].join("\n");
    const r = analyzeByRules(text, { businessName: "Kessler & Roth Rechtsanwälte PartG mbB" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Anwaltsbüro Seidl", "Kanzlei Brunnhuber"]);
  });

  it("reads a list by the sentence that introduces it, not by an earlier note in the same paragraph ('Ein Hinweis vorab: … Empfehlenswert sind:')", () => {
    const text = [
      "Ein Hinweis vorab: Die **Bäckerei Kornblume** hat im Sommer zugemacht. Empfehlenswert sind stattdessen:",
      "- **Backhaus Steiner** – Sauerteigbrote, auch sonntags offen.",
      "- **Brotzeit Wagner** – Dinkelgebäck.",
    ].join("\n");
    const r = analyzeByRules(text, { businessName: "Bäckerei Kornblume" });
    expect(r.competitors).toEqual(["Backhaus Steiner", "Brotzeit Wagner"]);
    expect(r.mentionTone).toBe("unavailable");
  });

  it("takes no plain item that opens with a word and a relative clause ('- Kleider, die ihr nicht mehr tragt, …') as a business", () => {
    const text = [
      "1. **Textilpflege Brandner** – Änderungen und Reinigung.",
      "2. **Reinigung Obermayr** – Expressservice.",
      "",
      "**So spart ihr Geld:**",
      "- Angebote von mindestens zwei Betrieben vergleichen, z. B. über Check24.",
      "- Kleider, die ihr nicht mehr tragt, vorher auf Ricardo oder willhaben.at verkaufen – das reduziert die Menge.",
    ].join("\n");
    expect(analyzeByRules(text, {}).competitors).toEqual(["Textilpflege Brandner", "Reinigung Obermayr"]);
  });

  it("knows 'Treuhand' as a trade, so the owner named alone is the fiduciary business ('**Sandro Vogel** – dipl. Treuhänder')", () => {
    const text = [
      "**Treuhandbüro Schärli & Nef** – Buchhaltung und Steuern für KMU.",
      "",
      "**Sandro Vogel** – dipl. Treuhänder mit eigenem Büro beim Bahnhof, betreut vor allem Einzelfirmen.",
      "",
      "**Alpin Treuhand** – digitale Buchhaltung.",
    ].join("\n");
    const r = analyzeByRules(text, { businessName: "Treuhand Vogel GmbH" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Treuhandbüro Schärli & Nef", "Alpin Treuhand"]);
  });

  it("takes a legal form after an indefinite article ('für eine Familien-GmbH') as a kind of company, not a business", () => {
    const text = "- **Steuerbüro Hainzl** – Gründungsberatung.\n\nFür eine Familien-GmbH lohnt sich ein Gesellschaftsvertrag mit Nachfolgeregel.";
    expect(analyzeByRules(text, {}).competitors).toEqual(["Steuerbüro Hainzl"]);
  });

  it("takes no phrase about a place in prose as a business ('die Gassen der Altstadt', 'des Landes Kärnten', 'Schillers Wohnhaus')", () => {
    const text = [
      "- **Fotostudio Helling** – Porträts und Hochzeiten.",
      "- **Bildwerk Kranz** – Reportagen.",
      "",
      "Schöne Motive bieten die Gassen der Altstadt, das Nordufer des Wörthersees und Schillers Wohnhaus. Förderungen zeigt die Seite des Landes Kärnten.",
    ].join("\n");
    expect(analyzeByRules(text, {}).competitors).toEqual(["Fotostudio Helling", "Bildwerk Kranz"]);
  });

  it("ends a sentence after a name ending in digits ('Check24. Bei …')", () => {
    const text = "- **Umzüge Faller** – faire Preise.\n\n**Tipp:** Hol dir mehrere Angebote ein – zum Beispiel über Movu oder Check24. Bei Altbauwohnungen lohnt eine Besichtigung am 3. Mai.";
    const r = analyzeByRules(text, {});
    expect(r.competitors).toEqual(["Umzüge Faller"]);
    expect(r.platforms).toContain("Check24");
  });

  it("reads a compound platform name whole ('Google-Rezensionen' is Google Maps), also when its hyphen hangs ('Yelp- und Google-Rezensionen')", () => {
    const text = "- **Bäckerei Sonnkorn** – laut Google-Rezensionen das beste Roggenbrot.\n- **Backstube Lindner** – in vielen Yelp- und Google-Rezensionen gelobt.";
    expect(analyzeByRules(text, {}).platforms).toEqual(["Google Maps", "Yelp"]);
    expect(analyzeByRules("Die Kanzlei Hartwig steht in den Gelben Seiten.", {}).platforms).toEqual(["Gelbe Seiten"]);
  });
});

describe("analyzeAnswer, round 6: roles by structure", () => {
  it("reads a list of bold labels with colons as notes when one of them is a plain label, however name-like the others look", () => {
    const answer = [
      "### Kletterhallen",
      "",
      "* **Boulderwerk**",
      "    * **Standort:** Hafenviertel",
      "* **Griffreich**",
      "    * **Standort:** Nordstadt",
      "",
      "### Gut zu wissen",
      "",
      "* **Schnupperkurs:** Fast alle Hallen bieten einen günstigen Einstieg an.",
      "* **Leihschuhe:** Kosten meist 4 € pro Besuch.",
      "* **Preise:** Zehnerkarten lohnen sich ab dem dritten Besuch.",
    ].join("\n");
    expect(analyzeByRules(answer, {}).competitors).toEqual(["Boulderwerk", "Griffreich"]);
    // Without a plain label among them the bold leads stay names.
    const names = "* **Boulderwerk:** Große Halle am Hafen.\n* **Griffreich:** Kleine Halle in der Nordstadt.";
    expect(analyzeByRules(names, {}).competitors).toEqual(["Boulderwerk", "Griffreich"]);
    // A note whose lead has a trade word or whose text gives an address still names a business.
    const mixed = "* **Kletterzentrum Nord:** Hafenstraße 12, große Halle.\n* **Griffreich:** www.griffreich.de\n* **Preise:** Zehnerkarten lohnen sich.";
    expect(analyzeByRules(mixed, {}).competitors).toEqual(["Kletterzentrum Nord", "Griffreich"]);
  });

  it("takes a platform out of a run with the noun that says what it is or the noun after it", () => {
    const answer =
      "Gute Adressen sind die Tischlerei Brandl und die Tischlerei Moser. Kontaktdaten stehen im Branchenverzeichnis Gelbe Seiten, in den Google-Bewertungen Beschwerden über Brandl finden sich kaum.";
    const r = analyzeByRules(answer, {});
    expect(r.competitors).toEqual(["Tischlerei Brandl", "Tischlerei Moser"]);
    expect(r.platforms).toEqual(["Gelbe Seiten", "Google Maps"]);
  });

  it("places the visitor's business where a list item names its doctor and the practice in the description", () => {
    const answer = [
      "1. **Hautarztpraxis Weidenhof** – Allergologie und Hautkrebsvorsorge.",
      "2. **Dr. med. Clara Voss** – Dermatologin in der Praxis am Stadtgraben, kurze Wartezeiten.",
      "3. **Dermatologie Zentrum Süd** – Lasertherapie.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hautpraxis am Stadtgraben" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Hautarztpraxis Weidenhof", "Dermatologie Zentrum Süd"]);
  });

  it("places the business named by its owner with a title, by job and name, or by its kind and the surname", () => {
    const list = "1. **Gemeinschaftspraxis Lindenau** – alle Kassen.\n2. **Dr. Petra Hofbauer** – Kassenordination nahe dem Bahnhof.";
    expect(analyzeByRules(list, { businessName: "Ordination Dr. Hofbauer" }).position).toBe(2);
    const prose = [
      "Oft genannt wird die Praxis für Logopädie Ostend, die auch Hausbesuche macht.",
      "",
      "Die Logopädin Svenja Adler, die ihre Praxis am Stadtpark hat, nimmt derzeit keine neuen Patienten auf.",
    ].join("\n");
    const r = analyzeByRules(prose, { businessName: "Logopädische Praxis Adler" });
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("unavailable");
    const kind = "Bekannt ist die Kanzlei Wyss Huber. Das Notariat Baumgartner am Marktplatz ist kleiner; Jana Baumgartner ist Notarin mit Schwerpunkt Erbrecht.";
    const k = analyzeByRules(kind, { businessName: "Notariat Jana Baumgartner" });
    expect(k.position).toBe(2);
    expect(k.competitors).toEqual(["Kanzlei Wyss Huber"]);
  });

  it("places a business given by its domain where the item carries the marker of the source that cites the domain", () => {
    const answer = [
      "- **Tanzwerk** – Paartanz und Hochzeitskurse. [1]",
      "- **Salsa Corazón** – Salsa und Bachata. [2]",
      "",
      "Quellen:",
      "1. tanzwerk-lienz.at",
      "2. herold.at",
    ].join("\n");
    const r = analyzeByRules(answer, { domain: "tanzwerk-lienz.at" });
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Salsa Corazón"]);
  });

  it("takes no business, and not the visitor's, from a counted class of things ('die drei Burgen A, B und C')", () => {
    const answer =
      "Besonders beliebt sind die drei Burgen Castel Nero, Monte Alto und Sasso Rosso. Übernachten würde ich im Hotel Bergkristall, das ich sehr empfehle.";
    const r = analyzeByRules(answer, { businessName: "Hotel Sasso Rosso" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Hotel Bergkristall"]);
    // Counted businesses stay businesses.
    const firms = "Empfehlen kann ich die beiden Kanzleien Huber Legal, Stadler Recht und Kanzlei Wyss.";
    expect(analyzeByRules(firms, {}).competitors).toContain("Kanzlei Wyss");
  });

  it("reads the tone of a business after ', dafür' apart from a closure before it in the same sentence", () => {
    const answer = "Gern genannt wird die Konditorei Amsel. Die Bäckerei Kofler hat ihren Laden im Frühjahr aufgegeben, dafür bietet die Backstube Lenz jetzt auch Sonntagsbrötchen an.";
    const r = analyzeByRules(answer, { businessName: "Backstube Lenz" });
    expect(r.mentionTone).toBe("recommended");
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Bäckerei Kofler"]);
  });
});

describe("analyzeAnswer – round 7 rules (sixth blind corpus)", () => {
  it("places a business given by its domain where the item carries the superscript marker of the source that cites it", () => {
    const answer = [
      "Frische Eier direkt vom Hof gibt es in der Umgebung zum Beispiel hier:",
      "",
      "- **Geflügelhof Auer** – Freilandeier, Verkauf ab Hof¹",
      "- **Hofladen am Kirchbichl** – Eier, Nudeln und Likör²",
      "",
      "Quellen:",
      "1. [gefluegelhof-auer.at](https://www.gefluegelhof-auer.at)",
      "2. [kirchbichl-hofladen.at](https://www.kirchbichl-hofladen.at)",
    ].join("\n");
    const r = analyzeByRules(answer, { domain: "kirchbichl-hofladen.at" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Geflügelhof Auer"]);
  });

  it("finds the visitor's business by the words before the town in its name ('das Bootshaus' for 'Bootshaus Zell Wassersport GmbH')", () => {
    const answer =
      "Für einen Segelkurs wird am häufigsten das Bootshaus beim Strandbad genannt, das auch Boote verleiht. Eine Alternative ist die Segelschule Brandner, die Wochenkurse anbietet.";
    const r = analyzeByRules(answer, { businessName: "Bootshaus Zell Wassersport GmbH" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Segelschule Brandner"]);
  });

  it("counts a practice once when prose names it again by its general kind ('die Praxis am Rathausplatz')", () => {
    const answer = [
      "| Praxis | Schwerpunkt |",
      "|---|---|",
      "| Physiotherapie am Rathausplatz | Sportler |",
      "| Bewegungswerk Süd | Rücken |",
      "",
      "Die Praxis am Rathausplatz wird für ihre Trainingspläne gelobt.",
    ].join("\n");
    expect(analyzeByRules(answer, {}).competitors).toEqual(["Physiotherapie am Rathausplatz", "Bewegungswerk Süd"]);
    // A practice is no car dealer.
    const other = "Empfohlen werden das Autohaus Brandl und die Praxis Brandl.";
    expect(analyzeByRules(other, {}).competitors).toEqual(["Autohaus Brandl", "Praxis Brandl"]);
  });

  it("still finds the visitor's business when it carries a sight's name (named in the text, at its place)", () => {
    const answer = "1. **Schloss Lerchenau** – Hotel im Park, ruhige Zimmer\n2. **Hotel Alpenrose** – zentral";
    const r = analyzeByRules(answer, { businessName: "Schloss Lerchenau" });
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Hotel Alpenrose"]);
  });

  it.each([
    ["(2)", "(1) imkerei-sonnhalde.at\n(2) waldhonig-prinz.at"],
    ["^2", "1: imkerei-sonnhalde.at\n2: waldhonig-prinz.at"],
    ["[2]", "- [1] [Sonnhalde](https://imkerei-sonnhalde.at)\n- [2] [Honig Prinz](https://www.waldhonig-prinz.at/shop)"],
  ])("finds a business given by its domain through the marker %s of its source line", (marker, sources) => {
    const answer = `- **Imkerei Sonnhalde** – Blütenhonig ${marker === "^2" ? "^1" : marker.replace("2", "1")}\n- **Honighof Prinz** – Waldhonig${marker}\n\nQuellen:\n${sources}`;
    const r = analyzeByRules(answer, { domain: "waldhonig-prinz.at" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Imkerei Sonnhalde"]);
  });
});

describe("analyzeAnswer, round 9", () => {
  it("finds a printer named by surname and 'Druck' for 'Druckerei <surname>'", () => {
    const answer = "- **Lindner Druck** – Offset und Digitaldruck am Stadtplatz.\n- **Kopierwerk Süd** – schnelle Kleinauflagen.";
    const r = analyzeByRules(answer, { businessName: "Druckerei Lindner KG" });
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Kopierwerk Süd"]);
  });

  it("reads a hyphenated service name under a warning label as a business ('**Turbo-Kurierdienst:**')", () => {
    const answer = [
      "**Zu empfehlen:**",
      "",
      "* **Bote Meier:** zuverlässig, faire Preise.",
      "",
      "**Lieber nicht:**",
      "",
      "* **Turbo-Kurierdienst:** viele Beschwerden über verlorene Pakete, davon würde ich abraten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Turbo-Kurierdienst GmbH" });
    expect(r.mentioned).toBe(true);
    expect(r.mentionTone).toBe("discouraged");
    expect(r.competitors).toEqual(["Bote Meier"]);
  });

  it("reads no platform in a longer name that starts with a platform's word ('Otto-Wagner-Kirche'), but 'Google-Maps-Eintrag' is Google Maps", () => {
    expect(analyzeByRules("- **Café Steinhof** – gleich bei der Otto-Wagner-Kirche.", {}).platforms).toEqual([]);
    expect(analyzeByRules("- **Café Steinhof** – laut Google-Maps-Eintrag bis 18 Uhr offen.", {}).platforms).toEqual(["Google Maps"]);
  });

  it("reads reviews 'auf Google' as Google Maps, a ranking 'laut … Bewertungen auf Google' as Google", () => {
    expect(analyzeByRules("- **Café Steinhof** – Kuchen.\n\nRezensionen findest du bei Tripadvisor und Google.", {}).platforms).toEqual(["Tripadvisor", "Google Maps"]);
    expect(analyzeByRules("- **Café Steinhof** – viele positive Bewertungen auf Google.", {}).platforms).toEqual(["Google Maps"]);
    expect(analyzeByRules("Laut den Bewertungen auf Google ist das **Café Steinhof** beliebt.", {}).platforms).toEqual(["Google"]);
    // Round 29: a score on Google is its Google Maps profile's (round29-rules.test.ts).
    expect(analyzeByRules("- **Café Steinhof** – Bewertung: 4,6 auf Google.", {}).platforms).toEqual(["Google Maps"]);
  });

  it("knows voucher and car-rental comparison platforms ('über Groupon', 'billiger-mietwagen.de')", () => {
    const answer = "- **Therme Sonnblick** – Tageskarten über Groupon günstiger.\n\nMietwagen vergleichst du auf billiger-mietwagen.de.";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["Groupon", "billiger-mietwagen.de"]);
  });

  it("reads the clause after a dash that points back with 'dort' as part of the mention's tone", () => {
    const answer =
      "In Lindau gibt es die **Kanzlei Wendt**, die vor allem Familienrecht macht – ob man dort kurzfristig einen Termin bekommt, konnte ich nicht herausfinden. Die **Kanzlei Ostermann** ist auf Mietrecht spezialisiert.";
    expect(analyzeByRules(answer, { businessName: "Kanzlei Wendt" }).mentionTone).toBe("neutral");
  });

  it("finds the business by its domain in a numbered source list when its paragraph opens with its bold name and carries the marker", () => {
    const answer = [
      "Zwei Büros werden häufig empfohlen[1][2].",
      "",
      "**Planungsbüro Ostwind** am Bahnhof plant vor allem Dachanlagen[2].",
      "",
      "**Ingenieurbüro Sägewerk** in der Vorstadt übernimmt auch Gutachten[1].",
      "",
      "**Quellen**",
      "1. https://www.ib-saegewerk.de/leistungen",
      "2. https://www.ostwind-planung.de",
    ].join("\n");
    const r = analyzeByRules(answer, { domain: "ib-saegewerk.de" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Planungsbüro Ostwind"]);
  });

  it("reads the words right after a business's bold name and colon as its description ('**Schreinerei Vogt:** Meisterbetrieb am Kanal')", () => {
    const answer = [
      "**Schreinerei Vogt:** Meisterbetrieb am Kanal, baut Einbauschränke nach Maß.",
      "",
      "**Holzwerkstatt Brenner:** Familienbetrieb mit Schauraum, auch Reparaturen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Holzwerkstatt Brenner" }).competitors).toEqual(["Schreinerei Vogt"]);
  });

  it("does not take another stable named after the river ('Ponyhof an der Oder') for the visitor's 'Ponyhof Oderwiese', and lists it as closed", () => {
    const answer = [
      "- **Reitschule Lindenau**: Voltigieren ab 6 Jahren.",
      "- **Gestüt Kranichfeld**: Ausritte am Wochenende.",
      "",
      "Der lange beliebte **Ponyhof an der Oder** hat den Betrieb im Frühjahr eingestellt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ponyhof Oderwiese" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Reitschule Lindenau", "Gestüt Kranichfeld"]);
    expect(r.negativeMentions.map((n) => [n.name, n.tone])).toEqual([["Ponyhof an der Oder", "unavailable"]]);
  });

  it("takes no business from a direction ('Bergschulen Richtung Arlberg und Paznaun'), but keeps 'Die Neue Richtung' as a name", () => {
    const answer = [
      "- **Bergschule Falkner**: Kletterkurse für Einsteiger.",
      "- **Alpinzentrum Kogler**: auch Hochtouren.",
      "",
      "Wenn dort alles voll ist, kommen auch Bergschulen Richtung Arlberg und Paznaun infrage, und der Alpenverein hat eine Kursbörse.",
    ].join("\n");
    expect(analyzeByRules(answer, {}).competitors).toEqual(["Bergschule Falkner", "Alpinzentrum Kogler"]);
    const named = "- **Die Neue Richtung**: Coaching für Gründerinnen.\n- **Kanzlei Vogel**: Gründungsberatung.";
    expect(analyzeByRules(named, {}).competitors).toEqual(["Die Neue Richtung", "Kanzlei Vogel"]);
  });
});

describe("analyzeAnswer, round 12", () => {
  it("reads reviews on Google before a heading, and people judging 'auf/bei Google', as Google Maps", () => {
    const headed = "### 1. Reitschule Moosgrund\nAusritte für Kinder. Viele gute Rezensionen auf Google.\n\n### 2. Reitstall Lerchenfeld\nDressur.";
    expect(analyzeByRules(headed, {}).platforms).toEqual(["Google Maps"]);
    expect(analyzeByRules("- **Café Lindenhof** – die Gäste schwärmen bei Google vom Apfelstrudel.", {}).platforms).toEqual(["Google Maps"]);
    expect(analyzeByRules("- **Café Lindenhof** – einige Kunden beschweren sich auf Google über die Preise.", {}).platforms).toEqual(["Google Maps"]);
    expect(analyzeByRules("- **Café Lindenhof** – 4,5 Sterne auf Google.", {}).platforms).toEqual(["Google Maps"]);
  });

  it("knows the antiquarian-book and second-hand marketplaces ('bei booklooker und AbeBooks', 'zvab.com')", () => {
    const answer = "- **Antiquariat Kranz** – alte Landkarten, auch über booklooker und AbeBooks.\n\nQuellen: [1] zvab.com";
    expect(analyzeByRules(answer, {}).platforms).toEqual(["booklooker", "AbeBooks", "ZVAB"]);
  });

  it("takes the owner in a list for the business that carries the surname when the apposition gives a job ('– erfahrene Sprachtherapeutin')", () => {
    const target = { businessName: "Praxis für Sprachtherapie Holzer" };
    const withJob = "- **Lina Roth** – Stimmtraining.\n- **Miriam Holzer** – erfahrene Sprachtherapeutin in der Altstadt.";
    const r = analyzeByRules(withJob, target);
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 2, ["Lina Roth"]]);
    const withoutJob = "- **Lina Roth** – Stimmtraining.\n- **Miriam Holzer** – Kurse in der Altstadt.";
    expect(analyzeByRules(withoutJob, target).mentioned).toBe(false);
  });

  it("takes no business from the point a distance is measured from ('wenige Gehminuten vom Hotel Bergblick entfernt')", () => {
    expect(analyzeByRules("Gut frühstücken kann man im Café Kranz, nur wenige Gehminuten vom Hotel Bergblick entfernt.", {}).competitors).toEqual(["Café Kranz"]);
    expect(analyzeByRules("Die Pension Lind liegt etwa 2 km von der Talstation am Sonnberg entfernt und hat ruhige Zimmer.", {}).competitors).toEqual(["Pension Lind"]);
  });

  it("reads a place's one word as the owner's surname when the item's description calls it a firm ('**Bergheim** – Familienbetrieb …')", () => {
    const answer = "1. **Tischlerei Roth** – Möbel nach Maß.\n2. **Bergheim** – Familienbetrieb am Marktplatz, Einbauküchen.\n3. **Holzwerk Lenz** – Treppen.";
    expect(analyzeByRules(answer, {}).competitors).toEqual(["Tischlerei Roth", "Bergheim", "Holzwerk Lenz"]);
    const places = "1. **Tischlerei Roth** – Möbel nach Maß.\n2. **Bergheim** – schöner Ort für einen Ausflug.\n3. **Holzwerk Lenz** – Treppen.";
    expect(analyzeByRules(places, {}).competitors).toEqual(["Tischlerei Roth", "Holzwerk Lenz"]);
  });

  it("takes no business from what a business offers in a relative clause (', das auch Aerial Yoga und Pilates anbietet')", () => {
    const answer = "Zu empfehlen ist das Studio Sonnengruß in der Altstadt, das auch Aerial Yoga und Pilates Mattenkurse anbietet. Daneben gibt es die Yogaschule Lotusblüte.";
    expect(analyzeByRules(answer, {}).competitors).toEqual(["Studio Sonnengruß", "Yogaschule Lotusblüte"]);
    const sells = "Brot kauft man am besten in der Bäckerei Kornblume, die auch Dinkel Vollkornbrot verkauft.";
    expect(analyzeByRules(sells, {}).competitors).toEqual(["Bäckerei Kornblume"]);
  });
});

describe("analyzeAnswer – the businesses an answer names (rules of rounds 3 to 12)", () => {
  it.each<{ rule: string; answer: string; competitors: string[] }>([
    {
      rule: "does not take a hyphenated abstract noun in prose for a name, even with a legal form ('GmbH-Gründung')",
      answer: "Bei einer GmbH-Gründung hilft die Kanzlei Brandl & Partner in der Altstadt; für die GmbH-Umwandlung ist ein Notariatsakt nötig.",
      competitors: ["Kanzlei Brandl & Partner"],
    },
    {
      rule: "counts a business once when it is later written with a word as its initials",
      answer: "1. **Medizinisches Versorgungszentrum Seeblick** – lange Öffnungszeiten.\n2. **Praxis Dr. Brandt** – Hausbesuche.\n\nDas MVZ Seeblick hat auch samstags offen.",
      competitors: ["Medizinisches Versorgungszentrum Seeblick", "Praxis Dr. Brandt"],
    },
    {
      rule: "takes no business from what a business offers or has, nor from a person's job after 'ist'",
      answer: "Empfohlen wird etwa die Kanzlei Roth Frei, die Mieter vertritt und eine Erstberatung zum Festpreis anbietet. Eva Roth ist Fachanwältin SAV Mietrecht und wird für ihre ruhige Einschätzung der Chancen geschätzt.",
      competitors: ["Kanzlei Roth Frei"],
    },
    {
      rule: "takes no business from a noun phrase without an article ('hat ruhige Zimmer zum Hof', 'mit Walliser Käse')",
      answer: "Ich würde Ihnen das Hotel Bergsonne empfehlen, das ruhige Zimmer zum Garten hat und ein Frühstück mit Walliser Spezialitäten bietet.",
      competitors: ["Hotel Bergsonne"],
    },
    {
      rule: "reads 'Praxis für' and a field as one name, not a kind for a group of people",
      answer: "Oft genannt wird die Praxis für Ergotherapie Lindenhof, die auch Hausbesuche macht.",
      competitors: ["Praxis für Ergotherapie Lindenhof"],
    },
    {
      rule: "takes no business from sights, natural features, wine regions and grape varieties",
      answer: [
        "Rund um Krems liegt das Weinbaugebiet Kamptal, bekannt für Grünen Veltliner und Blauen Zweigelt.",
        "",
        "- **Weingut Fallnhofer** – Verkostung im Gewölbekeller",
        "- **Winzerhof Lindner** – Heuriger, Blick bis zum Ottensteiner See",
        "",
        "* **Stift Göttweig:** Nach der Verkostung lohnt sich ein Besuch im Stift.",
      ].join("\n"),
      competitors: ["Weingut Fallnhofer", "Winzerhof Lindner"],
    },
    {
      rule: "reads the bold leads of a list under a heading such as 'Gut zu wissen' as topics, not businesses",
      answer: [
        "### Empfehlungen",
        "",
        "* **Bäckerei Kornfeld**",
        "    * **Standort:** Marktplatz",
        "* **Backstube Erlenhof**",
        "    * **Standort:** Bahnhofstraße",
        "",
        "### Gut zu wissen",
        "",
        "* **Vorbestellung:** Torten zwei Tage vorher bestellen.",
        "* **Messezeit:** Während der Herbstmesse sind die Cafés am Markt oft voll.",
      ].join("\n"),
      competitors: ["Bäckerei Kornfeld", "Backstube Erlenhof"],
    },
    {
      rule: "reads French names in a list: elided articles and 'du' belong to the name",
      answer: [
        "In Nyon gibt es zwei gut bewertete Optiker:",
        "",
        "* **Atelier d'Optique du Lac**",
        "    * **Standort:** Place du Marché",
        "* **Lunetterie de l'Ancienne Poste**",
        "    * **Standort:** Rue de la Gare",
      ].join("\n"),
      competitors: ["Atelier d'Optique du Lac", "Lunetterie de l'Ancienne Poste"],
    },
    {
      rule: "takes no business from what a business specialises in",
      answer: "Gern genannt wird Jonas Albrecht, ein Ergotherapeut aus Oberwinkl, der sich auf Handrehabilitation und Fine Motor Skills spezialisiert hat. Ebenfalls empfohlen wird das Therapiehaus Lindenhof.",
      competitors: ["Jonas Albrecht", "Therapiehaus Lindenhof"],
    },
    {
      rule: "takes no business from a list item whose description denies the trade or calls it a sight",
      answer: [
        "Skiservice in Flims:",
        "",
        "- **Ski Sport Cassons** – Belagservice und Kantenschliff",
        "- **Crap Sogn Gion** – beliebter Ausgangspunkt für Freerider",
        "- **Caumasee** – im Sommer schön, aber keine Skiwerkstatt",
        "- **Hotel Adula** – kein Verleih, aber ein Skiraum",
      ].join("\n"),
      competitors: ["Ski Sport Cassons", "Hotel Adula"],
    },
    {
      rule: "reads a list of colon leads as notes when one lead is a single abstract noun ('**Anmeldung:**')",
      answer: [
        "* **Tanzschule Schrittmacher** – Standard und Latein",
        "* **Tanzhaus Mitte** – Salsa",
        "",
        "Noch ein paar Punkte:",
        "",
        "* **Anmeldung:** Die meisten Kurse starten im September.",
        "* **Probestunde:** Fast überall kostenlos.",
        "* **Ballsaison:** Im Januar sind die Kurse voll.",
      ].join("\n"),
      competitors: ["Tanzschule Schrittmacher", "Tanzhaus Mitte"],
    },
    {
      rule: "takes no business from a pass, a river or a museum named beside the businesses",
      answer: [
        "* **Gasthof Lindwurm** – Wildgerichte",
        "* **Tauernpass** – Anfahrt über die Passstraße",
        "",
        "Empfohlen werden auch die Jausenstation Brandstatt und die Pension Lärchenhof, beide nahe dem Fluss Enns und dem Technischen Museum.",
      ].join("\n"),
      competitors: ["Gasthof Lindwurm", "Jausenstation Brandstatt", "Pension Lärchenhof"],
    },
    {
      rule: "reads a bold lead with a compound of 'Tipp' ('**Wandertipp Hochkogel:**') as advice",
      answer: "* **Bäckerei Sonnleitner** – Vollkornbrot\n* **Wandertipp Hochkogel:** Aussichtswarte und Hütte.",
      competitors: ["Bäckerei Sonnleitner"],
    },
    {
      rule: "reads wineries, farm shops and breweries in prose as businesses by their trade word",
      answer: "Oft gelobt wird das Weingut Stadlmann für seine Verkostungen. Ebenfalls gut ist der Hofladen Pichler mit Most und Speck.",
      competitors: ["Weingut Stadlmann", "Hofladen Pichler"],
    },
    {
      rule: "reads a subsidy or a fee as the topic of a tip ('**Fahrtkostenzuschuss:**', '**Mitgliedsbeitrag:**')",
      answer: [
        "* **Kletterhalle Griffig** – großer Boulderbereich",
        "* **Fahrtkostenzuschuss:** Manche Gemeinden zahlen Jugendlichen die Anreise.",
        "* **Mitgliedsbeitrag:** Im Alpenverein wird der Eintritt günstiger.",
      ].join("\n"),
      competitors: ["Kletterhalle Griffig"],
    },
    {
      rule: "takes no business from a list of sights under its heading, nor from an old town hall or a tower",
      answer: [
        "### Konditoreien",
        "",
        "* **Konditorei Zuckerl** – Cremeschnitten",
        "* **Altes Rathaus** – schöner Fotostopp",
        "* **Café Anker** – Frühstück",
        "",
        "### Sehenswürdigkeiten in der Nähe",
        "",
        "* **Pulverturm** – Aussicht über die Altstadt",
        "* **Färberhof** – Innenhof mit Laubengängen",
      ].join("\n"),
      competitors: ["Konditorei Zuckerl", "Café Anker"],
    },
    {
      rule: "reads Italian and French trade words as trade words in prose ('Die Trattoria Sasso liegt …')",
      answer: "Die Trattoria Sasso liegt direkt am Hafen. Die Coiffure Lumière hat auch samstags offen.",
      competitors: ["Trattoria Sasso", "Coiffure Lumière"],
    },
    {
      rule: "takes no business from the goal of an outing ('ein Bummel hinüber zum Rosarium Talheim'), but a trade word keeps one",
      answer: "**Bäckerei Sonnleitner** backt noch im Holzofen. Danach lohnt ein Bummel hinüber zum Rosarium Talheim oder ein Abstecher zum Café Morgenrot.",
      competitors: ["Bäckerei Sonnleitner", "Café Morgenrot"],
    },
    {
      rule: "takes no business from a thing of people by their occupation ('die Arbeitsproben der Tischlerinnen') nor from a letter to a person ('Anfrage an Dr. Wolf')",
      answer: [
        "1. **Tischlerei Gruber** – Küchen und Türen.",
        "2. **Möbelbau Sattler** – Einzelstücke.",
        "",
        "Rezensionen stehen auf Google und houzz.de; die Arbeitsproben der Tischlerinnen zeigen die Betriebe auf ihren Websites. Gern schreibe ich dir eine kurze Terminbitte an Dr. Wolf oder an die anderen.",
      ].join("\n"),
      competitors: ["Tischlerei Gruber", "Möbelbau Sattler"],
    },
    {
      rule: "takes a table's names from the one column set in bold, whatever the headers say",
      answer: "| Fokus | Adresse | Hinweis |\n|---|---|---|\n| Glasdächer | **Glaserei Brunner** | Notdienst |\n| Spiegel | **Glas Wendel** | nur Termine |",
      competitors: ["Glaserei Brunner", "Glas Wendel"],
    },
    {
      rule: "takes a table's names from a column headed by a trade word ('Gärtnerei'), not from a later 'Laden' column of hours",
      answer: "| Gärtnerei | Sortiment | Laden |\n|---|---|---|\n| Gärtnerei Lindwurm | Stauden | Di–Sa 9–18 Uhr |\n| Blumenhof Ebner | Kräuter | täglich |",
      competitors: ["Gärtnerei Lindwurm", "Blumenhof Ebner"],
    },
    {
      rule: "takes no business from opening hours ('Mo.–Sa. 8.30–12 Uhr', 'Sa/So geschlossen')",
      answer: "Hofläden:\n\n- **Hof Amsel** – Eier und Milch\n- **Mo.–Sa. 8.30–12 Uhr** – Verkauf ab Hof\n- **Sa/So geschlossen**\n- **Hof Kranich** – Gemüse",
      competitors: ["Hof Amsel", "Hof Kranich"],
    },
  ])("$rule", ({ answer, competitors }) => {
    expect(analyzeByRules(answer, {}).competitors).toEqual(competitors);
  });
});

describe("analyzeAnswer – round 14: prose that names no business", () => {
  it.each([
    {
      rule: "takes no name from a clause a subordinating conjunction opens ('Ob Brunch, Espresso und Gebäck …')",
      answer: "Ob Brunch, Espresso und Gebäck oder ein Geburtstagskuchen – in Hallein findet man einige gute Adressen.\n\n1. **Café Kranzl** – Frühstück bis 14 Uhr.\n2. **Konditorei Löffler** – Torten auf Bestellung.",
      competitors: ["Café Kranzl", "Konditorei Löffler"],
    },
    {
      rule: "takes no name from a participle and a noun at a sentence's start ('Gebrauchte Fahrradanhänger …')",
      answer: "1. **Radhaus Moser** – Service und Verleih.\n2. **Velo Brändli** – E-Bikes.\n\nGebrauchte Friseurstühle gibt es oft günstig auf willhaben.",
      competitors: ["Radhaus Moser", "Velo Brändli"],
    },
    {
      rule: "reads marked names after a plural kind of sight as sights ('die Skigebiete **A** und **B**')",
      answer: "Zell ist ein guter Ausgangspunkt für die Skigebiete **Schmittenhöhe** und **Kitzsteinhorn**.\n\n| Verleih | Ort |\n|---|---|\n| **Sport Pichler** | Talstation |\n| **Rent Zell** | Zentrum |",
      competitors: ["Sport Pichler", "Rent Zell"],
    },
    {
      rule: "takes no name from a season before a noun ('im Winter Wildragout'), so dishes make no enumeration of businesses",
      answer: "Empfehlen kann ich die **Gaststube Alpenrose**. Die typischen Tiroler Speisen, nach denen Sie fragen sollten, sind Knödel mit Speck oder Gröstl, Spatzln mit Röstzwiebeln und im Winter Wildragout aus dem Ötztal.",
      competitors: ["Gaststube Alpenrose"],
    },
    {
      rule: "reads a search service headed by its kind as the body's service ('Betriebssuche VSV')",
      answer: "1. **Radhaus Moser** – Service und Verleih.\n2. **Velo Brändli** – E-Bikes.\n\nEine Liste führt die Betriebssuche VSV.",
      competitors: ["Radhaus Moser", "Velo Brändli"],
    },
    {
      rule: "reads an outing through a place's lanes as a walk ('Spaziergang durch die Kellergassen am Hang')",
      answer: "1. **Weingut Stadler** – Verkostung am Samstag.\n2. **Winzerhof Binder** – Heuriger im Mai.\n\nEin Spaziergang durch die Kellergassen am Hang lohnt sich auch an normalen Wochenenden.",
      competitors: ["Weingut Stadler", "Winzerhof Binder"],
    },
    {
      rule: "reads the Austrian chamber of tax advisers by its abbreviation (KSW) as a chamber",
      answer: "1. **Kanzlei Brunner** – Bilanzen.\n2. **Treuhand Kamptal GmbH** – Lohnverrechnung.\n\nMehr Adressen: [KSW – Mitgliederliste](https://www.ksw.or.at/mitglieder)",
      competitors: ["Kanzlei Brunner", "Treuhand Kamptal GmbH"],
    },
  ])("$rule", ({ answer, competitors }) => {
    expect(analyzeByRules(answer, { businessName: "Beispielbetrieb Nirgendwo" }).competitors).toEqual(competitors);
  });

  it("reads the verdict of a later item about the visitor's business ('Eher nicht zu empfehlen')", () => {
    const answer = [
      "| Schule | Preis |",
      "|---|---|",
      "| **Tanzschule Walzer** | 120 € |",
      "| **Tanzschule Takt** | 140 € |",
      "",
      "* **Tanzschule Walzer:** Kleine Gruppen.",
      "* **Tanzschule Takt:** Mehrere Kurse fielen zuletzt kurzfristig aus. Eher nicht zu empfehlen, wenn Sie vor der Hochzeit fertig sein wollen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tanzschule Takt" }).mentionTone).toBe("discouraged");
  });

  it("reads a sentence with a possessive pronoun as going on about the business just named", () => {
    const answer = "**Ergotherapie Maurer** wird oft gelobt. Laut seiner Website nimmt das Team derzeit keine neuen Patienten auf.\n\nEine Alternative ist die **Praxis Lindenhof**.";
    expect(analyzeByRules(answer, { businessName: "Ergotherapie Maurer" }).mentionTone).toBe("unavailable");
  });
});

describe("analyzeAnswer – round 14: an Italian name opened by 'Da'", () => {
  it("keeps 'Da' in a restaurant's name in prose", () => {
    expect(analyzeByRules("Gute Pizza gibt es im Da Franco und in der Pizzeria Vesuvio.", {}).competitors).toEqual(["Da Franco", "Pizzeria Vesuvio"]);
  });
});

describe("analyzeAnswer – an answer far longer than any", () => {
  it("is read up to MAX_ANALYSED_CHARS: a business named after that is not taken, the ones before are", () => {
    const list = ["1. **Tischlerei Obermayr** – Massivholzmöbel nach Maß.", "2. **Holzwerkstatt Pauli** – faire Preise."].join("\n");
    const filler = "Weitere Hinweise zur Auswahl folgen hier. ".repeat(Math.ceil(MAX_ANALYSED_CHARS / 40));
    const r = analyzeByRules(`${list}\n\n${filler}\n\n3. **Schreinerei Spätling** – auch Treppen.`, { businessName: "Holzwerkstatt Pauli" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Tischlerei Obermayr", "Holzwerkstatt Pauli"]);
    expect(r.candidates.every((c) => c.end <= MAX_ANALYSED_CHARS)).toBe(true);
  });
});
