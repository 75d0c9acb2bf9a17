import { describe, expect, it } from "vitest";
import type { BusinessFacts } from "@/lib/readiness/business-facts";
import { compareFacts, parseHours, sameAddress, samePhone } from "./compare";
import { siteFactsOf } from "./site-facts";

function site(over: Partial<BusinessFacts>): BusinessFacts {
  return { name: [], address: [], country: [], telephone: [], email: [], openingHours: [], url: [], logo: [], sameAs: [], ...over };
}
const sourced = <T,>(value: T, source: "json-ld" | "imprint-page" = "json-ld") => ({ value, source, url: "https://example.test/", certainty: "confirmed" as const, evidence: [] });
const hours = (value: string) => ({ ...sourced(value), specifications: [], unparsed: [] });
const phone = (value: string) => ({ ...sourced(value), phoneType: "landline" as const });

describe("phone numbers of DE, AT and CH, with and without country code", () => {
  it("reads the same line however it is written", () => {
    expect(samePhone("0821 4508 123", "+49 821 4508123", "DE")).toBe(true);
    expect(samePhone("(0821) 45 08 12-3", "0049 821 4508123")).toBe(true);
    expect(samePhone("0662 87 34 11", "+43 662 873411", "AT")).toBe(true);
    expect(samePhone("044 251 33 70", "+41 44 251 33 70", "CH")).toBe(true);
    expect(samePhone("+41 44 251 33 70", "044 251 33 70")).toBe(true);
  });

  it("tells different lines apart", () => {
    expect(samePhone("0821 4508 124", "+49 821 4508123", "DE")).toBe(false);
    expect(samePhone("+43 662 873411", "+49 662 873411")).toBe(false);
  });
});

describe("a street written two ways", () => {
  it("matches abbreviations, spaces and hyphens", () => {
    expect(sameAddress("Maximilianstr. 14, 86150 Augsburg", "Maximilianstraße 14, 86150 Augsburg")).toBe(true);
    expect(sameAddress("Konrad-Adenauer-Straße 5, 53113 Bonn", "Konrad-Adenauer-Str. 5, 53113 Bonn")).toBe(true);
    expect(sameAddress("Bahnhofstrasse 21, 8001 Zürich", "Bahnhofstraße 21, 8001 Zürich")).toBe(true);
  });

  it("tells another number or postal code apart", () => {
    expect(sameAddress("Maximilianstr. 16, 86150 Augsburg", "Maximilianstraße 14, 86150 Augsburg")).toBe(false);
    expect(sameAddress("Hauptplatz 3, 4020 Linz", "Hauptplatz 3, 4010 Linz")).toBe(false);
  });
});

describe("opening hours against a table of hours", () => {
  it("expands day ranges and reads times with and without minutes", () => {
    const week = parseHours("Mo–Fr 8–18 Uhr, Sa 9:00–13:00, So geschlossen");
    expect(week.get(0)).toEqual([[480, 1080]]);
    expect(week.get(4)).toEqual([[480, 1080]]);
    expect(week.get(5)).toEqual([[540, 780]]);
    expect(week.get(6)).toBe("closed");
    expect(parseHours("Mo-Fr 08:00-12:00, 14:00-18:00").get(2)).toEqual([
      [480, 720],
      [840, 1080],
    ]);
  });

  it("compares 'Mo–Fr 8–18 Uhr' with the site's table, and says when the site does not state a day", () => {
    const facts = siteFactsOf(site({ openingHours: [hours("Mo-Fr 08:00-18:00"), hours("Sa 09:00-13:00")] }));
    expect(compareFacts("**Elektro Vogl** – Mo–Fr 8–18 Uhr geöffnet.", facts)[0]).toMatchObject({ field: "openingHours", verdict: "match" });
    expect(compareFacts("Elektro Vogl: Sa geschlossen.", facts)[0]).toMatchObject({ field: "openingHours", verdict: "mismatch" });
    expect(compareFacts("Elektro Vogl: So 10–12 Uhr.", facts)[0]).toMatchObject({ field: "openingHours", verdict: "unverifiable" });
  });
});

describe("siteFactsOf: the town of the site's address", () => {
  it("is the address's locality, or the town after the postal code of an address written as text, else null", () => {
    expect(siteFactsOf(site({ address: [sourced({ streetAddress: "Maximilianstraße 14", postalCode: "86150", addressLocality: "Augsburg" })] })).locality).toBe("Augsburg");
    expect(siteFactsOf(site({ address: [sourced({ text: "Getreidegasse 9, 5020 Salzburg" }, "imprint-page")] })).locality).toBe("Salzburg");
    expect(siteFactsOf(site({})).locality).toBeNull();
  });
});

