import type { RedirectHop } from "@/lib/outbound/guarded-fetch";

/** pass: fine; warn: partly fine; fail: missing or wrong; info: reported, not scored. */
export type FindingStatus = "pass" | "warn" | "fail" | "info";

/** The tool pages that help fix a finding. */
export type FixTool = "/tool/schema" | "/tool/meta" | "/tool/robots" | "/tool/sitemap" | "/ki-search-tool";

/** One check and what was found: the evidence a score is built from. */
export interface Finding {
  /** Stable id, e.g. "meta.description". */
  id: string;
  status: FindingStatus;
  /** What was checked, German, e.g. "Meta-Description". */
  label: string;
  /** What was found on the site, German, with the values seen. */
  evidence: string;
  /** Points earned; 0 ≤ points ≤ maxPoints. */
  points: number;
  /** Points possible; 0 for findings that are only reported. */
  maxPoints: number;
  /** What to change, German; set on warn and fail findings. */
  action?: string;
  tool?: FixTool;
  /**
   * Set when the finding keeps the site out of search and AI answers whatever
   * else is right (noindex, crawlers shut out); caps the overall score at 59.
   */
  blocker?: string;
}

export type CategoryId = "structured-data" | "meta" | "faq" | "crawling" | "local" | "content";

/** A lucide icon name the page maps to a component. */
export type CategoryIcon = "code" | "tags" | "message-circle-question" | "bot" | "map-pin" | "file-text";

export interface CategoryResult {
  id: CategoryId;
  icon: CategoryIcon;
  name: string;
  description: string;
  /** Share of the overall score, in percent (the weights add up to 100). */
  weight: number;
  /** 0-100: points earned / points possible of the scored findings, rounded. */
  score: number;
  findings: Finding[];
  /** Evidence of every warn and fail finding (spec: issues list). */
  issues: string[];
  /** Action of every warn and fail finding (spec: suggestions list). */
  suggestions: string[];
}

export type TrafficLightLevel = "green" | "yellow" | "red";

export interface ActionItem {
  text: string;
  categoryId: CategoryId;
  findingId: string;
  /** Overall-score points the fix is worth (category weight × points missing / category points). */
  impact: number;
  /** True for blockers, which come first whatever their points. */
  critical: boolean;
  tool?: FixTool;
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
  /** German reason when the fetch failed. */
  error?: string;
}

/** Everything fetched from the site for one check; the analysis is a pure function of it. */
export interface SiteSnapshot {
  requestedUrl: string;
  finalUrl: string;
  redirects: RedirectHop[];
  page: {
    status: number;
    contentType: string | null;
    /** The X-Robots-Tag header values, if any. */
    xRobotsTag: string[];
    html: string;
    bytes: number;
    truncated: boolean;
    elapsedMs: number;
  };
  robotsTxt: ResourceFetch;
  /** The sitemap named in robots.txt, else /sitemap.xml. */
  sitemap: ResourceFetch & { source: "robots.txt" | "default" };
  llmsTxt: ResourceFetch;
}

/** The response of POST /api/website-check (spec section 3 "Website check result", plus evidence). */
export interface WebsiteCheckResult {
  overallScore: number;
  trafficLight: { level: TrafficLightLevel; label: string };
  categories: CategoryResult[];
  /** The actions as text, most important first (spec: actionItems). */
  actionItems: string[];
  actions: ActionItem[];
  /** Blockers that capped the overall score at 59; empty when none. */
  cappedBy: string[];
  requestedUrl: string;
  finalUrl: string;
  redirects: RedirectHop[];
  /** ISO 8601. */
  checkedAt: string;
  page: { status: number; bytes: number; truncated: boolean; elapsedMs: number };
  resources: { robotsTxt: ResourceSummary; sitemap: ResourceSummary; llmsTxt: ResourceSummary };
}

export interface ResourceSummary {
  url: string;
  status: number | null;
  error?: string;
}
