import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { placeKey } from "./names";
import { distanceKm, type LocatePlace, type OwnTown } from "./own-town";

/**
 * Round 40 (issue 31): the business's own town, from its website's address, sets apart a namesake the answer places in a
 * far town. Coordinates as GeoNames gives them (WGS 84), a few towns only: the product passes the whole gazetteer.
 */
const TOWNS: Record<string, { latitude: number; longitude: number; population: number; quarter: boolean }> = {
  augsburg: { latitude: 48.3705, longitude: 10.8978, population: 259196, quarter: false },
  friedberg: { latitude: 48.3569, longitude: 10.9846, population: 29396, quarter: false },
  hamburg: { latitude: 53.5507, longitude: 9.993, population: 1845229, quarter: false },
  essen: { latitude: 51.4566, longitude: 7.0123, population: 579432, quarter: false },
  leipzig: { latitude: 51.3396, longitude: 12.3713, population: 587857, quarter: false },
  // A quarter of Hamburg as GeoNames lists it, with a population of its own; and a small far town.
  marienthal: { latitude: 53.567, longitude: 10.083, population: 287101, quarter: true },
  lienz: { latitude: 46.829, longitude: 12.769, population: 11572, quarter: false },
};
const locate: LocatePlace = (phrase) => {
  const town = TOWNS[placeKey(phrase)];
  return town && { ...town, isQuarter: () => town.quarter };
};
const augsburg: OwnTown = { name: "Augsburg", ...TOWNS.augsburg!, source: "json-ld" };

const answer = (where: string) =>
  [
    "Diese Bäckereien werden oft empfohlen:",
    "",
    "1. **Backstube Lechner** – Sauerteigbrot, samstags lange Schlangen.",
    `2. **Bäckerei Hofmann** – ${where}, bekannt für Franzbrötchen.`,
    "3. **Brotzeit Kern** – Bio-Backwaren und Café.",
  ].join("\n");

const read = (text: string, options: { ownTown?: OwnTown; locate?: LocatePlace; businessName?: string } = {}) =>
  analyzeAnswer(text, { businessName: options.businessName ?? "Bäckerei Hofmann", ownTown: options.ownTown }, { judge: null, locatePlace: options.locate });

describe("a namesake placed far from the business's own town", () => {
  it("is not the visitor, and is listed among the others", () => {
    const r = read(answer("in Hamburg-Altona"), { ownTown: augsburg, locate });
    expect(r.mentioned).toBe(false);
    expect(r.position).toBeNull();
    expect(r.competitors).toContain("Bäckerei Hofmann");
  });

  it("is the visitor when the place is near its own town (a neighbouring town, within 30 km)", () => {
    expect(read(answer("in Friedberg"), { ownTown: augsburg, locate })).toMatchObject({ mentioned: true, position: 2 });
  });

  it("is the visitor when its text also names the own town", () => {
    expect(read(answer("in Augsburg, Filiale auch in Hamburg"), { ownTown: augsburg, locate })).toMatchObject({ mentioned: true, position: 2 });
  });

  it("is the visitor when the far place is a small town or a quarter of a larger one: the gazetteer knows one place per name, and districts share theirs", () => {
    expect(read(answer("in Lienz"), { ownTown: augsburg, locate })).toMatchObject({ mentioned: true, position: 2 });
    expect(read(answer("seit 30 Jahren in Marienthal"), { ownTown: augsburg, locate })).toMatchObject({ mentioned: true, position: 2 });
  });

  it("is the visitor when the gazetteer does not know the place", () => {
    expect(read(answer("in Sonnenhausen"), { ownTown: augsburg, locate })).toMatchObject({ mentioned: true, position: 2 });
  });

  it("reads as before without the own town or without the gazetteer", () => {
    expect(read(answer("in Hamburg-Altona"), { locate })).toMatchObject({ mentioned: true, position: 2 });
    expect(read(answer("in Hamburg-Altona"), { ownTown: augsburg })).toMatchObject({ mentioned: true, position: 2 });
  });

  it("never reads a word of the visitor's own name as the far town", () => {
    const text = answer("in Augsburg-Oberhausen").replace("Bäckerei Hofmann", "Bäckerei Essen");
    expect(read(text.replace("in Augsburg-Oberhausen", "am Königsplatz"), { ownTown: augsburg, locate, businessName: "Bäckerei Essen" })).toMatchObject({ mentioned: true, position: 2 });
  });

  it("reads a town in the namesake's own name as its place", () => {
    const text = answer("Franzbrötchen seit 1950").replace("**Bäckerei Hofmann**", "**Bäckerei Hofmann Leipzig**");
    expect(read(text, { ownTown: augsburg, locate }).mentioned).toBe(false);
  });
});

describe("distanceKm", () => {
  it("is the great-circle distance (Augsburg–Hamburg about 580 km, Augsburg–Friedberg about 7 km)", () => {
    expect(distanceKm(TOWNS.augsburg!, TOWNS.hamburg!)).toBeGreaterThan(570);
    expect(distanceKm(TOWNS.augsburg!, TOWNS.hamburg!)).toBeLessThan(590);
    expect(distanceKm(TOWNS.augsburg!, TOWNS.friedberg!)).toBeLessThan(10);
  });
});
