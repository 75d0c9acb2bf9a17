import { describe, expect, it } from "vitest";
import { collectEntities, extractPageFacts, parseMetaRefresh, sameSite, schemaTypeName, scriptRedirectsIn } from "./page-facts";
import { factsFor, jsonLd, page, SITE } from "@/test/readiness-helpers";

describe("visible text", () => {
  it("keeps script, style and hidden content out of the text", () => {
    const facts = factsFor(
      page(`<p>Willkommen</p><script>var tracking = "geheim";</script><style>p { color: red }</style><noscript>Bitte JavaScript</noscript><p hidden>Versteckt</p>`),
    );
    expect(facts.bodyText).toBe("Willkommen");
    expect(facts.mainText).toBe("Willkommen");
  });

  it("leaves nav, header, footer and aside out of mainText but not out of bodyText", () => {
    const facts = factsFor(
      page(`<header>Logo</header><nav><a href="/a">Leistungen</a></nav><main><p>Zahnreinigung in Berlin</p></main><aside>Tipp</aside><footer>Impressum</footer>`),
    );
    expect(facts.mainText).toBe("Zahnreinigung in Berlin");
    expect(facts.wordCount).toBe(3);
    expect(facts.bodyText).toBe("Logo Leistungen Zahnreinigung in Berlin Tipp Impressum");
  });

  it("separates block elements with a space but not inline elements", () => {
    expect(factsFor(page("<p>a</p><p>b</p>")).wordCount).toBe(2);
    expect(factsFor(page("<div>Zahn</div><div>arzt</div>")).mainText).toBe("Zahn arzt");
    expect(factsFor(page("<p>Zahn<strong>arzt</strong>praxis</p>")).mainText).toBe("Zahnarztpraxis");
    expect(factsFor(page("<ul><li>eins</li><li>zwei</li></ul>")).wordCount).toBe(2);
  });

  it("does not count punctuation as words", () => {
    expect(factsFor(page("<p>Termine – jetzt buchen !</p>")).wordCount).toBe(3);
  });
});

describe("head facts", () => {
  it("reads lang, title, description, canonical, viewport, robots meta and Open Graph", () => {
    const facts = factsFor(
      page(
        "",
        `<title>  Zahnarzt   Berlin </title>
         <meta name="Description" content="Ihre Praxis in Berlin">
         <link rel="canonical" href="/">
         <meta name="viewport" content="width=device-width">
         <meta name="robots" content="index, follow">
         <meta name="googlebot" content="noindex">
         <meta property="og:title" content="Praxis">
         <meta property="og:title" content="Zweiter Titel">`,
      ),
    );
    expect(facts.lang).toBe("de");
    expect(facts.title).toBe("Zahnarzt Berlin");
    expect(facts.metaDescription).toBe("Ihre Praxis in Berlin");
    expect(facts.canonical).toBe(SITE);
    expect(facts.viewport).toBe("width=device-width");
    expect(facts.robotsMeta).toEqual(["robots: index, follow", "googlebot: noindex"]);
    expect(facts.openGraph).toEqual({ "og:title": "Praxis" });
  });

  it("reports missing head facts as null", () => {
    const facts = factsFor("<html><body><p>Text</p></body></html>");
    expect(facts).toMatchObject({ lang: null, title: null, metaDescription: null, canonical: null, viewport: null, robotsMeta: [] });
  });
});

