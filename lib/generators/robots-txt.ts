import { AI_CRAWLERS, AI_CRAWLER_PURPOSE_LABELS, type AiCrawlerPurpose } from "@/lib/crawlers/ai-crawlers";

/**
 * The robots.txt generator (format RFC 9309). kiOptimized adds one group per AI crawler
 * purpose (lib/crawlers/ai-crawlers.ts), so an owner can allow AI search and user
 * fetches while refusing training.
 */

export const CRAWL_DELAYS = [0, 0.5, 1, 2, 5] as const;
export type CrawlDelay = (typeof CRAWL_DELAYS)[number];
export const AI_CRAWL_DELAY = 0.5;
export const DEFAULT_DISALLOW_PATHS = "/admin\n/private";
export const DEFAULT_SPECIFIC_BOTS = ["Googlebot", "Bingbot", "ChatGPT-User"];

export type AllowedBots = "all" | "specific" | "none";

export interface RobotsForm {
  /** Default true. */
  allowCrawling?: boolean;
  /** One path per line; default "/admin\n/private". */
  disallowPaths?: string;
  sitemapUrl?: string;
  /** Seconds; default 1. */
  crawlDelay?: CrawlDelay;
  /** Default "all". */
  allowedBots?: AllowedBots;
  /** Default Googlebot, Bingbot, ChatGPT-User. */
  specificBots?: string[];
  /** Default true. */
  kiOptimized?: boolean;
  /** Which AI crawler groups are allowed; default all three. */
  aiPurposes?: Record<AiCrawlerPurpose, boolean>;
}

/**
 * A form entry the robots.txt leaves out, and why; its German text is messages/de.json
 * "RobotsGenerator.problem.<code>" with `value` (the line or address as typed).
 */
export type RobotsProblem = { code: "notAPath" | "whitespace" | "sitemapNotAbsolute"; value: string } | { code: "starAsBot" | "noBot" };

export interface DisallowPaths {
  paths: string[];
  /** One per rejected line. */
  problems: RobotsProblem[];
}

/**
 * Splits the disallow field: one path per line, blank lines dropped, duplicates
 * removed; a path must start with "/" or "*" (RFC 9309 §2.2.2) and contain no spaces.
 */
