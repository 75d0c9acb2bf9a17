import { describe, expect, it } from "vitest";
import { analyzeSite } from "./analyze";
import { compareRuns, summarizeRun } from "./compare-runs";
import { STATUS_RULES_VERSION } from "./score";
import { jsonLd, page, snapshotFor } from "@/test/readiness-helpers";
import { renderCheckResult } from "./finding-text";

/** The result as the browser holds it (the API's rendered response). */
const check = (...args: Parameters<typeof analyzeSite>) => renderCheckResult(analyzeSite(...args));

describe("compareRuns", () => {
  it("reports the score change and the findings that moved after a fix", () => {
    const before = check(snapshotFor(page("<h1>Praxis</h1>", "<title>Praxis</title>"), { robotsTxt: "User-agent: *\nDisallow: /\n" }), new Date("2026-11-20T10:00:00Z"));
    const after = check(
      snapshotFor(page("<h1>Praxis</h1>", `<title>Praxis</title><meta name="description" content="Zahnarztpraxis in Berlin-Mitte mit Prophylaxe, Implantaten und Kinderzahnheilkunde – Termine online und telefonisch, auch am Samstag.">` + jsonLd({ "@context": "https://schema.org", "@type": "Dentist", name: "Praxis" }))),
      new Date("2026-11-24T10:00:00Z"),
    );
    const comparison = compareRuns(summarizeRun(before), summarizeRun(after));
    expect(comparison).toMatchObject({ previousCheckedAt: "2026-11-20T10:00:00.000Z", scoreBefore: before.overallScore, scoreAfter: after.overallScore });
    expect(after.overallScore).toBeGreaterThan(before.overallScore);
    const ids = comparison.moves.map((m) => `${m.id}:${m.before}->${m.after}:${m.direction}`);
    expect(ids).toContain("meta.description:fail->warn:better");
    expect(ids).toContain("crawling.search-engines:fail->pass:better");
    expect(ids).toContain("structured-data.business:fail->pass:better");
    expect(comparison.moves.every((m) => m.direction === "better")).toBe(true);
    // The other way round, the same findings moved for the worse.
    expect(compareRuns(summarizeRun(after), summarizeRun(before)).moves.every((m) => m.direction === "worse")).toBe(true);
  });

  it("reports nothing for the same run", () => {
    const run = summarizeRun(check(snapshotFor(page("<h1>Praxis</h1>")), new Date("2026-11-24T10:00:00Z")));
    expect(compareRuns(run, run).moves).toEqual([]);
  });
});

describe("compareRuns across status rules", () => {
  const run = (statuses: Record<string, "pass" | "warn" | "fail">, rules?: number) => ({
    finalUrl: "https://www.praxis-muster.de/",
    checkedAt: "2026-11-20T10:00:00.000Z",
    score: 40,
    findings: Object.entries(statuses).map(([id, status]) => ({ id, label: id, status })),
    ...(rules ? { rules } : {}),
  });

  it("summaries carry the current rules version", () => {
    expect(summarizeRun(check(snapshotFor(page("<h1>Praxis</h1>")), new Date("2026-11-24T10:00:00Z"))).rules).toBe(STATUS_RULES_VERSION);
  });

  it("does not report the status-word change of a run kept before it (warn at 0 points is now fail)", () => {
    // Five findings a kept run showed as "warn" at 0 points, shown as "fail" today: the same result.
    const ids = ["meta.description", "faq.present", "local.map", "content.headings", "crawling.sitemap"];
    const kept = run(Object.fromEntries(ids.map((id) => [id, "warn"])));
    const today = run(Object.fromEntries(ids.map((id) => [id, "fail"])), STATUS_RULES_VERSION);
    expect(compareRuns(kept, today).moves).toEqual([]);
    expect(compareRuns(run({ a: "fail" }), run({ a: "warn" }, STATUS_RULES_VERSION)).moves).toEqual([]);
  });

  it("still reports moves to and from pass across rules, and warn ↔ fail within the same rules", () => {
    const moves = compareRuns(run({ a: "warn", b: "pass" }), run({ a: "pass", b: "fail" }, STATUS_RULES_VERSION)).moves;
    expect(moves.map((m) => `${m.id}:${m.before}->${m.after}:${m.direction}`)).toEqual(["a:warn->pass:better", "b:pass->fail:worse"]);
    const same = compareRuns(run({ a: "warn" }, STATUS_RULES_VERSION), run({ a: "fail" }, STATUS_RULES_VERSION)).moves;
    expect(same.map((m) => `${m.before}->${m.after}`)).toEqual(["warn->fail"]);
  });
});
