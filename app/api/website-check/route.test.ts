/**
 * Integration tests of POST /api/website-check: the real route, service, SSRF-guarded
 * fetcher and analysis, checking the fixture websites of test/fixture-sites served on
 * 127.0.0.1 (reachable only with OUTBOUND_ALLOW_PRIVATE=1). Only the database is replaced.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetLimits } from "@/test/route-test-db";
import { startFixtureSites, type FixtureSites } from "@/test/fixture-sites/server";
import type { ShownFinding, WebsiteCheckResult } from "@/lib/readiness/types";

const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));

const ALERT_BLANK = "Bitte geben Sie eine Website-URL ein!";
const CLIENT_IP = "203.0.113.99";

let sites: FixtureSites;

beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(async () => {
  await sites.close();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await resetLimits();
  db.usageEvent.create.mockClear();
});

async function loadRoute(env: Record<string, string> = {}) {
  const defaults: Record<string, string> = {
    OUTBOUND_ALLOW_PRIVATE: "1",
    CHECKER_RATE_LIMIT_PER_HOUR: "0",
    TRUSTED_PROXY_COUNT: "1",
    COUNTRY_HEADER: "cf-ipcountry",
    DATABASE_URL: "",
  };
  for (const [key, value] of Object.entries({ ...defaults, ...env })) vi.stubEnv(key, value);
  vi.resetModules();
  return (await import("./route")).POST;
}

function post(body: unknown): Request {
  return new Request("http://localhost/api/website-check", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": CLIENT_IP, "cf-ipcountry": "AT" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function check(url: string, env: Record<string, string> = {}): Promise<WebsiteCheckResult> {
  const POST = await loadRoute(env);
  const res = await POST(post({ url }));
  expect(res.status).toBe(200);
  return (await res.json()) as WebsiteCheckResult;
}

async function checkFails(url: unknown, env: Record<string, string> = {}): Promise<{ status: number; error: string }> {
  const POST = await loadRoute(env);
  const res = await POST(post(url === undefined ? {} : { url }));
  return { status: res.status, error: ((await res.json()) as { error: string }).error };
}

function finding(result: WebsiteCheckResult, id: string): ShownFinding {
  const found = result.categories.flatMap((c) => c.findings).find((f) => f.id === id);
  if (!found) throw new Error(`no finding ${id}`);
  return found;
}

/** Asserts the named findings of `result`: each field as given, except `evidence`, which need only be part of the finding's evidence. */
function expectFindings(result: WebsiteCheckResult, expected: Record<string, Partial<Pick<ShownFinding, "status" | "points" | "reason" | "tool" | "blocker" | "evidence">>>) {
  for (const [id, { evidence, ...fields }] of Object.entries(expected)) {
    expect(finding(result, id), id).toMatchObject(evidence === undefined ? fields : { ...fields, evidence: expect.stringContaining(evidence) });
  }
}

