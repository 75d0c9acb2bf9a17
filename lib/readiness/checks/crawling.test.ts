import { describe, expect, it } from "vitest";
import { AI_CRAWLERS } from "@/lib/crawlers/ai-crawlers";
import { findingById, page, snapshotFor, urlset, type SnapshotOptions } from "@/test/readiness-helpers";
import { checkCrawling } from "./crawling";
import { copyText, showFinding } from "../finding-text";

const ORIGIN = "https://www.praxis-muster.de";
const ANSWERING = AI_CRAWLERS.filter((c) => c.purpose !== "training" && !c.legacy).map((c) => c.token);
const TRAINING = AI_CRAWLERS.filter((c) => c.purpose === "training" && !c.legacy).map((c) => c.token);

function check(options: SnapshotOptions) {
  return checkCrawling(snapshotFor(page("<p>Praxis</p>"), options));
}

function finding(options: SnapshotOptions, id: string) {
  return findingById(check(options), id);
}

describe("crawling.robots-file (15)", () => {
  it("served as text: 15, counting rules and sitemap lines", () => {
    const f = finding({ robotsTxt: `User-agent: *\nDisallow: /intern/\nAllow: /\nSitemap: ${ORIGIN}/sitemap.xml` }, "crawling.robots-file");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 15, maxPoints: 15, evidence: `${ORIGIN}/robots.txt gefunden: 2 Regeln, 1 Sitemap-Verweis.` });
  });

  it("404: 8, everything allowed", () => {
    const findings = check({ robotsTxt: null });
    const f = findingById(findings, "crawling.robots-file");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 8, maxPoints: 15, tool: "/tool/robots", evidence: "Keine robots.txt (HTTP 404). Crawler dürfen dann alles abrufen, finden aber keinen Hinweis auf Ihre Sitemap." });
    expect(f.blocker).toBeUndefined();
    expect(findingById(findings, "crawling.search-engines").points).toBe(25);
    expect(findingById(findings, "crawling.ai-answer-crawlers").points).toBe(25);
  });

  it("an HTML page instead of a text file (soft 404): 8, treated as missing", () => {
    const findings = check({ robotsTxt: { status: 200, contentType: "text/html", text: "<!DOCTYPE html><html><body>Seite nicht gefunden</body></html>" } });
    const f = findingById(findings, "crawling.robots-file");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 8, evidence: `${ORIGIN}/robots.txt liefert eine HTML-Seite statt einer Textdatei. Crawler finden darin keine Regeln und keinen Sitemap-Hinweis.` });
    expect(findingById(findings, "crawling.search-engines").points).toBe(25);
  });

  it.each([
    ["HTTP 503", { status: 503, text: null }, "(HTTP 503)"],
    [
      "a fetch error",
      { status: null, text: null, error: { errorCode: "outbound.timeout", params: { host: "example.de", seconds: "8" } } },
      "(Die Website example.de hat nicht innerhalb von 8 Sekunden vollständig geantwortet.)",
    ],
  ])("%s: 0, blocker, and every crawler counts as blocked", (_label, robotsTxt, detail) => {
    const findings = check({ robotsTxt });
    const f = findingById(findings, "crawling.robots-file");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, codes: { blocker: "crawling.robots-file.blocker" }, evidence: `${ORIGIN}/robots.txt ist nicht abrufbar ${detail}. Nach RFC 9309 müssen Crawler dann annehmen, dass die ganze Website gesperrt ist.` });
    expect(findingById(findings, "crawling.search-engines")).toMatchObject({ status: "fail", points: 0 });
    expect(findingById(findings, "crawling.ai-answer-crawlers")).toMatchObject({ status: "fail", points: 0 });
    expect(copyText(findingById(findings, "crawling.ai-training-crawlers").evidence)).toMatch(new RegExp(`^0 von ${TRAINING.length} erlaubt`));
    // One blocker for the one cause, not three.
    expect(findings.filter((x) => x.blocker)).toHaveLength(1);
  });
});

describe("crawling.search-engines (25)", () => {
  it("Googlebot and Bingbot allowed: 25", () => {
    const f = finding({}, "crawling.search-engines");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 25, maxPoints: 25, evidence: "Googlebot: erlaubt (Zeile 2 (User-agent: *): Allow: /); Bingbot: erlaubt (Zeile 2 (User-agent: *): Allow: /)." });
  });

  it("only Bingbot blocked: 15", () => {
    const f = finding({ robotsTxt: "User-agent: bingbot\nDisallow: /\n" }, "crawling.search-engines");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 15, evidence: expect.stringContaining("Bingbot: gesperrt (Zeile 2 (User-agent: bingbot): Disallow: /)") });
    expect(f.blocker).toBeUndefined();
  });

  it("Googlebot blocked: 0 and a blocker, matching the group case-insensitively", () => {
    const f = finding({ robotsTxt: "User-agent: *\nAllow: /\n\nUser-agent: GOOGLEBOT\nDisallow: /\n" }, "crawling.search-engines");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, codes: { blocker: "crawling.search-engines.blocker" }, evidence: expect.stringContaining("Googlebot: gesperrt (Zeile 5 (User-agent: GOOGLEBOT): Disallow: /)") });
  });

  it("a Disallow for another path does not block the checked page", () => {
    expect(finding({ robotsTxt: "User-agent: *\nDisallow: /intern/\n" }, "crawling.search-engines").points).toBe(25);
  });

  it("checks the path of the final URL", () => {
    const f = finding({ finalUrl: `${ORIGIN}/praxis/`, robotsTxt: "User-agent: Googlebot\nDisallow: /praxis/\n" }, "crawling.search-engines");
    expect(f.points).toBe(0);
  });
});

