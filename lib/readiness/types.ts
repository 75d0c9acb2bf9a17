import type { MessageParams } from "@/lib/api/errors";
import type { RedirectHop } from "@/lib/outbound/guarded-fetch";
import type { BusinessFacts } from "./business-facts";
import type { BusinessKindAssessment } from "./business-kind";
import type { PageFactsData } from "./page-facts";

/** pass: fine; warn: partly fine; fail: missing or wrong; info: reported, not scored. */
export type FindingStatus = "pass" | "warn" | "fail" | "info";

/** The tool pages that help fix a finding. */
export type FixTool = "/tool/schema" | "/tool/meta" | "/tool/robots" | "/tool/sitemap" | "/ki-search-tool";

/**
 * A German text by its key under "ReadinessFindings" in messages/de.json and its ICU
 * arguments, e.g. { code: "faq.section.heading", params: { heading: "FAQ" } }: what the
 * checks pass instead of sentences; lib/readiness/finding-text.ts renders it.
 */
export interface Copy {
  code: string;
  params?: Record<string, CopyParam>;
}

/** An argument: a value, a nested text, a fetch's failure, or a list of them (joined "A, B und C" for "and"). */
export type CopyParam = string | number | Copy | CopyList | FetchProblem;

/**
 * Why a fetch of the site got no usable answer: a code under "ApiErrors" in
 * messages/de.json ("outbound.*" of the SSRF-guarded fetcher, "site.*") and its arguments,
 * e.g. { errorCode: "outbound.dns", params: { host: "praxis.de" } }.
 */
export interface FetchProblem {
  errorCode: string;
  params: MessageParams;
}

export interface CopyList {
  join: "and" | ", " | "; ";
  items: (string | Copy)[];
}

/** One check and what was found, as codes: the evidence a score is built from. */
export interface Finding {
  /** Stable id, e.g. "meta.description"; its name is "ReadinessFindings.<id>.label". */
  id: string;
  status: FindingStatus;
  /** A name other than "<id>.label", where the check names it per business kind. */
  label?: Copy;
  /** What was found on the site, with the values seen. */
  evidence: Copy;
  /** Points earned; 0 ≤ points ≤ maxPoints. */
  points: number;
  /** Points possible; 0 for findings that are only reported. */
  maxPoints: number;
  /** What to change; set on warn and fail findings. */
  action?: Copy;
  tool?: FixTool;
  /**
   * Set when the finding keeps the site out of search and AI answers whatever
   * else is right (noindex, crawlers shut out); caps the overall score at 59.
   */
  blocker?: Copy;
  /**
   * A local question (opening hours, map) asked of a business of unclear kind: shown
   * with its evidence and action, not scored (lib/readiness/kind-scope.ts).
   */
  optional?: boolean;
  /**
   * Which rule of the check decided a warn or fail, where a check has several
   * (e.g. "relative" for meta.canonical); stable like the id, for code, not for people.
   */
  reason?: string;
}

/**
 * A finding as shown: its texts in German (rendered at the edge), with the message codes
 * they came from (the codes only: the figures are in the texts, and the response stays small).
 */
export interface ShownFinding extends Omit<Finding, "label" | "evidence" | "action" | "blocker"> {
  /** What was checked, e.g. "Meta-Description". */
  label: string;
  evidence: string;
  action?: string;
  blocker?: string;
  codes: { label: string; evidence: string; action?: string; blocker?: string };
}

export type CategoryId = "structured-data" | "meta" | "faq" | "crawling" | "local" | "content";

/** A lucide icon name the page maps to a component. */
export type CategoryIcon = "code" | "tags" | "message-circle-question" | "bot" | "map-pin" | "file-text";

/** A category as scored, by codes. */
export interface CategoryOutcome {
  id: CategoryId;
  icon: CategoryIcon;
  /** "trust": the local category of an online shop or service ("Unternehmen & Vertrauen"). */
  variant?: "trust";
  /** Share of the overall score, in percent (the weights add up to 100). */
  weight: number;
  /** 0-100: points earned / points possible of the scored findings, rounded. */
  score: number;
  findings: Finding[];
}

/** A category as shown. */
export interface CategoryResult extends Omit<CategoryOutcome, "findings" | "variant"> {
  name: string;
  description: string;
  findings: ShownFinding[];
  /** Evidence of every warn and fail finding (the API's `issues` list). */
  issues: string[];
  /** Action of every warn and fail finding (the API's `suggestions` list). */
  suggestions: string[];
}

export type TrafficLightLevel = "green" | "yellow" | "red";

/** A ranked action, by code. */
export interface ActionOutcome {
  action: Copy;
  categoryId: CategoryId;
  findingId: string;
  /** Overall-score points the fix is worth (category weight × points missing / category points). */
  impact: number;
  /** True for blockers, which come first whatever their points. */
  critical: boolean;
  tool?: FixTool;
}

/** A ranked action as shown. */
interface ActionItem extends Omit<ActionOutcome, "action"> {
  text: string;
}

/** How one of the site's files was fetched. */
export interface ResourceFetch {
  url: string;
  /** HTTP status, or null when the fetch itself failed (see error). */
  status: number | null;
  contentType: string | null;
  /** Decoded body, when the server answered 2xx. */
  text: string | null;
  truncated: boolean;
  /** Why the fetch failed. */
  error?: FetchProblem;
}

/** A fetched HTML page. */
export interface PageFetch {
  /** HTTP status; 4xx and 5xx pages are checked too (a blocker). */
  status: number;
  contentType: string | null;
  /** The X-Robots-Tag header values, if any. */
  xRobotsTag: string[];
  /** The HTTP Link header values (RFC 8288), which may name a canonical or hreflang alternates. */
  linkHeader: string[];
  html: string;
  bytes: number;
  truncated: boolean;
  elapsedMs: number;
}

