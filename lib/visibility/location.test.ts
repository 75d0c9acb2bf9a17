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

  it("places a village only GeoNames' postal-code list names, and asks Google from its canton or state there", async () => {
    // Fislisbach AG (5,500 inhabitants) and Pinswang (Tirol) are not in cities500; before, the engines got no location there.
    expect(await resolveLocation("Fislisbach")).toMatchObject({ city: "Fislisbach", region: "Aargau", country: "CH", timezone: "Europe/Zurich", latitude: expect.closeTo(47.44, 1), serpLocation: "Aargau,Switzerland" });
    expect(await resolveLocation("Pinswang")).toMatchObject({ city: "Pinswang", region: "Tirol", country: "AT", longitude: expect.closeTo(10.68, 1), serpLocation: "Tyrol,Austria" });
    // The name of one municipality is that municipality, though a hamlet of another bears it too: Magdalensberg
    // (Klagenfurt-Land, 3,500 inhabitants), not the locality of Lavamünd 47 km east (longitude 14.97); placed amid its
    // localities (Pischeldorf, Ottmanach), not at the district's centre the list gives its record of that name (14.345).
    expect(await resolveLocation("Magdalensberg")).toMatchObject({ city: "Magdalensberg", region: "Kärnten", country: "AT", latitude: expect.closeTo(46.68, 1), longitude: expect.closeTo(14.42, 1) });
    // German municipalities cities500 lacks, from Destatis' register: Marne (6,000 inhabitants), Sylt, and a koog of 348.
    expect(await resolveLocation("Marne")).toMatchObject({ city: "Marne", region: "Schleswig-Holstein", country: "DE", latitude: expect.closeTo(53.95, 1), serpLocation: "Schleswig-Holstein,Germany" });
    expect(await resolveLocation("Sylt")).toMatchObject({ city: "Sylt", country: "DE", longitude: expect.closeTo(8.31, 1) });
    expect(await resolveLocation("Kaiser-Wilhelm-Koog")).toMatchObject({ city: "Kaiser-Wilhelm-Koog", country: "DE" });
    // The more populous place of a name: Hanau (96,000) and Kempten (Allgäu), no longer a locality of Lower Austria's list
    // and a quarter of Wetzikon ZH.
    expect(await resolveLocation("Hanau")).toMatchObject({ city: "Hanau", region: "Hessen", country: "DE", longitude: expect.closeTo(8.92, 1) });
    expect(await resolveLocation("Kempten")).toMatchObject({ city: "Kempten", region: "Bayern", country: "DE", latitude: expect.closeTo(47.73, 1) });
    // A name cities500 knows keeps its cities500 place, with its own SerpApi location.
    expect((await resolveLocation("Krummenau"))?.serpLocation).toMatch(/^Krummenau,/);
  });

  it("sends no location for an unknown place or none", async () => {
    expect(await resolveLocation("Atlantis")).toBeNull();
    // A name the postal-code list gives to several places far apart (Stuben am Arlberg, Stuben in the Burgenland), with no
    // population to choose by: not guessed.
    expect(await resolveLocation("Stuben")).toBeNull();
    // Two municipalities of one name (Hauterive NE and Hauterive FR): not guessed either.
    expect(await resolveLocation("Hauterive")).toBeNull();
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
    // A village of the postal-code list: Nesslau SG itself, not the first locality of its municipality (Krummenau).
    expect(await ownTownOf(site("Nesslau", "CH"))).toMatchObject({ name: "Nesslau", latitude: expect.closeTo(47.21, 2), longitude: expect.closeTo(9.18, 2) });
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