describe("POST /api/website-check on fixture websites", () => {
  it("rates a well-made practice site green, with evidence for every category", async () => {
    const result = await check(`${sites.urls.good}/`);
    expect(result.overallScore).toBeGreaterThanOrEqual(80);
    expect(result.trafficLight).toEqual({ level: "green", label: "KI-optimiert" });
    expect(result.categories.map((c) => c.name)).toEqual([
      "Strukturierte Daten",
      "Meta-Tags & Titel",
      "FAQ-Inhalte",
      "robots.txt & Sitemap",
      "Lokale Unternehmensinfos",
      "Content-Struktur",
    ]);
    for (const category of result.categories) {
      expect(category).toMatchObject({ icon: expect.any(String), description: expect.any(String), issues: expect.any(Array), suggestions: expect.any(Array) });
      expect(category.score).toBeGreaterThanOrEqual(80);
    }
    expectFindings(result, {
      "structured-data.business": { evidence: "Dentist" },
      "faq.markup": { status: "pass", points: 30, evidence: "3 Fragen, davon 3 auch sichtbar" },
      "crawling.sitemap": { evidence: "5 URLs" },
      "crawling.llms-txt": { status: "pass" },
      "local.address": { evidence: "10115 Berlin" },
      "local.nap-consistency": { status: "pass" },
      "meta.title": { evidence: "(53 Zeichen)" },
    });
    expect(result.cappedBy).toEqual([]);
    expect(result.resources.robotsTxt).toEqual({ url: `${sites.urls.good}/robots.txt`, status: 200 });
  });

  it("rates a bare page red and puts the JSON-LD block first among the actions", async () => {
    const result = await check(sites.urls.poor);
    expect(result.overallScore).toBeLessThan(60);
    expect(result.trafficLight).toEqual({ level: "red", label: "Optimierung erforderlich" });
    expectFindings(result, {
      "meta.description": { status: "fail", evidence: "Keine Meta-Description gefunden." },
      "meta.title": { evidence: "„Home“ (4 Zeichen)" },
      "content.h1": { status: "fail" },
      "content.image-alt": { evidence: "0 von 2 Bildern" },
      "local.impressum": { status: "fail" },
    });
    expect(result.actions[0]).toMatchObject({ categoryId: "structured-data", tool: "/tool/schema" });
    expect(result.actionItems).toEqual(result.actions.map((a) => a.text));
    const impacts = result.actions.map((a) => a.impact);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
  });

  it("reports a JSON-LD block with a syntax error and still reads the valid one", async () => {
    const result = await check(sites.urls["broken-jsonld"]);
    const valid = finding(result, "structured-data.valid");
    expect(valid.status).toBe("fail");
    expect(valid.evidence).toContain("Block 1");
    expect(valid.evidence).toContain("kein gültiges JSON");
    expectFindings(result, {
      "structured-data.website": { status: "pass" },
      "structured-data.business": { status: "fail" },
    });
  });

  it("caps a site that shuts out every AI answer crawler, naming each blocked crawler and its rule", async () => {
    const result = await check(sites.urls["blocked-ai"]);
    const ai = finding(result, "crawling.ai-answer-crawlers");
    expect(ai).toMatchObject({ status: "fail", points: 0 });
    for (const token of ["OAI-SearchBot", "ChatGPT-User", "Claude-SearchBot", "PerplexityBot", "DuckAssistBot"]) expect(ai.evidence).toContain(token);
    expect(ai.evidence).toContain("Disallow: /");
    expectFindings(result, {
      "crawling.search-engines": { status: "pass", points: 25 },
      "crawling.ai-training-crawlers": { evidence: "GPTBot" },
    });
    expect(result.overallScore).toBeLessThanOrEqual(59);
    expect(result.cappedBy).toHaveLength(1);
    expect(result.actions[0]).toMatchObject({ critical: true, tool: "/tool/robots" });
  });

  it("finds noindex in both the robots meta tag and the X-Robots-Tag header", async () => {
    const result = await check(sites.urls.noindex);
    const indexable = finding(result, "meta.indexable");
    expect(indexable.status).toBe("fail");
    expect(indexable.evidence).toContain('content="noindex, nofollow"');
    expect(indexable.evidence).toContain("X-Robots-Tag: noindex");
    expect(result.overallScore).toBeLessThanOrEqual(59);
    expect(result.trafficLight.level).toBe("red");
  });

  it("treats a missing robots.txt as allow-all and reports the missing sitemap and llms.txt", async () => {
    const result = await check(sites.urls["no-robots"]);
    expectFindings(result, {
      "crawling.robots-file": { status: "warn", points: 8, evidence: "HTTP 404" },
      "crawling.ai-answer-crawlers": { points: 25 },
      "crawling.sitemap": { status: "fail", tool: "/tool/sitemap" },
      "crawling.llms-txt": { points: 0 },
    });
    expect(result.cappedBy).toEqual([]);
  });

  it("detects Microdata and RDFa when there is no JSON-LD", async () => {
    const result = await check(sites.urls.microdata);
    const present = finding(result, "structured-data.present");
    expect(present).toMatchObject({ status: "warn", points: 10 });
    expect(present.evidence).toContain("Microdata (AutoRepair");
    expect(present.evidence).toContain("RDFa (Organization)");
  });

  it("decodes an ISO-8859-1 page", async () => {
    const result = await check(sites.urls.latin1);
    expectFindings(result, {
      "meta.title": { evidence: "„Metzgerei Müller – Fleisch & Wurst aus Nürnberg“" },
      "content.h1": { evidence: "Metzgerei Müller in Nürnberg" },
    });
  });

  it("checks only the first 5 MB of a huge page and says so", async () => {
    const result = await check(sites.urls.large);
    expect(result.page.truncated).toBe(true);
    expect(result.page.bytes).toBe(5 * 1024 * 1024);
    expect(finding(result, "content.html-size")).toMatchObject({ status: "fail", points: 0 });
    // The Impressum link sits after the cut.
    expect(finding(result, "local.impressum").status).toBe("fail");
  });

  it("follows a redirect chain and reports every hop", async () => {
    const result = await check(`${sites.urls.redirects}/start`);
    expect(result.requestedUrl).toBe(`${sites.urls.redirects}/start`);
    expect(result.finalUrl).toBe(`${sites.urls.redirects}/`);
    expect(result.redirects.map((r) => r.status)).toEqual([301, 302, 307]);
    expect(result.trafficLight.level).toBe("green");
  });

  it("caps a site whose robots.txt answers 503: crawlers must treat it as fully disallowed (RFC 9309)", async () => {
    const result = await check(sites.urls["robots-5xx"]);
    expectFindings(result, {
      "crawling.robots-file": { status: "fail", points: 0 },
      "crawling.search-engines": { points: 0 },
    });
    expect(result.overallScore).toBeLessThanOrEqual(59);
  });

  it("records one usage event of the checker with an anonymised address and no URL", async () => {
    await check(sites.urls.good);
    await vi.waitFor(() => expect(db.usageEvent.create).toHaveBeenCalledTimes(1));
    const data = db.usageEvent.create.mock.calls[0]![0].data;
    expect(data).toMatchObject({ tool: "checker", country: "AT", ipAnonymized: "203.0.113.0" });
    expect(JSON.stringify(data)).not.toContain("127.0.0.1");
  });
});

