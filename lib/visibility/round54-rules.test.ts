/**
 * Round 54's rules, each with an example of its own (not taken from a corpus): what the training look-alike corpora
 * blind120, blind122, blind124 and blind126 showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 54 rules: a surname's genitive before the trade, whatever consonant the surname ends in", () => {
  const answer = (name: string) =>
    ["Metzgereien rund um Tirschenreuth:", "", "- **Landmetzgerei Zintl** – Weißwürste am Samstag.", `- **${name}** – eigene Schlachtung, Leberkäse.`].join("\n");

  it("'Wolfarths Metzgerei' is the visitor's 'Metzgerei Wolfarth'", () => {
    const r = analyzeByRules(answer("Wolfarths Metzgerei"), { businessName: "Metzgerei Wolfarth" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Metzgerei Fuchs' is not the visitor's 'Metzgerei Fuch' (an s-sound is the name's own)", () => {
    const r = analyzeByRules(answer("Metzgerei Fuchs"), { businessName: "Metzgerei Fuch" });
    expect(r.mentioned).toBe(false);
  });

  it("'Wolfarths Metzgerei' is not the visitor's 'Bäckerei Wolfarth' (another trade)", () => {
    const r = analyzeByRules(answer("Wolfarths Metzgerei"), { businessName: "Bäckerei Wolfarth" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: the visitor's words as a phrase of the language", () => {
  const answer = (closing: string) =>
    ["Fahrschulen rund um Weiden:", "", "- **Fahrschule Kraus** – Klasse B, Ferienkurse.", "- **Fahrschule Lindner** – auch Motorrad.", "", closing].join("\n");

  it("'… kommt man gut durch den Winter' is not the visitor's 'Fahrschule Gut Durch'", () => {
    const r = analyzeByRules(answer("Mit ein paar Übungsstunden im Schnee kommt man gut durch den Winter."), { businessName: "Fahrschule Gut Durch" });
    expect(r.mentioned).toBe(false);
  });

  it("'… bei Gut Durch in Weiden' is the visitor's 'Fahrschule Gut Durch'", () => {
    const r = analyzeByRules(answer("Wer Automatik lernen will, fragt auch bei der Fahrschule Gut Durch in Weiden nach."), { businessName: "Fahrschule Gut Durch" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });
});

describe("round 54 rules: the business's new name beside its old one", () => {
  const list = (item: string) => ["Bäckereien rund um Mitterteich:", "", "1. **Backhaus Zölch** – Sauerteigbrot, Brezen.", `2. ${item}`].join("\n");

  it("'**Bäckerei Rupprecht** (heute Wendls Backstube)' is the visitor's 'Backstube Wendl'", () => {
    const r = analyzeByRules(list("**Bäckerei Rupprecht** (heute Wendls Backstube) – Holzofenbrot am Samstag."), { businessName: "Backstube Wendl" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'**Bäckerei Rupprecht** (seit 2025 „Brotzeit Wendl“)' is the visitor's 'Brotzeit Wendl'", () => {
    const r = analyzeByRules(list("**Bäckerei Rupprecht** (seit 2025 „Brotzeit Wendl“) – Holzofenbrot am Samstag."), { businessName: "Brotzeit Wendl" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'(heute mit Café)' gives no other name", () => {
    const r = analyzeByRules(list("**Bäckerei Rupprecht** (heute mit Café) – Holzofenbrot am Samstag."), { businessName: "Café Rupp" });
    expect(r.mentioned).toBe(false);
  });

  it("a bold-led paragraph's 'unter dem neuen Namen „Wendl“ geführt' names the visitor's 'Brotzeit Wendl'", () => {
    const answer = ["Bäckereien rund um Mitterteich:", "", "**Backhaus Zölch** – Sauerteigbrot, Brezen.", "", "**Bäckerei Rupprecht** – am Markt, seit dem Inhaberwechsel unter dem neuen Namen „Wendl“ geführt."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Brotzeit Wendl" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 54 rules: an inn by its keeper's name joined to 'Wirt'", () => {
  const answer = (name: string) =>
    ["Gasthäuser im Kremstal:", "", `- **${name}** – Schweinsbraten, großer Gastgarten.`, "- **Gasthof Mayrhofer** – Mostheuriger mit Jause."].join("\n");

  it("'Pichlwirt' is the visitor's 'Gasthof Pichl'", () => {
    const r = analyzeByRules(answer("Pichlwirt"), { businessName: "Gasthof Pichl" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });

  it("'Pichlwirt' is not the visitor's 'Tischlerei Pichl' (no inn)", () => {
    const r = analyzeByRules(answer("Pichlwirt"), { businessName: "Tischlerei Pichl" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: 'Apartments' and 'Appartements' are one word", () => {
  const answer = ["Ferienwohnungen rund um Bad Leonfelden:", "", "**Ferienhaus Sternstein**", "4,8 ★ (41) · Ferienwohnung", "", "**Apartments Waldblick**", "4,6 ★ (73) · Ferienwohnung"].join("\n");

  it("'Apartments Waldblick' is the visitor's 'Appartements Wald Blick'", () => {
    const r = analyzeByRules(answer, { businessName: "Appartements Wald Blick" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Apartments Waldblick' is not the visitor's 'Appartements Seeblick'", () => {
    const r = analyzeByRules(answer, { businessName: "Appartements Seeblick" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: the general practitioner in town and country", () => {
  const answer = (name: string) => ["Hausärzte rund um Waldsassen:", "", "- **Hausarztzentrum Stiftland** – mehrere Ärzte.", `- **${name}** – Hausbesuche, Vorsorge.`].join("\n");

  it("'Landarztpraxis Rösch' is the visitor's 'Hausarztpraxis Dr. Rösch'", () => {
    const r = analyzeByRules(answer("Landarztpraxis Rösch"), { businessName: "Hausarztpraxis Dr. Rösch" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Zahnarztpraxis Rösch' is not the visitor's 'Hausarztpraxis Dr. Rösch'", () => {
    const r = analyzeByRules(answer("Zahnarztpraxis Rösch"), { businessName: "Hausarztpraxis Dr. Rösch" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: a given name's initial", () => {
  const answer = (name: string) => ["Zahnärzte rund um Affoltern am Albis:", "", "- **Dentalzentrum Säuliamt** – Notfalltermine.", `- **${name}** – Kinderzahnmedizin.`].join("\n");

  it("'Zahnarztpraxis Dr. M. Hürlimann' is the visitor's 'Zahnarztpraxis Dr. Martina Hürlimann'", () => {
    const r = analyzeByRules(answer("Zahnarztpraxis Dr. M. Hürlimann"), { businessName: "Zahnarztpraxis Dr. Martina Hürlimann" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Zahnarztpraxis Dr. R. Hürlimann' is not the visitor's 'Zahnarztpraxis Dr. Martina Hürlimann' (another initial)", () => {
    const r = analyzeByRules(answer("Zahnarztpraxis Dr. R. Hürlimann"), { businessName: "Zahnarztpraxis Dr. Martina Hürlimann" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: a chalet and a holiday house are one kind", () => {
  const answer = (name: string) => ["Ferienhäuser im Lötschental:", "", "- **Ferienhaus Arvenduft** – für sechs Personen.", `- **${name}** – Blick auf das Bietschhorn.`].join("\n");

  it("'Chalet Lauchernblick' is the visitor's 'Ferienhaus Lauchernblick'", () => {
    const r = analyzeByRules(answer("Chalet Lauchernblick"), { businessName: "Ferienhaus Lauchernblick" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Chalet Lauchernblick' is not the visitor's 'Bergbäckerei Lauchernblick'", () => {
    const r = analyzeByRules(answer("Chalet Lauchernblick"), { businessName: "Bergbäckerei Lauchernblick" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: 'Bedachungen' is the roofer's trade", () => {
  const answer = ["Maler rund um Marktredwitz:", "", "1. **Malermeister Kastner** – Fassaden.", "", "Für das Dach selbst ist **Reichel Bedachungen GmbH** in Wunsiedel eine Anlaufstelle."].join("\n");

  it("'Reichel Bedachungen GmbH' is not the visitor's 'Malerbetrieb Reichel'", () => {
    const r = analyzeByRules(answer, { businessName: "Malerbetrieb Reichel" });
    expect(r.mentioned).toBe(false);
  });

  it("'Reichel Bedachungen GmbH' is the visitor's 'Dachdeckerei Reichel'", () => {
    const r = analyzeByRules(answer, { businessName: "Dachdeckerei Reichel" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: a trade's compound after an adjective in lower case is a common noun", () => {
  const answer = (closing: string) => ["Schreinereien rund um Tirschenreuth:", "", "- **Schreinerei Kneidl** – Maßmöbel.", "", closing].join("\n");

  it("'… kann man in der historischen Holzwerkstatt zuschauen' (an adjective before it) is not the visitor's 'Holzwerkstatt Waldsassen GmbH'", () => {
    const r = analyzeByRules(answer("Im Stiftlandmuseum Waldsassen kann man in der historischen Holzwerkstatt zuschauen."), { businessName: "Holzwerkstatt Waldsassen GmbH" });
    expect(r.mentioned).toBe(false);
  });

  it("'Auch die Holzwerkstatt Waldsassen fertigt Einbauschränke' is the visitor's", () => {
    const r = analyzeByRules(answer("Auch die Holzwerkstatt Waldsassen fertigt Einbauschränke."), { businessName: "Holzwerkstatt Waldsassen GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 54 rules: a person by job word and name in another business's item works there", () => {
  it("'Ansprechpartner ist Elektromeister Jonas Pilz' in another firm's item is not the visitor's 'Elektro Pilz'", () => {
    const answer = ["Elektriker rund um Weiden:", "", "1. **Elektro Bäumler GmbH** – Wallboxen; Ansprechpartner für Privatkunden ist Elektromeister Jonas Pilz.", "2. **Elektrotechnik Frischholz** – PV-Anlagen."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Elektro Pilz" });
    expect(r.mentioned).toBe(false);
  });

  it("'Elektromeister Jonas Pilz aus Weiden übernimmt auch kleine Aufträge' on its own is the visitor's 'Elektro Pilz'", () => {
    const answer = ["Elektriker rund um Weiden:", "", "1. **Elektro Bäumler GmbH** – Wallboxen.", "", "Elektromeister Jonas Pilz aus Weiden übernimmt auch kleine Aufträge."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Elektro Pilz" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: a place's adjective and the item's own kind word point back to that item's business", () => {
  const answer = (line: string) =>
    ["Werkstätten rund um Mitterteich:", "", "**Kfz-Service Zintl**", "* **Lage:** Wiesau.", "", "**Autohaus Ponnath**", "* **Lage:** Pechbrunn.", `* **Angebot:** ${line}`].join("\n");

  it("'Das Pechbrunner Autohaus ist Markenpartner' in Autohaus Ponnath's item is not the visitor's 'Autowerkstatt Pechbrunner'", () => {
    const r = analyzeByRules(answer("Das Pechbrunner Autohaus ist Markenpartner für Skoda."), { businessName: "Autowerkstatt Pechbrunner" });
    expect(r.mentioned).toBe(false);
  });

  it("'arbeitet es mit Pechbrunner Autohaus zusammen' (no article) stays the visitor's 'Autohaus Pechbrunner'", () => {
    const r = analyzeByRules(answer("Für Karosseriearbeiten arbeitet es mit Pechbrunner Autohaus zusammen."), { businessName: "Autohaus Pechbrunner" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: a physician is no therapist", () => {
  const answer = (apposition: string) =>
    ["Physiotherapie rund um Erbendorf:", "", "- **Physio Stiftland** – manuelle Therapie.", "", `Für eine Abklärung ist **Dr. Tobias Frischholz**, ${apposition}, eine gute Adresse.`].join("\n");

  it("'Dr. Tobias Frischholz, Facharzt für Orthopädie' is not the visitor's 'Physiotherapie Frischholz'", () => {
    const r = analyzeByRules(answer("Facharzt für Orthopädie in Weiden"), { businessName: "Physiotherapie Frischholz" });
    expect(r.mentioned).toBe(false);
  });

  it("'Dr. Tobias Frischholz, Physiotherapeut mit Schwerpunkt Rücken' is the visitor's 'Physiotherapie Frischholz'", () => {
    const r = analyzeByRules(answer("Physiotherapeut mit Schwerpunkt Rücken"), { businessName: "Physiotherapie Frischholz" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: a person among another business's team", () => {
  const answer = (sentence: string) => ["Friseure rund um Neustadt an der Waldnaab:", "", "- **Haarstudio Waldnaab** – Hochsteckfrisuren.", "", sentence].join("\n");

  it("'**Haarstudio Waldnaab** hat ein Brautteam mit drei Stylistinnen, darunter Petra Kick' is not the visitor's 'Salon Petra Kick'", () => {
    const r = analyzeByRules(answer("**Haarstudio Waldnaab** hat ein Brautteam mit drei Stylistinnen, darunter Petra Kick, die Flechtfrisuren macht."), { businessName: "Salon Petra Kick" });
    expect(r.mentioned).toBe(false);
  });

  it("'Neben dem Haarstudio Waldnaab ist auch Petra Kick eine gute Adresse' is the visitor's 'Salon Petra Kick'", () => {
    const r = analyzeByRules(answer("Neben dem Haarstudio Waldnaab ist auch Friseurin Petra Kick mit ihrem Salon eine gute Adresse."), { businessName: "Salon Petra Kick" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: a name headed by 'Region' is an area or its public body", () => {
  const answer = (sentence: string) => ["Solarbetriebe im Stiftland:", "", "- **Solartechnik Ponnath** – PV mit Speicher.", "", sentence].join("\n");

  it("'bei der Energie-Modellregion (KEM) Stiftland' is not the visitor's 'Energietechnik Stiftland GmbH'", () => {
    const r = analyzeByRules(answer("Neutrale Beratung gibt es bei der Klima- und Energie-Modellregion (KEM) Stiftland, die kostenlose Erstberatungen anbietet."), { businessName: "Energietechnik Stiftland GmbH" });
    expect(r.mentioned).toBe(false);
  });

  it("'auch Energietechnik Stiftland berät zu Speichern' is the visitor's", () => {
    const r = analyzeByRules(answer("Auch die Energietechnik Stiftland berät zu Speichern."), { businessName: "Energietechnik Stiftland GmbH" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: an association named like the visitor", () => {
  const answer = ["Tierärzte rund um Waldsassen:", "", "- **Kleintierpraxis Wondreb** – Kastrationen an festen OP-Tagen.", "", "Wer sich die Kosten nicht leisten kann: Der Tierschutzverein Stiftland unterstützt Kastrationen mit Gutscheinen."].join("\n");

  it("'Der Tierschutzverein Stiftland unterstützt …' is not the visitor's 'Tierarztpraxis Stiftland'", () => {
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Stiftland" });
    expect(r.mentioned).toBe(false);
  });

  it("'Der Tierschutzverein Stiftland unterstützt …' is the visitor's 'Tierschutzverein Stiftland'", () => {
    const r = analyzeByRules(answer, { businessName: "Tierschutzverein Stiftland" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: a lead that says what the matter depends on introduces the list", () => {
  const answer = (lead: string) => [lead, "", "- **Fahrschule Wührl** – Intensivkurse in den Ferien.", "- **Fahrschule Gleißner** – auch Automatik."].join("\n");

  it("'Wie schnell du zur Prüfung kommst, hängt von den freien Terminen ab:' keeps the driving schools", () => {
    const r = analyzeByRules(answer("Wie schnell du zur Prüfung kommst, hängt vor allem von den freien Terminen beim TÜV ab:"), { businessName: "Fahrschule Wührl" });
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 1, ["Fahrschule Gleißner"]]);
  });

  it("'Wie du eine gute Fahrschule findest:' still leads advice, not businesses", () => {
    const r = analyzeByRules(["Wie du eine gute Fahrschule findest:", "", "- **Bestehensquote:** fragen.", "- **Probestunde:** vereinbaren."].join("\n"), { businessName: "Fahrschule Wührl" });
    expect(r.competitors).toEqual([]);
  });
});

describe("round 54 rules: an inn's sign with an adjective written small", () => {
  it("'Gasthof Zum goldenen Hirschen' is a business of the list", () => {
    const answer = ["Gasthäuser rund um Wunsiedel:", "", "- **Landgasthof Prinz** – fränkische Küche.", "- **Gasthof Zum goldenen Hirschen** – Schäufele am Sonntag."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Landgasthof Prinz" });
    expect(r.competitors).toEqual(["Gasthof Zum goldenen Hirschen"]);
  });

  it("'Gut bewertete Praxen' stays no name", () => {
    const answer = ["Zahnärzte rund um Wunsiedel:", "", "- **Gut bewertete Praxen** – findest du bei Jameda.", "- **Zahnarztpraxis Dr. Prinz** – Angstpatienten."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Prinz" });
    expect([r.position, r.competitors]).toEqual([1, []]);
  });
});

describe("round 54 rules: a kind after a demonstrative points back", () => {
  it("'… lohnt sich der Abstecher zu diesem Landgasthaus am Stadtrand' names no other business", () => {
    const answer = ["Gasthäuser rund um Selb:", "", "### 1. Gasthof Rosenthal", "Fränkische Küche.", "", "### 2. Landgasthaus Zum Schmied", "Wenn ihr nach Selb fahrt, lohnt sich der Abstecher zu diesem Landgasthaus am Stadtrand."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthof Rosenthal" });
    expect(r.competitors).toEqual(["Landgasthaus Zum Schmied"]);
  });
});

describe("round 54 rules: the place a visitor is named after, without its trade and preposition", () => {
  const answer = (sentence: string) => ["Anwälte rund um Tirschenreuth:", "", "- **Kanzlei Schraml** – Erbrecht.", "", sentence].join("\n");

  it("'Zuständig ist das Amtsgericht Tirschenreuth' is not the visitor's 'Kanzlei am Amtsgericht'", () => {
    const r = analyzeByRules(answer("Zuständig für Nachlasssachen ist das Amtsgericht Tirschenreuth."), { businessName: "Kanzlei am Amtsgericht" });
    expect(r.mentioned).toBe(false);
  });

  it("'Auch die Kanzlei am Amtsgericht berät zu Erbscheinen' is the visitor's", () => {
    const r = analyzeByRules(answer("Auch die Kanzlei am Amtsgericht berät zu Erbscheinen."), { businessName: "Kanzlei am Amtsgericht" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 54 rules: the visitor's name typed without its umlauts' dots", () => {
  const answer = (name: string) => ["Treuhandbüros rund um Affoltern am Albis:", "", `### ${name}`, "Steuern und Buchhaltung.", "", "### Treuhand Säuliamt AG", "Lohnadministration."].join("\n");

  it("'Treuhand Wust' is the visitor's 'Treuhand Wüst AG'", () => {
    const r = analyzeByRules(answer("Treuhand Wust"), { businessName: "Treuhand Wüst AG" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });

  it("'Treuhand Wüest' (with its own umlaut) is not the visitor's 'Treuhand Wüst AG'", () => {
    const r = analyzeByRules(answer("Treuhand Wüest"), { businessName: "Treuhand Wüst AG" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: a candidate named as the visitor is, with its owner in its text", () => {
  const answer = (name: string) => ["Friseure in Quakenbrück:", "", "### Salon Hasetal", "Samstags bis 13 Uhr.", "", `### ${name}`, "Inhaberin Meike Rolfes führt den Salon mit zwei Mitarbeiterinnen."].join("\n");

  it("'Haarzeit Rolfes' with 'Inhaberin Meike Rolfes' is the visitor's 'Friseursalon Haarzeit Rolfes'", () => {
    const r = analyzeByRules(answer("Haarzeit Rolfes"), { businessName: "Friseursalon Haarzeit Rolfes" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Salon Rolfes' with 'Inhaberin Meike Rolfes' is not the visitor's 'Friseursalon Anja Rolfes'", () => {
    const r = analyzeByRules(answer("Salon Rolfes"), { businessName: "Friseursalon Anja Rolfes" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: the surname after the general kind of the visitor's trade", () => {
  const answer = (name: string) => ["Steuerberater rund um Ybbsitz:", "", "- **Steuerberatung Kerschbaumer** in Waidhofen.", `- Die **${name}** in Opponitz wäre am nächsten.`].join("\n");

  it("'Kanzlei Hinterleitner' is the visitor's 'Steuerberatung Mag. Josef Hinterleitner'", () => {
    const r = analyzeByRules(answer("Kanzlei Hinterleitner"), { businessName: "Steuerberatung Mag. Josef Hinterleitner" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Praxis Hinterleitner' is not the visitor's 'Steuerberatung Mag. Josef Hinterleitner'", () => {
    const r = analyzeByRules(answer("Praxis Hinterleitner"), { businessName: "Steuerberatung Mag. Josef Hinterleitner" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 54 rules: 'ich würde eher bei einer der anderen … anfragen'", () => {
  const answer = (about: string) => ["Steuerberater rund um Ybbsitz:", "", "- **Steuerberatung Kerschbaumer** in Waidhofen.", `- **Kanzlei Hinterleitner** in Opponitz – ${about}`].join("\n");

  it("advises against the visitor", () => {
    const r = analyzeByRules(answer("am nächsten, aber ich würde eher bei einer der anderen Kanzleien anfragen."), { businessName: "Kanzlei Hinterleitner" });
    expect(r.mentionTone).toBe("discouraged");
  });

  it("'falls ausgebucht, kannst du bei einer der anderen Kanzleien anfragen' is a fallback", () => {
    const r = analyzeByRules(answer("sehr gefragt; falls ausgebucht, kannst du bei einer der anderen Kanzleien anfragen."), { businessName: "Kanzlei Hinterleitner" });
    expect(r.mentionTone).not.toBe("discouraged");
  });
});

describe("round 54 rules: 'mobile' in the visitor's name says how, not who", () => {
  const answer = [
    "Dazu kann ich dir leider keine konkrete Person nennen – ich habe hier keine Websuche. Mobile Fußpflege wird in der Gegend aber oft angeboten, und so findest du sie am schnellsten:",
    "- **Hausarzt fragen:** Hausärztinnen und Hausärzte wissen meist, wer in der Umgebung Hausbesuche macht.",
    "- **Auf medizinische Fußpflege achten:** Bei Diabetes sollte es eine Fußpflegerin mit medizinischer Ausbildung sein.",
    "- **Verzeichnisse:** Im Herold findest du unter „Fußpflege mobil“ Einträge für den Bezirk.",
    "- **Mobile Pflege:** Wird dein Vater schon von einer mobilen Pflege betreut, kennen die Pflegekräfte fast immer jemanden, der ins Haus kommt.",
  ].join("\n");

  it("'**Mobile Pflege:** Wird dein Vater schon betreut …' is not the visitor's 'Mobile Fußpflege Sandra Wagner'", () => {
    expect(analyzeByRules(answer, { businessName: "Mobile Fußpflege Sandra Wagner" }).mentioned).toBe(false);
  });

  it("'**Mobile Pflege:** …' is the visitor 'Mobile Pflege' itself", () => {
    expect(analyzeByRules(answer, { businessName: "Mobile Pflege" }).mentioned).toBe(true);
  });
});
