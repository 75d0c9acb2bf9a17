import type { LocalBusiness, OpeningHoursSpecification, PostalAddress, WithContext } from "schema-dts";
import { openingHoursProblemText, parseOpeningHours, type OpeningHoursProblem, type OpeningHoursTranslator } from "@/lib/opening-hours/opening-hours";
import { DEFAULT_OPENING_HOURS } from "./json-ld-form";

/**
 * The JSON-LD generator: a LocalBusiness or one of its BUSINESS_TYPES as a
 * <script type="application/ld+json"> block. Property rules after schema.org and Google
 * Search Central, "Local business structured data": name and address required; telephone,
 * url, geo, openingHoursSpecification and image recommended.
 */

/**
 * Parent types the checker's prefill falls back to (lib/readiness/prefill.ts). The types the
 * generator offers are the snippet library's (businessTypeOptions in lib/snippets/library.ts).
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

/** A schema.org LocalBusiness type name, e.g. "Dentist". */
export type BusinessType = string;

export { DEFAULT_OPENING_HOURS } from "./json-ld-form";

export interface SchemaForm {
  name: string;
  description?: string;
  address?: { street?: string; city?: string; postalCode?: string; country?: string };
  phone?: string;
  email?: string;
  website?: string;
  /** Default LocalBusiness. */
  businessType?: BusinessType;
  /** Default "Mo-Fr 09:00-18:00"; as owners type it, see lib/opening-hours. */
  openingHours?: string;
  /** Decimal degrees as typed, e.g. "52.5200". */
  latitude?: string;
  longitude?: string;
  image?: string;
  /** Profiles of the business elsewhere (schema.org sameAs), one URL each. */
  sameAs?: string[];
}

/** Decimal degrees within ±limit, or undefined. */
function coordinate(value: string | undefined, limit: number): number | undefined {
  if (!value?.trim()) return undefined;
  const number = Number(value.trim().replace(",", "."));
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

/** "praxis.de" → "https://praxis.de"; blank → undefined. */
export function absoluteUrl(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** The sameAs URLs: absolute http(s) only, distinct; undefined when none. */
export function sameAsOf(values: string[] | undefined): string[] | undefined {
  const urls = [...new Set((values ?? []).map((v) => v.trim()).filter((v) => /^https?:\/\/\S+$/i.test(v)))];
  return urls.length ? urls : undefined;
}

/**
 * What the form's output leaves out: an opening-hours part it cannot read, missing
 * address parts (the form's field names), or coordinates it cannot use.
 */
export type SchemaProblem =
  | { code: "openingHours"; problem: OpeningHoursProblem }
  | { code: "addressMissing"; fields: ("street" | "postalCode" | "city")[] }
  | { code: "geoInvalid" };

/** The problems of the form that the output leaves out (opening hours, address, coordinates). */
export function schemaFormProblems(form: SchemaForm): SchemaProblem[] {
  const problems: SchemaProblem[] = parseOpeningHours(form.openingHours ?? DEFAULT_OPENING_HOURS).problems.map((problem) => ({ code: "openingHours", problem }));
  const address = form.address ?? {};
  const fields = (["street", "postalCode", "city"] as const).filter((field) => !address[field]?.trim());
  if (fields.length) problems.push({ code: "addressMissing", fields });
  const hasGeo = !!(form.latitude?.trim() || form.longitude?.trim());
  if (hasGeo && (coordinate(form.latitude, 90) === undefined || coordinate(form.longitude, 180) === undefined)) problems.push({ code: "geoInvalid" });
  return problems;
}

/**
 * The German text of a problem, from messages/de.json "SchemaGenerator"
 * ("problem.addressMissing" naming the fields by their labels, "problem.geoInvalid");
 * opening hours from "OpeningHours" by openingHoursProblemText.
 * @param t a translator of the "SchemaGenerator" namespace
 * @param tHours a translator of the "OpeningHours" namespace
 */
export function schemaProblemText(problem: SchemaProblem, t: (key: string, values?: Record<string, string>) => string, tHours: OpeningHoursTranslator): string {
  if (problem.code === "openingHours") return openingHoursProblemText(problem.problem, tHours);
  if (problem.code === "addressMissing") return t("problem.addressMissing", { fields: problem.fields.map((field) => t(field)).join(", ") });
  return t("problem.geoInvalid");
}

/**
 * The PostalAddress of the filled-in parts. A blank country stays out: the form starts
 * with "DE", but the fix kit leaves a country it could not confirm empty, and the block
 * guesses none.
 */
function postalAddressOf(address: NonNullable<SchemaForm["address"]>): PostalAddress {
  const text = (v: string | undefined) => v?.trim() || undefined;
  const parts = { streetAddress: text(address.street), postalCode: text(address.postalCode), addressLocality: text(address.city), addressCountry: text(address.country)?.toUpperCase() };
  return { "@type": "PostalAddress", ...parts };
}

/** The structured-data object, typed against schema.org with schema-dts. */
export function buildLocalBusiness(form: SchemaForm): WithContext<LocalBusiness> {
  // A schema.org type name only (letters, upper-case first); anything else stays LocalBusiness.
  const type = form.businessType && /^[A-Z][A-Za-z]{1,60}$/.test(form.businessType) ? form.businessType : "LocalBusiness";
  const text = (v: string | undefined) => v?.trim() || undefined;
  const address = form.address ?? {};
  const hours = parseOpeningHours(form.openingHours ?? DEFAULT_OPENING_HOURS).specifications;
  const latitude = coordinate(form.latitude, 90);
  const longitude = coordinate(form.longitude, 180);
  const business: WithContext<LocalBusiness> = {
    "@context": "https://schema.org",
    // schema-dts types "@type" as a union of names; the type was checked above to be a name.
    "@type": type as "LocalBusiness",
    name: form.name.trim(),
    description: text(form.description),
    image: absoluteUrl(form.image),
    url: absoluteUrl(form.website),
    telephone: text(form.phone),
    email: text(form.email),
    address: postalAddressOf(address),
    sameAs: sameAsOf(form.sameAs),
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
 * Indented by `indent` spaces (2, for people to read); 0 gives one line.
 */
export function scriptSafeJson(value: unknown, indent = 2): string {
  return JSON.stringify(value, null, indent)
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
