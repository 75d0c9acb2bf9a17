import { z } from "zod";
import { BUSINESS_KINDS } from "./business-kind";

export { normalizeWebsiteUrl } from "./normalize-url";
import { normalizeWebsiteUrl } from "./normalize-url";

/** A website address as typed by a visitor, normalised to an absolute http(s) URL; errors are "ApiErrors.url.*" codes. */
export const websiteUrlField = z
  .string({ error: "url.required" })
  .max(2048, "url.tooLong")
  .transform((value, ctx) => {
    const normalized = normalizeWebsiteUrl(value);
    if (!normalized.ok) {
      ctx.addIssue({ code: "custom", message: normalized.code });
      return z.NEVER;
    }
    return normalized.url;
  });

/** Body of POST /api/website-check: { url }, plus the visitor's "Art des Unternehmens" ("auto" or absent = read from the page). */
export const websiteCheckRequestSchema = z.object({
  url: websiteUrlField,
  businessKind: z
    .enum(["auto", ...BUSINESS_KINDS], { error: "businessKind.invalid" })
    .optional()
    .transform((v) => (v === "auto" ? undefined : v)),
});
