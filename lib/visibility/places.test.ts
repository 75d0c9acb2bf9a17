import { describe, expect, it } from "vitest";
import { isPlaceName, isPlaceShortForm } from "./places";

describe("isPlaceName", () => {
  it.each([
    "Sendling",
    "Altstadt-Lehel",
    "Innsbruck-Land",
    "Innsbruck Land",
    "Zürich Oerlikon",
    "Köln Ehrenfeld",
    "Berlin-Mitte",
    "Wien",
    "Muenchen",
    "Kreis 4",
    "Allgäu",
    "Oberallgäu",
    "St. Gallen",
    "Sankt Gallen",
    "Bad Cannstatt",
    "in Sendling",
    "Raum Stuttgart",
    "Linzer Innenstadt",
    "Berner Altstadt",
    "Grazer Umland",
  ])("%s is a place", (name) => {
    expect(isPlaceName(name)).toBe(true);
  });

  it.each([
    "Hotel am Rheinufer Köln",
    "Kornkammer Au",
    "Physio Wilten",
    "Zahnzentrum Berlin-Mitte",
    "Bäckerei Huber",
    "Kiezschnitt",
    "Sicherheitstechnik Linden",
    "Goldstück",
    "Berner Sennenhof",
    "Steiner",
    "Berger",
  ])("%s is a business, not a place", (name) => {
    expect(isPlaceName(name)).toBe(false);
  });

  it("takes the location the visitor asked about as a place", () => {
    expect(isPlaceName("Kleinkleckersdorf am Bach")).toBe(false);
    expect(isPlaceName("Kleinkleckersdorf am Bach", ["Kleinkleckersdorf am Bach"])).toBe(true);
    expect(isPlaceName("Kleinkleckersdorf-Nord", ["Kleinkleckersdorf"])).toBe(true);
  });

  it("reads a station or airport with its town as a place, not a hotel at it", () => {
    expect(isPlaceName("Hauptbahnhof Graz")).toBe(true);
    expect(isPlaceName("Flughafen Wien")).toBe(true);
    expect(isPlaceName("Hotel am Flughafen Wien")).toBe(false);
  });

  it("knows the first word of a place named with its river or lake as its short form", () => {
    expect(isPlaceShortForm("spittal")).toBe(true);
    expect(isPlaceShortForm("zell")).toBe(true);
    expect(isPlaceShortForm("bootshaus")).toBe(false);
  });

  it("reads a kind of area with its name as a place, even a part of town the gazetteer lacks", () => {
    expect(isPlaceName("Stadtteil Kleinhadern")).toBe(true);
    expect(isPlaceName("Ortsteil Oberwinkl")).toBe(true);
    expect(isPlaceName("Quartier Bäckerei")).toBe(false);
  });

  it("reads the edge or core of a town as a place", () => {
    expect(isPlaceName("Stadtrand")).toBe(true);
    expect(isPlaceName("Ortskern")).toBe(true);
  });
});