describe("crawling.ai-answer-crawlers (25) and training crawlers (info)", () => {
  it("GPTBot blocked, OAI-SearchBot allowed: answer crawlers 25, training lists GPTBot", () => {
    const findings = check({ robotsTxt: "User-agent: GPTBot\nDisallow: /\n\nUser-agent: *\nAllow: /\n" });
    const answer = findingById(findings, "crawling.ai-answer-crawlers");
    expect(showFinding(answer)).toMatchObject({ status: "pass", points: 25, maxPoints: 25, evidence: `Alle ${ANSWERING.length} erlaubt: ${ANSWERING.join(", ")}.` });
    expect(copyText(answer.evidence)).toContain("OAI-SearchBot");
    const training = findingById(findings, "crawling.ai-training-crawlers");
    expect(training).toMatchObject({ status: "info", points: 0, maxPoints: 0 });
    expect(copyText(training.evidence)).toMatch(
      new RegExp(`^${TRAINING.length - 1} von ${TRAINING.length} erlaubt; gesperrt: GPTBot \\(Zeile 2 \\(User-agent: GPTBot\\): Disallow: /\\)\\. Das ist Ihre Entscheidung`),
    );
  });

  it("one answer crawler blocked: 25 × share allowed, naming the crawler and rule", () => {
    const f = finding({ robotsTxt: "User-agent: PerplexityBot\nDisallow: /\n" }, "crawling.ai-answer-crawlers");
    const n = ANSWERING.length;
    expect(f).toMatchObject({ status: "warn", points: Math.round((25 * (n - 1)) / n) });
    expect(f.points).toBe(22); // 25 × 7/8 with today's eight answer crawlers
    expect(copyText(f.evidence)).toBe(`${n - 1} von ${n} erlaubt. Gesperrt: PerplexityBot (Zeile 2 (User-agent: PerplexityBot): Disallow: /).`);
    expect(copyText(f.action!)).toContain("PerplexityBot");
    expect(f.blocker).toBeUndefined();
  });

  it("all answer crawlers blocked: 0 and a blocker, Googlebot still allowed", () => {
    const robotsTxt = `${ANSWERING.map((t) => `User-agent: ${t}`).join("\n")}\nDisallow: /\n\nUser-agent: *\nAllow: /\n`;
    const findings = check({ robotsTxt });
    const f = findingById(findings, "crawling.ai-answer-crawlers");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, codes: { blocker: "crawling.ai-answer-crawlers.blocker" }, evidence: expect.stringMatching(new RegExp(`^0 von ${ANSWERING.length} erlaubt\\. Gesperrt: ${ANSWERING.join(", ")} \\(Zeile ${ANSWERING.length + 1} \\(User-agent: `)) });
    expect(findingById(findings, "crawling.search-engines").points).toBe(25);
  });

  it("an Allow for the page beats a shorter Disallow", () => {
    const f = finding({ robotsTxt: "User-agent: OAI-SearchBot\nDisallow: /\nAllow: /$\n" }, "crawling.ai-answer-crawlers");
    expect(f.points).toBe(25);
  });
});

