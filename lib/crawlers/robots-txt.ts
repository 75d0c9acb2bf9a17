import robotsParser from "robots-parser";

/**
 * robots.txt evaluation (RFC 9309) on top of robots-parser, with the matching rule
 * quoted so a finding can show its evidence.
 */

export interface RobotsVerdict {
  allowed: boolean;
  /** 1-based line of the deciding Allow/Disallow rule; null when no rule matched (allowed). */
  lineNumber: number | null;
  /** The deciding rule as written, e.g. "Disallow: /". */
  rule: string | null;
  /** The user-agent line(s) of the group the rule belongs to, e.g. "GPTBot" or "*". */
  group: string | null;
}

export interface ParsedRobotsTxt {
  /**
   * Whether `token` may fetch `url` (same origin as the robots.txt).
   * @param token robots.txt product token, e.g. "GPTBot" (matched case-insensitively)
   */
  verdict(url: string, token: string): RobotsVerdict;
  /** Absolute URLs of the Sitemap lines, in order. */
  sitemaps: string[];
  ruleCount: number;
}

/**
 * @param robotsUrl the URL it was fetched from (decides which origin it governs)
 * @param text its body; an empty text allows everything
 */
export function parseRobotsTxt(robotsUrl: string, text: string): ParsedRobotsTxt {
  const robots = robotsParser(robotsUrl, text);
  const lines = text.split(/\r\n|\r|\n/);
  const ruleCount = lines.filter((l) => /^\s*(allow|disallow)\s*:/i.test(l)).length;

  function groupOf(lineIndex: number): string | null {
    const agents: string[] = [];
    for (let i = lineIndex - 1; i >= 0; i--) {
      const line = lines[i]!.replace(/#.*/, "").trim();
      const agent = /^user-agent\s*:\s*(.+)$/i.exec(line);
      if (agent) agents.unshift(agent[1]!.trim());
      else if (agents.length > 0 && line !== "") break;
    }
    return agents.length ? agents.join(", ") : null;
  }

  return {
    verdict(url, token) {
      const allowed = robots.isAllowed(url, token);
      const lineNumber = robots.getMatchingLineNumber(url, token);
      const line = lineNumber > 0 ? lines[lineNumber - 1]!.replace(/#.*/, "").trim() : null;
      return {
        allowed: allowed !== false,
        lineNumber: lineNumber > 0 ? lineNumber : null,
        rule: line,
        group: lineNumber > 0 ? groupOf(lineNumber - 1) : null,
      };
    },
    // sitemaps.org wants absolute URLs; relative ones are common, so resolve them.
    sitemaps: robots.getSitemaps().flatMap((href) => {
      try {
        return [new URL(href, robotsUrl).href];
      } catch {
        return [];
      }
    }),
    ruleCount,
  };
}
