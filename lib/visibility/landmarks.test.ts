import { describe, expect, it } from "vitest";
import { isGrapeVarietyName, isLandmarkName, isLocalityPhrase } from "./landmarks";

describe("isLandmarkName", () => {
  it.each(["Schloss Ambras", "Burg Kreuzenstein", "Kupferbergwerk Mühlbach", "Stift Göttweig", "Weinbaugebiet Kamptal", "Wallfahrtskirche Maria Plain", "Zeller See", "Kitzbüheler Alpen", "Grazer Berg", "Kaiserdom", "Höllentalklamm", "Reschenpass", "Plansee", "Historische Museum", "Fluss Salzach", "Museum", "Altes Rathaus", "Glockenturm", "Bamberger Tor", "Bayerischen Glasmuseum", "Silberminen Hüttenberg", "Goldmine Rauris"])(
    "%s is a sight, natural feature or region",
    (name) => expect(isLandmarkName(name)).toBe(true),
  );

  it.each(["Schlosshotel Ambras", "Burg-Apotheke Kreuzenstein", "Schloss Apotheke", "Café am Dom", "Kloster Gasthof Seeon", "Gasthof Seeblick", "Peter Berg", "Günther Wald", "Freedom", "Kompass", "Zahnklinik", "Alte Schmiede", "Termine Samstag", "Neue Schreinerwerkstatt", "Tanzatelier Ammersee"])(
    "%s is no landmark (a business, or a name without a kind of sight)",
    (name) => expect(isLandmarkName(name)).toBe(false),
  );
});

describe("isGrapeVarietyName", () => {
  it.each(["Grüner Veltliner", "Blauen Zweigelt", "Blaufränkisch", "Gelber Muskateller", "Müller-Thurgau"])("%s is a grape variety", (name) =>
    expect(isGrapeVarietyName(name)).toBe(true),
  );

  it.each(["Weingut Riesling-Hof", "Müller", "Kerner", "Vinothek Zweigelt Keller"])("%s is no grape variety", (name) => expect(isGrapeVarietyName(name)).toBe(false));
});

describe("isLocalityPhrase", () => {
  it.each(["Ufer des Zugersees", "Gassen der Altstadt", "Landes Kärnten", "Land Vorarlberg", "Tal Richtung Davos", "Nordufer des Bodensees", "Schillers Wohnhaus", "Mozarts Geburtshaus"])(
    "%s is about a place",
    (name) => expect(isLocalityPhrase(name)).toBe(true),
  );
  it.each(["Café am Ufer des Sees", "Omas Backhaus", "Gasthaus der Altstadt", "Ufer Weber", "Landes Bäckerei", "Peters Hofladen"])("%s is no phrase about a place", (name) =>
    expect(isLocalityPhrase(name)).toBe(false),
  );
});
