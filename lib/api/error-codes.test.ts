import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isApiErrorCode } from "./errors";

/** TypeScript files of lib/ and app/ (tests and components aside). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

// Where a code is written: thrown ApiErrors and the messages of zod schemas.
const CODE_SITES = [
  /new (?:ApiError|SnippetRequestError)\(\s*(?:\d+|[^,()]+\?[^,()]+:[^,()]+|[A-Z_]+),\s*"([^"]+)"/g,
  /new SnippetRequestError\(\s*"([^"]+)"/g,
  /\berror: "([^"]+)"/g,
  /\.(?:min|max|regex|refine)\([^()]*?(?:\([^()]*\)[^()]*?)*,\s*"([^"]+)"\)/g,
  /z\.email\("([^"]+)"\)/g,
  /errorAnswer\([^,]+,\s*"([^"]+)"\)/g,
  /optionalText\(\w+,\s*"([^"]+)"\)/g,
  /text\("([^"]+)",\s*\d+\)/g,
];

describe("error codes", () => {
  const root = path.resolve(__dirname, "../..");
  const files = [...sources(path.join(root, "lib")), ...sources(path.join(root, "app"))]
    // Still on German text, handled separately: the checker and the live test's request schema.
    .filter((f) => !f.includes(`${path.sep}lib${path.sep}readiness${path.sep}`) && !f.includes(`${path.sep}lib${path.sep}visibility${path.sep}request`));

  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return CODE_SITES.flatMap((site) => [...text.matchAll(site)].map((m) => ({ file: path.relative(root, file), code: m[1]! })));
  });

  it("finds the codes the modules throw", () => {
    expect(found.map((f) => f.code)).toEqual(expect.arrayContaining(["limit.mailPerRecipient", "email.invalid", "monitor.businessNameRequired", "payment.alreadyActivated"]));
  });

  it("has a German message in messages/de.json for every code thrown in lib/ and app/", () => {
    const missing = found.filter((f) => /^[a-z][A-Za-z]*(\.[A-Za-z]+)*$/.test(f.code) && !isApiErrorCode(f.code));
    expect(missing).toEqual([]);
  });
});
