import crawlers from "./ai-crawlers.json";

/**
 * The one list of AI crawlers, for the robots.txt generator and the website checker alike.
 * The list itself is data, in ai-crawlers.json; this module types and checks it.
 *
 * `token` is the robots.txt product token (RFC 9309 §2.2.1) the operator documents;
 * `purpose` says what a site owner allows by letting it in:
 * - "training": content may be used to train AI models. Blocking it does not remove a
 *   site from AI answers.
 * - "search": the operator's AI search index, from which assistants cite and link.
 * - "user": a fetch made live because a person asked the assistant about a page.
 *
 * Sources: the operators' crawler pages (OpenAI "Overview of OpenAI Crawlers",
 * Anthropic "Does Anthropic crawl data from the web", Perplexity "Perplexity Crawlers",
 * Google "Google's common crawlers" (Google-Extended), Apple "About Applebot",
 * Common Crawl, Meta "Web crawlers", Amazon "Amazonbot", DuckDuckGo "DuckAssistBot",
 * Mistral AI "Crawlers"), as of 2026.
 */

export type AiCrawlerPurpose = "training" | "search" | "user";

export interface AiCrawler {
  /** robots.txt user-agent token, spelled as the operator documents it. */
  token: string;
  operator: string;
  purpose: AiCrawlerPurpose;
  /** Retired by its operator; kept so old rules still apply. */
  legacy?: boolean;
  /** One German sentence for the page. */
  description: string;
}

/** German names of the purposes, for headings and badges. */
export const AI_CRAWLER_PURPOSE_LABELS: Record<AiCrawlerPurpose, string> = {
  training: "KI-Training",
  search: "KI-Suche",
  user: "Abruf auf Nutzeranfrage",
};

function isPurpose(purpose: string): purpose is AiCrawlerPurpose {
  return Object.hasOwn(AI_CRAWLER_PURPOSE_LABELS, purpose);
}

/** The crawlers of ai-crawlers.json; throws on a purpose not named above, so a typo fails at load. */
export const AI_CRAWLERS: readonly AiCrawler[] = crawlers.map((crawler) => {
  const { purpose } = crawler;
  if (!isPurpose(purpose)) throw new Error(`ai-crawlers.json: unknown purpose "${purpose}" of ${crawler.token}`);
  return { ...crawler, purpose };
});

/** The AI crawlers of one purpose, in list order. */
export function aiCrawlersFor(purpose: AiCrawlerPurpose): AiCrawler[] {
  return AI_CRAWLERS.filter((c) => c.purpose === purpose);
}

/** The six AI crawler tokens the robots.txt generator names. */
export const SPEC_AI_BOT_TOKENS = ["ChatGPT-User", "GPTBot", "Claude-Web", "PerplexityBot", "AI2Bot", "anthropic-ai"] as const;

/** Classic search-engine crawlers whose indexes AI assistants also draw on. */
export const SEARCH_ENGINE_CRAWLERS = [
  { token: "Googlebot", operator: "Google" },
  { token: "Bingbot", operator: "Microsoft" },
] as const;
