import { z } from "zod";

import type { SearchType } from "./questions";

const SEARCH_TYPES = ["business-info", "how-to", "product-info"] as const satisfies readonly SearchType[];
export type { SearchType };

/**
 * Trims; a blank value becomes undefined (blank optional fields are not sent on).
 * The error codes name the field through the path (validationError's `{field}`).
 */
function optionalField(max: number) {
  return z
    .string({ error: "liveTest.fieldNotText" })
    .trim()
    .max(max, "liveTest.fieldTooLong")
    .optional()
    .transform((v) => (v ? v : undefined));
}

/**
 * Body of POST /api/rag-search. The original form sends the location as `website`;
 * `location` and `domain` are the explicit fields. Lengths in characters. Errors are
 * codes under messages/de.json "ApiErrors.liveTest".
 */
export const liveTestRequestSchema = z
  .object({
    query: z
      .string({ error: "liveTest.queryRequired" })
      .trim()
      .min(1, "liveTest.queryRequired")
      .max(200, "liveTest.queryTooLong"),
    location: optionalField(100),
    website: optionalField(100),
    businessName: optionalField(120),
    /** Optional specialty ("Schwerpunkt"), e.g. "Angstpatienten": adds a question to the set. */
    specialty: optionalField(80),
    domain: optionalField(253)
      .refine((v) => v === undefined || /^(https?:\/\/)?[\p{L}\d-]+(\.[\p{L}\d-]+)+(:\d+)?(\/\S*)?$/iu.test(v), {
        message: "liveTest.domainInvalid",
      }),
    searchType: z
      .enum(SEARCH_TYPES, { error: "liveTest.searchTypeUnknown" })
      .optional()
      .default("business-info"),
  })
  .transform(({ website, location, ...rest }) => ({ ...rest, location: location ?? website }));

export type LiveTestRequest = z.output<typeof liveTestRequestSchema>;
