import { describe, expect, it } from "vitest";
import { LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES } from "@/lib/readiness/schema-types";
import { generateSnippet, getSnippet, listCategories, listSnippets, placeholderLabel, placeholdersOf, SnippetRequestError } from "./library";
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

  it("every template fills to valid JSON-LD with the LocalBusiness essentials and no leftover placeholder once all are given", () => {
    for (const s of snippets) {
      const daten = Object.fromEntries(s.platzhalter.map((p) => [p, `Wert ${p}`]));
      const json = JSON.parse(generateSnippet(s.id, daten)) as Record<string, unknown>;
      expect(json["@context"]).toBe("https://schema.org");
      expect(json["@type"]).toBe(s.schemaType);
      expect(json.name, s.id).toBe("Wert Firmenname");
      expect(json.address, s.id).toMatchObject({ "@type": "PostalAddress", streetAddress: expect.any(String), postalCode: expect.any(String), addressLocality: expect.any(String) });
      expect(JSON.stringify(json), s.id).not.toMatch(/\[[\p{L}\p{N}-]+\]/u);
    }
  });
});

describe("generateSnippet", () => {
  const id = listSnippets()[0]!.id;

  it("escapes whatever is typed so the output stays valid JSON", () => {
    const nasty = 'Müller & Söhne "GmbH" \\ </script><script>alert(1)</script>\nZeile 2';
    const text = generateSnippet(id, { Firmenname: nasty });
    expect((JSON.parse(text) as { name: string }).name).toBe(nasty);
  });

  it("leaves blank fields as placeholders and trims values", () => {
    const json = JSON.parse(generateSnippet(id, { Firmenname: "  Praxis Muster  ", PLZ: "   " })) as { name: string; address: { postalCode: string } };
    expect(json.name).toBe("Praxis Muster");
    expect(json.address.postalCode).toBe("[PLZ]");
  });

  it("refuses unknown industries and placeholders, and overlong values, in German", () => {
    expect(() => generateSnippet("gibt-es-nicht", {})).toThrow(SnippetRequestError);
    expect(() => generateSnippet("gibt-es-nicht", {})).toThrow("Unbekannte Branche „gibt-es-nicht“.");
    expect(() => generateSnippet(id, { Hacker: "x" })).toThrow(/Unbekannter Platzhalter „Hacker“/);
    expect(() => generateSnippet(id, { Firmenname: "x".repeat(501) })).toThrow(/zu lang/);
  });
});

describe("placeholders", () => {
  it("are found once each, in order, inside any string, and labelled with spaces", () => {
    expect(placeholdersOf({ a: "[Firmenname]", b: ["Tel. [Telefonnummer]", "[Firmenname]"], c: { d: "[Straße-und-Hausnummer]" } })).toEqual(["Firmenname", "Telefonnummer", "Straße-und-Hausnummer"]);
    expect(placeholderLabel("Straße-und-Hausnummer")).toBe("Straße und Hausnummer");
  });

  it("of a known snippet include the address fields", () => {
    const s = getSnippet(listSnippets()[0]!.id)!;
    expect(s.platzhalter).toEqual(expect.arrayContaining(["Firmenname", "Straße-und-Hausnummer", "PLZ", "Ort"]));
  });
});
