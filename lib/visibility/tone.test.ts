import { describe, expect, it } from "vitest";
import { readTone } from "./tone";

describe("readTone", () => {
  it.each([
    ["Salon Haarzeit hat laut Google Maps inzwischen dauerhaft geschlossen.", "unavailable"],
    ["Das Banh Mi Haus gibt es leider nicht mehr.", "unavailable"],
    ["Tierarzt Dr. Eder – sehr gute Bewertungen, nimmt derzeit aber keine neuen Patienten auf", "unavailable"],
    ["Praxis am Markt – Aufnahmestopp für Kassenpatienten", "unavailable"],
    ["Blitzservice – wird wegen nicht eingehaltener Termine kritisiert; eher nicht zu empfehlen.", "discouraged"],
    ["Vorsicht wäre ich bei Notdienst 24 Hannover: mehrere Berichte über überhöhte Rechnungen.", "discouraged"],
    ["Über das Zahnstudio gibt es viele Beschwerden über lange Wartezeiten.", "discouraged"],
    ["In der Innenstadt gibt es außerdem Optik Brenner, zu der ich aber wenig Konkretes weiß.", "neutral"],
    ["Autohaus Meier hat gemischte Bewertungen.", "neutral"],
    ["Zahnzentrum Mitte – moderne Ausstattung, auch samstags geöffnet.", "recommended"],
    ["Bäckerei Huber – sonntags geschlossen, sonst ab 6 Uhr geöffnet.", "recommended"],
    ["Gasthaus Zur Linde – montags und dienstags Ruhetag.", "recommended"],
    ["Ich würde Ihnen raten, vorab einen Termin zu vereinbaren.", "recommended"],
    ["Hotel Seeblick – wegen Umbau bis März geschlossen", "unavailable"],
    ["Musikschule Tonleiter – nimmt keine neuen Klavierschüler an", "unavailable"],
    ["Tanzschule Quickstep: beliebt, nimmt aber bis Herbst keine Neuanmeldungen an.", "unavailable"],
    ["Die Reitschule am Moos nimmt derzeit keine Anmeldungen mehr an.", "unavailable"],
    ["Atelier Blau – sehr gefragt, meist drei Wochen im Voraus ausgebucht.", "recommended"],
    ["Die Tagesmutter Lena Berg hat derzeit keine freien Plätze.", "unavailable"],
    ["Praxis Weideneck – nimmt momentan niemanden Neues an", "unavailable"],
    ["Bei Ergo Nord sind Neuaufnahmen bis zum Frühjahr nicht möglich.", "unavailable"],
    ["Der Laden wurde im Sommer aufgegeben.", "unavailable"],
    ["Kita Sonnenkäfer – derzeit keine Anmeldungen möglich", "unavailable"],
    ["Hofladen Gruber – keine freien Parkplätze am Samstag, sonst top", "recommended"],
    ["Zum Studio Wellenklang finde ich kaum Bewertungen, ich kann es weder empfehlen noch davon abraten.", "neutral"],
    ["Die Stern-Apotheke hat dagegen nur werktags geöffnet.", "neutral"],
    ["Die Brüder Maurer haben nach Auskunft der Gemeinde ihren Betrieb 2023 eingestellt.", "unavailable"],
    // Round 11: "den Betrieb" with a long time phrase between it and the verb.
    ["Nach Angaben der Gemeinde hat die Pension den Betrieb zum Ende des Winters 2025 eingestellt.", "unavailable"],
    ["Der frühere Besitzer hat das Geschäft im Frühjahr aus gesundheitlichen Gründen aufgegeben.", "unavailable"],
    ["Die Familie hat den Betrieb 2019 übernommen und das Sortiment erweitert.", "recommended"],
    ["Die Polsterei Haas nimmt laut ihrem Facebook-Profil keine Aufträge mehr an.", "unavailable"],
    ["Der Gartenbau Kofler scheint geschlossen zu sein.", "unavailable"],
    ["Reitstall Auhof – schöne Anlage, die Rezensionen sind aber eher gemischt.", "neutral"],
    ["Reitstall Auhof – die Reitstunden sind gemischt, für Kinder und Erwachsene.", "recommended"],
    ["Strandbad-Kiosk Möwe – zurzeit geschlossen, öffnet wieder im Mai.", "unavailable"],
    ["Gelateria Nord – derzeit geschlossen (Betriebsurlaub).", "unavailable"],
    ["Außerdem gibt es das Atelier Kranich; ob dort Abendkurse laufen, konnte ich nicht herausfinden.", "neutral"],
    // Round 12: intake of anyone, by the verb ("aufgenommen", "nimmt keine neuen … an").
    ["Katzenpension Samtpfote – im Sommer werden leider keine neuen Katzen aufgenommen.", "unavailable"],
    ["Beim Chor Lerchenklang können derzeit keine neuen Stimmen angenommen werden.", "unavailable"],
    ["Gnadenhof Birkenweg: Es werden vorerst keine Ziegen mehr aufgenommen (Warteliste).", "unavailable"],
    ["Bistro Laube – gemütlich, nimmt aber keine Kreditkarten an.", "recommended"],
    // Reads closures with a longer aside, cautions, criticism and a pointer to the others (round 3).
    ["Die Konditorei Amsel hat laut ihrer Homepage seit dem Sommer geschlossen.", "unavailable"],
    ["Mit Vorsicht zu genießen: die Umzugsfirma Flink, günstige Angebote.", "discouraged"],
    ["Mehrere Kundinnen bemängeln kurzfristige Absagen.", "discouraged"],
    ["Ich würde dafür eher eine der anderen Firmen beauftragen.", "discouraged"],
    // Reads mixed feedback and a verdict withheld for lack of reviews as neutral (round 3).
    ["Zum Malerbetrieb Ost gibt es gemischte Rückmeldungen.", "neutral"],
    ["Dazu gibt es nur sehr wenige ältere Bewertungen, ich kann ihn nicht wirklich einschätzen.", "neutral"],
    // Reads a closure dated by a season, reservation and reviews not found (round 4).
    ["Optik Seewinkel – laut Website seit Herbst 2024 geschlossen", "unavailable"],
    ["Café Lindenblüte – hat seit Jahren sonntags geschlossen", "recommended"],
    ["Zurückhaltend wäre ich bei Gebäudereinigung Flott: Kunden berichten von Terminausfällen.", "discouraged"],
    ["Bei der Autowerkstatt Keller wäre ich eher zurückhaltend.", "discouraged"],
    ["Zum Studio Farbklang habe ich leider keine belastbaren Bewertungen online gefunden.", "neutral"],
    // Reads 'keine Neukunden' and 'nimmt … keine … auf' as unavailable, but not an offer for new clients.
    ["Die Logopädie Wiesengrund hat derzeit keine Neupatientinnen-Plätze.", "unavailable"],
    ["Gute Stimmen, nimmt im Moment aber keine Kinder mehr auf.", "unavailable"],
    ["Die Kanzlei nimmt zurzeit keine Mandate an.", "unavailable"],
    ["Nimmt gern neue Mitglieder auf, Probetraining kostenlos.", "recommended"],
    // Reads a stopped service and a closure dated by a source as unavailable.
    ["Die Tanzschule Pirouette hat den Kursbetrieb im Sommer eingestellt.", "unavailable"],
    ["Hinweis: Das Café Morgenrot hat laut tripadvisor.at im März geschlossen.", "unavailable"],
    // Reads 'schnell ausgebucht' as demand, a booked-out state as unavailable.
    ["Grillkurse bei Metzgerei Hohl sind oft schnell ausgebucht.", "recommended"],
    ["Wochenendtermine sind meist ausgebucht, unter der Woche klappt es.", "recommended"],
    ["Die Pension Seeblick ist bis Oktober ausgebucht.", "unavailable"],
    // Reads 'würde ich eher nicht raten' as discouraged.
    ["Zum Malerbetrieb Lang würde ich Ihnen eher nicht raten, die Termine platzen oft.", "discouraged"],
    // Reads advice with two adverbs and caution in the first person as discouraged.
    ["Zur Druckerei Fass würde ich zurzeit eher nicht hingehen – Aufträge kamen verspätet.", "discouraged"],
    ["Beim Schlüsseldienst Kern würde ich momentan eher nicht hingehen.", "discouraged"],
    ["Mit der Werkstatt Brandl hatten einige Kunden Ärger; da wäre ich eher vorsichtig.", "discouraged"],
    ["Die Preise sind fair, vorsichtig gefahren wird auch.", "recommended"],
    // Reads an offer that is no longer made as unavailable.
    ["Die Segelschule Nordwind bietet nach eigener Auskunft seit dem Frühjahr 2024 keine Kurse mehr an.", "unavailable"],
    ["Die Segelschule Nordwind bietet auch Kurse für Kinder an.", "recommended"],
    // Reads 'ebenfalls eine Option' as neutral, a good option as a recommendation.
    ["Auch eine Option ist das Nähcafé Faden in der Altstadt.", "neutral"],
    ["Eine weitere Option wäre die Musikschule Allegro.", "neutral"],
    ["Eine sehr gute Option ist das Nähcafé Faden in der Altstadt.", "recommended"],
  ] as const)("%s -> %s", (text, tone) => {
    expect(readTone(text)).toBe(tone);
  });

  it("takes the tone of the label a mention stands under", () => {
    expect(readTone("Garage Reichenau: lange Wartezeiten.", "Weniger empfehlenswert")).toBe("discouraged");
    expect(readTone("Autohaus Tiroler Straße: transparente Preise.", "Empfehlenswert")).toBe("recommended");
    expect(readTone("Pension Talblick: Frühstück inklusive.", "Derzeit nicht buchbar")).toBe("unavailable");
  });
});

