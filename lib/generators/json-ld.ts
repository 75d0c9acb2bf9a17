import type { DayOfWeek, LocalBusiness, OpeningHoursSpecification, WithContext } from "schema-dts";

/**
 * The JSON-LD generator (spec sections 3 "Schema form" and 5): a LocalBusiness (or one
 * of the spec's seven subtypes) as a <script type="application/ld+json"> block for the
 * page's <head>. Property rules after schema.org and Google Search Central, "Local
 * business structured data": name and address required; telephone, url, geo,
 * openingHoursSpecification and image recommended.
 */

export const BUSINESS_TYPES = [
  "LocalBusiness",
  "Restaurant",
  "Store",
  "ProfessionalService",
  "HealthAndBeautyBusiness",
  "AutoRepair",
  "RealEstateAgent",
  "LegalService",
] as const;

export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** German labels of the business types, for the select. */
export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  LocalBusiness: "Lokales Unternehmen (allgemein)",
  Restaurant: "Restaurant / Gastronomie",
  Store: "Geschäft / Einzelhandel",
  ProfessionalService: "Dienstleister",
  HealthAndBeautyBusiness: "Gesundheit & Schönheit",
  AutoRepair: "Autowerkstatt",
  RealEstateAgent: "Immobilienmakler",
  LegalService: "Rechtsberatung / Kanzlei",
};

export const DEFAULT_OPENING_HOURS = "Mo-Fr 09:00-18:00";

/** Spec section 3 "Schema form"; geo and image are the optional extras of the issue. */
export interface SchemaForm {
  name: string;
  description?: string;
  address?: { street?: string; city?: string; postalCode?: string; country?: string };
  phone?: string;
  email?: string;
  website?: string;
  /** Default LocalBusiness. */
  businessType?: BusinessType;
  /** Default "Mo-Fr 09:00-18:00"; see parseOpeningHours. */
  openingHours?: string;
  /** Decimal degrees as typed, e.g. "52.5200". */
  latitude?: string;
  longitude?: string;
  image?: string;
}

