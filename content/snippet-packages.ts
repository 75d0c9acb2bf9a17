/**
 * The snippet packages of /snippet-pakete (spec sections 3 "Package" and 9). They are
 * bought through an external checkout whose address (paylink) the owner sets in the
 * environment (SNIPPET_PAYLINK_*); their prices live here, in cents.
 */
export interface SnippetPackage {
  id: "starter" | "business" | "komplett";
  name: string;
  priceCents: number;
  originalPriceCents: number;
  badge: "BELIEBT" | "BESTSELLER" | "PREMIUM";
  description: string;
  includes: string[];
  branchen: string[];
  highlight?: boolean;
}

const ALL_INDUSTRIES = [
  "Zahnarztpraxis", "Arztpraxis", "Physiotherapie", "Rechtsanwalt", "Steuerberater", "Friseur", "Kosmetikstudio", "Restaurant",
  "Café", "Bäckerei", "Hotel", "Ferienwohnung", "Autowerkstatt", "Autohaus", "Elektriker", "Sanitär & Heizung", "Dachdecker",
  "Malerbetrieb", "Schreinerei", "Gartenbau", "Immobilienmakler", "Versicherungsmakler", "Fitnessstudio", "Yogastudio",
  "Fahrschule", "Nachhilfe", "Tierarztpraxis", "Hundesalon", "Optiker", "Hörakustiker", "Apotheke", "Blumenladen",
  "Buchhandlung", "Modegeschäft", "Schuhgeschäft", "Juwelier", "Fotostudio", "Eventlocation", "Catering", "Umzugsunternehmen",
  "Reinigungsfirma", "Schlüsseldienst", "Hausverwaltung", "Architekturbüro", "Ingenieurbüro", "Webagentur", "Werbeagentur",
  "IT-Service", "Handyreparatur", "Fahrradladen", "Zweiradwerkstatt", "Tankstelle", "Waschanlage", "Reisebüro", "Coworking",
  "Kita", "Musikschule", "Tanzschule", "Heilpraktiker", "Psychotherapie", "Ergotherapie", "Logopädie", "Pflegedienst",
  "Augenarzt", "Hautarzt", "Kieferorthopädie", "Tattoostudio", "Nagelstudio", "Massagepraxis", "Metzgerei", "Weinhandlung",
  "Biomarkt", "Baumarkt", "Möbelhaus", "Küchenstudio", "Bestatter", "Notar", "Unternehmensberatung", "Personalvermittlung",
  "Druckerei", "Copyshop",
] as const;

export const SNIPPET_PACKAGES: readonly SnippetPackage[] = [
  {
    id: "starter",
    name: "Starter",
    priceCents: 4_700,
    originalPriceCents: 9_700,
    badge: "BELIEBT",
    description: "Fertige JSON-LD-Snippets für 5 Branchen Ihrer Wahl.",
    includes: ["5 Branchen-Snippets (JSON-LD)", "Einbau-Anleitung als PDF", "Sofort-Download"],
    branchen: ALL_INDUSTRIES.slice(0, 5),
  },
  {
    id: "business",
    name: "Business",
    priceCents: 19_700,
    originalPriceCents: 34_700,
    badge: "BESTSELLER",
    description: "20 Branchen – ideal für Agenturen und Unternehmen mit mehreren Geschäftsfeldern.",
    includes: ["20 Branchen-Snippets (JSON-LD)", "FAQ-Vorlagen je Branche", "Einbau-Anleitung als PDF", "Updates für 12 Monate"],
    branchen: ALL_INDUSTRIES.slice(0, 20),
    highlight: true,
  },
  {
    id: "komplett",
    name: "Komplett",
    priceCents: 79_700,
    originalPriceCents: 129_700,
    badge: "PREMIUM",
    description: "Alle 80+ Branchen, FAQ-Vorlagen und lebenslange Updates.",
    includes: ["80+ Branchen-Snippets (JSON-LD)", "FAQ-Vorlagen je Branche", "Einbau-Anleitung als PDF", "Lebenslange Updates"],
    branchen: [...ALL_INDUSTRIES],
  },
];

/** Industries a package card shows before "+N weitere" (spec section 9). */
export const PACKAGE_INDUSTRIES_SHOWN = 6;
