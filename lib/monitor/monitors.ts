import "server-only";
import { randomBytes } from "node:crypto";
import { ApiError } from "@/lib/api/errors";
import type { Db, DbTx } from "@/lib/db";
import type { VisibilityMonitor } from "@/generated/prisma/client";
import { getEnv } from "@/lib/env";
import { sendMail, type MailMessage } from "@/lib/mail/send-mail";
import { monitorChangeMail, monitorConfirmedMail, monitorOptInMail, myMonitorsMail } from "@/lib/mail/templates";
import { createEmailToken, deleteExpiredEmailTokens } from "@/lib/security/email-tokens";
import { absoluteUrl } from "@/lib/site";
import { summarizeAnswers } from "@/lib/visibility/aggregate";
import { buildSuggestions } from "@/lib/visibility/suggestions";
import { ownTownOf, resolveLocation, type SearchLocation } from "@/lib/visibility/location";
import { ownTownNote } from "@/lib/visibility/own-town";
import { askEngine, getEngines, type EngineConfig, type EngineReply } from "@/lib/visibility/provider";
import type { LiveTestDeps } from "@/lib/visibility/live-test";
import type { BusinessTarget } from "@/lib/visibility/analysis";
import { ANSWER_NOT_READ } from "@/lib/visibility/protocol";
import { answerReader } from "@/lib/visibility/service";
import { runWebsiteCheck } from "@/lib/readiness/service";
import { compareFacts } from "@/lib/visibility/facts/compare";
import { siteFactsOf, type SiteFacts } from "@/lib/visibility/facts/site-facts";
import { compactReadiness, readinessFailure, type CheckedSite, type MonitorReadiness } from "./readiness";
import { monthBounds, releaseRunCalls, reserveRunCalls, settleRunCalls, startOfNextDay } from "./budget";
import { buildQuestionSet } from "@/lib/visibility/questions";
import type { MonitorRequest } from "./request";
import { listNameVerdicts, previousSummaryAsReadNow } from "./name-verdicts";
import { summarizeRun, type MonitorChange, type MonitorRunSummary, type RunAnswerFacts } from "./summary";

/** Double opt-in links of the monitor are valid this long. */
const MONITOR_OPT_IN_TTL_HOURS = 48;

