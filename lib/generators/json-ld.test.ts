import type { LocalBusiness, WithContext } from "schema-dts";
import { createTranslator } from "use-intl/core";
import { businessTypeOptions, listSnippets } from "@/lib/snippets/library";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { isLocalBusinessType } from "@/lib/readiness/schema-types";
import {
  BUSINESS_TYPES,
  DEFAULT_OPENING_HOURS,
  buildLocalBusiness,
  generateJsonLd,
  schemaFormProblems as problemsOf,
  schemaProblemText,
  scriptSafeJson,
  type SchemaForm,
} from "./json-ld";

// The problems as the generator's page shows them.
const t = createTranslator({ locale: "de", messages, namespace: "SchemaGenerator" });
const tHours = createTranslator({ locale: "de", messages, namespace: "OpeningHours" });
const schemaFormProblems = (form: SchemaForm) =>
  problemsOf(form).map((p) => schemaProblemText(p, (key, values) => t(key as never, values as never), (key, values) => tHours(key, values as never)));

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];

/** The JSON text between the script tags; fails when the wrapper is not exactly as specified. */
function scriptBody(output: string): string {
  const match = /^<script type="application\/ld\+json">\n([\s\S]*)\n<\/script>$/.exec(output);
  if (!match) throw new Error(`not wrapped in a JSON-LD script element:\n${output}`);
  return match[1]!;
}

function parsed(form: SchemaForm): Record<string, unknown> {
  return JSON.parse(scriptBody(generateJsonLd(form))) as Record<string, unknown>;
}

/** Every value in a JSON tree, depth first. */
function allValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap((v) => [v, ...allValues(v)]);
  if (value && typeof value === "object") return Object.values(value).flatMap((v) => [v, ...allValues(v)]);
  return [];
}

const FULL_FORM: SchemaForm = {
  name: "Zahnarztpraxis Dr. Muster",
  description: "Moderne Zahnmedizin in Berlin-Mitte.",
  address: { street: "Musterstraße 1", city: "Berlin", postalCode: "10115", country: "DE" },
  phone: "+49 30 1234567",
  email: "info@praxis-muster.de",
  website: "https://www.praxis-muster.de",
  businessType: "LocalBusiness",
  openingHours: "Mo-Fr 08:00-18:00; Sa 09:00-13:00",
  latitude: "52.5200",
  longitude: "13.4050",
  image: "https://www.praxis-muster.de/logo.png",
};

