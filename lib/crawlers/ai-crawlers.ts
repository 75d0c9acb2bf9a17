/**
 * The one list of AI crawlers, for the robots.txt generator and the website checker alike.
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

export const AI_CRAWLERS: readonly AiCrawler[] = [
  { token: "GPTBot", operator: "OpenAI", purpose: "training", description: "Sammelt Inhalte für das Training der OpenAI-Modelle." },
  { token: "OAI-SearchBot", operator: "OpenAI", purpose: "search", description: "Baut den Suchindex von ChatGPT Search auf, aus dem ChatGPT Quellen verlinkt." },
  { token: "ChatGPT-User", operator: "OpenAI", purpose: "user", description: "Ruft eine Seite ab, wenn eine Person ChatGPT danach fragt." },
  { token: "ClaudeBot", operator: "Anthropic", purpose: "training", description: "Sammelt Inhalte für das Training der Claude-Modelle." },
  { token: "Claude-SearchBot", operator: "Anthropic", purpose: "search", description: "Durchsucht das Web, um die Suchergebnisse von Claude zu verbessern." },
  { token: "Claude-User", operator: "Anthropic", purpose: "user", description: "Ruft eine Seite ab, wenn eine Person Claude danach fragt." },
  { token: "Claude-Web", operator: "Anthropic", purpose: "user", legacy: true, description: "Früherer Abruf-Bot von Anthropic, heute durch Claude-User ersetzt." },
  { token: "anthropic-ai", operator: "Anthropic", purpose: "training", legacy: true, description: "Früheres Training-Token von Anthropic, heute durch ClaudeBot ersetzt." },
  { token: "PerplexityBot", operator: "Perplexity", purpose: "search", description: "Baut den Index auf, aus dem Perplexity Antworten mit Quellen erstellt." },
  { token: "Perplexity-User", operator: "Perplexity", purpose: "user", description: "Ruft eine Seite ab, wenn eine Person Perplexity danach fragt." },
  { token: "Google-Extended", operator: "Google", purpose: "training", description: "Steuert, ob Inhalte für das Training von Gemini genutzt werden; die Google-Suche ist davon nicht betroffen." },
  { token: "Applebot-Extended", operator: "Apple", purpose: "training", description: "Steuert, ob Inhalte für das Training von Apples KI-Modellen genutzt werden." },
  { token: "CCBot", operator: "Common Crawl", purpose: "training", description: "Erstellt das offene Common-Crawl-Archiv, mit dem viele KI-Modelle trainiert werden." },
  { token: "meta-externalagent", operator: "Meta", purpose: "training", description: "Sammelt Inhalte für das Training der KI-Modelle von Meta." },
  { token: "Amazonbot", operator: "Amazon", purpose: "training", description: "Sammelt Inhalte für Amazon-Dienste wie Alexa; sie können für das Training von Amazons KI-Modellen genutzt werden." },
  { token: "DuckAssistBot", operator: "DuckDuckGo", purpose: "search", description: "Ruft Seiten für die KI-Antworten von DuckDuckGo ab, die ihre Quellen nennen." },
  { token: "MistralAI-User", operator: "Mistral AI", purpose: "user", description: "Ruft eine Seite ab, wenn eine Person Le Chat von Mistral AI danach fragt." },
  { token: "AI2Bot", operator: "Allen Institute for AI", purpose: "training", description: "Sammelt Inhalte für offene Trainingsdaten des Allen Institute for AI." },
];

/** German names of the purposes, for headings and badges. */
export const AI_CRAWLER_PURPOSE_LABELS: Record<AiCrawlerPurpose, string> = {
  training: "KI-Training",
  search: "KI-Suche",
  user: "Abruf auf Nutzeranfrage",
};

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
