import compile from "icu-minify/compile";
import type { CompiledMessage } from "icu-minify/format";
import formatRuntime from "use-intl/format-message";
import formatPrecompiled from "use-intl/format-message/format-only";
import { _createCache, _createIntlFormatters } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "./de.json";

/**
 * next.config.mjs has next-intl compile the messages at build time; the browser and the
 * server then format them with use-intl's format-only formatter instead of
 * intl-messageformat. This formats every message both ways, with arguments taken from the
 * message itself (each select option, plural counts 0/1/2/7/1500, several numbers, a date,
 * text with markup characters, tags as functions), and expects the same text.
 */

// The number formats the translators pass (lib/visibility/suggestion-text.ts).
const FORMATS = { number: { oneDecimal: { maximumFractionDigits: 1 } } };
const TYPE = { pound: 0, select: 1, plural: 2, selectordinal: 3, number: 4, date: 5, time: 6 };
const MAX_COMBINATIONS = 200;

type Domain = Map<string, unknown[]>;

/** Adds the values worth trying for every argument of a compiled message (icu-minify's node shapes). */
function collectArguments(node: unknown, domain: Domain): void {
  if (typeof node === "string" || typeof node === "number" || node === undefined) return;
  if (!Array.isArray(node)) {
    for (const option of Object.values(node as Record<string, unknown>)) collectArguments(option, domain);
    return;
  }
  if (typeof node[0] !== "string") {
    for (const child of node) collectArguments(child, domain);
    return;
  }
  const [name, type, options] = node as [string, unknown, unknown];
  const add = (values: unknown[]) => domain.set(name, [...new Set([...(domain.get(name) ?? []), ...values])]);
  if (type === undefined) add(["Wert", "ä<b>&'{x}"]);
  else if (type === TYPE.number) add([0, 1, 2.55, 1234.5]);
  else if (type === TYPE.date || type === TYPE.time) add([new Date(Date.UTC(2025, 2, 5, 14, 7))]);
  else if (type === TYPE.plural || type === TYPE.selectordinal) add([0, 1, 2, 7, 1500]);
  else if (type === TYPE.select) add([...Object.keys(options as object), "zzz"]);
  else add([(chunks: unknown[]) => `<${name}>${chunks.join("")}</${name}>`]);
  if (type === TYPE.plural || type === TYPE.selectordinal || type === TYPE.select) collectArguments(options, domain);
  else if (typeof type !== "number") for (const child of node.slice(1)) collectArguments(child, domain);
}

/** Every combination of the arguments' values, at most MAX_COMBINATIONS. */
function combinations(domain: Domain): Record<string, unknown>[] {
  let result: Record<string, unknown>[] = [{}];
  for (const [name, values] of domain) result = result.flatMap((partial) => values.map((value) => ({ ...partial, [name]: value }))).slice(0, MAX_COMBINATIONS);
  return result;
}

function leaves(node: unknown, path: string[] = []): [string, string][] {
  if (typeof node === "string") return [[path.join("."), node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => leaves(child, [...path, key]));
}

describe("precompiled messages (next.config.mjs, next-intl precompile)", () => {
  it("format every message of de.json as the runtime ICU formatter does", () => {
    const cache = _createCache();
    const options = { cache, formatters: _createIntlFormatters(cache), locale: "de", timeZone: "Europe/Berlin", globalFormats: FORMATS };
    let calls = 0;
    for (const [key, message] of leaves(messages)) {
      const compiled = compile(message) as CompiledMessage;
      const domain: Domain = new Map();
      collectArguments(compiled, domain);
      for (const values of combinations(domain)) {
        const expected = formatRuntime(key, message, values as never, options);
        expect(formatPrecompiled(key, compiled, values as never, options), `${key} ${JSON.stringify(values)}`).toEqual(expected);
        calls++;
      }
    }
    // Guards the walk itself: the catalogue has over 2,000 messages, many with arguments.
    expect(calls).toBeGreaterThan(4000);
  });
});
