/**
 * Benchmark of the visibility monitor (lib/monitor): 500 monitors × 2 engines × 3
 * questions × 3 samples = 9,000 provider calls, through the real openai SDK against two
 * instant OpenAI-compatible stubs on 127.0.0.1 (test/fake-openai-server.ts), with the
 * real analysis and the real database writes. Prints runs/s, provider calls/s and the
 * database growth per run (pg_total_relation_size of the monitor tables); asserts nothing.
 *
 * Runs are processed 2 at a time, as one app instance's "monitor-run" worker does
 * (localConcurrency 2). The clock starts after the monitors are created.
 *
 * Run: `npx tsx --conditions react-server scripts/bench-monitor.ts` (npm run bench:monitor).
 * On the embedded PGlite (in memory); also on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a migrated database (its monitors are deleted afterwards).
 */
import "./bench-database"; // first: a database of its own, never the site's
import { performance } from "node:perf_hooks";
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";
import { runMonitor, type MonitorDeps } from "@/lib/monitor/monitors";
import { analyzeSite } from "@/lib/readiness/analyze";
import { page, snapshotFor } from "@/test/readiness-helpers";
import { buildQuestionSet } from "@/lib/visibility/questions";
import { askEngine, type EngineConfig } from "@/lib/visibility/provider";
import { startFakeOpenAI } from "@/test/fake-openai-server";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient as Client } from "@/generated/prisma/client";
import { openPostgres, type OpenTestDatabase } from "@/test/test-db";

const PRACTICE_PAGE = page(
  "<h1>Zahnarztpraxis Dr. Bench</h1><p>Hauptstraße 1, 10115 Berlin · Telefon 030 1234567 · Mo–Fr 8–18 Uhr</p><h2>Leistungen</h2><ul><li>Prophylaxe</li><li>Implantate</li></ul>",
  "<title>Zahnarztpraxis Dr. Bench – Zahnarzt in Berlin</title><meta name=\"description\" content=\"Zahnarzt in Berlin-Mitte: Prophylaxe, Implantate, Angstpatienten.\">",
);

/** An in-memory PGlite with the repository's migrations (run from the repository root). */
async function openPglite(): Promise<OpenTestDatabase> {
  const pglite = new PGlite();
  const dir = path.resolve("prisma/migrations");
  for (const m of readdirSync(dir).filter((d) => /^\d+_/.test(d)).sort()) await pglite.exec(readFileSync(path.join(dir, m, "migration.sql"), "utf8"));
  const db = new Client({ adapter: new PrismaPGlite(pglite) });
  return { db, target: { kind: "pglite", pglite }, close: async () => { await db.$disconnect(); await pglite.close(); } };
}

const MONITORS = Number(process.env.BENCH_MONITORS ?? 500);
const SAMPLES = 3;
const CONCURRENCY = 2;
const TABLES = ["visibility_monitors", "monitor_runs", "monitor_answers", "monitor_call_budget"];

const ANSWER = `Gute Zahnärzte in Regensburg sind zum Beispiel:

1. **Zahnklinik Donau** – Domplatz 1, moderne Ausstattung.
2. **Zahnarztpraxis Dr. Huber** – Gesandtenstraße 4, einfühlsam bei Angstpatienten.
3. **Praxis am Dom** – Kramgasse 3.

Vergleichen Sie die Bewertungen auf Jameda und Google Maps.`;

async function tableBytes(db: PrismaClient): Promise<number> {
  const rows = await db.$queryRawUnsafe<{ bytes: bigint | number }[]>(`SELECT ${TABLES.map((t) => `pg_total_relation_size('${t}')`).join(" + ")} AS bytes`);
  return Number(rows[0]!.bytes);
}

async function bench(name: string, database: OpenTestDatabase, engines: EngineConfig[]): Promise<void> {
  const { db } = database;
  await db.visibilityMonitor.deleteMany({ where: { email: "bench@monitor.example" } });
  await db.monitorCallBudget.deleteMany();
  const now = new Date();
  const questions = buildQuestionSet({ industry: "Zahnarzt", city: "Regensburg" });
  await db.visibilityMonitor.createMany({
    data: Array.from({ length: MONITORS }, (_, i) => ({
      accessToken: randomBytes(32).toString("base64url"),
      email: "bench@monitor.example",
      businessName: i % 2 ? "Zahnarztpraxis Dr. Huber" : `Praxis Nummer ${i}`,
      website: "https://zahnarzt-huber.example/",
      industry: "Zahnarzt",
      city: "Regensburg",
      competitors: ["Zahnklinik Donau"],
      questions,
      intervalHours: 168,
      confirmedAt: now,
      nextRunAt: now,
    })),
  });
  const ids = (await db.visibilityMonitor.findMany({ where: { email: "bench@monitor.example" }, select: { id: true } })).map((m) => m.id);
  const deps: MonitorDeps = {
    now: () => now,
    engines,
    ask: (engine, question, location) => askEngine(engines.find((e) => e.name === engine)!, question, { location }),
    samples: SAMPLES,
    dailyBudget: 1_000_000,
    monthlyCap: 1_000_000,
    sendMail: async () => undefined,
    // The website is not fetched (no network here): the checker analyses one practice page
    // in memory, so the run still scores, compacts and stores a check as in production.
    checkWebsite: async () => analyzeSite(snapshotFor(PRACTICE_PAGE), now),
  };
  const before = await tableBytes(db);
  let next = 0;
  let calls = 0;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ids.length) {
        const outcome = await runMonitor(db, ids[next++]!, deps);
        if (outcome.kind === "done") {
          calls += outcome.calls;
          done += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const growth = (await tableBytes(db)) - before;
  console.log(
    `${name.padEnd(10)} ${done} runs (${engines.length} engines × ${questions.length} questions × ${SAMPLES} samples) in ${seconds.toFixed(1)} s = ${(done / seconds).toFixed(1)} runs/s, ${Math.round(calls / seconds)} provider calls/s; database growth ${(growth / done / 1024).toFixed(1)} KiB per run (${(growth / 1024 / 1024).toFixed(1)} MiB in all)`,
  );
  await db.visibilityMonitor.deleteMany({ where: { email: "bench@monitor.example" } });
}

const stubs = [await startFakeOpenAI(), await startFakeOpenAI()];
for (const stub of stubs) stub.handle(() => ({ kind: "answer", content: ANSWER, model: "stub-model" }));
const engines: EngineConfig[] = stubs.map((stub, i) => ({ name: `Stub ${i + 1}`, provider: "openai-compatible", baseUrl: stub.url, apiKey: "bench", model: "stub-model", webSearch: false }));
console.log(`Monitor benchmark: ${MONITORS} monitors, ${CONCURRENCY} runs at a time, instant stub engines on 127.0.0.1`);

const pglite = await openPglite();
try {
  await bench("PGlite", pglite, engines);
} finally {
  await pglite.close();
}
const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (url) {
  const pg = openPostgres(url);
  try {
    await bench("PostgreSQL", pg, engines);
  } finally {
    await pg.close();
  }
} else console.log("PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)");
for (const stub of stubs) await stub.close();
// Everything is closed; exit anyway so that a handle left by a library (a keep-alive
// socket, a worker thread) cannot keep the bench from ending `npm run bench`.
process.exit(0);
