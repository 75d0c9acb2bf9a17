import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { analyzeSite } from "@/lib/readiness/analyze";
import { BUSINESS_KINDS } from "@/lib/readiness/business-kind";
import { copyText, renderCheckResult } from "@/lib/readiness/finding-text";
import { page, snapshotFor } from "@/test/readiness-helpers";
import { compactReadiness, readinessErrorText, readinessFailure } from "./readiness";

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
    const texts = renderCheckResult(result).categories.flatMap((c) => c.findings.flatMap((f) => [f.evidence, f.action ?? ""])).filter((t) => t.length > 20);
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
    expect(readinessFailure(error)).toMatchObject({ checked: false, failure });
  });

  it("keeps the checker's own error, so the page can say what the checker says (a domain not found is no page without HTML)", () => {
    const dns = new ApiError(422, "outbound.dns", { params: { host: "zahnarzt-mueller.de" } });
    expect(readinessFailure(dns)).toEqual({ checked: false, failure: "not_checkable", error: { code: "outbound.dns", params: { host: "zahnarzt-mueller.de" } } });
    expect(readinessFailure(new Error("boom"))).toEqual({ checked: false, failure: "unknown" });
  });

  it("gives the checker's words for a stored error, and none for a code or parameters no message fits any more", () => {
    expect(readinessErrorText(readinessFailure(new ApiError(422, "outbound.dns", { params: { host: "zahnarzt-mueller.de" } })))).toBe(
      "Die Domain zahnarzt-mueller.de wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.",
    );
    expect(readinessErrorText({ checked: false, failure: "not_checkable", error: { code: "outbound.dns", params: {} } })).toBeNull();
    expect(readinessErrorText({ checked: false, failure: "unknown", error: { code: "no.such.code", params: {} } })).toBeNull();
    expect(readinessErrorText({ checked: false, failure: "unknown" })).toBeNull();
  });
});

describe("finding names on the monitor page", () => {
  // The page renders a stored id as messages/de.json "ReadinessFindings.<id>.label", the
  // checker's own name of the finding (lib/readiness/finding-text.ts): one source.
  it("exist for every finding of every business kind", () => {
    const bare = snapshotFor(page("<h1>Praxis</h1><p>Willkommen.</p>", "<title>Praxis</title>"));
    const ids = new Set(BUSINESS_KINDS.flatMap((kind) => analyzeSite(bare, new Date("2026-03-01T00:00:00Z"), kind).categories.flatMap((c) => c.findings.map((f) => f.id))));
    expect(ids.size).toBeGreaterThan(20);
    for (const id of ids) expect(copyText({ code: `${id}.label` }), id).not.toBe("");
    expect(copyText({ code: "meta.description.label" })).toBe("Meta-Description");
  });
});
