import { z } from "zod";
import { emailAddressField } from "@/lib/mail/email-address";
import { websiteUrlField } from "@/lib/readiness/request";
import { MAX_QUESTION_LENGTH, MAX_QUESTIONS, normalizeQuestions } from "@/lib/visibility/questions";

function text(label: string, max: number) {
  return z
    .string({ error: `Bitte geben Sie ${label} ein.` })
    .trim()
    .min(2, `Bitte geben Sie ${label} ein.`)
    .max(max, `Höchstens ${max} Zeichen.`);
}

/** Body of POST /api/monitor: the "Wöchentlich beobachten" form. Lengths in characters. */
export const monitorRequestSchema = z.object({
  businessName: text("den Firmennamen", 120),
  website: websiteUrlField,
  industry: text("die Branche", 100),
  city: text("die Stadt", 100),
  specialty: z
    .string()
    .trim()
    .max(100, "Höchstens 100 Zeichen.")
    .optional()
    .transform((v) => v || undefined),
  /** Up to 5 competitors, as a list or one comma/line separated text. */
  competitors: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? "").split(/[,\n;]/)).map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(120, "Ein Wettbewerbername ist zu lang (höchstens 120 Zeichen).")).max(5, "Höchstens 5 Wettbewerber.")),
  email: emailAddressField,
});

export type MonitorRequest = z.output<typeof monitorRequestSchema>;

/** Body of PUT /api/monitor/{token}/questions. */
export const monitorQuestionsSchema = z.object({
  questions: z
    .array(z.string().max(MAX_QUESTION_LENGTH, `Eine Frage darf höchstens ${MAX_QUESTION_LENGTH} Zeichen lang sein.`), { error: "Bitte geben Sie mindestens eine Frage ein." })
    .transform(normalizeQuestions)
    .pipe(z.array(z.string()).min(1, "Bitte geben Sie mindestens eine Frage ein.").max(MAX_QUESTIONS)),
});

/** The secret of a monitor link: 43 base64url characters. */
export const monitorTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
