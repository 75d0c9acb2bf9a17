import type { OutboundError } from "@/lib/outbound/guarded-fetch";
import type { SeoIssue } from "./issues";

/**
 * Life of a discovered URL: "queued" waits for a fetch (or was left by a limit),
 * "deferred" is beyond maxDepth, "fetching" is under way, "done" has a record,
 * "blocked" is disallowed by robots.txt, "covered" is the final URL of a redirect
 * reported under the URL that redirected.
 */
type UrlState = "queued" | "deferred" | "fetching" | "done" | "blocked" | "covered";

/** Why robots.txt keeps a URL from being fetched. */
export interface RobotsBlocking {
  /** The deciding robots.txt rule, e.g. "Disallow: /intern/"; null when the whole file is unavailable. */
  blockedRule?: string | null;
  /** Extra issue for URLs blocked because robots.txt was unavailable. */
  robotsIssue?: SeoIssue;
  /** The host did not answer its robots.txt at all: reported as unreachable/timeout rather than blocked. */
  robotsError?: OutboundError;
}

export interface UrlEntry extends RobotsBlocking {
  url: string;
  /** Link depth from the start page (0). */
  depth: number;
  order: number;
  state: UrlState;
}

/** The crawl's frontier: every same-site URL seen, its state, and the breadth-first queue still to fetch. */
export class CrawlFrontier {
  private readonly byUrl = new Map<string, UrlEntry>();
  private readonly aliasMap = new Map<string, string>();
  /** Queued URLs per depth, in discovery order; `head` skips the ones taken (no O(n) shift on large sitemaps). */
  private readonly buckets: { urls: string[]; head: number }[] = [];
  private nextOrder = 0;

  /**
   * @param maxDepth link depth beyond which URLs are deferred, not fetched
   * @param blockingOf robots.txt's verdict for a URL when its origin's rules are known, else null
   */
  constructor(
    private readonly maxDepth: number,
    private readonly blockingOf: (url: string) => RobotsBlocking | null,
  ) {}

  /** Adds a URL, or a shorter path to a queued or deferred one; blocks it at once when its origin's robots.txt is known. */
  enqueue(url: string, depth: number): void {
    let entry = this.byUrl.get(url);
    if (!entry) {
      entry = { url, depth, order: this.nextOrder++, state: "queued" };
      this.byUrl.set(url, entry);
    } else if (depth < entry.depth && (entry.state === "queued" || entry.state === "deferred")) {
      entry.depth = depth;
    } else {
      return;
    }
    const blocking = this.blockingOf(url);
    if (blocking) {
      this.block(entry, blocking);
    } else if (entry.depth > this.maxDepth) {
      entry.state = "deferred";
    } else {
      entry.state = "queued";
      (this.buckets[entry.depth] ??= { urls: [], head: 0 }).urls.push(url);
    }
  }

  /** The next URL to fetch, shallowest first, in discovery order, marked "fetching"; null when none is queued. */
  dequeue(): UrlEntry | null {
    for (let depth = 0; depth < this.buckets.length; depth++) {
      const bucket = this.buckets[depth];
      while (bucket && bucket.head < bucket.urls.length) {
        const entry = this.byUrl.get(bucket.urls[bucket.head++]!)!;
        // Stale copies: the URL moved to a lower depth, or was reached another way.
        if (entry.state === "queued" && entry.depth === depth) {
          entry.state = "fetching";
          return entry;
        }
      }
    }
    return null;
  }

  block(entry: UrlEntry, blocking: RobotsBlocking): void {
    Object.assign(entry, blocking, { state: "blocked" });
  }

  /** A taken URL was not fetched after all (a limit stopped the crawl): it counts as left over, and is not handed out again. */
  release(entry: UrlEntry): void {
    entry.state = "queued";
  }

  complete(entry: UrlEntry): void {
    entry.state = "done";
  }

  /** `finalUrl` was reached by a redirect from `recordUrl`: it is not fetched again and its links count for that record. */
  markCovered(finalUrl: string, recordUrl: string, depth: number): void {
    const entry = this.byUrl.get(finalUrl);
    if (!entry) {
      this.byUrl.set(finalUrl, { url: finalUrl, depth, order: this.nextOrder++, state: "covered" });
    } else if (entry.state === "queued" || entry.state === "deferred") {
      entry.state = "covered";
    } else {
      return; // fetched on its own (or blocked): links to it stay with its own record
    }
    this.aliasMap.set(finalUrl, recordUrl);
  }

  /**
   * Takes over a URL an earlier attempt already fetched, with its depth and order.
   * @returns false when the URL is already known (the first one wins)
   */
  adopt(page: { url: string; depth: number; order: number }): boolean {
    if (this.byUrl.has(page.url)) return false;
    this.byUrl.set(page.url, { url: page.url, depth: page.depth, order: page.order, state: "done" });
    this.nextOrder = Math.max(this.nextOrder, page.order + 1);
    return true;
  }

  /** Final URLs of same-site redirects → the URL whose record reports them. */
  get aliases(): ReadonlyMap<string, string> {
    return this.aliasMap;
  }

  entries(): IterableIterator<UrlEntry> {
    return this.byUrl.values();
  }

  get size(): number {
    return this.byUrl.size;
  }
}