describe("JSON-LD", () => {
  it("finds the items of an @graph, each at depth 0", () => {
    const facts = factsFor(
      page(
        jsonLd({
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "WebSite", name: "Praxis Muster" },
            { "@type": "Dentist", name: "Praxis Dr. Muster" },
          ],
        }),
      ),
    );
    expect(facts.entities.map((e) => [e.types, e.depth])).toEqual([
      [["WebSite"], 0],
      [["Dentist"], 0],
    ]);
  });

  it("takes every type of an @type array and strips schema.org prefixes", () => {
    const facts = factsFor(page(jsonLd({ "@type": ["https://schema.org/Dentist", "schema:MedicalBusiness"], name: "Praxis" })));
    expect(facts.entities[0]?.types).toEqual(["Dentist", "MedicalBusiness"]);
  });

  it("finds nested entities one level deeper than their parent", () => {
    const facts = factsFor(
      page(
        jsonLd({
          "@type": "Dentist",
          address: { "@type": "PostalAddress", streetAddress: "Musterstraße 12" },
          geo: { "@type": "GeoCoordinates", latitude: 52.5 },
        }),
      ),
    );
    expect(facts.entities.map((e) => [e.types[0], e.depth])).toEqual([
      ["Dentist", 0],
      ["PostalAddress", 1],
      ["GeoCoordinates", 1],
    ]);
  });

  it("records the parser error of an invalid block and still parses the others", () => {
    const facts = factsFor(
      page(`<script type="application/ld+json">{"@type": "Dentist", "name": "Praxis",}</script>${jsonLd({ "@type": "WebSite", name: "Praxis" })}`),
    );
    expect(facts.jsonLd).toHaveLength(2);
    expect(facts.jsonLd[0]?.index).toBe(1);
    expect(facts.jsonLd[0]?.data).toBeUndefined();
    expect(facts.jsonLd[0]?.error).toMatchObject({ code: expect.any(String) });
    expect(facts.jsonLd[0]?.raw).toContain('"name": "Praxis",}');
    expect(facts.jsonLd[1]?.index).toBe(2);
    expect(facts.jsonLd[1]?.error).toBeUndefined();
    expect(facts.entities.map((e) => e.types[0])).toEqual(["WebSite"]);
  });

  it("reads JSON-LD in the body and with an upper-case type attribute", () => {
    const facts = factsFor(page(`<script type="Application/LD+JSON">{"@type":"Bakery"}</script>`));
    expect(facts.entities[0]?.types).toEqual(["Bakery"]);
  });

  it("collectEntities ignores values without @type", () => {
    expect(collectEntities({ name: "x", list: [1, "a", null] })).toEqual([]);
    expect(collectEntities([{ "@type": "Person" }, { "@type": "Place" }]).map((e) => e.types[0])).toEqual(["Person", "Place"]);
  });

  it.each(["https://schema.org/Dentist", "http://schema.org/Dentist", "schema:Dentist", "Dentist"])(
    "schemaTypeName strips http(s)://schema.org/ and schema: prefixes: %j is Dentist",
    (name) => {
      expect(schemaTypeName(name)).toBe("Dentist");
    },
  );
});

describe("Microdata and RDFa", () => {
  it("detects itemtype and typeof types and reads itemprop values", () => {
    const facts = factsFor(
      page(`
        <div itemscope itemtype="https://schema.org/Dentist">
          <span itemprop="name">Praxis Dr. Muster</span>
          <a itemprop="telephone" href="tel:+49301234567">030 1234567</a>
          <meta itemprop="priceRange" content="€€">
        </div>
        <div vocab="https://schema.org/" typeof="LocalBusiness"><span property="name">Praxis</span></div>`),
    );
    expect(facts.microdataTypes).toEqual(["Dentist"]);
    expect(facts.rdfaTypes).toEqual(["LocalBusiness"]);
    expect(facts.microdataProps).toEqual({ name: ["Praxis Dr. Muster"], telephone: ["tel:+49301234567"], priceRange: ["€€"] });
  });
});

