import pLimit from "p-limit";
import { guardedFetch, OutboundError, type GuardedResponse } from "@/lib/outbound/guarded-fetch";

/** A fetch that produced an HTTP answer, or the reason it did not. */
export type FetchOutcome = { response: GuardedResponse; error: null } | { response: null; error: OutboundError };

export interface SiteFetcherOptions {
  concurrency: number;
  /** Per request, redirects and body included, in ms. */
  requestTimeoutMs: number;
  signal: AbortSignal;
  /** Monotonic ms that each response is timed with (elapsedMs). */
  clock?: () => number;
}

export interface SiteFetcher {
  /**
   * GETs `url` through guardedFetch once a concurrency slot and the crawl-delay allow.
   * @param beforeFetch asked right before the request (after waiting); false skips it
   * @returns the outcome, or null when skipped; never throws except for the crawl's abort
   */
  fetch(url: string, settings: { maxBytes: number; accept?: string; beforeFetch?: () => boolean }): Promise<FetchOutcome | null>;
  /** Sets the gap between request starts, in ms (robots.txt Crawl-delay). */
  setDelay(ms: number): void;
  /** HTTP requests made so far; every redirect hop counts. */
  readonly requests: number;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

/**
 * The crawl's one way to reach the site: every request goes through guardedFetch (SSRF
 * guards, user agent, byte and time limits), at most `concurrency` at a time (p-limit),
 * request starts spaced by the Crawl-delay.
 */
export function createSiteFetcher(options: SiteFetcherOptions): SiteFetcher {
  const limit = pLimit(options.concurrency);
  const clock = options.clock ?? (() => performance.now());
  let delayMs = 0;
  let nextStart = 0;
  let lastStart = -Infinity;
  let requests = 0;

  async function waitForTurn(): Promise<void> {
    const now = performance.now();
    const at = Math.max(now, nextStart);
    nextStart = at + delayMs;
    lastStart = at;
    if (at > now) await sleep(at - now, options.signal);
  }

  return {
    fetch(url, settings) {
      return limit(async () => {
        await waitForTurn();
        if (options.signal.aborted) throw new OutboundError("aborted", "outbound.checkAborted", { url });
        if (settings.beforeFetch && !settings.beforeFetch()) return null;
        try {
          const started = clock();
          const response = await guardedFetch(url, {
            maxBytes: settings.maxBytes,
            timeoutMs: options.requestTimeoutMs,
            accept: settings.accept,
            signal: options.signal,
          });
          requests += 1 + response.redirects.length;
          return { response: { ...response, elapsedMs: Math.round(clock() - started) }, error: null };
        } catch (error) {
          if (options.signal.aborted) throw new OutboundError("aborted", "outbound.checkAborted", { url });
          const failure = error instanceof OutboundError ? error : new OutboundError("unreachable", "outbound.unreachable", { params: { host: new URL(url).hostname }, url });
          // Refused before any connection: no request was made.
          if (!["invalid_url", "unsupported_scheme", "blocked_address"].includes(failure.failure)) requests += 1;
          return { response: null, error: failure };
        }
      });
    },
    setDelay(ms) {
      delayMs = Math.max(0, ms);
      // The request that revealed the delay (robots.txt) counts: the next one waits from its start.
      nextStart = lastStart + delayMs;
    },
    get requests() {
      return requests;
    },
  };
}
