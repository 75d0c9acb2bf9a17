import { expect, test } from "@playwright/test";
import * as cheerio from "cheerio";
import { getArticles } from "../lib/blog/articles";
import { SITE_PAGES } from "../lib/site-pages";
import { APP_URL } from "../playwright.config";

/**
 * Metadata of every indexable page as a crawler and a shared link read it. The app under
 * test was built without SITE_URL and started with SITE_URL=APP_URL, so absolute URLs
 * naming APP_URL prove that the address is read when the server starts.
 */
const INDEXABLE = [...SITE_PAGES.map((p) => p.path), ...getArticles().map((a) => `/blog/${a.slug}`)];

test("every indexable page has a canonical, og:url, og:image, a title of at most 60 and a description of 50-160 characters", async ({ request }) => {
  const problems: string[] = [];
  for (const path of INDEXABLE) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const $ = cheerio.load(await res.text());
    const url = `${APP_URL}${path === "/" ? "" : path}`;
    const canonical = $('link[rel="canonical"]').attr("href");
    const ogUrl = $('meta[property="og:url"]').attr("content");
    const ogImage = $('meta[property="og:image"]').attr("content");
    const title = $("title").text();
    const description = $('meta[name="description"]').attr("content") ?? "";
    if (canonical?.replace(/\/$/, "") !== url) problems.push(`${path}: canonical ${canonical}`);
    if (ogUrl?.replace(/\/$/, "") !== url) problems.push(`${path}: og:url ${ogUrl}`);
    if (!ogImage?.startsWith(`${APP_URL}/`)) problems.push(`${path}: og:image ${ogImage}`);
    else {
      const image = await request.get(ogImage);
      if (image.status() !== 200 || !image.headers()["content-type"]?.startsWith("image/")) problems.push(`${path}: og:image ${ogImage} answers ${image.status()}`);
    }
    if (title.length === 0 || title.length > 60) problems.push(`${path}: title of ${title.length} characters: ${title}`);
    if (description.length < 50 || description.length > 160) problems.push(`${path}: description of ${description.length} characters`);
    for (const node of $('script[type="application/ld+json"]').toArray()) {
      const text = $(node).text();
      if (/localhost:3000/.test(text)) problems.push(`${path}: JSON-LD names the build's default address`);
    }
  }
  expect(problems).toEqual([]);
});

test("robots.txt, the sitemap and the favicon: the running server's address, each article's own lastmod", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);
  const sitemap = cheerio.load(await (await request.get("/sitemap.xml")).text(), { xml: true });
  for (const article of getArticles()) {
    const entry = sitemap("url").filter((_, el) => sitemap(el).find("loc").text() === `${APP_URL}/blog/${article.slug}`);
    expect(entry.length, article.slug).toBe(1);
    expect(entry.find("lastmod").text().slice(0, 10), article.slug).toBe(article.updated ?? article.date);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

test("the site's own pages score at least 90 (KI-optimiert) in its own checker", async ({ request }) => {
  const scores: Record<string, number> = {};
  for (const path of ["/", "/ki-search-tool", "/tool/checker", "/blog", "/blog/ki-seo-preise-kosten-2025", "/geo-services", "/snippet-pakete"]) {
    const res = await request.post("/api/website-check", { data: { url: `${APP_URL}${path}` } });
    expect(res.status(), path).toBe(200);
    scores[path] = (await res.json()).overallScore;
  }
  expect(Object.entries(scores).filter(([, score]) => score < 90)).toEqual([]);
});
