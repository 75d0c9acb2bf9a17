import "server-only";
import type { Job } from "pg-boss";
import type { Prisma, SeoScanStatus } from "@/generated/prisma/client";
import { shownError, type MessageParams } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { getBoss, inTransaction } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { OutboundError } from "@/lib/outbound/guarded-fetch";
import { CRAWL_DEFAULTS, crawlSite, type CrawlResult, type PageRecord } from "@/lib/seo-crawl/crawl-site";
import { summarizeCrawl, type CrawlSummary } from "@/lib/seo-crawl/summarize";

/** Finished scans kept per site (with their pages); older ones are deleted. */
export const SCANS_KEPT_PER_SITE = 10;

/** Why a scan failed, as seo_scans.error keeps it (JSON): a code under messages/de.json "ApiErrors" with its arguments. */
export interface ScanFailure {
  code: string;
  params?: MessageParams;
}

/** The scan's last attempt failed (an error, a lost heartbeat or an overrun). */
export const SCAN_GAVE_UP: ScanFailure = { code: "seoScan.gaveUp" };

/**
 * The German text of a stored failure: JSON of a ScanFailure, rendered from messages/de.json;
 * rows written before failures were codes hold the German text itself and are shown as they are.
 * A code without a message any more reads as "internal" (shownError).
 */
export function scanFailureText(stored: string | null): string | null {
  if (stored === null) return null;
  let failure: Partial<ScanFailure> | null = null;
  try {
    failure = JSON.parse(stored) as Partial<ScanFailure> | null;
  } catch {
    return stored;
  }
  if (typeof failure?.code !== "string") return stored;
  return shownError(failure.code, failure.params).message;
}

/** What a stored scan's summary column holds. */
export interface StoredScanSummary extends CrawlSummary {
  startUrl: string;
  durationMs: number;
  requests: number;
  discovered: number;
  notFetched: number;
  limitHit: CrawlResult["limitHit"];
  robots: CrawlResult["robots"];
  /** Scans stored before sitemap problems were codes hold the German text in `error`. */
  sitemaps: (Omit<CrawlResult["sitemaps"][number], "error"> & { error: CrawlResult["sitemaps"][number]["error"] | string })[];
}

export interface ScanRequestResult {
  scanId: string;
  status: SeoScanStatus;
  /** False when a scan of the site was already queued or running (it is reused). */
  created: boolean;
}

/** Payload of a seo-scan job (and of its dead letter). */
export interface ScanJobData {
  scanId: string;
}

/** What a scan handler reads of a pg-boss job: the payload, which attempt this is, and the claim's abort signal. */
export type ScanJob = Pick<Job<ScanJobData>, "data" | "retryCount" | "signal">;

/**
 * Seconds a scan job may stay active before pg-boss fails it even while heartbeats
 * arrive: the crawl's time budget, the requests under way at its end, and storing.
 */
export function scanExpireSeconds(): number {
  return Math.ceil(getEnv().SEO_SCAN_TIME_BUDGET_MS / 1000 + (2 * CRAWL_DEFAULTS.requestTimeoutMs) / 1000 + 60);
}

/**
/**
 * Queues a scan of a domain. The scan row and its pg-boss job are written in one
 * transaction, so neither exists without the other. At most one scan per site is queued
 * or running at a time, across instances (partial unique index): a second request
 * returns the pending scan instead of crawling twice.
 * A scheduled rescan (`options.dueBefore` set) is also skipped when a scan of the site was
 * requested after `dueBefore` (one requested exactly then is as old as the schedule allows): two rescan triggers (the schedule on two instances,
 * /api/cron/rescan) that found the site due at once scan it once, even when the first scan
 * finished before the second trigger got to it. The site's row is locked for the check.
 * @param domain a host as returned by toTargetDomain
 * @param options.monitor the visitor asked for regular rescans (the site becomes
 *   monitored; without it a site's monitoring stays as it was, off for a new one)
 * @param options.dueBefore a scheduled rescan's threshold: the site is due when it has no scan requested after it
 * @param options.now the clock of the caller that computed `dueBefore` (the scan's `requestedAt`); without it the
 *   database's now(). Both must come from one clock, or a test clock and the real one disagree about "since".
 */
