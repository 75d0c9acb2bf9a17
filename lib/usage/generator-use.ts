import "server-only";
import { z } from "zod";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { getDb } from "@/lib/db";
import { enforceLimit } from "@/lib/limits/limits";
import { recordUsageSafely } from "./record-usage";

/** The tools that run in the browser and report their use. */
export const GENERATOR_TOOLS = ["schema", "meta", "robots", "sitemap"] as const;

/** Body of POST /api/usage. */
export const generatorUseSchema = z.object({
  tool: z.enum(GENERATOR_TOOLS, { error: "usage.unknownTool" }),
});

/**
 * Records one use of a generator (tool, time, country, anonymised IP).
 * @throws ApiError 429 when a client floods the statistics
 */
export async function recordGeneratorUse(headers: Headers, tool: (typeof GENERATOR_TOOLS)[number]): Promise<void> {
  const ip = clientIp(headers);
  await enforceLimit("usageReport", ip);
  void recordUsageSafely(getDb(), { tool, ip, country: clientCountry(headers) });
}
