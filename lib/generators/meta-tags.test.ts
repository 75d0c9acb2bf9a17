import { load } from "cheerio/slim";
import { describe, expect, it } from "vitest";
import {
  DEFAULT_VIEWPORT,
  DESCRIPTION_MAX_LENGTH,
  ROBOTS_OPTIONS,
  TITLE_MAX_LENGTH,
  TWITTER_CARDS,
  characterCount,
  escapeHtml,
  generateMetaTags,
  shortenAtWordBoundary,
  type MetaForm,
} from "./meta-tags";

const BASE: MetaForm = { title: "Zahnarzt Berlin-Mitte | Praxis Muster", description: "Ihre Zahnarztpraxis in Berlin-Mitte: Prophylaxe, Implantate, Notdienst." };

/** The generated tags read back by an HTML parser. */
function read(form: MetaForm) {
  const $ = load(generateMetaTags(form));
  const name = (n: string) => $(`meta[name="${n}"]`);
  const property = (p: string) => $(`meta[property="${p}"]`);
  return {
    $,
    title: $("title").text(),
    titleCount: $("title").length,
    name: (n: string) => name(n).attr("content"),
    nameCount: (n: string) => name(n).length,
    property: (p: string) => property(p).attr("content"),
    propertyCount: (p: string) => property(p).length,
    language: $('meta[http-equiv="content-language"]').attr("content"),
    canonical: $('link[rel="canonical"]').attr("href"),
    canonicalCount: $('link[rel="canonical"]').length,
  };
}

describe("generateMetaTags: basic lines", () => {
  it("writes title, description, keywords, author, viewport, robots and language as exact lines", () => {
    const lines = generateMetaTags({ ...BASE, keywords: "Zahnarzt, Berlin", author: "Dr. Muster" }).split("\n");
    expect(lines).toContain("<title>Zahnarzt Berlin-Mitte | Praxis Muster</title>");
    expect(lines).toContain('<meta name="description" content="Ihre Zahnarztpraxis in Berlin-Mitte: Prophylaxe, Implantate, Notdienst.">');
    expect(lines).toContain('<meta name="keywords" content="Zahnarzt, Berlin">');
    expect(lines).toContain('<meta name="author" content="Dr. Muster">');
    expect(lines).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(lines).toContain('<meta name="robots" content="index, follow">');
    expect(lines).toContain('<meta http-equiv="content-language" content="de">');
  });

  it("reads back all tags of a full form", () => {
    const tags = read({
      ...BASE,
      keywords: "Zahnarzt, Berlin",
      author: "Dr. Muster",
      viewport: "width=device-width",
      robots: "noindex, nofollow",
      language: "en",
      ogTitle: "OG-Titel",
      ogDescription: "OG-Beschreibung",
      ogImage: "https://praxis.de/og.jpg",
      twitterCard: "summary",
      pageUrl: "https://praxis.de/",
    });
    expect(tags.title).toBe(BASE.title);
    expect(tags.name("description")).toBe(BASE.description);
    expect(tags.name("keywords")).toBe("Zahnarzt, Berlin");
    expect(tags.name("author")).toBe("Dr. Muster");
    expect(tags.name("viewport")).toBe("width=device-width");
    expect(tags.name("robots")).toBe("noindex, nofollow");
    expect(tags.language).toBe("en");
    expect(tags.canonical).toBe("https://praxis.de/");
    expect(tags.property("og:type")).toBe("website");
    expect(tags.property("og:title")).toBe("OG-Titel");
    expect(tags.property("og:description")).toBe("OG-Beschreibung");
    expect(tags.property("og:image")).toBe("https://praxis.de/og.jpg");
    expect(tags.property("og:url")).toBe("https://praxis.de/");
    expect(tags.property("og:locale")).toBe("de_DE");
    expect(tags.name("twitter:card")).toBe("summary");
    expect(tags.name("twitter:title")).toBe("OG-Titel");
    expect(tags.name("twitter:description")).toBe("OG-Beschreibung");
    expect(tags.name("twitter:image")).toBe("https://praxis.de/og.jpg");
  });

  it("trims title and description", () => {
    const tags = read({ title: "  Titel  ", description: "\tBeschreibung \n" });
    expect(tags.title).toBe("Titel");
    expect(tags.name("description")).toBe("Beschreibung");
  });

  it.each(ROBOTS_OPTIONS)("writes the robots option %s", (robots) => {
    expect(read({ ...BASE, robots }).name("robots")).toBe(robots);
  });

  it("offers four robots options and two Twitter cards", () => {
    expect([...ROBOTS_OPTIONS]).toEqual(["index, follow", "index, nofollow", "noindex, follow", "noindex, nofollow"]);
    expect([...TWITTER_CARDS]).toEqual(["summary_large_image", "summary"]);
  });
});

