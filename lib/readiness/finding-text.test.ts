import { describe, expect, it } from "vitest";
import { analyzeSite } from "./analyze";
import { BUSINESS_KINDS } from "./business-kind";
import { copyText, levelName, renderCheckResult, showFinding } from "./finding-text";
import { page, snapshotFor } from "@/test/readiness-helpers";

describe("copyText", () => {
  it("renders counts with ICU plurals in German number format", () => {
    expect(copyText({ code: "faq.questions.found", params: { count: 1, examples: { join: ", ", items: [{ code: "quoted", params: { text: "Was kostet es?" } }] } } })).toBe(
      "1 Frage als Überschrift, z. B. „Was kostet es?“.",
    );
    expect(copyText({ code: "content.word-count.counted", params: { count: 12345, min: 200, good: 500 } })).toBe(
      "12.345 Wörter Fließtext (ohne Navigation und Footer); empfohlen sind mindestens 200–500.",
    );
  });

  it("joins an 'and' list as German does and renders nested texts first", () => {
    expect(copyText({ code: "crawling.ai-answer-crawlers.allow", params: { tokens: { join: "and", items: ["GPTBot", "ClaudeBot", "PerplexityBot"] } } })).toMatch(
      /^Erlauben Sie in der robots\.txt GPTBot, ClaudeBot und PerplexityBot: /,
    );
  });

  it("keeps markup in a message literal (HTML tags are not ICU tags here)", () => {
    expect(copyText({ code: "meta.viewport.add" })).toBe('Ergänzen Sie <meta name="viewport" content="width=device-width, initial-scale=1">.');
  });

  it("throws on an unknown code or a missing argument: a bug in the check, not a text to show", () => {
    expect(() => copyText({ code: "faq.section.nope" })).toThrow();
    expect(() => copyText({ code: "faq.section.byHeading" })).toThrow();
  });
});

describe("renderCheckResult", () => {
  it("renders every finding of every business kind, keeping the codes beside the text", () => {
    const snapshot = snapshotFor(page("<h1>Praxis</h1><p>Willkommen.</p>", "<title>Praxis</title>"), { robotsTxt: null, sitemap: null, llmsTxt: null });
    for (const kind of BUSINESS_KINDS) {
      const outcome = analyzeSite(snapshot, new Date("2026-11-24T12:00:00Z"), kind);
      const result = renderCheckResult(outcome);
      expect(result.trafficLight).toEqual({ level: "red", label: levelName("red") });
      expect(result.actionItems).toEqual(result.actions.map((a) => a.text));
      for (const [i, category] of result.categories.entries()) {
        for (const [j, finding] of category.findings.entries()) {
          const coded = outcome.categories[i]!.findings[j]!;
          expect(finding.codes.evidence).toBe(coded.evidence.code);
          expect(finding.evidence).toBe(copyText(coded.evidence));
          expect(finding.label.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("names a finding by its id unless the check names it per business kind", () => {
    const f = showFinding({ id: "meta.description", status: "fail", evidence: { code: "meta.description.missing" }, points: 0, maxPoints: 20 });
    expect(f).toMatchObject({ label: "Meta-Description", evidence: "Keine Meta-Description gefunden.", codes: { label: "meta.description.label", evidence: "meta.description.missing" } });
    const organization = showFinding({ id: "structured-data.business", status: "pass", label: { code: "structured-data.business.labelOrganization" }, evidence: { code: "structured-data.business.missing" }, points: 25, maxPoints: 25 });
    expect(organization.label).toBe("Unternehmen als Organization ausgezeichnet");
  });
});
