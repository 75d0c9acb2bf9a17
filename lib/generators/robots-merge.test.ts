import { readFile } from "node:fs/promises";
import path from "node:path";
import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { AI_CRAWLERS, SEARCH_ENGINE_CRAWLERS } from "@/lib/crawlers/ai-crawlers";
import { ANSWER_CRAWLERS } from "@/lib/readiness/prefill";
import { SHARED_SITE_NAMES, sharedSitesDir } from "@/test/shared-sites";
import { agentKey, mergeRobotsTxt, robotsDiff } from "./robots-merge";

const ROBOTS_URL = "https://www.beispiel.de/robots.txt";
const TARGETS = ["OAI-SearchBot", "ChatGPT-User", "PerplexityBot"];
/** Agents the merge must not touch: search engines, the other AI crawlers, a made-up bot, none. */
const OTHERS = ["*", "Googlebot", "Googlebot-Image", "Bingbot", "SomeRandomBot/2.1", ...AI_CRAWLERS.map((c) => c.token), ...SEARCH_ENGINE_CRAWLERS.map((c) => c.token)].filter((a) => !TARGETS.map(agentKey).includes(agentKey(a)));
const PATHS = ["/", "/index.html", "/admin", "/admin/", "/admin/x", "/private/a.pdf", "/a.pdf", "/shop?session=1", "/blog/", "/blog/post", "/team", "/$", "/wp-admin/admin-ajax.php", "/kontakt"];

/** Every path a file's rules mention, so wildcard and `$` rules are exercised. */
function pathsOf(text: string): string[] {
  const fromRules = [...text.matchAll(/^\s*(?:allow|disallow)\s*:\s*(\S+)/gim)].map((m) => m[1]!.replace(/\*/g, "x").replace(/\$$/, ""));
  return [...new Set([...PATHS, ...fromRules.flatMap((p) => [p, `${p}/sub`, `${p}.html`])])].map((p) => (p.startsWith("/") ? p : `/${p}`));
}

function verdicts(text: string, agents: readonly string[]): Record<string, boolean | undefined> {
  const robots = robotsParser(ROBOTS_URL, text);
  const out: Record<string, boolean | undefined> = {};
  for (const agent of agents) for (const p of pathsOf(text)) out[`${agent} ${p}`] = robots.isAllowed(`https://www.beispiel.de${p}`, agent);
  return out;
}

/** The merge's promise: others unchanged on every tested path, targets allowed at the root. */
function expectSafeMerge(before: string, options = { allowAgents: TARGETS }) {
  const merged = mergeRobotsTxt(before, options);
  const after = robotsParser(ROBOTS_URL, merged.text);
  const others = OTHERS.concat([...before.matchAll(/^\s*user-agent\s*:\s*(\S+)/gim)].map((m) => m[1]!)).filter((a) => !options.allowAgents.map(agentKey).includes(agentKey(a)));
  expect(verdicts(merged.text, others)).toEqual(verdicts(before, others));
  for (const agent of options.allowAgents) expect(after.isAllowed("https://www.beispiel.de/", agent), `${agent} allowed at /`).toBe(true);
  // Nothing of the old file is lost: every non-blank line is still there, commented out at worst.
  for (const line of before.split(/\r?\n/).map((l) => l.trim()).filter(Boolean)) expect(merged.text).toContain(line);
  return merged;
}

