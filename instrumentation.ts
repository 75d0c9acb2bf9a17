/**
 * Next.js calls register() once when a server instance starts (Node.js runtime only,
 * never while `next build` prerenders pages: the embedded database may be opened by one
 * process only, the running server). It validates the environment first, so a server
 * with an invalid variable refuses to start instead of failing at its first request;
 * it warns in the log when the site would go live with example operator details or
 * without OWNER_EMAIL, and every instance works the job queues (lib/jobs/workers.ts).
 */
export async function register() {
  // NEXT_RUNTIME and NEXT_PHASE are set by Next.js itself, not by the operator (lib/env.ts reads the rest).
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { getEnv } = await import("@/lib/env");
  // In production a fatal error outside a request ends the process (lib/fatal-errors.ts);
  // `next dev` keeps running for the developer.
  if (getEnv().NODE_ENV === "production") (await import("@/lib/fatal-errors")).exitOnFatalErrors();
  const { warnAboutSetupInProduction } = await import("@/lib/operator");
  warnAboutSetupInProduction();
  const { startAppWorkers } = await import("@/lib/jobs/workers");
  const start = async () => {
    try {
      await startAppWorkers();
    } catch (error) {
      // The site keeps serving pages meanwhile; queued jobs wait for an instance whose workers run.
      console.error("Jobs: Worker konnten nicht starten (Datenbank erreichbar, npm run db:migrate ausgeführt?); neuer Versuch in 30 s", error);
      setTimeout(start, 30_000).unref();
    }
  };
  await start();
}
