/**
 * Response time of GET /api/seo/dashboard/{domain} for a stored scan of 1,000 pages:
 * a fresh embedded database (migrated), one site with a finished scan of 1,000 page
 * records with typical issues, then the real route handler called 30 times.
 * Prints median, p95, the response size and the time to store the scan.
 *
 *   npm run bench:seo-dashboard
 *
 * Runs under `tsx --conditions react-server` so that `import "server-only"` resolves.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import type { Prisma } from "@/generated/prisma/client";
import { stats } from "./bench-stats";

const PAGES = 1000;
const RUNS = 30;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-seo-"));
process.env.PGLITE_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
execFileSync(process.execPath, ["scripts/db-migrate.mjs"], { env: process.env, stdio: "ignore" });

const { getDb } = await import("@/lib/db");
const { GET } = await import("@/app/api/seo/dashboard/[domain]/route");
const { descriptionTooShort, ISSUE_NO_STRUCTURED_DATA, thinContent } = await import("@/lib/seo-crawl/issues");
const { PAGE_STATUSES } = await import("@/lib/seo-crawl/types");

const db = await getDb();
const domain = "bench.example";
const site = await db.seoSite.create({ data: { domain, origin: `https://${domain}` } });
const statuses = ["reachable", "reachable", "reachable", "reachable", "not_indexed", "blocked", "error"] as const;
const summary = {
  totalPages: PAGES,
  statusCounts: Object.fromEntries(PAGE_STATUSES.map((s) => [s, 0])),
  funnel: { discoveredPages: 1200, crawlablePages: 860, indexablePages: 700, estimatedIndexedPages: 610, indexingEfficiency: 0.51, googleSimulationFactor: 0.74 },
  alerts: [{ type: "warning", code: "noDescription", params: { pages: 12 }, page: null }],
  startUrl: `https://${domain}/`,
  durationMs: 60_000,
  requests: 1003,
  discovered: 1200,
  notFetched: 200,
  limitHit: "pages",
  robots: { url: `https://${domain}/robots.txt`, status: 200, fetched: true, crawlDelaySeconds: null, fullDisallow: false },
  sitemaps: [],
};
const storeStart = performance.now();
const scan = await db.seoScan.create({ data: { siteId: site.id, status: "done", finishedAt: new Date(), summary } });
const rows = Array.from({ length: PAGES }, (_, i) => ({
  scanId: scan.id,
  url: `https://${domain}/bereich-${i % 20}/seite-${i}`,
  title: `Seite ${i} – Leistungen und Beratung in Musterstadt`,
  metaDescription: i % 7 ? `Beschreibung der Seite ${i}: was wir anbieten, für wen, und wie Sie uns erreichen.` : null,
  status: statuses[i % statuses.length]!,
  issues: (i % 3 ? [descriptionTooShort(84), ISSUE_NO_STRUCTURED_DATA] : [thinContent(120)]) as unknown as Prisma.InputJsonValue[],
  indexabilityScore: 40 + (i % 61),
  httpStatus: 200,
  responseTimeMs: 80 + (i % 400),
  lastChecked: new Date(),
}));
for (let i = 0; i < rows.length; i += 500) await db.seoPage.createMany({ data: rows.slice(i, i + 500) });
const storeMs = performance.now() - storeStart;

const times: number[] = [];
let bytes = 0;
for (let i = 0; i < RUNS + 3; i++) {
  const started = performance.now();
  const response = await GET(new Request(`http://localhost/api/seo/dashboard/${domain}`), { params: Promise.resolve({ domain }) });
  const body = await response.text();
  if (i >= 3) times.push(performance.now() - started); // the first runs warm up the query engine
  bytes = Buffer.byteLength(body);
}
const { p50, p95 } = stats(times);
console.log(`SEO dashboard API, stored scan of ${PAGES} pages (embedded PGlite, in process):`);
console.log(`  store scan:     ${storeMs.toFixed(0)} ms`);
console.log(`  response:       median ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${RUNS} requests`);
console.log(`  response size:  ${(bytes / 1024).toFixed(0)} KB JSON`);
await db.$disconnect();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