/** The page the home page links to for its legal and contact details (imprint, else contact page). */
export interface SecondPageFetch extends ResourceFetch {
  kind: "imprint" | "contact";
  /** Text of the link it was found by. */
  linkText: string;
}

/** A further page read for the business's details (lib/readiness/business-facts.ts factPageLinks). */
export interface FactPageFetch extends ResourceFetch {
  kind: "imprint" | "contact" | "about";
  linkText: string;
}

/** A `<meta http-equiv="refresh">` on the first page that the fetch followed once. */
export interface MetaRefreshHop {
  /** The page that refreshed (after its HTTP redirects), its HTML kept for hreflang return links. */
  fromUrl: string;
  fromHtml: string;
  content: string;
  delaySeconds: number;
  /** The target as resolved. */
  target: string;
  /** Why the target could not be fetched; the first page is checked then. */
  error?: FetchProblem;
}

/** Everything fetched from the site for one check; the analysis is a pure function of it. */
export interface SiteSnapshot {
  requestedUrl: string;
  /** URL of the checked page: after HTTP redirects and a followed meta refresh. */
  finalUrl: string;
  /** HTTP redirects of the first page and, after a meta refresh, of its target. */
  redirects: RedirectHop[];
  page: PageFetch;
  /**
   * The checked page as the fetch step's worker task read it (lib/workers/cpu-worker.ts
   * pageLinks: extractPageFacts of the flattened page at `url`), so that the analysis does
   * not parse the page a second time; used only while `url` equals finalUrl.
   */
  pageFacts?: { url: string; facts: PageFactsData };
  /** Set when the first page refreshed to another page and the fetch followed it. */
  metaRefresh?: MetaRefreshHop;
  /** Imprint or contact page; absent when the home page links to neither on its own site. */
  secondPage?: SecondPageFetch;
  /**
   * The other pages a person reads for the business's details (contact, about/team),
   * besides secondPage; at most 4 pages are fetched in all, the first page included.
   */
  morePages?: FactPageFetch[];
  robotsTxt: ResourceFetch;
  /** The sitemap named in robots.txt, else /sitemap.xml. */
  sitemap: ResourceFetch & { source: "robots.txt" | "default" };
  llmsTxt: ResourceFetch;
}

/**
 * What a check found besides its scored findings: the same in the coded and the shown
 * result, except a failed fetch's `error`: a FetchProblem in the coded, its German text in
 * the shown result.
 */
export interface CheckFacts<Problem = unknown> {
  /** The kind of business the check assumed, detected or chosen, and what the page showed. */
  businessKind: BusinessKindAssessment;
  requestedUrl: string;
  finalUrl: string;
  redirects: RedirectHop[];
  /** ISO 8601. */
  checkedAt: string;
  /** `deepNesting`: the page was nested deeper than the checker reads and was flattened (lib/html/nesting.ts). */
  page: { status: number; bytes: number; truncated: boolean; elapsedMs: number; deepNesting?: { depth: number; limit: number } };
  /** The meta refresh the check followed from the requested page. */
  metaRefresh?: { fromUrl: string; target: string; delaySeconds: number; error?: Problem };
  resources: {
    robotsTxt: ResourceSummary<Problem>;
    sitemap: ResourceSummary<Problem>;
    llmsTxt: ResourceSummary<Problem>;
    /** Imprint or contact page read for the business details. */
    secondPage?: ResourceSummary<Problem> & { kind: "imprint" | "contact" };
  };
  /** Name, address, phone, … found on the site, each with the page it came from (lib/readiness/business-facts.ts). */
  businessFacts: BusinessFacts;
  /** What the generators can take over from the site (lib/readiness/prefill.ts); only in the visitor's browser. */
  siteFacts: SiteFacts;
}

/** A scored check, by codes (lib/readiness/analyze.ts). */
export interface CheckOutcome extends CheckFacts<FetchProblem> {
  overallScore: number;
  trafficLight: { level: TrafficLightLevel };
  categories: CategoryOutcome[];
  actions: ActionOutcome[];
  /** Blockers that capped the overall score at 59; empty when none. */
  cappedBy: Copy[];
}

/** The response of POST /api/website-check: the outcome with its texts in German (lib/readiness/finding-text.ts). */
export interface WebsiteCheckResult extends CheckFacts<string> {
  overallScore: number;
  trafficLight: { level: TrafficLightLevel; label: string };
  categories: CategoryResult[];
  /** The actions as text, most important first (the API's `actionItems`). */
  actionItems: string[];
  actions: ActionItem[];
  /** Blockers that capped the overall score at 59; empty when none. */
  cappedBy: string[];
}

/** The checked page's head, robots.txt and known URLs, as the pre-filled generators need them. */
export interface SiteFacts {
  title: string | null;
  metaDescription: string | null;
  /** Absolute og:image or first JSON-LD image, when any. */
  ogImage: string | null;
  /** schema.org types of the JSON-LD business the page describes, e.g. ["Dentist"]. */
  businessTypes: string[];
  /** URL and body of the robots.txt when the server answered 2xx with a text file; else null. */
  robotsTxt: { url: string; text: string } | null;
  /** <loc> values of a urlset sitemap (at most 500), else empty. */
  sitemapUrls: string[];
  /** The home page's internal links, absolute, distinct, without fragments (at most 200). */
  internalLinks: { url: string; text: string }[];
}

interface ResourceSummary<Problem> {
  url: string;
  status: number | null;
  error?: Problem;
}
