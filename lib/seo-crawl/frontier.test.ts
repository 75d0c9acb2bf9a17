import { describe, expect, it } from "vitest";
import { CrawlFrontier, type RobotsBlocking } from "./frontier";

const U = (path: string) => `https://example.de${path}`;

function drain(frontier: CrawlFrontier): string[] {
  const taken: string[] = [];
  for (let entry = frontier.dequeue(); entry; entry = frontier.dequeue()) taken.push(new URL(entry.url).pathname);
  return taken;
}

describe("CrawlFrontier", () => {
  it("hands out URLs breadth-first, in discovery order within a depth, each once and marked fetching", () => {
    const frontier = new CrawlFrontier(6, () => null);
    frontier.enqueue(U("/b"), 1);
    frontier.enqueue(U("/"), 0);
    frontier.enqueue(U("/c"), 2);
    frontier.enqueue(U("/a"), 1);
    frontier.enqueue(U("/b"), 1);
    const first = frontier.dequeue();
    expect(first).toMatchObject({ url: U("/"), depth: 0, state: "fetching" });
    expect(drain(frontier)).toEqual(["/b", "/a", "/c"]);
    expect(frontier.dequeue()).toBeNull();
    expect(frontier.size).toBe(4);
  });

  it("moves a URL found by a shorter path to the lower depth, without handing it out twice", () => {
    const frontier = new CrawlFrontier(6, () => null);
    frontier.enqueue(U("/tief"), 3);
    frontier.enqueue(U("/x"), 1);
    frontier.enqueue(U("/tief"), 1);
    expect(drain(frontier)).toEqual(["/x", "/tief"]);
    expect([...frontier.entries()].find((e) => e.url === U("/tief"))!.depth).toBe(1);
  });

  it("defers URLs beyond maxDepth and queues them when a shorter path appears", () => {
    const frontier = new CrawlFrontier(1, () => null);
    frontier.enqueue(U("/weit"), 2);
    expect(frontier.dequeue()).toBeNull();
    expect([...frontier.entries()][0]!.state).toBe("deferred");
    frontier.enqueue(U("/weit"), 1);
    expect(drain(frontier)).toEqual(["/weit"]);
  });

  it("blocks what robots.txt disallows as soon as it is seen, and never hands it out", () => {
    const blocking: RobotsBlocking = { blockedRule: "Disallow: /intern/" };
    const frontier = new CrawlFrontier(6, (url) => (url.includes("/intern/") ? blocking : null));
    frontier.enqueue(U("/intern/a"), 1);
    frontier.enqueue(U("/offen"), 1);
    expect(drain(frontier)).toEqual(["/offen"]);
    expect([...frontier.entries()][0]).toMatchObject({ state: "blocked", blockedRule: "Disallow: /intern/" });
  });

  it("covers a redirect's queued target under the requesting URL, but not a target fetched on its own", () => {
    const frontier = new CrawlFrontier(6, () => null);
    frontier.enqueue(U("/alt"), 1);
    frontier.enqueue(U("/neu"), 1);
    frontier.enqueue(U("/eigen"), 1);
    const alt = frontier.dequeue()!;
    frontier.markCovered(U("/neu"), alt.url, alt.depth);
    expect(drain(frontier)).toEqual(["/eigen"]);
    frontier.markCovered(U("/eigen"), alt.url, alt.depth);
    frontier.markCovered(U("/unbekannt"), alt.url, alt.depth);
    expect(Object.fromEntries(frontier.aliases)).toEqual({ [U("/neu")]: U("/alt"), [U("/unbekannt")]: U("/alt") });
  });

  it("adopts an earlier attempt's pages once and keeps numbering after them", () => {
    const frontier = new CrawlFrontier(6, () => null);
    expect(frontier.adopt({ url: U("/"), depth: 0, order: 7 })).toBe(true);
    expect(frontier.adopt({ url: U("/"), depth: 0, order: 9 })).toBe(false);
    frontier.enqueue(U("/"), 0);
    frontier.enqueue(U("/neu"), 1);
    expect(frontier.dequeue()).toMatchObject({ url: U("/neu"), order: 8 });
  });

  it("releases a URL the budget kept from being fetched: left over, not handed out again", () => {
    const frontier = new CrawlFrontier(6, () => null);
    frontier.enqueue(U("/"), 0);
    const entry = frontier.dequeue()!;
    frontier.release(entry);
    expect(entry.state).toBe("queued");
    expect(frontier.dequeue()).toBeNull();
  });
});
