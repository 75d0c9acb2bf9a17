import { load } from "cheerio/slim";
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
const INVISIBLE_TAGS = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas", "title"]);
const NON_MAIN_TAGS = new Set(["nav", "header", "footer", "aside"]);
const APP_ROOT_IDS = new Set(["root", "app", "__next", "__nuxt"]);
/** Deeper nesting is ignored: no real page needs it, and it keeps the walk off the stack limit. */
const MAX_DEPTH = 400;

/** Text of a subtree as written (entities decoded), without block separators. */
function textOf(node: AnyNode, depth = 0): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || depth > MAX_DEPTH) return "";
  let out = "";
  for (const child of node.children) out += textOf(child, depth + 1);
  return out;
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

/**
 * Extracts the page facts from HTML in one walk over the document.
 * @param html the decoded document (may be cut off; htmlparser2 closes open tags)
 * @param pageUrl the URL the document was served from, to resolve relative links
 */
export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const url = new URL(pageUrl);
  const root = load(html).root()[0]!;

  const jsonLd: JsonLdBlock[] = [];
  const microdataTypes = new Set<string>();
  const microdataProps: Record<string, string[]> = {};
  const rdfaTypes = new Set<string>();
  const openGraph: Record<string, string> = {};
  const robotsMeta: string[] = [];
  const headings: { level: number; text: string }[] = [];
  const links: PageLink[] = [];
  const telLinks: string[] = [];
  const mailtoLinks: string[] = [];
  const images: { src: string; alt: string | null }[] = [];
  const summaries: string[] = [];
  const faqMarkers: string[] = [];
  const iframeSources: string[] = [];
  const bodyParts: string[] = [];
  const mainParts: string[] = [];
  let lang: string | null = null;
  let title: string | null = null;
  let metaDescription: string | null = null;
  let viewport: string | null = null;
  let canonicalHref: string | undefined;
  let lists = 0;
  let tables = 0;
  let scriptCount = 0;
  let emptyAppRoot = false;

  const visit = (node: AnyNode, depth: number, visible: boolean, main: boolean) => {
    if (isText(node)) {
      if (visible) {
        bodyParts.push(node.data);
        if (main) mainParts.push(node.data);
      }
      return;
    }
    if (!isTag(node) || depth > MAX_DEPTH) return;
    const tag = node.name.toLowerCase();
    const a = node.attribs;

    switch (tag) {
      case "html":
        lang = a.lang?.trim() || null;
        break;
      case "title":
        title ??= collapse(textOf(node));
        break;
      case "meta": {
        const name = (a.name ?? "").toLowerCase();
        const content = a.content === undefined ? null : collapse(a.content);
        if (name === "description") metaDescription ??= content;
        else if (name === "viewport") viewport ??= content;
        else if ((name === "robots" || name === "googlebot" || name === "bingbot") && content) robotsMeta.push(`${name}: ${content}`);
        const property = (a.property ?? "").toLowerCase();
        if (property.startsWith("og:") && content && !(property in openGraph)) openGraph[property] = content;
        break;
      }
      case "link":
        if (canonicalHref === undefined && /(^|\s)canonical(\s|$)/i.test(a.rel ?? "") && a.href) canonicalHref = a.href;
        break;
      case "script": {
        const type = (a.type ?? "").trim().toLowerCase();
        if (type === "application/ld+json") {
          const raw = textOf(node);
          const block: JsonLdBlock = { index: jsonLd.length + 1, raw: raw.trim() };
          try {
            block.data = JSON.parse(raw);
          } catch (error) {
            block.error = (error as Error).message;
          }
          jsonLd.push(block);
        } else if (a.src !== undefined || type === "" || type === "module") {
          scriptCount += 1;
        }
        break;
      }
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        headings.push({ level: Number(tag.slice(1)), text: collapse(textOf(node)) });
        break;
      case "a": {
        if (a.href === undefined) break;
        const href = a.href.trim();
        if (/^tel:/i.test(href)) telLinks.push(href.slice(4));
        if (/^mailto:/i.test(href)) mailtoLinks.push(href.slice(7).split("?")[0] ?? "");
        const absolute = absoluteUrl(href, url);
        const text = collapse(textOf(node)) || collapse(a["aria-label"] ?? a.title ?? "");
        links.push({ href, text, absolute, internal: absolute !== null && sameSite(new URL(absolute).hostname, url.hostname) });
        break;
      }
      case "img":
        // Tracking pixels are not content.
        if (!(a.width === "1" && a.height === "1")) images.push({ src: a.src ?? a["data-src"] ?? "", alt: a.alt ?? null });
        break;
      case "ul":
      case "ol":
        if (node.children.filter((c) => isTag(c) && c.name.toLowerCase() === "li").length >= 3) lists += 1;
        break;
      case "table":
        tables += 1;
        break;
      case "summary":
      case "dt": {
        const text = collapse(textOf(node));
        if (text) summaries.push(text);
        break;
      }
      case "iframe":
        if (a.src !== undefined) iframeSources.push(a.src);
        break;
    }

    if (a.itemscope !== undefined && a.itemtype) for (const t of a.itemtype.split(/\s+/).filter(Boolean)) microdataTypes.add(schemaTypeName(t));
    if (a.itemprop) {
      const value = collapse(a.content ?? a.href ?? textOf(node));
      for (const prop of a.itemprop.split(/\s+/).filter(Boolean)) (microdataProps[prop] ??= []).push(value);
    }
    if (a.typeof) for (const t of a.typeof.split(/\s+/).filter(Boolean)) rdfaTypes.add(schemaTypeName(t));
    if ((a.id !== undefined || a.class !== undefined) && /faq/i.test(`${a.id ?? ""} ${a.class ?? ""}`)) faqMarkers.push(collapse(`${a.id ?? ""} ${a.class ?? ""}`));
    if (!emptyAppRoot && ((a.id !== undefined && APP_ROOT_IDS.has(a.id)) || a["data-reactroot"] !== undefined || tag === "app-root")) {
      emptyAppRoot = collapse(textOf(node)) === "";
    }

    const childVisible = visible && !INVISIBLE_TAGS.has(tag) && a.hidden === undefined;
    const childMain = main && !NON_MAIN_TAGS.has(tag);
    // Block elements separate words: "<p>a</p><p>b</p>" reads "a b".
    const block = childVisible && !INLINE_TAGS.has(tag);
    if (block) {
      bodyParts.push(" ");
      if (childMain) mainParts.push(" ");
    }
    for (const child of node.children) visit(child, depth + 1, childVisible, childMain);
    if (block) {
      bodyParts.push(" ");
      if (childMain) mainParts.push(" ");
    }
  };
  for (const child of (root as { children: AnyNode[] }).children) visit(child, 0, true, true);

  const bodyText = collapse(bodyParts.join(""));
  const mainText = collapse(mainParts.join(""));
  return {
    url,
    lang,
    title,
    metaDescription,
    canonical: canonicalHref ? (absoluteUrl(canonicalHref, url) ?? canonicalHref) : null,
    viewport,
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
    tables,
    jsonLd,
    entities: jsonLd.flatMap((b) => (b.data === undefined ? [] : collectEntities(b.data))),
    microdataTypes: [...microdataTypes],
    rdfaTypes: [...rdfaTypes],
    microdataProps,
    summaries,
    faqMarkers,
    iframeSources,
    scriptCount,
    emptyAppRoot,
  };
}
