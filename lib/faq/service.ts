import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { grantInForce, premiumFromCookie, PREMIUM_COOKIE, unlocksFaqGenerator } from "@/lib/billing/premium";
import { consumeLimit, type LimitVerdict } from "@/lib/limits/limits";
import { anonymizeIp } from "@/lib/usage/anonymize-ip";
import { signValue, verifyValue } from "@/lib/security/signed-value";
import { getSnippet, type PublicSnippet } from "@/lib/snippets/library";
import { buildFaqPage, FREE_FAQ_GENERATIONS } from "./build-faq";

export const FAQ_FREE_COOKIE = "ks_faq_free";

const paywall = () => new ApiError(402, "faq.paywall", { params: { free: FREE_FAQ_GENERATIONS } });

/** Body of POST /api/faq/generate. */
export const faqRequestSchema = z.object({
  snippetIds: z.array(z.string().max(100), { error: "faq.noSelection" }).max(200, "faq.tooMany"),
});

export interface CookieJar {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: { httpOnly: boolean; sameSite: "lax"; secure: boolean; path: string; maxAge: number }): void;
}

export interface FaqResult {
  /** The FAQPage JSON-LD as pretty JSON text. */
  faq: string;
  premium: boolean;
  /** Free generations left after this one; null for premium. */
  remainingFree: number | null;
}

/**
 * Builds the FAQPage for the selected industries. Free visitors get 3 generations,
 * counted twice: in a signed httpOnly cookie, and on the server per anonymised client
 * address (shared limit "faqFreeUses", lib/limits: IPv4 /24, IPv6 /48, 30 days), so
 * dropping the cookie does not reset it; the higher of the two counts applies. Premium
 * comes only from the signed premium cookie, never from a browser flag.
 * @param ip the client's address, or null when unknown
 * @throws ApiError 400 "faq.noSelection"/"faq.unknownIndustry", 402 "faq.paywall" at the free limit
 */
export async function generateFaq(snippetIds: string[], cookies: CookieJar, secure: boolean, ip: string | null): Promise<FaqResult> {
  if (snippetIds.length === 0) throw new ApiError(400, "faq.noSelection");
  const snippets: PublicSnippet[] = [];
  for (const id of new Set(snippetIds)) {
    const snippet = getSnippet(id);
    if (!snippet) throw new ApiError(400, "faq.unknownIndustry", { params: { id } });
    snippets.push(snippet);
  }
  const premium = unlocksFaqGenerator(await grantInForce(premiumFromCookie(cookies.get(PREMIUM_COOKIE)?.value)));
  let remainingFree: number | null = null;
  if (!premium) {
    const cookieUsed = Math.max(0, verifyValue<{ used: number }>(cookies.get(FAQ_FREE_COOKIE)?.value)?.used ?? 0);
    if (cookieUsed >= FREE_FAQ_GENERATIONS) throw paywall();
    const byAddress: LimitVerdict = await consumeLimit("faqFreeUses", `address:${anonymizeIp(ip) ?? "unknown"}`);
    if (!byAddress.allowed) throw paywall();
    const used = Math.max(cookieUsed + 1, byAddress.used);
    cookies.set(FAQ_FREE_COOKIE, signValue({ used }), { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 * 365 });
    remainingFree = FREE_FAQ_GENERATIONS - used;
  }
  return { faq: JSON.stringify(buildFaqPage(snippets), null, 2), premium, remainingFree };
}