describe("readTone – round 13", () => {
  it.each([
    ["Dr. Eva Brandner ist seit dem Sommer pensioniert, die Ordination ist verwaist.", "unavailable"],
    ["Der Inhaber ist letztes Jahr in den Ruhestand gegangen.", "unavailable"],
    ["Frau Kessler hat ihren Salon nach über dreißig Jahren im vergangenen Herbst aus gesundheitlichen Gründen aufgegeben.", "unavailable"],
    ["Bei der Schlosserei Moser wäre ich allerdings vorsichtig.", "discouraged"],
    ["Daneben gibt es am Stadtrand die Tanzschule Taktvoll.", "neutral"],
    ["Die Kanzlei hat viel Erfahrung mit Betriebsübergaben und Ruhestandsplanung.", "recommended"],
  ])("%s → %s", (text, tone) => {
    expect(readTone(text)).toBe(tone);
  });
});

describe("readTone – a preference for others limited to a harder case (round 13)", () => {
  it.each([
    ["Bei Malerei Sommer bekommst du schnell einen Termin; für größere Fassaden würde ich aber eine der anderen Firmen beauftragen.", "neutral"],
    ["Bei Malerei Sommer würde ich eher eine der anderen Firmen beauftragen.", "discouraged"],
  ])("%s → %s", (text, tone) => {
    expect(readTone(text)).toBe(tone);
  });
});

