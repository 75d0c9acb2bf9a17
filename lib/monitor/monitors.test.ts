/**
 * The monitor's server side on a real database (PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL): double opt-in, runs with an injected clock and scripted engines, the
 * trend over three runs, e-mails only on change, the budget, and unsubscribing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyzeAnswer } from "@/lib/visibility/analysis";
import { runWebsiteCheck } from "@/lib/readiness/service";
import type { PrismaClient } from "@/generated/prisma/client";
import type { MailMessage } from "@/lib/mail/send-mail";
import type { MonitorRunSummary } from "./summary";
import { ANSWER_NOT_READ } from "@/lib/visibility/protocol";
import { consumeEmailToken } from "@/lib/security/email-tokens";
import { serveDuringTests } from "@/test/local-http-server";
import { testDatabases } from "@/test/test-db";
import { confirmMonitor, deleteMonitor, mailMonitorLink, mailMyMonitors, requestMonitor, runMonitor, type MonitorDeps } from "./monitors";
import { monitorRequestSchema } from "./request";
import { closeCpuPool, CpuTaskError } from "@/lib/workers/pool";
import { getMonitorView, listMonitorsForAdmin } from "./view";
import { setNameVerdict } from "./name-verdicts";

const WITHOUT = `Gute Zahnärzte in Regensburg:

1. **Zahnklinik Donau** – Domplatz 1
2. **Praxis am Dom** – Kramgasse 3`;

const WITH = `Empfehlenswert in Regensburg:

1. **Zahnarztpraxis Dr. Huber** – Gesandtenstraße 4, sehr einfühlsam.
2. **Zahnklinik Donau** – Domplatz 1`;

/** The monitored practice's home page: a title, but no description, no structured data, no FAQ. */
const SITE_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Zahnarztpraxis Dr. Huber in Regensburg</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><h1>Zahnarztpraxis Dr. Huber</h1><p>Ihre Zahnarztpraxis in der Regensburger Altstadt.</p></body></html>`;

/** The monitored website, served on 127.0.0.1 by the test; everything but "/" is 404. */
const site = serveDuringTests((req, res) => {
  if (req.url === "/") res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(SITE_HTML);
  else res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
});

/** A practice's site stating its phone and address (JSON-LD), for the fact comparison. */
const FACTS_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Zahnarztpraxis Dr. Huber in Regensburg</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Dentist","name":"Zahnarztpraxis Dr. Huber","telephone":"+49 941 123456",
"address":{"@type":"PostalAddress","streetAddress":"Gesandtenstraße 4","postalCode":"93047","addressLocality":"Regensburg","addressCountry":"DE"}}</script></head>
<body><h1>Zahnarztpraxis Dr. Huber</h1><p>Telefon 0941 123456, Gesandtenstraße 4, 93047 Regensburg</p></body></html>`;
const factsSite = serveDuringTests((req, res) => {
  if (req.url === "/") res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(FACTS_HTML);
  else res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
});

/** An answer giving the practice a wrong phone number and its right address. */
const WRONG_PHONE = `Empfehlenswert in Regensburg:

1. **Zahnarztpraxis Dr. Huber** – Gesandtenstraße 4, 93047 Regensburg, Tel. 0941 987654, sehr einfühlsam.
2. **Zahnklinik Donau** – Domplatz 1`;

/** Names the practice by a short form ("Praxis" of "Zahnarztpraxis") in another town than the one asked about. */
const ELSEWHERE = `Empfehlenswert rund um Regensburg:

1. **Praxis Dr. Huber** – in Kelheim, Termine auch samstags.
2. **Zahnklinik Donau** – Domplatz 1`;

const DAY = 86_400_000;
const T0 = new Date("2026-03-02T08:00:00Z");

function input(extra: Record<string, unknown> = {}) {
  return monitorRequestSchema.parse({
    businessName: "Zahnarztpraxis Dr. Huber",
    website: `${site.origin}/`,
    industry: "Zahnarzt",
    city: "Regensburg",
    competitors: "Zahnklinik Donau, Praxis Weber",
    email: "inhaber@zahnarzt-huber.example",
    ...extra,
  });
}