describe("crawling.sitemap (20)", () => {
  it("named in robots.txt and valid: 20, counting URLs", () => {
    const f = finding({ robotsTxt: `User-agent: *\nAllow: /\nSitemap: ${ORIGIN}/sitemaps/main.xml\n`, sitemap: urlset([`${ORIGIN}/`, `${ORIGIN}/team`]) }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 20, maxPoints: 20, evidence: `Sitemap ${ORIGIN}/sitemaps/main.xml (in der robots.txt angegeben): 2 URLs.` });
  });

  it("found at /sitemap.xml without a Sitemap line: 20", () => {
    const f = finding({ robotsTxt: "User-agent: *\nDisallow:\n" }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ points: 20, evidence: `Sitemap ${ORIGIN}/sitemap.xml (unter /sitemap.xml gesucht): 3 URLs.` });
  });

  it("a sitemap index: 20, counting sitemaps", () => {
    const index = `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/a.xml</loc></sitemap><sitemap><loc>${ORIGIN}/b.xml</loc></sitemap></sitemapindex>`;
    const f = finding({ sitemap: index }, "crawling.sitemap");
    expect(f.points).toBe(20);
    expect(copyText(f.evidence)).toContain("Sitemap-Index mit 2 Sitemaps");
  });

  it("a sitemap cut at the fetch limit: 20, counting the entries read", () => {
    const f = finding({ sitemap: { text: urlset([`${ORIGIN}/`, `${ORIGIN}/team`]).slice(0, -12), truncated: true } }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 20, evidence: `Sitemap ${ORIGIN}/sitemap.xml (in der robots.txt angegeben): 2 URLs (Datei größer als das Prüflimit, nur der Anfang gezählt).` });
  });

  it("a sitemap cut at the fetch limit without readable entries: 8, not the full points", () => {
    const f = finding({ sitemap: { text: "Dies ist keine Sitemap, sondern Text", truncated: true } }, "crawling.sitemap");
    expect(f).toMatchObject({ status: "warn", points: 8 });
  });

  it("notes entries on another domain", () => {
    const f = finding({ sitemap: urlset([`${ORIGIN}/`, "https://www.andere-domain.de/seite"]) }, "crawling.sitemap");
    expect(f.points).toBe(20);
    expect(copyText(f.evidence)).toContain("1 Eintrag zeigt auf eine andere Domain, z. B. https://www.andere-domain.de/seite");
  });

  it("invalid XML: 8, with the parser's line in the evidence", () => {
    const f = finding({ sitemap: `<?xml version="1.0"?>\n<urlset>\n<url><loc>${ORIGIN}/</loc></url>\n</urlsett>` }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 8, maxPoints: 20, tool: "/tool/sitemap", evidence: expect.stringMatching(new RegExp(`^Sitemap ${ORIGIN}/sitemap\\.xml \\(in der robots\\.txt angegeben\\) ist fehlerhaft: kein gültiges XML \\(Zeile 4: Tags falsch verschachtelt oder nicht geschlossen\\)\\.$`)) });
  });

  it("an empty urlset: 8", () => {
    const f = finding({ sitemap: urlset([]) }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 8, evidence: expect.stringContaining("sie enthält keine <loc>-Einträge") });
  });

  it("missing: 0", () => {
    const f = finding({ robotsTxt: "User-agent: *\nDisallow:\n", sitemap: null }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, evidence: `Keine Sitemap gefunden (weder in der robots.txt angegeben noch unter ${ORIGIN}/sitemap.xml, HTTP 404).` });
  });

  it("named in robots.txt but unreachable: 0", () => {
    const f = finding({ sitemap: { status: 500, text: null } }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, evidence: `Die Sitemap ${ORIGIN}/sitemap.xml ist in der robots.txt angegeben, aber nicht abrufbar (HTTP 500).` });
  });

  it("an HTML page at /sitemap.xml: 0", () => {
    const f = finding({ robotsTxt: null, sitemap: { contentType: "text/html", text: "<html><body>Startseite</body></html>" } }, "crawling.sitemap");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, evidence: expect.stringContaining("dort liegt eine HTML-Seite") });
  });
});

describe("crawling.llms-txt (5)", () => {
  it.each<[string, SnapshotOptions, Record<string, unknown>]>([
    ["H1 and links: 5", {}, { status: "pass", points: 5, maxPoints: 5, evidence: "llms.txt gefunden: Überschrift „Praxis Dr. Muster“, 1 Link." }],
    [
      "without an H1 at the start: 2",
      { llmsTxt: "Praxis Dr. Muster\n\n- [Leistungen](https://www.praxis-muster.de/leistungen)\n" },
      { status: "warn", points: 2, evidence: "llms.txt gefunden: beginnt nicht mit einer #-Überschrift, 1 Link." },
    ],
    ["an H1 without links: 2", { llmsTxt: "# Praxis Dr. Muster\n\nZahnarzt in Berlin.\n" }, { status: "warn", points: 2 }],
    ["missing: 0", { llmsTxt: null }, { points: 0, maxPoints: 5, evidence: expect.stringMatching(new RegExp(`^Keine llms\\.txt unter ${ORIGIN}/llms\\.txt \\(HTTP 404\\)\\.`)) }],
  ])("%s", (_label, options, expected) => {
    expect(showFinding(finding(options, "crawling.llms-txt"))).toMatchObject(expected);
  });
});

describe("crawling.robots-file syntax", () => {
  it("a robots.txt with lines crawlers cannot read: 10, warn, quoting them", () => {
    const f = findingById(checkCrawling(snapshotFor("<p>x</p>", { robotsTxt: "Disallow: /intern/\nUser-agent: *\nAllow: /\n" })), "crawling.robots-file");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 10, reason: "syntax", evidence: expect.stringContaining("1 Zeile verstehen Crawler nicht: Zeile 1 „Disallow: /intern/“ – Regel vor der ersten User-agent-Zeile.") });
  });

  it("names the case of a missing, an HTML and an unreachable robots.txt", () => {
    expect(findingById(checkCrawling(snapshotFor("<p>x</p>", { robotsTxt: null })), "crawling.robots-file").reason).toBe("missing");
    expect(findingById(checkCrawling(snapshotFor("<p>x</p>", { robotsTxt: "<!doctype html><html></html>" })), "crawling.robots-file").reason).toBe("html");
    expect(findingById(checkCrawling(snapshotFor("<p>x</p>", { robotsTxt: { status: 503, text: null } })), "crawling.robots-file").reason).toBe("unreachable");
  });
});
