import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "@/test/source-files";
import { isApiErrorCode } from "./errors";

// Where a code is written: thrown ApiErrors, OutboundErrors, SiteNotCheckableErrors and the messages of zod schemas.
const CODE_SITES = [
  /new (?:ApiError|SnippetRequestError)\(\s*(?:\d+|[^,()]+\?[^,()]+:[^,()]+|[A-Z_]+),\s*"([^"]+)"/g,
  /new SnippetRequestError\(\s*"([^"]+)"/g,
  /new OutboundError\(\s*"[a-z_]+",\s*"([^"]+)"/g,
  /new SiteNotCheckableError\(\s*"([^"]+)"/g,
  /: "(site\.[A-Za-z]+)"/g,
  // from here on zod schemas, which also hold text that is not the API's
  /\berror: "([^"]+)"/g,
  /\.(?:min|max|regex|refine)\([^()]*?(?:\([^()]*\)[^()]*?)*,\s*"([^"]+)"\)/g,
  /z\.email\("([^"]+)"\)/g,
  /errorAnswer\([^,]+,\s*"([^"]+)"\)/g,
  /optionalText\(\w+,\s*"([^"]+)"\)/g,
  /text\("([^"]+)",\s*\d+\)/g,
];

/** The first sites are errors the API answers: a German sentence there is a bug, since the wrapper renders only codes. */
const THROWN_SITES = 5;

describe("error codes", () => {
  const root = path.resolve(__dirname, "../..");
  // TypeScript files of lib/ and app/ (tests and components aside)
  const files = ["lib", "app"].flatMap((dir) => sourceFiles(path.join(root, dir), /\.ts$/));

  const found = files.flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return CODE_SITES.flatMap((site, i) => [...text.matchAll(site)].map((m) => ({ file: path.relative(root, file), code: m[1]!, thrown: i < THROWN_SITES })));
  });

  it("finds the codes the modules throw", () => {
    expect(found.map((f) => f.code)).toEqual(
      expect.arrayContaining(["limit.mailPerRecipient", "email.invalid", "monitor.businessNameRequired", "payment.alreadyActivated", "outbound.dns", "site.notHtml", "site.tlsTryHttp", "url.tooLong"]),
    );
  });

  it("has a German message in messages/de.json for every code thrown in lib/ and app/", () => {
    // zod messages outside the API (lib/env.ts, the blog's front matter) are German text of their own
    const missing = found.filter((f) => (f.thrown || /^[a-z][A-Za-z]*(\.[A-Za-z]+)*$/.test(f.code)) && !isApiErrorCode(f.code));
    expect(missing).toEqual([]);
  });
});
