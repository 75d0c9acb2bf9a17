import { describe, expect, it } from "vitest";
import { factsFor, findingById, page, SITE, snapshotFor } from "@/test/readiness-helpers";
import { checkMetaTags, saysNoindex, saysNoindexAt } from "./meta-tags";
import { copyText, showFinding } from "../finding-text";

function check(head: string, options: { xRobotsTag?: string[]; finalUrl?: string } = {}) {
  const html = page("<p>Inhalt</p>", head);
  return checkMetaTags(factsFor(html, options.finalUrl ?? SITE), snapshotFor(html, options));
}

function finding(head: string, id: string, options: { xRobotsTag?: string[]; finalUrl?: string } = {}) {
  return findingById(check(head, options), id);
}

/** A string of exactly `n` characters, with umlauts. */
function text(n: number): string {
  const value = "Zahnärztin Müller ".repeat(20).slice(0, n);
  if (value !== value.trim()) throw new Error(`text(${n}) ends in a space, which the page facts would trim`);
  return value;
}

describe("saysNoindex", () => {
  it.each([
    ["noindex", true],
    ["NOINDEX, follow", true],
    ["none", true],
    ["index, follow", false],
    ["nofollow", false],
    ["googlebot: noindex", true],
    ["bingbot: noindex, nofollow", true],
    ["GPTBot: noindex", true],
    ["otherbot: noindex", false],
    ["unavailable_after: 25 Jun 2030 15:00:00 PST", false],
    ["max-snippet: 50, noindex", true],
  ])("%j → %s", (value, expected) => {
    expect(saysNoindex(value)).toBe(expected);
  });
});

describe("meta.indexable (30)", () => {
  it("no noindex: 30, no blocker", () => {
    const f = finding(`<meta name="robots" content="index, follow">`, "meta.indexable");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 30, maxPoints: 30, evidence: "Kein noindex (robots: index, follow)." });
    expect(f.blocker).toBeUndefined();
  });

  it.each([
    ["meta robots", `<meta name="robots" content="noindex, follow">`, [], `<meta name="robots" content="noindex, follow">`],
    ["meta googlebot", `<meta name="googlebot" content="noindex">`, [], `<meta name="googlebot" content="noindex">`],
    ["X-Robots-Tag noindex", "", ["noindex"], "HTTP-Header X-Robots-Tag: noindex"],
    ["X-Robots-Tag googlebot: noindex", "", ["googlebot: noindex"], "HTTP-Header X-Robots-Tag: googlebot: noindex"],
  ])("noindex via %s: 0, fail, blocker, evidence quotes the source", (_label, head, xRobotsTag, source) => {
    const f = finding(head, "meta.indexable", { xRobotsTag });
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, maxPoints: 30, codes: { blocker: "meta.indexable.blocker" }, evidence: `Die Seite verbietet die Aufnahme in den Suchindex: ${source}.`, action: expect.stringContaining("noindex") });
  });

  it.each([["otherbot: noindex"], ["unavailable_after: 25 Jun 2030 15:00:00 PST"]])("X-Robots-Tag %j is not a noindex", (value) => {
    const f = finding("", "meta.indexable", { xRobotsTag: [value] });
    expect(f).toMatchObject({ status: "pass", points: 30 });
    expect(f.blocker).toBeUndefined();
  });
});

describe("meta.title (20)", () => {
  it("60 characters with umlauts: 20", () => {
    const title = text(60);
    expect(title).toMatch(/ä/);
    const f = finding(`<title>${title}</title>`, "meta.title");
    expect(f).toMatchObject({ status: "pass", points: 20, maxPoints: 20, action: undefined });
    expect(copyText(f.evidence)).toBe(`„${title}“ (60 Zeichen).`);
  });

  it("61 characters: 10, cut off in results", () => {
    const f = finding(`<title>${text(61)}</title>`, "meta.title");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 10, evidence: expect.stringContaining("(61 Zeichen) – länger als 60 Zeichen, wird in Suchergebnissen abgeschnitten"), action: expect.stringContaining("höchstens 60 Zeichen") });
  });

  it("counts an entity as one character", () => {
    expect(finding(`<title>${text(59)}&amp;</title>`, "meta.title").points).toBe(20);
    expect(finding(`<title>${text(60)}&amp;</title>`, "meta.title").points).toBe(10);
  });

  it("10 characters: 20; 9 characters: 10, too short", () => {
    expect(finding("<title>Bäckerei X</title>", "meta.title").points).toBe(20);
    const short = finding("<title>Startseit</title>", "meta.title");
    expect(showFinding(short)).toMatchObject({ status: "warn", points: 10, evidence: "„Startseit“ (9 Zeichen) – zu kurz, um Leistung und Ort zu nennen." });
  });

  it("missing or empty: 0", () => {
    expect(finding("", "meta.title")).toMatchObject({ status: "fail", points: 0, evidence: { code: "meta.title.missing" }, reason: "missing" });
    expect(finding("<title>   </title>", "meta.title")).toMatchObject({ status: "fail", points: 0, reason: "empty" });
  });

  it("an empty first <title> before a filled one: 0, saying so instead of „Kein <title> gefunden“", () => {
    const f = finding("<title></title><title>Zahnarzt Berlin-Mitte – Praxis Dr. Muster</title>", "meta.title");
    expect(f).toMatchObject({ status: "fail", points: 0, reason: "empty" });
    expect(copyText(f.evidence)).toBe(
      "Das erste <title>-Element ist leer – Browser, Suchmaschinen und KI-Crawler verwenden nur das erste, die Seite hat also keinen Titel. Ein weiteres <title> weiter unten enthält „Zahnarzt Berlin-Mitte – Praxis Dr. Muster“.",
    );
    expect(copyText(f.action!)).toContain("Entfernen Sie das leere <title>-Element");
  });

  it("several titles, the first filled: 15, warn, naming the one that is ignored", () => {
    const f = finding("<title>Zahnarzt Berlin-Mitte</title><title>Startseite</title>", "meta.title");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 15, reason: "several", evidence: "„Zahnarzt Berlin-Mitte“ (21 Zeichen). Die Seite hat 2 <title>-Elemente; verwendet wird nur das erste, nicht „Startseite“." });
  });

  it("ignores the <title> of an inline SVG icon", () => {
    const html = page('<svg><title>Telefon-Symbol</title></svg><p>Text</p>', "<title>Zahnarzt Berlin-Mitte</title>");
    expect(findingById(checkMetaTags(factsFor(html), snapshotFor(html)), "meta.title")).toMatchObject({ status: "pass", points: 20 });
  });
});

