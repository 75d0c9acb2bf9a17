import { describe, expect, it } from "vitest";
import { apiErrorText } from "@/lib/api/errors";
import { LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES } from "@/lib/readiness/schema-types";
import { generateSnippet, getSnippet, listCategories, listSnippets, placeholderLabel, placeholdersOf, SnippetRequestError } from "./library";
import { placeholderKind, type PlaceholderKind } from "./placeholders";
import { SNIPPET_CATEGORIES } from "./types";

describe("the snippet library", () => {
  const snippets = listSnippets();

  it("has at least 80 industries with unique ids, each category used", () => {
    expect(snippets.length).toBeGreaterThanOrEqual(80);
    expect(new Set(snippets.map((s) => s.id)).size).toBe(snippets.length);
    const categories = listCategories();
    expect(categories.map((c) => c.name)).toEqual([...SNIPPET_CATEGORIES]);
    expect(categories.reduce((sum, c) => sum + c.anzahl, 0)).toBe(snippets.length);
  });

  it("uses real schema.org LocalBusiness or Organization types, with the right type for key industries", () => {
    for (const s of snippets) expect(LOCAL_BUSINESS_TYPES.has(s.schemaType) || ORGANIZATION_TYPES.has(s.schemaType), `${s.id}: ${s.schemaType}`).toBe(true);
    const typeOf = (pattern: RegExp) => snippets.find((s) => pattern.test(s.branche))?.schemaType;
    expect(typeOf(/^Zahnarzt/)).toBe("Dentist");
    expect(typeOf(/^Rechtsanw/)).toBe("Attorney");
    expect(typeOf(/^Friseur/)).toBe("HairSalon");
    expect(typeOf(/^Elektri/)).toBe("Electrician");
    expect(typeOf(/^Autowerkstatt|^Kfz-Werkstatt/)).toBe("AutoRepair");
    expect(typeOf(/^Immobilienmakler/)).toBe("RealEstateAgent");
    expect(typeOf(/^Restaurant/)).toBe("Restaurant");
  });

  /** A valid value of each kind, as an owner would type it. */
  const SAMPLE: Record<PlaceholderKind, string> = {
    text: "Wert",
    email: "info@praxis-muster.de",
    url: "praxis-muster.de",
    phone: "+49 30 1234567",
    "postal-code": "10115",
    "opening-hours": "Mo-Fr 8-18 Uhr, Sa 9-13",
    latitude: "52,52",
    longitude: "13.405",
    time: "15 Uhr",
  };

  it("every template fills to valid JSON-LD with the LocalBusiness essentials and no leftover placeholder once all are given", () => {
    for (const s of snippets) {
      const daten = Object.fromEntries(s.platzhalter.map((p) => [p, placeholderKind(p) === "text" ? `Wert ${p}` : SAMPLE[placeholderKind(p)]]));
      const json = JSON.parse(generateSnippet(s.id, daten)) as Record<string, unknown>;
      expect(json["@context"]).toBe("https://schema.org");
      expect(json["@type"]).toBe(s.schemaType);
      expect(json.name, s.id).toBe("Wert Firmenname");
      expect(json.address, s.id).toMatchObject({ "@type": "PostalAddress", streetAddress: expect.any(String), postalCode: expect.any(String), addressLocality: expect.any(String) });
      expect(JSON.stringify(json), s.id).not.toMatch(/\[[\p{L}\p{N}-]+\]/u);
      expect(json.openingHoursSpecification, s.id).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
      ]);
      expect(json).toMatchObject({ url: "https://praxis-muster.de/", geo: { latitude: 52.52, longitude: 13.405 } });
    }
  });
});

describe("generateSnippet", () => {
  const id = listSnippets()[0]!.id;

  it("escapes whatever is typed so the output stays valid JSON", () => {
    const nasty = 'Müller & Söhne "GmbH" \\ </script><script>alert(1)</script>\nZeile 2';
    const text = generateSnippet(id, { Firmenname: nasty });
    expect((JSON.parse(text) as { name: string }).name).toBe(nasty);
    // Pasted into the buyer's <script type="application/ld+json">, nothing in it can end that element.
    expect(text).not.toMatch(/<\/?script/i);
    expect(text).not.toContain("<");
  });

  it("leaves blank fields as placeholders and trims values", () => {
    const json = JSON.parse(generateSnippet(id, { Firmenname: "  Praxis Muster  ", PLZ: "   " })) as { name: string; address: { postalCode: string } };
    expect(json.name).toBe("Praxis Muster");
    expect(json.address.postalCode).toBe("[PLZ]");
  });

  it("refuses unknown industries and placeholders, and overlong values, in German", () => {
    const refusal = (brancheId: string, daten: Record<string, string>) => {
      try {
        generateSnippet(brancheId, daten);
      } catch (error) {
        if (error instanceof SnippetRequestError) return { code: error.code, text: apiErrorText(error.code, error.params) };
        throw error;
      }
      return null;
    };
    expect(refusal("gibt-es-nicht", {})).toEqual({ code: "snippet.unknownIndustry", text: "Unbekannte Branche „gibt-es-nicht“." });
    expect(refusal(id, { Hacker: "x" })).toMatchObject({ code: "snippet.unknownPlaceholder", text: expect.stringMatching(/^Unbekannter Platzhalter „Hacker“ für /) });
    expect(refusal(id, { Firmenname: "x".repeat(501) })).toEqual({ code: "snippet.valueTooLong", text: "„Firmenname“ ist zu lang (höchstens 500 Zeichen)." });
  });
});

