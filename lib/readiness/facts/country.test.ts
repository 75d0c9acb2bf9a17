import { beforeAll, describe, expect, it } from "vitest";
import { loadDachGazetteer, type DachGazetteer } from "@/lib/visibility/gazetteer";
import { countriesOfAddress, decideCountry, type CountryHint, type DachCountry } from "./country";

let gazetteer: DachGazetteer;
beforeAll(async () => {
  gazetteer = await loadDachGazetteer();
});

describe("countriesOfAddress (postal code + locality in the GeoNames gazetteer)", () => {
  it("tells an Austrian from a Swiss 4-digit address by its locality", () => {
    expect(countriesOfAddress("5302", "Henndorf am Wallersee", undefined, gazetteer)).toEqual(["AT"]);
    expect(countriesOfAddress("4040", "Linz", undefined, gazetteer)).toEqual(["AT"]);
    expect(countriesOfAddress("8001", "Zürich", undefined, gazetteer)).toEqual(["CH"]);
    expect(countriesOfAddress("3011", "Bern", undefined, gazetteer)).toEqual(["CH"]);
    expect(countriesOfAddress("6900", "Bregenz", undefined, gazetteer)).toEqual(["AT"]);
    // Localities cities500 lacks, from GeoNames' postal-code list.
    expect(countriesOfAddress("5442", "Fislisbach", undefined, gazetteer)).toEqual(["CH"]);
    expect(countriesOfAddress("6600", "Pinswang", undefined, gazetteer)).toEqual(["AT"]);
    // A locality the gazetteer gives no place for (several Austrian ones of that name) still tells its country.
    expect(countriesOfAddress("6762", "Stuben", undefined, gazetteer)).toEqual(["AT"]);
  });

  it("leaves both countries for a locality named in Austria and Switzerland, or unknown", () => {
    // St. Gallen is a Swiss city and an Austrian market town (Steiermark); Egg lies in Vorarlberg and in Zürich.
    expect(countriesOfAddress("9000", "St. Gallen", undefined, gazetteer)).toEqual(["AT", "CH"]);
    expect(countriesOfAddress("6863", "Egg", undefined, gazetteer)).toEqual(["AT", "CH"]);
    expect(countriesOfAddress("1234", "Nirgendwo an der Leere", undefined, gazetteer)).toEqual(["AT", "CH"]);
    expect(countriesOfAddress("8001", undefined, undefined, gazetteer)).toEqual(["AT", "CH"]);
    // Without the gazetteer the postal code alone.
    expect(countriesOfAddress("5302", "Henndorf am Wallersee")).toEqual(["AT", "CH"]);
  });

  it("keeps what the postal code decides: 5 digits, Liechtenstein's codes, a written prefix", () => {
    expect(countriesOfAddress("80802", "München", undefined, gazetteer)).toEqual(["DE"]);
    // A 5-digit code with a name places in Austria and Switzerland bear too stays German.
    expect(gazetteer.countriesOf("Kirchdorf")).toEqual(["AT", "CH", "DE"]);
    expect(countriesOfAddress("88457", "Kirchdorf", undefined, gazetteer)).toEqual(["DE"]);
    expect(countriesOfAddress("9490", "Vaduz", undefined, gazetteer)).toEqual(["LI"]);
    expect(countriesOfAddress("9000", "St. Gallen", "CH", gazetteer)).toEqual(["CH"]);
  });
});

const hint = (countries: DachCountry[], element: "main" | "domain" | "tel-link" = "main"): CountryHint => ({
  countries,
  evidence: { url: "https://example.org/", page: "home", element, text: countries.join("/") },
});

describe("decideCountry", () => {
  it("confirms a country that two hints name alone, with no hint against it", () => {
    expect(decideCountry([hint(["AT"]), hint(["AT"], "domain")])).toMatchObject({ country: "AT", confirmed: true });
    expect(decideCountry([hint(["CH"]), hint(["CH"], "tel-link"), hint(["CH"], "domain")])).toMatchObject({ country: "CH", confirmed: true });
  });

  it("leaves the country uncertain when a hint allows two countries, stands alone or disagrees", () => {
    // An ambiguous 4-digit code and a .ch domain: Switzerland is likely, not confirmed.
    expect(decideCountry([hint(["AT", "CH"]), hint(["CH"], "domain")])).toMatchObject({ country: "CH", confirmed: false });
    expect(decideCountry([hint(["DE"], "domain")])).toMatchObject({ country: "DE", confirmed: false });
    // An Austrian address, .at domain and a German +49 number: Austria by votes, uncertain.
    expect(decideCountry([hint(["AT"]), hint(["AT"], "domain"), hint(["DE"], "tel-link")])).toMatchObject({ country: "AT", confirmed: false });
  });

  it("decides nothing on a tie or without hints", () => {
    expect(decideCountry([hint(["AT", "CH"])])).toBeNull();
    expect(decideCountry([hint(["AT"]), hint(["DE"], "domain")])).toBeNull();
    expect(decideCountry([])).toBeNull();
  });
});
