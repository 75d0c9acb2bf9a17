import { describe, expect, it } from "vitest";
import { robotsTxtSyntaxErrors } from "./robots-txt-syntax";

describe("robotsTxtSyntaxErrors", () => {
  it("accepts a valid file with comments, blank lines, wildcards and the widely used extra fields", () => {
    const text = "\uFEFF# Regeln\nUser-agent: *\nDisallow: /intern/\nAllow: /*.css$\nCrawl-delay: 2\n\nUser-agent: GPTBot\nDisallow:\n\nSitemap: https://www.praxis-muster.de/sitemap.xml\n";
    expect(robotsTxtSyntaxErrors(text)).toEqual([]);
  });

  it("names each line crawlers cannot use, with its number", () => {
    const text = "Disallow: /vorher/\nUser-agent: *\nNoindex /alt/\nDisalow: /tippfehler/\nDisallow: intern/\nDisallow: /a$b\nUser-agent:\nSitemap: /sitemap.xml\n";
    expect(robotsTxtSyntaxErrors(text).map((e) => [e.line, e.problem])).toEqual([
      [1, "rule-outside-group"],
      [3, "no-colon"],
      [4, "unknown-field"],
      [5, "path-start"],
      [6, "dollar-inside"],
      [7, "empty-user-agent"],
      [8, "sitemap-url"],
    ]);
  });

  it("reads an HTML page served as robots.txt as errors, like crawlers do", () => {
    expect(robotsTxtSyntaxErrors("<!doctype html>\n<html><body>Start</body></html>").length).toBe(2);
  });
});
