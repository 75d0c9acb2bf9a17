import { describe, expect, it } from "vitest";
import { loadDachGazetteer, placeLocator } from "./gazetteer";
import { ownTownOf, resolveLocation } from "./location";

describe("resolveLocation (DACH gazetteer)", () => {
  it("resolves a city to its state, country, time zone and coordinates", async () => {
    expect(await resolveLocation("Graz")).toMatchObject({ city: "Graz", region: "Steiermark", country: "AT", timezone: "Europe/Vienna", serpLocation: "Graz,Styria,Austria" });
    expect(await resolveLocation("Zürich")).toMatchObject({ city: "Zürich", region: "Zürich", country: "CH", timezone: "Europe/Zurich" });
    expect(await resolveLocation("Leipzig")).toMatchObject({ city: "Leipzig", region: "Sachsen", country: "DE", latitude: 51.34, longitude: 12.371 });
    expect(await resolveLocation("München")).toMatchObject({ region: "Bayern", country: "DE", serpLocation: "Munich,Bavaria,Germany" });
  });

  it("reads the city out of a district, a postcode-free address part or a country", async () => {
    expect(await resolveLocation("Zürich Oerlikon")).toMatchObject({ country: "CH" });
    expect(await resolveLocation("Berlin-Mitte")).toMatchObject({ country: "DE", region: "Berlin" });
    expect(await resolveLocation("Innere Stadt, Wien")).toMatchObject({ country: "AT" });
    expect(await resolveLocation("Österreich")).toEqual({ country: "AT", timezone: "Europe/Vienna", serpLocation: "Austria" });
  });

  it("sends no location for an unknown place or none", async () => {
    expect(await resolveLocation("Atlantis")).toBeNull();
    expect(await resolveLocation("  ")).toBeNull();
    expect(await resolveLocation(undefined)).toBeNull();
  });
});

describe("ownTownOf (the town of the website's address)", () => {
  const site = (locality: string | null, country: "DE" | "AT" | "CH" | null) => ({ locality, country, address: { value: `Hauptstraße 1, ${locality}`, source: "imprint-page" as const, url: "https://example.test/impressum" } });
  it("places the address's locality, also a district written with its town", async () => {
    expect(await ownTownOf(site("Augsburg", "DE"))).toMatchObject({ name: "Augsburg", source: "imprint-page", latitude: expect.closeTo(48.37, 1), longitude: expect.closeTo(10.9, 1) });
    expect(await ownTownOf(site("Augsburg-Hochzoll", null))).toMatchObject({ name: "Augsburg-Hochzoll", latitude: expect.closeTo(48.37, 1) });
    expect(await ownTownOf(site("München", "DE"))).toMatchObject({ name: "München" });
  });

  it("guesses nothing: an unknown town, none, or a town the gazetteer knows only in another country than the address's", async () => {
    expect(await ownTownOf(site("Atlantis", "DE"))).toBeNull();
    expect(await ownTownOf(site(null, "DE"))).toBeNull();
    expect(await ownTownOf(site("Graz", "DE"))).toBeNull();
  });
});

describe("placeLocator (the own-town rule's places)", () => {
  it("gives a town's coordinates and population, and reads a city quarter GeoNames lists with its own population as a quarter", async () => {
    const locate = placeLocator(await loadDachGazetteer());
    expect(locate("Hamburg")).toMatchObject({ latitude: expect.closeTo(53.55, 1) });
    expect(locate("Hamburg")!.population).toBeGreaterThan(1_000_000);
    expect(locate("Hamburg")!.isQuarter()).toBe(false);
    expect(locate("Marienthal")!.isQuarter()).toBe(true);
    expect(locate("Atlantis")).toBeUndefined();
  });
});
