import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { grantInForce, premiumFromCookie, PREMIUM_COOKIE, unlocksFaqGenerator } from "@/lib/billing/premium";
import { consumeLimit, usedPoints, type LimitVerdict } from "@/lib/limits/limits";
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
  /** The FAQPage JSON-LD as pretty JSON inside <script type="application/ld+json">. */
  faq: string;
  premium: boolean;
  /** Free generations left after this one; null for premium. */
  remainingFree: number | null;
}

/** The browser's id from the signed free-use cookie, or null when it has none (or a forged one). */
function browserIdOf(cookies: CookieJar): string | null {
  const id = verifyValue<{ id?: unknown }>(cookies.get(FAQ_FREE_COOKIE)?.value)?.id;
  return typeof id === "string" && /^[\w-]{16,64}$/.test(id) ? id : null;
}

/**
 * Free generations this browser has left (for the page's "Noch 3 kostenlose Generierungen"
 * before the first click), counted on the server under its cookie's id.
 * @returns FREE_FAQ_GENERATIONS for a browser without the cookie
 */
export async function freeFaqUsesLeft(cookies: CookieJar): Promise<number> {
  const id = browserIdOf(cookies);
  return id ? Math.max(0, FREE_FAQ_GENERATIONS - (await usedPoints("faqFreeUses", `browser:${id}`))) : FREE_FAQ_GENERATIONS;
}

/**
 * Builds the FAQPage for the selected industries, as a <script type="application/ld+json">
 * block. Free visitors get 3 generations per browser: a signed httpOnly cookie holds a
 * random id, and the server counts the uses under it (shared limit "faqFreeUses",
 * lib/limits, 30 days), so editing the cookie changes nothing. The anonymised client
 * address (IPv4 /24, IPv6 /48) is only a high daily cap ("faqFreeUsesPerAddress") that a
 * shared office does not reach in one visit. Premium comes only from the signed premium
 * cookie, never from a browser flag.
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
    let id = browserIdOf(cookies);
    if (!id) {
      id = randomBytes(18).toString("base64url");
      cookies.set(FAQ_FREE_COOKIE, signValue({ id }), { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 * 365 });
    }
    if ((await usedPoints("faqFreeUses", `browser:${id}`)) >= FREE_FAQ_GENERATIONS) throw paywall();
    if (!(await consumeLimit("faqFreeUsesPerAddress", `address:${anonymizeIp(ip) ?? "unknown"}`)).allowed) throw paywall();
    const byBrowser: LimitVerdict = await consumeLimit("faqFreeUses", `browser:${id}`);
    if (!byBrowser.allowed) throw paywall();
    remainingFree = Math.max(0, FREE_FAQ_GENERATIONS - byBrowser.used);
  }
  return { faq: faqScriptBlock(buildFaqPage(snippets)), premium, remainingFree };
}

/** The FAQPage as the block to paste into a page's HTML: pretty JSON inside <script type="application/ld+json">, "<" escaped so no text can close the script. */
function faqScriptBlock(faqPage: object): string {
  const json = JSON.stringify(faqPage, null, 2).replace(/</g, "\\u003c");
  return `<script type="application/ld+json">\n${json}\n</script>`;
}
