import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { analyzeSite } from "@/lib/readiness/analyze";
import { jsonLd, page, snapshotFor } from "@/test/readiness-helpers";
import { SHARED_SITE_NAMES, sharedSiteSnapshot, sharedSitesDir } from "@/test/shared-sites";
import { checkReportInputSchema, reportFileName } from "./check-report-input";
import { MAX_WORD_CHARS, renderCheckReportPdf } from "./check-report-pdf";
import { renderCheckResult } from "@/lib/readiness/finding-text";

const NOW = new Date("2026-11-24T12:00:00Z");

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // Lines wrap inside a label; compare with whitespace collapsed.
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

function inputFor(result: ReturnType<typeof renderCheckResult>, extra: Record<string, unknown> = {}) {
  // The route's path: JSON from the browser, validated.
  return checkReportInputSchema.parse(JSON.parse(JSON.stringify({ result, ...extra })));
}

describe("check report PDF", () => {
  const html = page(`<h1>Bäckerei Müller</h1><p>Öffnungszeiten: Mo–Fr 6–18 Uhr</p>`, `<title>Bäckerei Müller – Brötchen aus Köln</title>` + jsonLd({ "@context": "https://schema.org", "@type": "Bakery", name: "Bäckerei Müller" }));

  it("holds the score, the traffic light, every finding's label, umlauts and the agency", async () => {
    const result = renderCheckResult(analyzeSite(snapshotFor(html), NOW));
    const input = inputFor(result, { agencyName: "Agentur Süd GmbH", businessKind: "Bäckerei" });
    const { text, pages } = await pdfText(await renderCheckReportPdf(input));
    expect(text).toContain("KI-Readiness-Bericht");
    expect(text).toContain(`KI-Readiness-Score: ${result.overallScore} von 100`);
    expect(text).toContain(`Ampel: ${result.trafficLight.label}`);
    expect(text).toContain("Erstellt von Agentur Süd GmbH");
    expect(text).toContain("Angenommene Art des Unternehmens: Bäckerei");
    expect(text).toContain("24. November 2026");
    for (const category of result.categories) {
      expect(text).toContain(`${category.name} – ${category.score} von 100`);
      for (const finding of category.findings) expect(text, finding.id).toContain(finding.label.replace(/\s+/g, " "));
    }
    expect(pages).toBeGreaterThanOrEqual(1 + result.categories.length);
    expect(reportFileName(input)).toBe("ki-readiness-www.praxis-muster.de-2026-11-24.pdf");
  });

  it("draws 80 findings of unbroken words as long as the schema admits, each cut to MAX_WORD_CHARS, into a valid PDF", async () => {
    // Before: wrapping re-measured the rest of a word after every cut; 80 such findings took 65 s.
    const result = renderCheckResult(analyzeSite(snapshotFor(html), NOW));
    const word = (letter: string, length: number) => letter.repeat(length);
    const findings = Array.from({ length: 40 }, (_, i) => ({
      id: `long.${i}`,
      status: "fail",
      label: `Befund ${i} ${word("L", 290)}`,
      evidence: word("E", 3000),
      points: 0,
      maxPoints: 10,
      action: word("A", 2000),
    }));
    const input = checkReportInputSchema.parse({
      result: { ...JSON.parse(JSON.stringify(result)), categories: [0, 1].map((n) => ({ id: `c${n}`, name: `Kategorie ${n}`, weight: 10, score: 0, findings })) },
    });
    expect(input.result.categories.flatMap((c) => c.findings)).toHaveLength(80);
    const { text, pages } = await pdfText(await renderCheckReportPdf(input));
    expect(text).toContain("Befund 39");
    expect(text).toContain(`${word("E", 10)}`);
    expect(text).not.toContain(word("E", MAX_WORD_CHARS));
    expect(text).toContain("…");
    // Cover and two category pages at least; every finding a few lines, not a page each.
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(pages).toBeLessThan(80);
  });

  it("refuses a body that is not a check result", () => {
    expect(checkReportInputSchema.safeParse({ result: { overallScore: 500 } }).success).toBe(false);
    expect(checkReportInputSchema.safeParse({ result: {} }).success).toBe(false);
  });
});

describe.skipIf(!sharedSitesDir())("check report PDF for the shared sites", () => {
  it.each(SHARED_SITE_NAMES)("%s: every finding's label is in the PDF", async (name) => {
    const result = renderCheckResult(analyzeSite(await sharedSiteSnapshot(name), NOW));
    const { text } = await pdfText(await renderCheckReportPdf(inputFor(result)));
    expect(text).toContain(`KI-Readiness-Score: ${result.overallScore} von 100`);
    for (const finding of result.categories.flatMap((c) => c.findings)) expect(text, finding.id).toContain(finding.label.replace(/\s+/g, " "));
  });
});
