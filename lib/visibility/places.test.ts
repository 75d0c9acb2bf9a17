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

  it.each([
    // The location the visitor asked about is a place.
    ["Kleinkleckersdorf am Bach", [], false],
    ["Kleinkleckersdorf am Bach", ["Kleinkleckersdorf am Bach"], true],
    ["Kleinkleckersdorf-Nord", ["Kleinkleckersdorf"], true],
    // A station or airport with its town is a place, a hotel at it is not.
    ["Hauptbahnhof Graz", [], true],
    ["Flughafen Wien", [], true],
    ["Hotel am Flughafen Wien", [], false],
    // A kind of area with its name is a place, even a part of town the gazetteer lacks.
    ["Stadtteil Kleinhadern", [], true],
    ["Ortsteil Oberwinkl", [], true],
    ["Quartier Bäckerei", [], false],
    // The edge or core of a town is a place.
    ["Stadtrand", [], true],
    ["Ortskern", [], true],
  ] as const)("%s (places asked about: %j) is a place: %s", (name, extra, place) => {
    expect(isPlaceName(name, extra)).toBe(place);
  });

  it("knows the first word of a place named with its river or lake as its short form", () => {
    expect(isPlaceShortForm("spittal")).toBe(true);
    expect(isPlaceShortForm("zell")).toBe(true);
    expect(isPlaceShortForm("bootshaus")).toBe(false);
  });
});

describe("isPlaceName – round 14", () => {
  it("reads a town's title in '-stadt' before its name as part of the place", () => {
    expect(isPlaceName("Hansestadt Stralsund")).toBe(true);
    expect(isPlaceName("Universitätsstadt Tübingen")).toBe(true);
    expect(isPlaceName("Hansestadt Bäckerei")).toBe(false);
  });
});