describe("compareFacts", () => {
  const facts = siteFactsOf(
    site({
      telephone: [phone("+49 821 4508123")],
      address: [sourced({ streetAddress: "Maximilianstraße 14", postalCode: "86150", addressLocality: "Augsburg", addressCountry: "DE" })],
    }),
  );

  it("checks the phone and address an answer gives against the site, with the site's source", () => {
    const checks = compareFacts("**Schreinerei Vogl** – Maximilianstr. 14, 86150 Augsburg, Tel. 0821 4508 123", facts);
    expect(checks.map((c) => [c.field, c.verdict])).toEqual([
      ["telephone", "match"],
      ["address", "match"],
    ]);
    expect(checks[0]!.site).toMatchObject({ value: "+49 821 4508123", source: "json-ld" });
  });

  it("flags a wrong phone number", () => {
    expect(compareFacts("Schreinerei Vogl, Tel. 0821 999 000", facts)[0]).toMatchObject({ field: "telephone", verdict: "mismatch" });
  });

  it("calls a fact the site does not state unverifiable, never wrong", () => {
    const none = siteFactsOf(site({}));
    expect(compareFacts("Schreinerei Vogl, Tel. 0821 999 000, Maximilianstr. 14, 86150 Augsburg", none).map((c) => c.verdict)).toEqual(["unverifiable", "unverifiable"]);
    expect(compareFacts("Schreinerei Vogl, Tel. 0821 999 000", null)[0]!.verdict).toBe("unverifiable");
  });

  it("checks a street the answer gives alone, without postal code, by street and number", () => {
    expect(compareFacts("1. **Schreinerei Vogl** – Maximilianstraße 14, gute Bewertungen.", facts)).toEqual([
      expect.objectContaining({ field: "address", ai: "Maximilianstraße 14", verdict: "match" }),
    ]);
    expect(compareFacts("**Schreinerei Vogl** (Maximilianstr. 16) fertigt Küchen.", facts)).toEqual([
      expect.objectContaining({ field: "address", ai: "Maximilianstr. 16", verdict: "mismatch" }),
    ]);
    expect(sameAddress("Torstraße 5", "Torstr. 5, 10119 Berlin")).toBe(true);
    expect(sameAddress("Torstraße 5", "Torstraße 7, 10119 Berlin")).toBe(false);
  });

  it("takes no distance, duration, year, rank or place for a street", () => {
    for (const span of [
      "Schreinerei Vogl, vom Hauptbahnhof 5 Minuten entfernt.",
      "Schreinerei Vogl – seit Jahren auf Platz 1 der Bewertungen.",
      "Schreinerei Vogl liegt am Ring 3 km außerhalb.",
      "Schreinerei Vogl, im Jahr 2020 gegründet, In den Top 10.",
      "Schreinerei Vogl am Marktplatz 2 Stunden geöffnet.",
    ]) {
      expect(compareFacts(span, facts), span).toEqual([]);
    }
  });

  it("states nothing when the answer gives no facts", () => {
    expect(compareFacts("Die Schreinerei Vogl ist sehr zu empfehlen.", facts)).toEqual([]);
  });
});

describe("facts the answer reader read (issue 31)", () => {
  const facts = siteFactsOf(
    site({ telephone: [phone("+49 8331 924410")], openingHours: [hours("Mo-Fr 07:30-17:00")], address: [sourced({ streetAddress: "Kalchstraße 8", postalCode: "87700", addressLocality: "Memmingen" })] }),
  );

  it("decide a field the reader stated; the rules read the other fields from the span", () => {
    const span = "Glaserei Stetter, Tel. 08331 924410 – laut Anzeige Mo–Fr 8–12 Uhr.";
    const checks = compareFacts(span, facts, [{ field: "openingHours", value: "Mo–Fr 7:30–17 Uhr" }]);
    expect(checks.find((c) => c.field === "openingHours")).toMatchObject({ ai: "Mo–Fr 7:30–17 Uhr", verdict: "match" });
    expect(checks.find((c) => c.field === "telephone")).toMatchObject({ ai: "08331 924410", verdict: "match" });
    // Without the reader the rules read the span's hours, which differ from the site's.
    expect(compareFacts(span, facts).find((c) => c.field === "openingHours")?.verdict).toBe("mismatch");
  });

  it("compare a postal address the reader stated outside the span", () => {
    const checks = compareFacts("Glaserei Stetter – Reparaturen.", facts, [{ field: "address", value: "Kalchstr. 8, 87700 Memmingen" }]);
    expect(checks).toEqual([expect.objectContaining({ field: "address", verdict: "match" })]);
  });
});
