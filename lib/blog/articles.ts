import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { slugify } from "@/lib/text/fold";

/**
 * The blog: Markdown files in content/blog/<slug>.md whose YAML frontmatter is validated
 * here, so a broken article fails the build instead of rendering half.
 */

/** The nine categories ("Alle" is the filter's, not an article's). */
export const BLOG_CATEGORIES = [
  "KI-SEO",
  "Praxisbeispiel",
  "Branchen-Guide",
  "Recht & Sicherheit",
  "Technisches SEO",
  "B2B-Strategie",
  "Tool-Vergleich",
  "Strategievergleich",
  "Preisvergleich",
] as const;

const isoDate = z
  .union([z.string(), z.date()])
  .transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Datum im Format JJJJ-MM-TT"));

const frontmatterSchema = z
  .object({
    title: z.string().min(20).max(90),
    /** Shorter title for <title> and og:title where `title` is over 60 characters. */
    metaTitle: z.string().min(20).max(60).optional(),
    description: z.string().min(100).max(170),
    excerpt: z.string().min(40).max(260),
    category: z.enum(BLOG_CATEGORIES),
    date: isoDate,
    updated: isoDate.optional(),
    /** Minutes. */
    readTime: z.number().int().min(1).max(30),
    author: z.string().min(3),
    featured: z.boolean(),
    keywords: z.array(z.string().min(2)).min(2).max(12),
    imageAlt: z.string().min(10),
    related: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(4).default([]),
    /** Questions readers ask about the topic, shown under the article as "Häufige Fragen" with FAQPage markup. */
    faq: z
      .array(z.object({ question: z.string().min(10).max(200).regex(/\?$/, "endet mit ?"), answer: z.string().min(20).max(600) }).strict())
      .max(8)
      .default([]),
  })
  .strict();

type ArticleFrontmatter = z.output<typeof frontmatterSchema>;

export interface Article extends ArticleFrontmatter {
  slug: string;
  /** The body rendered to HTML (trusted: our own content). */
  html: string;
  /** ## headings, for the table of contents. */
  headings: { id: string; text: string }[];
  wordCount: number;
}

function decodeEntities(html: string): string {
  return html.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
}

/**
 * Parses one article file.
 * @param slug the file name without .md; must be kebab-case
 * @param source the file's text: "---\n<yaml>\n---\n<markdown>"
 * @throws Error naming the slug and every invalid frontmatter field
 */
export function parseArticle(slug: string, source: string): Article {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`Artikel ${slug}: Frontmatter fehlt (--- … ---).`);
  const parsed = frontmatterSchema.safeParse(parseYaml(match[1]!));
  if (!parsed.success) {
    throw new Error(`Artikel ${slug}: ungültiges Frontmatter\n${z.prettifyError(parsed.error)}`);
  }
  const body = match[2]!;
  const headings: Article["headings"] = [];
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const text = this.parser.parseInline(tokens);
        const plain = decodeEntities(text.replace(/<[^>]+>/g, ""));
        const id = slugify(plain);
        if (depth === 2) headings.push({ id, text: plain });
        return `<h${depth} id="${id}">${text}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        const text = this.parser.parseInline(tokens);
        const external = /^https?:\/\//.test(href);
        const titleAttr = title ? ` title="${title}"` : "";
        return external ? `<a href="${href}"${titleAttr} target="_blank" rel="noopener noreferrer">${text}</a>` : `<a href="${href}"${titleAttr}>${text}</a>`;
      },
    },
  });
  // Wide tables and code blocks scroll on phones instead of widening the page; a
  // scrollable region must be reachable by keyboard and named (WCAG 2.1.1, axe
  // "scrollable-region-focusable"); numbered, because two landmarks of one role need
  // different names to be told apart in a screen reader's landmark list (axe "landmark-unique").
  let tables = 0;
  let codeBlocks = 0;
  const html = marked
    .parse(body, { async: false })
    .replace(/<table>/g, () => `<div class="table-scroll" tabindex="0" role="region" aria-label="Tabelle ${++tables}, seitlich scrollbar"><table>`)
    .replace(/<\/table>/g, "</table></div>")
    .replace(/<pre>/g, () => `<pre tabindex="0" role="region" aria-label="Codebeispiel ${++codeBlocks}">`);
  const wordCount = body
    .replace(/```[\s\S]*?```/g, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return { slug, ...parsed.data, html, headings, wordCount };
}

const BLOG_DIR = path.join(process.cwd(), "content", "blog");
let cache: Article[] | undefined;

/**
 * Every article, newest first (by date, then title).
 * @throws Error when a file is invalid or a related slug does not exist
 */
export function getArticles(): Article[] {
  if (cache) return cache;
  const articles = readdirSync(BLOG_DIR)
    .filter((f) => f.endsWith(".md"))
    .map((f) => parseArticle(f.slice(0, -3), readFileSync(path.join(BLOG_DIR, f), "utf8")));
  const slugs = new Set(articles.map((a) => a.slug));
  for (const article of articles) {
    for (const related of article.related) {
      if (!slugs.has(related) || related === article.slug) throw new Error(`Artikel ${article.slug}: related „${related}“ gibt es nicht.`);
    }
  }
  cache = articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title, "de"));
  return cache;
}

export function getArticle(slug: string): Article | undefined {
  return getArticles().find((a) => a.slug === slug);
}