describe("meta.description (20)", () => {
  const description = (n: number) => finding(`<meta name="description" content="${text(n)}">`, "meta.description");

  it.each([150, 160])("%i characters: 20", (n) => {
    expect(showFinding(description(n))).toMatchObject({ status: "pass", points: 20, maxPoints: 20, evidence: expect.stringContaining(`(${n} Zeichen).`) });
  });

  it("149 characters: 10, shorter than recommended", () => {
    const f = description(149);
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 10, evidence: expect.stringContaining("(149 Zeichen) – kürzer als die empfohlenen 150"), action: "Verlängern Sie die Meta-Description auf 150–160 Zeichen (derzeit 149)." });
  });

  it("161 characters: 10, cut off", () => {
    const f = description(161);
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 10, evidence: expect.stringContaining("(161 Zeichen) – länger als 160, wird abgeschnitten"), action: "Kürzen Sie die Meta-Description auf höchstens 160 Zeichen (derzeit 161)." });
  });

  it("missing: 0", () => {
    expect(finding("", "meta.description")).toMatchObject({ status: "fail", points: 0, evidence: { code: "meta.description.missing" } });
  });
});

describe("meta.canonical (10)", () => {
  // The checked page is https://www.praxis-muster.de/: "www." and the trailing slash do not matter.
  it.each(["https://www.praxis-muster.de/", "https://praxis-muster.de/", "https://www.praxis-muster.de"])("pointing to the page itself as %s: 10", (href) => {
    const f = finding(`<link rel="canonical" href="${href}">`, "meta.canonical");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 10, maxPoints: 10, evidence: expect.stringContaining("Canonical zeigt auf die geprüfte Seite") });
  });

  it("a sub page without trailing slash matches its slash variant", () => {
    const f = finding(`<link rel="canonical" href="https://praxis-muster.de/praxis">`, "meta.canonical", { finalUrl: "https://www.praxis-muster.de/praxis/" });
    expect(f.points).toBe(10);
  });

  it("pointing elsewhere: 5, naming both addresses", () => {
    const f = finding(`<link rel="canonical" href="https://www.andere-praxis.de/">`, "meta.canonical");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 5, evidence: expect.stringContaining("https://www.andere-praxis.de/") });
    expect(copyText(f.evidence)).toContain(`(geprüft: ${SITE})`);
  });

  it("pointing to another page of the site: 5", () => {
    expect(finding(`<link rel="canonical" href="https://www.praxis-muster.de/kontakt">`, "meta.canonical")).toMatchObject({ points: 5, reason: "elsewhere" });
  });

  it("relative, even to itself: 5, warn — Google and Lighthouse want the full URL", () => {
    const f = finding(`<link rel="canonical" href="/">`, "meta.canonical");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 5, reason: "relative", evidence: "Canonical als relative Adresse „/“ (= https://www.praxis-muster.de/); Google empfiehlt die vollständige URL." });
  });

  it("several different ones: 0, naming them", () => {
    const f = finding(`<link rel="canonical" href="${SITE}"><link rel="canonical" href="https://www.praxis-muster.de/start">`, "meta.canonical");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, reason: "conflicting", evidence: expect.stringContaining("https://www.praxis-muster.de/start") });
  });

  it("the same one twice is no conflict", () => {
    expect(finding(`<link rel="canonical" href="${SITE}"><link rel="canonical" href="${SITE}">`, "meta.canonical").status).toBe("pass");
  });

  it("unparseable: 0", () => {
    expect(finding(`<link rel="canonical" href="https://[kaputt">`, "meta.canonical")).toMatchObject({ status: "fail", reason: "invalid" });
  });

  it("a sub page naming the home page: 0", () => {
    const f = finding(`<link rel="canonical" href="https://www.praxis-muster.de/">`, "meta.canonical", { finalUrl: "https://www.praxis-muster.de/leistungen" });
    expect(f).toMatchObject({ status: "fail", points: 0, reason: "root" });
  });

  it("another language version named by hreflang: 0", () => {
    const head = `<link rel="canonical" href="https://www.praxis-muster.de/en/"><link rel="alternate" hreflang="de" href="https://www.praxis-muster.de/de/"><link rel="alternate" hreflang="en" href="https://www.praxis-muster.de/en/">`;
    expect(finding(head, "meta.canonical", { finalUrl: "https://www.praxis-muster.de/de/" })).toMatchObject({ status: "fail", reason: "hreflang" });
  });

  it("reads the canonical of the HTTP Link header", () => {
    const html = page("<p>Inhalt</p>");
    const f = findingById(checkMetaTags(factsFor(html), snapshotFor(html, { linkHeader: [`<${SITE}>; rel="canonical"`] })), "meta.canonical");
    expect(f.status).toBe("pass");
  });

  it("ignores a canonical in the body, as search engines do", () => {
    const html = `<!doctype html><html lang="de"><head></head><body><link rel="canonical" href="${SITE}"></body></html>`;
    expect(findingById(checkMetaTags(factsFor(html), snapshotFor(html)), "meta.canonical").reason).toBe("missing");
  });

  it("missing: 0, the action suggests the checked URL", () => {
    const f = finding("", "meta.canonical");
    expect(f).toMatchObject({ status: "fail", points: 0 });
    expect(copyText(f.action!)).toContain(`<link rel="canonical" href="${SITE}">`);
  });
});

