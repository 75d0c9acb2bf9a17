import { describe, expect, it } from "vitest";
import { resolveLocation } from "./location";

describe("resolveLocation (DACH gazetteer)", () => {
  it("resolves a city to its state, country, time zone and coordinates", () => {
    expect(resolveLocation("Graz")).toMatchObject({ city: "Graz", region: "Steiermark", country: "AT", timezone: "Europe/Vienna", serpLocation: "Graz,Styria,Austria" });
    expect(resolveLocation("Zürich")).toMatchObject({ city: "Zürich", region: "Zürich", country: "CH", timezone: "Europe/Zurich" });
    expect(resolveLocation("Leipzig")).toMatchObject({ city: "Leipzig", region: "Sachsen", country: "DE", latitude: 51.34, longitude: 12.371 });
    expect(resolveLocation("München")).toMatchObject({ region: "Bayern", country: "DE", serpLocation: "Munich,Bavaria,Germany" });
  });

  it("reads the city out of a district, a postcode-free address part or a country", () => {
    expect(resolveLocation("Zürich Oerlikon")).toMatchObject({ country: "CH" });
    expect(resolveLocation("Berlin-Mitte")).toMatchObject({ country: "DE", region: "Berlin" });
    expect(resolveLocation("Innere Stadt, Wien")).toMatchObject({ country: "AT" });
    expect(resolveLocation("Österreich")).toEqual({ country: "AT", timezone: "Europe/Vienna", serpLocation: "Austria" });
  });

  it("sends no location for an unknown place or none", () => {
    expect(resolveLocation("Atlantis")).toBeNull();
    expect(resolveLocation("  ")).toBeNull();
    expect(resolveLocation(undefined)).toBeNull();
  });
});