export async function requestScan(domain: string, trigger: "visitor" | "schedule" = "visitor", db?: Db, options: { monitor?: boolean; dueBefore?: Date; now?: Date } = {}): Promise<ScanRequestResult> {
  db ??= await getDb();
  const boss = await getBoss();
  const monitor = options.monitor === true;
  const site = await db.seoSite.upsert({ where: { domain }, create: { domain, monitored: monitor }, update: monitor ? { monitored: true } : {} });
  try {
    const scan = await db.$transaction(async (tx) => {
      const { dueBefore } = options;
      if (dueBefore) {
        await tx.$queryRaw`SELECT id FROM seo_sites WHERE id = ${site.id} FOR UPDATE`;
        const recent = await tx.seoScan.findFirst({ where: { siteId: site.id, requestedAt: { gt: dueBefore } }, orderBy: { requestedAt: "desc" } });
        if (recent) return { ...recent, skipped: true };
      }
      const created = await tx.seoScan.create({ data: { siteId: site.id, trigger, ...(options.now ? { requestedAt: options.now } : {}) } });
      const data: ScanJobData = { scanId: created.id.toString() };
      await boss.send(QUEUES.seoScan, data, { singletonKey: domain, expireInSeconds: scanExpireSeconds(), ...inTransaction(tx) });
      return { ...created, skipped: false };
    });
    return { scanId: scan.id.toString(), status: scan.status, created: !scan.skipped };
  } catch (error) {
    // The partial unique index refused a second active scan. Drivers report that
    // differently (P2002 on PostgreSQL, a raw adapter error on PGlite), so look for it.
    const active = await db.seoScan.findFirst({ where: { siteId: site.id, status: { in: ["queued", "running"] } } });
    if (!active) throw error;
    return { scanId: active.id.toString(), status: active.status, created: false };
  }
}

/**
 * Crawls from https://domain/, and from http:// when the site cannot be reached over
 * https at all. A resumed crawl keeps the scheme its kept pages were fetched with.
 */
async function crawlDomain(domain: string, resumeFrom: PageRecord[], progress: ProgressWriter, signal: AbortSignal): Promise<CrawlResult> {
  const env = getEnv();
  const options = { maxPages: env.SEO_SCAN_MAX_PAGES, timeBudgetMs: env.SEO_SCAN_TIME_BUDGET_MS, signal, onPageRecord: progress.add };
  const startUrl = (scheme: string) => `${scheme}://${domain}/`;
  const resumedScheme = resumeFrom.find((r) => r.depth === 0)?.url.startsWith("http://") ? "http" : "https";
  if (resumeFrom.length > 0) return crawlSite({ ...options, startUrl: startUrl(resumedScheme), resumeFrom });

  let httpsFailure: unknown = null;
  try {
    const result = await crawlSite({ ...options, startUrl: startUrl("https") });
    const start = result.pages[0];
    if (!(start && start.httpStatus === null && start.status === "unreachable")) return result;
  } catch (error) {
    if (!(error instanceof OutboundError) || signal.aborted) throw error;
    httpsFailure = error;
  }
  await progress.clear();
  try {
    return await crawlSite({ ...options, startUrl: startUrl("http") });
  } catch (error) {
    throw signal.aborted ? error : (httpsFailure ?? error);
  }
}

interface ProgressWriter {
  /** Keeps one fetched page; written in the background, batched while a write is under way. */
  add: (record: PageRecord) => void;
  /** Resolves when every page added so far is written. */
  flush: () => Promise<void>;
  /** Forgets the pages kept so far (the crawl restarts from another URL). */
  clear: () => Promise<void>;
}

/** Keeps the crawl's fetched pages in seo_crawl_progress as it goes, for a later attempt to resume from. */
function progressWriter(db: Db, scanId: bigint): ProgressWriter {
  let pending: PageRecord[] = [];
  let writing: Promise<void> | null = null;
  const write = async () => {
    while (pending.length > 0) {
      const batch = pending;
      pending = [];
      try {
        await db.seoCrawlProgress.createMany({ data: batch.map((record) => ({ scanId, record: record as unknown as Prisma.InputJsonValue })) });
      } catch (error) {
        // Progress is an optimisation: a page not kept is fetched again by a resumed attempt.
        console.warn("SEO-Scan: Zwischenstand nicht gespeichert", error instanceof Error ? error.message : error);
      }
    }
    writing = null;
  };
  const flush = async () => {
    while (writing) await writing;
  };
  return {
    add: (record) => {
      pending.push(record);
      writing ??= write();
    },
    flush,
    clear: async () => {
      await flush();
      await db.seoCrawlProgress.deleteMany({ where: { scanId } });
    },
  };
}

