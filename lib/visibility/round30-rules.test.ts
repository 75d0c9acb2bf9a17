import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { sourceLineNumber, stripCitations } from "./citations";
import { nameKey } from "./names";
import { surnamesOfName } from "./persons";
import { findMentionInText } from "./target-in-text";
import { readTone } from "./tone";

/**
 * Round 30 (issue 31, whether the visitor is named; blind43 was read after its report-only measurement): each rule on an
 * example of its own, not taken from a corpus.
 */

describe("a source list of titles with their URLs", () => {
  const answer = [
    "In Gießen nehmen zwei Praxen neue Patienten auf [1][2].",
    "",
    "- **Physio am Lahnufer** – Sportphysiotherapie [1].",
    "",
    "**Quellen**",
    "[1] Jameda – Physiotherapeuten in Gießen: https://www.jameda.de/giessen/physiotherapeuten/",
    "[2] Doctolib – Physiotherapie Gießen: https://www.doctolib.de/physiotherapie/giessen",
    "[3] Physio am Lahnufer – Team <https://www.physio-lahnufer.de/team>",
  ].join("\n");

  it("is a source list: its page titles are no businesses of the answer", () => {
    const r = analyzeByRules(answer, { businessName: "Praxis Seidel" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Physio am Lahnufer"]);
    expect(r.platforms).toEqual(["Jameda", "Doctolib"]);
    expect(stripCitations(answer).sourceLines).toHaveLength(3);
  });

  it("gives each line its number, so a business's marker leads to its website", () => {
    expect(sourceLineNumber("[2] Doctolib – Physiotherapie Gießen: https://www.doctolib.de/physiotherapie/giessen")).toBe("2");
    expect(sourceLineNumber("[3] Physio am Lahnufer – Team <https://www.physio-lahnufer.de/team>")).toBe("3");
    expect(analyzeByRules(answer, { domain: "physio-lahnufer.de" }).position).toBe(1);
  });

  it("leaves a numbered list item with its website in the answer", () => {
    expect(sourceLineNumber("2. **Physio am Lahnufer** – Sportphysiotherapie: https://www.physio-lahnufer.de")).toBeNull();
    const listed = "Gute Adressen:\n\n1. **Praxis Kern** – Manuelle Therapie: https://www.praxis-kern.de\n2. **Physio am Lahnufer** – Sport: https://www.physio-lahnufer.de";
    expect(analyzeByRules(listed, {}).businesses.map((b) => b.name)).toEqual(["Praxis Kern", "Physio am Lahnufer"]);
  });
});

describe("a place named by its kind of resort, and a valley's old spelling", () => {
  it("reads 'im Kurort X' as the place, not the visitor's practice named after it", () => {
    const answer = "- **Zahnarztpraxis Dr. Elif Yilmaz** – kleine Praxis im Kurort Bad Sooden, ruhig gelegen.\n- **Dentalzentrum Werra** – große Praxis.";
    const r = analyzeByRules(answer, { businessName: "Zahnärzte Bad Sooden" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis Dr. Elif Yilmaz", "Dentalzentrum Werra"]);
  });

  it("reads 'im Thal' as the valley, not the salon named after it", () => {
    const answer = "In den Dörfern im Thal gibt es einige Salons:\n\n- **Coiffeur Lockenwerk** – Schnitt und Farbe.\n- **Hair Studio Mümliswil** – Balayage.";
    const r = analyzeByRules(answer, { businessName: "Coiffeur Thal" });
    expect(r.mentioned).toBe(false);
  });

  it("still finds the salon named with its trade word", () => {
    const answer = "- **Coiffeur Lockenwerk** – Schnitt und Farbe.\n- **Coiffeur Thal** – Färben und Strähnen.";
    expect(analyzeByRules(answer, { businessName: "Coiffeur Thal" }).position).toBe(2);
  });
});

describe("a firm named after partners is named by either partner written in full", () => {
  it("reads every partner's surname of the firm's name", () => {
    expect(surnamesOfName("Kanzlei Lindqvist & Brosch").map((o) => o.surname)).toEqual(["brosch", "lindqvist"]);
    expect(surnamesOfName("Hohl, Marti und Frey").map((o) => o.surname)).toEqual(["frey", "hohl", "marti"]);
    // A couple's given names and "& Partner" name no partner.
    expect(surnamesOfName("Sabine und Jonas Brosch").map((o) => o.surname)).toEqual(["brosch"]);
    expect(surnamesOfName("Steuerbüro Lindqvist & Partner").map((o) => o.surname)).toEqual(["lindqvist"]);
  });

  it("takes the first partner, as a lawyer in full, for the visitor's firm", () => {
    const answer = [
      "Für Arbeitsrecht in Korbach kommen in Frage:",
      "",
      "Oft empfohlen wird Rechtsanwalt Dr. Henrik Lindqvist, Fachanwalt für Arbeitsrecht, mit Kanzlei in der Altstadt.",
      "",
      "Daneben berät die Kanzlei Wolff & Kollegen auch zu Kündigungen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kanzlei Lindqvist & Brosch" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });

  it("reads a partner's name that is also a village's as the partner's", () => {
    // "Sommer" and "Berg" are villages of the gazetteer; after "&" they are the second partner.
    const answer = "- **Rechtsanwältin Dr. Maren Holt** – Familienrecht, Mediation.\n- **Kanzlei Wolff** – Erbrecht.";
    expect(analyzeByRules(answer, { businessName: "Kanzlei Holt & Sommer" }).position).toBe(1);
  });

  it("does not take a lawyer who only shares the surname, without a given name and title, for the firm", () => {
    const answer = "In Korbach ist Lindqvist bekannt; empfohlen wird vor allem die **Kanzlei Wolff & Kollegen**.";
    expect(analyzeByRules(answer, { businessName: "Kanzlei Lindqvist & Brosch" }).mentioned).toBe(false);
  });
});

describe("a namesake in a neighbouring trade is not the visitor", () => {
  it.each([
    ["flooring beside a joinery", "Schreinerei Gisler AG", "- **Holzwerk Uri** – Küchen.\n- **Gisler Bodenbeläge** – Parkett und Vinyl, arbeitet mit Schreinereien zusammen."],
    [
      "stairs and interior finishing beside a carpentry",
      "Zimmerei Moosbrugger",
      "Im Bregenzerwald arbeiten mehrere Holzbaubetriebe:\n\n1. **Holzbau Fink**: Dachstühle.\n2. **Zimmerei Natter**: Carports.\n3. **Moosbrugger Treppen & Innenausbau**: Keine Zimmerei, aber oft im Team mit den Holzbaubetrieben.",
    ],
    [
      "another bakery's workroom, where the region's adjective is everyone's",
      "Vogelsberger Backstube Schotten",
      "- **Vogelsberger Backhaus Kolb**: Brot aus dem Holzofen.\n- **Backstube am Marktplatz**: Kleine Bäckerei mit Café im Ortskern.\n- **Vogelsberger Hofbäckerei Rinn**: Dinkelbrot.",
    ],
  ])("%s", (_, businessName, answer) => {
    expect(analyzeByRules(answer, { businessName }).mentioned).toBe(false);
  });

  it("still takes the visitor's own name with its trade", () => {
    const answer = "- **Holzwerk Uri** – Küchen.\n- **Schreinerei Gisler** – Einbauschränke und Innenausbau.";
    expect(analyzeByRules(answer, { businessName: "Schreinerei Gisler AG" }).position).toBe(2);
  });
});

describe("people and adjectives of a practice in running text", () => {
  it("reads 'die Ärztin dort, Dr. X' as the staff of the practice named before, not a business of her own", () => {
    const answer = [
      "Oft genannt wird die Hausarztpraxis am Mühlbach. Die Ärztin dort, Dr. Ines Voßberg, nimmt sich viel Zeit für Gespräche.",
      "",
      "Eine zweite Möglichkeit ist die Praxis Dr. Gerlach in der Bahnhofstraße.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Gerlach" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Hausarztpraxis am Mühlbach", "Praxis Dr. Gerlach"]);
    expect(r.position).toBe(2);
  });

  it("keeps a person named on her own as a business of her own", () => {
    const answer = "Oft genannt wird die Hausarztpraxis am Mühlbach. Ebenfalls gut bewertet ist Dr. Ines Voßberg in Lindau, die eine eigene Praxis führt.";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toContain("Dr. Ines Voßberg");
  });

  it("keeps an adjective made of a trade before the trade word in the name", () => {
    const answer = "Für Notfälle ist die Tierärztliche Klinik Hasetal in Löningen die nächste Adresse. Daneben gibt es die Zahnärztliche Gemeinschaftspraxis Nordtor.";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Tierärztliche Klinik Hasetal", "Zahnärztliche Gemeinschaftspraxis Nordtor"]);
  });
});

describe("namesakes and short forms in running text", () => {
  it("does not take a namesake listed in another town for the visitor whose name carries its town", () => {
    const answer = "- **Autohaus Brandl** in Ried – Skoda-Händler.\n- **Autohaus Kern** in Schärding – Service.";
    expect(analyzeByRules(answer, { businessName: "Autohaus Brandl Schärding" }).mentioned).toBe(false);
  });

  it("does not take a doctor of another field with the visitor's surname for the visitor's practice", () => {
    const answer = "- **Dr. Lea Hofstetter** – Hausärztin, nimmt neue Patienten.\n- **Praxis Dr. Kern** – Allgemeinmedizin.";
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Hofstetter" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Dr. Lea Hofstetter", "Praxis Dr. Kern"]);
  });

  it("still takes the doctor of the visitor's own field, or one whose field is not said", () => {
    const dentist = "- **Dr. Lea Hofstetter** – Zahnärztin, Implantologie.\n- **Praxis Dr. Kern** – Prophylaxe.";
    expect(analyzeByRules(dentist, { businessName: "Zahnarztpraxis Dr. Hofstetter" }).position).toBe(1);
    const doctor = "- **Dr. Lea Hofstetter** – Ärztin mit langer Erfahrung.\n- **Praxis Dr. Kern** – Prophylaxe.";
    expect(analyzeByRules(doctor, { businessName: "Zahnarztpraxis Dr. Hofstetter" }).position).toBe(1);
  });

  // The text's own search (target-in-text.ts), which finds the visitor where no candidate of the rules and the judge is it.
  const inText = (text: string) => findMentionInText(text, nameKey("Weingut Haimerl"), null, null)?.name ?? null;

  it("takes a lone family name for the visitor when its apposition names the visitor's trade", () => {
    expect(inText("Im Weinviertel lohnt der Besuch bei **Haimerl**, einem der ältesten Weingüter der Gegend.")).toBe("Haimerl");
    expect(inText("Einen Abstecher wert ist Haimerl – ein Weingut mit Heurigen.")).toBe("Haimerl");
  });

  it("does not take a lone family name whose apposition names another trade, or that has none", () => {
    expect(inText("Im Weinviertel lohnt der Besuch bei **Haimerl**, einer der ältesten Bäckereien der Gegend.")).toBeNull();
    expect(inText("Im Weinviertel lohnt der Besuch bei Haimerl, dort gibt es auch Weingüter.")).toBeNull();
  });
});

describe("more ways a name is written", () => {
  it("reads 'Sankt' and 'St.' as one word", () => {
    const answer = "- **St. Martin Apotheke** – Botendienst.\n- **Linden-Apotheke** – Kosmetik.";
    expect(analyzeByRules(answer, { businessName: "Sankt-Martin-Apotheke" }).position).toBe(1);
  });

  it("takes the firm 'von' its owner for the visitor's firm named after the owner", () => {
    const answer = "Am besten bewertet ist die Schreinerei von Jonas Bichsel in der Talstrasse; er fertigt Küchen nach Mass.\n\n- **Schreinerei Lind** – Fenster.";
    expect(analyzeByRules(answer, { businessName: "Schreinerei Bichsel" }).mentioned).toBe(true);
  });

  it("reads a common noun after 'im' with a genitive after it as no business", () => {
    const answer = "- **Optik Lind** – Brillen.\n- Im Keller des Einkaufszentrums gibt es einen Schuster.";
    expect(analyzeByRules(answer, { businessName: "Augenoptik Keller" }).mentioned).toBe(false);
  });
});

describe("regions, foreign letters and a surname's genitive", () => {
  it("reads 'im Zürcher Oberland' as the region, not the visitor named after it", () => {
    const answer = "Im Zürcher Oberland gibt es mehrere Praxen:\n\n- **Physio Lind** – Sport.\n- **Reha Kern** – Manuelle Therapie.";
    expect(analyzeByRules(answer, { businessName: "Physiozentrum Oberland" }).mentioned).toBe(false);
  });

  it("reads a Turkish dotless ı as the i the visitor typed", () => {
    const answer = "- **Dr. Elif Kılıç** – Hausärztin, nimmt neue Patienten.\n- **Praxis Lind** – Innere Medizin.";
    expect(analyzeByRules(answer, { businessName: "Hausarztpraxis Dr. Kilic" }).position).toBe(1);
  });

  it("reads 'Kessels Schlosserei' as the visitor's 'Schlosserei Kessel'", () => {
    const answer = "Für Geländer fragen Sie am besten bei Kessels Schlosserei in der Au nach.\n\n- **Metallbau Lind** – Tore.";
    expect(analyzeByRules(answer, { businessName: "Schlosserei Kessel" }).mentioned).toBe(true);
  });

  it("keeps the 's' of a given name before a trade word", () => {
    const answer = "- **Markus Schlosserei** – Geländer.\n- **Metallbau Lind** – Tore.";
    expect(analyzeByRules(answer, { businessName: "Schlosserei Markus" }).position).toBe(1);
  });
});

describe("the tone of a business only listed", () => {
  it("reads 'in Verzeichnissen aufgeführt' as neutral, not as a recommendation", () => {
    expect(readTone("Ebenfalls in Verzeichnissen aufgeführt ist der Reitstall Moosbühl, etwas ausserhalb.")).toBe("neutral");
    expect(readTone("Der Reitstall Moosbühl ist im Branchenbuch eingetragen.")).toBe("neutral");
    expect(readTone("Der Reitstall Moosbühl wird in Bewertungen für seine ruhigen Pferde gelobt.")).toBe("recommended");
  });
});

describe("blind49: offices, peaks, chains and the words around a list", () => {
  it("does not take a mayor with the visitor's surname for the visitor or a business", () => {
    const answer = "### Dorfwirt Lunz\nNeu verpachtet; Bürgermeister Anton Hinterberger lobte bei der Eröffnung die neue Terrasse.\n\n### Gasthof Seeblick\nFisch aus dem Lunzer See.";
    const r = analyzeByRules(answer, { businessName: "Gasthof Hinterberger" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Dorfwirt Lunz", "Gasthof Seeblick"]);
  });

  it("reads 'Piz X' as a peak, not the visitor named after it", () => {
    const answer = "- **Sanitär Cadruvi** – Heizungen.\n- **Spenglerei Derungs** – in Surcuolm, auf der anderen Seite des Piz Sezner.";
    expect(analyzeByRules(answer, { businessName: "Sanitär Piz Sezner AG" }).mentioned).toBe(false);
  });

  it("does not take a chain of the visitor's family name for the visitor", () => {
    const answer = "- **Bäckerei Lind** – Holzofenbrot.\n- **Kamps** – die Bäckereikette hat eine Filiale am Bahnhof.";
    expect(analyzeByRules(answer, { businessName: "Landbäckerei Kamps" }).mentioned).toBe(false);
    expect(analyzeByRules(answer, { businessName: "Kamps" }).position).toBe(2);
  });

  it("reads a list introduced as recommendations as businesses, whatever its sources are called", () => {
    const answer = "Ein paar Empfehlungen, die in Bewertungen und Tipps immer wieder auftauchen:\n\n### Weinstube Lind\nSilvaner vom Fass.\n\n### Häckerwirtschaft Kern\nNur im Herbst offen.";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Weinstube Lind", "Häckerwirtschaft Kern"]);
  });

  it("takes the visitor named first in the genitive of its kind", () => {
    const answer = "Am meisten gelobt wird die Küche des Gasthauses Varga.\n\nAlternativen:\n\n- **Landgasthof Lind** – Wild.\n- **Buschenschank Kern** – Jause.\n\nKurz: das Gasthaus Varga ist meine erste Wahl.";
    expect(analyzeAnswer(answer, { businessName: "Gasthaus Varga" }).position).toBe(1);
  });

  it("reads a numbered line ending with its URL under a source heading as a source", () => {
    const answer = "- **Tischlerei Lind** – Küchen [1].\n- **Holzwerkstatt Kern** – Möbel [2].\n\n**Quellen**\n1. Tischlerei Lind – https://www.tischlerei-lind.at\n2. Tischler in Lunz – Herold: https://www.herold.at/tischler/lunz/";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Tischlerei Lind", "Holzwerkstatt Kern"]);
  });

  it("reads a run after a possessive as someone's noun phrase", () => {
    const answer = "- **Zahnarztpraxis Lind** – Kinder.\n- **Tipp:** Ein kurzer erster Termin, damit Ihr Kind Praxis und Team kennenlernt.";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis Lind"]);
  });

  it("places a business named in bold above a table where the answer first names it", () => {
    const answer = [
      "**Hofladen Lind** – in Ins, Gemüse [1].",
      "",
      "**Gemüsehof Müntschemier** – Laden mit Brot [2].",
      "",
      "| Hofladen | Ort |",
      "|---|---|",
      "| Hofladen Lind | Ins |",
      "| Hofladen Kern | Ins |",
      "| Gemüsehof Müntschemier | Müntschemier |",
    ].join("\n");
    const r = analyzeAnswer(answer, { businessName: "Hofladen Kern" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Hofladen Lind", "Gemüsehof Müntschemier", "Hofladen Kern"]);
    expect(r.position).toBe(3);
  });

  it("reads 'a possible stop on new patients' and 'for completeness' as no verdict", () => {
    expect(readTone("Zu einem möglichen Aufnahmestopp habe ich nichts Aktuelles gefunden.")).not.toBe("unavailable");
    expect(readTone("Der Vollständigkeit halber: In den Verzeichnissen taucht außerdem die Praxis Dr. Lind auf.")).toBe("neutral");
    expect(readTone("Die Praxis hat derzeit einen Aufnahmestopp.")).toBe("unavailable");
  });
});

describe("blind50: a lawyer with the job after her name, kinds, topics and platforms", () => {
  it("takes a lawyer written with given name and surname, her job after the name, for the firm named after her", () => {
    const answer = "- **Advokaturbüro Lind & Partner** – Erbrecht.\n- **Seraina Gadient**, Rechtsanwältin und Notarin – kleines Büro im Städtli.";
    expect(analyzeByRules(answer, { businessName: "Advokatur Gadient" }).position).toBe(2);
  });

  it("does not take a firm whose apposition names a job for the owner's namesake", () => {
    const answer = "- **Salon Lind** – Schnitt.\n- **Haarmanufaktur Ehrenfeld** – Naturfriseur mit pflanzlichen Farben.";
    expect(analyzeByRules(answer, { businessName: "Haarzeit Ehrenfeld" }).mentioned).toBe(false);
  });

  it("reads a trade after an indefinite article as a kind of business, not the visitor", () => {
    const answer = "Eine Hundeschule mit eigenem Übungsplatz direkt in Wendhusen habe ich nicht gefunden.\n\n- **Hundeschule Lind** – Welpenkurse.";
    expect(analyzeByRules(answer, { businessName: "Hundeschule Wendhusen" }).mentioned).toBe(false);
  });

  it("reads 'Kurz zu den Preisen' as a topic, not a business", () => {
    const answer = "### Autohaus Lind\nService und Reifen.\n\n### Kfz-Technik Kern\nFreie Werkstatt.\n\n### Kurz zu den Preisen\nEin Ölwechsel kostet etwa 90 Euro.";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Autohaus Lind", "Kfz-Technik Kern"]);
  });

  it("does not take a platform named like the visitor for the visitor", () => {
    const answer = "Laut den Einträgen im Herold kommen infrage:\n\n- **Installationen Lind** – Bad.\n- **Haustechnik Kern** – Heizung.";
    expect(analyzeByRules(answer, { businessName: "Herold Installationen GmbH" }).mentioned).toBe(false);
  });
});

describe("found while trying the live test: a lawyer's field and office are no businesses", () => {
  it("reads 'Fachanwältin für X, mit Kanzlei am Y' after a lawyer as her field and her office", () => {
    const answer = "Mehrfach positiv erwähnt wird Rechtsanwältin Dr. Maren Holt, Fachanwältin für Familienrecht, mit Kanzlei am Obermarkt.\n\nEine zweite Möglichkeit ist die Kanzlei Wolff & Kollegen in der Innenstadt.";
    const r = analyzeByRules(answer, { businessName: "Kanzlei Holt & Sommer" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Dr. Maren Holt", "Kanzlei Wolff & Kollegen"]);
    expect(r.position).toBe(1);
  });

  it("keeps a practice named with its article after 'mit'", () => {
    const answer = "Gute Erfahrungen haben Eltern mit der Praxis am Obermarkt gemacht, die auch samstags öffnet.";
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Praxis am Obermarkt"]);
  });
});
