/**
 * Round 75's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 75 rules: the general kind with the owner's given name and surname is the visitor", () => {
  const answer = (name: string) =>
    [
      "In und um Langenbrand gibt es einige Praxen, die Hausbesuche anbieten:",
      "",
      "**Physiotherapie Kohm**",
      "* **Adresse:** Hauptstraße 12, 76599 Weisenbach",
      "",
      `**${name}**`,
      "* **Adresse:** Langenbrand, 76596 Forbach",
      "* **Leistungen:** Physiotherapie, Manuelle Therapie, Hausbesuche",
    ].join("\n");

  it("reads 'Praxis Sabine Gantert' as the visitor's 'Physiotherapie Gantert', in second place", () => {
    const r = analyzeByRules(answer("Praxis Sabine Gantert"), { businessName: "Physiotherapie Gantert" });
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 2, ["Physiotherapie Kohm"]]);
  });

  it("does not take a practice of another given name for the visitor's named one ('Physiotherapie Anna Gantert') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Praxis Sabine Gantert"), { businessName: "Physiotherapie Anna Gantert" });
    expect(r.mentioned).toBe(false);
  });

  it("does not take another general kind for the visitor's ('Kanzlei Sabine Gantert' for a physiotherapy) (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Kanzlei Sabine Gantert"), { businessName: "Physiotherapie Gantert" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 75 rules: a firm named by the surname first is named by its owner with a job of its kind", () => {
  const answer = (sentence: string) =>
    [
      "Für eure Grösse kommen vor allem drei Anbieter in Frage:",
      "",
      "Die **Treuhand Hochuli AG** mit Büro im Engerfeld ist der grösste der drei.",
      "",
      sentence,
      "",
      "Das **Buchhaltungsbüro Freiermuth** in Kaistenberg ist die günstigste Option.",
    ].join("\n");

  it("reads 'Corinne Wülser, Treuhänderin …' as the visitor's 'Wülser Treuhand GmbH', in second place", () => {
    const r = analyzeByRules(answer("Direkt in Ryburg führt **Corinne Wülser**, Treuhänderin mit eidgenössischem Fachausweis, ein kleines Büro."), { businessName: "Wülser Treuhand GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("does not read a trustee of another surname as the visitor ('Corinne Keller, Treuhänderin …') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Direkt in Ryburg führt **Corinne Keller**, Treuhänderin mit eidgenössischem Fachausweis, ein kleines Büro."), { businessName: "Wülser Treuhand GmbH" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 75 rules: a person by job, given name and surname names the owner, no other kind of business", () => {
  const answer = [
    "Da würde ich zuerst bei der **Heizung-Sanitär Kläfiger AG** anrufen, die einen Pikettdienst anbietet.",
    "",
    "Für die Wärmepumpe hat mich am meisten der Installateur Thomas Scheurer aus Aefligen überzeugt. Sein Betrieb (scheurer-haustechnik.ch) ist klein.",
    "",
    "Eine dritte Option ist die **Bad & Wärme Reinhart GmbH** in Rüdtligen.",
    "",
    "Zusammengefasst:",
    "1. **Scheurer Haustechnik GmbH** – für die Wärmepumpe",
    "2. **Heizung-Sanitär Kläfiger AG** – für den Notfall",
  ].join("\n");

  it("places the visitor 'Scheurer Haustechnik GmbH' where its owner 'Installateur Thomas Scheurer' is first named", () => {
    const r = analyzeByRules(answer, { businessName: "Scheurer Haustechnik GmbH", domain: "scheurer-haustechnik.ch" });
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 2, ["Heizung-Sanitär Kläfiger AG", "Bad & Wärme Reinhart GmbH"]]);
  });
});

describe("round 75 rules: health leagues and associations in the plural are no businesses", () => {
  const answer = (line: string) =>
    ["Für die Nachbehandlung kommen zwei Praxen infrage:", "", "1. **Praxis für Physiotherapie am See** – Manuelle Therapie.", "2. **Therapiezentrum Oberauer** – Gerätetraining.", "", "Außerdem:", "", line].join("\n");

  it("does not read the 'Rheuma-Liga' as a business", () => {
    const r = analyzeByRules(answer("- Die **Rheuma-Liga** organisiert Funktionstraining im Wasser und an Land."), { businessName: "Physio Tengling" });
    expect(r.competitors).toEqual(["Praxis für Physiotherapie am See", "Therapiezentrum Oberauer"]);
  });

  it("does not read 'Viele Sportvereine' as a business (a guard, passes either way: in so short a list the rules set it apart already)", () => {
    const r = analyzeByRules(answer("- Viele Sportvereine, auch im Landkreis, bieten Reha-Sport-Gruppen an."), { businessName: "Physio Tengling" });
    expect(r.competitors).toEqual(["Praxis für Physiotherapie am See", "Therapiezentrum Oberauer"]);
  });
});

describe("round 75 rules: a role of the municipality is no business", () => {
  it("does not read 'Bauberater der Gemeinde Lumnezia' as a business", () => {
    const answer = [
      "Für neue Holzfenster im Val Lumnezia:",
      "",
      "1. **Fensterbau Livers** – Holz- und Holz-Metall-Fenster.",
      "2. **Schreinerei Schuoler** – kleine Aufträge, schnelle Offerten.",
      "",
      "Im Dorfkern brauchen neue Fenster meist eine Baubewilligung. Auskunft gibt der Bauberater der Gemeinde Lumnezia, Gion Vinzens.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Caduff" }).competitors).toEqual(["Fensterbau Livers", "Schreinerei Schuoler"]);
  });
});

describe("round 75 rules: a year's date before a noun is no business", () => {
  it("reads only the insolvent firm, not 'Herbst 2026 Insolvenz', as advised against", () => {
    const answer = [
      "Für die Wärmepumpe kommen zwei Installateure infrage:",
      "",
      "1. **Installationen Tschemernjak** – Wärmepumpen und Bäder.",
      "2. **Wärme & Bad Ogrisegg** – Kundendienst auch am Samstag.",
      "",
      "**Hinweis:** Der früher häufig empfohlene Betrieb Heizungsbau Zablatnik hat im Herbst 2026 Insolvenz angemeldet und nimmt keine neuen Aufträge mehr an.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Haustechnik Kropiunik" }).negativeMentions.map((n) => n.name)).toEqual(["Heizungsbau Zablatnik"]);
  });
});

describe("round 75 rules: a practice dissolved is closed", () => {
  const answer = (sentence: string) =>
    ["Zahnärzte in der Nähe:", "", "1. **Zahnarzt Dr. Seisl** – Prophylaxe.", "2. **Zahnarztpraxis Dr. Pletzer** – Kinderzahnheilkunde.", "", sentence].join("\n");

  it("reads 'Ordination Dr. Hochstaffl … wurde aber mit Ende 2025 aufgelöst' as closed, no recommendation", () => {
    const r = analyzeByRules(answer("Die Ordination Dr. Hochstaffl wird in manchen Verzeichnissen noch geführt, wurde aber mit Ende 2025 aufgelöst (Pensionierung)."), { businessName: "Zahnarzt Dr. Egger" });
    expect([r.competitors, r.negativeMentions.map((n) => n.name)]).toEqual([["Zahnarzt Dr. Seisl", "Zahnarztpraxis Dr. Pletzer"], ["Ordination Dr. Hochstaffl"]]);
  });
});

describe("round 75 rules: a business that no longer does its trade ('vermietet … nicht mehr') is closed", () => {
  const answer = (sentence: string) =>
    ["Für Familien auf Fehmarn:", "", "1. **Landhaus Dohrn** – ruhig, mit Garten.", "2. **Ferienhaus Griebel** – Spielplatz nebenan.", "", sentence].join("\n");

  it("reads 'Pension Wulfert … vermietet … seit der Saison 2025 nicht mehr' as closed", () => {
    const r = analyzeByRules(answer("- **Nicht mehr buchbar:** Die früher oft empfohlene **Pension Wulfert** vermietet laut ihrer Website seit der Saison 2025 nicht mehr – ältere Berichte sind nicht aktuell."), { businessName: "Ferienwohnung Lafrenz" });
    expect([r.competitors, r.negativeMentions.map((n) => n.name)]).toEqual([["Landhaus Dohrn", "Ferienhaus Griebel"], ["Pension Wulfert"]]);
  });

  it("still recommends one that rents out no more than two flats ('vermietet nicht mehr als zwei Wohnungen') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("- Die **Pension Wulfert** vermietet nicht mehr als zwei Wohnungen, dafür sehr ruhig."), { businessName: "Ferienwohnung Lafrenz" });
    expect(r.competitors).toContain("Pension Wulfert");
  });
});

describe("round 75 rules: asking the other business instead, in the singular, advises against", () => {
  it("reads 'ich würde eher beim anderen Betrieb anfragen' as advice against the visitor", () => {
    const answer = [
      "Für eine Küche nach Mass kommen vor allem zwei Betriebe in Frage:",
      "",
      "- **Holzbau Scheuner** in Tschuggi – eigene Küchenplanung, Offerten innert zwei Wochen.",
      "- **Schreinerei Hirni** in Unterfuhren – liegt am nächsten, in den Bewertungen wird aber über lange Lieferverzögerungen geklagt; ich würde eher beim anderen Betrieb anfragen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Hirni" }).mentionTone).toBe("discouraged");
  });
});

describe("round 75 rules: a heading's label of caution advises against the business it names", () => {
  it("reads '### Mit Vorsicht: Kfz-Meisterbetrieb Parzinger' as advice against the visitor", () => {
    const answer = [
      "### Autoservice Kriechbaumer",
      "Kleine freie Werkstatt, faire Preise.",
      "",
      "### Mit Vorsicht: Kfz-Meisterbetrieb Parzinger",
      "Taucht bei der Suche ebenfalls weit oben auf.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Kfz-Meisterbetrieb Parzinger" }).mentionTone).toBe("discouraged");
  });
});

describe("round 75 rules: a district by its word is no business", () => {
  it("does not read 'Landkreis Dienst' ('welche Praxis im Landkreis Dienst hat') as a business", () => {
    const answer = [
      "1. **Zahnarztpraxis am Teisenberg** – viel Erfahrung mit Angstpatienten.",
      "2. **Zahnärztin Dr. Miriam Hinterstoisser** – ruhige Einzelpraxis.",
      "",
      "Am Wochenende ist der zahnärztliche Notdienst zuständig; welche Praxis im Landkreis Dienst hat, findest du über die Notdienstsuche der KZVB.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarzt Dr. Lohwieser" }).competitors).toEqual(["Zahnarztpraxis am Teisenberg", "Zahnärztin Dr. Miriam Hinterstoisser"]);
  });
});

describe("round 75 rules: 'komplett' is a plain adjective, no name's first word", () => {
  it("does not read '**Komplette Stube** mit Täfer …' over a price as a business", () => {
    const answer = [
      "1. **Holzwerkstatt Lumnezia** – Arvenstuben nach Mass.",
      "2. **Möbelschreinerei Blumenthal** – Möbel und Täfer.",
      "",
      "### Was kostet eine Arvenstube?",
      "Als grobe Richtwerte gelten in Graubünden:",
      "- **Wand- und Deckentäfer aus Arve:** etwa 350 bis 600 Franken pro Quadratmeter inklusive Montage",
      "- **Eckbank und Tisch aus Arve nach Mass:** zusammen oft 8'000 bis 15'000 Franken",
      "- **Komplette Stube** mit Täfer, Boden, Einbauschrank und Möbeln: für einen Raum von 20 bis 25 m² häufig 40'000 bis 80'000 Franken",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Derungs" }).competitors).toEqual(["Holzwerkstatt Lumnezia", "Möbelschreinerei Blumenthal"]);
  });
});

describe("round 75 rules: the Swiss social insurance offices are no businesses", () => {
  it("does not read 'SVA Aargau' as a business", () => {
    const answer = [
      "Die **Treuhand Hochuli AG** im Engerfeld bietet das volle Paket für KMU an.",
      "",
      "Das **Buchhaltungsbüro Freiermuth** in Kaistenberg ist die günstigste Option.",
      "",
      "Für die Löhne müsst ihr Beiträge an AHV, IV, EO und ALV abrechnen. Ein gutes Treuhandbüro übernimmt die Meldungen an die SVA Aargau und erstellt die Lohnausweise am Jahresende.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Wülser Treuhand GmbH" }).competitors).toEqual(["Treuhand Hochuli AG", "Buchhaltungsbüro Freiermuth"]);
  });
});

describe("round 75 rules: 'mittelgroß' is a plain adjective, no name's first word", () => {
  it("does not read 'Mittelgroße Kanzlei' opening a description line as a business", () => {
    const answer = [
      "### 1. Steuerkanzlei Trinkfaß (Steinfelden)",
      "**Adresse:** Steinfelden 4, 4645 Steinfelden",
      "",
      "Kleine Kanzlei mit persönlicher Betreuung.",
      "",
      "### 2. Hüthmayr & Partner Steuerberatung GmbH (Fischerau)",
      "**Adresse:** Fischerau 2, 4644 Fischerau · [huethmayr-partner.at](https://www.huethmayr-partner.at/)",
      "",
      "Mittelgroße Kanzlei mit mehreren Berufsträgern, die neben Unternehmen auch private Vermieter betreut.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Steuerberatung Pühringer" }).competitors).toEqual(["Steuerkanzlei Trinkfaß", "Hüthmayr & Partner Steuerberatung GmbH"]);
  });
});
