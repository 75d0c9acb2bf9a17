import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { Db } from "@/lib/db";
import { isWorthChecking, type NamedAs } from "@/lib/visibility/named-as";
import type { FactCheck } from "@/lib/visibility/facts/compare";
import { type OwnerVerdict, ownerVerdictOn, verdictKey } from "@/lib/visibility/owner-verdicts";
import type { MentionTone } from "@/lib/visibility/tone";
import { type MonitorRunSummary, type RunAnswerFacts, summarizeRun } from "./summary";

/** Verdicts one monitor keeps at most: far more names than a monitor's answers give a business, and a bound on the table. */
export const MAX_NAME_VERDICTS = 100;

/** Stored answers searched for the name a verdict is given on: about the last 20 runs of a monitor of 3 × 3 × 3 calls. */
const ANSWERS_SEARCHED = 500;

/**
 * The owner's verdicts of one monitor, for its next run and its page.
 * @returns every verdict, in no particular order ([] when none)
 */
export async function listNameVerdicts(db: Db, monitorId: bigint): Promise<OwnerVerdict[]> {
  const rows = await db.monitorNameVerdict.findMany({ where: { monitorId }, select: { name: true, place: true, mine: true } });
  return rows;
}

/**
 * Records (or withdraws) the owner's verdict on a name an answer of this monitor gave their business: "mine", "other",
 * or null to take it back. It applies from the next run on; the runs stored keep their figures.
 * @param input the name and place as the page shows them (named-as.ts NamedAs); they must be those of one of the
 *   monitor's stored answers, so the link's holder can only judge names the answers gave
 * @returns the verdict stored (null when withdrawn)
 * @throws ApiError 404 for an unknown or unconfirmed link; 400 "monitor.nameNotInAnswers" for a name no stored answer
 *   gave the business; 400 "monitor.tooManyNameVerdicts" beyond {@link MAX_NAME_VERDICTS}
 */
export async function setNameVerdict(db: Db, accessToken: string, input: { name: string; place: string | null; verdict: "mine" | "other" | null }): Promise<"mine" | "other" | null> {
  const monitor = await db.visibilityMonitor.findUnique({ where: { accessToken }, select: { id: true, confirmedAt: true } });
  if (!monitor?.confirmedAt) throw new ApiError(404, "monitor.notFound");
  const key = verdictKey(input.name, input.place);
  const stored = await db.monitorAnswer.findMany({ where: { monitorId: monitor.id, text: { not: null } }, orderBy: { id: "desc" }, take: ANSWERS_SEARCHED, select: { analysis: true } });
  const named = stored.flatMap((a) => [namedAsIn(a.analysis), namedAsIn(a.analysis, "lookAlike")]).find((n) => n !== null && verdictKey(n.name, n.place) === key);
  if (!named) throw new ApiError(400, "monitor.nameNotInAnswers", { field: "name" });
  const where = { monitorId_key: { monitorId: monitor.id, key } };
  if (input.verdict === null) {
    await db.monitorNameVerdict.deleteMany({ where: { monitorId: monitor.id, key } });
    return null;
  }
  const mine = input.verdict === "mine";
  // One statement each, so two clicks at once leave one row; the cap is checked first and may let a second
  // concurrent new name through, which the bound does not need to be exact about.
  const exists = await db.monitorNameVerdict.findUnique({ where, select: { key: true } });
  if (!exists && (await db.monitorNameVerdict.count({ where: { monitorId: monitor.id } })) >= MAX_NAME_VERDICTS) {
    throw new ApiError(400, "monitor.tooManyNameVerdicts", { params: { max: MAX_NAME_VERDICTS } });
  }
  await db.monitorNameVerdict.upsert({
    where,
    create: { monitorId: monitor.id, key, name: named.name, place: named.place, mine },
    update: { mine, updatedAt: new Date() },
  });
  return input.verdict;
}

/**
 * The NamedAs a stored answer's analysis keeps (lib/monitor/monitors.ts) under `field`: how the answer named the business
 * ("namedAs") or, read as not naming it, its look-alike ("lookAlike", named-as.ts lookAlikeOf).
 * @returns null when it has none (a run before it was kept) or, for "namedAs", none worth checking
 */
export function namedAsIn(analysis: unknown, field: "namedAs" | "lookAlike" = "namedAs"): NamedAs | null {
  const v = (analysis as Record<string, Partial<NamedAs> | null | undefined> | null)?.[field];
  if (!v || typeof v.name !== "string" || typeof v.sameName !== "boolean" || !(v.place === null || typeof v.place === "string")) return null;
  const named: NamedAs = { name: v.name, sameName: v.sameName, place: v.place };
  return field === "lookAlike" || isWorthChecking(named) ? named : null;
}

/** A stored answer's analysis as the run kept it (lib/monitor/monitors.ts), the fields read here. */
interface StoredAnalysis {
  mentioned?: boolean;
  position?: number | null;
  mentionTone?: MentionTone | null;
  competitors?: string[];
  sources?: string[];
  facts?: FactCheck[];
}

/**
 * The run before as the owner's verdicts read it now, the baseline this run is compared with: a verdict given since
 * would otherwise show as a change of the engines ("nennt Sie seltener" after the owner disowned a namesake), which it
 * is not. Each stored answer whose name (namedAs, or its look-alike) the verdicts now judge otherwise than the run read
 * it is counted so: disowned, the name joins the competitors at its rank; owned, it leaves them for that rank.
 * @param run the run before, with its stored summary (engines and models are taken from it)
 * @returns its stored summary when no verdict changes any of its answers; else a summary made anew from its answers
 */
export async function previousSummaryAsReadNow(
  db: Db,
  run: { id: bigint; summary: unknown },
  verdicts: readonly OwnerVerdict[],
  target: { businessName: string; competitors: string[] },
): Promise<MonitorRunSummary> {
  const stored = run.summary as MonitorRunSummary;
  if (verdicts.length === 0) return stored;
  const answers = await db.monitorAnswer.findMany({ where: { runId: run.id, text: { not: null }, error: null }, orderBy: { id: "asc" }, select: { engine: true, analysis: true } });
  let changed = false;
  const facts: RunAnswerFacts[] = answers.flatMap(({ engine, analysis }) => {
    const a = analysis as StoredAnalysis | null;
    if (!a) return [];
    const read = { engine, mentioned: a.mentioned === true, position: a.position ?? null, mentionTone: a.mentionTone ?? null, competitors: a.competitors ?? [], sources: a.sources ?? [], facts: a.facts ?? [] };
    const namedAs = namedAsIn(a);
    const named = namedAs ?? namedAsIn(a, "lookAlike");
    // The rules named the business where the run kept how (namedAs), not where it kept a look-alike; a verdict decides over them.
    const wanted = ownerVerdictOn(named, verdicts) ?? namedAs !== null;
    if (!named || wanted === read.mentioned) return [read];
    if (!wanted) {
      changed = true;
      const competitors = read.position !== null ? read.competitors.toSpliced(read.position - 1, 0, named.name) : read.competitors;
      return [{ ...read, mentioned: false, position: null, mentionTone: null, competitors, facts: [] }];
    }
    const at = read.competitors.indexOf(named.name);
    if (at < 0) return [read];
    changed = true;
    return [{ ...read, mentioned: true, position: at + 1, mentionTone: "recommended" as const, competitors: read.competitors.toSpliced(at, 1) }];
  });
  return changed ? summarizeRun(facts, stored.engines.map(({ name, model, error }) => ({ name, model, error })), target, null, stored.siteFactsRead ?? false) : stored;
}
