/**
 * Runs once when a Next.js server starts (nodejs runtime): warns in the log when the
 * site would go live with example operator details or without OWNER_EMAIL.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { warnAboutSetupInProduction } = await import("@/lib/operator");
  warnAboutSetupInProduction();
}
