/**
 * Cited sources as OpenAI-compatible engines return them beside the answer text. Pure;
 * never throws: a shape it does not know yields no citations.
 *
 * Shapes read (each from the provider's API reference):
 * - OpenAI Chat Completions with web search: `choices[0].message.annotations[]` of
 *   `{type: "url_citation", url_citation: {url}}`.
 * - Perplexity Sonar: top-level `citations: string[]` and
 *   `search_results: [{url, title, date}]`.
 */

/**
 * @param completion the parsed JSON body of one chat completion (any shape)
 * @returns the cited http(s) URLs in order, deduplicated; [] when there are none or
 *   the shape is unknown
 */
export function citationsFromCompletion(completion: unknown): string[] {
  const urls: string[] = [];
  const add = (value: unknown) => {
    if (typeof value !== "string" || !/^https?:\/\/\S+$/i.test(value.trim())) return;
    const url = value.trim();
    if (!urls.includes(url)) urls.push(url);
  };
  if (!isRecord(completion)) return urls;
  const choices = Array.isArray(completion.choices) ? completion.choices : [];
  const message = isRecord(choices[0]) && isRecord(choices[0].message) ? choices[0].message : undefined;
  for (const a of listOf(message?.annotations)) {
    if (isRecord(a) && a.type === "url_citation" && isRecord(a.url_citation)) add(a.url_citation.url);
  }
  for (const c of listOf(completion.citations)) add(isRecord(c) ? c.url : c);
  for (const r of listOf(completion.search_results)) if (isRecord(r)) add(r.url);
  return urls;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function listOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
