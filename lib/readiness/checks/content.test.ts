import { describe, expect, it } from "vitest";
import { factsFor, findingById, page, snapshotFor, words, type SnapshotOptions } from "@/test/readiness-helpers";
import { copyText, showFinding } from "../finding-text";
import { checkContent } from "./content";

function check(body: string, options: SnapshotOptions = {}) {
  const html = page(body);
  return checkContent(factsFor(html, options.finalUrl), snapshotFor(html, options));
}

function finding(body: string, id: string, options: SnapshotOptions = {}) {
  return findingById(check(body, options), id);
}

describe("content.h1 (20)", () => {
  it("exactly one: 20", () => {
    expect(finding("<h1>Zahnarzt in Berlin</h1>", "content.h1")).toMatchObject({ status: "pass", points: 20, maxPoints: 20, evidence: { code: "content.h1.one" } });
  });

  it("several: 10, quoting them", () => {
    const f = finding("<h1>Praxis</h1><h1>Team</h1>", "content.h1");
    // The wording as the visitor reads it (rendered from messages/de.json).
    expect(f).toMatchObject({ status: "warn", points: 10, action: { code: "content.h1.keepOne" } });
    expect(copyText(f.evidence)).toBe("2 h1-Überschriften: „Praxis“, „Team“.");
  });

  it("none: 0", () => {
    expect(finding("<h2>Leistungen</h2>", "content.h1")).toMatchObject({ status: "fail", points: 0, evidence: { code: "content.h1.none" }, action: { code: "content.h1.add" } });
  });
});

describe("content.heading-order (10)", () => {
  it("no skipped level: 10", () => {
    expect(finding("<h1>A</h1><h2>B</h2><h3>C</h3><h2>D</h2>", "content.heading-order")).toMatchObject({
      status: "pass",
      points: 10,
      evidence: { code: "content.heading-order.ok", params: { count: 4 } },
    });
  });

  it("h2 → h4: 5, naming both headings", () => {
    const f = finding("<h1>Praxis</h1><h2>Leistungen</h2><h4>Prophylaxe</h4>", "content.heading-order");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 5, evidence: "Ebene übersprungen: h2 „Leistungen“ → h4 „Prophylaxe“." });
  });

  it("no headings: 0", () => {
    expect(finding("<p>Text</p>", "content.heading-order")).toMatchObject({ status: "fail", points: 0, evidence: { code: "content.heading-order.none" } });
  });
});

describe("content.word-count (20)", () => {
  it.each([
    [199, "fail", 0],
    [200, "warn", 12],
    [499, "warn", 12],
    [500, "pass", 20],
  ] as const)("%i words: %s, %i points", (n, status, points) => {
    const f = finding(`<p>${words(n)}</p>`, "content.word-count");
    expect(f).toMatchObject({ status, points, maxPoints: 20 });
    expect(f.evidence).toEqual({ code: "content.word-count.counted", params: { count: n, min: 200, good: 500 } });
  });

  it("does not count navigation and footer words", () => {
    const f = finding(`<nav>${words(300)}</nav><main><p>${words(100)}</p></main><footer>${words(300)}</footer>`, "content.word-count");
    expect(f.points).toBe(0);
    expect(f.evidence).toMatchObject({ params: { count: 100 } });
  });

  it("an empty app root plus script: the evidence says JavaScript renders the content", () => {
    const f = finding(`<div id="root"></div><script src="/static/js/main.js"></script>`, "content.word-count");
    expect(f).toMatchObject({ status: "fail", points: 0 });
    expect(copyText(f.evidence)).toBe(
      "Nur 0 Wörter im HTML: Der Inhalt wird offenbar erst per JavaScript geladen. Die meisten KI-Crawler (z. B. GPTBot, ClaudeBot, PerplexityBot) führen kein JavaScript aus und sehen die Seite leer.",
    );
    expect(f.action).toEqual({ code: "content.javascript-only.serveHtml" });
  });

  it("an empty root without any script is not called JavaScript-rendered", () => {
    const f = finding(`<div id="root"></div><p>Kurzer Text</p>`, "content.word-count");
    expect(f.evidence.code).toBe("content.word-count.counted");
  });
});

