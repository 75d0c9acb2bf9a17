/**
 * Line-by-line syntax check of a robots.txt: what crawlers skip or misread.
 * Rules: RFC 9309 §2.2 (records "name: value", groups start with user-agent, paths
 * start with "/"), Google's robots.txt specification ("*" and a final "$" in paths,
 * Sitemap as an absolute URL). Fields crawlers widely honour beyond RFC 9309 are
 * accepted (crawl-delay, clean-param, host, request-rate, visit-time, noindex) — the
 * same list Lighthouse's robots-txt audit accepts.
 */

export type RobotsSyntaxProblem =
  | "no-colon"
  | "unknown-field"
  | "empty-user-agent"
  | "rule-outside-group"
  | "path-start"
  | "dollar-inside"
  | "sitemap-url";

export interface RobotsSyntaxError {
  /** 1-based line number. */
  line: number;
  /** The line as written (cut at 120 characters). */
  text: string;
  problem: RobotsSyntaxProblem;
}

const KNOWN_FIELDS = new Set(["user-agent", "allow", "disallow", "sitemap", "crawl-delay", "clean-param", "host", "request-rate", "visit-time", "noindex"]);

function sitemapUrlValid(value: string): boolean {
  try {
    return ["http:", "https:", "ftp:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * @param text the robots.txt body (a leading byte-order mark is ignored)
 * @returns every line crawlers cannot use, in order; empty for a valid file
 */
export function robotsTxtSyntaxErrors(text: string): RobotsSyntaxError[] {
  const errors: RobotsSyntaxError[] = [];
  let inGroup = false;
  text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .forEach((raw, index) => {
      const line = raw.replace(/#.*$/, "").trim();
      if (!line) return;
      const report = (problem: RobotsSyntaxProblem) => errors.push({ line: index + 1, text: raw.slice(0, 120), problem });
      const colon = line.indexOf(":");
      if (colon === -1) return report("no-colon");
      const field = line.slice(0, colon).trim().toLowerCase();
      const value = line.slice(colon + 1).trim();
      if (!KNOWN_FIELDS.has(field)) return report("unknown-field");
      if (field === "user-agent") {
        inGroup = true;
        if (!value) report("empty-user-agent");
        return;
      }
      if (field === "sitemap") {
        if (!sitemapUrlValid(value)) report("sitemap-url");
        return;
      }
      if (field !== "allow" && field !== "disallow") return;
      if (!inGroup) return report("rule-outside-group");
      if (value !== "" && value[0] !== "/" && value[0] !== "*") return report("path-start");
      const dollar = value.indexOf("$");
      if (dollar !== -1 && dollar !== value.length - 1) report("dollar-inside");
    });
  return errors;
}