describe("generateMetaTags: defaults", () => {
  const tags = read(BASE);

  it("uses robots 'index, follow', the default viewport and language de", () => {
    expect(tags.name("robots")).toBe("index, follow");
    expect(DEFAULT_VIEWPORT).toBe("width=device-width, initial-scale=1");
    expect(tags.name("viewport")).toBe(DEFAULT_VIEWPORT);
    expect(tags.language).toBe("de");
  });

  it("uses blank viewport and language as defaults too", () => {
    const blank = read({ ...BASE, viewport: " ", language: "" });
    expect(blank.name("viewport")).toBe(DEFAULT_VIEWPORT);
    expect(blank.language).toBe("de");
  });

  it("uses twitter card summary_large_image, og:locale de_DE and og:type website", () => {
    expect(tags.name("twitter:card")).toBe("summary_large_image");
    expect(tags.property("og:locale")).toBe("de_DE");
    expect(tags.property("og:type")).toBe("website");
  });

  it("writes each tag once", () => {
    expect(tags.titleCount).toBe(1);
    for (const n of ["description", "viewport", "robots", "twitter:card", "twitter:title", "twitter:description"]) expect(tags.nameCount(n)).toBe(1);
    for (const p of ["og:type", "og:title", "og:description", "og:locale"]) expect(tags.propertyCount(p)).toBe(1);
  });
});

describe("generateMetaTags: Open Graph and Twitter", () => {
  it("falls back to title and description when og title and description are missing or blank", () => {
    for (const form of [BASE, { ...BASE, ogTitle: "  ", ogDescription: "" }]) {
      const tags = read(form);
      expect(tags.property("og:title")).toBe(BASE.title);
      expect(tags.property("og:description")).toBe(BASE.description);
      expect(tags.name("twitter:title")).toBe(BASE.title);
      expect(tags.name("twitter:description")).toBe(BASE.description);
    }
  });

  it("uses explicit og title and description (trimmed) for Open Graph and Twitter", () => {
    const tags = read({ ...BASE, ogTitle: " Teilen-Titel ", ogDescription: " Teilen-Text " });
    expect(tags.property("og:title")).toBe("Teilen-Titel");
    expect(tags.property("og:description")).toBe("Teilen-Text");
    expect(tags.name("twitter:title")).toBe("Teilen-Titel");
    expect(tags.name("twitter:description")).toBe("Teilen-Text");
  });

  it("writes og:image and twitter:image only when an image is given", () => {
    for (const form of [BASE, { ...BASE, ogImage: "  " }]) {
      const tags = read(form);
      expect(tags.propertyCount("og:image")).toBe(0);
      expect(tags.nameCount("twitter:image")).toBe(0);
    }
    const tags = read({ ...BASE, ogImage: "https://praxis.de/bild.jpg" });
    expect(tags.property("og:image")).toBe("https://praxis.de/bild.jpg");
    expect(tags.name("twitter:image")).toBe("https://praxis.de/bild.jpg");
  });

  it("writes canonical and og:url only when pageUrl is given", () => {
    for (const form of [BASE, { ...BASE, pageUrl: " " }]) {
      const tags = read(form);
      expect(tags.canonicalCount).toBe(0);
      expect(tags.propertyCount("og:url")).toBe(0);
    }
    const tags = read({ ...BASE, pageUrl: "https://praxis.de/leistungen" });
    expect(tags.canonical).toBe("https://praxis.de/leistungen");
    expect(tags.property("og:url")).toBe("https://praxis.de/leistungen");
  });

  it("writes no keywords or author line when they are blank", () => {
    for (const form of [BASE, { ...BASE, keywords: "  ", author: "" }]) {
      const output = generateMetaTags(form);
      expect(output).not.toContain('name="keywords"');
      expect(output).not.toContain('name="author"');
    }
  });
});

describe("generateMetaTags: escaping", () => {
  const nasty = `"><script>alert('x')</script> & Co. 'Müller' <b>`;
  const form: MetaForm = {
    title: `Titel "${nasty}`,
    description: `Beschreibung ${nasty}`,
    keywords: `Schlüssel ${nasty}`,
    author: `Autor ${nasty}`,
    viewport: `width=device-width ${nasty}`,
    language: `de" onload="x`,
    ogTitle: `OG ${nasty}`,
    ogDescription: `OG-Text ${nasty}`,
    ogImage: `https://praxis.de/bild.jpg?a=1&b="2"`,
    pageUrl: `https://praxis.de/?q='<x>'&y="z"`,
  };
  const output = generateMetaTags(form);

  it("leaves no raw quote, angle bracket, ampersand or apostrophe in any value", () => {
    expect(output).not.toContain("<script");
    expect(output).not.toContain("'");
    expect(output).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    // Every line is a single tag, a comment or empty.
    for (const line of output.split("\n")) {
      expect(line).toMatch(/^(<title>[^<>]*<\/title>|<meta [^<>]*>|<link [^<>]*>|<!-- [^<>]* -->|)$/);
    }
  });

  it("reads back the exact original values with an HTML parser", () => {
    const tags = read(form);
    expect(tags.$("script")).toHaveLength(0);
    expect(tags.$("b")).toHaveLength(0);
    const names = ["description", "keywords", "author", "viewport", "twitter:title", "twitter:description", "twitter:image"];
    const properties = ["og:title", "og:description", "og:image", "og:url"];
    expect({
      title: tags.title,
      language: tags.language,
      canonical: tags.canonical,
      ...Object.fromEntries(names.map((n) => [n, tags.name(n)])),
      ...Object.fromEntries(properties.map((p) => [p, tags.property(p)])),
    }).toEqual({
      title: form.title,
      language: form.language,
      canonical: form.pageUrl,
      description: form.description,
      keywords: form.keywords,
      author: form.author,
      viewport: form.viewport,
      "twitter:title": form.ogTitle,
      "twitter:description": form.ogDescription,
      "twitter:image": form.ogImage,
      "og:title": form.ogTitle,
      "og:description": form.ogDescription,
      "og:image": form.ogImage,
      "og:url": form.pageUrl,
    });
  });

  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
    expect(escapeHtml("Müller")).toBe("Müller");
  });
});