describe("content.internal-links (15)", () => {
  const links = (...paths: string[]) => paths.map((p) => `<a href="${p}">Seite</a>`).join("");

  it("3 other pages: 15", () => {
    const f = finding(links("/leistungen", "/team", "/kontakt"), "content.internal-links");
    expect(f).toMatchObject({ status: "pass", points: 15, evidence: { code: "content.internal-links.found", params: { count: 3, examples: { items: ["/leistungen", "/team", "/kontakt"] } } } });
  });

  it("2 other pages: 8; self links, fragments, duplicates and external links do not count", () => {
    const f = finding(links("/leistungen", "/leistungen#preise", "/team", "/", "#top", "https://www.google.de/", "mailto:info@praxis-muster.de"), "content.internal-links");
    expect(f).toMatchObject({ status: "warn", points: 8, evidence: { code: "content.internal-links.found", params: { count: 2, examples: { items: ["/leistungen", "/team"] } } } });
  });

  it("links to the checked page under the other host variant or with a query do not count", () => {
    const f = finding(links("https://praxis-muster.de/", "/?ref=nav", "/leistungen"), "content.internal-links");
    expect(f).toMatchObject({ status: "warn", points: 8, evidence: { params: { count: 1, examples: { items: ["/leistungen"] } } } });
  });

  it("none: 0", () => {
    expect(finding(links("https://www.google.de/"), "content.internal-links")).toMatchObject({ status: "fail", points: 0, evidence: { code: "content.internal-links.none" } });
  });
});

describe("content.image-alt (15)", () => {
  const images = (withAlt: number, withoutAlt: number) =>
    Array.from({ length: withAlt }, (_, i) => `<img src="/a${i}.jpg" alt="Bild ${i}">`).join("") +
    Array.from({ length: withoutAlt }, (_, i) => `<img src="/ohne${i}.jpg">`).join("");

  it("all with alt: 15, pass", () => {
    expect(finding(images(10, 0), "content.image-alt")).toMatchObject({ status: "pass", points: 15, action: undefined });
  });

  it("90 % with alt: 12, warn — every image needs one, as in Lighthouse's image-alt", () => {
    const f = finding(images(9, 1), "content.image-alt");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 12, evidence: "9 von 10 Bildern mit alt-Attribut; ohne alt z. B. /ohne0.jpg." });
  });

  it("counts aria-label, title and role=presentation as described (axe-core image-alt)", () => {
    const html = page(`<h1>Praxis</h1><img src="/a.jpg" aria-label="Praxis"><img src="/b.jpg" title="Team"><img src="/c.jpg" role="presentation"><img src="/d.jpg" alt="">`);
    expect(findingById(checkContent(factsFor(html), snapshotFor(html)), "content.image-alt")).toMatchObject({ status: "pass", points: 15 });
  });

  it("89 % or 50 %: 8", () => {
    expect(finding(images(8, 1), "content.image-alt")).toMatchObject({ status: "warn", points: 8 });
    expect(finding(images(1, 1), "content.image-alt")).toMatchObject({ status: "warn", points: 8 });
  });

  it("under 50 %: 0", () => {
    expect(finding(images(4, 5), "content.image-alt")).toMatchObject({ status: "fail", points: 0 });
  });

  it("an empty alt counts as decorative, not missing", () => {
    const f = finding(`<img src="/a.jpg" alt="Praxis"><img src="/deko.svg" alt="">`, "content.image-alt");
    expect(f).toMatchObject({ points: 15, evidence: { params: { described: 2, count: 2, empty: { code: "content.image-alt.empty", params: { empty: 1 } }, missing: "" } } });
  });

  it("no images: reported, not scored", () => {
    expect(finding("<p>Text</p>", "content.image-alt")).toMatchObject({ status: "info", points: 0, maxPoints: 0 });
  });
});

describe("content.lists-tables (10)", () => {
  it("a list of 3 items or a table: 10; a 2-item list: 0", () => {
    expect(finding("<ul><li>a</li><li>b</li><li>c</li></ul>", "content.lists-tables")).toMatchObject({ status: "pass", points: 10, evidence: { code: "content.lists-tables.found", params: { lists: 1, tables: 0 } } });
    expect(finding("<table><tr><td>Mo</td><td>8–18</td></tr></table>", "content.lists-tables").points).toBe(10);
    expect(finding("<ul><li>a</li><li>b</li></ul>", "content.lists-tables")).toMatchObject({ status: "warn", points: 0 });
  });
});

describe("content.html-size (5)", () => {
  it("up to 1 MB: 5", () => {
    expect(finding("<p>x</p>", "content.html-size", { bytes: 1024 * 1024 })).toMatchObject({ status: "pass", points: 5 });
  });

  it("over 1 MB: 3", () => {
    const f = finding("<p>x</p>", "content.html-size", { bytes: 2.5 * 1024 * 1024 });
    expect(f).toMatchObject({ status: "warn", points: 3, evidence: { code: "content.html-size.measured", params: { megabytes: 2.5, ms: 120 } } });
    expect(copyText(f.evidence)).toBe("2,5 MB HTML, geladen in 120 ms.");
  });

  it("cut off at the fetch limit: 0", () => {
    const f = finding("<p>x</p>", "content.html-size", { bytes: 5 * 1024 * 1024, truncated: true });
    expect(f).toMatchObject({ status: "fail", points: 0 });
    expect(f.evidence).toEqual({ code: "content.html-size.truncated", params: { megabytes: 5 } });
  });
});
