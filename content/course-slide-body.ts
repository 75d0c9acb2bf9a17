/**
 * The building blocks of a course slide's body (content/course-slides-*.ts): short text,
 * bullet lists, numbered steps (a simple diagram) and code examples.
 */

export type SlidePart =
  | { kind: "text"; text: string }
  | { kind: "list"; items: readonly string[] }
  | { kind: "steps"; items: readonly string[] }
  | { kind: "code"; language: "json" | "robots" | "markdown" | "html"; label: string; code: string };

/** A slide as written: title and body; chapter and number come from where it stands. */
interface SlideText {
  title: string;
  body: readonly SlidePart[];
}

export interface ChapterText {
  chapter: string;
  slides: readonly SlideText[];
}

export const text = (value: string): SlidePart => ({ kind: "text", text: value });
export const list = (...items: string[]): SlidePart => ({ kind: "list", items });
export const steps = (...items: string[]): SlidePart => ({ kind: "steps", items });
export const code = (language: "robots" | "markdown" | "html", label: string, value: string): SlidePart => ({ kind: "code", language, label, code: value.trim() });

/** A JSON-LD example, written as an object so that it is always valid JSON. */
export const jsonLd = (label: string, data: Record<string, unknown>): SlidePart => ({
  kind: "code",
  language: "json",
  label,
  code: JSON.stringify({ "@context": "https://schema.org", ...data }, null, 2),
});
