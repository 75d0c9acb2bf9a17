/**
 * Round 59's rules, each with an example of its own (not taken from a corpus): what the training corpora blind143,
 * blind144, blind147, blind148 and blind150 and the older training answers showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 59 rules: a practice by its kind and the first part of the titled owner's double surname", () => {
  const answer = (name: string) =>
    ["Zahnärzte in Dähre:", "", "### Zahnarztpraxis am Markt", "Kinderfreundlich.", "", `### ${name}`, "Dr. Jana Hoffmann nimmt sich viel Zeit für Angstpatienten."].join("\n");

  it("'Zahnarztpraxis Dr. Hoffmann' is the visitor's 'Zahnarztpraxis Dr. Hoffmann-Beck'", () => {
    const r = analyzeByRules(answer("Zahnarztpraxis Dr. Hoffmann"), { businessName: "Zahnarztpraxis Dr. Hoffmann-Beck" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: the practice of another kind with that surname is another business", () => {
    expect(analyzeByRules(answer("Tierarztpraxis Dr. Hoffmann"), { businessName: "Zahnarztpraxis Dr. Hoffmann-Beck" }).mentioned).toBe(false);
  });
});

describe("round 59 rules: the medical supply shop is a trade of its own", () => {
  const answer = ["Physiotherapie in Mechau:", "", "**1. Physio am Markt**", "* **Lage:** Ortsmitte", "", "**Tipp:** Für Gehstützen hilft das Sanitätshaus Krüger in Salzwedel."].join("\n");

  it("'Sanitätshaus Krüger' is not the visitor's 'Physiotherapie Krüger', and is listed", () => {
    const r = analyzeByRules(answer, { businessName: "Physiotherapie Krüger" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain("Sanitätshaus Krüger");
  });

  it("unchanged: the visitor's own 'Sanitätshaus Krüger' is named", () => {
    expect(analyzeByRules(answer, { businessName: "Sanitätshaus Krüger" }).mentioned).toBe(true);
  });
});

describe("round 59 rules: a website named by a trade and a place, cited only in the sources", () => {
  const answer = (place: string) =>
    ["Apotheken mit Samstagsöffnung:", "", `- **Heide-Apotheke** (${place}): Botendienst.`, "- **Stadt-Apotheke** (Dannenberg): bis 13 Uhr.", "", "Quellen:", "- apotheke-gusborn.de", "- google.com/maps"].join("\n");

  it("the pharmacy placed in Gusborn is the visitor's apotheke-gusborn.de", () => {
    const r = analyzeByRules(answer("Gusborn"), { domain: "apotheke-gusborn.de" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });

  it("unchanged: no pharmacy placed in Gusborn names none", () => {
    expect(analyzeByRules(answer("Lüchow"), { domain: "apotheke-gusborn.de" }).mentioned).toBe(false);
  });
});

describe("round 59 rules: tone of days closed in the week, and a first choice denied for one purpose only", () => {
  const answer = (second: string) =>
    ["Friseure rund um Gusborn:", "", "- **Salon Locke** in Dannenberg: Trockenhaarschnitt.", `- **Haarstudio Elbe** in Hitzacker: ${second}`].join("\n");
  const toneOf = (second: string) => analyzeByRules(answer(second), { businessName: "Haarstudio Elbe" }).mentionTone;

  it("'hat an zwei Tagen in der Woche geschlossen' is opening hours", () => {
    expect(toneOf("Termine nur telefonisch, der Salon hat an zwei Tagen in der Woche geschlossen.")).toBe("recommended");
  });

  it("unchanged: 'hat seit einer Woche geschlossen' is closed", () => {
    expect(toneOf("Der Salon hat seit einer Woche geschlossen.")).toBe("unavailable");
  });

  it("'für Locken nicht die erste Wahl, für Farbe schon' is a caveat", () => {
    expect(toneOf("Für Locken vielleicht nicht die erste Wahl, für Farbe schon.")).toBe("recommended");
  });

  it("unchanged: 'nicht die erste Wahl, schon wegen der Wartezeiten' advises against", () => {
    expect(toneOf("Ehrlich gesagt nicht die erste Wahl, schon wegen der Wartezeiten.")).toBe("discouraged");
  });
});

describe("round 59 rules: a salon by the owner's given name, the owner named in its line", () => {
  const answer = (line: string) =>
    ["Friseure in und um Hörsching:", "", "- **Haarstudio Kreativ** (Traun) – Schnitt und Farbe.¹", `- **Salon Vroni** (Hörsching) – ${line}²`].join("\n");

  it("'Salon Vroni' with 'Vroni Aigner' in its line is the visitor's 'Friseursalon Veronika Aigner'", () => {
    const r = analyzeByRules(answer("Vroni Aigner schneidet im kleinen Salon im eigenen Haus."), { businessName: "Friseursalon Veronika Aigner" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: with another surname in its line it is another salon", () => {
    expect(analyzeByRules(answer("Vroni Huber schneidet im kleinen Salon im eigenen Haus."), { businessName: "Friseursalon Veronika Aigner" }).mentioned).toBe(false);
  });
});

describe("round 59 rules: the tax adviser by the fiduciary's word", () => {
  const answer = (name: string) =>
    ["Treuhandbüros im unteren Toggenburg:", "", "1. **Thur Treuhand AG** (Wattwil) – Buchhaltung und MWST.", `2. **${name}** (Bütschwil) – kleines Büro im Dorf, Steuererklärungen für Private.`].join("\n");

  it("'Steuerberatung Ammann' is the visitor's 'Treuhand Ammann GmbH'", () => {
    const r = analyzeByRules(answer("Steuerberatung Ammann"), { businessName: "Treuhand Ammann GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: an accountant's office of that name is another business", () => {
    expect(analyzeByRules(answer("Immobilien Ammann"), { businessName: "Treuhand Ammann GmbH" }).mentioned).toBe(false);
  });
});

describe("round 59 rules: Swiss short forms of given names", () => {
  it("'Ruedi Gantenbein – Elektriker …' is the visitor's 'Elektroinstallationen Rudolf Gantenbein'", () => {
    const answer = ["Elektriker bei Nesslau:", "", "- **Elektro Thur AG** (Wattwil) – Installationen.¹", "- **Ruedi Gantenbein** – Elektriker mit kleinem Betrieb in Lutenwil.²"].join("\n");
    const r = analyzeByRules(answer, { businessName: "Elektroinstallationen Rudolf Gantenbein" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 59 rules: the bakery by its bakehouse", () => {
  const answer = (name: string) =>
    ["Sonntags offene Bäckereien bei Daun:", "", "* **Landbäckerei Möseler** (Daun): 7:30–11 Uhr.", `* **${name}** (Üdersdorf): Holzofenbrot, sonntags 7–10 Uhr.`].join("\n");

  it("'Backstube Thommes' is the visitor's 'Bäckerei Thommes'", () => {
    const r = analyzeByRules(answer("Backstube Thommes"), { businessName: "Bäckerei Thommes" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: a butcher's of that name is another business", () => {
    expect(analyzeByRules(answer("Metzgerei Thommes"), { businessName: "Bäckerei Thommes" }).mentioned).toBe(false);
  });
});

describe("round 59 rules: a sentence opening with a verb of what the business does", () => {
  it("'Übernimmt Buchhaltung' in a heading's paragraph is no business", () => {
    const answer = ["Treuhandbüros am Seerücken:", "", "### Treuhand Keller", "In Steckborn tätig. Übernimmt Buchhaltung, Lohnwesen und MWST.", "", "### Ammann Treuhand GmbH", "Kleines Büro in Homburg."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ammann Treuhand GmbH" });
    expect(r.competitors).toEqual(["Treuhand Keller"]);
    expect(r.position).toBe(2);
  });
});

describe("round 59 rules: a lead naming kinds of business before a relative clause with its preposition", () => {
  it("'…, in denen du Bergkäse und andere Spezialitäten kaufen kannst' introduces businesses", () => {
    const answer = ["Rund um Trubschachen gibt es mehrere Käsereien und Hofläden, in denen du Bergkäse und andere Spezialitäten direkt kaufen kannst:", "", "**Käserei Bärtschi**", "Dorfkäserei mit Laden.", "", "**Hofladen Zaugg**", "Selbstbedienung an der Strasse."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hofladen Zaugg" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Käserei Bärtschi"]);
  });
});

describe("round 59 rules: a lead saying the specialities are found in several businesses of a kind", () => {
  it("'Bündner Spezialitäten … gibt es in Chur in mehreren Restaurants:' introduces restaurants", () => {
    const answer = ["Bündner Spezialitäten wie Capuns und Pizokel gibt es in Thusis in mehreren Restaurants[1][2]:", "", "- **Restaurant Viamala** – traditionelle Stube[1]", "- **Gasthaus Rätia** – saisonale Karte[2]"].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthaus Rätia" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: a lead of specialities alone introduces no businesses", () => {
    const answer = ["Bündner Spezialitäten, die du probieren solltest:", "", "- **Capuns** – Mangoldwickel", "- **Pizokel** – Teigwaren"].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthaus Rätia" }).competitors).toEqual([]);
  });
});

describe("round 59 rules: a compound headed by a document or a thing is no trade word", () => {
  it("'die Aargauer Steuererklärung' and a label 'Dachfenster und Anschlüsse' are no businesses", () => {
    const answer = [
      "Dachdecker bei Daun:",
      "",
      "1. **Dachtechnik Eifel GmbH** – Neueindeckung und Dämmung.",
      "2. **Bedachungen Reinartz** – Steildach.",
      "",
      "Worauf es ankommt:",
      "- **Dämmung:** Aufsparrendämmung bei Neueindeckung.",
      "- **Dachfenster und Anschlüsse:** Alte Fenster werden meist getauscht.",
      "",
      "Die Kosten gehören in die Aargauer Steuererklärung, wenn das Haus vermietet ist.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Bedachungen Reinartz" }).competitors).toEqual(["Dachtechnik Eifel GmbH"]);
  });
});

describe("round 59 rules: 'bietet die Praxis X an' refers back to the practice", () => {
  it("'bietet die Praxis Rehasport … an' names no business 'Praxis Rehasport'", () => {
    const answer = ["### 1. Physio am Regen", "Grosse Praxis.", "", "### 2. Physio Weißregen", "Neben Manueller Therapie bietet die Praxis Rehasport in kleinen Gruppen an.", "", "### 3. Physiotherapie Haselbeck", "Kleine Praxis."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Physiotherapie Haselbeck" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("also after a verb opening with an umlaut: 'übernimmt die Praxis Nachsorge' names no business", () => {
    const answer = ["### 1. Physio am Regen", "Grosse Praxis.", "", "### 2. Physio Weißregen", "Nach Operationen übernimmt die Praxis Nachsorge in kleinen Gruppen.", "", "### 3. Physiotherapie Haselbeck", "Kleine Praxis."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Haselbeck" }).position).toBe(3);
  });

  it("unchanged: 'empfehle ich die Praxis Brandl' names it", () => {
    const answer = "Für Manuelle Therapie empfehle ich die Praxis Brandl in Cham, die auch abends Termine hat.";
    expect(analyzeByRules(answer, { businessName: "Praxis Brandl" }).mentioned).toBe(true);
  });
});

describe("round 59 rules: only some days of the week booked out", () => {
  const answer = (line: string) => ["Lokale für eine Feier in Sinsheim:", "", "**Restaurant Mühle** – Gewölbekeller.", "", `**Gasthaus Elsenz** – großer Saal. ${line}`, "", "**Weinstube Hof** – Nebenzimmer."].join("\n");

  it("'die Samstage sind bis Ende Juni ausgebucht; unter der Woche gibt es noch Termine' is a recommendation", () => {
    const r = analyzeByRules(answer("Laut Website sind die Samstage bis Ende Juni bereits ausgebucht; unter der Woche gibt es noch Termine."), { businessName: "Weinstube Hof" });
    expect(r.position).toBe(3);
    expect(r.negativeMentions).toEqual([]);
  });

  it("unchanged: 'ist bis Ende Juni ausgebucht' is not available", () => {
    const r = analyzeByRules(answer("Laut Website ist das Haus bis Ende Juni ausgebucht."), { businessName: "Weinstube Hof" });
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Gasthaus Elsenz"]);
  });
});

describe("round 59 rules: a lead of addresses introduces businesses, whatever they sell", () => {
  it("'Gute Adressen für Most und regionale Spezialitäten:' introduces shops", () => {
    const answer = ["Gute Adressen für Most und regionale Spezialitäten:", "- **Genussladen am Hauptplatz** – Birnenmost und Käse", "- **Mostladen Hinterberger** – eigene Mostbirnen"].join("\n");
    const r = analyzeByRules(answer, { businessName: "Mostladen Hinterberger" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 59 rules: a price list under the businesses", () => {
  it("'**Chippen und Registrierung:** 40–60 €' and '**Kastration Kater:** 90–140 €' are prices, no businesses", () => {
    const answer = ["Tierärzte bei Leibnitz:", "", "* **Kleintierpraxis Dr. Fasching** – Katzensprechstunde", "* **Tierarztpraxis Sulmtal** – Röntgen und Labor", "", "Richtpreise:", "* **Kastration Kater:** 90–140 €", "* **Chippen und Registrierung:** 40–60 €; die Registrierung ist verpflichtend"].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Sulmtal" }).competitors).toEqual(["Kleintierpraxis Dr. Fasching"]);
  });
});

describe("round 59 rules: a practice named by its kind and its field in prose", () => {
  const answer = (sentence: string) => [sentence, "", "Besonders passend ist Zahnärztin Dr. Miriam Vogler in Tann."].join("\n");

  it.each([
    ["Am häufigsten genannt wird die Praxis Zahnmedizin im Ulstertal in Hilders.", "Praxis Zahnmedizin im Ulstertal"],
    ["Direkt im Ort ist die Gruppenpraxis Zahnmedizin Hausmannstätten die naheliegendste Adresse.", "Gruppenpraxis Zahnmedizin Hausmannstätten"],
  ])("'%s' names a practice before the visitor", (sentence, name) => {
    const r = analyzeByRules(answer(sentence), { businessName: "Zahnarztpraxis Vogler" });
    expect(r.competitors).toEqual([name]);
    expect(r.position).toBe(2);
  });

  it("unchanged: 'eine Praxis für Zahnmedizin im Ort' names none", () => {
    expect(analyzeByRules(answer("Es gibt eine Praxis für Zahnmedizin im Ort."), { businessName: "Zahnarztpraxis Vogler" }).competitors).toEqual([]);
  });
});

describe("round 59 rules: 'haus' opens a trade's compound only before a trade word", () => {
  it("'Gasthof Hausruckstube' is a business of its own name", () => {
    const answer = ["Wirtshäuser rund um Schildorn:", "", "**Landgasthof Mairinger** – in Schildorn, Schweinsbraten.", "", "**Gasthof Hausruckstube** – am Rand des Hausruckwalds, solide Hausmannskost."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthaus Stelzhamer" }).competitors).toEqual(["Landgasthof Mairinger", "Gasthof Hausruckstube"]);
  });

  it("unchanged: 'Hausarztpraxis' is a trade word ('Hausarztpraxis Berger' is the visitor's 'Praxis Dr. Berger')", () => {
    const answer = ["Hausärzte:", "", "1. **Gemeinschaftspraxis am Markt** – drei Ärzte.", "2. **Hausarztpraxis Berger** – nimmt neue Patienten auf."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hausarztpraxis Dr. Berger" }).position).toBe(2);
  });
});

describe("round 59 rules: Allgemeinmedizin is the general practitioner's field", () => {
  const answer = (name: string) => ["Für Hinterbichl:", "", "- **Ordination Dr. Bstieler** (Prägraten): Allgemeinmedizin.", `- **${name}** (Matrei): für Behandlungen vor Ort.`].join("\n");

  it("'Zahnarztpraxis Dr. Egger' is not the visitor's 'Allgemeinmedizin Dr. Egger'", () => {
    expect(analyzeByRules(answer("Zahnarztpraxis Dr. Egger"), { businessName: "Allgemeinmedizin Dr. Egger" }).mentioned).toBe(false);
  });

  it("unchanged: 'Hausarztpraxis Dr. Egger' is", () => {
    expect(analyzeByRules(answer("Hausarztpraxis Dr. Egger"), { businessName: "Allgemeinmedizin Dr. Egger" }).position).toBe(2);
  });
});

describe("round 59 rules: a builder of a kind of thing is a trade of its own", () => {
  const answer = (name: string) => ["Schreinereien im Kochertal:", "", "**Schreinerei Volpp** (Niedernhall) – Einbauschränke.", "", `Falls neue Fenster anstehen: **${name}** in Künzelsau montiert Holzfenster.`].join("\n");

  it("'Fensterbau Ehrmann GmbH' is not the visitor's 'Schreinerei Ehrmann', and is listed", () => {
    const r = analyzeByRules(answer("Fensterbau Ehrmann GmbH"), { businessName: "Schreinerei Ehrmann" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Schreinerei Volpp", "Fensterbau Ehrmann GmbH"]);
  });

  it("unchanged: 'Neubau' and 'Altbau' are no builders", () => {
    const r = analyzeByRules("Für den Altbau in Höhenlage empfiehlt sich **Haustechnik Ramsauer GmbH**.", { businessName: "Installateur Wiedenig" });
    expect(r.competitors).toEqual(["Haustechnik Ramsauer GmbH"]);
  });
});

describe("round 59 rules: a doctor's qualification is no business", () => {
  it("'mit Zusatzbezeichnung Sportmedizin' names none", () => {
    const answer = ["### Hausarztpraxis Dr. Sautter", "Dr. Matthias Sautter ist Facharzt für Allgemeinmedizin mit Zusatzbezeichnung Sportmedizin.", "", "### Praxis Dr. Kuhn", "Kleine Praxis."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Praxis Dr. Kuhn" }).competitors).toEqual(["Hausarztpraxis Dr. Sautter"]);
  });
});