function summaryOf(result: CrawlResult): StoredScanSummary {
  return {
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
}

/** Another attempt holds the scan now; this one's result is dropped. */
class ClaimLostError extends Error {}

/**
 * Stores a finished crawl and marks the scan done, all in one transaction and only
 * while `attempt` still holds the scan (a worker whose claim was taken over writes
 * nothing). Prunes old scans of the site afterwards.
 * @returns false when another attempt holds the scan
 */
async function finishScan(db: Db, scanId: bigint, siteId: bigint, attempt: number, result: CrawlResult): Promise<boolean> {
  const finishedAt = new Date();
  const rows = result.pages.map((p) => ({
    scanId,
    url: p.url.slice(0, 2048),
    title: p.title?.slice(0, 1000) ?? null,
    metaDescription: p.metaDescription?.slice(0, 2000) ?? null,
    status: p.status,
    issues: p.issues as unknown as Prisma.InputJsonValue,
    indexabilityScore: p.indexabilityScore,
    httpStatus: p.httpStatus,
    responseTimeMs: p.responseTimeMs === null ? null : Math.round(p.responseTimeMs),
    lastChecked: new Date(p.lastChecked),
  }));
  try {
    await db.$transaction(
      async (tx) => {
        const held = await tx.seoScan.updateMany({
          where: { id: scanId, status: "running", attempt },
          data: { status: "done", finishedAt, summary: summaryOf(result) as unknown as Prisma.InputJsonValue },
        });
        if (held.count === 0) throw new ClaimLostError();
        await tx.seoPage.deleteMany({ where: { scanId } });
        for (let i = 0; i < rows.length; i += 500) await tx.seoPage.createMany({ data: rows.slice(i, i + 500) });
        await tx.seoCrawlProgress.deleteMany({ where: { scanId } });
        await tx.seoSite.update({ where: { id: siteId }, data: { lastScanAt: finishedAt, origin: new URL(result.startUrl).origin, failedScans: 0, rescanNotBefore: null } });
      },
      { maxWait: 15_000, timeout: 60_000 },
    );
  } catch (error) {
    if (error instanceof ClaimLostError) return false;
    throw error;
  }
  const old = await db.seoScan.findMany({ where: { siteId, status: { in: ["done", "failed"] } }, orderBy: { requestedAt: "desc" }, skip: SCANS_KEPT_PER_SITE, select: { id: true } });
  if (old.length) await db.seoScan.deleteMany({ where: { id: { in: old.map((s) => s.id) } } });
  return true;
}

/** Longest wait before a failing site is rescanned, in ms. */
const MAX_RESCAN_BACKOFF_MS = 30 * 86_400_000;

/**
 * The wait before the next scheduled rescan of a site whose scans failed `failedScans`
 * times in a row, in ms: SEO_RESCAN_AFTER_HOURS (at least one hour) doubled per failure,
 * at most 30 days.
 */
export function rescanBackoffMs(failedScans: number): number {
  const base = Math.max(1, getEnv().SEO_RESCAN_AFTER_HOURS) * 3_600_000;
  return Math.min(MAX_RESCAN_BACKOFF_MS, base * 2 ** Math.min(failedScans, 20));
}

/**
 * Marks a pending scan failed with its reason (a code, rendered by scanFailureText), which
 * frees its site for the next visitor's scan at once; the site's scheduled rescans back
 * off (rescanBackoffMs). With `attempt`, only while that attempt holds the scan.
 */
export async function failScan(db: Db, scanId: bigint, failure: ScanFailure, attempt?: number, now = new Date()): Promise<void> {
  const failed = await db.seoScan.updateMany({
    where: { id: scanId, status: { in: ["queued", "running"] }, ...(attempt === undefined ? {} : { attempt }) },
    data: { status: "failed", finishedAt: now, error: JSON.stringify(failure).slice(0, 1000) },
  });
  await db.seoCrawlProgress.deleteMany({ where: { scanId } });
  if (failed.count === 0) return;
  const site = await db.seoSite.update({ where: { id: (await db.seoScan.findUniqueOrThrow({ where: { id: scanId } })).siteId }, data: { failedScans: { increment: 1 } } });
  await db.seoSite.update({ where: { id: site.id }, data: { rescanNotBefore: new Date(now.getTime() + rescanBackoffMs(site.failedScans - 1)) } });
}

function scanIdOf(data: unknown): bigint {
  const scanId = (data as Partial<ScanJobData> | null)?.scanId;
  if (typeof scanId !== "string" || !/^\d+$/.test(scanId)) throw new Error("Job ohne gültige scanId");
  return BigInt(scanId);
}

/**
 * The handler of a seo-scan job (one attempt): takes the scan over, resumes from the
 * pages earlier attempts kept, crawls, and stores the result. A site that cannot be
 * scanned (unknown domain, refused address) fails the scan at once, as retrying cannot
 * help; an unexpected error is thrown for pg-boss to retry (SCAN_RETRY_LIMIT, then
 * {@link failScanJob}); when `job.signal` aborts (lost claim, shutdown) the pages
 * fetched so far stay kept for the next attempt.
 */
export async function runScanJob(job: ScanJob, db?: Db): Promise<void> {
  db ??= await getDb();
  const scanId = scanIdOf(job.data);
  const attempt = job.retryCount;
  const held = await db.seoScan.updateMany({ where: { id: scanId, status: { in: ["queued", "running"] } }, data: { status: "running", attempt } });
  if (held.count === 0) return; // finished or failed meanwhile: nothing left to do
  await db.seoScan.updateMany({ where: { id: scanId, startedAt: null }, data: { startedAt: new Date() } });
  const scan = await db.seoScan.findUniqueOrThrow({ where: { id: scanId }, include: { site: true } });

  const kept = await db.seoCrawlProgress.findMany({ where: { scanId }, orderBy: { id: "asc" }, select: { record: true } });
  const progress = progressWriter(db, scanId);
  let result: CrawlResult;
  try {
    result = await crawlDomain(scan.site.domain, kept.map((k) => k.record as unknown as PageRecord), progress, job.signal);
  } catch (error) {
    await progress.flush();
    if (job.signal.aborted) throw error;
    if (error instanceof OutboundError) {
      await failScan(db, scanId, { code: error.code, params: error.params }, attempt);
      return;
    }
    console.error("SEO-Scan fehlgeschlagen", error);
    throw error;
  }
  await progress.flush();
  await finishScan(db, scanId, scan.siteId, attempt, result);
}

/**
 * The handler of the seo-scan dead-letter queue: the scan's last attempt failed (an
 * error, a lost heartbeat or an overrun), so the scan is marked failed with
 * {@link SCAN_GAVE_UP} and its site can be scanned again at once.
 */
export async function failScanJob(job: Pick<ScanJob, "data">, db?: Db): Promise<void> {
  db ??= await getDb();
  await failScan(db, scanIdOf(job.data), SCAN_GAVE_UP);
}

/**
 * Scheduled rescans (the "seo-rescan" schedule and /api/cron/rescan): queues a scan for
 * every site a visitor asked to monitor that was scanned successfully before, whose last
 * successful scan is older than SEO_RESCAN_AFTER_HOURS and that is not backed off after
 * failed scans (rescanNotBefore), longest waiting first, at most 100 per call. A domain
 * that never scanned successfully is never rescanned, so typed-in junk cannot take the
 * places of real sites. The workers of all instances run them.
 * @returns the domains queued
 */
export async function rescanDueSites(now = new Date()): Promise<{ queued: string[] }> {
  const db = await getDb();
  const before = new Date(now.getTime() - getEnv().SEO_RESCAN_AFTER_HOURS * 3_600_000);
  const due = await db.seoSite.findMany({
    where: { monitored: true, lastScanAt: { not: null, lt: before }, OR: [{ rescanNotBefore: null }, { rescanNotBefore: { lte: now } }] },
    orderBy: [{ lastScanAt: "asc" }, { id: "asc" }],
    take: 100,
  });
  const queued: string[] = [];
  for (const site of due) {
    const request = await requestScan(site.domain, "schedule", db, { dueBefore: before, now });
    if (request.created) queued.push(site.domain);
  }
  return { queued };
}
