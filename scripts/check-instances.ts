/**
 * Two app instances on one PostgreSQL database, checked the way the operator relies on
 * them (README "Behind a proxy / several instances"), with figures printed:
 *  1. 12 live tests from one client, alternating instances, limit 4 per hour → 4 succeed;
 *  2. 6 FAQ generations without cookies from one client → 3 succeed;
 *  3. a scan whose instance is SIGKILLed 4 s in is finished by the other instance, with
 *     all pages, and the site can be scanned again right after;
 *  4. /api/seo/dashboard under 8 rounds of killed database connections: no 500s.
 *
 * Needs a build (`npx next build`) and a migrated, otherwise unused PostgreSQL database:
 *   DATABASE_URL=postgresql://… node scripts/db-migrate.mjs
 *   DATABASE_URL=postgresql://… npx tsx scripts/check-instances.ts [firstPort]
 * Uses ports firstPort…firstPort+3 (default 5100) on 127.0.0.1 and stops everything it
 * started. A local OpenAI-compatible stand-in answers the live tests; nothing leaves the machine.
 */
import { spawn, type ChildProcess } from "node:child_process";
import pg from "pg";
import { startFakeOpenAI } from "../test/fake-openai-server";
import { startSeoFixtureSite } from "../test/seo-fixture-site";

const DATABASE_URL = process.env.DATABASE_URL;
if (!DATABASE_URL?.startsWith("postgres")) throw new Error("DATABASE_URL must point to a migrated PostgreSQL database");
const FIRST_PORT = Number(process.argv[2] ?? 5100);
const [PORT_A, PORT_B, FAKE_PORT, SITE_PORT] = [FIRST_PORT, FIRST_PORT + 1, FIRST_PORT + 2, FIRST_PORT + 3];
// One client: the instances take its address from the connection (server.mjs), not from a header.
const CLIENT = { "content-type": "application/json" };
const started = Date.now();
const log = (line: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);

function startInstance(name: string, port: number): ChildProcess {
  // As `npm start` runs an instance.
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL,
      NEXT_TELEMETRY_DISABLED: "1",
      SESSION_SECRET: "check-instances-session-secret-0123456789",
      OPENAI_API_KEY: "check-key",
      OPENAI_BASE_URL: `http://127.0.0.1:${FAKE_PORT}/v1`,
      OPENAI_MODEL: "fake-assistant-1",
      LIVE_TEST_SAMPLES: "1",
      LIVE_TEST_RATE_LIMIT_PER_HOUR: "4",
      OUTBOUND_ALLOW_PRIVATE: "1",
      SEO_SCAN_MAX_PAGES: "400",
      SEO_SCAN_TIME_BUDGET_MS: "120000",
      SEO_SCAN_RATE_LIMIT_PER_HOUR: "0",
      TRUSTED_PROXY_COUNT: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const prefix = (chunk: Buffer) =>
    String(chunk)
      .split("\n")
      .filter((l) => /Jobs|pg-boss|SEO-Scan|error/i.test(l))
      .forEach((l) => log(`${name}: ${l.trim()}`));
  child.stdout!.on("data", prefix);
  child.stderr!.on("data", prefix);
  return child;
}

async function waitUntilUp(port: number) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/seo/dashboard/example.de`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`instance on ${port} did not start`);
}

const instanceUrl = (i: number) => `http://127.0.0.1:${i % 2 ? PORT_B : PORT_A}`;

