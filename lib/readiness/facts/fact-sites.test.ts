import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeSite } from "@/lib/readiness/analyze";
import type { BusinessFacts, SourcedFact } from "@/lib/readiness/business-facts";
import { loadDachGazetteer } from "@/lib/visibility/gazetteer";
import { folderSiteSnapshot, SHARED_SITE_NAMES, sharedSitesDir } from "@/test/shared-sites";

/**
 * The checker's business facts on the fixture sites of test/fact-sites (made from the
 * patterns of issue 32) and on the six real sites of ../shared/sites, compared with
 * facts a person read off the pages and wrote down (expected.json per site), each with
 * the page and element it must be read from.
 */

interface Where {
  page: string;
  element: string;
  certainty?: string;
}

interface Expected {
  origin: string;
  country: { value: string; certainty: string } | null;
  address: ({ streetAddress?: string; postalCode: string; addressLocality: string } & Where) | null;
  telephone: ({ e164: string; type: string } & Where)[];
  email: ({ value: string } & Where) | null;
  openingHours: ({ specifications: { dayOfWeek: string[]; opens: string; closes: string }[]; unparsed: string[] } & Where) | null;
  notFacts: string[];
}

const NOW = new Date("2026-11-29T12:00:00Z");
const sortSpecs = (specs: { dayOfWeek: string[]; opens: string; closes: string }[]) => [...specs].sort((a, b) => `${a.opens}${a.dayOfWeek}`.localeCompare(`${b.opens}${b.dayOfWeek}`));

function expectReadAt(fact: SourcedFact<unknown> | undefined, where: Where): void {
  expect(fact, `no fact, expected one from ${where.page} ${where.element}`).toBeDefined();
  expect(fact!.evidence.map((e) => `${e.page} ${e.element}`)).toContain(`${where.page} ${where.element}`);
  if (where.certainty) expect(fact!.certainty).toBe(where.certainty);
}

/** Compares a site's facts with its expected.json. */
function compare(facts: BusinessFacts, expected: Expected): void {
  if (expected.country) expect(facts.country[0]).toMatchObject(expected.country);
  else expect(facts.country).toEqual([]);

  if (expected.address) {
    const { page, element, certainty, ...value } = expected.address;
    expect(facts.address[0]?.value).toMatchObject(value);
    expectReadAt(facts.address[0], { page, element, certainty });
  } else expect(facts.address).toEqual([]);

  expect(facts.telephone.map((t) => [t.value, t.phoneType])).toEqual(expected.telephone.map((t) => [t.e164, t.type]));
  expected.telephone.forEach((t, i) => expectReadAt(facts.telephone[i], t));

  if (expected.email) {
    expect(facts.email[0]?.value).toBe(expected.email.value);
    expectReadAt(facts.email[0], expected.email);
  } else expect(facts.email).toEqual([]);

  const hours = facts.openingHours.find((h) => h.specifications.length > 0);
  if (expected.openingHours) {
    expect(sortSpecs(hours?.specifications ?? [])).toEqual(sortSpecs(expected.openingHours.specifications));
    expect(hours!.unparsed).toEqual(expected.openingHours.unparsed);
    expectReadAt(hours, expected.openingHours);
  } else expect(hours).toBeUndefined();

  const all = JSON.stringify([facts.address, facts.telephone, facts.email].map((list) => list.map((f) => f.value)));
  for (const notFact of expected.notFacts) expect(all).not.toContain(notFact);
}

const FIXTURES = path.resolve("test/fact-sites");
const fixtureNames = readdirSync(FIXTURES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe("business facts on the fixture sites (test/fact-sites)", () => {
  it("has at least 10 sites from Germany, Austria, Switzerland and Liechtenstein", () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(10);
  });

  it.each(fixtureNames)("%s", async (name) => {
    const expected = JSON.parse(readFileSync(path.join(FIXTURES, name, "expected.json"), "utf8")) as Expected;
    // As the CPU worker checks: with the DACH gazetteer for the country of an address.
    const result = analyzeSite(await folderSiteSnapshot(path.join(FIXTURES, name), expected.origin), NOW, undefined, await loadDachGazetteer());
    compare(result.businessFacts, expected);
  });
});

const shared = sharedSitesDir();

describe.skipIf(!shared)("business facts on the six shared sites (../shared/sites)", () => {
  it.each(SHARED_SITE_NAMES)("%s", async (name) => {
    const expected = JSON.parse(readFileSync(path.join(FIXTURES, "..", "fact-sites-shared", `${name}.json`), "utf8")) as Expected;
    const result = analyzeSite(await folderSiteSnapshot(path.join(shared!, name), expected.origin), NOW, undefined, await loadDachGazetteer());
    compare(result.businessFacts, expected);
  });
});
