import { describe, expect, it } from "vitest";
import { analyzeSite } from "./analyze";
import { renderCheckResult } from "./finding-text";
import { CATEGORY_WEIGHTS } from "./score";
import { jsonLd, SITE, snapshotFor, words } from "@/test/readiness-helpers";

/** 152 characters, within the recommended 150-160. */
const DESCRIPTION = "Zahnarztpraxis Dr. Muster in Berlin-Mitte: Prophylaxe, Implantate und Angstpatienten-Behandlung. Termine auch abends – jetzt online buchen oder anrufen.";

const GOOD_PAGE = `<!doctype html>
<html lang="de">
<head>
  <title>Zahnarzt Berlin-Mitte – Praxis Dr. Muster</title>
  <meta name="description" content="${DESCRIPTION}">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="canonical" href="${SITE}">
  <meta property="og:title" content="Praxis Dr. Muster"><meta property="og:type" content="website">
  <meta property="og:image" content="${SITE}praxis.jpg"><meta property="og:url" content="${SITE}">
  ${jsonLd({
    "@context": "https://schema.org",
    "@graph": [
      { "@type": "WebSite", name: "Praxis Dr. Muster", url: SITE },
      {
        "@type": "Dentist",
        name: "Praxis Dr. Muster",
        address: { "@type": "PostalAddress", streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" },
        telephone: "+49 30 1234567",
        url: SITE,
        geo: { "@type": "GeoCoordinates", latitude: 52.53, longitude: 13.38 },
        openingHours: "Mo-Fr 08:00-18:00",
        priceRange: "€€",
        image: `${SITE}praxis.jpg`,
      },
      {
        "@type": "FAQPage",
        mainEntity: [
          { "@type": "Question", name: "Was kostet eine Zahnreinigung?", acceptedAnswer: { "@type": "Answer", text: "Ab 80 €." } },
          { "@type": "Question", name: "Gibt es Abendtermine?", acceptedAnswer: { "@type": "Answer", text: "Ja, dienstags bis 20 Uhr." } },
          { "@type": "Question", name: "Behandeln Sie Angstpatienten?", acceptedAnswer: { "@type": "Answer", text: "Ja." } },
        ],
      },
    ],
  })}
</head>
<body>
  <nav><a href="/leistungen">Leistungen</a><a href="/team">Team</a><a href="/kontakt">Kontakt</a></nav>
  <main>
    <h1>Zahnarzt in Berlin-Mitte</h1>
    <img src="/praxis.jpg" alt="Behandlungsraum der Praxis">
    <p>${words(520)}</p>
    <h2>Leistungen</h2>
    <ul><li>Prophylaxe</li><li>Implantate</li><li>Bleaching</li></ul>
    <h2>Häufige Fragen</h2>
    <h3>Was kostet eine Zahnreinigung?</h3><p>Ab 80 €.</p>
    <h3>Gibt es Abendtermine?</h3><p>Ja, dienstags bis 20 Uhr.</p>
    <h3>Behandeln Sie Angstpatienten?</h3><p>Ja.</p>
  </main>
  <footer>
    <p>Praxis Dr. Muster, Musterstraße 12, 10115 Berlin</p>
    <p>Telefon: <a href="tel:+49301234567">030 1234567</a></p>
    <p>E-Mail: <a href="mailto:info@praxis-muster.de">info@praxis-muster.de</a></p>
    <p>Sprechzeiten: Mo–Fr 08:00–18:00</p>
    <a href="/impressum">Impressum</a>
  </footer>
</body>
</html>`;

const NOW = new Date("2026-03-01T10:00:00Z");
const TIMEOUT = { errorCode: "outbound.timeout", params: { host: "muster.de", seconds: "8" } };

