import { z } from "zod";
import { BUSINESS_KINDS } from "./business-kind";

export { normalizeWebsiteUrl } from "./normalize-url";
import { normalizeWebsiteUrl, URL_REQUIRED_MESSAGE } from "./normalize-url";

/** A website address as typed by a visitor, normalised to an absolute http(s) URL. */
export const websiteUrlField = z
  .string({ error: URL_REQUIRED_MESSAGE })
  .max(2048, "Die Adresse ist zu lang (höchstens 2.048 Zeichen).")
  .transform((value, ctx) => {
    const normalized = normalizeWebsiteUrl(value);
    if (!normalized.ok) {
      ctx.addIssue({ code: "custom", message: normalized.message });
      return z.NEVER;
    }
    return normalized.url;
  });

/** Body of POST /api/website-check: { url }, plus the visitor's "Art des Unternehmens" ("auto" or absent = read from the page). */
export const websiteCheckRequestSchema = z.object({
  url: websiteUrlField,
  businessKind: z
    .enum(["auto", ...BUSINESS_KINDS], { error: "Bitte wählen Sie eine gültige Art des Unternehmens." })
    .optional()
    .transform((v) => (v === "auto" ? undefined : v)),
});
