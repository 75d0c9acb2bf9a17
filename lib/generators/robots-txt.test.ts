import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { AI_CRAWLERS, SPEC_AI_BOT_TOKENS, aiCrawlersFor, type AiCrawlerPurpose } from "@/lib/crawlers/ai-crawlers";
import { parseRobotsTxt } from "@/lib/crawlers/robots-txt";
import {
  AI_CRAWL_DELAY,
  CRAWL_DELAYS,
  DEFAULT_DISALLOW_PATHS,
  DEFAULT_SPECIFIC_BOTS,
  generateRobotsTxt,
  isValidSitemapUrl,
  parseDisallowPaths,
  robotsFormProblems,
  type RobotsForm,
  type RobotsProblem,
} from "./robots-txt";

// What the generator's page shows for each problem.
const t = createTranslator({ locale: "de", messages, namespace: "RobotsGenerator" });
const texts = (problems: RobotsProblem[]) => problems.map((p) => t(`problem.${p.code}`, p));

const ROBOTS_URL = "https://www.praxis-muster.de/robots.txt";
const PATHS = ["/", "/admin/x", "/private"] as const;
type Path = (typeof PATHS)[number];

interface Group {
  agents: string[];
  lines: string[];
}

/** The groups of a generated file (separated by blank lines), comments left out. */
function groupsOf(text: string): Group[] {
  return text
    .trimEnd()
    .split("\n\n")
    .map((block) => {
      const lines = block.split("\n").filter((l) => !l.startsWith("#"));
      return {
        agents: lines.filter((l) => l.startsWith("User-agent: ")).map((l) => l.slice("User-agent: ".length)),
        lines: lines.filter((l) => !l.startsWith("User-agent: ")),
      };
    })
    .filter((g) => g.agents.length > 0);
}

function groupOf(text: string, agent: string): Group {
  const found = groupsOf(text).filter((g) => g.agents.includes(agent));
  expect(found, `groups of ${agent}`).toHaveLength(1);
  return found[0]!;
}

/** The file without its comment lines (their wording is not part of the rules). */
function rules(text: string): string {
  return text
    .split("\n")
    .filter((l) => !l.startsWith("#"))
    .join("\n");
}

/** No user-agent token (compared case-insensitively, RFC 9309) in two groups. */
function expectNoTokenInTwoGroups(text: string): void {
  const tokens = groupsOf(text).flatMap((g) => g.agents.map((a) => a.toLowerCase()));
  expect(tokens.filter((t, i) => tokens.indexOf(t) !== i)).toEqual([]);
}

/** Allow/deny per path for one user agent, as robots-parser reads the file. */
function verdicts(text: string, token: string): Record<Path, boolean> {
  const robots = parseRobotsTxt(ROBOTS_URL, text);
  return Object.fromEntries(PATHS.map((p) => [p, robots.verdict(`https://www.praxis-muster.de${p}`, token).allowed])) as Record<Path, boolean>;
}

const ALLOWED_OUTSIDE_DISALLOWED = { "/": true, "/admin/x": false, "/private": false };
const DENIED_EVERYWHERE = { "/": false, "/admin/x": false, "/private": false };
const ALLOWED_EVERYWHERE = { "/": true, "/admin/x": true, "/private": true };

describe("parseDisallowPaths", () => {
  it("takes one path per line, drops blank lines and duplicates, trims", () => {
    expect(parseDisallowPaths("/admin\n\n  /private  \n/admin\r\n/tmp/\r\n\n")).toEqual({ paths: ["/admin", "/private", "/tmp/"], problems: [] });
  });

  it("accepts paths starting with * and wildcards", () => {
    expect(parseDisallowPaths("*.pdf$\n/*?sessionid=").paths).toEqual(["*.pdf$", "/*?sessionid="]);
  });

  it("rejects a path not starting with / or * with a German problem", () => {
    expect(parseDisallowPaths("admin\n/private")).toEqual({ paths: ["/private"], problems: [{ code: "notAPath", value: "admin" }] });
    expect(texts(parseDisallowPaths("admin").problems)).toEqual(["„admin“ beginnt nicht mit / oder * und wird ignoriert (z. B. /admin/)."]);
    expect(texts(parseDisallowPaths("https://praxis.de/admin").problems)).toEqual([
      "„https://praxis.de/admin“ beginnt nicht mit / oder * und wird ignoriert (z. B. /admin/).",
    ]);
  });

  it("rejects a path containing spaces", () => {
    expect(parseDisallowPaths("/mein ordner")).toEqual({ paths: [], problems: [{ code: "whitespace", value: "/mein ordner" }] });
    expect(texts(parseDisallowPaths("/mein ordner").problems)).toEqual(["„/mein ordner“ enthält Leerzeichen und wird ignoriert."]);
  });

  it("has its defaults: /admin and /private disallowed, three named bots, delays 0 to 5 s", () => {
    expect(DEFAULT_DISALLOW_PATHS).toBe("/admin\n/private");
    expect(DEFAULT_SPECIFIC_BOTS).toEqual(["Googlebot", "Bingbot", "ChatGPT-User"]);
    expect([...CRAWL_DELAYS]).toEqual([0, 0.5, 1, 2, 5]);
    expect(AI_CRAWL_DELAY).toBe(0.5);
  });
});