describe("POST /api/website-check: what AI crawlers see", () => {
  it("follows a meta refresh once, checks its target and reports the hop", async () => {
    const origin = sites.urls["meta-refresh"];
    const result = await check(`${origin}/weiter`);
    expect(result.finalUrl).toBe(`${origin}/`);
    expect(result.metaRefresh).toEqual({ fromUrl: `${origin}/weiter`, target: `${origin}/`, delaySeconds: 0 });
    expectFindings(result, {
      // 0 of its points: "Nicht erfüllt", never "Teilweise erfüllt" (issue 33, status words that match the points).
      "crawling.client-redirect": { status: "fail", reason: "meta-refresh" },
      "meta.canonical": { status: "pass" },
    });
    expect(result.overallScore).toBeGreaterThanOrEqual(80);
  });

  it("says that AI crawlers see almost nothing of a React app shell", async () => {
    const result = await check(`${sites.urls["app-shell"]}/`);
    const f = finding(result, "content.javascript-only");
    expect(f).toMatchObject({ status: "fail", reason: "app-shell" });
    expect(f.evidence).toContain("lesen im HTML nur 0 Wörter");
    expect(f.evidence).toContain("(React)");
  });

  it("reads the imprint the home page links to and names the page each business fact came from", async () => {
    const origin = sites.urls["mixed-signals"];
    const result = await check(`${origin}/`);
    expect(result.resources.secondPage).toEqual({ url: `${origin}/impressum`, status: 200, kind: "imprint" });
    expect(result.businessFacts.telephone).toEqual([
      expect.objectContaining({ value: "+492211234567", source: "home-page", url: `${origin}/`, certainty: "uncertain" }),
      expect.objectContaining({ value: "+492217654321", source: "imprint-page", url: `${origin}/impressum`, certainty: "uncertain" }),
    ]);
    // A reserved example domain (RFC 2606) is a placeholder, not the business's address.
    expect(result.businessFacts.email.map((e) => e.value)).not.toContain("salon@schnittpunkt.example");
    expect(finding(result, "local.nap-consistency").evidence).toContain("Telefon „0221 1234567“ (Startseite) im Impressum");
    // The Lighthouse problems of this page, one finding each.
    expectFindings(result, {
      "meta.title": { reason: "empty" },
      "meta.canonical": { reason: "relative" },
      "meta.hreflang": { reason: "invalid" },
      "crawling.robots-file": { reason: "syntax" },
      "crawling.crawlable-links": { status: "warn" },
      "content.link-text": { evidence: `„hier“ → ${origin}/preise` },
      "content.image-alt": { status: "warn" },
    });
  });
});

