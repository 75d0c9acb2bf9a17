import { foldGerman } from "./names";

/**
 * Review sites, directories and maps that AI answers point people to. They are
 * places where a business should be listed, not recommended businesses themselves.
 */
export const KNOWN_PLATFORMS = [
  "Google", "Google Maps", "Google Business Profile", "Google My Business", "Google-Bewertungen",
  "Jameda", "Doctolib", "Doctena", "Sanego", "Yelp", "Tripadvisor", "Trustpilot", "ProvenExpert",
  "Das Örtliche", "Dasoertliche", "Gelbe Seiten", "GelbeSeiten", "11880", "Golocal", "Werkenntdenbesten",
  "MyHammer", "Check24", "Immoscout24", "ImmobilienScout24", "Immowelt", "Treatwell", "Anwalt.de",
  "Anwaltauskunft", "Steuerberater-Suche", "DATEV-Beratersuche", "Facebook", "Instagram", "LinkedIn",
  "Xing", "Bing", "Bing Maps", "Apple Maps", "OpenStreetMap", "Herold", "local.ch", "search.ch",
  "Kununu", "Wer liefert was", "Yellowmap", "Cylex", "Meinestadt", "Branchenbuch", "ADAC",
  "Autoscout24", "Mobile.de", "Lieferando", "Opentable", "TheFork", "Quandoo",
] as const;

/**
 * Comparison key of a platform name or host: "Jameda", "jameda.de" -> "jameda".
 */
export function platformKey(name: string): string {
  return foldGerman(name)
    .replace(/\.(de|at|ch|com)$/, "")
    .replace(/[^a-z0-9]+/g, "");
}

const KNOWN_KEYS = new Set(KNOWN_PLATFORMS.map(platformKey));

/**
 * True when a name is one of {@link KNOWN_PLATFORMS} ("Google Maps", "jameda.de").
 * @param name a name as written in an answer
 */
export function isKnownPlatform(name: string): boolean {
  return KNOWN_KEYS.has(platformKey(name));
}