describe("meta.lang, meta.viewport, meta.open-graph", () => {
  it("lang attribute: 10 (noting a non-German language); missing: 0", () => {
    const html = (lang: string) => `<!doctype html><html${lang}><head></head><body></body></html>`;
    const run = (lang: string) => findingById(checkMetaTags(factsFor(html(lang)), snapshotFor(html(lang))), "meta.lang");
    expect(showFinding(run(' lang="de-DE"'))).toMatchObject({ status: "pass", points: 10, evidence: '<html lang="de-DE">' });
    expect(run(' lang="en"')).toMatchObject({ status: "pass", points: 10, evidence: { code: "meta.lang.found", params: { lang: "en", german: "no" } } });
    expect(copyText(run(' lang="en"').evidence)).toBe('<html lang="en"> – die Seite gibt eine andere Sprache als Deutsch an.');
    expect(run("")).toMatchObject({ status: "fail", points: 0 });
  });

  it("viewport with width=device-width: 10; without: 5; missing: 0", () => {
    expect(finding(`<meta name="viewport" content="width=device-width, initial-scale=1">`, "meta.viewport")).toMatchObject({ status: "pass", points: 10 });
    const partial = finding(`<meta name="viewport" content="initial-scale=1">`, "meta.viewport");
    expect(showFinding(partial)).toMatchObject({ status: "warn", points: 5, evidence: '<meta name="viewport" content="initial-scale=1">' });
    expect(finding("", "meta.viewport")).toMatchObject({ status: "fail", points: 0 });
  });

  it("Open Graph: 5 per property", () => {
    const all = `<meta property="og:title" content="T"><meta property="og:type" content="website"><meta property="og:image" content="/i.jpg"><meta property="og:url" content="/">`;
    expect(finding(all, "meta.open-graph")).toMatchObject({ status: "pass", points: 20, maxPoints: 20 });
    const two = finding(`<meta property="og:title" content="T"><meta property="og:image" content="/i.jpg">`, "meta.open-graph");
    expect(showFinding(two)).toMatchObject({ status: "warn", points: 10, evidence: "2 von 4 Open-Graph-Angaben (og:title, og:image); es fehlen og:type, og:url." });
    expect(finding("", "meta.open-graph")).toMatchObject({ status: "fail", points: 0 });
  });
});

describe("meta.canonical paths", () => {
  it("treats a canonical whose path differs only in case as another page (paths are case-sensitive)", () => {
    const f = finding(`<link rel="canonical" href="https://www.praxis-muster.de/Praxis">`, "meta.canonical", { finalUrl: "https://www.praxis-muster.de/praxis" });
    expect(f.points).toBe(5);
  });
});

describe("unavailable_after", () => {
  const now = new Date("2026-03-01T10:00:00Z");
  it("is a noindex once the date has passed (Google's robots meta rules)", () => {
    expect(saysNoindexAt("unavailable_after: 2025-12-31", now)).toBe(true);
    expect(saysNoindexAt("unavailable_after: 2026-12-31", now)).toBe(false);
    expect(saysNoindex("unavailable_after: 2025-12-31")).toBe(false);
  });

  it("makes meta.indexable fail with the check time", () => {
    const html = page("<p>Inhalt</p>", '<meta name="robots" content="unavailable_after: 2025-12-31">');
    expect(findingById(checkMetaTags(factsFor(html), snapshotFor(html), now), "meta.indexable").status).toBe("fail");
  });
});
