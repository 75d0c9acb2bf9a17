import { z } from "zod";

/** An e-mail address field: trimmed, lower-cased, at most 320 characters (RFC 5321), German messages. */
export const emailAddressField = z
  .string({ error: "Bitte geben Sie Ihre E-Mail-Adresse ein." })
  .trim()
  .toLowerCase()
  .pipe(z.email("Bitte geben Sie eine gültige E-Mail-Adresse ein.").max(320, "Die E-Mail-Adresse ist zu lang."));