describe("characterCount and limits", () => {
  it("limits the title to 60 characters and the description to 160", () => {
    expect(TITLE_MAX_LENGTH).toBe(60);
    expect(DESCRIPTION_MAX_LENGTH).toBe(160);
  });

  it("counts umlauts and ß as one character each", () => {
    expect(characterCount("Müller")).toBe(6);
    expect(characterCount("äöüÄÖÜß")).toBe(7);
  });

  it("counts an emoji as one character, unlike String.length", () => {
    expect("😀".length).toBe(2);
    expect(characterCount("😀")).toBe(1);
    expect(characterCount("Zahnarzt 🦷 Berlin")).toBe(17);
  });

  it("counts plain text like its length", () => {
    expect(characterCount("")).toBe(0);
    expect(characterCount("x".repeat(TITLE_MAX_LENGTH))).toBe(60);
    expect(characterCount("x".repeat(DESCRIPTION_MAX_LENGTH))).toBe(160);
  });

  it.each([["🇩🇪"], ["👍🏽"], ["👨‍👩‍👧"], ["a\u0308"]])("counts %j as one character", (text) => {
    expect(characterCount(text)).toBe(1);
  });
});

describe("shortenAtWordBoundary", () => {
  const title = "Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe, Implantate und Angstpatienten";

  it("leaves a text within the limit as it is, trimmed", () => {
    expect(shortenAtWordBoundary("  Zahnarzt in Berlin  ", 60)).toBe("Zahnarzt in Berlin");
    const exact = "x".repeat(60);
    expect(shortenAtWordBoundary(exact, 60)).toBe(exact);
  });

  it("cuts a long title at the last word boundary, with '…', never mid-word", () => {
    const short = shortenAtWordBoundary(title, 60);
    expect(short).toBe("Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe…");
    expect(characterCount(short)).toBeLessThanOrEqual(60);
    expect(title.startsWith(short.slice(0, -1))).toBe(true);
    // The character after the kept text is a separator, not the middle of a word.
    expect(title[short.length - 1]).toMatch(/[\s,]/);
  });

  it("drops a dangling separator before the ellipsis", () => {
    expect(shortenAtWordBoundary("Zahnarzt Berlin – Praxis", 19)).toBe("Zahnarzt Berlin…");
    expect(shortenAtWordBoundary("Praxis | Zahnarzt | Berlin", 12)).toBe("Praxis…");
  });

  it("keeps a word that ends exactly at the cut", () => {
    // "Zahnarzt Berlin Mitte": 8 characters + space fit into 10 with the ellipsis.
    expect(shortenAtWordBoundary("Zahnarzt Berlin Mitte", 10)).toBe("Zahnarzt…");
    expect(shortenAtWordBoundary("Zahnarzt Berlin Mitte", 16)).toBe("Zahnarzt Berlin…");
  });

  it("cuts inside a single word longer than the limit", () => {
    expect(shortenAtWordBoundary("Donaudampfschifffahrtsgesellschaft", 10)).toBe("Donaudamp…");
  });

  it("counts umlauts and emoji as one character each", () => {
    const text = "Ärztehaus 🦷 Öhringen Süd – Zähne schön";
    // "Ärztehaus 🦷 Öhringen" is 20 characters; with the ellipsis it needs 21.
    expect(shortenAtWordBoundary(text, 21)).toBe("Ärztehaus 🦷 Öhringen…");
    expect(characterCount(shortenAtWordBoundary(text, 21))).toBe(21);
    expect(shortenAtWordBoundary(text, 20)).toBe("Ärztehaus 🦷…");
  });

  it("is what generateMetaTags puts into <title> and the description", () => {
    const html = generateMetaTags({ title, description: `${"Wort ".repeat(40)}Ende` });
    expect(html).toContain("<title>Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe…</title>");
    const description = /<meta name="description" content="([^"]*)">/.exec(html)![1]!;
    expect(characterCount(description)).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ Wort…$/);
    expect(html).toContain('<meta property="og:title" content="Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe…">');
  });
});