describe("mergeRobotsTxt on hand-made hard cases", () => {
  it("adds a group for targets that obeyed a blocking *, copying its narrower rules", () => {
    const before = "# Unsere Regeln\nUser-agent: *\nDisallow: /\nDisallow: /admin/\n\nUser-agent: Googlebot\nAllow: /\n\nSitemap: https://www.beispiel.de/sitemap.xml\n";
    const merged = expectSafeMerge(before);
    expect(merged.changes).toEqual([{ kind: "added-group", agents: TARGETS }]);
    expect(merged.text).toContain("User-agent: OAI-SearchBot\nUser-agent: ChatGPT-User\nUser-agent: PerplexityBot\nAllow: /\nDisallow: /admin/");
    expect(robotsParser(ROBOTS_URL, merged.text).isAllowed("https://www.beispiel.de/admin/x", "PerplexityBot")).toBe(false);
    expect(merged.text.startsWith("# Unsere Regeln\n")).toBe(true);
  });

  it("takes a target out of a shared group and leaves the others in it", () => {
    const before = "User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nUser-agent: OAI-SearchBot\nUser-agent: CCBot\nDisallow: /\nCrawl-delay: 5\n";
    const merged = expectSafeMerge(before);
    expect(merged.changes.map((c) => c.kind)).toEqual(["moved-agent", "added-group"]);
    const after = robotsParser(ROBOTS_URL, merged.text);
    expect(after.isAllowed("https://www.beispiel.de/", "GPTBot")).toBe(false);
    expect(after.isAllowed("https://www.beispiel.de/", "CCBot")).toBe(false);
    expect(after.getCrawlDelay("OAI-SearchBot")).toBe(5);
  });

  it("unblocks a group that names only targets and keeps its narrower rules", () => {
    const before = "User-agent: PerplexityBot\nUser-agent: chatgpt-user/1.0\nDisallow: /\nDisallow: /intern/\n\nUser-agent: *\nDisallow: /tmp/\n";
    const merged = expectSafeMerge(before);
    expect(merged.changes[0]).toMatchObject({ kind: "unblocked-group", line: 1 });
    expect(merged.text).toContain("# Disallow: /  # ");
    expect(robotsParser(ROBOTS_URL, merged.text).isAllowed("https://www.beispiel.de/intern/a", "PerplexityBot")).toBe(false);
  });

  it("keeps wildcard and $ rules, comments, CRLF line endings and Sitemap lines", () => {
    const before = "User-agent: *\r\nDisallow: /*.pdf$\r\nDisallow: /*?session=\r\nAllow: /public/*.pdf$\r\nDisallow: /\r\n# Ende\r\nSitemap: https://www.beispiel.de/s1.xml\r\nSitemap: https://www.beispiel.de/s2.xml\r\n";
    const merged = expectSafeMerge(before);
    expect(merged.text).not.toMatch(/[^\r]\n/);
    const after = robotsParser(ROBOTS_URL, merged.text);
    expect(after.isAllowed("https://www.beispiel.de/a.pdf", "OAI-SearchBot")).toBe(false);
    expect(after.isAllowed("https://www.beispiel.de/public/a.pdf", "OAI-SearchBot")).toBe(true);
    expect(after.getSitemaps()).toEqual(["https://www.beispiel.de/s1.xml", "https://www.beispiel.de/s2.xml"]);
  });

  it("does not let a new group join User-agent lines the file ends with", () => {
    const before = "User-agent: *\nDisallow: /\n\nUser-agent: Slurp\n";
    const merged = expectSafeMerge(before);
    expect(robotsParser(ROBOTS_URL, merged.text).isAllowed("https://www.beispiel.de/", "Slurp")).toBe(false);
  });

  it("ignores rules before the first User-agent line, as crawlers do", () => {
    expectSafeMerge("Disallow: /geheim/\nUser-agent: *\nDisallow: /\n");
  });

  it("changes nothing but the Sitemap line when the targets are allowed already", () => {
    const before = "User-agent: *\nAllow: /\n";
    const merged = mergeRobotsTxt(before, { allowAgents: TARGETS, sitemapUrl: "https://www.beispiel.de/sitemap.xml" });
    expect(merged.text).toBe("User-agent: *\nAllow: /\n\nSitemap: https://www.beispiel.de/sitemap.xml\n");
    expect(merged.changes).toEqual([{ kind: "added-sitemap", agents: [], url: "https://www.beispiel.de/sitemap.xml" }]);
    expect(mergeRobotsTxt(merged.text, { allowAgents: TARGETS, sitemapUrl: "https://www.beispiel.de/sitemap.xml" }).changes).toEqual([]);
  });

  it("allows every answer crawler of the checker at once", () => {
    expectSafeMerge("User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nUser-agent: Bingbot\nAllow: /\n", { allowAgents: [...ANSWER_CRAWLERS] });
  });

  it("shows the change as a line diff", () => {
    const before = "User-agent: *\nDisallow: /\n";
    const diff = robotsDiff(before, mergeRobotsTxt(before, { allowAgents: ["OAI-SearchBot"] }).text);
    expect(diff.filter((l) => l.kind === "same").map((l) => l.text)).toEqual(["User-agent: *", "Disallow: /"]);
    expect(diff.filter((l) => l.kind === "added").map((l) => l.text)).toContain("User-agent: OAI-SearchBot");
    expect(diff.some((l) => l.kind === "removed")).toBe(false);
  });
});

describe.skipIf(!sharedSitesDir())("mergeRobotsTxt on the shared sites' robots.txt", () => {
  it.each(SHARED_SITE_NAMES)("%s: other verdicts unchanged", async (name) => {
    const text = await readFile(path.join(sharedSitesDir()!, name, "robots.txt"), "utf8").catch(() => null);
    if (text === null) return expect(name).not.toMatch(/stb-muyres|klp-hausverwaltung/); // the four without a robots.txt
    expectSafeMerge(text);
    // The same file behind a blocking "*", as many shops ship it.
    expectSafeMerge(`User-agent: *\nDisallow: /\n\n${text}`);
  });
});