describe("generateRobotsTxt: the general group", () => {
  it("with defaults starts with one group for every crawler, the default paths and delay 1", () => {
    const text = generateRobotsTxt({});
    expect(text.startsWith("User-agent: *\nDisallow: /admin\nDisallow: /private\nCrawl-delay: 1\n\n")).toBe(true);
  });

  it("writes the disallow paths one per line, without the dropped ones", () => {
    const text = generateRobotsTxt({ disallowPaths: "/a\n\n/b\n/a\nfalsch\n/c d", kiOptimized: false });
    expect(text).toBe("User-agent: *\nDisallow: /a\nDisallow: /b\nCrawl-delay: 1\n");
  });

  it("gives 'Allow: /' for an empty disallow list", () => {
    for (const disallowPaths of ["", " \n \n"]) {
      const text = generateRobotsTxt({ disallowPaths, kiOptimized: false });
      expect(text).toBe("User-agent: *\nAllow: /\nCrawl-delay: 1\n");
      expect(verdicts(text, "Googlebot")).toEqual(ALLOWED_EVERYWHERE);
    }
  });

  it("omits the Crawl-delay line for delay 0", () => {
    expect(generateRobotsTxt({ crawlDelay: 0, kiOptimized: false })).toBe("User-agent: *\nDisallow: /admin\nDisallow: /private\n");
    expect(groupOf(generateRobotsTxt({ crawlDelay: 0 }), "*").lines).toEqual(["Disallow: /admin", "Disallow: /private"]);
  });

  it.each([
    [0.5, "Crawl-delay: 0.5"],
    [1, "Crawl-delay: 1"],
    [2, "Crawl-delay: 2"],
    [5, "Crawl-delay: 5"],
  ] as const)("prints crawl delay %s as '%s'", (crawlDelay, line) => {
    expect(groupOf(generateRobotsTxt({ crawlDelay }), "*").lines).toEqual(["Disallow: /admin", "Disallow: /private", line]);
  });

  it("always ends with exactly one newline", () => {
    for (const form of [{}, { allowCrawling: false }, { sitemapUrl: "https://praxis.de/sitemap.xml" }, { allowedBots: "specific" as const }, { kiOptimized: false }]) {
      const text = generateRobotsTxt(form);
      expect(text.endsWith("\n")).toBe(true);
      expect(text.endsWith("\n\n")).toBe(false);
    }
  });
});

describe("generateRobotsTxt: everything blocked", () => {
  const BLOCKED = "User-agent: *\nDisallow: /\n";

  it.each<[string, RobotsForm]>([
    ["crawling off", { allowCrawling: false }],
    ["allowedBots none", { allowedBots: "none" }],
    ["crawling off with specific bots", { allowCrawling: false, allowedBots: "specific", specificBots: ["Googlebot"] }],
    ["allowedBots none with AI groups all allowed", { allowedBots: "none", kiOptimized: true, aiPurposes: { search: true, user: true, training: true } }],
  ])("%s gives 'User-agent: *' + 'Disallow: /' and no AI groups", (_label, form) => {
    const text = generateRobotsTxt(form);
    expect(rules(text)).toBe(BLOCKED);
    expect(text.split("\n").filter((l) => l.startsWith("#"))).toHaveLength(1);
    for (const crawler of AI_CRAWLERS) expect(text).not.toContain(crawler.token);
    for (const token of ["Googlebot", "GPTBot", "OAI-SearchBot", "SomeBot"]) expect(verdicts(text, token)).toEqual(DENIED_EVERYWHERE);
  });

  it("still names a valid sitemap", () => {
    expect(rules(generateRobotsTxt({ allowCrawling: false, sitemapUrl: "https://praxis.de/sitemap.xml" }))).toBe(`${BLOCKED}\nSitemap: https://praxis.de/sitemap.xml\n`);
  });
});

