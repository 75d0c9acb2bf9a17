import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isAwardTitle, isTimedOffer } from "./non-businesses";
import { reviewsFollow } from "./platforms";
import { isSetApart } from "./set-apart";
import { readTone } from "./tone";

/** Round 20 (issue 31, corpus blind28): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeByRules(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone, platforms: r.platforms };
};

describe("tone: mixed reviews, a verdict on booking, a business at rest", () => {
  it("reads praise with criticism of one thing as a mixed review, not a verdict against", () => {
    expect(readTone("Liegt am Hafen. Gäste loben das Frühstück, kritisieren aber die dünnen Wände.")).toBe("recommended");
    expect(readTone("Gelobt wird die Küche, bemängelt allerdings die lange Wartezeit.")).toBe("recommended");
    // Criticism on its own, or a verdict beside the mixed review, still advises against.
    expect(readTone("Viele Gäste kritisieren die Sauberkeit.")).toBe("discouraged");
    expect(readTone("Gäste loben die Lage, kritisieren aber den Service. Wir raten eher ab.")).toBe("discouraged");
  });

  it("keeps a business with a mixed review among the recommendations", () => {
    const answer =
      "Pensionen in Wernigerode:\n\n- **Pension Brockenblick**: Gäste loben die Ruhe, kritisieren aber das knappe Frühstück.\n- **Landhaus Zillierbach**: Familiengeführt.\n- **Hotel Harzquelle**: Mit Sauna.";
    const r = read(answer, "Hotel Harzquelle");
    expect(r.businesses).toEqual(["Pension Brockenblick", "Landhaus Zillierbach", "Hotel Harzquelle"]);
    expect(r.position).toBe(3);
  });

  it("reads 'würde ich es nicht buchen' as advised against", () => {
    expect(readTone("Die Zimmer sind renoviert, aber für den Preis würde ich es derzeit eher nicht buchen.")).toBe("discouraged");
  });

  it("reads a business at rest, or one offering nothing this season, as not available", () => {
    expect(readTone("Laut Website ruht der Betrieb wegen eines Umbaus.")).toBe("unavailable");
    expect(readTone("Die Wiedereröffnung ist für April 2027 geplant.")).toBe("unavailable");
    expect(readTone("Bietet in der Saison 2026 aber keine Touren an.")).toBe("unavailable");
    expect(readTone("Bietet derzeit keine Abendkurse an.")).toBe("unavailable");
    // An offer left out is no closure: "bietet keine Kartenzahlung an" says how to pay.
    expect(readTone("Bietet keine Kartenzahlung an, nur bar.")).toBe("recommended");
  });
});

describe("offers named with their time, and awards named with their title", () => {
  it("reads a name ending in a day or a part of the day as an offer, not a business", () => {
    for (const name of ["Impfsprechstunde am Nachmittag", "Weißwurstfrühstück am Sonntag", "Lauftreff jeden Dienstag", "Kinderturnen am Wochenende"]) expect(isTimedOffer(name), name).toBe(true);
    for (const name of ["Apotheke am Markt", "Bäckerei am Stadttor", "Kanzlei Freitag", "Praxis Dr. Abend am Morgen Dr."]) expect(isTimedOffer(name), name).toBe(false);
  });

  it("leaves an offer in an item's text out of the businesses", () => {
    const answer =
      "Hausärzte in Weilheim:\n\n**Praxis Dr. Gruber** hat zwei Ärztinnen. Gelobt werden die Impfsprechstunde am Nachmittag und kurze Wartezeiten.\n\nEbenfalls gut ist die **Hausarztpraxis Ammertal**.";
    expect(read(answer, "Hausarztpraxis Ammertal").businesses).toEqual(["Praxis Dr. Gruber", "Hausarztpraxis Ammertal"]);
  });

  it("reads a competition, prize or seal with its quoted title as no business", () => {
    for (const name of ["Wettbewerb „Schönstes Schaufenster“", "Gütesiegel „Geprüfte Qualität“", "Staatspreis \"Bauen mit Holz\"", "Aktion „Stadtradeln“"]) expect(isAwardTitle(name), name).toBe(true);
    for (const name of ["Schreinerei „Zum Hobel“", "Café „Kleine Auszeit“", "Preisinger Bau"]) expect(isAwardTitle(name), name).toBe(false);
  });

  it("leaves a competition out of the businesses in a list of workshops", () => {
    const answer =
      "Schreinereien in Landsberg:\n\n### Betriebe\n* **Schreinerei Hölzl:** Küchen nach Maß.\n* **Möbelwerk Lechrain:** Massivholztische.\n\n### Tipps\n* **Qualität:** Gute Betriebe beteiligen sich am Wettbewerb „Schreinerhandwerk Zukunft“ – ein gutes Zeichen.\n* **Wartezeit:** Drei Monate sind üblich.";
    expect(read(answer, "Möbelwerk Lechrain").businesses).toEqual(["Schreinerei Hölzl", "Möbelwerk Lechrain"]);
  });
});

describe("a job priced roughly", () => {
  const answer =
    "Fliesenleger in Bingen:\n\n1. **Fliesen Kessler** – Bäder und Küchen.\n2. **Plattenwerk Nahe** – Terrassen.\n\n### Was kostet es?\n\n- **Reparatur** (einzelne Fliesen): meist 200–500 €.\n- **Neuverfliesung Badezimmer** inklusive Abdichtung: grob 4.000–8.000 €; bei großen Bädern mehr.\n- **Sanierung:** etwa 90–140 € pro m².";

  it("reads a job's name before a rough price as the job, not a business", () => {
    expect(read(answer, "Plattenwerk Nahe").businesses).toEqual(["Fliesen Kessler", "Plattenwerk Nahe"]);
  });

  it("keeps a business whose item opens with a price", () => {
    const pizza = "Pizzerien in Bingen:\n\n- **Da Luigi**: rund 12 € für eine große Pizza, sehr beliebt.\n- **Pizzeria Roma**: Holzofen.\n- **Fliesen-Grill**: etwa 9 € der Teller.";
    expect(read(pizza, "Pizzeria Roma").businesses).toEqual(["Da Luigi", "Pizzeria Roma", "Fliesen-Grill"]);
    // A single price is a business's price list, not a job's estimate.
    const cleaning = "Reinigungsfirmen in Bingen:\n\n- **Putzteufel Bingen**: Büros.\n- **Gebäudereinigung Szabo**: etwa 28 € pro Stunde, zuverlässig.\n- **Glanzwerk Nahe**: Fenster.";
    expect(read(cleaning, "Glanzwerk Nahe").businesses).toEqual(["Putzteufel Bingen", "Gebäudereinigung Szabo", "Glanzwerk Nahe"]);
  });
});

describe("platforms: automobile clubs, reviews named after the platform", () => {
  it("reads an automobile club as an association, neither a platform nor a business", () => {
    const answer =
      "Werkstätten in Gifhorn:\n\n1. **Autohaus Brandes** – alle Marken.\n2. **Kfz-Technik Ohnesorge** – Klimaservice.\n\nPannenhilfe und Preisvergleiche bietet auch der **ADAC**.\n\nQuellen:\n[1] adac.de – Werkstattkosten";
    const r = read(answer, "Kfz-Technik Ohnesorge");
    expect(r.platforms).toEqual([]);
    expect(r.businesses).toEqual(["Autohaus Brandes", "Kfz-Technik Ohnesorge"]);
    for (const name of ["ÖAMTC", "ARBÖ Stützpunkt Wels", "TCS"]) expect(isSetApart({ name }, []), name).toBe(true);
  });

  it("reads reviews named after the platform in its sentence as the map's reviews", () => {
    expect(reviewsFollow(" und Jameda finden Sie viele Erfahrungsberichte.")).toBe(true);
    expect(reviewsFollow(" zeigt die Rezensionen der Kunden.")).toBe(true);
    expect(reviewsFollow(" finden Sie die Adresse. Bewertungen gibt es bei Jameda.")).toBe(false);
    expect(read("**Praxis Lindholm** ist beliebt. Auf Google und Jameda finden Sie Erfahrungsberichte.", "Praxis Lindholm").platforms).toEqual(["Google Maps", "Jameda"]);
    expect(read("**Praxis Lindholm** ist beliebt. Die Adresse finden Sie über Google.", "Praxis Lindholm").platforms).toEqual(["Google"]);
  });
});

describe("a trade word with a locator that is itself a trade word", () => {
  it("reads 'Apotheke am Markt' in running text as a business", () => {
    const answer = "Die **Zahnarztpraxis am Markt** wird oft für ihre ruhige Art gelobt.\n\nEbenfalls gut bewertet: **Zahnzentrum Kerschbaum** an der Lindenallee.";
    expect(read(answer, "Zahnzentrum Kerschbaum").businesses).toEqual(["Zahnarztpraxis am Markt", "Zahnzentrum Kerschbaum"]);
    expect(read(answer, "Zahnzentrum Kerschbaum").position).toBe(2);
  });

  it("leaves shops of a kind at a place unnamed", () => {
    expect(read("Die Bäckereien am Markt öffnen früh. Die **Bäckerei Kerschbaum** hat auch sonntags offen.", "Bäckerei Kerschbaum").businesses).toEqual(["Bäckerei Kerschbaum"]);
  });
});

describe("a note labelled as sightseeing", () => {
  it("reads the names in it as sights, and keeps a café named there", () => {
    const answer =
      "Restaurants in Husum:\n\n### Am Hafen\n* **Fischkate Petersen:** Krabbenbrot und Scholle.\n* **Hafenstube Jensen:** Regionale Küche.\n\n### Tipps\n* **Sehenswertes:** Das Schiffahrtsmuseum und das Energiehaus Husum 9° Ost liegen gleich nebenan; danach lohnt ein Kaffee im Café Deichblick.\n* **Reservierung:** Am Wochenende empfohlen.";
    expect(read(answer, "Hafenstube Jensen").businesses).toEqual(["Fischkate Petersen", "Hafenstube Jensen", "Café Deichblick"]);
  });
});