describe("readTone – comparative and subordinate caution (round 14)", () => {
  it.each([
    ["Bei Malerei Kunz bin ich zurückhaltender.", "discouraged"],
    ["Es gibt noch Malerei Kunz, bei der ich allerdings vorsichtig wäre.", "discouraged"],
    ["Malerei Kunz hat lange Wartezeiten; ich würde eher auf einen der anderen Betriebe ausweichen.", "discouraged"],
    ["Malerei Kunz ist zurückhaltend im Auftreten, aber gründlich.", "recommended"],
  ])("%s → %s", (text, tone) => {
    expect(readTone(text)).toBe(tone);
  });
});

describe("readTone – round 15", () => {
  it("reads present-tense criticism and 'weniger positiv' as advised against", () => {
    expect(readTone("Weniger positiv fallen die Rückmeldungen zur Autowerkstatt Beck aus.")).toBe("discouraged");
    expect(readTone("Viele Kunden kritisieren die langen Lieferzeiten.")).toBe("discouraged");
    // Round 29: criticism by some is a caveat, not advice against (tone.ts, SOME_CRITICISE_RE).
    expect(readTone("Einige Kunden kritisieren die langen Lieferzeiten.")).toBe("recommended");
  });

  it("reads a business that is merely there, with hardly any reviews, as neutral", () => {
    expect(readTone("Außerdem vorhanden ist der Friseur Lenz, zu dem es kaum Bewertungen gibt.")).toBe("neutral");
    expect(readTone("Die Metzgerei Vogt hat kaum Rezensionen.")).toBe("neutral");
  });
});
