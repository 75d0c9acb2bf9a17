import { describe, expect, it } from "vitest";
import { parseRobotsTxt } from "./robots-txt";

const ROBOTS_URL = "https://www.praxis-muster.de/robots.txt";
const url = (path: string) => `https://www.praxis-muster.de${path}`;

function verdict(text: string, path: string, token: string) {
  return parseRobotsTxt(ROBOTS_URL, text).verdict(url(path), token);
}

describe("parseRobotsTxt: groups", () => {
  it("an empty file allows everything, with no deciding rule", () => {
    expect(verdict("", "/", "GPTBot")).toEqual({ allowed: true, lineNumber: null, rule: null, group: null });
  });

  it("uses the crawler's own group instead of *", () => {
    const text = "User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nAllow: /\n";
    expect(verdict(text, "/", "GPTBot")).toEqual({ allowed: true, lineNumber: 5, rule: "Allow: /", group: "GPTBot" });
    expect(verdict(text, "/", "ClaudeBot")).toEqual({ allowed: false, lineNumber: 2, rule: "Disallow: /", group: "*" });
  });

  it("matches user-agent lines and directives case-insensitively, quoting the line as written without comment", () => {
    const text = "user-agent: gptbot # OpenAI\ndisallow: / # alles\n";
    expect(verdict(text, "/", "GPTBot")).toEqual({ allowed: false, lineNumber: 2, rule: "disallow: /", group: "gptbot" });
  });

  it("does not apply a group for a longer token (Googlebot-Image) to Googlebot", () => {
    const text = "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot-Image\nAllow: /\n";
    expect(verdict(text, "/", "Googlebot")).toMatchObject({ allowed: false, group: "*" });
  });

  it("names all user agents of a shared group, also across blank lines and comments", () => {
    const text = "User-agent: GPTBot\n# KI-Training\nUser-agent: CCBot\n\nDisallow: /\n";
    expect(verdict(text, "/", "CCBot")).toEqual({ allowed: false, lineNumber: 5, rule: "Disallow: /", group: "GPTBot, CCBot" });
  });

  it("names only the group of the deciding rule, not the one above it", () => {
    const text = "User-agent: Bingbot\nDisallow: /alt/\nUser-agent: GPTBot\nDisallow: /\n";
    expect(verdict(text, "/", "GPTBot")).toMatchObject({ lineNumber: 4, group: "GPTBot" });
  });

  it("an empty Disallow in a crawler's own group allows everything for it", () => {
    const text = "User-agent: OAI-SearchBot\nDisallow:\n\nUser-agent: *\nDisallow: /\n";
    expect(verdict(text, "/", "OAI-SearchBot")).toEqual({ allowed: true, lineNumber: null, rule: null, group: null });
  });
});

describe("parseRobotsTxt: rule precedence (RFC 9309 §2.2.2)", () => {
  const text = "User-agent: *\nDisallow: /privat\nAllow: /privat/oeffentlich\n";

  it("the longest matching rule wins, Allow or Disallow", () => {
    expect(verdict(text, "/privat/akte", "Bot")).toMatchObject({ allowed: false, lineNumber: 2, rule: "Disallow: /privat" });
    expect(verdict(text, "/privat/oeffentlich/info", "Bot")).toMatchObject({ allowed: true, lineNumber: 3, rule: "Allow: /privat/oeffentlich" });
  });

  it("a longer Disallow beats a shorter Allow", () => {
    expect(verdict("User-agent: *\nAllow: /\nDisallow: /intern/\n", "/intern/x", "Bot")).toMatchObject({ allowed: false, rule: "Disallow: /intern/" });
  });

  it("Allow wins when both rules are equally long", () => {
    expect(verdict("User-agent: *\nDisallow: /seite\nAllow: /seite\n", "/seite", "Bot")).toMatchObject({ allowed: true, lineNumber: 3 });
  });

  it("rules match path prefixes only", () => {
    expect(verdict(text, "/", "Bot")).toMatchObject({ allowed: true, rule: null });
    expect(verdict(text, "/blog/privat", "Bot")).toMatchObject({ allowed: true, rule: null });
  });
});

describe("parseRobotsTxt: wildcards", () => {
  const text = "User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?sessionid=\nAllow: /$\nDisallow: /\n";

  it("* matches any characters", () => {
    expect(verdict(text, "/shop?sessionid=42", "Bot")).toMatchObject({ allowed: false, rule: "Disallow: /*?sessionid=" });
  });

  it("$ anchors the end of the URL", () => {
    expect(verdict(text, "/preise.pdf", "Bot")).toMatchObject({ allowed: false, rule: "Disallow: /*.pdf$" });
    expect(verdict(text, "/", "Bot")).toMatchObject({ allowed: true, rule: "Allow: /$" });
    expect(verdict(text, "/kontakt", "Bot")).toMatchObject({ allowed: false, rule: "Disallow: /" });
  });
});

describe("parseRobotsTxt: sitemaps and rule count", () => {
  it("lists the Sitemap lines in order, from any position, and counts Allow/Disallow lines", () => {
    const parsed = parseRobotsTxt(
      ROBOTS_URL,
      "Sitemap: https://www.praxis-muster.de/sitemap.xml\nUser-agent: *\nDisallow: /intern/\nAllow: /\nDisallow:\nsitemap: https://www.praxis-muster.de/blog-sitemap.xml\n",
    );
    expect(parsed.sitemaps).toEqual(["https://www.praxis-muster.de/sitemap.xml", "https://www.praxis-muster.de/blog-sitemap.xml"]);
    expect(parsed.ruleCount).toBe(3);
  });

  it("handles CRLF line endings", () => {
    const parsed = parseRobotsTxt(ROBOTS_URL, "User-agent: *\r\nDisallow: /\r\nSitemap: https://www.praxis-muster.de/s.xml\r\n");
    expect(parsed.verdict(url("/"), "Bot")).toMatchObject({ allowed: false, lineNumber: 2, rule: "Disallow: /" });
    expect(parsed.sitemaps).toEqual(["https://www.praxis-muster.de/s.xml"]);
  });

  it("resolves a relative Sitemap line against the robots.txt URL", () => {
    expect(parseRobotsTxt(ROBOTS_URL, "Sitemap: /sitemap.xml\n").sitemaps).toEqual(["https://www.praxis-muster.de/sitemap.xml"]);
  });
});
