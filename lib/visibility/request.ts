import { z } from "zod";
import { QUERY_REQUIRED_MESSAGE } from "./protocol";

import type { SearchType } from "./questions";

const SEARCH_TYPES = ["business-info", "how-to", "product-info"] as const satisfies readonly SearchType[];
export type { SearchType };

/** Trims; a blank value becomes undefined (blank optional fields are not sent on). */
function optionalField(max: number, label: string) {
  return z
    .string({ error: `${label} muss Text sein.` })
    .trim()
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`)
    .optional()
    .transform((v) => (v ? v : undefined));
}

/**
 * Body of POST /api/rag-search. The original form sends the location as `website`;
 * `location` and `domain` are the explicit fields. Lengths in characters.
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
    /** Optional specialty ("Schwerpunkt"), e.g. "Angstpatienten": adds a question to the set. */
    specialty: optionalField(80, "Der Schwerpunkt"),
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
