import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractPageFacts } from "@/lib/readiness/page-facts";
import { snapshotFor, page, urlset } from "@/test/readiness-helpers";
import { resolveStaticFile } from "@/test/static-site-server";
import { SHARED_SITE_NAMES, sharedSiteSnapshot, sharedSitesDir } from "@/test/shared-sites";
import { draftPageUrls, llmsDraftOf, type DescribedPage } from "./draft";
import { buildLlmsTxt, llmsTxtProblems } from "./format";

describe("buildLlmsTxt", () => {
  it("writes H1, one blockquote and link lists in the llmstxt.org order", () => {
    const text = buildLlmsTxt({
      name: "Praxis Dr. Muster",
      summary: "Zahnarztpraxis in\nBerlin-Mitte.",
      sections: [
        { title: "Seiten", links: [{ title: "Leistungen [neu]", url: "https://praxis.de/leistungen", description: "Prophylaxe und Implantate." }, { title: "Team", url: "https://praxis.de/über uns" }] },
        { title: "Optional", links: [] },
      ],
    });
    expect(text).toBe(
      "# Praxis Dr. Muster\n\n> Zahnarztpraxis in Berlin-Mitte.\n\n## Seiten\n\n- [Leistungen \\[neu\\]](https://praxis.de/leistungen): Prophylaxe und Implantate.\n- [Team](https://praxis.de/über%20uns)\n",
    );
    expect(llmsTxtProblems(text)).toEqual([]);
  });

  it("needs a name", () => {
    expect(() => buildLlmsTxt({ name: " ", summary: "", sections: [] })).toThrow();
  });

  it.each([
    ["no-h1-first", "Hallo\n# Titel\n"],
    ["several-blockquotes", "# A\n> x\n\n> y\n"],
    ["blockquote-after-section", "# A\n\n## S\n\n> spät\n- [x](https://a.de)\n"],
    ["bad-list-item", "# A\n\n## S\n\n- nur Text\n"],
    ["empty-section", "# A\n\n## Leer\n\n## S\n\n- [x](https://a.de)\n"],
  ] as const)("finds what breaks the format: %s", (problem, text) => {
    expect(llmsTxtProblems(text)).toContain(problem);
  });
});

describe("llms.txt draft of a made-up site", () => {
  it("lists the sitemap's pages with their titles, legal pages under Optional", () => {
    const html = page(`<h1>Praxis</h1>`, `<title>Praxis Muster | Zahnarzt Berlin</title><meta name="description" content="Ihre Zahnarztpraxis in Berlin.">`);
    const snapshot = snapshotFor(html, { sitemap: urlset(["https://www.praxis-muster.de/", "https://www.praxis-muster.de/leistungen", "https://www.praxis-muster.de/impressum", "https://andere.de/x", "https://www.praxis-muster.de/flyer.pdf"]) });
    expect(draftPageUrls(snapshot)).toEqual(["https://www.praxis-muster.de/leistungen", "https://www.praxis-muster.de/impressum"]);
    const text = buildLlmsTxt(
      llmsDraftOf(snapshot, [
        { url: "https://www.praxis-muster.de/leistungen", heading: "Leistungen | Praxis Muster", description: "Prophylaxe, Implantate." },
        { url: "https://www.praxis-muster.de/impressum", heading: "Impressum – Praxis Muster", description: null },
      ]),
    );
    expect(text).toBe(
      "# Praxis Muster\n\n> Ihre Zahnarztpraxis in Berlin.\n\n## Seiten\n\n- [Startseite](https://www.praxis-muster.de/): Ihre Zahnarztpraxis in Berlin.\n- [Leistungen](https://www.praxis-muster.de/leistungen): Prophylaxe, Implantate.\n\n## Optional\n\n- [Impressum](https://www.praxis-muster.de/impressum)\n",
    );
  });
});

describe.skipIf(!sharedSitesDir())("llms.txt drafts of the six shared sites", () => {
  it.each(SHARED_SITE_NAMES)("%s: a well-formed draft with the site's pages", async (name) => {
    const snapshot = await sharedSiteSnapshot(name);
    const urls = draftPageUrls(snapshot);
    // The restaurant's site is one page; the others link to theirs.
    if (name !== "gasthaus-gundel") expect(urls.length).toBeGreaterThan(1);
    const root = path.join(sharedSitesDir()!, name);
    const pages: DescribedPage[] = [];
    for (const url of urls) {
      const file = await resolveStaticFile(root, new URL(url).pathname);
      if (!file) continue;
      const facts = extractPageFacts(await readFile(file, "utf8"), url);
      pages.push({ url, heading: facts.headings.find((h) => h.level === 1)?.text ?? null, description: facts.metaDescription });
    }
    const text = buildLlmsTxt(llmsDraftOf(snapshot, pages));
    expect(llmsTxtProblems(text)).toEqual([]);
    expect(text.split("\n")[0]).toMatch(/^# \S/);
    expect(text).toContain("## Seiten\n\n- [Startseite](");
    expect(text.match(/^- \[/gm)!.length).toBeGreaterThanOrEqual(1 + pages.filter((p) => !/impressum|datenschutz/i.test(p.url)).length);
  });
});