describe("POST /api/website-check on error pages", () => {
  it("checks a home page answering HTTP 404 with an HTML error page", async () => {
    const result = await check(`${sites.urls["error-page"]}/`);
    expect(finding(result, "crawling.http-status").evidence).toContain("antwortet mit HTTP 404");
    expect(result.cappedBy).toEqual(["Die Seite antwortet mit HTTP 404."]);
  });

  it("checks a page answering HTTP 404 and caps the score with the status as a blocker", async () => {
    const result = await check(`${sites.urls.good}/gibt-es-nicht`);
    expect(result.page.status).toBe(404);
    expectFindings(result, {
      "crawling.http-status": { status: "fail", points: 0, reason: "http-error", blocker: "Die Seite antwortet mit HTTP 404.", evidence: "antwortet mit HTTP 404 (Nicht gefunden)" },
    });
    expect(result.cappedBy).toContain("Die Seite antwortet mit HTTP 404.");
    expect(result.overallScore).toBeLessThanOrEqual(59);
    expect(result.actions[0]).toMatchObject({ findingId: "crawling.http-status", critical: true });
  });
});

describe("POST /api/website-check errors", () => {
  it.each([
    [undefined, 400, ALERT_BLANK],
    ["", 400, ALERT_BLANK],
    ["   ", 400, ALERT_BLANK],
    ["keine url", 400, "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein."],
    ["ftp://example.de/", 400, "Nur Adressen mit http:// oder https:// können geprüft werden."],
  ])("answers %j with %i and a German message", async (url, status, message) => {
    expect(await checkFails(url)).toEqual({ status, error: message });
    expect(db.usageEvent.create).not.toHaveBeenCalled();
  });

  it("refuses a body that is not JSON", async () => {
    const POST = await loadRoute();
    const res = await POST(post("{url:"));
    expect(res.status).toBe(400);
  });

  it("refuses loopback addresses unless OUTBOUND_ALLOW_PRIVATE is set, counting nothing", async () => {
    const failed = await checkFails(sites.urls.good, { OUTBOUND_ALLOW_PRIVATE: "", CHECKER_RATE_LIMIT_PER_HOUR: "5" });
    expect(failed.status).toBe(400);
    expect(failed.error).toContain("internen oder privaten Netz");
    expect(db.usageEvent.create).not.toHaveBeenCalled();
    const { usedPoints, clientKey } = await import("@/lib/limits/limits");
    expect(await usedPoints("checker", clientKey(CLIENT_IP))).toBe(0);
  });

  it("refuses the cloud metadata address even with a scheme-less URL", async () => {
    const failed = await checkFails("169.254.169.254/latest/meta-data/", { OUTBOUND_ALLOW_PRIVATE: "" });
    expect(failed.status).toBe(400);
  });

  it("explains a page that is not HTML", async () => {
    const failed = await checkFails(sites.urls["non-html"]);
    expect(failed.status).toBe(422);
    expect(failed.error).toContain("keine HTML-Seite, sondern eine Datei vom Typ application/pdf");
  });


  it("stops a redirect loop after 5 redirects", async () => {
    const failed = await checkFails(`${sites.urls.redirects}/schleife`);
    expect(failed.status).toBe(422);
    expect(failed.error).toContain("mehr als 5-mal weiter");
  });

  it("explains an unknown domain", async () => {
    const failed = await checkFails("https://diese-domain-gibt-es-nicht.invalid/");
    expect(failed.status).toBe(422);
    expect(failed.error).toContain("wurde nicht gefunden");
  });

  it("explains a site that refuses connections", async () => {
    const failed = await checkFails("http://127.0.0.1:9/");
    expect(failed.status).toBe(502);
    expect(failed.error).toContain("nicht erreichbar");
  });

  it("limits checks per client and hour with Retry-After", async () => {
    const POST = await loadRoute({ CHECKER_RATE_LIMIT_PER_HOUR: "1" });
    expect((await POST(post({ url: sites.urls.good }))).status).toBe(200);
    const limited = await POST(post({ url: sites.urls.good }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { error: string }).error).toContain("1 Website-Checks pro Stunde");
  });
});
