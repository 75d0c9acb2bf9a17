import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

/**
 * Round 48 (issue 31; blind101 was read after its one measurement): each rule on an example of its own, not taken from a
 * corpus. What the owner relies on: the businesses named instead are businesses.
 */

const names = (answer: string, businessName: string) => analyzeByRules(answer, { businessName }).businesses.map((b) => b.name);

describe("words that are no business beside the recommended ones", () => {
  it("drops a list label opened by 'keine' (a mistake, not a name)", () => {
    const answer = [
      "### Tischlereien in Wolfhagen",
      "- **Tischlerei Rudolph** – Einbauküchen und Treppen nach Maß.",
      "- **Möbelwerkstatt Henne** – Reparaturen und Restaurierung.",
      "",
      "### Häufige Fehler bei der Auftragsvergabe",
      "* **Kein schriftliches Angebot:** Ohne Angebot lässt sich der Preis später schwer prüfen.",
      "* **Keine Anzahlungsregel:** Vereinbaren Sie, wann welcher Betrag fällig wird.",
    ].join("\n");
    expect(names(answer, "Tischlerei Rudolph")).toEqual(["Tischlerei Rudolph", "Möbelwerkstatt Henne"]);
  });

  it("drops a chamber of a profession and a law or ordinance named in the text", () => {
    const answer = [
      "Für eine Hofübergabe in Zwettl kommen diese Kanzleien infrage: **Notariat Dr. Haider** und **Rechtsanwalt Mag. Fuchs**.",
      "",
      "Eine erste kostenlose Auskunft gibt auch die Landwirtschaftskammer Niederösterreich, und die Ärztekammer Wien hilft bei Praxisübergaben.",
      "Die Regeln stehen im Anerbengesetz und in der Grundverkehrsverordnung des Landes; zudem gilt das Kantonale Baureglement nur in der Schweiz.",
    ].join("\n");
    const found = names(answer, "Notariat Dr. Haider");
    expect(found).toEqual(["Notariat Dr. Haider", "Rechtsanwalt Mag. Fuchs"]);
  });

  it("drops an author quoted for a tip, and keeps a business run by a person with a trade", () => {
    const answer = [
      "Für eine Radreparatur in Hann. Münden empfehle ich **Zweirad Meyer** und **Radhaus Weserbogen**.",
      "",
      "Die Reisejournalistin Anna Brückner rät, auf dem Weser-Radweg ein Ersatzkettenglied dabeizuhaben; auch der Radreise-Autor Tom Lenz empfiehlt das.",
    ].join("\n");
    expect(names(answer, "Zweirad Meyer")).toEqual(["Zweirad Meyer", "Radhaus Weserbogen"]);
  });

  it("drops a time of the year with what is done then ('im Winter zum Service')", () => {
    const answer = [
      "- **Velo Schüpbach** (Aarberg) – Werkstatt für alle Marken.",
      "- **Bike Corner Lyss** – E-Bike-Spezialist.",
      "",
      "**Tipp:** Bring dein E-Bike am besten schon im Winter zum Service – im Frühjahr sind die Werkstätten voll.",
    ].join("\n");
    expect(names(answer, "Velo Schüpbach")).toEqual(["Velo Schüpbach", "Bike Corner Lyss"]);
  });

  it("reads a labelled item sentence by sentence: no name across a full stop", () => {
    const answer = [
      "Ohne Websuche kann ich keine Betriebe nennen, aber so findest du welche:",
      "",
      "- **Verzeichnisse:** Auf local.ch oder search.ch findest du unter „Klavierbauer“ oder „Klavierstimmer“ die Betriebe im Raum Lyss, Aarberg und Büren. Viele Stimmer fahren für einen Auftrag weit.",
      "- **Verband:** Der Uhrmacherverband führt eine Mitgliederliste.",
    ].join("\n");
    expect(names(answer, "Klavierbau Gerber")).not.toContainEqual(expect.stringMatching(/\. /));
  });
});

describe("an item about a kind of thing, led by one bold word in the plural", () => {
  it("names no business", () => {
    const answer = [
      "Für den Heizungstausch in Gföhl kommen **Haustechnik Lechner** und **Wärmetechnik Zeiler** infrage.",
      "",
      "## Pellets oder Wärmepumpe?",
      "- **Hackschnitzel** sind günstig, brauchen aber viel Lagerraum.",
      "- **Luftwärmepumpen** eignen sich für gut gedämmte Häuser.",
    ].join("\n");
    expect(names(answer, "Haustechnik Lechner")).toEqual(["Haustechnik Lechner", "Wärmetechnik Zeiler"]);
  });

  it("keeps a one-word business with a verb in the singular", () => {
    const answer = "- **Hautklar** ist ein Kosmetikstudio in Gföhl mit guten Bewertungen.\n- **Kosmetik Sonja** bietet auch Fußpflege an.";
    expect(names(answer, "Hautklar")).toEqual(["Hautklar", "Kosmetik Sonja"]);
  });
});

describe("a business's former name", () => {
  it("is no business of its own after a past 'hieß' or 'firmierte'", () => {
    const answer = [
      "### 1. Haustechnik Lechner (Gföhl)",
      "Der Betrieb hieß bis 2022 Installationen Pammer; Stefan Lechner hat ihn übernommen. Schwerpunkt sind Wärmepumpen.",
      "",
      "### 2. Wärmetechnik Zeiler (Krems)",
      "Größerer Betrieb mit Notdienst.",
    ].join("\n");
    expect(names(answer, "Haustechnik Lechner")).toEqual(["Haustechnik Lechner", "Wärmetechnik Zeiler"]);
  });

  it("is still the business when the name is its current one ('heißt')", () => {
    const answer = "Für Wärmepumpen in Gföhl empfehle ich einen Familienbetrieb, er heißt Installationen Pammer und hat einen Notdienst.";
    expect(analyzeByRules(answer, { businessName: "Installationen Pammer" }).mentioned).toBe(true);
  });
});

describe("what the rules above leave alone", () => {
  it("keeps a firm whose name has a trade word before a word the rules read as a kind", () => {
    const answer = "In Kassel empfehle ich die **Kanzlei Vogt & Partner** sowie die **Steuerkanzlei Keinert**; beide nehmen neue Mandanten auf.";
    expect(names(answer, "Kanzlei Vogt & Partner")).toEqual(["Kanzlei Vogt & Partner", "Steuerkanzlei Keinert"]);
  });

  it("keeps a person with a trade and a title as the business they run", () => {
    const answer = "- **Tierärztin Dr. Eva Kogler** – Kleintierpraxis in Ottenschlag, Hausbesuche möglich.\n- **Tierklinik Zwettl** – Notdienst rund um die Uhr.";
    expect(names(answer, "Tierarztpraxis Dr. Kogler")).toHaveLength(2);
  });
});