describe("generateRobotsTxt: specific bots", () => {
  it("gives one group per listed bot with the paths and delay, and blocks all others last", () => {
    const text = generateRobotsTxt({ allowedBots: "specific", specificBots: ["Googlebot", "Bingbot"], kiOptimized: false });
    expect(rules(text)).toBe(
      [
        "User-agent: Googlebot\nDisallow: /admin\nDisallow: /private\nCrawl-delay: 1",
        "User-agent: Bingbot\nDisallow: /admin\nDisallow: /private\nCrawl-delay: 1",
        "User-agent: *\nDisallow: /",
      ].join("\n\n") + "\n",
    );
  });

  it("uses the default bots Googlebot, Bingbot and ChatGPT-User", () => {
    const groups = groupsOf(generateRobotsTxt({ allowedBots: "specific", kiOptimized: false }));
    expect(groups.map((g) => g.agents)).toEqual([["Googlebot"], ["Bingbot"], ["ChatGPT-User"], ["*"]]);
  });

  it("trims bot names and skips blank ones and exact duplicates", () => {
    const groups = groupsOf(generateRobotsTxt({ allowedBots: "specific", specificBots: [" Googlebot ", "", "  ", "Googlebot"], kiOptimized: false }));
    expect(groups.map((g) => g.agents)).toEqual([["Googlebot"], ["*"]]);
  });

  it("with no bot listed blocks everyone but the AI groups, and says so", () => {
    const form: RobotsForm = { allowedBots: "specific", specificBots: ["", " "], kiOptimized: false };
    expect(rules(generateRobotsTxt(form))).toBe("User-agent: *\nDisallow: /\n");
    expect(robotsFormProblems(form)).toEqual([{ code: "noBot" }]);
    expect(texts(robotsFormProblems(form))).toEqual(["Wählen Sie mindestens einen Bot aus – sonst sind alle Crawler gesperrt."]);
  });

  it("does not repeat a listed AI bot in an AI group (also with other case)", () => {
    for (const chatgpt of ["ChatGPT-User", "chatgpt-user"]) {
      const text = generateRobotsTxt({ allowedBots: "specific", specificBots: ["Googlebot", chatgpt] });
      expect(text.match(/chatgpt-user/gi)).toHaveLength(1);
      expect(groupOf(text, chatgpt).lines).toEqual(["Disallow: /admin", "Disallow: /private", "Crawl-delay: 1"]);
      // The other user-fetch bots keep their AI group.
      expect(groupOf(text, "Claude-User").lines).toContain("Crawl-delay: 0.5");
      expectNoTokenInTwoGroups(text);
    }
  });

  it("treats bot names that differ only in case as one bot", () => {
    const text = generateRobotsTxt({ allowedBots: "specific", specificBots: ["Googlebot", "googlebot"], kiOptimized: false });
    expect(text.match(/^User-agent: googlebot$/gim)).toHaveLength(1);
  });

  it("does not accept '*' as a specific bot, and says so", () => {
    const form = { allowedBots: "specific" as const, specificBots: ["Googlebot", "*"], kiOptimized: false };
    expect(generateRobotsTxt(form).match(/^User-agent: \*$/gm)).toHaveLength(1);
    expect(robotsFormProblems(form)).toEqual([{ code: "starAsBot" }]);
    expect(texts(robotsFormProblems(form)).join(" ")).toContain("„*“ steht für alle Crawler");
  });
});

