/**
 * The checked page is parsed once in the CPU worker pool: the fetch step's pageLinks task
 * reads it and hands its facts on; the analyze and llms.txt tasks use them instead of
 * parsing again, and their results are the same as with a parse of their own.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { SiteSnapshot } from "@/lib/readiness/types";
import { jsonLd, page, snapshotFor } from "@/test/readiness-helpers";
import { closeCpuPool, runCpuTask } from "./pool";

const ORIGIN = "https://www.baeckerei-korn.at";
const HTML = page(
  `<h1>Bäckerei Korn</h1><p>Brot und Gebäck aus Salzburg seit 1921.</p>
   <footer><p>Bäckerei Korn, Getreidegasse 9, 5020 Salzburg</p><p>Tel. <a href="tel:+436628123">0662 8123</a></p>
   <p>Öffnungszeiten: Mo–Fr 06:30–18:00 Uhr</p><a href="/impressum">Impressum</a><a href="/kontakt">Kontakt</a></footer>`,
  `<title>Bäckerei Korn – Salzburg</title>${jsonLd({ "@context": "https://schema.org", "@type": "Bakery", name: "Bäckerei Korn" })}`,
);
const NOW = "2026-11-29T12:00:00.000Z";

afterAll(() => closeCpuPool());

async function withPageFacts(snapshot: SiteSnapshot): Promise<SiteSnapshot> {
  const read = await runCpuTask("pageLinks", { html: snapshot.page.html, url: snapshot.finalUrl });
  expect(read.factPageLinks.map((l) => l.kind)).toEqual(["imprint", "contact"]);
  return { ...snapshot, pageFacts: read.pageFacts };
}

describe("the home page parsed once in the worker pool", () => {
  it("the analysis with the fetch step's facts equals the analysis that parses the page itself", async () => {
    const plain = snapshotFor(HTML, { finalUrl: `${ORIGIN}/` });
    const seeded = await withPageFacts(plain);
    expect(seeded.pageFacts?.facts.title).toBe("Bäckerei Korn – Salzburg");
    const [own, handed] = await Promise.all([runCpuTask("analyze", { snapshot: plain, now: NOW }), runCpuTask("analyze", { snapshot: seeded, now: NOW })]);
    expect(handed).toEqual(own);
    expect(await runCpuTask("llmsPageUrls", seeded)).toEqual(await runCpuTask("llmsPageUrls", plain));
  });

  it("uses the handed facts instead of parsing (a changed title shows), only for the checked URL", async () => {
    const seeded = await withPageFacts(snapshotFor(HTML, { finalUrl: `${ORIGIN}/` }));
    const marked = { ...seeded, pageFacts: { ...seeded.pageFacts!, facts: { ...seeded.pageFacts!.facts, title: "Aus dem Abruf gelesen" } } };
    const titleOf = async (snapshot: SiteSnapshot) =>
      (await runCpuTask("analyze", { snapshot, now: NOW })).categories.flatMap((c) => c.findings).find((f) => f.id === "meta.title")?.evidence;
    expect(JSON.stringify(await titleOf(marked))).toContain("Aus dem Abruf gelesen");
    // Facts of another URL (the page before a meta refresh) are not taken for the checked page.
    const elsewhere = { ...marked, pageFacts: { ...marked.pageFacts, url: `${ORIGIN}/alt` } };
    expect(JSON.stringify(await titleOf(elsewhere))).toContain("Bäckerei Korn – Salzburg");
  });
});