async function main() {
  const db = new pg.Client(DATABASE_URL);
  await db.connect();
  await db.query("DELETE FROM seo_sites; DELETE FROM rate_limits; DELETE FROM pgboss.job WHERE name LIKE 'seo-scan%'");

  const fake = await startFakeOpenAI(FAKE_PORT);
  fake.handle(() => ({ kind: "answer", content: "1. **Zahnzentrum Mitte** – Friedrichstraße 120\n2. **Praxis Dr. Weber**", delayMs: 300 }));
  // ~300 pages, 150 ms per answer, 4 at a time: a scan takes ~15 s.
  const site = await startSeoFixtureSite({ port: SITE_PORT, slowMs: 0, latencyMs: 150 });
  const domain = new URL(site.url).host;

  const a = startInstance("A", PORT_A);
  const b = startInstance("B", PORT_B);
  const children = [a, b];
  try {
    await Promise.all([waitUntilUp(PORT_A), waitUntilUp(PORT_B)]);
    log("both instances answer");

    // 1. Live tests: one client, alternating instances, at the same time.
    const live = await Promise.all(
      Array.from({ length: 12 }, (_, i) => fetch(`${instanceUrl(i)}/api/rag-search`, { method: "POST", headers: CLIENT, body: JSON.stringify({ query: "Zahnarzt", location: "Berlin" }) })),
    );
    const liveStatuses = live.map((r) => r.status);
    log(`live tests (limit 4/h): ${liveStatuses.filter((s) => s === 200).length} of 12 succeeded; statuses ${liveStatuses.join(",")}`);

    // 2. FAQ generations without cookies.
    const faq: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await fetch(`${instanceUrl(i)}/api/faq/generate`, { method: "POST", headers: CLIENT, body: JSON.stringify({ snippetIds: ["zahnarztpraxis"] }) });
      faq.push(r.status);
    }
    log(`FAQ without cookies: ${faq.filter((s) => s === 200).length} of 6 succeeded; statuses ${faq.join(",")}`);

    // 3. A scan on A; A is SIGKILLed 4 s in.
    const scanRequest = await fetch(`${instanceUrl(0)}/api/seo/scan`, { method: "POST", headers: CLIENT, body: JSON.stringify({ targetDomain: domain }) });
    const { scanId } = (await scanRequest.json()) as { scanId: string };
    const scanStart = Date.now();
    await new Promise((r) => setTimeout(r, 4000));
    const kept = (await db.query("SELECT count(*)::int AS n FROM seo_crawl_progress WHERE scan_id = $1", [scanId])).rows[0].n as number;
    a.kill("SIGKILL");
    log(`scan ${scanId} requested on A; A SIGKILLed after 4 s with ${kept} pages kept, ${site.requests.length} requests made`);

    let scan: { status: string; attempt: number | null; pages: number } | undefined;
    for (;;) {
      scan = (await db.query("SELECT status, attempt, (SELECT count(*)::int FROM seo_pages WHERE scan_id = s.id) AS pages FROM seo_scans s WHERE id = $1", [scanId])).rows[0];
      if (scan?.status === "done" || scan?.status === "failed" || Date.now() - scanStart > 180_000) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const requested = site.requests.filter((p) => p !== "/robots.txt" && !p.startsWith("/sitemap"));
    log(`scan ${scan?.status} after ${((Date.now() - scanStart) / 1000).toFixed(1)} s (attempt ${scan?.attempt}), ${scan?.pages} pages stored; ${requested.length} page requests, ${requested.length - new Set(requested).size} repeated`);

    const again = await fetch(`${instanceUrl(1)}/api/seo/scan`, { method: "POST", headers: CLIENT, body: JSON.stringify({ targetDomain: domain }) });
    log(`scan again right after: HTTP ${again.status} ${JSON.stringify(await again.json())}`);

    // 4. Dashboard reads while every other connection to the database is killed, 8 times.
    const statuses = new Map<number, number>();
    let kills = 0;
    for (let round = 0; round < 8; round++) {
      const reads = Array.from({ length: 25 }, (_, i) => fetch(`http://127.0.0.1:${PORT_B}/api/seo/dashboard/${domain}`).then((r) => r.status, () => 0));
      await new Promise((r) => setTimeout(r, 20 + round * 5));
      kills += (await db.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")).rowCount ?? 0;
      for (const s of await Promise.all(reads)) statuses.set(s, (statuses.get(s) ?? 0) + 1);
    }
    log(`dashboard under ${kills} killed connections: ${[...statuses].map(([s, n]) => `${n}× HTTP ${s}`).join(", ")}`);
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
    await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once("exit", r)) : null)));
    await fake.close();
    await site.close();
    await db.end();
  }
}

await main();
