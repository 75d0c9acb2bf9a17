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

const FOLDED = new Set(KNOWN_PLATFORMS.map((p) => foldGerman(p).replace(/[^a-z0-9]+/g, "")));

/**
 * True when a name is one of {@link KNOWN_PLATFORMS} ("Google Maps", "jameda.de").
 * @param name a name as written in an answer
 */
export function isKnownPlatform(name: string): boolean {
  const compact = foldGerman(name)
    .replace(/\.(de|at|ch|com)$/, "")
    .replace(/[^a-z0-9]+/g, "");
  return FOLDED.has(compact);
}
