import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

/**
 * Round 49 (issue 31; blind103 was read after its one measurement): each rule on an example of its own, not taken from a
 * corpus. What the owner relies on: a person who only shares the visitor's name is not the visitor, and the businesses
 * named instead are businesses.
 */

const read = (answer: string, businessName: string) => analyzeByRules(answer, { businessName });
const names = (answer: string, businessName: string) => read(answer, businessName).businesses.map((b) => b.name);

describe("a person of the visitor's name who speaks for a public body", () => {
  it("is not the visitor: an adviser of the consumer advice centre, an expert of the Land in an apposition", () => {
    const advice = [
      "In Pößneck verkaufen diese Höfe direkt: **Biohof Scheller** und **Gärtnerei am Weinberg**.",
      "",
      "Worauf man beim Einkauf achten sollte, erklärt die Ernährungsberaterin Katja Brandl von der Verbraucherzentrale Sachsen.",
    ].join("\n");
    expect(read(advice, "Hofladen Brandl").mentioned).toBe(false);
    const apposition = [
      "Für eine Wärmepumpe in Wolfsberg: **Haustechnik Kainz** und **Installateur Pucher**.",
      "",
      "Laut DI Stefan Moser, Förderberater beim Land Steiermark, lohnt sich ein Antrag vor der Bestellung.",
    ].join("\n");
    expect(read(apposition, "Installationen Moser GmbH").mentioned).toBe(false);
  });

  it("is still the visitor when the adviser runs an office of their own", () => {
    const own = [
      "Zur Heizungsförderung in Wolfsberg berät **Energieberater Stefan Moser** mit eigenem Büro am Hauptplatz.",
      "",
      "Ebenfalls gut: **Haustechnik Kainz**.",
    ].join("\n");
    expect(read(own, "Energieberatung Stefan Moser").mentioned).toBe(true);
  });
});

describe("places named by their short form", () => {
  it("reads a saint's town without its river or region as a place, not a business", () => {
    const answer = [
      "Direkt in Glandorf gibt es keinen Friseur, aber in St. Veit und den Orten rundherum ist die Auswahl gut.",
      "",
      "Am häufigsten gelobt wird der Salon Haarkunst in St. Veit an der Glan. Er färbt gut.",
      "",
      "Eine Alternative ist der Friseur Lindner, der Hausbesuche macht.",
    ].join("\n");
    expect(names(answer, "Friseur Lindner")).toEqual(["Salon Haarkunst", "Friseur Lindner"]);
  });
});

describe("names with an Austrian farm's house name", () => {
  it("keeps 'vulgo' inside the name, in a list and in running text", () => {
    const list = ["1. **Bauernladen vulgo Moar** – Speck und Eier.", "2. **Käserei Wernig** – Heumilchkäse.", "3. **Obsthof Url** – Most und Saft."].join("\n");
    expect(names(list, "Käserei Wernig")).toEqual(["Bauernladen vulgo Moar", "Käserei Wernig", "Obsthof Url"]);
    const prose = "Gelobt wird der Bauernladen vulgo Moar in Brückl; auch die Käserei Wernig ist einen Besuch wert.";
    expect(names(prose, "Käserei Wernig")).toEqual(["Bauernladen vulgo Moar", "Käserei Wernig"]);
  });
});

describe("labels of things to do after the businesses", () => {
  it("drops one-word labels under an outing's heading", () => {
    const answer = [
      "### Gasthaus Seerose (Mörbisch)",
      "Direkt am Ufer, mit Zander und Welsfilet.",
      "",
      "### Fischerstube Rust",
      "Kleine Stube im Ort, frischer Fisch aus dem See.",
      "",
      "## Kombinieren mit einem Ausflug",
      "- **Boot:** Die Fähre verbindet Mörbisch und Illmitz; die Überfahrt dauert eine halbe Stunde.",
      "- **Rad:** Der Neusiedler-See-Radweg führt flach durch die Weingärten.",
      "- **Baden:** Im Strandbad ist der Eintritt für Gäste der Gasthäuser günstiger.",
    ].join("\n");
    expect(names(answer, "Fischerstube Rust")).toEqual(["Gasthaus Seerose", "Fischerstube Rust"]);
  });
});

describe("section headings on two topics", () => {
  it("drops 'Apotheke und Rezepte' and 'Fachärzte und Überweisungen' after the practices", () => {
    const answer = [
      "**Praxis Dr. Moser** (Althofen) – Kassenvertrag, Hausbesuche.",
      "",
      "**Gruppenpraxis Krappfeld** (Kappel) – zwei Ärztinnen, lange Öffnungszeiten.",
      "",
      "## Apotheke und Rezepte",
      "Rezepte lösen Sie in der nächsten öffentlichen Apotheke ein.",
      "",
      "## Fachärzte und Überweisungen",
      "Für Fachärzte brauchen Sie meist keine Überweisung.",
    ].join("\n");
    expect(names(answer, "Praxis Dr. Moser")).toEqual(["Praxis Dr. Moser", "Gruppenpraxis Krappfeld"]);
  });
});