describe("opening hours in the JSON-LD (lib/opening-hours reads them)", () => {
  const hours = (openingHours: string) => parsed({ name: "Praxis", openingHours }).openingHoursSpecification;

  it("reads the default 'Mo-Fr 09:00-18:00' as Monday to Friday, 09:00 to 18:00", () => {
    expect(DEFAULT_OPENING_HOURS).toBe("Mo-Fr 09:00-18:00");
    expect(hours(DEFAULT_OPENING_HOURS)).toEqual([{ "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAYS, opens: "09:00", closes: "18:00" }]);
  });

  it("writes the formats owners type, several ranges a day included", () => {
    expect(hours("Mo–Do 08:00–12:30, 14:00–18:00, Mittwochnachmittag geschlossen; Fr 8-14 Uhr; Sa 9-13")).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "14:00", closes: "18:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "08:00", closes: "14:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });

  it("names what it leaves out, as typed, in the form's problems", () => {
    const complete: SchemaForm = { name: "Praxis", address: { street: "Weg 1", postalCode: "10115", city: "Berlin" } };
    expect(schemaFormProblems({ ...complete, openingHours: "Mo-Fr 8-18 Uhr; Mo-Fx 9-12; nach Vereinbarung" })).toEqual([
      "„Mo-Fx 9-12“: Unbekannter Wochentag „Fx“. Verwenden Sie Mo, Di, Mi, Do, Fr, Sa oder So.",
      "„nach Vereinbarung“: Termine nach Vereinbarung sind keine festen Öffnungszeiten und stehen deshalb nicht im Code. Nennen Sie sie in der Beschreibung.",
    ]);
    expect(hours("Mo-Fr 8-18 Uhr; Mo-Fx 9-12")).toEqual([{ "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAYS, opens: "08:00", closes: "18:00" }]);
  });
});

describe("generateJsonLd", () => {
  it("wraps the JSON exactly in <script type=\"application/ld+json\"> with new lines", () => {
    const output = generateJsonLd(FULL_FORM);
    expect(output.startsWith('<script type="application/ld+json">\n{')).toBe(true);
    expect(output.endsWith("}\n</script>")).toBe(true);
    expect(() => JSON.parse(scriptBody(output))).not.toThrow();
  });

  it("builds the complete LocalBusiness of a full form", () => {
    expect(parsed(FULL_FORM)).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Zahnarztpraxis Dr. Muster",
      description: "Moderne Zahnmedizin in Berlin-Mitte.",
      image: "https://www.praxis-muster.de/logo.png",
      url: "https://www.praxis-muster.de",
      telephone: "+49 30 1234567",
      email: "info@praxis-muster.de",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Musterstraße 1",
        postalCode: "10115",
        addressLocality: "Berlin",
        addressCountry: "DE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.405 },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAYS, opens: "08:00", closes: "18:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
      ],
    });
  });

  it("offers the snippet library's LocalBusiness types (at least 25, health, trades, legal, food, beauty, auto, retail), LocalBusiness first", () => {
    const options = businessTypeOptions();
    const types = options.map((o) => o.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types.length).toBeGreaterThanOrEqual(25);
    expect(types[0]).toBe("LocalBusiness");
    for (const needed of ["Dentist", "Physician", "Electrician", "Plumber", "HairSalon", "Attorney", "Notary", "Restaurant", "Bakery", "BeautySalon", "AutoRepair", "Florist", "ClothingStore"]) expect(types).toContain(needed);
    // One source: exactly the types the library's templates use.
    expect(new Set(types)).toEqual(new Set(listSnippets().map((s) => s.schemaType)));
    // What the generator writes, the website checker must recognise as a local business.
    for (const type of types) expect(isLocalBusinessType([type]), type).toBe(true);
    for (const o of options) expect(o.label).toMatch(/\S/);
    expect(parsed({ ...FULL_FORM, businessType: "Dentist" })["@type"]).toBe("Dentist");
    expect(parsed({ ...FULL_FORM, businessType: "<script>" })["@type"]).toBe("LocalBusiness");
  });

  it("accepts a bare domain as the website, like the checker", () => {
    expect(parsed({ ...FULL_FORM, website: "praxis-weber.de" }).url).toBe("https://praxis-weber.de");
  });

  it.each(BUSINESS_TYPES)("uses the chosen @type %s", (type) => {
    const json = parsed({ ...FULL_FORM, businessType: type });
    expect(json["@type"]).toBe(type);
    expect(json["@context"]).toBe("https://schema.org");
  });

  it("defaults @type to LocalBusiness and the opening hours to Mo-Fr 09:00-18:00", () => {
    const json = parsed({ name: "Praxis" });
    expect(json["@type"]).toBe("LocalBusiness");
    expect(json.openingHoursSpecification).toEqual([{ "@type": "OpeningHoursSpecification", dayOfWeek: WEEKDAYS, opens: "09:00", closes: "18:00" }]);
  });

  it("leaves a blank addressCountry out (no guessed DE) and upper-cases a given country", () => {
    expect(parsed({ name: "Praxis" }).address).toEqual({ "@type": "PostalAddress" });
    expect(parsed({ name: "Praxis", address: { country: "  " } }).address).toEqual({ "@type": "PostalAddress" });
    expect(parsed({ name: "Praxis", address: { country: "at" } }).address).toMatchObject({ addressCountry: "AT" });
  });

  it("adds https:// to a website and image without scheme and keeps an explicit scheme", () => {
    expect(parsed({ name: "Praxis", website: "praxis.de" }).url).toBe("https://praxis.de");
    expect(parsed({ name: "Praxis", website: " praxis.de/kontakt " }).url).toBe("https://praxis.de/kontakt");
    expect(parsed({ name: "Praxis", website: "http://praxis.de" }).url).toBe("http://praxis.de");
    expect(parsed({ name: "Praxis", image: "praxis.de/logo.png" }).image).toBe("https://praxis.de/logo.png");
  });

  it("adds geo only when both coordinates are valid, accepting a decimal comma", () => {
    expect(parsed({ name: "Praxis", latitude: "52,52", longitude: "13,405" }).geo).toEqual({ "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.405 });
    expect(parsed({ name: "Praxis", latitude: "-90", longitude: "180" }).geo).toEqual({ "@type": "GeoCoordinates", latitude: -90, longitude: 180 });
    expect(parsed({ name: "Praxis", latitude: "52.52" })).not.toHaveProperty("geo");
    expect(parsed({ name: "Praxis", longitude: "13.405" })).not.toHaveProperty("geo");
    expect(parsed({ name: "Praxis", latitude: "abc", longitude: "13.405" })).not.toHaveProperty("geo");
    expect(parsed({ name: "Praxis", latitude: "91", longitude: "13.405" })).not.toHaveProperty("geo");
    expect(parsed({ name: "Praxis", latitude: "52.52", longitude: "181" })).not.toHaveProperty("geo");
  });

  it("leaves blank optional fields out: no empty strings, no nulls", () => {
    const json = parsed({
      name: "  Praxis Muster  ",
      description: "   ",
      address: { street: "", city: " ", postalCode: "", country: "" },
      phone: "",
      email: " ",
      website: "",
      latitude: "",
      longitude: " ",
      image: "",
      openingHours: "",
    });
    expect(json).toEqual({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Praxis Muster",
      address: { "@type": "PostalAddress" },
    });
    for (const value of allValues(json)) {
      expect(value).not.toBe("");
      expect(value).not.toBeNull();
    }
  });

  it("trims the name and every text field", () => {
    const json = parsed({
      name: "\t Praxis Muster \n",
      description: "  Zahnmedizin  ",
      phone: " 030 123 ",
      email: " info@praxis.de ",
      address: { street: " Hauptstr. 2 ", city: " Köln ", postalCode: " 50667 " },
    });
    expect(json).toMatchObject({
      name: "Praxis Muster",
      description: "Zahnmedizin",
      telephone: "030 123",
      email: "info@praxis.de",
      address: { streetAddress: "Hauptstr. 2", addressLocality: "Köln", postalCode: "50667" },
    });
  });

  it("leaves the opening hours out when none can be read", () => {
    expect(parsed({ name: "Praxis", openingHours: "nach Vereinbarung" })).not.toHaveProperty("openingHoursSpecification");
  });
});

describe("generateJsonLd: script-tag safety", () => {
  const name = "</script><script>alert(1)</script>";
  const description = "Kommentar <!-- hier --> & Co.\u2028zweite Zeile\u2029Absatz </SCRIPT >";
  const output = generateJsonLd({ ...FULL_FORM, name, description, address: { ...FULL_FORM.address, street: "A & B <Straße> 1" } });
  const body = scriptBody(output);

  it("contains no raw </script, <!-- or line separators inside the script element", () => {
    expect(body.toLowerCase()).not.toContain("</script");
    expect(body).not.toContain("<!--");
    expect(body).not.toContain("<");
    expect(body).not.toContain(">");
    expect(body).not.toContain("&");
    expect(body).not.toMatch(/[\u2028\u2029]/);
    // Only one closing tag: the wrapper's own.
    expect(output.toLowerCase().split("</script").length).toBe(2);
  });

  it("still gives back the exact original strings through JSON.parse", () => {
    const json = JSON.parse(body) as { name: string; description: string; address: { streetAddress: string } };
    expect(json.name).toBe(name);
    expect(json.description).toBe(description);
    expect(json.address.streetAddress).toBe("A & B <Straße> 1");
  });
});

describe("scriptSafeJson", () => {
  it("indents by 2 by default and gives one line, escaped alike, with indent 0", () => {
    const value = { "@type": "FAQPage", text: "</script> & <b>\u2028" };
    expect(scriptSafeJson(value)).toContain('\n  "@type"');
    const oneLine = scriptSafeJson(value, 0);
    expect(oneLine).toBe('{"@type":"FAQPage","text":"\\u003c/script\\u003e \\u0026 \\u003cb\\u003e\\u2028"}');
    expect(JSON.parse(oneLine)).toEqual(value);
  });
});

describe("buildLocalBusiness typed with schema-dts", () => {
  it("is a WithContext<LocalBusiness> with the required name and address", () => {
    // Compile-time check: the result must be assignable to the schema-dts type.
    const business: WithContext<LocalBusiness> = buildLocalBusiness(FULL_FORM);
    expect(typeof business).toBe("object");
    if (typeof business !== "object") return;
    expect(business["@context"]).toBe("https://schema.org");
    expect(business.name).toBe("Zahnarztpraxis Dr. Muster");
    expect(business.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "Musterstraße 1",
      postalCode: "10115",
      addressLocality: "Berlin",
      addressCountry: "DE",
    });
  });

  it("has name and address even for a minimal form", () => {
    const business: WithContext<LocalBusiness> = buildLocalBusiness({ name: "Praxis" });
    if (typeof business !== "object") throw new Error("not an object");
    expect(business.name).toBe("Praxis");
    expect(business.address).toMatchObject({ "@type": "PostalAddress" });
  });
});

describe("schemaFormProblems", () => {
  const complete: SchemaForm = { name: "Praxis", address: { street: "Musterstraße 1", postalCode: "10115", city: "Berlin" } };

  it("reports nothing for a complete form", () => {
    expect(schemaFormProblems(complete)).toEqual([]);
    expect(schemaFormProblems(FULL_FORM)).toEqual([]);
  });

  it("reports every missing address part", () => {
    expect(problemsOf({ name: "Praxis", address: { postalCode: "10115" } })).toEqual([{ code: "addressMissing", fields: ["street", "city"] }]);
    expect(schemaFormProblems({ name: "Praxis" })).toEqual(["Die Adresse ist Pflicht für LocalBusiness (Google): Es fehlt Straße und Hausnummer, PLZ, Ort."]);
    expect(schemaFormProblems({ name: "Praxis", address: { street: "Musterstraße 1", postalCode: " ", city: "Berlin" } })).toEqual([
      "Die Adresse ist Pflicht für LocalBusiness (Google): Es fehlt PLZ.",
    ]);
    expect(schemaFormProblems({ name: "Praxis", address: { postalCode: "10115" } })).toEqual([
      "Die Adresse ist Pflicht für LocalBusiness (Google): Es fehlt Straße und Hausnummer, Ort.",
    ]);
  });

  it.each([
    ["only latitude", { latitude: "52.52" }],
    ["only longitude", { longitude: "13.405" }],
    ["letters", { latitude: "Berlin", longitude: "13.405" }],
    ["latitude out of range", { latitude: "95", longitude: "13.405" }],
    ["longitude out of range", { latitude: "52.52", longitude: "-181" }],
  ])("reports invalid or incomplete coordinates (%s)", (_label, coordinates) => {
    expect(problemsOf({ ...complete, ...coordinates })).toEqual([{ code: "geoInvalid" }]);
    expect(schemaFormProblems({ ...complete, ...coordinates })).toEqual([
      "Die Geokoordinaten sind unvollständig oder ungültig (Breite −90 bis 90, Länge −180 bis 180, z. B. 52.5200 und 13.4050).",
    ]);
  });

  it("accepts valid coordinates, also with a decimal comma", () => {
    expect(schemaFormProblems({ ...complete, latitude: "52,52", longitude: "13,405" })).toEqual([]);
  });

  it("includes the problems of the opening hours", () => {
    expect(schemaFormProblems({ ...complete, openingHours: "Mo-Fr 09:00-18:00; Sa 25:00-13:00" })).toEqual([
      "„Sa 25:00-13:00“: Ungültige Uhrzeit „25:00“. Verwenden Sie Zeiten von 00:00 bis 24:00.",
    ]);
  });
});
