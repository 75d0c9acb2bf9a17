import { robotsUnavailable } from "./issues";
import type { RobotsBlocking } from "./frontier";
import { loadRobots, type RobotsRules } from "./robots";
import type { FetchOutcome } from "./site-fetcher";

/**
 * One robots.txt per origin (RFC 9309 §2.3: rules apply to the origin they were
 * fetched from), each loaded once, when first needed.
 */
export class OriginRobots {
  private readonly loaded = new Map<string, RobotsRules>();
  private readonly loading = new Map<string, Promise<RobotsRules>>();

  constructor(private readonly fetchFile: (url: string, maxBytes: number) => Promise<FetchOutcome>) {}

  /** The rules of `origin` ("https://example.de"), loading them on first use. */
  load(origin: string): Promise<RobotsRules> {
    let loading = this.loading.get(origin);
    if (!loading) {
      loading = loadRobots(origin, this.fetchFile).then((rules) => {
        this.loaded.set(origin, rules);
        return rules;
      });
      this.loading.set(origin, loading);
    }
    return loading;
  }

  known(origin: string): RobotsRules | undefined {
    return this.loaded.get(origin);
  }

  /** robots.txt's verdict for `url` when its origin's rules are loaded; null when allowed or not known yet. */
  knownBlocking(url: string): RobotsBlocking | null {
    const rules = this.loaded.get(new URL(url).origin);
    return rules ? robotsBlocking(rules, url) : null;
  }

  /** robots.txt's verdict for `url`, loading its origin's rules when needed; null when allowed. */
  async blocking(url: string): Promise<RobotsBlocking | null> {
    return robotsBlocking(await this.load(new URL(url).origin), url);
  }
}

function robotsBlocking(rules: RobotsRules, url: string): RobotsBlocking | null {
  const verdict = rules.verdict(url);
  if (verdict.allowed) return null;
  return {
    blockedRule: verdict.rule,
    robotsIssue: rules.fullDisallow ? robotsUnavailable(rules.status) : undefined,
    robotsError: rules.fullDisallow ? (rules.error ?? undefined) : undefined,
  };
}