describe("generateRobotsTxt: AI crawler groups", () => {
  const text = generateRobotsTxt({});

  it("lists every token of AI_CRAWLERS exactly once, including the six of SPEC_AI_BOT_TOKENS", () => {
    const agents = groupsOf(text).flatMap((g) => g.agents);
    for (const crawler of AI_CRAWLERS) expect(agents.filter((a) => a === crawler.token), crawler.token).toHaveLength(1);
    for (const token of SPEC_AI_BOT_TOKENS) expect(agents).toContain(token);
    expectNoTokenInTwoGroups(text);
  });

  it("puts each purpose in one group: allowed, the disallow paths, Crawl-delay 0.5", () => {
    for (const purpose of ["search", "user", "training"] as const) {
      const tokens = aiCrawlersFor(purpose).map((c) => c.token);
      const group = groupOf(text, tokens[0]!);
      expect(group.agents).toEqual(tokens);
      expect(group.lines).toEqual(["Allow: /", "Disallow: /admin", "Disallow: /private", "Crawl-delay: 0.5"]);
    }
    // Each AI group is introduced by a comment line.
    for (const token of ["OAI-SearchBot", "ChatGPT-User", "GPTBot"]) expect(text).toMatch(new RegExp(`\\n\\n# [^\\n]+\\nUser-agent: ${token}\\n`));
  });

  it("blocks a purpose set to false with 'Disallow: /' and no crawl delay", () => {
    const blocked = generateRobotsTxt({ aiPurposes: { search: true, user: true, training: false } });
    const group = groupOf(blocked, "GPTBot");
    expect(group.agents).toEqual(aiCrawlersFor("training").map((c) => c.token));
    expect(group.lines).toEqual(["Disallow: /"]);
    expect(blocked).toMatch(/\n\n# [^\n]*gesperrt[^\n]*\nUser-agent: GPTBot\n/);
    expect(groupOf(blocked, "OAI-SearchBot").lines).toContain("Crawl-delay: 0.5");
  });

  it("gives the AI groups only 'Allow: /' when nothing is disallowed", () => {
    expect(groupOf(generateRobotsTxt({ disallowPaths: "" }), "GPTBot").lines).toEqual(["Allow: /", "Crawl-delay: 0.5"]);
  });

  it("adds no AI group when kiOptimized is off", () => {
    const plain = generateRobotsTxt({ kiOptimized: false });
    for (const crawler of AI_CRAWLERS) expect(plain).not.toContain(crawler.token);
    expect(plain).not.toContain(`Crawl-delay: ${AI_CRAWL_DELAY}`);
  });

  it.each<[string, Record<AiCrawlerPurpose, boolean>]>([
    ["all allowed", { search: true, user: true, training: true }],
    ["training off", { search: true, user: true, training: false }],
    ["all off", { search: false, user: false, training: false }],
  ])("never puts a token in two groups (%s, also with specific bots)", (_label, aiPurposes) => {
    expectNoTokenInTwoGroups(generateRobotsTxt({ aiPurposes }));
    expectNoTokenInTwoGroups(generateRobotsTxt({ aiPurposes, allowedBots: "specific", specificBots: ["Googlebot", "GPTBot", "PerplexityBot", "ChatGPT-User"] }));
  });
});

describe("generateRobotsTxt: Sitemap line", () => {
  it("is the last line for a valid absolute URL", () => {
    const text = generateRobotsTxt({ sitemapUrl: " https://praxis.de/sitemap.xml " });
    expect(text.endsWith("\n\nSitemap: https://praxis.de/sitemap.xml\n")).toBe(true);
    expect(parseRobotsTxt(ROBOTS_URL, text).sitemaps).toEqual(["https://praxis.de/sitemap.xml"]);
  });

  it.each(["", "   ", "praxis.de/sitemap.xml", "/sitemap.xml", "ftp://praxis.de/sitemap.xml", "https://"])("is left out for %j", (sitemapUrl) => {
    expect(generateRobotsTxt({ sitemapUrl })).not.toContain("Sitemap:");
  });

  it("reports an invalid sitemap URL and not a blank one", () => {
    expect(robotsFormProblems({ sitemapUrl: "praxis.de/sitemap.xml" })).toEqual([{ code: "sitemapNotAbsolute", value: "praxis.de/sitemap.xml" }]);
    expect(texts(robotsFormProblems({ sitemapUrl: "praxis.de/sitemap.xml" }))).toEqual([
      "„praxis.de/sitemap.xml“ ist keine vollständige Adresse; die Sitemap-Zeile braucht https://… und wird weggelassen.",
    ]);
    expect(robotsFormProblems({ sitemapUrl: "ftp://praxis.de/sitemap.xml" })).toHaveLength(1);
    expect(robotsFormProblems({ sitemapUrl: "" })).toEqual([]);
    expect(robotsFormProblems({ sitemapUrl: "https://praxis.de/sitemap.xml" })).toEqual([]);
  });

  it("isValidSitemapUrl accepts only absolute http(s) URLs", () => {
    expect(isValidSitemapUrl("https://praxis.de/sitemap.xml")).toBe(true);
    expect(isValidSitemapUrl("http://praxis.de/sitemap.xml")).toBe(true);
    expect(isValidSitemapUrl("praxis.de/sitemap.xml")).toBe(false);
    expect(isValidSitemapUrl("javascript:alert(1)")).toBe(false);
  });
});

describe("robotsFormProblems", () => {
  it("reports nothing for the defaults", () => {
    expect(robotsFormProblems({})).toEqual([]);
  });

  it("reports rejected disallow lines in German", () => {
    expect(texts(robotsFormProblems({ disallowPaths: "admin\n/a b\n/ok" }))).toEqual([
      "„admin“ beginnt nicht mit / oder * und wird ignoriert (z. B. /admin/).",
      "„/a b“ enthält Leerzeichen und wird ignoriert.",
    ]);
  });
});

describe("generateRobotsTxt read back with robots-parser (parseRobotsTxt)", () => {
  it("defaults: every crawler allowed on / and denied on the disallowed paths", () => {
    const text = generateRobotsTxt({});
    for (const token of ["Googlebot", "Bingbot", "GPTBot", "OAI-SearchBot", "ChatGPT-User", "ClaudeBot", "SomeBot"]) {
      expect(verdicts(text, token), token).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
    }
    expect(parseRobotsTxt(ROBOTS_URL, text).verdict("https://www.praxis-muster.de/admin/x", "Googlebot")).toMatchObject({ rule: "Disallow: /admin", group: "*" });
    expect(parseRobotsTxt(ROBOTS_URL, text).verdict("https://www.praxis-muster.de/admin/x", "GPTBot").group).toContain("GPTBot");
  });

  it("training off: GPTBot and the other training crawlers denied on /, search and user fetch allowed", () => {
    const text = generateRobotsTxt({ aiPurposes: { search: true, user: true, training: false } });
    for (const crawler of aiCrawlersFor("training")) expect(verdicts(text, crawler.token), crawler.token).toEqual(DENIED_EVERYWHERE);
    for (const token of ["OAI-SearchBot", "ChatGPT-User", "PerplexityBot", "Claude-User"]) expect(verdicts(text, token), token).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
    // Google-Extended is blocked, the Google search crawler is not.
    expect(verdicts(text, "Googlebot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
  });

  it("search and user fetch off: those denied, training allowed", () => {
    const text = generateRobotsTxt({ aiPurposes: { search: false, user: false, training: true } });
    for (const crawler of [...aiCrawlersFor("search"), ...aiCrawlersFor("user")]) expect(verdicts(text, crawler.token), crawler.token).toEqual(DENIED_EVERYWHERE);
    expect(verdicts(text, "GPTBot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
  });

  it("specific [Googlebot]: Googlebot follows its rules, SomeBot and Bingbot are denied, AI crawlers keep their groups", () => {
    const text = generateRobotsTxt({ allowedBots: "specific", specificBots: ["Googlebot"] });
    expect(verdicts(text, "Googlebot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
    expect(verdicts(text, "SomeBot")).toEqual(DENIED_EVERYWHERE);
    expect(verdicts(text, "Bingbot")).toEqual(DENIED_EVERYWHERE);
    expect(verdicts(text, "GPTBot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
    expect(verdicts(text, "OAI-SearchBot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
  });

  it("specific [Googlebot] without AI optimisation: AI crawlers are denied too", () => {
    const text = generateRobotsTxt({ allowedBots: "specific", specificBots: ["Googlebot"], kiOptimized: false });
    expect(verdicts(text, "Googlebot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
    expect(verdicts(text, "GPTBot")).toEqual(DENIED_EVERYWHERE);
    expect(verdicts(text, "ChatGPT-User")).toEqual(DENIED_EVERYWHERE);
  });

  it("a listed AI bot follows its own group even when its purpose is blocked", () => {
    const text = generateRobotsTxt({ allowedBots: "specific", specificBots: ["GPTBot"], aiPurposes: { search: true, user: true, training: false } });
    expect(verdicts(text, "GPTBot")).toEqual(ALLOWED_OUTSIDE_DISALLOWED);
    expect(verdicts(text, "ClaudeBot")).toEqual(DENIED_EVERYWHERE);
  });

  it("crawling off: Googlebot and every other crawler denied everywhere", () => {
    const text = generateRobotsTxt({ allowCrawling: false, disallowPaths: "" });
    for (const token of ["Googlebot", "GPTBot", "ChatGPT-User", "SomeBot"]) expect(verdicts(text, token), token).toEqual(DENIED_EVERYWHERE);
  });

  it("empty disallow list: everything allowed for everyone", () => {
    const text = generateRobotsTxt({ disallowPaths: "" });
    for (const token of ["Googlebot", "GPTBot", "OAI-SearchBot", "SomeBot"]) expect(verdicts(text, token), token).toEqual(ALLOWED_EVERYWHERE);
  });

  it("only the chosen paths are denied: /admin matches /admin/x, /private stays allowed when not listed", () => {
    const text = generateRobotsTxt({ disallowPaths: "/admin" });
    for (const token of ["Googlebot", "GPTBot"]) expect(verdicts(text, token)).toEqual({ "/": true, "/admin/x": false, "/private": true });
  });

  it("counts one Allow/Disallow rule per written rule line", () => {
    const text = generateRobotsTxt({ kiOptimized: false });
    expect(parseRobotsTxt(ROBOTS_URL, text).ruleCount).toBe(2);
  });
});
