import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import * as cheerio from "cheerio";
import { getArticles } from "../lib/blog/articles";
import { SITE_PAGES } from "../content/site-pages";
import { APP_URL } from "../playwright.config";
import { startServerMjs } from "./start-server-mjs";

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

test("a server started with another SITE_URL names it from the first request on, then serves its pages from the cache, and leaves the build's files alone", async ({ request }) => {
  const runtime = "https://runtime.example";
  // What `next build` prerendered: the files every server of this build starts from.
  const seeds = ["index.html", "tool/checker.html", "blog/ki-seo-preise-kosten-2025.html", "robots.txt.body", "sitemap.xml.body", "llms.txt.body"].map((f) => `.next/server/app/${f}`);
  const seedsBefore = seeds.map((f) => readFileSync(f, "utf8"));
  const buildOrigin = new URL(cheerio.load(seedsBefore[0]!)('link[rel="canonical"]').attr("href")!).origin;
  expect(buildOrigin, "the build must name another address than the one the server starts with").not.toBe(runtime);
  const foreign = [buildOrigin, APP_URL];

  const port = 3191 + Number(process.env.E2E_PORT_OFFSET ?? 0);
  const { base, stop } = await startServerMjs(port, { SITE_URL: runtime, PGLITE_DATA_DIR: ".data/e2e-site-url" });
  try {
    for (const path of ["/", "/tool/checker", "/blog/ki-seo-preise-kosten-2025"]) {
      const first = await request.get(`${base}${path}`);
      expect(first.status(), path).toBe(200);
      const html = await first.text();
      const $ = cheerio.load(html);
      const url = `${runtime}${path === "/" ? "" : path}`;
      expect($('link[rel="canonical"]').attr("href")?.replace(/\/$/, ""), path).toBe(url);
      expect($('meta[property="og:url"]').attr("content")?.replace(/\/$/, ""), path).toBe(url);
      const jsonLd = $('script[type="application/ld+json"]').toArray().map((node) => $(node).text()).join("\n");
      expect(jsonLd, path).toContain(`"${runtime}`);
      for (const origin of foreign) expect(html.includes(origin), `${path} names ${origin}`).toBe(false);
      // Rendered once, then answered from Next's cache like a static file.
      expect((await request.get(`${base}${path}`)).headers()["x-nextjs-cache"], path).toBe("HIT");
    }
    const robots = await (await request.get(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${runtime}/sitemap.xml`);
    const sitemap = cheerio.load(await (await request.get(`${base}/sitemap.xml`)).text(), { xml: true });
    const locs = sitemap("loc").toArray().map((el) => sitemap(el).text());
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.filter((loc) => !loc.startsWith(`${runtime}/`))).toEqual([]);
    const llms = await (await request.get(`${base}/llms.txt`)).text();
    expect(llms).toContain(`](${runtime}/tool/checker)`);
    for (const origin of foreign) expect(robots + llms, `robots.txt or llms.txt names ${origin}`).not.toContain(origin);
  } finally {
    stop();
  }
  // Only server.mjs's own call at start may expire the pages.
  for (const authorization of [undefined, "Bearer geraten"]) {
    const res = await request.post("/api/internal/expire-pages", { headers: authorization ? { authorization } : {} });
    expect(res.status(), authorization ?? "no token").toBe(404);
  }
  // The other server of this build still names its own address; the build's files are unchanged.
  const $ = cheerio.load(await (await request.get("/tool/checker")).text());
  expect($('link[rel="canonical"]').attr("href")).toBe(`${APP_URL}/tool/checker`);
  expect(seeds.map((f) => readFileSync(f, "utf8"))).toEqual(seedsBefore);
});