describe("a job without a person's name", () => {
  it("drops the columns of a table comparing two kinds of doctor", () => {
    const answer = [
      "**Praxis Dr. Moser** (Althofen) – Kassenvertrag, Hausbesuche.",
      "",
      "**Dr. Eva Kogler** (Guttaring) – als Wahlärztin ohne Kassenvertrag.",
      "",
      "## Kassenärztin oder Wahlärztin?",
      "| | Kassenärztin | Wahlärztin |",
      "| --- | --- | --- |",
      "| Kosten | keine | Honorar zuerst selbst zahlen |",
    ].join("\n");
    expect(names(answer, "Praxis Dr. Moser")).toEqual(["Praxis Dr. Moser", "Dr. Eva Kogler"]);
  });
});

describe("a grid operator named where a wallbox is registered", () => {
  it("is no business beside the electricians", () => {
    const answer = [
      "Für eine Wallbox in Bad Blankenburg kommen diese Betriebe infrage:",
      "",
      "- **Elektro Heyder** – Meisterbetrieb, Wallboxen und Photovoltaik.",
      "- **Elektrotechnik Saalfeld GmbH** – auch Zählerschränke.",
      "",
      "Angemeldet wird die Wallbox beim Netzbetreiber, hier meist bei Thüringer Energienetze; in Kärnten wäre es die Kärnten Netz.",
    ].join("\n");
    expect(names(answer, "Elektro Heyder")).toEqual(["Elektro Heyder", "Elektrotechnik Saalfeld GmbH"]);
  });
});

describe("a namesake with a website of its own", () => {
  it("is not the visitor though its name is spelt like the visitor's website", () => {
    const answer = [
      "Im Ort selbst gibt es keine Metzgerei; in der Umgebung:",
      "",
      "* **Hofmetzgerei Url** (Himmelberg): Speck und Hauswürstel.",
      "* **Metzgerei Pachler** (Villach, rund 30 km): Fleisch vom Lavanttaler Rind; Bestellung über pachler-villach.at.",
    ].join("\n");
    const read = analyzeByRules(answer, { businessName: "Metzgerei Pachler", domain: "metzgerei-pachler.at" });
    expect(read.mentioned).toBe(false);
    expect(read.competitors).toEqual(["Hofmetzgerei Url", "Metzgerei Pachler"]);
  });
});

describe("noun phrases and measures in running text", () => {
  it("drops a genitive phrase, advice before 'zur' and a measure after its number", () => {
    const answer = [
      "Für die letzte Nacht am Rennsteig empfehle ich die **Pension Frankenwald** und das **Gasthaus Zur Linde**.",
      "",
      "Hörschel ist der westliche Startpunkt des Rennsteigs; Gäste loben in beiden Häusern die freundliche Beratung zur Tourenplanung.",
      "Die Zimmer sind mit etwa vier Metern Breite eher schmal.",
    ].join("\n");
    expect(names(answer, "Pension Frankenwald")).toEqual(["Pension Frankenwald", "Gasthaus Zur Linde"]);
  });

  it("keeps a business whose name holds 'zur' or 'zum' after a word of its own", () => {
    const answer = "Sehr gelobt wird das Beizli zur Mühle in Twann; ebenso empfehle ich den Landgasthof Hirschen und die Wirtschaft zum Steinegg.";
    expect(names(answer, "Beizli zur Mühle")).toEqual(["Beizli zur Mühle", "Landgasthof Hirschen", "Wirtschaft zum Steinegg"]);
  });
});

describe("a law cited by its abbreviation", () => {
  it("is no business beside the dentists", () => {
    const answer = [
      "- **Zahnarztpraxis Seeland** (Ins) – Kinderzahnmedizin, Dentalhygiene.",
      "- **Zahnzentrum Kerzers** – Implantate, Notfalldienst.",
      "",
      "In der Schweiz übernimmt die Grundversicherung nach KVG Zahnbehandlungen nur in Ausnahmefällen; die Unfallversicherung zahlt nach UVG Behandlungen nach einem Sturz.",
    ].join("\n");
    expect(names(answer, "Zahnzentrum Kerzers")).toEqual(["Zahnarztpraxis Seeland", "Zahnzentrum Kerzers"]);
  });
});

