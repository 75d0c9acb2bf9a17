import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CLAIMS, courseOfferEndsOn, formerPriceCents, type Claims } from "./claims";
import { COURSE_FORMER_PRICE, TOTAL_SLIDES } from "./course";
import { PRODUCTS, productIncludes } from "./products";
import { SNIPPET_PACKAGES } from "./snippet-packages";
import { INDUSTRY_COUNT, INDUSTRY_SNIPPETS } from "./snippets";

const none: Claims = { results: [], resultsSource: null, customers: null, bundleLimit: null, courseOfferEndsOn: null, formerPriceCents: {} };

describe("the claims file", () => {
  it("is off by default: no urgency, results, customer numbers, limits or former prices", () => {
    expect(CLAIMS).toEqual(none);
    expect(Object.values(PRODUCTS).filter((p) => p.originalPriceCents !== undefined)).toEqual([]);
    expect(SNIPPET_PACKAGES.filter((p) => p.originalPriceCents !== undefined)).toEqual([]);
    expect(COURSE_FORMER_PRICE).toBeNull();
  });

  it("strikes a former price through only when it is set and higher than the price", () => {
    const claims: Claims = { ...none, formerPriceCents: { premium_full: 49_700, snippet_course: 9_700 } };
    expect(formerPriceCents("premium_full", 12_900, claims)).toBe(49_700);
    expect(formerPriceCents("snippet_course", 9_700, claims)).toBeUndefined();
    expect(formerPriceCents("gmb-faq", 2_999, claims)).toBeUndefined();
  });

  it("shows a course promotion up to and including its last day, never after", () => {
    const claims: Claims = { ...none, courseOfferEndsOn: "2026-12-31" };
    expect(courseOfferEndsOn("2026-12-30", claims)).toBe("2026-12-31");
    expect(courseOfferEndsOn("2026-12-31", claims)).toBe("2026-12-31");
    expect(courseOfferEndsOn("2027-01-01", claims)).toBeNull();
    expect(courseOfferEndsOn("2026-12-30", none)).toBeNull();
  });
});

describe("counts the site can know", () => {
  it("come from its data: industries from the snippet library, the complete package names all of them", () => {
    expect(INDUSTRY_COUNT).toBe(INDUSTRY_SNIPPETS.length);
    expect(SNIPPET_PACKAGES.find((p) => p.id === "komplett")!.description).toContain(`${INDUSTRY_COUNT} Branchen`);
    expect(productIncludes("gmb-faq").join()).toContain(`${INDUSTRY_COUNT} Branchen`);
    expect(TOTAL_SLIDES).toBe(62);
  });

  // The numbers that used to disagree ("80+", "81", "137", "150+"; "über 250 Folien"; 30 vs
  // 90 days) and the static urgency and result claims must not come back as fixed text.
  const FIXED_TEXT = [
    /\b\d+\+ ?(Branchen|Snippets)/,
    /über \d+ (Branchen|Folien|Slides)/i,
    /\b(30|90) Tage(n)? Geld-zurück/,
    /Aktion endet/,
    /ersten 30 Kunden/,
    /347 ?%/,
    /1000 Kunden/,
    /Lifetime|Priority|Naming Conventions|Advanced Techniques|Simulationsfaktor/,
  ];
  const root = path.resolve(__dirname, "..");
  const files = [
    "messages/de.json",
    ...readdirSync(path.join(root, "content")).filter((f) => /\.ts$/.test(f) && !f.endsWith(".test.ts") && f !== "claims.ts").map((f) => `content/${f}`),
    "app/_components/home-sections.tsx",
    "app/_components/home-offers.tsx",
    "app/_components/home-parts.tsx",
    "app/page.tsx",
  ];

  it.each(files)("%s states no fixed count, urgency or unverified result", (file) => {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const pattern of FIXED_TEXT) expect(text, `${file}: ${pattern}`).not.toMatch(pattern);
  });
});
