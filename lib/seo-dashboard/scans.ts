import "server-only";
import type { Prisma, SeoScanStatus } from "@/generated/prisma/client";
import { getDb, type Db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { runDueJobs, enqueueJob } from "@/lib/jobs/queue";
import { OutboundError } from "@/lib/outbound/guarded-fetch";
import { crawlSite, type CrawlResult } from "@/lib/seo-crawl/crawl-site";
import { summarizeCrawl, type CrawlSummary } from "@/lib/seo-crawl/summarize";

export const SEO_SCAN_JOB = "seo-scan";
/** Finished scans kept per site (with their pages); older ones are deleted. */
export const SCANS_KEPT_PER_SITE = 10;

/** What a stored scan's summary column holds. */
export interface StoredScanSummary extends CrawlSummary {
  startUrl: string;
  durationMs: number;
  requests: number;
  discovered: number;
  notFetched: number;
  limitHit: CrawlResult["limitHit"];
  robots: CrawlResult["robots"];
  sitemaps: CrawlResult["sitemaps"];
}

export interface ScanRequestResult {
  scanId: string;
  status: SeoScanStatus;
  /** False when a scan of the site was already queued or running (it is reused). */
  created: boolean;
}

/**
 * Queues a scan of a domain (and starts monitoring it). At most one scan per site is
 * queued or running at a time, across instances (partial unique index): a second
 * request returns the pending scan instead of crawling twice.
 * @param domain a host as returned by toTargetDomain
 */
export async function requestScan(domain: string, trigger: "visitor" | "schedule" = "visitor", db?: Db): Promise<ScanRequestResult> {
  db ??= await getDb();
  const site = await db.seoSite.upsert({ where: { domain }, create: { domain }, update: { monitored: true } });
  try {
    // Scan and job together or not at all: a scan without its job would block the site.
    const scan = await db.$transaction(async (tx) => {
      const created = await tx.seoScan.create({ data: { siteId: site.id, trigger } });
      await enqueueJob(tx, SEO_SCAN_JOB, { scanId: created.id.toString() });
      return created;
    });
    return { scanId: scan.id.toString(), status: scan.status, created: true };
  } catch (error) {
    // The partial unique index refused a second active scan. Drivers report that
    // differently (P2002 on PostgreSQL, a raw adapter error on PGlite), so look for it.
    const active = await db.seoScan.findFirst({ where: { siteId: site.id, status: { in: ["queued", "running"] } } });
    if (!active) throw error;
    return { scanId: active.id.toString(), status: active.status, created: false };
  }
}

/** Crawls from https://domain/, and from http:// when the site cannot be reached over https at all. */
async function crawlDomain(domain: string): Promise<CrawlResult> {
  const env = getEnv();
  const options = { maxPages: env.SEO_SCAN_MAX_PAGES, timeBudgetMs: env.SEO_SCAN_TIME_BUDGET_MS };
  let httpsFailure: unknown = null;
  try {
    const result = await crawlSite({ ...options, startUrl: `https://${domain}/` });
    const start = result.pages[0];
    if (!(start && start.httpStatus === null && start.status === "unreachable")) return result;
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    httpsFailure = error;
  }
  try {
    return await crawlSite({ ...options, startUrl: `http://${domain}/` });
  } catch (error) {
    throw httpsFailure ?? error;
  }
}

/**
 * Runs one queued scan (the job handler): crawls, stores pages and summary, marks
 * the scan done (or failed with a German message), and prunes old scans.
 */
export async function runScan(scanId: bigint, db?: Db): Promise<void> {
  db ??= await getDb();
  const scan = await db.seoScan.update({ where: { id: scanId }, data: { status: "running", startedAt: new Date() }, include: { site: true } });
  // A job taken over from a dead worker starts clean.
  await db.seoPage.deleteMany({ where: { scanId } });
  let result: CrawlResult;
  try {
    result = await crawlDomain(scan.site.domain);
  } catch (error) {
    const message = error instanceof OutboundError ? error.message : "Die Website konnte nicht gescannt werden.";
    if (!(error instanceof OutboundError)) console.error("SEO-Scan fehlgeschlagen", error);
    await db.seoScan.update({ where: { id: scanId }, data: { status: "failed", finishedAt: new Date(), error: message } });
    return;
  }

  const summary: StoredScanSummary = {
    ...summarizeCrawl(result),
    startUrl: result.startUrl,
    durationMs: result.durationMs,
    requests: result.requests,
    discovered: result.discovered,
    notFetched: result.notFetched,
    limitHit: result.limitHit,
    robots: result.robots,
    sitemaps: result.sitemaps,
  };
  const rows = result.pages.map((p) => ({
    scanId,
    url: p.url.slice(0, 2048),
    title: p.title?.slice(0, 1000) ?? null,
    metaDescription: p.metaDescription?.slice(0, 2000) ?? null,
    status: p.status,
    issues: p.issues,
    indexabilityScore: p.indexabilityScore,
    httpStatus: p.httpStatus,
    responseTimeMs: p.responseTimeMs === null ? null : Math.round(p.responseTimeMs),
    lastChecked: new Date(p.lastChecked),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.seoPage.createMany({ data: rows.slice(i, i + 500) });
  const finishedAt = new Date();
  await db.seoScan.update({ where: { id: scanId }, data: { status: "done", finishedAt, summary: summary as unknown as Prisma.InputJsonValue } });
  await db.seoSite.update({ where: { id: scan.siteId }, data: { lastScanAt: finishedAt, origin: new URL(result.startUrl).origin } });

  const old = await db.seoScan.findMany({ where: { siteId: scan.siteId, status: { in: ["done", "failed"] } }, orderBy: { requestedAt: "desc" }, skip: SCANS_KEPT_PER_SITE, select: { id: true } });
  if (old.length) await db.seoScan.deleteMany({ where: { id: { in: old.map((s) => s.id) } } });
}

/** The job handlers of this module, for runDueJobs. */
export const seoJobHandlers = {
  [SEO_SCAN_JOB]: async (payload: Prisma.JsonValue) => {
    const scanId = (payload as { scanId?: string } | null)?.scanId;
    if (!scanId) throw new Error("Job ohne scanId");
    await runScan(BigInt(scanId));
  },
};

const worker = globalThis as unknown as { seoWorker?: Promise<void> | null };

/**
 * Starts working the queue in this process if it is not already doing so; returns
 * at once. Other instances may pick up the same queue; SKIP LOCKED keeps them apart.
 */
export function kickWorker(): void {
  if (worker.seoWorker) return;
  worker.seoWorker = (async () => {
    try {
      const db = await getDb();
      while ((await runDueJobs(db, seoJobHandlers, { maxJobs: 10 })) > 0);
    } catch (error) {
      console.error("SEO-Warteschlange: Fehler", error);
    } finally {
      worker.seoWorker = null;
    }
  })();
}

/** Resolves when this process's worker is idle (tests, cron route). */
export async function workerIdle(): Promise<void> {
  while (worker.seoWorker) await worker.seoWorker;
}

/**
 * Scheduled rescans (/api/cron/rescan): queues a scan for every monitored site whose
 * last scan is older than SEO_RESCAN_AFTER_HOURS (or never finished), then works the
 * queue until `deadline` (ms since epoch).
 * @returns the domains queued and the jobs this call ran
 */
export async function rescanDueSites(deadline: number, now = new Date()): Promise<{ queued: string[]; ran: number }> {
  const db = await getDb();
  const before = new Date(now.getTime() - getEnv().SEO_RESCAN_AFTER_HOURS * 3_600_000);
  const due = await db.seoSite.findMany({ where: { monitored: true, OR: [{ lastScanAt: null }, { lastScanAt: { lt: before } }] }, orderBy: { lastScanAt: { sort: "asc", nulls: "first" } }, take: 100 });
  const queued: string[] = [];
  for (const site of due) {
    const request = await requestScan(site.domain, "schedule", db);
    if (request.created) queued.push(site.domain);
  }
  await workerIdle();
  const ran = await runDueJobs(db, seoJobHandlers, { deadline });
  return { queued, ran };
}
