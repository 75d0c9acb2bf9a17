import { load, type CheerioAPI } from "cheerio/slim";
import { isTag, isText, type AnyNode } from "domhandler";

/**
 * What the checks need from one HTML page, extracted in one parse (cheerio with
 * htmlparser2, which copes with broken markup and is fast on large pages).
 */

/** One `<script type="application/ld+json">` block. */
export interface JsonLdBlock {
  /** 1-based position on the page. */
  index: number;
  raw: string;
  /** The parsed value, when the block is valid JSON. */
  data?: unknown;
  /** The JSON parser's message, when it is not. */
  error?: string;
}

/** A schema.org entity found in JSON-LD (at any depth, @graph items included). */
export interface SchemaEntity {
  /** schema.org type names without prefix, e.g. ["Dentist"]. */
  types: string[];
  props: Record<string, unknown>;
  /** 0 for a block's top-level entity or an @graph item, 1+ for nested ones. */
  depth: number;
}

export interface PageLink {
  href: string;
  text: string;
  /** Absolute URL without fragment, null for mailto:, tel:, javascript: and broken hrefs. */
  absolute: string | null;
  internal: boolean;
}

export interface PageFacts {
  url: URL;
  lang: string | null;
  title: string | null;
  metaDescription: string | null;
  canonical: string | null;
  viewport: string | null;
  /** Contents of meta robots and meta googlebot / bingbot, e.g. ["noindex, follow"]. */
  robotsMeta: string[];
  /** Open Graph properties, e.g. {"og:title": "…"}. */
  openGraph: Record<string, string>;
  headings: { level: number; text: string }[];
  /** All visible text of <body>, whitespace collapsed. */
  bodyText: string;
  /** Visible text without <nav>, <header>, <footer> and <aside>: the body copy. */
  mainText: string;
  /** Words of mainText. */
  wordCount: number;
  links: PageLink[];
  telLinks: string[];
  mailtoLinks: string[];
  images: { src: string; alt: string | null }[];
  /** <ul>/<ol> with at least 3 items. */
  lists: number;
  tables: number;
  jsonLd: JsonLdBlock[];
  entities: SchemaEntity[];
  microdataTypes: string[];
  rdfaTypes: string[];
  /** Microdata itemprop values by property name, e.g. {telephone: ["0711 123"]}. */
  microdataProps: Record<string, string[]>;
  /** Texts of <summary> and <dt> elements. */
  summaries: string[];
  /** id or class attributes that mention "faq". */
  faqMarkers: string[];
  iframeSources: string[];
  scriptCount: number;
  /** An empty single-page-app mount point (#root, #app, #__next, …). */
  emptyAppRoot: boolean;
}

const INLINE_TAGS = new Set(["a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "em", "i", "kbd", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u", "var"]);
const INVISIBLE_TAGS = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas"]);
const NON_MAIN_TAGS = new Set(["nav", "header", "footer", "aside"]);

/** Visible text of the nodes, with a space between block elements. */
function visibleText(nodes: AnyNode[], skip: Set<string>): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (isText(node)) {
      parts.push(node.data);
    } else if (isTag(node)) {
      const tag = node.name.toLowerCase();
      if (INVISIBLE_TAGS.has(tag) || skip.has(tag) || node.attribs.hidden !== undefined) return;
      const block = !INLINE_TAGS.has(tag);
      if (block) parts.push(" ");
      for (const child of node.children) walk(child);
      if (block) parts.push(" ");
    }
  };
  for (const node of nodes) walk(node);
  return collapse(parts.join(""));
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** "https://schema.org/Dentist", "schema:Dentist" → "Dentist". */
export function schemaTypeName(type: string): string {
  return type.replace(/^https?:\/\/schema\.org\//i, "").replace(/^schema:/i, "").trim();
}

function typesOf(value: unknown): string[] {
  const raw = Array.isArray(value) ? value : [value];
  return raw.filter((t): t is string => typeof t === "string").map(schemaTypeName);
}

/** Every entity with an @type in a JSON-LD value, depth-first. */
export function collectEntities(value: unknown, depth = 0, out: SchemaEntity[] = []): SchemaEntity[] {
  if (Array.isArray(value)) {
    for (const item of value) collectEntities(item, depth, out);
    return out;
  }
  if (!value || typeof value !== "object") return out;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record["@graph"])) collectEntities(record["@graph"], depth, out);
  const types = typesOf(record["@type"]);
  if (types.length > 0) out.push({ types, props: record, depth });
  for (const [key, child] of Object.entries(record)) {
    if (key === "@graph" || key === "@context" || key === "@type") continue;
    if (child && typeof child === "object") collectEntities(child, types.length > 0 ? depth + 1 : depth, out);
  }
  return out;
}

