import "server-only";
import type { SearchLocation } from "./location";
import { ProviderError, retryAfterSeconds } from "./provider-error";
import type { EngineReply } from "./provider";

/** Largest SerpApi reply read, in bytes (a Google results page with its AI Overview is ~100-400 kB). */
const MAX_REPLY_BYTES = 4_000_000;

const GOOGLE_DOMAINS = { DE: "google.de", AT: "google.at", CH: "google.ch" } as const;

/** One block of SerpApi's `text_blocks` (AI Overview and AI Mode, SerpApi API reference). */
interface TextBlock {
  type?: string;
  snippet?: string;
  title?: string;
  list?: TextBlock[];
  text_blocks?: TextBlock[];
  table?: unknown[][];
}

interface Reference {
  link?: string;
  title?: string;
}

/**
 * Google's AI Overview (`overview`) or AI Mode (`mode`) for one German question, through
 * SerpApi's JSON API (`GET {baseUrl}/search.json`; its `serpapi` client cannot change
 * its address). The overview comes from `engine=google` with `location`, `gl`, `hl=de`
 * and the country's `google_domain`; when Google loads it separately the reply holds only
 * `ai_overview.page_token`, which `engine=google_ai_overview` resolves (valid ~4 min).
 * AI Mode is `engine=google_ai_mode`. The `text_blocks` become markdown (paragraphs,
 * headings, lists, tables), the `references` the citations.
 * @param location the visitor's place; null = Germany without a city
 * @returns the answer, or "no_ai_overview" when Google showed none for this search
 * @throws ProviderError unauthorized (401/403), busy (429/503), http_error, network,
 *   invalid_response (not JSON, or SerpApi's `error` other than "no results")
 */
export async function askGoogleAi(
  kind: "overview" | "mode",
  service: { baseUrl: string; apiKey: string },
  question: string,
  location: SearchLocation | null,
  signal: AbortSignal,
): Promise<EngineReply> {
  const country = location?.country ?? "DE";
  const common = { q: question, hl: "de", gl: country.toLowerCase(), ...(location ? { location: location.serpLocation } : {}) };
  const model = kind === "mode" ? "google-ai-mode" : "google-ai-overview";
  if (kind === "mode") {
    const reply = await serpSearch(service, { engine: "google_ai_mode", ...common }, signal);
    return replyOf(reply.text_blocks, reply.references, model);
  }
  const page = await serpSearch(service, { engine: "google", google_domain: GOOGLE_DOMAINS[country], ...common }, signal);
  let overview = record(page.ai_overview);
  if (overview && !Array.isArray(overview.text_blocks) && typeof overview.page_token === "string") {
    overview = record((await serpSearch(service, { engine: "google_ai_overview", page_token: overview.page_token }, signal)).ai_overview);
  }
  return replyOf(overview?.text_blocks, overview?.references, model);
}

function replyOf(blocks: unknown, references: unknown, model: string): EngineReply {
  const text = Array.isArray(blocks) ? textBlocksToMarkdown(blocks as TextBlock[]) : "";
  if (!text) return { kind: "no_ai_overview", model };
  const citations: string[] = [];
  for (const r of Array.isArray(references) ? (references as Reference[]) : []) {
    if (typeof r?.link === "string" && /^https?:\/\/\S+$/i.test(r.link) && !citations.includes(r.link)) citations.push(r.link);
  }
  return { kind: "answer", text, model, citations };
}

/**
 * SerpApi `text_blocks` as markdown: paragraphs, `### headings`, `- lists` (a titled item
 * as `- **Title**: snippet`, nested lists indented), tables, expandable sections.
 * @returns "" when no block has text
 */
function textBlocksToMarkdown(blocks: readonly TextBlock[], depth = 0): string {
  if (depth > 4) return "";
  const out: string[] = [];
  for (const block of blocks) {
    const snippet = clean(block.snippet);
    switch (block.type) {
      case "heading":
        if (snippet) out.push(`### ${snippet}`);
        break;
      case "list":
        if (snippet) out.push(snippet);
        if (block.list) out.push(listToMarkdown(block.list, 0));
        break;
      case "table":
        if (Array.isArray(block.table)) out.push(tableToMarkdown(block.table));
        break;
      case "expandable":
        if (clean(block.title)) out.push(`### ${clean(block.title)}`);
        if (block.text_blocks) out.push(textBlocksToMarkdown(block.text_blocks, depth + 1));
        break;
      default:
        if (snippet) out.push(snippet);
        if (block.list) out.push(listToMarkdown(block.list, 0));
    }
  }
  return out.filter(Boolean).join("\n\n").trim();
}

function listToMarkdown(items: readonly TextBlock[], depth: number): string {
  const indent = "  ".repeat(depth);
  return items
    .slice(0, 50)
    .flatMap((item) => {
      const title = clean(item.title);
      const snippet = clean(item.snippet);
      const line = title && snippet ? `**${title.replace(/:$/, "")}**: ${snippet}` : title ? `**${title}**` : snippet;
      const nested = depth < 3 && item.list ? [listToMarkdown(item.list, depth + 1)] : [];
      return line ? [`${indent}- ${line}`, ...nested] : nested;
    })
    .join("\n");
}

function tableToMarkdown(rows: readonly unknown[][]): string {
  const cells = rows.filter(Array.isArray).slice(0, 30).map((row) => row.map((c) => clean(String(c ?? "")).replace(/\|/g, "/")));
  if (cells.length < 2) return "";
  const [head, ...body] = cells;
  return [`| ${head!.join(" | ")} |`, `|${head!.map(() => "---").join("|")}|`, ...body.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}

function clean(value: unknown): string {
  return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
}

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** SerpApi says this when Google found nothing: a search without an AI answer, not a fault. */
const NO_RESULTS = /hasn't returned any results/i;

async function serpSearch(service: { baseUrl: string; apiKey: string }, params: Record<string, string>, signal: AbortSignal): Promise<Record<string, unknown>> {
  const url = `${service.baseUrl}/search.json?${new URLSearchParams({ ...params, api_key: service.apiKey })}`;
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { accept: "application/json" } });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new ProviderError("network", "SerpApi ist nicht erreichbar.");
  }
  const body = await readCapped(response);
  if (response.status === 401 || response.status === 403) throw new ProviderError("unauthorized", `SerpApi hat den API-Schlüssel abgelehnt (${response.status}).`, response.status);
  if (response.status === 429 || response.status === 503) {
    throw new ProviderError("busy", `SerpApi ist ausgelastet (${response.status}).`, response.status, retryAfterSeconds(Object.fromEntries(response.headers)));
  }
  let json: Record<string, unknown> | undefined;
  try {
    json = record(JSON.parse(body));
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    if (json && typeof json.error === "string" && NO_RESULTS.test(json.error)) return {};
    throw new ProviderError("http_error", `SerpApi meldete einen Fehler (${response.status}).`, response.status);
  }
  if (!json) throw new ProviderError("invalid_response", "Die Antwort von SerpApi war unlesbar.");
  if (typeof json.error === "string" && !NO_RESULTS.test(json.error)) throw new ProviderError("invalid_response", "SerpApi meldete einen Fehler.");
  return json;
}

/** The body as text, at most MAX_REPLY_BYTES (a larger one is unreadable, not read whole). */
async function readCapped(response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_REPLY_BYTES) {
      await reader.cancel();
      throw new ProviderError("invalid_response", "Die Antwort von SerpApi war zu groß.");
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
