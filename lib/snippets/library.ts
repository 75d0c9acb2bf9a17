import { z } from "zod";
import { INDUSTRY_SNIPPETS } from "@/content/snippets";
import { LOCAL_BUSINESS_TYPES, ORGANIZATION_TYPES } from "@/lib/readiness/schema-types";
import { checkPlaceholder, placeholderLabel, placeholderProblemText } from "./placeholders";
import { SNIPPET_CATEGORIES, type IndustrySnippet, type JsonTemplate } from "./types";
import { scriptSafeJson } from "@/lib/generators/json-ld";
import { ApiError, type MessageParams } from "@/lib/api/errors";
import { slugify } from "@/lib/text/fold";
import { strictTranslator } from "@/lib/text/strict-messages";

export { placeholderLabel } from "./placeholders";

/**
 * The snippet library: industry JSON-LD templates from content/snippets.ts, validated
 * once, filled on request. Values go into the template object, not its text, so whatever
 * a visitor types the output stays valid JSON.
 */

/** "[Straße-und-Hausnummer]": letters (umlauts too), digits and hyphens. */
const PLACEHOLDER = /\[([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)\]/gu;
/** A string value that is one placeholder and nothing else: it takes the typed value's JSON form. */
const WHOLE_PLACEHOLDER = /^\[([\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*)\]$/u;

const MAX_VALUE_LENGTH = 500;

// A typed value's problem becomes part of the API's "snippet.invalidValue" text; a missing message throws (a bug).
const t = strictTranslator();
const translate = (key: string, values?: Record<string, string>) => t(key as never, values as never);

/** What the library and the API show of a snippet: its texts without the template, plus: */
export interface PublicSnippet extends Omit<IndustrySnippet, "template"> {
  /** The schema.org type of the template. */
  schemaType: string;
  /** Distinct placeholder names in template order, e.g. ["Firmenname", "PLZ"]. */
  platzhalter: string[];
}

export interface SnippetCategory {
  id: string;
  name: string;
  anzahl: number;
}

/** Thrown for a request the library cannot serve: a 400 with a "snippet.*" code of messages/de.json "ApiErrors". */
export class SnippetRequestError extends ApiError {
  constructor(code: string, params: MessageParams) {
    super(400, code, { params });
    this.name = "SnippetRequestError";
  }
}

/** Distinct placeholder names of a template, in order of appearance. */
export function placeholdersOf(template: JsonTemplate): string[] {
  const found: string[] = [];
  const walk = (value: JsonTemplate) => {
    if (typeof value === "string") {
      for (const m of value.matchAll(PLACEHOLDER)) if (!found.includes(m[1]!)) found.push(m[1]!);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(template);
  return found;
}

const snippetSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  branche: z.string().min(3),
  kategorie: z.enum(SNIPPET_CATEGORIES),
  beschreibung: z.string().min(20).max(200),
  verwendung: z.array(z.string().min(2)).min(1).max(6),
  beispiele: z.array(z.string().min(2)).min(2).max(8),
  template: z.object({ "@context": z.literal("https://schema.org"), "@type": z.string() }).passthrough(),
});

let library: { snippets: IndustrySnippet[]; byId: Map<string, IndustrySnippet> } | undefined;

/**
 * The validated library.
 * @throws Error at first use when an entry is malformed, its id is duplicated or its
 *   @type is not a schema.org LocalBusiness/Organization type
 */
function load() {
  if (library) return library;
  const byId = new Map<string, IndustrySnippet>();
  for (const entry of INDUSTRY_SNIPPETS) {
    const parsed = snippetSchema.safeParse(entry);
    if (!parsed.success) throw new Error(`Snippet ${entry.id}: ungültiger Eintrag\n${z.prettifyError(parsed.error)}`);
    if (byId.has(entry.id)) throw new Error(`Snippet ${entry.id}: doppelte id`);
    const type = entry.template["@type"];
    if (!LOCAL_BUSINESS_TYPES.has(type) && !ORGANIZATION_TYPES.has(type)) throw new Error(`Snippet ${entry.id}: unbekannter Typ ${type}`);
    byId.set(entry.id, entry);
  }
  library = { snippets: [...byId.values()], byId };
  return library;
}

function toPublic(s: IndustrySnippet): PublicSnippet {
  return {
    id: s.id,
    branche: s.branche,
    kategorie: s.kategorie,
    beschreibung: s.beschreibung,
    verwendung: s.verwendung,
    beispiele: s.beispiele,
    schemaType: s.template["@type"],
    platzhalter: placeholdersOf(s.template),
  };
}

/**
 * Every snippet, or one category's, in the library's order (GET /api/snippets?kategorie=).
 * @param categoryId a category's id as listCategories gives it ("gesundheit"); none for all
 * @throws SnippetRequestError "snippet.unknownCategory" (400) for an id no category has
 */
export function listSnippets(categoryId?: string): PublicSnippet[] {
  const snippets = load().snippets;
  if (categoryId === undefined) return snippets.map(toPublic);
  const category = listCategories().find((c) => c.id === categoryId);
  if (!category) throw new SnippetRequestError("snippet.unknownCategory", { id: categoryId });
  return snippets.filter((s) => s.kategorie === category.name).map(toPublic);
}

/**
 * The schema.org types of the library's templates, for the JSON-LD generator's type list
 * (one source: a type is offered there exactly when an industry here uses it).
 * @returns LocalBusiness first, then the others by German label; label = up to two industries using the type
 */
export function businessTypeOptions(): { type: string; label: string }[] {
  const industries = new Map<string, string[]>();
  for (const s of listSnippets()) industries.set(s.schemaType, [...(industries.get(s.schemaType) ?? []), s.branche]);
  const options = [...industries].map(([type, names]) => ({ type, label: `${names.slice(0, 2).join(", ")}${names.length > 2 ? " u. a." : ""}` }));
  const general = { type: "LocalBusiness", label: "Lokales Unternehmen (allgemein)" };
  return [general, ...options.filter((o) => o.type !== "LocalBusiness").sort((a, b) => a.label.localeCompare(b.label, "de"))];
}

/** The categories that have snippets, with counts, in SNIPPET_CATEGORIES order. */
export function listCategories(): SnippetCategory[] {
  const snippets = load().snippets;
  return SNIPPET_CATEGORIES.map((name) => ({ id: slugify(name), name, anzahl: snippets.filter((s) => s.kategorie === name).length })).filter((c) => c.anzahl > 0);
}

export function getSnippet(id: string): PublicSnippet | undefined {
  const snippet = load().byId.get(id);
  return snippet && toPublic(snippet);
}

/**
 * Fills a snippet's placeholders (POST /api/generate-snippet).
 * @param daten placeholder name → text; blank values leave the placeholder in place
 * @returns the JSON-LD as pretty-printed JSON text, with <, > and & escaped as \u003c… (scriptSafeJson)
 * @throws SnippetRequestError for an unknown industry or placeholder, a value longer
 *   than 500 characters, or a typed value that does not fit ("„E-Mail“: Bitte geben Sie …")
 */
export function generateSnippet(brancheId: string, daten: Record<string, string>): string {
  const snippet = load().byId.get(brancheId);
  if (!snippet) throw new SnippetRequestError("snippet.unknownIndustry", { id: brancheId });
  const known = placeholdersOf(snippet.template);
  const values = new Map<string, JsonTemplate>();
  for (const [name, value] of Object.entries(daten)) {
    if (!known.includes(name)) throw new SnippetRequestError("snippet.unknownPlaceholder", { name, industry: snippet.branche });
    if (value.length > MAX_VALUE_LENGTH) throw new SnippetRequestError("snippet.valueTooLong", { label: placeholderLabel(name), max: String(MAX_VALUE_LENGTH) });
    if (!value.trim()) continue;
    const checked = checkPlaceholder(name, value);
    if (!checked.ok) throw new SnippetRequestError("snippet.invalidValue", { label: placeholderLabel(name), problem: placeholderProblemText(checked.problem, translate) });
    values.set(name, checked.value);
  }
  const fill = (value: JsonTemplate): JsonTemplate => {
    if (typeof value === "string") {
      const whole = WHOLE_PLACEHOLDER.exec(value);
      if (whole && values.has(whole[1]!)) return values.get(whole[1]!)!;
      return value.replace(PLACEHOLDER, (placeholder, name: string) => {
        const given = values.get(name);
        return given === undefined ? placeholder : typeof given === "string" ? given : JSON.stringify(given);
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  // Escaped like the site's own JSON-LD: the buyer pastes it into a <script> element, where a "</script>" in a value would end it.
  return scriptSafeJson(fill(snippet.template));
}
