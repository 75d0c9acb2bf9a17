/**
 * The llms.txt format (llmstxt.org, "The /llms.txt file"): a Markdown file at the site's
 * root with, in this order, an H1 with the site's or business's name (the only required
 * part), a blockquote with a short summary, optional paragraphs, and H2 sections of
 * link lists "- [title](url): description". A section named "Optional" marks links a
 * reader may skip. It is a proposal read by some AI tools, not a standard; Google does
 * not use it.
 */

export interface LlmsLink {
  title: string;
  url: string;
  /** One line; left out when empty. */
  description?: string;
}

interface LlmsSection {
  title: string;
  links: LlmsLink[];
}

export interface LlmsDraft {
  name: string;
  summary: string;
  sections: LlmsSection[];
}

/** One line of Markdown text: whitespace collapsed, square brackets that would end a link title escaped. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function linkTitle(text: string): string {
  return oneLine(text).replace(/([[\]])/g, "\\$1");
}

/** A URL as a Markdown link target: spaces and parentheses percent-encoded. */
function linkTarget(url: string): string {
  return url.trim().replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29");
}

/**
 * The llms.txt text of a draft: H1, blockquote, then one H2 per section that has links.
 * @returns Markdown ending with a newline
 * @throws Error when the name is blank (the H1 is the format's one required part)
 */
export function buildLlmsTxt(draft: LlmsDraft): string {
  const name = oneLine(draft.name);
  if (!name) throw new Error("llms.txt needs a name for its H1");
  const parts = [`# ${name}`];
  const summary = oneLine(draft.summary);
  if (summary) parts.push(`> ${summary}`);
  for (const section of draft.sections) {
    if (section.links.length === 0) continue;
    const lines = section.links.map((l) => {
      const description = l.description ? oneLine(l.description) : "";
      return `- [${linkTitle(l.title) || linkTarget(l.url)}](${linkTarget(l.url)})${description ? `: ${description}` : ""}`;
    });
    parts.push(`## ${oneLine(section.title)}\n\n${lines.join("\n")}`);
  }
  return `${parts.join("\n\n")}\n`;
}

/** Codes of format problems, for tests and the editor: what llmstxt.org's structure requires. */
export type LlmsFormatProblem = "no-h1-first" | "several-h1" | "several-blockquotes" | "blockquote-after-section" | "bad-list-item" | "empty-section";

/**
 * Checks a text against the llmstxt.org structure: H1 first, one H1, at most one
 * blockquote and before the first H2, list items inside sections are Markdown links.
 */
export function llmsTxtProblems(text: string): LlmsFormatProblem[] {
  const lines = text.split(/\r?\n/);
  const problems = new Set<LlmsFormatProblem>();
  const firstContent = lines.find((l) => l.trim() !== "");
  if (!firstContent?.startsWith("# ")) problems.add("no-h1-first");
  if (lines.filter((l) => /^# /.test(l)).length > 1) problems.add("several-h1");
  const quotes = lines.map((l, i) => (/^>/.test(l) && !/^>/.test(lines[i - 1] ?? "") ? i : -1)).filter((i) => i >= 0);
  if (quotes.length > 1) problems.add("several-blockquotes");
  const firstSection = lines.findIndex((l) => /^## /.test(l));
  if (firstSection >= 0 && quotes.some((i) => i > firstSection)) problems.add("blockquote-after-section");
  let inSection = false;
  let items = 0;
  for (const line of [...lines, "## end"]) {
    if (/^## /.test(line)) {
      if (inSection && items === 0) problems.add("empty-section");
      inSection = true;
      items = 0;
    } else if (inSection && /^\s*[-*] /.test(line)) {
      items++;
      if (!/^\s*[-*] \[(?:[^\]\\]|\\.)+\]\([^)\s]+\)(?::\s.+)?$/.test(line)) problems.add("bad-list-item");
    }
  }
  return [...problems];
}
