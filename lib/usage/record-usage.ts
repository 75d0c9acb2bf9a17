import "server-only";
import type { Db } from "@/lib/db";
import { anonymizeIp } from "./anonymize-ip";

/** Tool keys of spec section 3 (admin stats). */
export const TOOL_KEYS = ["schema", "meta", "robots", "sitemap", "search", "checker"] as const;
export type ToolKey = (typeof TOOL_KEYS)[number];

export interface UsageInput {
  tool: ToolKey;
  /** Client address as read from the request; anonymised here before storage. */
  ip?: string | null;
  /** ISO 3166-1 alpha-2 code from a trusted proxy header. */
  country?: string | null;
  /** Defaults to now. */
  at?: Date;
}

/**
 * Stores one tool use. By design there is no field for the query, URL or company
 * name the visitor entered (product decisions: data protection).
 * @throws Prisma errors when the database is unreachable; callers that must not fail
 *   because of statistics use {@link recordUsageSafely}.
 */
export async function recordUsage(db: Db, input: UsageInput): Promise<void> {
  const country = input.country && /^[A-Za-z]{2}$/.test(input.country) ? input.country.toUpperCase() : null;
  await db.usageEvent.create({
    data: { tool: input.tool, country, ipAnonymized: anonymizeIp(input.ip), createdAt: input.at ?? new Date() },
  });
}

/** Like {@link recordUsage}, but a statistics failure is logged, never thrown. */
export async function recordUsageSafely(db: Promise<Db>, input: UsageInput): Promise<void> {
  try {
    await recordUsage(await db, input);
  } catch (error) {
    console.error("usage: could not record event", error);
  }
}
