import { describe, expect, it } from "vitest";
import { kindFixtures, type KindFixture } from "@/test/kind-fixtures";
import { fixKitText, snapshotFor } from "@/test/readiness-helpers";
import { analyzeSite } from "./analyze";
import { assessBusinessKind } from "./business-kind";
import { renderCheckResult } from "./finding-text";
import { fixKitFiles } from "./fix-kit";
import { schemaPrefill } from "./prefill";
import { isOnlineBusinessType } from "@/lib/generators/organization-json-ld";

/**
 * The kind-detection corpus (test/kind-fixtures, README there): 24 online services,
 * agencies and shops and 13 local businesses from DE, AT and CH, with and without
 * structured data. A third is report-only: their figure is printed, never tuned for.
 */
const FIXTURES = kindFixtures();
const NOW = new Date("2026-11-29T10:00:00Z");
/** What only a business with premises is asked for. */
const LOCAL_WORDS = /LocalBusiness|[Öö]ffnungszeit|\bKarte|Kartenlink|Geokoordinaten|\bgeo\b|Anfahrt|Google Maps/;

function outcome(f: KindFixture) {
  return { fixture: f, detected: assessBusinessKind(f.pages).detected };
}

function figure(rows: ReturnType<typeof outcome>[]): string {
  const right = rows.filter((r) => r.detected === r.fixture.expected).length;
  const unclear = rows.filter((r) => r.detected === "unclear").length;
  const falseLocal = rows.filter((r) => r.detected === "local" && r.fixture.expected !== "local").length;
  return `${right}/${rows.length} right, ${unclear} unclear, ${rows.length - right - unclear} wrong (${falseLocal} false "local")`;
}

/** The site as the check fetched it: the home page and, where the corpus has one, its imprint or contact page. */
function snapshotOf(f: KindFixture) {
  const origin = `https://www.${f.name}.example`;
  const second = f.pages.find((p) => p.role === "imprint") ?? f.pages.find((p) => p.role === "contact");
  return snapshotFor(f.pages[0]!.html, {
    finalUrl: `${origin}/`,
    ...(second ? { secondPage: { html: second.html, kind: second.role === "imprint" ? "imprint" : "contact", url: `${origin}${second.path}` } } : {}),
  });
}

describe("kind detection on the fixture corpus", () => {
  it("has at least 20 online services, agencies and shops and 10 local businesses, a third report-only", () => {
    expect(FIXTURES.filter((f) => f.expected !== "local").length).toBeGreaterThanOrEqual(20);
    expect(FIXTURES.filter((f) => f.expected === "local").length).toBeGreaterThanOrEqual(10);
    expect(FIXTURES.filter((f) => f.expected !== "local" && !f.structuredData).length).toBeGreaterThanOrEqual(8);
    expect(new Set(FIXTURES.map((f) => f.country))).toEqual(new Set(["DE", "AT", "CH"]));
    expect(FIXTURES.filter((f) => f.reportOnly).length * 3).toBeGreaterThanOrEqual(FIXTURES.length);
  });

  it("reads each tuning site right or 'unclear', and most of them right", () => {
    const rows = FIXTURES.filter((f) => !f.reportOnly).map(outcome);
    for (const { fixture, detected } of rows) expect([fixture.expected, "unclear"], `${fixture.name}: ${detected}`).toContain(detected);
    expect(rows.filter((r) => r.detected === r.fixture.expected).length / rows.length).toBeGreaterThanOrEqual(0.8);
    console.log(`kind detection, tuning sites: ${figure(rows)}`);
  });

  it("never reads an online service, agency or shop as local (all sites), and prints the report-only figure", () => {
    const all = FIXTURES.map(outcome);
    const falseLocal = all.filter((r) => r.detected === "local" && r.fixture.expected !== "local").map((r) => r.fixture.name);
    expect(falseLocal).toEqual([]);
    const reportOnly = all.filter((r) => r.fixture.reportOnly);
    console.log(`kind detection, report-only sites (${reportOnly.map((r) => r.fixture.name).join(", ")}): ${figure(reportOnly)}`);
  });
});

describe("texts for a business judged non-local", () => {
  const online = FIXTURES.filter((f) => f.expected !== "local").map((f) => ({ f, result: renderCheckResult(analyzeSite(snapshotOf(f), NOW)) }));

  it("no finding, action or category of an online service or shop names LocalBusiness, opening hours or a map", () => {
    const judged = online.filter(({ result }) => result.businessKind.kind === "online-shop" || result.businessKind.kind === "online-service");
    expect(judged.length).toBeGreaterThanOrEqual(20);
    for (const { f, result } of judged) {
      const ownTypes = f.pages.some((p) => p.facts.entities.some((e) => e.types.includes("LocalBusiness")));
      for (const category of result.categories) {
        expect(`${category.name} ${category.description}`, f.name).not.toMatch(LOCAL_WORDS);
        for (const finding of category.findings) {
          expect(`${finding.label} | ${finding.action ?? ""}`, `${f.name} ${finding.id}`).not.toMatch(LOCAL_WORDS);
          // The evidence may quote the page's own markup ("Typ LocalBusiness"), nothing else.
          const evidence = ownTypes ? finding.evidence.replace(/\bLocalBusiness\b/g, "") : finding.evidence;
          expect(evidence, `${f.name} ${finding.id}`).not.toMatch(LOCAL_WORDS);
        }
      }
      for (const action of result.actionItems) expect(action, f.name).not.toMatch(LOCAL_WORDS);
    }
  });

  it("the fix kit gives them Organization or OnlineStore JSON-LD without address, and the pre-fill the generator's online mode without opening hours or address", () => {
    for (const { f, result } of online) {
      if (result.businessKind.kind === "unclear") continue;
      const files = fixKitFiles(result, "2026-11-29", fixKitText);
      const block = files["json-ld.html"];
      if (block) {
        const data = JSON.parse(block.replace(/<!--[\s\S]*?-->\n?/g, "").replace(/<\/?script[^>]*>/g, "")) as Record<string, unknown>;
        // The site's own online type where its markup names one (OnlineBusiness), else the kind's.
        const own = result.siteFacts.businessTypes.find((t) => isOnlineBusinessType(t));
        expect(data["@type"], f.name).toBe(own ?? (result.businessKind.kind === "online-shop" ? "OnlineStore" : "Organization"));
        expect(block, f.name).not.toMatch(/LocalBusiness|openingHours|"geo"|"address"|PostalAddress/);
      }
      expect(files["LIESMICH.txt"], f.name).not.toMatch(LOCAL_WORDS);
      const prefill = schemaPrefill(result);
      expect(prefill.fields.openingHours, f.name).toBeUndefined();
      expect(prefill.fields.street ?? prefill.fields.postalCode ?? prefill.fields.city, f.name).toBeUndefined();
      expect(isOnlineBusinessType(prefill.businessType), f.name).toBe(true);
    }
  });
});
