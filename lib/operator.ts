import "server-only";
import { getEnv, type Env } from "@/lib/env";

/**
 * The site operator's details, for the imprint, footer, contact links, e-mails and the
 * Organization JSON-LD alike: OPERATOR_* variables (lib/env.ts, README) whose defaults
 * are recognisable examples. Pages render per request, so a server takes its own
 * environment's values, not the build's.
 */

export interface Operator {
  /** Full name with legal form or owner, e.g. "Muster GmbH" or "KI-Sichtbarkeit – Inhaber Max Muster". */
  companyName: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  country: string;
  /** German name of the country, e.g. "Deutschland". */
  countryName: string;
  email: string;
  /** As written, e.g. "+49 30 1234567". */
  phone: string;
  /** Umsatzsteuer-ID; null when the operator has none. */
  vatId: string | null;
  /** Responsible for the content (§ 18 Abs. 2 MStV). */
  responsiblePerson: string;
  /** Where demo and booking requests go (https: or mailto:); null = e-mail to `email`. */
  bookingUrl: string | null;
  /** The operator's profiles elsewhere (LinkedIn, Xing, …), for Organization `sameAs`; empty when none are set. */
  sameAs: string[];
}

/**
 * The site operator's details from the OPERATOR_* variables (validated by lib/env.ts; their
 * defaults are recognisable examples): the one source for the imprint, footer, contact links,
 * e-mails and the Organization JSON-LD.
 */
export function getOperator(env: Env = getEnv()): Operator {
  return {
    companyName: env.OPERATOR_COMPANY_NAME,
    street: env.OPERATOR_STREET,
    postalCode: env.OPERATOR_POSTAL_CODE,
    city: env.OPERATOR_CITY,
    country: env.OPERATOR_COUNTRY,
    countryName: new Intl.DisplayNames("de", { type: "region" }).of(env.OPERATOR_COUNTRY) ?? env.OPERATOR_COUNTRY,
    email: env.OPERATOR_EMAIL,
    phone: env.OPERATOR_PHONE,
    vatId: env.OPERATOR_VAT_ID || null,
    responsiblePerson: env.OPERATOR_RESPONSIBLE_PERSON,
    bookingUrl: env.OPERATOR_BOOKING_URL ?? null,
    sameAs: env.OPERATOR_SAME_AS,
  };
}

/**
 * A mailto: link to the operator's contact address.
 * @param subject pre-filled subject line (RFC 6068 percent-encoding is applied here)
 */
export function contactMailto(subject?: string, operator: Operator = getOperator()): string {
  return `mailto:${operator.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
}

/** Where "Demo anfordern" and booking requests lead: OPERATOR_BOOKING_URL, else an e-mail with `subject`. */
export function bookingHref(subject: string, operator: Operator = getOperator()): string {
  return operator.bookingUrl ?? contactMailto(subject, operator);
}

/** "tel:" link of a phone number as written ("+49 30 123 45-67" → "tel:+493012345-67"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+-]/g, "")}`;
}

/** An operator field that still holds an example value. */
export type OperatorField = "companyName" | "street" | "email" | "phone" | "vatId" | "responsiblePerson" | "bookingUrl";

/** Environment variable of each field, for the warnings. */
const VARIABLE: Record<OperatorField, string> = {
  companyName: "OPERATOR_COMPANY_NAME",
  street: "OPERATOR_STREET",
  email: "OPERATOR_EMAIL",
  phone: "OPERATOR_PHONE",
  vatId: "OPERATOR_VAT_ID",
  responsiblePerson: "OPERATOR_RESPONSIBLE_PERSON",
  bookingUrl: "OPERATOR_BOOKING_URL",
};

/**
 * Example values: the "Muster" names, the documentation domains of RFC 2606 and RFC 6761
 * (example.com/.net/.org, *.example, *.test, *.invalid, localhost), an all-zero VAT id
 * and a phone number with seven zeros in a row (no real German number has them).
 */
function isExample(field: OperatorField, value: string | null): boolean {
  if (value === null) return false;
  if (/muster/i.test(value) && field !== "bookingUrl") return true;
  if (/(^|[@./])(example\.(com|net|org)|[^@./]+\.(example|test|invalid)|localhost)(\b|$)/i.test(value)) return true;
  if (field === "vatId") return /^[A-Z]{2}0+$/.test(value);
  if (field === "phone") return /0{7}/.test(value.replace(/\D/g, ""));
  return false;
}

/** The fields that still hold example values, in imprint order. */
export function exampleOperatorFields(operator: Operator = getOperator()): OperatorField[] {
  return (Object.keys(VARIABLE) as OperatorField[]).filter((field) => isExample(field, operator[field]));
}

/** Something the operator must still set before going live. */
export type SetupIssue =
  /** Operator details left at their examples; `variables` names their environment variables. */
  | { code: "example-operator-details"; variables: string[] }
  /** No OWNER_EMAIL: paid orders and confirmed analysis requests reach nobody by e-mail. */
  | { code: "owner-email-missing" };

/**
 * What is still missing for going live: operator details left at their examples, and
 * OWNER_EMAIL when orders would reach nobody. /admin shows the issues; in production
 * the server also logs them at start (instrumentation.ts).
 * @returns an empty list when nothing is missing
 */
export function operatorSetupIssues(env: Env = getEnv()): SetupIssue[] {
  const issues: SetupIssue[] = [];
  const examples = exampleOperatorFields(getOperator(env));
  if (examples.length > 0) issues.push({ code: "example-operator-details", variables: examples.map((f) => VARIABLE[f]) });
  if (!env.OWNER_EMAIL) issues.push({ code: "owner-email-missing" });
  return issues;
}

/**
 * Logs the setup issues once, as a clear warning, when the server runs in production
 * (called by instrumentation.ts at start, in the build's prerendering workers too).
 * @returns the issues logged (none outside production)
 */
export function warnAboutSetupInProduction(env: Env = getEnv()): SetupIssue[] {
  if (env.NODE_ENV !== "production") return [];
  const issues = operatorSetupIssues(env);
  for (const issue of issues) {
    console.warn(
      issue.code === "example-operator-details"
        ? `WARNUNG: Die Betreiberangaben sind noch Beispielwerte (${issue.variables.join(", ")}). Impressum, Fußzeile, Kontaktlinks, E-Mails und strukturierte Daten zeigen sie so an. Setzen Sie diese Variablen beim Start des Servers (README, „Configuration“).`
        : "WARNUNG: OWNER_EMAIL ist nicht gesetzt. Bezahlte Aufträge und bestätigte Analyse-Anfragen werden nur gespeichert; niemand erhält eine E-Mail dazu.",
    );
  }
  return issues;
}