describe("analyzeSite", () => {
  it("scores a complete, well-made site green (≥ 80)", () => {
    const result = analyzeSite(snapshotFor(GOOD_PAGE), NOW);
    expect(result.overallScore).toBeGreaterThanOrEqual(80);
    expect(result.trafficLight).toEqual({ level: "green" });
    expect(result.cappedBy).toEqual([]);
  });

  it("scores a near-empty page red (< 60)", () => {
    const result = analyzeSite(snapshotFor("<html><body><p>Willkommen</p></body></html>", { robotsTxt: null, sitemap: null, llmsTxt: null }), NOW);
    expect(result.overallScore).toBeLessThan(60);
    expect(result.trafficLight).toEqual({ level: "red" });
  });

  it("caps a good site with noindex at 59 and names the blocker", () => {
    const result = analyzeSite(snapshotFor(GOOD_PAGE, { xRobotsTag: ["noindex"] }), NOW);
    expect(result.overallScore).toBe(59);
    expect(result.cappedBy).toEqual([{ code: "meta.indexable.blocker" }]);
    expect(renderCheckResult(result).cappedBy).toEqual(["Die Startseite ist auf noindex gesetzt."]);
    expect(result.actions[0]).toMatchObject({ critical: true, findingId: "meta.indexable" });
  });

  it("returns six categories with the fields icon, name, score, description, issues, suggestions (rendered in German)", () => {
    const result = renderCheckResult(analyzeSite(snapshotFor("<html><body><p>Willkommen</p></body></html>"), NOW));
    expect(result.categories.map((c) => [c.id, c.icon, c.name, c.weight])).toEqual([
      ["structured-data", "code", "Strukturierte Daten", CATEGORY_WEIGHTS["structured-data"]],
      ["meta", "tags", "Meta-Tags & Titel", CATEGORY_WEIGHTS.meta],
      ["faq", "message-circle-question", "FAQ-Inhalte", CATEGORY_WEIGHTS.faq],
      ["crawling", "bot", "robots.txt & Sitemap", CATEGORY_WEIGHTS.crawling],
      ["local", "map-pin", "Lokale Unternehmensinfos", CATEGORY_WEIGHTS.local],
      ["content", "file-text", "Content-Struktur", CATEGORY_WEIGHTS.content],
    ]);
    for (const c of result.categories) {
      expect(c.description.length).toBeGreaterThan(0);
      expect(Number.isInteger(c.score) && c.score >= 0 && c.score <= 100).toBe(true);
      const problems = c.findings.filter((f) => f.status === "warn" || f.status === "fail");
      expect(c.issues).toEqual(problems.map((f) => `${f.label}: ${f.evidence}`));
      expect(c.suggestions).toEqual(problems.flatMap((f) => (f.action ? [f.action] : [])));
    }
    const meta = result.categories.find((c) => c.id === "meta")!;
    expect(meta.issues).toContain("Meta-Description: Keine Meta-Description gefunden.");
  });

  it("shows \"Teilweise erfüllt\" only between 0 and full points: a scored finding at 0 points is \"Nicht erfüllt\"", () => {
    const result = analyzeSite(snapshotFor("<html><body><p>Willkommen</p></body></html>"), NOW);
    const scored = result.categories.flatMap((c) => c.findings).filter((f) => f.maxPoints > 0 && !f.optional);
    // e.g. structured-data.website: its check reports "warn" with 0 of 5 points
    expect(scored.find((f) => f.id === "structured-data.website")).toMatchObject({ status: "fail", points: 0 });
    for (const f of scored) {
      if (f.status === "warn") expect(f.points > 0 && f.points < f.maxPoints, f.id).toBe(true);
      if (f.points === 0) expect(f.status, f.id).toBe("fail");
    }
  });

  it("lists actionItems as the actions' texts, in order", () => {
    const result = renderCheckResult(analyzeSite(snapshotFor("<html><body><p>Willkommen</p></body></html>"), NOW));
    expect(result.actions.length).toBeGreaterThan(3);
    expect(result.actionItems).toEqual(result.actions.map((a) => a.text));
    for (let i = 1; i < result.actions.length; i++) {
      const [a, b] = [result.actions[i - 1]!, result.actions[i]!];
      expect(Number(a.critical) > Number(b.critical) || (a.critical === b.critical && a.impact >= b.impact)).toBe(true);
    }
  });

  it("reports the request, page and resource facts", () => {
    const snapshot = snapshotFor(GOOD_PAGE, { llmsTxt: { status: null, text: null, error: TIMEOUT } });
    const result = analyzeSite(snapshot, NOW);
    expect(result).toMatchObject({
      requestedUrl: SITE,
      finalUrl: SITE,
      redirects: [],
      checkedAt: "2026-03-01T10:00:00.000Z",
      page: { status: 200, bytes: snapshot.page.bytes, truncated: false, elapsedMs: 120 },
      resources: {
        robotsTxt: { url: `${SITE}robots.txt`, status: 200 },
        sitemap: { url: `${SITE}sitemap.xml`, status: 200 },
        llmsTxt: { url: `${SITE}llms.txt`, status: null, error: TIMEOUT },
      },
    });
  });

  it("answers a file's fetch failure in German, and a meta refresh that failed too", () => {
    const html = GOOD_PAGE.replace("<head>", '<head><meta http-equiv="refresh" content="0; url=https://weg.example/">');
    const metaRefresh = { fromUrl: SITE, fromHtml: html, content: "0; url=https://weg.example/", delaySeconds: 0, target: "https://weg.example/", error: { errorCode: "outbound.dns", params: { host: "weg.example" } } };
    const shown = renderCheckResult(analyzeSite(snapshotFor(html, { llmsTxt: { status: null, text: null, error: TIMEOUT }, metaRefresh }), NOW));
    expect(shown.resources.llmsTxt).toEqual({ url: `${SITE}llms.txt`, status: null, error: "Die Website muster.de hat nicht innerhalb von 8 Sekunden vollständig geantwortet." });
    expect(shown.resources.robotsTxt).toEqual({ url: `${SITE}robots.txt`, status: 200 });
    expect(shown.metaRefresh).toEqual({ fromUrl: SITE, target: "https://weg.example/", delaySeconds: 0, error: "Die Domain weg.example wurde nicht gefunden. Bitte prüfen Sie die Schreibweise." });
    expect(JSON.stringify(renderCheckResult(analyzeSite(snapshotFor(GOOD_PAGE), NOW)))).not.toContain("metaRefresh");
    const imprint = { url: `${SITE}impressum`, kind: "imprint" as const, linkText: "Impressum", status: null, contentType: null, text: null, truncated: false, error: TIMEOUT };
    const withImprint = renderCheckResult(analyzeSite(snapshotFor(GOOD_PAGE, { secondPage: imprint }), NOW));
    expect(JSON.stringify(withImprint.resources.secondPage)).toBe(
      JSON.stringify({ url: `${SITE}impressum`, status: null, error: "Die Website muster.de hat nicht innerhalb von 8 Sekunden vollständig geantwortet.", kind: "imprint" }),
    );
  });

  it("is deterministic: the same snapshot and time give the same result", () => {
    const first = analyzeSite(snapshotFor(GOOD_PAGE), NOW);
    const second = analyzeSite(snapshotFor(GOOD_PAGE), NOW);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });
});