/** Everything a run depends on that tests replace: the clock, the engines, the mailer, the limits. */
export interface MonitorDeps {
  now: () => Date;
  engines: Pick<EngineConfig, "name" | "model">[];
  /** Asks one engine, located at the monitor's city (the live test's askEngine). */
  ask: (engine: string, question: string, location: SearchLocation | null) => Promise<EngineReply>;
  samples: number;
  dailyBudget: number;
  monthlyCap: number;
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** The website readiness check of the monitored site (the checker's runWebsiteCheck, SSRF-guarded). */
  checkWebsite: (url: string) => Promise<CheckedSite>;
  /** The answer reader (lib/visibility/service.ts answerReader), called as each answer arrives; unset = the rules read. */
  read?: LiveTestDeps["read"];
}

/** The production dependencies: the configured engines, the real clock and mailer, the env limits. */
export function defaultMonitorDeps(): MonitorDeps {
  const env = getEnv();
  const engines = getEngines();
  return {
    now: () => new Date(),
    engines,
    ask: (name, question, location) => askEngine(engines.find((e) => e.name === name)!, question, { location }),
    samples: env.MONITOR_SAMPLES,
    dailyBudget: env.MONITOR_DAILY_CALL_BUDGET,
    monthlyCap: env.MONITOR_MONTHLY_CALLS_PER_MONITOR,
    sendMail,
    checkWebsite: (url) => runWebsiteCheck(url),
    read: answerReader(),
  };
}

/** Hours between runs: MONITOR_INTERVAL_HOURS, never below MONITOR_MIN_INTERVAL_HOURS. */
function monitorIntervalHours(): number {
  const env = getEnv();
  return Math.max(env.MONITOR_INTERVAL_HOURS, env.MONITOR_MIN_INTERVAL_HOURS);
}

/** The monitor page's and unsubscribe links of a monitor. */
export function monitorLinks(accessToken: string): { monitorUrl: string; unsubscribeUrl: string; oneClickUrl: string } {
  return {
    monitorUrl: absoluteUrl(`/monitor/${accessToken}`),
    unsubscribeUrl: absoluteUrl(`/monitor/${accessToken}/abmelden`),
    oneClickUrl: absoluteUrl(`/api/monitor/${accessToken}/unsubscribe`),
  };
}

/**
 * Stores a monitor, not yet active, and sends the double opt-in e-mail. Unconfirmed
 * monitors older than the link's lifetime are deleted on the way (data minimisation).
 * @throws ApiError 503 without a configured engine; 502 when the e-mail cannot be sent (nothing stays stored)
 */
export async function requestMonitor(db: Db, input: MonitorRequest, deps: Pick<MonitorDeps, "now" | "engines" | "sendMail"> = defaultMonitorDeps()): Promise<void> {
  if (deps.engines.length === 0) throw new ApiError(503, "monitor.notConfigured");
  const now = deps.now();
  await db.visibilityMonitor.deleteMany({ where: { confirmedAt: null, createdAt: { lt: new Date(now.getTime() - MONITOR_OPT_IN_TTL_HOURS * 3_600_000) } } });
  await deleteExpiredEmailTokens(db);
  const questions = buildQuestionSet(input);
  const intervalHours = monitorIntervalHours();
  // The monitor and its opt-in token together or not at all: a monitor without a token could never be confirmed.
  const { monitor, token } = await db.$transaction(async (tx) => {
    const created = await tx.visibilityMonitor.create({
      data: {
        accessToken: randomBytes(32).toString("base64url"),
        email: input.email,
        businessName: input.businessName,
        website: input.website,
        industry: input.industry,
        city: input.city,
        specialty: input.specialty ?? null,
        competitors: input.competitors,
        questions,
        intervalHours,
      },
    });
    const { token } = await createEmailToken(tx, { purpose: "monitor_opt_in", email: input.email, monitorId: created.id, ttlMs: MONITOR_OPT_IN_TTL_HOURS * 3_600_000 });
    return { monitor: created, token };
  });
  try {
    const mail = monitorOptInMail({ businessName: input.businessName, questions, confirmUrl: absoluteUrl(`/confirm?token=${token}`), validHours: MONITOR_OPT_IN_TTL_HOURS, intervalDays: Math.round(intervalHours / 24) });
    await deps.sendMail({ to: input.email, ...mail });
  } catch (error) {
    console.error("Monitor: Opt-in-E-Mail konnte nicht gesendet werden", error);
    // Its token goes with it (ON DELETE CASCADE); deleteMany, as a retried request may find it gone.
    await db.visibilityMonitor.deleteMany({ where: { id: monitor.id, confirmedAt: null } });
    throw new ApiError(502, "email.confirmationNotSent");
  }
}

/**
 * Activates a monitor whose opt-in link was used: its first run is due at once. Run it in
 * the transaction that spends the token (lib/email-links/confirm-link.ts), so a fault
 * leaves both or neither; mail the link with {@link mailMonitorLink} after the commit.
 * @returns the monitor's id, owner address, name and links
 */
export async function confirmMonitor(db: DbTx, monitorId: bigint, now = new Date()): Promise<ConfirmedMonitor> {
  const monitor = await db.visibilityMonitor.update({ where: { id: monitorId }, data: { confirmedAt: now, nextRunAt: now } });
  const links = monitorLinks(monitor.accessToken);
  return { monitorId: monitor.id, email: monitor.email, businessName: monitor.businessName, monitorUrl: links.monitorUrl, links };
}

/** A monitor just confirmed by {@link confirmMonitor}. */
export interface ConfirmedMonitor {
  monitorId: bigint;
  email: string;
  businessName: string;
  monitorUrl: string;
  links: ReturnType<typeof monitorLinks>;
}

/**
 * Mails the owner the link of a monitor just confirmed (a closed tab must not lose the
 * monitor). Called after the confirming transaction committed; a failed e-mail is logged,
 * the monitor stays confirmed (the page shows the link too).
 */
export async function mailMonitorLink(monitor: ConfirmedMonitor, send: MonitorDeps["sendMail"] = sendMail): Promise<void> {
  const { links } = monitor;
  try {
    await send({ to: monitor.email, ...monitorConfirmedMail({ businessName: monitor.businessName, monitorUrl: links.monitorUrl, unsubscribeUrl: links.unsubscribeUrl }), headers: { "List-Unsubscribe": `<${links.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } });
  } catch (error) {
    console.error("Monitor: E-Mail mit dem Monitor-Link konnte nicht gesendet werden", error);
  }
}

/**
 * "Meine Monitore": mails the links of every confirmed monitor of `email` to that address.
 * The caller answers the same whether or not any exist (no enumeration of addresses);
 * without monitors nothing is sent.
 * @param email already normalised (lower case, trimmed) by the request schema
 * @returns how many monitors were mailed (for tests and logs only; never shown to the visitor)
 */
export async function mailMyMonitors(db: Db, email: string, send: MonitorDeps["sendMail"] = sendMail): Promise<number> {
  const monitors = await db.visibilityMonitor.findMany({ where: { email: { equals: email, mode: "insensitive" }, confirmedAt: { not: null } }, orderBy: { createdAt: "asc" }, take: 50 });
  if (monitors.length === 0) return 0;
  await send({ to: email, ...myMonitorsMail({ monitors: monitors.map((m) => ({ businessName: m.businessName, monitorUrl: monitorLinks(m.accessToken).monitorUrl })) }) });
  return monitors.length;
}

/** What a call to {@link runMonitor} did. */
export type RunOutcome =
  | { kind: "done"; runId: bigint; calls: number; changes: MonitorChange[]; mailed: boolean }
  | { kind: "waiting"; reason: "daily_budget" | "monitor_cap"; until: Date }
  | { kind: "not_due" };

/**
 * Runs a monitor once if it is active and due: asks every engine each question
 * `samples` times, checks the monitored website's AI readiness once (lib/readiness,
 * through its SSRF-guarded fetcher), stores every answer with its analysis, the run's
 * summary and the compact check result, compares what each answer states about the
 * business with the site's facts from that same check, plans the next run, and e-mails
 * the owner only when something moved beyond the interval or a fact became wrong.
 * When the global daily budget or the monitor's monthly cap would be exceeded, the run
 * waits (the page says so) and nothing is asked. The budget is charged for the answers
 * stored: a failed attempt gives its reserved calls back, and the retry of a killed one
 * takes its reservation over (lib/monitor/budget.ts reserveRunCalls).
 */
export async function runMonitor(db: Db, monitorId: bigint, deps: MonitorDeps): Promise<RunOutcome> {
  const now = deps.now();
  const monitor = await db.visibilityMonitor.findUnique({ where: { id: monitorId } });
  if (!monitor?.confirmedAt || !monitor.nextRunAt || monitor.nextRunAt > now) return { kind: "not_due" };
  const questions = monitor.questions as string[];
  const calls = deps.engines.length * questions.length * deps.samples;

  const month = monthBounds(now);
  const usedThisMonth = await db.monitorAnswer.count({ where: { monitorId, askedAt: { gte: month.start } } });
  if (usedThisMonth + calls > deps.monthlyCap) return wait(db, monitorId, "monitor_cap", month.next);
  if (!(await reserveRunCalls(db, monitorId, now, calls, deps.dailyBudget))) return wait(db, monitorId, "daily_budget", startOfNextDay(now));
  try {
    return await askAndStore(db, monitor, calls, now, deps);
  } catch (error) {
    // Nothing stored: the calls go back to the day's budget (a killed worker's stay reserved for its retry).
    await releaseRunCalls(db, monitorId).catch((release: unknown) => console.error("Monitor: Budget nicht freigegeben", release));
    throw error;
  }
}

/**
 * Reads one answer with the run's reader.
 * @returns its analysis (undefined when no reader is set: summarizeAnswers then reads it) and error null; or, when the
 *   reader threw (service.ts AnswerNotReadError: the pool or the rules could not read it; a reader model's failure
 *   falls back to the rules and is never thrown), error {@link ANSWER_NOT_READ}
 */
async function readOrKeep(read: MonitorDeps["read"], text: string, target: BusinessTarget) {
  if (!read) return { analysis: undefined, error: null };
  try {
    return { analysis: await read(text, target), error: null };
  } catch (error) {
    console.warn("Monitor: Antwort nicht gelesen", error instanceof Error ? error.message : error);
    return { analysis: undefined, error: ANSWER_NOT_READ };
  }
}

/** The asking and storing part of {@link runMonitor}, once its calls are reserved. */
async function askAndStore(db: Db, monitor: VisibilityMonitor, calls: number, now: Date, deps: MonitorDeps): Promise<RunOutcome> {
  const monitorId = monitor.id;
  const questions = monitor.questions as string[];

  // Once per run, alongside the engines; a site that cannot be checked never fails the run.
  const readinessCheck = checkReadiness(deps, monitor.website);
  type Answer = Extract<EngineReply, { kind: "answer" }>;
  type Asked = { engine: (typeof deps.engines)[number]; question: string; askedAt: Date; answer: Answer | null; analysis?: ReadAnalysis; error: string | null };
  // Located like the live test: the monitor's city through the DACH gazetteer.
  const location = await resolveLocation(monitor.city);
  type ReadAnalysis = Awaited<ReturnType<NonNullable<LiveTestDeps["read"]>>>;
  const target = { businessName: monitor.businessName, domain: monitor.website, location: monitor.city };
  // As in the live test: the town of the site's address sets namesakes in far towns apart; each reading waits for it.
  const readTarget: Promise<BusinessTarget> = readinessCheck
    .then(({ siteFacts }) => (siteFacts ? ownTownOf(siteFacts) : null))
    .then((ownTown) => (ownTown ? { ...target, ownTown } : target), () => target);
  const asked = await Promise.all<Asked>(
    deps.engines.flatMap((engine) =>
      questions.flatMap((question) =>
        Array.from({ length: deps.samples }, async () => {
          try {
            const askedAt = deps.now();
            const reply = await deps.ask(engine.name, question, location);
            // A Google search without AI Overview is stored as such: no answer, not a failure of the engine.
            if (reply.kind === "no_ai_overview") return { engine, question, askedAt, answer: null, error: "no_ai_overview" };
            // Read as soon as it arrives, beside the other calls still running.
            return { engine, question, askedAt, answer: reply, ...(await readOrKeep(deps.read, reply.text, await readTarget)) };
          } catch (error) {
            const failure = (error as { failure?: unknown }).failure;
            return { engine, question, askedAt: deps.now(), answer: null, error: typeof failure === "string" ? failure : "unknown" };
          }
        }),
      ),
    ),
  );
  // The site's facts come from the same check: no second fetch.
  const { readiness, siteFacts } = await readinessCheck;
  // An answer the server could not read is kept with its text but counts nowhere: neither as the engine's failure nor in a figure.
  const answered = asked.filter((a) => a.answer !== null && a.error === null);
  // The owner's word on names the answers gave the business ("Ist das Ihr Betrieb?" on the page) decides over the rules'.
  const verdicts = await listNameVerdicts(db, monitorId);
  const answersSummary = answered.length
    ? summarizeAnswers(answered.map((a) => ({ text: a.answer!.text, citations: a.answer!.citations, analysis: a.analysis })), await readTarget, verdicts)
    : null;
  const analysed = answersSummary?.samples ?? [];
  const facts: RunAnswerFacts[] = analysed.map((s, i) => ({ engine: answered[i]!.engine.name, mentioned: s.mentioned, position: s.position, mentionTone: s.mentionTone, competitors: s.competitors, sources: s.sources, facts: s.mentioned && s.context ? compareFacts(s.context, siteFacts, s.statedFacts) : [] }));
  const previous = await db.monitorRun.findFirst({ where: { monitorId }, orderBy: { startedAt: "desc" } });
  const summary = summarizeRun(
    facts,
    deps.engines.map((e) => {
      const first = answered.find((a) => a.engine.name === e.name);
      const model = first?.answer?.model ?? asked.find((a) => a.engine.name === e.name && a.answer)?.answer?.model ?? e.model;
      return { name: e.name, model, error: first ? null : (asked.find((a) => a.engine.name === e.name)?.error ?? "unknown") };
    }),
    { businessName: monitor.businessName, competitors: monitor.competitors as string[] },
    previous ? await previousSummaryAsReadNow(db, previous, verdicts, { businessName: monitor.businessName, competitors: monitor.competitors as string[] }) : null,
    siteFacts !== null,
  );
  // Kept with the run, so the page renders it without reading the answers again on every view.
  summary.advice = answersSummary ? buildSuggestions({ summary: answersSummary, businessName: monitor.businessName, domain: monitor.website, location: monitor.city }) : [];
  // Without a reader summarizeAnswers read the answers, with the target alone.
  summary.ownTown = ownTownNote(deps.read ? (await readTarget).ownTown : undefined);

  const factsByAnswer = new Map(answered.map((a, i) => [a, facts[i]!]));
  const sampleOf = new Map(answered.map((a, i) => [a, analysed[i]!]));
  const run = await db.$transaction(async (tx) => {
    const created = await tx.monitorRun.create({ data: { monitorId, startedAt: now, finishedAt: deps.now(), calls, summary: summary as object, readiness: readiness as object } });
    await tx.monitorAnswer.createMany({
      data: asked.map((a) => {
        const f = factsByAnswer.get(a);
        return {
          runId: created.id,
          monitorId,
          engine: a.engine.name,
          model: a.answer?.model ?? a.engine.model,
          question: a.question,
          askedAt: a.askedAt,
          text: a.answer?.text ?? null,
          citations: a.answer?.citations ?? [],
          analysis: f ? ({ mentioned: f.mentioned, position: f.position, mentionTone: f.mentionTone, competitors: f.competitors, sources: f.sources, readBy: sampleOf.get(a)?.readBy, facts: f.facts, namedAs: sampleOf.get(a)?.namedAs ?? null, lookAlike: sampleOf.get(a)?.lookAlike ?? null, ownerVerdict: sampleOf.get(a)?.ownerVerdict ?? null } as object) : undefined,
          error: a.error,
        };
      }),
    });
    await tx.visibilityMonitor.update({ where: { id: monitorId }, data: { lastRunAt: now, nextRunAt: new Date(now.getTime() + monitor.intervalHours * 3_600_000), waitingReason: null } });
    await settleRunCalls(tx, monitorId);
    return created;
  });

  let mailed = false;
  if (summary.changes.length > 0) {
    const links = monitorLinks(monitor.accessToken);
    try {
      await deps.sendMail({
        to: monitor.email,
        ...monitorChangeMail({ businessName: monitor.businessName, changes: summary.changes, monitorUrl: links.monitorUrl, unsubscribeUrl: links.unsubscribeUrl }),
        headers: { "List-Unsubscribe": `<${links.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      mailed = true;
    } catch (error) {
      // The run is stored and shown on the page; the mail is a notice, not the record.
      console.error("Monitor: Änderungs-E-Mail konnte nicht gesendet werden", error);
    }
  }
  return { kind: "done", runId: run.id, calls, changes: summary.changes, mailed };
}

/**
 * The compact readiness record of the monitored site, and its business facts for the fact
 * comparison from the same check; a failed check is recorded as its failure code, without facts.
 */
async function checkReadiness(deps: Pick<MonitorDeps, "checkWebsite">, website: string): Promise<{ readiness: MonitorReadiness; siteFacts: SiteFacts | null }> {
  try {
    const checked = await deps.checkWebsite(website);
    return { readiness: compactReadiness(checked), siteFacts: checked.businessFacts ? siteFactsOf(checked.businessFacts) : null };
  } catch (error) {
    console.warn("Monitor: Website-Prüfung nicht möglich", error instanceof Error ? error.message : error);
    return { readiness: readinessFailure(error), siteFacts: null };
  }
}

async function wait(db: Db, monitorId: bigint, reason: "daily_budget" | "monitor_cap", until: Date): Promise<RunOutcome> {
  await db.visibilityMonitor.update({ where: { id: monitorId }, data: { waitingReason: reason, nextRunAt: until } });
  return { kind: "waiting", reason, until };
}

/**
 * Deletes a monitor and everything stored for it (runs, answers, tokens; DSGVO Art. 17).
 * @returns whether a monitor existed
 */
export async function deleteMonitor(db: Db, accessToken: string): Promise<boolean> {
  const { count } = await db.visibilityMonitor.deleteMany({ where: { accessToken } });
  return count === 1;
}

/**
 * Replaces the questions of an active monitor (from its next run on).
 * @throws ApiError 404 for an unknown link
 */
export async function updateMonitorQuestions(db: Db, accessToken: string, questions: string[]): Promise<string[]> {
  const { count } = await db.visibilityMonitor.updateMany({ where: { accessToken, confirmedAt: { not: null } }, data: { questions } });
  if (count !== 1) throw new ApiError(404, "monitor.notFound");
  return questions;
}

/**
 * Replaces the website of an active monitor (from its next run on: the site checked and the domain an answer may name
 * the business by). A typo at sign-up, or a move to a new domain, need not cost the monitor's history.
 * @param website normalised by monitorWebsiteSchema
 * @returns the website stored
 * @throws ApiError 404 for an unknown or unconfirmed link
 */
export async function updateMonitorWebsite(db: Db, accessToken: string, website: string): Promise<string> {
  const { count } = await db.visibilityMonitor.updateMany({ where: { accessToken, confirmedAt: { not: null } }, data: { website } });
  if (count !== 1) throw new ApiError(404, "monitor.notFound");
  return website;
}

/**
 * The ids of active monitors whose next run is due, oldest due first.
 * @param limit at most this many
 */
export async function dueMonitorIds(db: Db, now: Date, limit = 500): Promise<bigint[]> {
  const rows = await db.visibilityMonitor.findMany({ where: { confirmedAt: { not: null }, nextRunAt: { lte: now } }, orderBy: { nextRunAt: "asc" }, take: limit, select: { id: true } });
  return rows.map((r) => r.id);
}