function absoluteUrl(href: string, base: URL): string | null {
  if (/^(mailto|tel|javascript|data|sms|whatsapp):/i.test(href.trim())) return null;
  try {
    const url = new URL(href, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

/** Host names equal apart from a leading "www.". */
export function sameSite(a: string, b: string): boolean {
  return a.replace(/^www\./i, "").toLowerCase() === b.replace(/^www\./i, "").toLowerCase();
}

function metaContent($: CheerioAPI, name: string): string | null {
  const value = $(`meta[name="${name}" i]`).first().attr("content");
  return value === undefined ? null : collapse(value);
}

/**
 * Extracts the page facts from HTML.
 * @param html the decoded document (may be cut off; htmlparser2 closes open tags)
 * @param pageUrl the URL the document was served from, to resolve relative links
 */
export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const url = new URL(pageUrl);
  const $ = load(html);

  const jsonLd: JsonLdBlock[] = [];
  $('script[type="application/ld+json" i]').each((i, el) => {
    const raw = $(el).text();
    const block: JsonLdBlock = { index: i + 1, raw: raw.trim() };
    try {
      block.data = JSON.parse(raw);
    } catch (error) {
      block.error = (error as Error).message;
    }
    jsonLd.push(block);
  });
  const entities = jsonLd.flatMap((b) => (b.data === undefined ? [] : collectEntities(b.data)));

  const microdataTypes: string[] = [];
  $("[itemscope][itemtype]").each((_, el) => {
    for (const t of ($(el).attr("itemtype") ?? "").split(/\s+/).filter(Boolean)) microdataTypes.push(schemaTypeName(t));
  });
  const microdataProps: Record<string, string[]> = {};
  $("[itemprop]").each((_, el) => {
    const node = $(el);
    const value = collapse(node.attr("content") ?? node.attr("href") ?? node.text());
    for (const prop of (node.attr("itemprop") ?? "").split(/\s+/).filter(Boolean)) (microdataProps[prop] ??= []).push(value);
  });
  const rdfaTypes: string[] = [];
  $("[typeof]").each((_, el) => {
    for (const t of ($(el).attr("typeof") ?? "").split(/\s+/).filter(Boolean)) rdfaTypes.push(schemaTypeName(t));
  });

  const openGraph: Record<string, string> = {};
  $('meta[property^="og:" i]').each((_, el) => {
    const property = ($(el).attr("property") ?? "").toLowerCase();
    const content = collapse($(el).attr("content") ?? "");
    if (content && !(property in openGraph)) openGraph[property] = content;
  });

  const robotsMeta: string[] = [];
  $('meta[name="robots" i], meta[name="googlebot" i], meta[name="bingbot" i]').each((_, el) => {
    const content = $(el).attr("content");
    if (content) robotsMeta.push(`${($(el).attr("name") ?? "").toLowerCase()}: ${collapse(content)}`);
  });

  const headings: { level: number; text: string }[] = [];
  $("body h1, body h2, body h3, body h4, body h5, body h6").each((_, el) => {
    headings.push({ level: Number(el.tagName.slice(1)), text: collapse($(el).text()) });
  });

  const links: PageLink[] = [];
  const telLinks: string[] = [];
  const mailtoLinks: string[] = [];
  $("a[href]").each((_, el) => {
    const href = ($(el).attr("href") ?? "").trim();
    if (/^tel:/i.test(href)) telLinks.push(href.slice(4));
    if (/^mailto:/i.test(href)) mailtoLinks.push(href.slice(7).split("?")[0] ?? "");
    const absolute = absoluteUrl(href, url);
    const text = collapse($(el).text()) || collapse($(el).attr("aria-label") ?? $(el).attr("title") ?? "");
    links.push({ href, text, absolute, internal: absolute !== null && sameSite(new URL(absolute).hostname, url.hostname) });
  });

  const images: { src: string; alt: string | null }[] = [];
  $("body img").each((_, el) => {
    const node = $(el);
    // Tracking pixels are not content.
    if (node.attr("width") === "1" && node.attr("height") === "1") return;
    images.push({ src: node.attr("src") ?? node.attr("data-src") ?? "", alt: node.attr("alt") ?? null });
  });

  let lists = 0;
  $("body ul, body ol").each((_, el) => {
    if ($(el).children("li").length >= 3) lists += 1;
  });

  const faqMarkers: string[] = [];
  $("[id], [class]").each((_, el) => {
    const marker = `${$(el).attr("id") ?? ""} ${$(el).attr("class") ?? ""}`;
    if (/faq/i.test(marker)) faqMarkers.push(collapse(marker));
  });

  const bodyNodes = $("body").length ? $("body").toArray() : $.root().toArray();
  const bodyText = visibleText(bodyNodes, new Set());
  const mainText = visibleText(bodyNodes, NON_MAIN_TAGS);
  const emptyAppRoot = $("#root, #app, #__next, #__nuxt, [data-reactroot], app-root").toArray().some((el) => collapse($(el).text()) === "");

  const canonicalHref = $('link[rel~="canonical" i]').first().attr("href");
  return {
    url,
    lang: $("html").attr("lang")?.trim() || null,
    title: $("title").length ? collapse($("title").first().text()) : null,
    metaDescription: metaContent($, "description"),
    canonical: canonicalHref ? (absoluteUrl(canonicalHref, url) ?? canonicalHref) : null,
    viewport: metaContent($, "viewport"),
    robotsMeta,
    openGraph,
    headings,
    bodyText,
    mainText,
    wordCount: mainText.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
    links,
    telLinks,
    mailtoLinks,
    images,
    lists,
    tables: $("body table").length,
    jsonLd,
    entities,
    microdataTypes: [...new Set(microdataTypes)],
    rdfaTypes: [...new Set(rdfaTypes)],
    microdataProps,
    summaries: $("summary, dt")
      .toArray()
      .map((el) => collapse($(el).text()))
      .filter(Boolean),
    faqMarkers,
    iframeSources: $("iframe[src]")
      .toArray()
      .map((el) => $(el).attr("src") ?? ""),
    scriptCount: $("script[src], script:not([type]), script[type='module']").length,
    emptyAppRoot,
  };
}
