/** A JSON-LD template whose string values may hold placeholders such as "[Straße-und-Hausnummer]". */
export type JsonTemplate = string | number | boolean | null | JsonTemplate[] | { [key: string]: JsonTemplate };

export interface IndustrySnippet {
  /** kebab-case, unique, e.g. "zahnarztpraxis". */
  id: string;
  /** German industry name, e.g. "Zahnarztpraxis". */
  branche: string;
  /** One of SNIPPET_CATEGORIES. */
  kategorie: string;
  /** One German sentence: what the snippet describes. */
  beschreibung: string;
  /** Where to use it, short German tags, e.g. ["Startseite", "Kontaktseite"]. */
  verwendung: string[];
  /** Typical services or questions of the industry, German, 3-6 items. */
  beispiele: string[];
  /** The JSON-LD object; placeholders only inside string values. */
  template: { "@context": "https://schema.org"; "@type": string } & { [key: string]: JsonTemplate };
}

export const SNIPPET_CATEGORIES = [
  "Gesundheit",
  "Recht & Finanzen",
  "Handwerk & Bau",
  "Gastronomie",
  "Beauty & Wellness",
  "Auto & Mobilität",
  "Immobilien",
  "Handel",
  "Dienstleistungen",
  "Bildung",
  "Sport & Freizeit",
  "Tourismus",
] as const;