describe("the visitor named by the surname and a trade of its field", () => {
  it("finds 'Sabine Kerschbaumer Fotografie' as 'Fotostudio Kerschbaumer', and a florist of that name not", () => {
    const answer = [
      "- **Bildwerk Hochkönig** – Team aus zwei Fotografen, Berghochzeiten.",
      "- **Fotostudio Kerschbaumer** – natürliche Reportagen ohne viel Inszenierung.",
      "- **Foto Wieser** – Traditionsstudio in Saalfelden.",
    ].join("\n");
    const read = analyzeByRules(answer, { businessName: "Sabine Kerschbaumer Fotografie" });
    expect([read.mentioned, read.position]).toEqual([true, 2]);
    expect(analyzeByRules(answer, { businessName: "Sabine Kerschbaumer Floristik" }).mentioned).toBe(false);
  });
});

describe("services enumerated after a set phrase", () => {
  it("reads 'bei Bedarf Blutbild, Röntgen und Ultraschall im Haus' as services, so the visitor keeps its place", () => {
    const answer = [
      "Für einen älteren Hund ist eine Praxis wichtig, die bei Bedarf Blutbild, Röntgen und Ultraschall im Haus machen kann.",
      "",
      "Gute Erfahrungen gibt es mit der Kleintierpraxis Dr. Hölzl in Saalfelden und mit der Tierarztpraxis Mag. Pichler in Leogang.",
    ].join("\n");
    const read = analyzeByRules(answer, { businessName: "Tierarztpraxis Mag. Pichler" });
    expect(read.position).toBe(2);
    expect(read.competitors).toEqual(["Kleintierpraxis Dr. Hölzl"]);
  });
});

describe("a plain list item naming the business and its town", () => {
  it("ends the name before 'in' and the town", () => {
    const answer = [
      "Diese drei wären einen Anruf wert:",
      "",
      "- Advokaturbüro Rüegg & Partner in Liestal, mit Schwerpunkt Erbrecht.",
      "- Advokatin Claudia Thommen in Sissach, die auch Hausbesuche macht.",
      "- Notariat Gysin in Gelterkinden, eine grössere Kanzlei.",
    ].join("\n");
    expect(names(answer, "Notariat Gysin")).toEqual(["Advokaturbüro Rüegg & Partner", "Advokatin Claudia Thommen", "Notariat Gysin"]);
  });
});

describe("sections after the businesses", () => {
  it("drops a heading on deadlines in a canton, the papers to have ready and the cantonal vehicle inspection", () => {
    const answer = [
      "**Treuhand Gysin AG**",
      "* **Lage:** Sissach, beim Bahnhof.",
      "",
      "**Buchhaltung Tschudin**",
      "* **Lage:** Gelterkinden.",
      "",
      "### 📅 Fristen im Kanton Basel-Landschaft",
      "* Die Steuererklärung ist bis 31. März einzureichen.",
      "",
      "### 📂 Unterlagen, die du bereithalten solltest",
      "* Lohnausweis des Arbeitgebers",
      "* Belege für Weiterbildungskosten",
      "",
      "Die Prüfung des Autos findet bei der Motorfahrzeugkontrolle Basel-Landschaft in Münchenstein statt.",
    ].join("\n");
    expect(names(answer, "Treuhand Gysin AG")).toEqual(["Treuhand Gysin AG", "Buchhaltung Tschudin"]);
  });
});

describe("a name ending in a town named with its lake or river", () => {
  it("keeps 'Zell am See' whole in running text", () => {
    const answer = "Gute Erfahrungen gibt es mit der Kleintierpraxis Dr. Hölzl; das Tierarztzentrum Zell am See ist etwas weiter entfernt, hat aber einen Notdienst.";
    expect(names(answer, "Kleintierpraxis Dr. Hölzl")).toEqual(["Kleintierpraxis Dr. Hölzl", "Tierarztzentrum Zell am See"]);
  });
});

describe("a checklist in running text", () => {
  it("enumerates things to check, not businesses", () => {
    const answer = [
      "Für die Pickerl-Überprüfung in Saalfelden empfehle ich die **Kfz-Werkstatt Hutter** und **Autohaus Leitinger**.",
      "",
      "Kontrolliere vor dem Termin die Profiltiefe der Winterreifen, Steinschläge in der Frontscheibe, den Zustand der Scheibenwischer und ob Pannendreieck, Verbandspaket und Warnweste im Auto liegen.",
    ].join("\n");
    expect(names(answer, "Autohaus Leitinger")).toEqual(["Kfz-Werkstatt Hutter", "Autohaus Leitinger"]);
  });
});

describe("a sentence adverb at the start of a line", () => {
  it("opens no name", () => {
    const answer = [
      "- **Elektro Schmedt** – Wallboxen von ABL und Mennekes.",
      "- **Elektrotechnik Lammers** – auch Förderanträge.",
      "- Alternativ bietet die Stadtwerke-Beratung einen Wallbox-Check an.",
      "* **Kosten:** Inklusive Installation solltest du mit 1.200 bis 2.500 € rechnen.",
    ].join("\n");
    expect(names(answer, "Elektro Schmedt")).toEqual(["Elektro Schmedt", "Elektrotechnik Lammers"]);
  });
});
