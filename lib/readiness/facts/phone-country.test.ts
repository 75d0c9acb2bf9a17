import { describe, expect, it } from "vitest";
import { analyzeSite } from "@/lib/readiness/analyze";
import { page, snapshotFor } from "@/test/readiness-helpers";

const NOW = new Date("2026-11-29T12:00:00Z");

/** A contact block written twice (footer and contact line), as the checker's merge wants two places. */
const site = (phone: string, address: string) =>
  page(`<h1>Praxis Dr. Huber</h1><p>Kontakt: Telefon ${phone}</p><footer><p>Praxis Dr. Huber, ${address}</p><p>Tel. ${phone}</p></footer>`);

const phoneOf = (html: string, finalUrl: string) => analyzeSite(snapshotFor(html, { finalUrl }), NOW).businessFacts?.telephone[0];

describe("a phone number written without country code (issue 32: nothing guessed)", () => {
  it("is uncertain while the site's country is not confirmed: its country code would be a guess", () => {
    // A .com site with a 4-digit postal code: Austria or Switzerland, nothing decides.
    const phone = phoneOf(site("0662 123456", "Linzer Gasse 5, 5020 Salzburg"), "https://www.praxis-huber.com/");
    expect(phone?.certainty).toBe("uncertain");
  });

  it("keeps its certainty when written with its country code, or when the country is confirmed", () => {
    const international = phoneOf(site("+43 662 123456", "Linzer Gasse 5, 5020 Salzburg"), "https://www.praxis-huber.com/");
    expect(international).toMatchObject({ value: "+43662123456", certainty: "confirmed" });
    // A German 5-digit postal code and a .de domain confirm Germany: 030 is Berlin's area code.
    const confirmed = phoneOf(site("030 1234567", "Hauptstraße 5, 10115 Berlin"), "https://www.praxis-huber.de/");
    expect(confirmed).toMatchObject({ value: "+49301234567", certainty: "confirmed" });
    // A 5-digit postal code is German alone (Austria, Switzerland and Liechtenstein have 4 digits):
    // the numbering plan is known even where the domain says nothing.
    const german = phoneOf(site("030 1234567", "Hauptstraße 5, 10115 Berlin"), "https://www.praxis-huber.com/");
    expect(german).toMatchObject({ value: "+49301234567", certainty: "confirmed" });
  });
});
