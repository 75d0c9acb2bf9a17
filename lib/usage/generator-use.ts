import "server-only";
import { z } from "zod";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { enforceHourlyLimit } from "@/lib/api/rate-limit";
import { getDb } from "@/lib/db";
import { recordUsageSafely } from "./record-usage";

/** The tools that run in the browser and report their use (spec section 3, tool keys). */
export const GENERATOR_TOOLS = ["schema", "meta", "robots", "sitemap"] as const;

/** Body of POST /api/usage. */
export const generatorUseSchema = z.object({
  tool: z.enum(GENERATOR_TOOLS, { error: "Unbekanntes Tool." }),
});

/** Reports per client and hour; generous, it only keeps the statistics from being flooded. */
const REPORTS_PER_HOUR = 300;

/**
 * Records one use of a generator (tool, time, country, anonymised IP).
 * @throws ApiError 429 when a client floods the statistics
 */
export function recordGeneratorUse(headers: Headers, tool: (typeof GENERATOR_TOOLS)[number]): void {
  const ip = clientIp(headers);
  enforceHourlyLimit("usageReport", REPORTS_PER_HOUR, ip, "Nutzungsmeldungen");
  void recordUsageSafely(getDb(), { tool, ip, country: clientCountry(headers) });
}