describe("placeholders", () => {
  it("are found once each, in order, inside any string, and labelled with spaces, compound words kept", () => {
    expect(placeholdersOf({ a: "[Firmenname]", b: ["Tel. [Telefonnummer]", "[Firmenname]"], c: { d: "[Straße-und-Hausnummer]" } })).toEqual(["Firmenname", "Telefonnummer", "Straße-und-Hausnummer"]);
    expect(placeholderLabel("Straße-und-Hausnummer")).toBe("Straße und Hausnummer");
    expect(placeholderLabel("E-Mail")).toBe("E-Mail");
    expect(placeholderLabel("Bild-URL")).toBe("Bild-URL");
    expect(placeholderLabel("Check-in-ab")).toBe("Check-in ab");
  });

  it("are checked by type before they go into the JSON-LD, with German messages naming the field", () => {
    const id = "zahnarztpraxis";
    const refused = (daten: Record<string, string>) => {
      try {
        generateSnippet(id, daten);
      } catch (error) {
        if (error instanceof SnippetRequestError) return apiErrorText(error.code, error.params);
        throw error;
      }
      return null;
    };
    expect(refused({ "E-Mail": "praxis(at)muster.de" })).toBe("„E-Mail“: Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. info@ihre-firma.de.");
    expect(refused({ "Website-URL": "www praxis de" })).toBe("„Website-URL“: Bitte geben Sie eine vollständige Adresse ein, z. B. https://www.ihre-firma.de.");
    expect(refused({ "Bild-URL": "ftp://praxis.de/logo.png" })).toMatch(/^„Bild-URL“: /);
    expect(refused({ Telefonnummer: "ruf an" })).toBe("„Telefonnummer“: Bitte geben Sie eine Telefonnummer mit Vorwahl ein, z. B. +49 30 1234567.");
    expect(refused({ PLZ: "1011" })).toBe("„PLZ“: Eine deutsche Postleitzahl hat fünf Ziffern, z. B. 10115.");
    expect(refused({ Breitengrad: "95" })).toBe("„Breitengrad“: Bitte geben Sie eine Zahl zwischen −90 und 90 ein, z. B. 52.5200.");
    expect(refused({ Öffnungszeiten: "Mo-Fr 8-18 Uhr; Mo-Fx 9-12" })).toBe("„Öffnungszeiten“: „Mo-Fx 9-12“: Unbekannter Wochentag „Fx“. Verwenden Sie Mo, Di, Mi, Do, Fr, Sa oder So.");
    expect(refused({ "E-Mail": "info@praxis-muster.de", "Website-URL": "https://praxis-muster.de", Telefonnummer: "030 / 123 456-7", PLZ: "10115", Öffnungszeiten: "Mo-Fr 8-18" })).toBeNull();
  });

  it("write opening hours as OpeningHoursSpecification with several ranges a day", () => {
    const json = JSON.parse(generateSnippet("zahnarztpraxis", { Öffnungszeiten: "Mo–Do 08:00–12:30, 14:00–18:00, Mittwochnachmittag geschlossen; Fr 8-14 Uhr" })) as { openingHoursSpecification: unknown };
    expect(json.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "14:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "08:00", closes: "14:00" },
    ]);
    // Left blank, the placeholder stays, as every other one does.
    expect((JSON.parse(generateSnippet("zahnarztpraxis", {})) as { openingHoursSpecification: unknown }).openingHoursSpecification).toBe("[Öffnungszeiten]");
  });

  it("of a known snippet include the address fields", () => {
    const s = getSnippet(listSnippets()[0]!.id)!;
    expect(s.platzhalter).toEqual(expect.arrayContaining(["Firmenname", "Straße-und-Hausnummer", "PLZ", "Ort"]));
  });
});
