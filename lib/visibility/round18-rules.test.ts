import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPassName } from "./non-businesses";
import { withoutTrailingPlace } from "./persons";
import { isPublicAdviceService } from "./set-apart";

/** Round 18 (issue 31): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeByRules(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("a visitor's name ending in its place", () => {
  it("reads the owner from the words before the place", () => {
    const town = (w: string) => w === "Wels";
    expect(withoutTrailingPlace("Kanzlei Brunner Wels", town)).toBe("Kanzlei Brunner");
    // Two words stay two: "Bäckerei Wels" has no owner to read.
    expect(withoutTrailingPlace("Bäckerei Wels", town)).toBe("Bäckerei Wels");
    expect(withoutTrailingPlace("Kanzlei Brunner Huber", town)).toBe("Kanzlei Brunner Huber");
  });

  it("finds the visitor named only by its owner with title and given name, at its place", () => {
    const answer =
      "Tierärzte in Wels:\n\n- **Tierklinik Traunufer**: groß, mit Notdienst.\n- **Dr. med. vet. Jonas Brunner**: Kleintiere, ruhige Art.\n- **Tierarztpraxis Lichtenegg**: auch Pferde.";
    const r = read(answer, "Tierarztpraxis Brunner Wels", undefined, "Wels");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.businesses).toEqual(["Tierklinik Traunufer", "Dr. med. vet. Jonas Brunner", "Tierarztpraxis Lichtenegg"]);
  });
});

describe("advice against, written before the name or as a heading", () => {
  it("reads 'weniger empfehlen würde ich' before a bold name as advice against it", () => {
    const answer =
      "Schlüsseldienste in Kassel:\n\nDer **Schlüsselnotdienst Fulda-Ufer** kommt schnell und nennt den Preis vorab.\n\nWeniger empfehlen würde ich **Türöffner Kaiser**: Kunden berichten von hohen Nachforderungen.";
    const r = analyzeByRules(answer, { businessName: "Türöffner Kaiser" });
    expect(r.mentioned).toBe(true);
    expect(r.mentionTone).toBe("discouraged");
    expect(r.competitors).toEqual(["Schlüsselnotdienst Fulda-Ufer"]);
  });

  it("reads the items under a heading 'Eher mit Vorsicht' as advised against, those above it not", () => {
    const answer =
      "Fahrschulen in Bruck:\n\n**Gute Wahl**\n\n- **Fahrschule Murtal** – viele Fahrstunden frei.\n\n**Eher mit Vorsicht**\n\n- **Fahrschule Hochschwab** – Termine werden oft kurzfristig verschoben.";
    expect(read(answer, "Fahrschule Hochschwab").tone).toBe("discouraged");
    expect(read(answer, "Fahrschule Murtal").tone).toBe("recommended");
  });
});

describe("public advice services", () => {
  it("sets apart an advice service named by its field and the state or town it serves", () => {
    expect(isPublicAdviceService("Schuldnerberatung OÖ", [])).toBe(true);
    expect(isPublicAdviceService("Verbraucherberatung Tirol", [])).toBe(true);
    expect(isPublicAdviceService("Energieberatungsstelle", [])).toBe(true);
    // With a person's name it is a consultant's firm; a tax adviser is a trade.
    expect(isPublicAdviceService("Energieberatung Schmidt", [])).toBe(false);
    expect(isPublicAdviceService("Steuerberatung Tirol", [])).toBe(false);
  });

  it("counts no such service among the businesses of an answer", () => {
    const answer =
      "Heizungsbauer in Wels:\n\n**1. Haustechnik Aigner GmbH**\nWärmepumpen und Service.\n\n**2. Installateur Kogler**\nSchnelle Termine.\n\n**Tipp:** Die Energieberatung OÖ prüft Ihr Haus vorab kostenlos.";
    expect(read(answer, "Installateur Kogler").businesses).toEqual(["Haustechnik Aigner GmbH", "Installateur Kogler"]);
  });
});

describe("two compounds sharing their head", () => {
  it("takes no half of 'Wohnbau- und Sanierungsfonds' for a name", () => {
    const answer =
      "Dachdecker in Linz:\n\n**1. Dachbau Wimmer**\nSteildach.\n\n**2. Bedachungen Reisinger GmbH**\nFlachdach.\n\n**Geld:** Informieren Sie sich über die aktuellen Zuschüsse des Wohnbau- und Sanierungsfonds sowie über die Tarife der WeKAG.";
    const r = analyzeByRules(answer, { businessName: "Dachbau Wimmer" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Dachbau Wimmer", "Bedachungen Reisinger GmbH"]);
    expect(r.candidates.map((c) => c.name)).not.toContain("Zuschüsse des Wohnbau");
  });
});

describe("the goal of outings in the plural, and tickets", () => {
  const answer =
    "Hotels in Oberstdorf:\n\n**Hotel Adler** – ruhig.\n\n**Hotel Sonne** – nah.\n\nFür Ausflüge auf Hochgrat oder zum Nebelhorn lohnt sich der Oberallgäuer Hörner-Pass oder ein Kleinwalsertal Travel Pass.";

  it("reads a summit after 'Ausflüge auf' as a goal and a '…-Pass' as a ticket, not as businesses", () => {
    const r = analyzeByRules(answer, { businessName: "Hotel Sonne" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Hotel Adler", "Hotel Sonne"]);
    expect(r.candidates.map((c) => c.name)).not.toContain("Hochgrat");
  });

  it("reads a summit after 'Ausflüge auf' as a goal also in an enumeration with businesses", () => {
    const hotels =
      "Hotels in Oberstdorf:\n\n**Hotel Adler** – ruhig.\n\n**Hotel Sonne** – nah.\n\nFür Ausflüge auf Hochgrat oder zum Nebelhorn lohnt sich die Pension Alpina oder das Hotel Edelweiss.";
    const r = analyzeByRules(hotels, { businessName: "Hotel Sonne" });
    expect(r.businesses.map((b) => b.name)).not.toContain("Hochgrat");
    expect(r.businesses.map((b) => b.name)).toContain("Pension Alpina");
  });

  it("keeps a pass with a trade word before it, and a business with a trade word after an outing", () => {
    expect(isPassName("Oberallgäuer Hörner-Pass")).toBe(true);
    expect(isPassName("Regio Travel Pass")).toBe(true);
    expect(isPassName("Hotel Arlberg-Pass")).toBe(false);
    const cafe = "Cafés in Lindau:\n\n**Café Seeblick** – Kuchen.\n\nNach Ausflügen auf die Insel empfehle ich zudem das Café Hafenliebe.";
    expect(read(cafe, "Café Seeblick").businesses).toContain("Café Hafenliebe");
  });
});
