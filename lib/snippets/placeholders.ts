import { openingHoursProblemText, parseOpeningHours, type OpeningHoursProblem } from "@/lib/opening-hours/opening-hours";
import type { JsonTemplate } from "./types";

/**
 * The typed placeholders of the snippet library: what each bracketed word of a template
 * holds, how its form field is labelled, and what a typed value must look like. Pure, so
 * the dialog checks a field as the visitor types and the server checks the same way.
 */

export type PlaceholderKind = "text" | "email" | "url" | "phone" | "postal-code" | "opening-hours" | "latitude" | "longitude" | "time";

/** Placeholders with a type; every other one is free text. */
const KINDS: Record<string, PlaceholderKind> = {
  "E-Mail": "email",
  "Website-URL": "url",
  "Bild-URL": "url",
  "Speisekarten-URL": "url",
  Telefonnummer: "phone",
  PLZ: "postal-code",
  Öffnungszeiten: "opening-hours",
  Breitengrad: "latitude",
  Längengrad: "longitude",
  "Check-in-ab": "time",
  "Check-out-bis": "time",
};

/** Labels whose hyphen belongs to the word ("E-Mail", "Bild-URL"); the rest show hyphens as spaces. */
const LABELS: Record<string, string> = {
  "E-Mail": "E-Mail",
  "Website-URL": "Website-URL",
  "Bild-URL": "Bild-URL",
  "Speisekarten-URL": "Speisekarten-URL",
  "Check-in-ab": "Check-in ab",
  "Check-out-bis": "Check-out bis",
};

/** An example shown in the empty field. */
export const PLACEHOLDER_EXAMPLES: Record<PlaceholderKind, string> = {
  text: "",
  email: "info@ihre-firma.de",
  url: "https://www.ihre-firma.de",
  phone: "+49 30 1234567",
  "postal-code": "10115",
  "opening-hours": "Mo–Fr 8–18 Uhr, Sa 9–13 Uhr",
  latitude: "52.5200",
  longitude: "13.4050",
  time: "15:00",
};

export function placeholderKind(name: string): PlaceholderKind {
  return KINDS[name] ?? "text";
}

/** The form label of a placeholder, e.g. "Straße-und-Hausnummer" → "Straße und Hausnummer", "E-Mail" → "E-Mail". */
export function placeholderLabel(name: string): string {
  return LABELS[name] ?? name.replace(/-/g, " ");
}

/** A typed value ready for the JSON-LD, or the German reason it cannot be used. */
/**
 * Why a typed value does not fit its placeholder: a code under messages/de.json
 * "Snippets.placeholderProblem", or the opening hours' own problems ("OpeningHours").
 */
export type PlaceholderProblem =
  | { code: "email" | "url" | "phone" | "postalCode" | "time" }
  | { code: "coordinate"; limit: number; example: string }
  | { code: "openingHours"; problems: OpeningHoursProblem[] };

export type PlaceholderCheck = { ok: true; value: JsonTemplate } | { ok: false; problem: PlaceholderProblem };

/** A translator of the whole message catalogue (useTranslations() or createTranslator without a namespace). */
type Translator = (key: string, values?: Record<string, string>) => string;

/**
 * The German text of a placeholder problem, e.g. { code: "postalCode" } → "Eine deutsche
 * Postleitzahl hat fünf Ziffern, z. B. 10115."; opening hours name each part that does not fit.
 */
export function placeholderProblemText(problem: PlaceholderProblem, t: Translator): string {
  if (problem.code === "openingHours") return problem.problems.map((p) => openingHoursProblemText(p, (key, values) => t(`OpeningHours.${key}`, values))).join(" ");
  if (problem.code === "coordinate") return t("Snippets.placeholderProblem.coordinate", { limit: String(problem.limit), example: problem.example });
  return t(`Snippets.placeholderProblem.${problem.code}`);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

function coordinate(text: string, limit: number, example: string): PlaceholderCheck {
  const value = Number(text.replace(",", "."));
  return /^-?\d{1,3}([.,]\d+)?$/.test(text) && Math.abs(value) <= limit
    ? { ok: true, value }
    : { ok: false, problem: { code: "coordinate", limit, example } };
}

/**
 * Checks and normalises a value typed for a placeholder.
 * - email: an address with a domain (info@praxis.de)
 * - url: http(s) with a host name with a dot; "praxis.de" becomes "https://praxis.de/"
 * - phone: 6 to 20 digits with +, spaces, /, - or brackets
 * - postal-code: five digits (the templates' addressCountry is DE)
 * - opening-hours: lib/opening-hours; the value becomes OpeningHoursSpecification objects,
 *   and any part it cannot read is an error naming that part
 * - latitude/longitude: decimal degrees (±90, ±180), decimal point or comma; a number
 * - time: "15", "15 Uhr", "15:00" → "15:00"
 * @param raw as typed; callers skip blank values (they stay placeholders)
 */
export function checkPlaceholder(name: string, raw: string): PlaceholderCheck {
  const text = raw.trim();
  switch (placeholderKind(name)) {
    case "email":
      return EMAIL.test(text) ? { ok: true, value: text } : { ok: false, problem: { code: "email" } };
    case "url": {
      let url: URL | null = null;
      try {
        url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
      } catch {
        url = null;
      }
      return url && /^https?:$/.test(url.protocol) && url.hostname.includes(".") && !/\s/.test(text)
        ? { ok: true, value: url.href }
        : { ok: false, problem: { code: "url" } };
    }
    case "phone": {
      const digits = text.replace(/\D/g, "").length;
      return /^\+?[\d\s/()-]+$/.test(text) && digits >= 6 && digits <= 20
        ? { ok: true, value: text }
        : { ok: false, problem: { code: "phone" } };
    }
    case "postal-code":
      return /^\d{5}$/.test(text) ? { ok: true, value: text } : { ok: false, problem: { code: "postalCode" } };
    case "opening-hours": {
      const { specifications, problems } = parseOpeningHours(text);
      if (problems.length > 0) return { ok: false, problem: { code: "openingHours", problems } };
      return { ok: true, value: specifications.map((s) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: s.dayOfWeek, opens: s.opens, closes: s.closes })) };
    }
    case "latitude":
      return coordinate(text, 90, "52.5200");
    case "longitude":
      return coordinate(text, 180, "13.4050");
    case "time": {
      const m = /^(\d{1,2})(?:[:.](\d{2}))?(?:\s*uhr)?$/i.exec(text);
      const hours = m ? Number(m[1]) : NaN;
      const minutes = m ? Number(m[2] ?? 0) : NaN;
      return hours <= 23 && minutes <= 59
        ? { ok: true, value: `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}` }
        : { ok: false, problem: { code: "time" } };
    }
    case "text":
      return { ok: true, value: text };
  }
}
