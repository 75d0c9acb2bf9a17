import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/test/source-files";
import messages from "./de.json";

const root = path.resolve(__dirname, "..");

/** Every message's key path, e.g. ["ApiErrors", "url", "required"]. */
function keyPaths(node: object, prefix: string[] = []): string[][] {
  return Object.entries(node).flatMap(([key, value]) => (value !== null && typeof value === "object" ? keyPaths(value as object, [...prefix, key]) : [[...prefix, key]]));
}

/**
 * What the code names as message keys: every quoted key-like literal ("title", "url.required";
 * with the namespace given apart, to useTranslations or createTranslator), and every template
 * literal made of key text and `${…}` (t(`faq.items.${key}.question`), t(`${key}Title`)) as a
 * pattern in which each `${…}` stands for one key segment or part of one. A template without a
 * letter of its own (`${a}.${b}`) says nothing about which key it means and is skipped.
 */
function namedKeys(text: string): { literals: Set<string>; templates: RegExp[] } {
  const literals = new Set([...text.matchAll(/["'`]([A-Za-z0-9_.-]+)["'`]/g)].map((m) => m[1]!));
  const templates = [...text.matchAll(/`([^`]*\$\{[^`]*)`/g)].flatMap((m) => {
    const parts = m[1]!.split(/\$\{[^}]*\}/);
    if (parts.some((part) => /[^A-Za-z0-9_.-]/.test(part)) || !/[A-Za-z]/.test(parts.join(""))) return [];
    return [new RegExp(`^${parts.map((part) => part.replace(/\./g, "\\.")).join("[^.]+")}$`)];
  });
  return { literals, templates };
}

/**
 * Key prefixes read in ways the scan above cannot see (a subtree handed on whole, a key
 * built in a way that is no template literal). None today: the checker's findings, SEO
 * issues and alerts are named by their codes as literals. Add a prefix with the reason.
 */
const READ_AS_A_WHOLE: string[] = [];

/** Keys no source file names: a key is used when any tail of its path is named, e.g. "items.free.question" or "question". */
function unusedKeys(text: string, tree: object): string[] {
  const { literals, templates } = namedKeys(text);
  return keyPaths(tree)
    .filter((keys) => {
      const tails = keys.map((_, i) => keys.slice(i).join("."));
      return !tails.some((tail) => literals.has(tail) || templates.some((t) => t.test(tail)));
    })
    .map((keys) => keys.join("."))
    .filter((key) => !READ_AS_A_WHOLE.some((prefix) => key.startsWith(prefix)));
}

describe("messages/de.json", () => {
  // the source files that may name a message (tests aside: a key only a test names is unused)
  // server.mjs answers malformed URLs itself, before Next.js (ApiErrors.request.malformedUrl).
  const files = [...["app", "components", "content", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir), /\.(ts|tsx)$/)), path.join(root, "server.mjs")];
  const text = files.map((file) => readFileSync(file, "utf8")).join("\n");

  it("has no key that no code names", () => {
    expect(unusedKeys(text, messages)).toEqual([]);
  });

  it("finds a key nobody names, and sees static and dynamic names", () => {
    const tree = { Demo: { title: "T", unusedHeadline: "U", items: { a: { question: "Q" } }, how1Title: "H" } };
    const code = 't("title"); t(`items.${key}.question`); t(`${key}Title`); t(`${a}.${b}`)';
    expect(unusedKeys(code, tree)).toEqual(["Demo.unusedHeadline"]);
  });
});
