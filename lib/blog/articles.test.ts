import { describe, expect, it } from "vitest";
import { BLOG_CATEGORIES, getArticles, parseArticle } from "./articles";
import { blogPostingJsonLd } from "./structured-data";

const VALID = `---
title: "Was kostet KI-SEO? Preise, Preisfallen und die 10:1-Regel"
description: "${"Eine Beschreibung mit genug Zeichen für die Meta-Description dieses Beispielartikels, ".repeat(2).slice(0, 150)}"
excerpt: "Ein kurzer Anriss des Artikels für die Karte im Blog."
category: "Preisvergleich"
date: 2025-09-17
updated: 2026-11-15
readTime: 7
author: "Redaktion KI-Sichtbarkeit"
featured: true
keywords: ["ki-seo kosten", "geo preise"]
imageAlt: "Titelbild zum Artikel über KI-SEO-Preise"
related: []
---
## Preisfallen & Kosten

Text mit [Live-Test](/ki-search-tool) und [schema.org](https://schema.org/LocalBusiness).

| Stufe | Preis |
|---|---|
| Starter | 199 € |
`;

describe("parseArticle", () => {
  it("reads the frontmatter, renders Markdown with heading ids, safe external links and scrollable tables", () => {
    const article = parseArticle("beispiel", VALID);
    expect(article).toMatchObject({ slug: "beispiel", category: "Preisvergleich", date: "2025-09-17", updated: "2026-11-15", readTime: 7, featured: true });
    expect(article.headings).toEqual([{ id: "preisfallen-kosten", text: "Preisfallen & Kosten" }]);
    expect(article.html).toContain('<h2 id="preisfallen-kosten">');
    expect(article.html).toContain('<a href="/ki-search-tool">Live-Test</a>');
    expect(article.html).toContain('<a href="https://schema.org/LocalBusiness" target="_blank" rel="noopener noreferrer">schema.org</a>');
    expect(article.html).toMatch(/<div class="table-scroll" tabindex="0" role="region" aria-label="[^"]+"><table>[\s\S]*<\/table><\/div>/);
  });

  it.each([
    ["a missing frontmatter", "## Nur Text"],
    ["an unknown category", VALID.replace('category: "Preisvergleich"', 'category: "Sonstiges"')],
    ["a date in the wrong format", VALID.replace("date: 2025-09-17", 'date: "17.09.2025"')],
    ["a description that is too short", VALID.replace(/description: ".*"/, 'description: "zu kurz"')],
    ["an unknown field", VALID.replace("featured: true", "featured: true\nhero: bild.jpg")],
    ["a missing read time", VALID.replace("readTime: 7\n", "")],
  ])("refuses %s, naming the article", (_label, source) => {
    expect(() => parseArticle("kaputt", source)).toThrow(/^Artikel kaputt: /);
  });
});

describe("the nine articles", () => {
  const articles = getArticles();

  it("are the nine published slugs with their categories, dates and read times", () => {
    const bySlug = Object.fromEntries(articles.map((a) => [a.slug, a]));
    expect(Object.keys(bySlug).sort()).toEqual(
      [
        "chatgpt-fuer-lokale-unternehmen-2025",
        "dsgvo-konforme-ki-tools",
        "geo-snippets-praxisbeispiel-muenchen",
        "ki-monitoring-tools-2025",
        "ki-seo-fuer-handwerker",
        "ki-seo-preise-kosten-2025",
        "local-seo-vs-ki-seo-2025",
        "lokale-ki-suche-ohne-google-my-business",
        "schema-org-vs-ki-snippets",
      ].sort(),
    );
    const table: [string, string, string, number][] = [
      ["dsgvo-konforme-ki-tools", "Recht & Sicherheit", "2025-09-13", 5],
      ["ki-seo-fuer-handwerker", "Branchen-Guide", "2025-09-14", 7],
      ["lokale-ki-suche-ohne-google-my-business", "B2B-Strategie", "2025-09-11", 6],
      ["schema-org-vs-ki-snippets", "Technisches SEO", "2025-09-12", 9],
      ["ki-monitoring-tools-2025", "Tool-Vergleich", "2025-09-17", 8],
      ["local-seo-vs-ki-seo-2025", "Strategievergleich", "2025-09-17", 10],
      ["ki-seo-preise-kosten-2025", "Preisvergleich", "2025-09-17", 7],
    ];
    for (const [slug, category, date, readTime] of table) expect(bySlug[slug]).toMatchObject({ category, date, readTime });
    expect(bySlug["geo-snippets-praxisbeispiel-muenchen"]!.category).toBe("Praxisbeispiel");
  });

  it("have 5 featured articles, every category of BLOG_CATEGORIES and 600 to 1500 words each", () => {
    expect(articles.filter((a) => a.featured)).toHaveLength(5);
    expect(new Set(articles.map((a) => a.category))).toEqual(new Set(BLOG_CATEGORIES));
    for (const a of articles) {
      expect(a.wordCount, a.slug).toBeGreaterThanOrEqual(600);
      expect(a.wordCount, a.slug).toBeLessThanOrEqual(1500);
    }
  });

  it("name every scrollable region (table, code block) differently, as a screen reader's landmark list needs", () => {
    for (const a of articles) {
      const labels = [...a.html.matchAll(/role="region" aria-label="([^"]+)"/g)].map((m) => m[1]);
      expect(new Set(labels).size, `${a.slug}: ${labels.join(" | ")}`).toBe(labels.length);
    }
    expect(articles.some((a) => (a.html.match(/role="region"/g) ?? []).length > 1)).toBe(true);
  });

  it("give every table header cell a text (no empty <th>)", () => {
    for (const a of articles) expect(a.html, a.slug).not.toMatch(/<th[^>]*>\s*<\/th>/);
  });

  it("link only to pages that exist on the site", () => {
    const allowed = /^\/(ki-search-tool|tool\/(checker|schema|meta|robots|sitemap)|geo-services|snippet-pakete|snippet-course|blog(\/[a-z0-9-]+)?)?$/;
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      for (const [, href] of a.html.matchAll(/<a href="(\/[^"#]*)/g)) {
        expect(href, `${a.slug} → ${href}`).toMatch(allowed);
        if (href!.startsWith("/blog/")) expect(slugs.has(href!.slice(6)), `${a.slug} → ${href}`).toBe(true);
      }
    }
  });

  it("each get BlogPosting structured data with the properties Google asks for", () => {
    for (const a of articles) {
      const graph = blogPostingJsonLd(a)["@graph"];
      const posting = graph.find((n) => n["@type"] === "BlogPosting") as Record<string, unknown>;
      expect(posting).toMatchObject({
        headline: a.title,
        description: a.description,
        image: expect.stringMatching(new RegExp(`/blog/${a.slug}/opengraph-image$`)),
        datePublished: a.date,
        dateModified: a.updated ?? a.date,
        author: { "@type": "Organization", name: a.author },
        publisher: { "@id": expect.stringContaining("#organization") },
      });
      expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
    }
  });
});