describe("links", () => {
  it("treats www and non-www of the same host as internal and other hosts as external", () => {
    const facts = factsFor(
      page(`
        <a href="/leistungen">Leistungen</a>
        <a href="https://praxis-muster.de/team#top">Team</a>
        <a href="https://www.google.com/maps/place/x">Karte</a>
        <a href="https://shop.praxis-muster.de/">Shop</a>`),
    );
    expect(facts.links.map((l) => [l.absolute, l.internal])).toEqual([
      ["https://www.praxis-muster.de/leistungen", true],
      ["https://praxis-muster.de/team", true],
      ["https://www.google.com/maps/place/x", false],
      ["https://shop.praxis-muster.de/", false],
    ]);
  });

  it("collects tel: and mailto: targets separately, without an absolute URL", () => {
    const facts = factsFor(page(`<a href="tel:+49301234567">Anrufen</a><a href="mailto:info@praxis-muster.de?subject=Termin">E-Mail</a><a href="javascript:void(0)">Menü</a>`));
    expect(facts.telLinks).toEqual(["+49301234567"]);
    expect(facts.mailtoLinks).toEqual(["info@praxis-muster.de"]);
    expect(facts.links.every((l) => l.absolute === null && !l.internal)).toBe(true);
  });

  it("uses aria-label as link text when the link has no text", () => {
    expect(factsFor(page(`<a href="/kontakt" aria-label="Kontakt"><svg></svg></a>`)).links[0]?.text).toBe("Kontakt");
  });

  it("sameSite ignores a leading www. and letter case", () => {
    expect(sameSite("www.Praxis-Muster.de", "praxis-muster.de")).toBe(true);
    expect(sameSite("praxis-muster.de", "praxis-muster.com")).toBe(false);
  });
});

describe("images, lists, tables, app root", () => {
  it("lists images with and without alt and ignores 1×1 tracking pixels", () => {
    const facts = factsFor(
      page(`<img src="/team.jpg" alt="Unser Team"><img src="/deko.svg" alt=""><img src="/ohne.jpg"><img data-src="/lazy.jpg" alt="Praxis"><img src="https://t.example/p.gif" width="1" height="1">`),
    );
    expect(facts.images).toEqual([
      { src: "/team.jpg", alt: "Unser Team", described: true },
      { src: "/deko.svg", alt: "", described: true },
      { src: "/ohne.jpg", alt: null, described: false },
      { src: "/lazy.jpg", alt: "Praxis", described: true },
    ]);
  });

  it("counts only lists with at least three items, and tables", () => {
    const facts = factsFor(
      page(`<ul><li>a</li><li>b</li></ul><ol><li>1</li><li>2</li><li>3</li></ol><ul><li>x</li><li>y</li><li>z</li><li>w</li></ul><table><tr><td>Mo</td></tr></table>`),
    );
    expect(facts.lists).toBe(2);
    expect(facts.tables).toBe(1);
  });

  it("detects an empty single-page-app mount point, not a filled one", () => {
    expect(factsFor(page(`<div id="root"></div><script src="/app.js"></script>`)).emptyAppRoot).toBe(true);
    expect(factsFor(page(`<div id="__next">  </div>`)).emptyAppRoot).toBe(true);
    expect(factsFor(page(`<div id="root"><h1>Praxis</h1></div>`)).emptyAppRoot).toBe(false);
    expect(factsFor(page(`<div id="content"></div>`)).emptyAppRoot).toBe(false);
  });

  it("counts external, classic and module scripts but not JSON-LD", () => {
    const facts = factsFor(page(`<script src="/a.js"></script><script>1</script><script type="module">2</script>${jsonLd({ "@type": "Thing" })}`));
    expect(facts.scriptCount).toBe(3);
  });
});

describe("FAQ hints", () => {
  it("collects summary and dt texts and faq markers", () => {
    const facts = factsFor(page(`<section id="faq"><details><summary>Was kostet es?</summary>50 €</details><dl><dt>Wo?</dt><dd>Berlin</dd></dl></section>`));
    expect(facts.summaries).toEqual(["Was kostet es?", "Wo?"]);
    expect(facts.faqMarkers).toEqual(["faq"]);
  });
});

describe("broken markup", () => {
  it("copes with a document cut off mid-tag", () => {
    const facts = extractPageFacts(`<html lang="de"><head><title>Praxis</title></head><body><h1>Willkommen</h1><p>Zahnarzt in Ber`, SITE);
    expect(facts.title).toBe("Praxis");
    expect(facts.headings).toEqual([{ level: 1, text: "Willkommen" }]);
    expect(facts.mainText).toBe("Willkommen Zahnarzt in Ber");
  });
});

