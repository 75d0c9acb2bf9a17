import "server-only";
import { z } from "zod";
import { signValue, verifyValue } from "@/lib/security/signed-value";
import type { LiveTestResult } from "./live-test";

/**
 * A live test's result as a signed value for its shareable link and Open Graph image.
 * Nothing is stored: the numbers travel in the link, signed (HMAC, SESSION_SECRET) so
 * nobody can make the site draw a result it did not measure.
 */
const sharedResultSchema = z.object({
  /** Business name or domain the visitor gave; absent without one. */
  business: z.string().max(253).optional(),
  query: z.string().max(200),
  location: z.string().max(100).optional(),
  mentions: z.number().int().min(0),
  answers: z.number().int().min(0),
  engines: z.array(z.object({ name: z.string().max(40), mentions: z.number().int().min(0), samples: z.number().int().min(0) })).max(10),
  /** ISO date of the test. */
  date: z.string().max(30),
});

export type SharedResult = z.infer<typeof sharedResultSchema>;

/** The signed share token of a result (base64url payload "." signature). */
export function shareTokenFor(result: LiveTestResult, businessName: string | undefined, now = new Date()): string {
  const shared: SharedResult = {
    business: businessName,
    query: result.query,
    location: result.location,
    mentions: result.mentionedInAnswers,
    answers: result.answersReceived,
    engines: result.engines.filter((e) => !e.error).map((e) => ({ name: e.name, mentions: e.mentions, samples: e.samples })),
    date: now.toISOString(),
  };
  return signValue(shared);
}

/** The result of a share token; null when it is missing, forged or malformed. */
export function readShareToken(token: string | null | undefined): SharedResult | null {
  if (!token || token.length > 2000) return null;
  const parsed = sharedResultSchema.safeParse(verifyValue<unknown>(token));
  return parsed.success ? parsed.data : null;
}
