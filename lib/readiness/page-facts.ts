import { load } from "cheerio/slim";
import { isTag, isText, type AnyNode, type Element } from "domhandler";
import { jsonSyntaxProblem, type JsonSyntaxProblem } from "./json-syntax";

/**
 * What the checks need from one HTML page, extracted in one parse (cheerio with
 * htmlparser2, which copes with broken markup and is fast on large pages).
 */

/** One `<script type="application/ld+json">` block. */
interface JsonLdBlock {
  /** 1-based position on the page. */
  index: number;
  raw: string;
  /** The parsed value, when the block is valid JSON. */
  data?: unknown;
  /** What the JSON parser found wrong, when it is not. */
  error?: JsonSyntaxProblem;
}

/** A schema.org entity found in JSON-LD (at any depth, @graph items included). */
export interface SchemaEntity {
  /** schema.org type names without prefix, e.g. ["Dentist"]. */
  types: string[];
  props: Record<string, unknown>;
  /** 0 for a block's top-level entity or an @graph item, 1+ for nested ones. */
  depth: number;
}

interface PageLink {
  href: string;
  text: string;
  /** Absolute URL without fragment, null for mailto:, tel:, javascript: and broken hrefs. */
  absolute: string | null;
  internal: boolean;
}

/** One `<a>` element, with or without href: what the link-text and crawlable-link checks read. */
export interface AnchorFact {
  /** The href attribute as written; null when the element has none. */
  href: string | null;
  /** Visible text only (no aria-label or title fallback), whitespace collapsed. */
  text: string;
  /** lang of the closest element that has one, e.g. "de". */
  lang: string | null;
  rel: string;
  role: string;
  /** The name and id attributes (named anchors are not links). */
  name: string;
  id: string;
  /** A click handler in the markup: onclick, ng-click, v-on:click, @click, (click), x-on:click. */
  onclick: string | null;
  /** Attributes that only make sense with an href (target, download, rel, …; HTML standard, the a element). */
  hrefAttributes: boolean;
}

/** `<link rel="alternate" hreflang>`, in the head or (wrongly) in the body. */
export interface HreflangLink {
  hreflang: string;
  href: string;
  /** Resolved against the page, null when unparseable. */
  absolute: string | null;
  inHead: boolean;
}

/** `<meta http-equiv="refresh">` (HTML standard, "shared declarative refresh steps"). */
export interface MetaRefresh {
  content: string;
  delaySeconds: number;
  /** Absolute http(s) target; null for a plain reload of the page. */
  url: string | null;
}

/** A redirect written in an inline script (window.location = …, location.replace(…)). */
export interface ScriptRedirect {
  /** The statement as written, shortened. */
  statement: string;
  /** Absolute target when it is a string literal. */
  url: string | null;
}

export interface PageFacts {
  url: URL;
  lang: string | null;
  /** Text of the first <title> outside SVG ("" when empty), null when there is none: what browsers use (HTML standard, document.title). */
  title: string | null;
  /** Texts of every <title> outside SVG, in document order. */
  titles: string[];
  metaDescription: string | null;
  canonical: string | null;
  /** href of every <link rel="canonical"> in the head, as written. */
  canonicalHrefs: string[];
  hreflangs: HreflangLink[];
  metaRefresh: MetaRefresh | null;
  scriptRedirects: ScriptRedirect[];
  /** content of <meta name="generator">, e.g. "Wix.com Website Builder". */
  generator: string | null;
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
  /** Every <a> element, also those without href. */
  anchors: AnchorFact[];
  telLinks: string[];
  mailtoLinks: string[];
  /** Content images; `described`: an alt, aria-label, title or role="presentation"/"none" (axe-core rule image-alt). */
  images: { src: string; alt: string | null; described: boolean }[];
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
  /** Characters of inline script code (JSON-LD excluded). */
  inlineScriptChars: number;
  /** Text of the <noscript> elements, collapsed. */
  noscriptText: string;
  /** An empty single-page-app mount point (#root, #app, #__next, …). */
  emptyAppRoot: boolean;
  /** The selector of that mount point, e.g. "#root"; null when none. */
  appRoot: string | null;
  /** Words of bodyText: everything a crawler that runs no JavaScript can read. */
  bodyWordCount: number;
  /** src of the external scripts (for recognising site builders and frameworks). */
  scriptSources: string[];
  /** Visible text line by line (block elements and <br> end a line), with where it stands: what the business facts are read from. */
  blocks: TextBlock[];
  /** Cell texts of the page's tables, row by row (at most MAX_TABLES tables of MAX_TABLE_ROWS rows). */
  tableGrids: string[][][];
}