const DAYS: Record<string, DayOfWeek> = {
  mo: "Monday",
  di: "Tuesday",
  tu: "Tuesday",
  mi: "Wednesday",
  we: "Wednesday",
  do: "Thursday",
  th: "Thursday",
  fr: "Friday",
  sa: "Saturday",
  so: "Sunday",
  su: "Sunday",
};
const WEEK: DayOfWeek[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export interface OpeningHoursResult {
  specifications: { dayOfWeek: DayOfWeek[]; opens: string; closes: string }[];
  /** German explanation per segment that could not be read. */
  problems: string[];
}

const FULL_DAY_NAMES = /^(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|monday|tuesday|wednesday|thursday|friday|saturday|sunday)$/;

/** "Mo", "Mo.", "Montag", "Tu", "Tuesday" → the schema.org day; anything else undefined. */
function day(token: string): DayOfWeek | undefined {
  const word = token.toLowerCase().replace(/\.$/, "");
  if (word.length !== 2 && !FULL_DAY_NAMES.test(word)) return undefined;
  return DAYS[word.slice(0, 2)];
}

function time(token: string): string | undefined {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(token);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return undefined;
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/**
 * Reads opening hours as people write them: "Mo-Fr 09:00-18:00", several segments
 * separated by ";", "," or new lines ("Mo-Fr 08:00-18:00; Sa 09:00-13:00"), day lists
 * with "+" or "/" ("Mo+Mi 9:00-12:00"), German or English two-letter days, "9.00".
 * A closing time before the opening time means past midnight (schema.org allows it).
 * @returns one OpeningHoursSpecification per segment, and German problems for the rest
 */
export function parseOpeningHours(text: string): OpeningHoursResult {
  const specifications: OpeningHoursResult["specifications"] = [];
  const problems: string[] = [];
  const segments = text
    .split(/[;\n]|,(?=\s*[A-Za-zÄÖÜäöü])/)
    .map((s) => s.trim())
    .filter(Boolean);
  for (const segment of segments) {
    const match = /^([A-Za-zÄÖÜäöü.\s+/–-]+?)\s+(\d{1,2}[:.]\d{2})\s*(?:-|–|bis)\s*(\d{1,2}[:.]\d{2})(?:\s*uhr)?$/i.exec(segment);
    if (!match) {
      problems.push(`„${segment}“ ist nicht lesbar. Schreiben Sie z. B. „Mo-Fr 09:00-18:00“ oder „Sa 10:00-14:00“.`);
      continue;
    }
    const [, dayPart, opensRaw, closesRaw] = match;
    const days: DayOfWeek[] = [];
    let unknown: string | undefined;
    // "Mo - Fr" is a range, "Mo Fr", "Mo+Fr" and "Mo/Fr" are lists.
    const pieces = dayPart!.trim().replace(/\s*[-–]\s*/g, "-").split(/[+/\s]+/).filter(Boolean);
    for (const piece of pieces) {
      const range = piece.split(/[-–]/);
      const from = day(range[0]!);
      const to = range.length > 1 ? day(range[1]!) : from;
      if (!from || !to || range.length > 2) {
        unknown = piece;
        break;
      }
      for (let i = WEEK.indexOf(from); ; i = (i + 1) % 7) {
        if (!days.includes(WEEK[i]!)) days.push(WEEK[i]!);
        if (WEEK[i] === to) break;
      }
    }
    const opens = time(opensRaw!);
    const closes = time(closesRaw!);
    if (unknown !== undefined) {
      problems.push(`„${segment}“: Unbekannter Wochentag „${unknown}“. Verwenden Sie Mo, Di, Mi, Do, Fr, Sa oder So.`);
    } else if (!opens || !closes) {
      problems.push(`„${segment}“: Ungültige Uhrzeit „${!opens ? opensRaw : closesRaw}“. Verwenden Sie 00:00 bis 24:00.`);
    } else if (opens === closes) {
      problems.push(`„${segment}“: Öffnungs- und Schließzeit sind gleich.`);
    } else {
      specifications.push({ dayOfWeek: days, opens, closes });
    }
  }
  return { specifications, problems };
}

/** Decimal degrees within ±limit, or undefined. */
function coordinate(value: string | undefined, limit: number): number | undefined {
  if (!value?.trim()) return undefined;
  const number = Number(value.trim().replace(",", "."));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** "praxis.de" → "https://praxis.de"; blank → undefined. */
function absoluteUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** German problems of the form that the output leaves out (opening hours, coordinates). */
export function schemaFormProblems(form: SchemaForm): string[] {
  const problems = parseOpeningHours(form.openingHours ?? DEFAULT_OPENING_HOURS).problems;
  const address = form.address ?? {};
  const missing = [
    ["Straße und Hausnummer", address.street],
    ["PLZ", address.postalCode],
    ["Ort", address.city],
  ].filter(([, v]) => !v?.trim()).map(([label]) => label);
  if (missing.length) problems.push(`Die Adresse ist Pflicht für LocalBusiness (Google): Es fehlt ${missing.join(", ")}.`);
  const hasGeo = !!(form.latitude?.trim() || form.longitude?.trim());
  if (hasGeo && (coordinate(form.latitude, 90) === undefined || coordinate(form.longitude, 180) === undefined)) {
    problems.push("Die Geokoordinaten sind unvollständig oder ungültig (Breite −90 bis 90, Länge −180 bis 180, z. B. 52.5200 und 13.4050).");
  }
  return problems;
}

/** The structured-data object, typed against schema.org with schema-dts. */
export function buildLocalBusiness(form: SchemaForm): WithContext<LocalBusiness> {
  const type = form.businessType ?? "LocalBusiness";
  const text = (v: string | undefined) => v?.trim() || undefined;
  const address = form.address ?? {};
  const hours = parseOpeningHours(form.openingHours ?? DEFAULT_OPENING_HOURS).specifications;
  const latitude = coordinate(form.latitude, 90);
  const longitude = coordinate(form.longitude, 180);
  const business: WithContext<LocalBusiness> = {
    "@context": "https://schema.org",
    "@type": type,
    name: form.name.trim(),
    description: text(form.description),
    image: absoluteUrl(form.image),
    url: absoluteUrl(form.website),
    telephone: text(form.phone),
    email: text(form.email),
    address: {
      "@type": "PostalAddress",
      streetAddress: text(address.street),
      postalCode: text(address.postalCode),
      addressLocality: text(address.city),
      addressCountry: text(address.country)?.toUpperCase() ?? "DE",
    },
    geo: latitude !== undefined && longitude !== undefined ? { "@type": "GeoCoordinates", latitude, longitude } : undefined,
    openingHoursSpecification: hours.length
      ? hours.map((h): OpeningHoursSpecification => ({ "@type": "OpeningHoursSpecification", dayOfWeek: h.dayOfWeek, opens: h.opens, closes: h.closes }))
      : undefined,
  };
  return business;
}

/**
 * JSON with the characters that could end or confuse a <script> element escaped
 * (<, >, & and the JavaScript line separators), still valid JSON with the same value.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value, null, 2)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The JSON-LD block for the form, ready for the page's <head>. Blank optional fields
 * are left out; unreadable opening hours and coordinates too (schemaFormProblems
 * explains them).
 * @returns `<script type="application/ld+json">…</script>`
 */
export function generateJsonLd(form: SchemaForm): string {
  return `<script type="application/ld+json">\n${scriptSafeJson(buildLocalBusiness(form))}\n</script>`;
}