describe("facts for the Lighthouse and crawler-view checks", () => {
  it("keeps every <title> outside SVG, the first one as the title", () => {
    const facts = factsFor(page('<svg><title>Icon</title></svg>', "<title></title><title>Zweiter</title>"));
    expect(facts.titles).toEqual(["", "Zweiter"]);
    expect(facts.title).toBe("");
  });

  it("reads every <a>, with the language that applies and a click handler", () => {
    const facts = factsFor(page('<p lang="en"><a href="/x" rel="NoFollow">Read <b>more</b><script>x</script></a></p><a onclick="go()" target="_blank">Team</a>'));
    expect(facts.anchors).toEqual([
      { href: "/x", text: "Read more", lang: "en", rel: "nofollow", role: "", name: "", id: "", onclick: null, hrefAttributes: true },
      { href: null, text: "Team", lang: "de", rel: "", role: "", name: "", id: "", onclick: 'onclick="go()"', hrefAttributes: true },
    ]);
  });

  it("reads canonical and hreflang links of the head, marking alternates in the body", () => {
    const html = `<!doctype html><html><head><link rel="canonical" href="/"><link rel="alternate" hreflang="en" href="/en/"></head><body><link rel="alternate" hreflang="fr" href="https://x.example/fr/"></body></html>`;
    const facts = factsFor(html);
    expect(facts.canonicalHrefs).toEqual(["/"]);
    expect(facts.hreflangs).toEqual([
      { hreflang: "en", href: "/en/", absolute: `${SITE}en/`, inHead: true },
      { hreflang: "fr", href: "https://x.example/fr/", absolute: "https://x.example/fr/", inHead: false },
    ]);
  });

  it("reads what tells an app shell: mount point, noscript, scripts, generator, words without JavaScript", () => {
    const facts = factsFor('<html><head><meta name="generator" content="Jimdo"><script src="/a.js"></script><script>var x = 1;</script></head><body><noscript>Bitte JavaScript aktivieren</noscript><div id="app"></div><p>Hallo Welt</p></body></html>');
    expect(facts).toMatchObject({ appRoot: "#app", emptyAppRoot: true, noscriptText: "Bitte JavaScript aktivieren", scriptSources: ["/a.js"], inlineScriptChars: 10, generator: "Jimdo", bodyWordCount: 2 });
  });
});

describe("parseMetaRefresh", () => {
  const base = new URL(SITE);
  it.each([
    ["0; url=/neu/", 0, `${SITE}neu/`],
    ["5;URL='https://andere.example/'", 5, "https://andere.example/"],
    ["3, /start", 3, `${SITE}start`],
    ["10", 10, null],
    ["0; url=javascript:alert(1)", 0, null],
  ])("%j", (content, delay, url) => {
    expect(parseMetaRefresh(content, base)).toMatchObject({ delaySeconds: delay, url });
  });

  it("is null without a delay", () => {
    expect(parseMetaRefresh("url=/neu", base)).toBeNull();
  });

  it("is read from the page", () => {
    expect(factsFor(page("", '<meta http-equiv="Refresh" content="0; url=/de/">')).metaRefresh).toEqual({ content: "0; url=/de/", delaySeconds: 0, url: `${SITE}de/` });
  });
});

describe("scriptRedirectsIn", () => {
  const base = new URL(SITE);
  it.each([
    ['window.location = "/de/";', `${SITE}de/`],
    ["location.replace('https://neu.example/')", "https://neu.example/"],
    ["if (navigator.language !== 'de') { top.location.href = '/en/'; }", `${SITE}en/`],
  ])("finds %j", (code, url) => {
    expect(scriptRedirectsIn(code, base)[0]?.url).toBe(url);
  });

  it("ignores navigation in click handlers and large application scripts", () => {
    expect(scriptRedirectsIn("btn.addEventListener('click', () => { location.href = '/x'; });", base)).toEqual([]);
    expect(scriptRedirectsIn(`${"var a = 1;".repeat(300)} location.href = "/x";`, base)).toEqual([]);
  });
});
