import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { analyzeSite } from "@/lib/readiness/analyze";
import { BUSINESS_KINDS } from "@/lib/readiness/business-kind";
import { page, snapshotFor } from "@/test/readiness-helpers";
import { compactReadiness, readinessFailure } from "./readiness";

describe("compactReadiness", () => {
  it("keeps the score, the level and the five failed findings worth most, as codes in the checker's order", () => {
    const result = analyzeSite(snapshotFor(page("<h1>Praxis</h1><p>Willkommen.</p>", "<title>Praxis</title>")), new Date("2026-03-01T00:00:00Z"));
    const compact = compactReadiness(result);
    if (!compact.checked) throw new Error("unreachable");
    expect(compact.score).toBe(result.overallScore);
    expect(compact.level).toBe(result.trafficLight.level);
    expect(compact.findings).toHaveLength(5);
    expect(compact.findings.map((f) => f.id)).toEqual(result.actions.slice(0, 5).map((a) => a.findingId));
    expect(compact.findings.every((f) => f.status === "fail" || f.status === "warn")).toBe(true);
    // Codes and numbers only: none of the checker's German sentences is stored.
    const texts = result.categories.flatMap((c) => c.findings.flatMap((f) => [f.evidence, f.action ?? ""])).filter((t) => t.length > 20);
    const stored = JSON.stringify(compact);
    expect(texts.some((t) => stored.includes(t))).toBe(false);
  });
});

describe("readinessFailure", () => {
  it.each([
    [new ApiError(400, "x"), "refused"],
    [new ApiError(422, "x"), "not_checkable"],
    [new ApiError(502, "x"), "unreachable"],
    [new ApiError(504, "x"), "timeout"],
    [new Error("boom"), "unknown"],
  ])("maps %s to %s", (error, failure) => {
    expect(readinessFailure(error)).toEqual({ checked: false, failure });
  });
});

describe("finding names on the monitor page", () => {
  // The checker still words its findings itself (lib/readiness); the monitor page renders
  // the stored codes from messages/de.json. This keeps the two from drifting apart.
  it("are the checker's own labels, for every finding of every business kind", async () => {
    const messages = (await import("@/messages/de.json")).default as { MonitorReadiness: { finding: Record<string, Record<string, string>> } };
    // A dotted id is a nested key for next-intl: finding.meta.description.
    const message = (id: string) => id.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages.MonitorReadiness.finding);
    const bare = snapshotFor(page("<h1>Praxis</h1><p>Willkommen.</p>", "<title>Praxis</title>"));
    // A few findings are worded per business kind; the page's name must be one of the checker's.
    const labels = new Map<string, Set<string>>();
    for (const kind of BUSINESS_KINDS) {
      for (const f of analyzeSite(bare, new Date("2026-03-01T00:00:00Z"), kind).categories.flatMap((c) => c.findings)) labels.set(f.id, (labels.get(f.id) ?? new Set()).add(f.label));
    }
    expect(labels.size).toBeGreaterThan(20);
    for (const [id, names] of labels) expect([...names], id).toContain(message(id));
  });
});
