import { z } from "zod";

/** An e-mail address field: trimmed, lower-cased, at most 320 characters (RFC 5321); error codes "email.*" (messages/de.json "ApiErrors"). */
export const emailAddressField = z
  .string({ error: "email.required" })
  .trim()
  .toLowerCase()
  .pipe(z.email("email.invalid").max(320, "email.tooLong"));