describe.each(testDatabases())("visibility monitor on $name", (database) => {
  let db: PrismaClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    vi.stubEnv("SITE_URL", "https://ki.example");
    ({ db, close } = await database.open());
    // The PostgreSQL test database outlives a run: start from no monitors and an unused budget.
    await db.visibilityMonitor.deleteMany();
    await db.monitorCallBudget.deleteMany();
  });
  afterAll(async () => {
    await closeCpuPool();
    await close();
    vi.unstubAllEnvs();
  });

  /** Scripted engines: "A" answers from `aAnswer()`, "B" never names the business. */
  function deps(clock: { now: Date }, aAnswer: () => string, mails: MailMessage[], extra: Partial<MonitorDeps> = {}): MonitorDeps {
    return {
      now: () => clock.now,
      engines: [
        { name: "A", model: "a-1" },
        { name: "B", model: "b-1" },
      ],
      ask: async (engine) => ({ kind: "answer" as const, text: engine === "A" ? aAnswer() : WITHOUT, model: `${engine.toLowerCase()}-1`, citations: engine === "B" ? ["https://www.jameda.de/x"] : [] }),
      samples: 3,
      dailyBudget: 10_000,
      monthlyCap: 1_000,
      sendMail: async (m) => void mails.push(m),
      // The test's own site lives on loopback, which the SSRF guard refuses unless told otherwise.
      checkWebsite: (url) => runWebsiteCheck(url, { fetchOptions: { allowPrivate: true } }),
      ...extra,
    };
  }

  async function createConfirmed(clock: { now: Date }, mails: MailMessage[], extra: Record<string, unknown> = {}) {
    await requestMonitor(db, input(extra), { now: () => clock.now, engines: [{ name: "A", model: "a-1" }], sendMail: async (m) => void mails.push(m) });
    const optIn = mails.pop()!;
    const token = /confirm\?token=([\w-]+)/.exec(optIn.text)![1]!;
    const row = await consumeEmailToken(db, token);
    const confirmMails: MailMessage[] = [];
    const confirmed = await confirmMonitor(db, row!.monitorId!, clock.now);
    await mailMonitorLink(confirmed, async (m) => void confirmMails.push(m));
    const { monitorId, monitorUrl } = confirmed;
    return { monitorId, accessToken: monitorUrl.split("/monitor/")[1]!, optIn, confirmMails };
  }

  it("runs three times from the opt-in on, shows the trend, mails only when the rate moved beyond the interval, and deletes everything on unsubscribe", async () => {
    const clock = { now: T0 };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken, optIn, confirmMails } = await createConfirmed(clock, mails);
    // The monitor's link is mailed at once after the opt-in, so a closed tab does not lose it.
    expect(confirmMails).toHaveLength(1);
    expect(confirmMails[0]!.to).toBe(optIn.to);
    expect(confirmMails[0]!.text).toContain(`https://ki.example/monitor/${accessToken}`);
    expect(confirmMails[0]!.text).toContain(`https://ki.example/monitor/${accessToken}/abmelden`);
    expect(optIn.to).toBe("inhaber@zahnarzt-huber.example");
    expect(optIn.text).toContain("Zahnarzt Regensburg Empfehlung");

    let aAnswer = WITHOUT;
    const d = deps(clock, () => aAnswer, mails);
    const first = await runMonitor(db, monitorId, d);
    expect(first).toMatchObject({ kind: "done", calls: 18, changes: [], mailed: false });

    // Not due again before the interval has passed.
    clock.now = new Date(T0.getTime() + DAY);
    expect(await runMonitor(db, monitorId, d)).toEqual({ kind: "not_due" });

    clock.now = new Date(T0.getTime() + 7 * DAY);
    expect(await runMonitor(db, monitorId, d)).toMatchObject({ kind: "done", changes: [], mailed: false });

    aAnswer = WITH;
    clock.now = new Date(T0.getTime() + 14 * DAY);
    const third = await runMonitor(db, monitorId, d);
    expect(third).toMatchObject({ kind: "done", mailed: true });
    if (third.kind !== "done") throw new Error("unreachable");
    expect(third.changes).toEqual([{ kind: "rate_up", engine: "A", from: 0, to: 1 }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Zahnarztpraxis Dr. Huber");
    expect(mails[0]!.text).toContain(`https://ki.example/monitor/${accessToken}`);
    expect(mails[0]!.text).toContain(`https://ki.example/monitor/${accessToken}/abmelden`);
    expect(mails[0]!.headers?.["List-Unsubscribe"]).toBe(`<https://ki.example/api/monitor/${accessToken}/unsubscribe>`);

    const view = (await getMonitorView(db, accessToken))!;
    expect(view.runs).toHaveLength(3);
    expect(view.runs.map((r) => r.summary.engines.find((e) => e.name === "A")!.mentionRate)).toEqual([0, 0, 1]);
    expect(view.runs.map((r) => r.startedAt.toISOString())).toEqual([T0, new Date(T0.getTime() + 7 * DAY), new Date(T0.getTime() + 14 * DAY)].map((t) => t.toISOString()));
    expect(view.runs[2]!.summary.engines[0]!.interval[0]).toBeGreaterThan(0.6);
    expect(view.latestAnswers).toHaveLength(18);
    // The advice comes from the latest run's answers, kept with the run as codes.
    expect(view.suggestions[0]).toContain("in 9 von 18 Antworten genannt");
    expect(view.suggestions.join(" ")).toContain("Stattdessen genannt: Zahnklinik Donau, Praxis am Dom.");
    expect(view.runs[2]!.summary.advice).toContainEqual({ code: "namedSometimes", params: { mentioned: 9, total: 18 } });
    expect(JSON.stringify(view.runs[2]!.summary.advice)).not.toMatch(/ Sie /);
    // The page renders what the run stored and does not read the answers again: a changed stored code shows as such.
    const latestRun = (await db.monitorRun.findFirst({ where: { monitorId }, orderBy: { startedAt: "desc" } }))!;
    const storedSummary = latestRun.summary as unknown as MonitorRunSummary;
    // A code the messages no longer have, or one lacking a parameter, is left out rather than shown as a key.
    const stale = [{ code: "alwaysFirst" }, { code: "retiredAdvice" }, { code: "namedSometimes", params: { mentioned: 9 } }];
    await db.monitorRun.update({ where: { id: latestRun.id }, data: { summary: { ...storedSummary, advice: stale } as object } });
    expect((await getMonitorView(db, accessToken))!.suggestions).toEqual([expect.stringContaining("an erster Stelle genannt")]);
    // A run stored before the advice was kept gets it by reading its answers (in the CPU worker pool).
    const { advice: _advice, ...withoutAdvice } = storedSummary;
    await db.monitorRun.update({ where: { id: latestRun.id }, data: { summary: withoutAdvice as object } });
    expect((await getMonitorView(db, accessToken))!.suggestions).toEqual(view.suggestions);
    expect(view.latestAnswers.filter((a) => a.mentioned)).toHaveLength(9);
    expect(view.latestAnswers[0]).toMatchObject({ engine: "A", model: "a-1" });
    expect(view.runs[2]!.summary.citedDomains).toEqual([{ domain: "jameda.de", answers: 9 }]);
    const sov = view.runs[2]!.summary.shareOfVoice;
    expect(sov.find((e) => e.own)).toMatchObject({ name: "Zahnarztpraxis Dr. Huber", mentions: 9 });
    expect(sov.find((e) => e.name === "Zahnklinik Donau")).toMatchObject({ mentions: 18 });
    expect(sov.find((e) => e.name === "Praxis Weber")).toMatchObject({ mentions: 0 });
    expect(view.nextRunAt!.toISOString()).toBe(new Date(T0.getTime() + 21 * DAY).toISOString());

    // The website was checked with each run: score and the failed findings as codes, no sentences.
    expect(view.readiness).toMatchObject({ checked: true, checkedUrl: `${site.origin}/` });
    if (!view.readiness?.checked) throw new Error("unreachable");
    expect(view.readiness.score).toBeGreaterThan(0);
    expect(view.readiness.score).toBeLessThan(60);
    expect(view.readiness.level).toBe("red");
    expect(view.readiness.findings.length).toBeGreaterThan(0);
    expect(view.readiness.findings.length).toBeLessThanOrEqual(5);
    expect(view.readiness.findings.map((f) => f.id)).toContain("structured-data.present");
    expect(view.readiness.findings.every((f) => /^[a-z-]+\.[a-z-]+$/.test(f.id) && (f.status === "fail" || f.status === "warn"))).toBe(true);
    expect(JSON.stringify(view.readiness)).not.toMatch(/ die | der | Sie /);
    expect(await db.monitorRun.count({ where: { monitorId, readiness: { not: { equals: null } } } })).toBeGreaterThan(0);

    const admin = await listMonitorsForAdmin(db, clock.now);
    expect(admin.find((r) => r.id === String(monitorId))).toMatchObject({ active: true, callsToday: 18, callsThisMonth: 54 });

    expect(await deleteMonitor(db, accessToken)).toBe(true);
    expect(await getMonitorView(db, accessToken)).toBeNull();
    expect(await db.monitorRun.count({ where: { monitorId } })).toBe(0);
    expect(await db.monitorAnswer.count({ where: { monitorId } })).toBe(0);
    expect(await db.emailToken.count({ where: { monitorId } })).toBe(0);
    expect(await deleteMonitor(db, accessToken)).toBe(false);
  });

  it("waits when the daily budget or the monitor's monthly cap would be exceeded, and asks nothing", async () => {
    const clock = { now: new Date("2026-05-04T06:00:00Z") };
    const mails: MailMessage[] = [];
    const one = await createConfirmed(clock, mails, { businessName: "Praxis Eins" });
    const two = await createConfirmed(clock, mails, { businessName: "Praxis Zwei" });
    let asked = 0;
    const d = deps(clock, () => WITHOUT, mails, { dailyBudget: 20, ask: async () => (asked++, { kind: "answer" as const, text: WITHOUT, model: "m", citations: [] }) });
    expect(await runMonitor(db, one.monitorId, d)).toMatchObject({ kind: "done", calls: 18 });
    const waiting = await runMonitor(db, two.monitorId, d);
    expect(waiting).toEqual({ kind: "waiting", reason: "daily_budget", until: new Date("2026-05-05T00:00:00Z") });
    expect(asked).toBe(18);
    expect((await getMonitorView(db, two.accessToken))!.waitingReason).toBe("daily_budget");

    // The next day it runs; a monthly cap of 30 then stops the monitor until next month.
    clock.now = new Date("2026-05-05T00:00:00Z");
    expect(await runMonitor(db, two.monitorId, { ...d, monthlyCap: 30 })).toMatchObject({ kind: "done" });
    expect((await getMonitorView(db, two.accessToken))!.waitingReason).toBeNull();
    clock.now = new Date("2026-05-12T00:00:00Z");
    expect(await runMonitor(db, two.monitorId, { ...d, monthlyCap: 30 })).toEqual({ kind: "waiting", reason: "monitor_cap", until: new Date("2026-06-01T00:00:00Z") });
  });

  it("stores failed calls as such and keeps the failing engine's row", async () => {
    const clock = { now: new Date("2026-07-01T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Praxis Drei" });
    const failing = Object.assign(new Error("down"), { failure: "timeout" });
    const d = deps(clock, () => WITH, mails, { ask: async (engine) => { if (engine === "B") throw failing; return { kind: "answer" as const, text: WITH, model: "a-1", citations: [] }; } });
    await runMonitor(db, monitorId, d);
    const view = (await getMonitorView(db, accessToken))!;
    expect(view.runs[0]!.summary.engines.find((e) => e.name === "B")).toMatchObject({ samples: 0, error: "timeout" });
    expect(view.latestAnswers.filter((a) => a.error === "timeout")).toHaveLength(9);
    // Who decided is kept per answer: the rules here; nobody for a failed call.
    expect(new Set(view.latestAnswers.map((a) => `${a.error ?? "answer"}:${a.readBy}`))).toEqual(new Set(["timeout:null", "answer:rules"]));
  });

  it("keeps an answer this server could not read with its text, not as the engine's failure, and counts it in no figure", async () => {
    const clock = { now: new Date("2026-07-01T12:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber" });
    // The CPU pool refuses every reading of B's answers (as when it holds too much input) and one of A's nine.
    let refusedOfA = 0;
    const read: MonitorDeps["read"] = async (text, target) => {
      if (text === WITHOUT || (text === WITH && refusedOfA++ === 0)) throw new CpuTaskError("busy", 20_000);
      return { ...analyzeAnswer(text, target), readBy: "rules" as const };
    };
    await runMonitor(db, monitorId, deps(clock, () => WITH, mails, { read }));
    const view = (await getMonitorView(db, accessToken))!;
    const notRead = view.latestAnswers.filter((a) => a.error === ANSWER_NOT_READ);
    expect(notRead).toHaveLength(10);
    // The engine answered: its text and model are kept, and nobody claims to have read it.
    expect(notRead.every((a) => a.text !== null && a.text.length > 0 && a.readBy === null && !a.mentioned)).toBe(true);
    const run = view.runs[0]!.summary;
    expect(run.engines.find((e) => e.name === "A")).toMatchObject({ samples: 8, mentions: 8, error: null });
    expect(run.engines.find((e) => e.name === "B")).toMatchObject({ samples: 0, model: "b-1", error: ANSWER_NOT_READ });
    expect(run.overall.samples).toBe(8);
  });

  it("keeps per answer that the reader model decided, as the page shows it", async () => {
    const clock = { now: new Date("2026-07-02T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber" });
    // A reader that calls "Praxis am Dom" no business: the run's figures and its advice follow it.
    const read: MonitorDeps["read"] = async (text, target) => {
      const rules = analyzeAnswer(text, target);
      return { ...rules, businesses: rules.businesses.filter((b) => b.name !== "Praxis am Dom"), competitors: rules.competitors.filter((n) => n !== "Praxis am Dom"), readBy: "rules+model" as const };
    };
    await runMonitor(db, monitorId, deps(clock, () => WITH, mails, { read }));
    const view = (await getMonitorView(db, accessToken))!;
    expect(view.latestAnswers.map((a) => a.readBy)).toEqual(Array(18).fill("rules+model"));
    expect(view.latestAnswers.flatMap((a) => a.competitors)).not.toContain("Praxis am Dom");
    expect(view.suggestions.join(" ")).not.toContain("Praxis am Dom");
  });

  it("keeps per answer how it named the business when not by exactly its name, as the page shows it", async () => {
    const clock = { now: new Date("2026-07-09T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber" });
    await runMonitor(db, monitorId, deps(clock, () => ELSEWHERE, mails));
    const view = (await getMonitorView(db, accessToken))!;
    const named = view.latestAnswers.filter((a) => a.engine === "A");
    expect(named.length).toBeGreaterThan(0);
    // "Praxis" is the head of the visitor's "Zahnarztpraxis": its short form, but placed in another town than the one asked about.
    expect(named.every((a) => a.mentioned && a.namedAs?.name === "Praxis Dr. Huber" && a.namedAs.place === "Kelheim" && a.namedAs.sameName)).toBe(true);
    // Engine B names other practices only: nothing to check.
    expect(view.latestAnswers.filter((a) => a.engine === "B").every((a) => a.namedAs === null)).toBe(true);
  });

  it("reads a name the owner disowned as another business from the next run on, and keeps the figures of the run before", async () => {
    const clock = { now: new Date("2026-07-20T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber" });
    await runMonitor(db, monitorId, deps(clock, () => ELSEWHERE, mails));
    await expect(setNameVerdict(db, accessToken, { name: "Praxis Dr. Huber", place: "Kelheim", verdict: "other" })).resolves.toBe("other");
    let view = (await getMonitorView(db, accessToken))!;
    let a = view.latestAnswers.filter((x) => x.engine === "A");
    // The run stored before the verdict keeps its figures; the page shows the verdict given for the next runs.
    expect(a.every((x) => x.mentioned && x.ownerVerdict === "other" && x.readWithVerdict === null)).toBe(true);

    clock.now = new Date(clock.now.getTime() + 8 * DAY);
    const mailsBefore = mails.length;
    const outcome = await runMonitor(db, monitorId, deps(clock, () => ELSEWHERE, mails));
    expect(outcome.kind).toBe("done");
    // Compared with the run before as the verdict reads it: the owner's own word is no change of the engines, and no mail.
    expect(outcome.kind === "done" && outcome.changes).toEqual([]);
    expect(mails.length).toBe(mailsBefore);
    view = (await getMonitorView(db, accessToken))!;
    a = view.latestAnswers.filter((x) => x.engine === "A");
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((x) => !x.mentioned && x.position === null && x.readWithVerdict === "other" && x.namedAs?.name === "Praxis Dr. Huber")).toBe(true);
    expect(a.every((x) => x.competitors[0] === "Praxis Dr. Huber" && x.competitors[1] === "Zahnklinik Donau")).toBe(true);
    const engineA = view.runs.at(-1)!.summary.engines.find((e) => e.name === "A")!;
    expect(engineA.mentionRate).toBe(0);
    expect(view.runs.at(-2)!.summary.engines.find((e) => e.name === "A")!.mentionRate).toBe(1);

    // A name no answer gave the business is refused and stores nothing.
    await expect(setNameVerdict(db, accessToken, { name: "Zahnklinik Donau", place: null, verdict: "mine" })).rejects.toMatchObject({ status: 400, code: "monitor.nameNotInAnswers" });
    expect(await db.monitorNameVerdict.count({ where: { monitorId } })).toBe(1);
  });

  it("asks about a business named like the practice in an answer read as not naming it, and counts it as the practice once the owner says so", async () => {
    const clock = { now: new Date("2026-07-25T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber" });
    const alike = `Empfehlenswert in Regensburg:

1. **Zahnklinik Donau** – Domplatz 1
2. **Kieferorthopädie Huber** – Gesandtenstraße 4, Zahnspangen.`;
    await runMonitor(db, monitorId, deps(clock, () => alike, mails));
    let a = (await getMonitorView(db, accessToken))!.latestAnswers.filter((x) => x.engine === "A");
    expect(a.every((x) => !x.mentioned && x.namedAs === null && x.lookAlike?.name === "Kieferorthopädie Huber" && x.ownerVerdict === null)).toBe(true);
    await expect(setNameVerdict(db, accessToken, { name: "Kieferorthopädie Huber", place: null, verdict: "mine" })).resolves.toBe("mine");

    clock.now = new Date(clock.now.getTime() + 8 * DAY);
    const outcome = await runMonitor(db, monitorId, deps(clock, () => alike, mails));
    expect(outcome.kind === "done" && outcome.changes).toEqual([]);
    const view = (await getMonitorView(db, accessToken))!;
    a = view.latestAnswers.filter((x) => x.engine === "A");
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((x) => x.mentioned && x.position === 2 && x.readWithVerdict === "mine" && x.competitors.join() === "Zahnklinik Donau")).toBe(true);
    expect(view.runs.at(-1)!.summary.engines.find((e) => e.name === "A")!.mentionRate).toBe(1);
  });

  it("still runs when the website cannot be checked: an address the SSRF guard refuses, or a site that is down", async () => {
    const clock = { now: new Date("2026-08-03T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Praxis Vier" });
    // Without allowPrivate the guard refuses the loopback site, as it refuses any private address in production.
    const refused = await runMonitor(db, monitorId, deps(clock, () => WITH, mails, { checkWebsite: (url) => runWebsiteCheck(url) }));
    expect(refused).toMatchObject({ kind: "done", calls: 18 });
    // The page says what the checker says (messages/de.json ApiErrors.outbound.blocked).
    expect((await getMonitorView(db, accessToken))!.readiness).toEqual({ checked: false, failure: "refused", error: { code: "outbound.blocked", params: { host: "127.0.0.1" } } });

    clock.now = new Date("2026-08-10T10:00:00Z");
    const down = http.createServer();
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve));
    const port = (down.address() as AddressInfo).port;
    await new Promise((resolve) => down.close(resolve));
    const unreachable = await runMonitor(
      db,
      monitorId,
      deps(clock, () => WITH, mails, { checkWebsite: () => runWebsiteCheck(`http://127.0.0.1:${port}/`, { fetchOptions: { allowPrivate: true } }) }),
    );
    expect(unreachable).toMatchObject({ kind: "done" });
    const view = (await getMonitorView(db, accessToken))!;
    expect(view.readiness).toMatchObject({ checked: false, failure: "unreachable", error: { code: expect.stringMatching(/^outbound\./) } });
    expect(view.runs).toHaveLength(2);
  });

  it("reads every answer with the town of the address the site states, so a namesake in a far town is not counted as the business", async () => {
    const clock = { now: new Date("2026-09-01T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber", website: `${factsSite.origin}/` });
    const towns = new Set<string | undefined>();
    const read: MonitorDeps["read"] = async (text, target) => {
      towns.add(target.ownTown?.name);
      return { ...analyzeAnswer(text, target), readBy: "rules" as const };
    };
    await runMonitor(db, monitorId, deps(clock, () => WITH, mails, { read, checkWebsite: (url) => runWebsiteCheck(url, { fetchOptions: { allowPrivate: true } }) }));
    expect([...towns]).toEqual(["Regensburg"]);
    // The page says which town the run read with, and where the site states it (share-of-voice-section.tsx): its JSON-LD.
    const view = (await getMonitorView(db, accessToken))!;
    expect(view.runs.at(-1)!.summary.ownTown).toEqual({ name: "Regensburg", nearKm: 30, source: "json-ld" });
  });

  it("compares what the answers state about the business with the site read by the run's check, and mails a wrong fact once", async () => {
    const clock = { now: new Date("2026-09-07T10:00:00Z") };
    const mails: MailMessage[] = [];
    const { monitorId, accessToken } = await createConfirmed(clock, mails, { businessName: "Zahnarztpraxis Dr. Huber", website: `${factsSite.origin}/` });
    let checks = 0;
    const d = deps(clock, () => WRONG_PHONE, mails, {
      checkWebsite: (url) => (checks++, runWebsiteCheck(url, { fetchOptions: { allowPrivate: true } })),
    });
    const first = await runMonitor(db, monitorId, d);
    // One check per run: the facts come from the readiness check's result.
    expect(checks).toBe(1);
    expect(first).toMatchObject({ kind: "done", mailed: true });
    if (first.kind !== "done") throw new Error("unreachable");
    expect(first.changes).toEqual([{ kind: "wrong_fact", field: "telephone", ai: "0941 987654", site: "+49 941 123456", answers: 9 }]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Telefon laut KI „0941 987654“, auf Ihrer Website „+49 941 123456“");
    // The first sentence is about the wrong fact, not a change beyond sampling fluctuation.
    expect(mails[0]!.text).toContain("die KI-Assistenten sagen über „");
    expect(mails[0]!.text).not.toContain("Schwankung der Stichprobe");

    const view = (await getMonitorView(db, accessToken))!;
    const own = view.latestAnswers.filter((a) => a.engine === "A");
    expect(own[0]!.facts).toEqual([
      { field: "telephone", ai: "0941 987654", site: expect.objectContaining({ value: "+49 941 123456" }), verdict: "mismatch" },
      { field: "address", ai: expect.stringContaining("Gesandtenstraße 4"), site: expect.objectContaining({ value: expect.stringContaining("Gesandtenstraße 4") }), verdict: "match" },
    ]);
    expect(view.latestAnswers.filter((a) => a.engine === "B").every((a) => a.facts.length === 0)).toBe(true);
    expect(view.runs[0]!.summary.siteFactsRead).toBe(true);
    expect(view.runs[0]!.summary.facts?.map((f) => [f.field, f.verdict, f.answers])).toEqual([
      ["telephone", "mismatch", 9],
      ["address", "match", 9],
    ]);

    // The same wrong phone a week later is no news: stored again, not mailed again.
    clock.now = new Date("2026-09-14T10:00:00Z");
    const second = await runMonitor(db, monitorId, d);
    expect(second).toMatchObject({ kind: "done", changes: [], mailed: false });
    expect(mails).toHaveLength(1);
    expect((await getMonitorView(db, accessToken))!.runs[1]!.summary.facts?.[0]).toMatchObject({ field: "telephone", verdict: "mismatch" });
  });

  it("'Meine Monitore' mails the links of every confirmed monitor of an address, and nothing for an address without one", async () => {
    const clock = { now: new Date("2026-04-01T09:00:00Z") };
    const email = "zwei-praxen@mehrere.example";
    const first = await createConfirmed(clock, [], { email, businessName: "Praxis Nord" });
    const second = await createConfirmed(clock, [], { email, businessName: "Praxis Süd" });
    await requestMonitor(db, input({ email, businessName: "Unbestätigt" }), { now: () => clock.now, engines: [{ name: "A", model: "a-1" }], sendMail: async () => {} });
    const sent: MailMessage[] = [];
    expect(await mailMyMonitors(db, "Zwei-Praxen@Mehrere.example", async (m) => void sent.push(m))).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("Zwei-Praxen@Mehrere.example");
    expect(sent[0]!.text).toContain(`Praxis Nord: https://ki.example/monitor/${first.accessToken}`);
    expect(sent[0]!.text).toContain(`Praxis Süd: https://ki.example/monitor/${second.accessToken}`);
    expect(sent[0]!.text).not.toContain("Unbestätigt");
    expect(await mailMyMonitors(db, "niemand@nirgends.example", async (m) => void sent.push(m))).toBe(0);
    expect(sent).toHaveLength(1);
  });

  it("refuses to start without an engine", async () => {
    await expect(requestMonitor(db, input(), { now: () => T0, engines: [], sendMail: async () => undefined })).rejects.toMatchObject({ status: 503 });
  });
});
