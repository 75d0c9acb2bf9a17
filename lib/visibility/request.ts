import { z } from "zod";
import { QUERY_REQUIRED_MESSAGE } from "./protocol";

const SEARCH_TYPES = ["business-info", "how-to", "product-info"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Trims; a blank value becomes undefined (spec section 5: blanks are omitted). */
function optionalField(max: number, label: string) {
  return z
    .string({ error: `${label} muss Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/**
 * Body of POST /api/rag-search (spec section 3 "Search request", section 7).
 * The spec's form sends the location as `website`; `location` and `domain` are the
 * explicit fields. Lengths in characters.
 */
export const liveTestRequestSchema = z
  .object({
    query: z
      .string({ error: QUERY_REQUIRED_MESSAGE })
      .trim()
      .min(1, QUERY_REQUIRED_MESSAGE)
      .max(200, "Die Suchanfrage darf höchstens 200 Zeichen lang sein."),
    location: optionalField(100, "Der Standort"),
    website: optionalField(100, "Der Standort"),
    businessName: optionalField(120, "Der Firmenname"),
    domain: optionalField(253, "Die Website")
      .refine((v) => v === undefined || /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?(\/\S*)?$/iu.test(v), {
        message: "Bitte geben Sie eine gültige Website ein, z. B. praxis-mueller.de.",
      }),
    searchType: z
      .enum(SEARCH_TYPES, { error: "Unbekannte Suchart." })
      .optional()
      .default("business-info"),
  })
  .transform(({ website, location, ...rest }) => ({ ...rest, location: location ?? website }));

export type LiveTestRequest = z.output<typeof liveTestRequestSchema>;

/**
 * The question a person would type into a chat assistant, in German, shaped by the
 * search type and the location.
 * @example buildQuestion({ query: "Zahnarztpraxis", location: "Berlin", searchType: "business-info" })
 *   -> "Ich suche Zahnarztpraxis in Berlin. Welche Anbieter kannst du mir empfehlen? …"
 */
export function buildQuestion(input: Pick<LiveTestRequest, "query" | "location" | "searchType">): string {
  const where = input.location && !mentionsPlace(input.query, input.location) ? ` in ${input.location}` : "";
  const topic = `${input.query}${where}`;
  switch (input.searchType) {
    case "how-to":
      return `${topic}: Wie gehe ich am besten vor, und an welche Unternehmen oder Anbieter kann ich mich dafür wenden?`;
    case "product-info":
      return `Welche Anbieter für ${topic} kannst du mir empfehlen? Bitte nenne konkrete Firmen.`;
    case "business-info":
    default:
      return `Ich suche: ${topic}. Welche Unternehmen kannst du mir empfehlen? Bitte nenne konkrete Namen.`;
  }
}

function mentionsPlace(query: string, location: string): boolean {
  return query.toLowerCase().includes(location.toLowerCase());
}
