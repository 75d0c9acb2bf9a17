import { z } from "zod";
import { emailAddressField } from "@/lib/mail/email-address";
import { websiteUrlField } from "@/lib/readiness/request";
import { MAX_QUESTION_LENGTH, MAX_QUESTIONS, normalizeQuestions } from "@/lib/visibility/questions";

/** A required text field; `requiredCode` is its "ApiErrors" code when blank. */
function text(requiredCode: string, max: number) {
  return z.string({ error: requiredCode }).trim().min(2, requiredCode).max(max, "tooLong");
}

/** Body of POST /api/monitor: the "Wöchentlich beobachten" form. Lengths in characters; error codes under "ApiErrors". */
export const monitorRequestSchema = z.object({
  businessName: text("monitor.businessNameRequired", 120),
  website: websiteUrlField,
  industry: text("monitor.industryRequired", 100),
  city: text("monitor.cityRequired", 100),
  specialty: z
    .string()
    .trim()
    .max(100, "tooLong")
    .optional()
    .transform((v) => v || undefined),
  /** Up to 5 competitors, as a list or one comma/line separated text. */
  competitors: z
    .union([z.array(z.string()), z.string()])
    .optional()
    .transform((v) => (Array.isArray(v) ? v : (v ?? "").split(/[,\n;]/)).map((c) => c.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(120, "monitor.competitorTooLong")).max(5, "monitor.tooManyCompetitors")),
  email: emailAddressField,
});

export type MonitorRequest = z.output<typeof monitorRequestSchema>;

/** Body of PUT /api/monitor/{token}/questions. */
export const monitorQuestionsSchema = z.object({
  questions: z
    .array(z.string().max(MAX_QUESTION_LENGTH, "monitor.questionTooLong"), { error: "monitor.questionRequired" })
    .transform(normalizeQuestions)
    .pipe(z.array(z.string()).min(1, "monitor.questionRequired").max(MAX_QUESTIONS, "monitor.tooManyQuestions")),
});

/** Body of PUT /api/monitor/{token}/website: the monitored website, normalised as at sign-up (websiteUrlField). */
export const monitorWebsiteSchema = z.object({ website: websiteUrlField });

/**
 * Body of PUT /api/monitor/{token}/name-verdicts: the owner's verdict on a name (and place) an answer gave the
 * business, as the page shows it (named-as.ts NamedAs); verdict null withdraws it. Lengths in characters, as the columns.
 */
export const monitorNameVerdictSchema = z.object({
  name: z.string({ error: "monitor.nameNotInAnswers" }).trim().min(1, "monitor.nameNotInAnswers").max(200, "monitor.nameNotInAnswers"),
  place: z.string().trim().max(100, "monitor.nameNotInAnswers").nullable().default(null).transform((v) => v || null),
  verdict: z.enum(["mine", "other"], { error: "monitor.verdictInvalid" }).nullable(),
});

/** The secret of a monitor link: 43 base64url characters. */
export const monitorTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** Body of POST /api/monitor/mine ("Meine Monitore"): the address whose monitor links are mailed. */
export const myMonitorsRequestSchema = z.object({ email: emailAddressField });