/** Where on the page a line of text stands (HTML landmarks, also as role, id or class of older layouts). */
type PageRegion = "header" | "footer" | "nav" | "aside" | "main";

/** One line of visible text. */
export interface TextBlock {
  text: string;
  region: PageRegion;
  /** heading: h1-h6; item: li; row: a table row (cells joined by spaces); text: anything else. */
  kind: "heading" | "item" | "row" | "text";
}

const INLINE_TAGS = new Set(["a", "abbr", "b", "bdi", "bdo", "cite", "code", "data", "em", "i", "kbd", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u", "var"]);
const INVISIBLE_TAGS = new Set(["script", "style", "noscript", "template", "svg", "head", "iframe", "object", "canvas", "title"]);
const NON_MAIN_TAGS = new Set(["nav", "header", "footer", "aside"]);
const APP_ROOT_IDS = new Set(["root", "app", "__next", "__nuxt"]);
const CELL_TAGS = new Set(["td", "th"]);
const MAX_BLOCKS = 4000;
const MAX_BLOCK_CHARS = 600;
const MAX_TABLES = 30;
const MAX_TABLE_ROWS = 60;
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

/** Visible text of a subtree: like textOf, without scripts, styles and hidden elements. */
function visibleTextOf(node: AnyNode, depth = 0): string {
  if (isText(node)) return node.data;
  if (!isTag(node) || depth > MAX_DEPTH || INVISIBLE_TAGS.has(node.name) || node.attribs.hidden !== undefined) return "";
  let out = "";
  for (const child of node.children) out += visibleTextOf(child, depth + 1);
  return out;
}

/**
 * Parses the content of a meta refresh (HTML standard, "shared declarative refresh
 * steps"): "5", "0; url=/neu", "0;URL='https://…'", "3, /neu".
 * @returns null when the content does not start with a delay
 */
export function parseMetaRefresh(content: string, base: URL): MetaRefresh | null {
  const match = /^\s*(\d+)(?:\.[\d.]*)?\s*(?:[;,]\s*(?:url\s*=\s*)?(.*))?$/is.exec(content);
  if (!match) return null;
  let target = (match[2] ?? "").trim();
  const quote = target[0];
  if (quote === "'" || quote === '"') target = target.slice(1, target.indexOf(quote, 1) === -1 ? undefined : target.indexOf(quote, 1));
  let url: string | null = null;
  if (target) {
    try {
      const resolved = new URL(target, base);
      if (resolved.protocol === "http:" || resolved.protocol === "https:") url = resolved.href;
    } catch {
      // an unparseable target refreshes nothing
    }
  }
  return { content: collapse(content), delaySeconds: Number(match[1]), url };
}

const SCRIPT_REDIRECT = /(?:(?:window|document|self|top)\s*\.\s*)?location(?:\s*\.\s*href)?\s*=\s*(["'`])([^"'`\n]{1,500})\1|location\s*\.\s*(?:replace|assign)\s*\(\s*(["'`])([^"'`\n]{1,500})\3\s*\)/g;
/** Scripts that only react to the visitor (a click) are navigation, not a redirect. */
const SCRIPT_EVENT_HANDLER = /addEventListener|\.on\s*\(|onclick|\.click\s*\(/i;

/**
 * Redirects an inline script makes as soon as it runs: an assignment to
 * (window.)location(.href) or location.replace/assign with a string literal, in a
 * script of at most 2,000 characters that registers no event handlers (bigger
 * scripts are applications whose navigation waits for the visitor).
 */
export function scriptRedirectsIn(code: string, base: URL): ScriptRedirect[] {
  if (code.length > 2000 || SCRIPT_EVENT_HANDLER.test(code)) return [];
  const out: ScriptRedirect[] = [];
  for (const match of code.matchAll(SCRIPT_REDIRECT)) {
    const target = match[2] ?? match[4] ?? "";
    let url: string | null = null;
    try {
      const resolved = new URL(target, base);
      if (resolved.protocol === "http:" || resolved.protocol === "https:") url = resolved.href;
    } catch {
      // not a URL literal
    }
    out.push({ statement: collapse(match[0]).slice(0, 160), url });
  }
  return out;
}

const CLICK_ATTRIBUTES = ["onclick", "ng-click", "v-on:click", "@click", "(click)", "x-on:click"];
/** Attributes an <a> may carry only together with href (HTML standard, the a element). */
const HREF_ATTRIBUTES = ["target", "download", "ping", "rel", "hreflang", "type", "referrerpolicy"];

interface WalkContext {
  visible: boolean;
  main: boolean;
  lang: string | null;
  svg: boolean;
  /** Outside <body>: where head elements stand, also when <head> itself is left out. */
  head: boolean;
  region: PageRegion;
}

const REGION_BY_TAG: Partial<Record<string, PageRegion>> = { header: "header", footer: "footer", nav: "nav", aside: "aside" };
const REGION_BY_ROLE: Partial<Record<string, PageRegion>> = { banner: "header", contentinfo: "footer", navigation: "nav", complementary: "aside" };

/** The region an element opens: its landmark tag or role, else an id or class such as "site-footer" (older layouts). */
function regionOf(tag: string, a: Record<string, string>, current: PageRegion): PageRegion {
  const region = REGION_BY_TAG[tag] ?? REGION_BY_ROLE[(a.role ?? "").trim().toLowerCase()];
  if (region) return region;
  if (current !== "main" || (a.id === undefined && a.class === undefined)) return current;
  const marker = ` ${a.id ?? ""} ${a.class ?? ""} `.toLowerCase();
  if (/[\s_-]footer[\s_-]/.test(marker)) return "footer";
  if (/[\s_-](?:header|masthead|topbar)[\s_-]/.test(marker)) return "header";
  return current;
}

/** The rows of a table as cell texts, without nested tables' rows. */
function tableGridOf(table: AnyNode): string[][] {
  const rows: string[][] = [];
  const walk = (node: AnyNode, depth: number) => {
    if (!isTag(node) || depth > 6 || rows.length >= MAX_TABLE_ROWS) return;
    for (const child of node.children) {
      if (!isTag(child)) continue;
      const name = child.name.toLowerCase();
      if (name === "tr") rows.push(child.children.filter((c) => isTag(c) && CELL_TAGS.has(c.name.toLowerCase())).slice(0, 16).map((c) => collapse(visibleTextOf(c))));
      else if (name !== "table") walk(child, depth + 1);
    }
  };
  walk(table, 0);
  return rows;
}

/** Collects the visible text as lines (TextBlock) while the page is walked. */
class LineCollector {
  readonly blocks: TextBlock[] = [];
  private parts: string[] = [];
  private region: PageRegion = "main";

  text(data: string, region: PageRegion): void {
    if (this.parts.length === 0) this.region = region;
    this.parts.push(data);
  }

  end(kind: TextBlock["kind"]): void {
    if (this.parts.length === 0) return;
    const text = collapse(this.parts.join(""));
    this.parts = [];
    if (text && this.blocks.length < MAX_BLOCKS) this.blocks.push({ text: text.slice(0, MAX_BLOCK_CHARS), region: this.region, kind });
  }
}

function blockKindOf(tag: string): TextBlock["kind"] {
  if (/^h[1-6]$/.test(tag)) return "heading";
  return tag === "li" ? "item" : tag === "tr" ? "row" : "text";
}

/** What the walk collects before the facts are put together. */
class PageWalk {
  readonly jsonLd: JsonLdBlock[] = [];
  readonly microdataTypes = new Set<string>();
  readonly microdataProps: Record<string, string[]> = {};
  readonly rdfaTypes = new Set<string>();
  readonly openGraph: Record<string, string> = {};
  readonly robotsMeta: string[] = [];
  readonly headings: { level: number; text: string }[] = [];
  readonly links: PageLink[] = [];
  readonly anchors: AnchorFact[] = [];
  readonly telLinks: string[] = [];
  readonly mailtoLinks: string[] = [];
  readonly images: PageFacts["images"] = [];
  readonly summaries: string[] = [];
  readonly faqMarkers: string[] = [];
  readonly iframeSources: string[] = [];
  readonly titles: string[] = [];
  readonly canonicalHrefs: string[] = [];
  readonly hreflangs: HreflangLink[] = [];
  readonly scriptRedirects: ScriptRedirect[] = [];
  readonly scriptSources: string[] = [];
  readonly noscriptParts: string[] = [];
  readonly bodyParts: string[] = [];
  readonly mainParts: string[] = [];
  readonly lines = new LineCollector();
  readonly tableGrids: string[][][] = [];
  lang: string | null = null;
  metaDescription: string | null = null;
  viewport: string | null = null;
  generator: string | null = null;
  metaRefresh: MetaRefresh | null = null;
  lists = 0;
  tables = 0;
  scriptCount = 0;
  inlineScriptChars = 0;
  emptyAppRoot = false;
  appRoot: string | null = null;

  constructor(readonly url: URL) {}

  visit(node: AnyNode, depth: number, ctx: WalkContext): void {
    if (isText(node)) {
      if (ctx.visible) {
        this.lines.text(node.data, ctx.region);
        this.bodyParts.push(node.data);
        if (ctx.main) this.mainParts.push(node.data);
      }
      return;
    }
    if (!isTag(node) || depth > MAX_DEPTH) return;
    const tag = node.name.toLowerCase();
    this.element(tag, node, ctx);
    this.attributes(tag, node);
    this.children(tag, node, depth, ctx);
  }

  /** What one element states by its tag. */
  private element(tag: string, node: Element, ctx: WalkContext): void {
    const a = node.attribs;
    switch (tag) {
      case "html":
        this.lang = a.lang?.trim() || null;
        break;
      case "title":
        if (!ctx.svg) this.titles.push(collapse(textOf(node)));
        break;
      case "meta":
        this.meta(a);
        break;
      case "link":
        this.link(a, ctx);
        break;
      case "script":
        this.script(node);
        break;
      case "noscript":
        this.noscriptParts.push(textOf(node));
        break;
      case "h1":
      case "h2":
      case "h3":
      case "h4":
      case "h5":
      case "h6":
        this.headings.push({ level: Number(tag.slice(1)), text: collapse(visibleTextOf(node)) });
        break;
      case "a":
        this.anchor(node, ctx);
        break;
      case "img":
        this.image(a);
        break;
      default:
        this.structure(tag, node, ctx);
    }
  }

  /** Lists, tables, line breaks, summaries, iframes. */
  private structure(tag: string, node: Element, ctx: WalkContext): void {
    switch (tag) {
      case "ul":
      case "ol":
        if (node.children.filter((c) => isTag(c) && c.name.toLowerCase() === "li").length >= 3) this.lists += 1;
        break;
      case "table":
        this.tables += 1;
        if (ctx.visible && this.tableGrids.length < MAX_TABLES) this.tableGrids.push(tableGridOf(node));
        break;
      case "br":
        if (ctx.visible) this.lines.end("text");
        break;
      case "summary":
      case "dt": {
        const text = collapse(textOf(node));
        if (text) this.summaries.push(text);
        break;
      }
      case "iframe":
        if (node.attribs.src !== undefined) this.iframeSources.push(node.attribs.src);
        break;
    }
  }

  private meta(a: Record<string, string>): void {
    const name = (a.name ?? "").toLowerCase();
    const content = a.content === undefined ? null : collapse(a.content);
    if (name === "description") this.metaDescription ??= content;
    else if (name === "viewport") this.viewport ??= content;
    else if (name === "generator") this.generator ??= content;
    else if ((name === "robots" || name === "googlebot" || name === "bingbot") && content) this.robotsMeta.push(`${name}: ${content}`);
    if ((a["http-equiv"] ?? "").toLowerCase() === "refresh" && a.content !== undefined) this.metaRefresh ??= parseMetaRefresh(a.content, this.url);
    const property = (a.property ?? "").toLowerCase();
    if (property.startsWith("og:") && content && !(property in this.openGraph)) this.openGraph[property] = content;
  }

  private link(a: Record<string, string>, ctx: WalkContext): void {
    const rel = ` ${(a.rel ?? "").toLowerCase()} `;
    // Canonical links in the body are ignored by search engines (Google Search Central).
    if (rel.includes(" canonical ") && ctx.head && a.href !== undefined) this.canonicalHrefs.push(a.href.trim());
    if (rel.includes(" alternate ") && a.hreflang !== undefined && a.href !== undefined) {
      this.hreflangs.push({ hreflang: a.hreflang.trim(), href: a.href.trim(), absolute: absoluteUrl(a.href, this.url), inHead: ctx.head });
    }
  }

  private script(node: Element): void {
    const a = node.attribs;
    const type = (a.type ?? "").trim().toLowerCase();
    if (type === "application/ld+json") {
      const raw = textOf(node);
      const block: JsonLdBlock = { index: this.jsonLd.length + 1, raw: raw.trim() };
      try {
        block.data = JSON.parse(raw);
      } catch (error) {
        block.error = jsonSyntaxProblem(error);
      }
      this.jsonLd.push(block);
    } else if (a.src !== undefined || type === "" || type === "module" || /javascript|ecmascript/.test(type)) {
      this.scriptCount += 1;
      if (a.src !== undefined) this.scriptSources.push(a.src);
      else {
        const code = textOf(node);
        this.inlineScriptChars += code.length;
        this.scriptRedirects.push(...scriptRedirectsIn(code, this.url));
      }
    }
  }

  private anchor(node: Element, ctx: WalkContext): void {
    const a = node.attribs;
    const onclick = CLICK_ATTRIBUTES.find((name) => a[name] !== undefined);
    this.anchors.push({
      href: a.href ?? null,
      text: collapse(visibleTextOf(node)),
      lang: a.lang?.trim() || ctx.lang,
      rel: (a.rel ?? "").toLowerCase(),
      role: (a.role ?? "").trim(),
      name: (a.name ?? "").trim(),
      id: (a.id ?? "").trim(),
      onclick: onclick ? `${onclick}="${a[onclick]!.slice(0, 80)}"` : null,
      hrefAttributes: HREF_ATTRIBUTES.some((name) => a[name] !== undefined),
    });
    if (a.href === undefined) return;
    const href = a.href.trim();
    if (/^tel:/i.test(href)) this.telLinks.push(href.slice(4));
    if (/^mailto:/i.test(href)) this.mailtoLinks.push(href.slice(7).split("?")[0] ?? "");
    const absolute = absoluteUrl(href, this.url);
    const text = collapse(textOf(node)) || collapse(a["aria-label"] ?? a.title ?? "");
    this.links.push({ href, text, absolute, internal: absolute !== null && sameSite(new URL(absolute).hostname, this.url.hostname) });
  }

  private image(a: Record<string, string>): void {
    // Tracking pixels are not content.
    if (a.width === "1" && a.height === "1") return;
    const role = (a.role ?? "").trim().toLowerCase();
    this.images.push({
      src: a.src ?? a["data-src"] ?? "",
      alt: a.alt ?? null,
      described: a.alt !== undefined || !!a["aria-label"]?.trim() || !!a["aria-labelledby"]?.trim() || !!a.title?.trim() || role === "presentation" || role === "none",
    });
  }

  /** Microdata, RDFa, FAQ markers and app mount points, on any element. */
  private attributes(tag: string, node: Element): void {
    const a = node.attribs;
    if (a.itemscope !== undefined && a.itemtype) for (const t of a.itemtype.split(/\s+/).filter(Boolean)) this.microdataTypes.add(schemaTypeName(t));
    if (a.itemprop) {
      const value = collapse(a.content ?? a.href ?? textOf(node));
      for (const prop of a.itemprop.split(/\s+/).filter(Boolean)) (this.microdataProps[prop] ??= []).push(value);
    }
    if (a.typeof) for (const t of a.typeof.split(/\s+/).filter(Boolean)) this.rdfaTypes.add(schemaTypeName(t));
    if ((a.id !== undefined || a.class !== undefined) && /faq/i.test(`${a.id ?? ""} ${a.class ?? ""}`)) this.faqMarkers.push(collapse(`${a.id ?? ""} ${a.class ?? ""}`));
    if (this.appRoot === null && ((a.id !== undefined && APP_ROOT_IDS.has(a.id)) || a["data-reactroot"] !== undefined || tag === "app-root")) {
      this.emptyAppRoot = collapse(textOf(node)) === "";
      this.appRoot = tag === "app-root" ? "<app-root>" : a.id !== undefined && APP_ROOT_IDS.has(a.id) ? `#${a.id}` : "[data-reactroot]";
    }
  }

  /** Walks the children with the context they inherit; block elements separate words and lines. */
  private children(tag: string, node: Element, depth: number, ctx: WalkContext): void {
    const a = node.attribs;
    const visible = ctx.visible && !INVISIBLE_TAGS.has(tag) && a.hidden === undefined;
    const main = ctx.main && !NON_MAIN_TAGS.has(tag);
    const childLang = a.lang?.trim() || ctx.lang;
    const svg = ctx.svg || tag === "svg";
    const head = tag === "body" ? false : ctx.head;
    const region = regionOf(tag, a, ctx.region);
    const childCtx =
      visible === ctx.visible && main === ctx.main && childLang === ctx.lang && svg === ctx.svg && head === ctx.head && region === ctx.region
        ? ctx
        : { visible, main, lang: childLang, svg, head, region };
    // Block elements separate words: "<p>a</p><p>b</p>" reads "a b".
    const block = visible && !INLINE_TAGS.has(tag);
    // Table cells stay on their row's line: "Montag 08:00-12:00 14:00-18:00".
    const line = block && !CELL_TAGS.has(tag);
    const separate = (kind: TextBlock["kind"]) => {
      this.bodyParts.push(" ");
      if (main) this.mainParts.push(" ");
      if (line) this.lines.end(kind);
      else this.lines.text(" ", region);
    };
    if (block) separate("text");
    for (const child of node.children) this.visit(child, depth + 1, childCtx);
    if (block) separate(blockKindOf(tag));
  }

  facts(): PageFacts {
    this.lines.end("text");
    const bodyText = collapse(this.bodyParts.join(""));
    const mainText = collapse(this.mainParts.join(""));
    const countWords = (text: string) => text.split(" ").filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    const firstCanonical = this.canonicalHrefs.find((href) => href !== "");
    return {
      url: this.url,
      lang: this.lang,
      title: this.titles[0] ?? null,
      titles: this.titles,
      metaDescription: this.metaDescription,
      canonical: firstCanonical ? (absoluteUrl(firstCanonical, this.url) ?? firstCanonical) : null,
      canonicalHrefs: this.canonicalHrefs,
      hreflangs: this.hreflangs,
      metaRefresh: this.metaRefresh,
      scriptRedirects: this.scriptRedirects,
      generator: this.generator,
      viewport: this.viewport,
      robotsMeta: this.robotsMeta,
      openGraph: this.openGraph,
      headings: this.headings,
      bodyText,
      mainText,
      wordCount: countWords(mainText),
      links: this.links,
      anchors: this.anchors,
      telLinks: this.telLinks,
      mailtoLinks: this.mailtoLinks,
      images: this.images,
      lists: this.lists,
      tables: this.tables,
      jsonLd: this.jsonLd,
      entities: this.jsonLd.flatMap((b) => (b.data === undefined ? [] : collectEntities(b.data))),
      microdataTypes: [...this.microdataTypes],
      rdfaTypes: [...this.rdfaTypes],
      microdataProps: this.microdataProps,
      summaries: this.summaries,
      faqMarkers: this.faqMarkers,
      iframeSources: this.iframeSources,
      scriptCount: this.scriptCount,
      inlineScriptChars: this.inlineScriptChars,
      noscriptText: collapse(this.noscriptParts.join(" ")),
      emptyAppRoot: this.emptyAppRoot,
      appRoot: this.appRoot,
      bodyWordCount: countWords(bodyText),
      scriptSources: this.scriptSources,
      blocks: this.lines.blocks,
      tableGrids: this.tableGrids,
    };
  }
}

/**
 * Extracts the page facts from HTML in one walk over the document.
 * @param html the decoded document (may be cut off; htmlparser2 closes open tags)
 * @param pageUrl the URL the document was served from, to resolve relative links
 */
export function extractPageFacts(html: string, pageUrl: string): PageFacts {
  const walk = new PageWalk(new URL(pageUrl));
  const root = load(html).root()[0]!;
  for (const child of (root as { children: AnyNode[] }).children) walk.visit(child, 0, { visible: true, main: true, lang: null, svg: false, head: true, region: "main" });
  return walk.facts();
}

const parsedPages = new WeakMap<object, { url: string; facts: PageFacts }>();

/** PageFacts as plain data that crosses worker threads by structured clone: the URL as its href. */
export type PageFactsData = Omit<PageFacts, "url"> & { url: string };

/** The facts as plain data (see {@link PageFactsData}). */
export function pageFactsData(facts: PageFacts): PageFactsData {
  return { ...facts, url: facts.url.href };
}

/**
 * Remembers facts already read from a page (by the fetch step's worker task), so that
 * {@link factsOfPage} returns them instead of parsing the page again.
 * @param page the page object the analysis will pass to factsOfPage
 * @param pageUrl the URL it will pass with it
 * @param data extractPageFacts of exactly this page's html at this URL
 */
export function rememberPageFacts(page: { html: string }, pageUrl: string, data: PageFactsData): void {
  parsedPages.set(page, { url: pageUrl, facts: { ...data, url: new URL(data.url) } });
}

/**
 * extractPageFacts for a fetched page, remembered per page object: the fetch step
 * (which reads a meta refresh and the imprint link) and the analysis parse it once.
 * @param page a fetched page; its html must not change afterwards
 */
export function factsOfPage(page: { html: string }, pageUrl: string): PageFacts {
  const known = parsedPages.get(page);
  if (known && known.url === pageUrl) return known.facts;
  const facts = extractPageFacts(page.html, pageUrl);
  parsedPages.set(page, { url: pageUrl, facts });
  return facts;
}
