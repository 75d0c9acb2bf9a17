import "server-only";
import type { PrivacyFacts } from "@/content/privacy";
import { PREMIUM_COOKIE_MAX_AGE_S } from "@/lib/billing/premium";
import { SIGN_IN_LINK_TTL_DAYS } from "@/lib/billing/premium-access";
import { getEnv } from "@/lib/env";
import { OPT_IN_TTL_HOURS } from "@/lib/free-analysis/request";
import { SCANS_KEPT_PER_SITE } from "@/lib/seo-dashboard/scans";

/**
 * What this server's own setup says about the data it processes, for the privacy
 * policy (content/privacy.ts): which AI provider the live test asks, which SMTP
 * server sends e-mails, and the storage periods set in code.
 */
export function privacyFacts(): PrivacyFacts {
  const env = getEnv();
  let aiProvider: string | null = null;
  if (env.OPENAI_API_KEY) aiProvider = env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).host : "OpenAI, api.openai.com";
  return {
    aiProvider,
    smtpHost: env.SMTP_HOST ?? null,
    optInHours: OPT_IN_TTL_HOURS,
    signInLinkDays: SIGN_IN_LINK_TTL_DAYS,
    scansKeptPerSite: SCANS_KEPT_PER_SITE,
    premiumCookieDays: Math.round(PREMIUM_COOKIE_MAX_AGE_S / 86_400),
  };
}