export function parseDisallowPaths(text: string): DisallowPaths {
  const paths: string[] = [];
  const problems: RobotsProblem[] = [];
  for (const line of text.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) {
    if (!/^[/*]/.test(line)) problems.push({ code: "notAPath", value: line });
    else if (/\s/.test(line)) problems.push({ code: "whitespace", value: line });
    else if (!paths.includes(line)) paths.push(line);
  }
  return { paths, problems };
}

/** Whether a sitemap URL is absolute http(s), as sitemaps.org requires. */
export function isValidSitemapUrl(url: string): boolean {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:";
  } catch {
    return false;
  }
}

/** The problems of the form that the output leaves out. */
export function robotsFormProblems(form: RobotsForm): RobotsProblem[] {
  const problems = parseDisallowPaths(form.disallowPaths ?? DEFAULT_DISALLOW_PATHS).problems;
  const sitemap = form.sitemapUrl?.trim();
  if (sitemap && !isValidSitemapUrl(sitemap)) problems.push({ code: "sitemapNotAbsolute", value: sitemap });
  const bots = form.specificBots ?? DEFAULT_SPECIFIC_BOTS;
  if ((form.allowedBots ?? "all") === "specific" && bots.some((b) => b.trim() === "*")) {
    problems.push({ code: "starAsBot" });
  }
  if ((form.allowedBots ?? "all") === "specific" && specificBotTokens(bots).length === 0) {
    problems.push({ code: "noBot" });
  }
  return problems;
}

/** The listed bots, trimmed, without "*" and without case-insensitive duplicates (RFC 9309 matches tokens case-insensitively). */
function specificBotTokens(bots: readonly string[]): string[] {
  const seen = new Set<string>();
  return bots
    .map((b) => b.trim())
    .filter((b) => {
      const key = b.toLowerCase();
      if (!b || b === "*" || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

function formatDelay(delay: number): string {
  return String(delay);
}

function group(agents: string[], rules: string[], delay: number, comment?: string): string {
  return [comment && `# ${comment}`, ...agents.map((a) => `User-agent: ${a}`), ...rules, delay > 0 ? `Crawl-delay: ${formatDelay(delay)}` : undefined]
    .filter((line): line is string => !!line)
    .join("\n");
}

const PURPOSE_COMMENTS: Record<AiCrawlerPurpose, string> = {
  search: `${AI_CRAWLER_PURPOSE_LABELS.search} (Antworten mit Quellen)`,
  user: `KI: ${AI_CRAWLER_PURPOSE_LABELS.user}`,
  training: AI_CRAWLER_PURPOSE_LABELS.training,
};

/**
 * The robots.txt for the form (RFC 9309 groups; each group's comment line says what it does):
 * - allowCrawling false or allowedBots "none": one group `*` with `Disallow: /`, nothing else.
 * - allowedBots "all": one group `*` with the disallow paths (none: `Allow: /`) and the
 *   crawl delay (default 1 s; 0 omits the line).
 * - allowedBots "specific": one such group per listed bot, then `*` with `Disallow: /`.
 * - kiOptimized (default on): one group per AI crawler purpose of lib/crawlers/ai-crawlers.ts
 *   (search, user fetch, training), allowed with the disallow paths and AI_CRAWL_DELAY, or
 *   blocked, as `aiPurposes` chooses; a bot listed under "specific" keeps its own group.
 * - A `Sitemap:` line last, only for an absolute http(s) URL (sitemaps.org).
 * @returns the file's text, groups separated by blank lines, ending with a newline
 */
export function generateRobotsTxt(form: RobotsForm): string {
  const allowedBots = form.allowedBots ?? "all";
  const { paths } = parseDisallowPaths(form.disallowPaths ?? DEFAULT_DISALLOW_PATHS);
  const delay = form.crawlDelay ?? 1;
  const sitemap = form.sitemapUrl?.trim();
  const sitemapLine = sitemap && isValidSitemapUrl(sitemap) ? `Sitemap: ${sitemap}` : undefined;
  const rules = paths.length ? paths.map((p) => `Disallow: ${p}`) : ["Allow: /"];
  const groups: string[] = [];

  if (form.allowCrawling === false || allowedBots === "none") {
    groups.push(group(["*"], ["Disallow: /"], 0, "Die gesamte Website ist für alle Crawler gesperrt."));
  } else {
    const specific = allowedBots === "specific" ? specificBotTokens(form.specificBots ?? DEFAULT_SPECIFIC_BOTS) : [];
    if (allowedBots === "specific") for (const bot of specific) groups.push(group([bot], rules, delay));
    else groups.push(group(["*"], rules, delay));
    if (form.kiOptimized ?? true) {
      const purposes = form.aiPurposes ?? { search: true, user: true, training: true };
      const taken = new Set(specific.map((b) => b.toLowerCase()));
      for (const purpose of ["search", "user", "training"] as const) {
        const agents = AI_CRAWLERS.filter((c) => c.purpose === purpose && !taken.has(c.token.toLowerCase())).map((c) => c.token);
        if (agents.length === 0) continue;
        groups.push(
          purposes[purpose]
            ? group(agents, ["Allow: /", ...paths.map((p) => `Disallow: ${p}`)], AI_CRAWL_DELAY, `${PURPOSE_COMMENTS[purpose]}: erlaubt`)
            : group(agents, ["Disallow: /"], 0, `${PURPOSE_COMMENTS[purpose]}: gesperrt`),
        );
      }
    }
    if (allowedBots === "specific") groups.push(group(["*"], ["Disallow: /"], 0, "Alle übrigen Crawler sind gesperrt."));
  }
  if (sitemapLine) groups.push(sitemapLine);
  return `${groups.join("\n\n")}\n`;
}
