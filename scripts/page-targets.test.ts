import { describe, expect, it } from "vitest";
import { isToolPage, median, missedTargets, ratio } from "./page-targets";

const ok = { path: "/blog", jsOverKb: 3, tbtRatio: 1, perf: 95, barePerf: 97, htmlKb: 50 };

describe("bench:pages targets (issue 35)", () => {
  it("tells tool pages from content pages by path", () => {
    for (const path of ["/ki-search-tool", "/tool/checker", "/seo-dashboard", "/snippets", "/gmb-faq", "/payment?product=gmb-faq"]) expect(isToolPage(path)).toBe(true);
    for (const path of ["/", "/blog", "/blog/ki-seo-preise-kosten-2025", "/snippet-pakete", "/snippet-course", "/geo-services", "/impressum"]) expect(isToolPage(path)).toBe(false);
  });

  it("allows a tool page 40 KB over the floor and a content page 10 KB", () => {
    expect(missedTargets({ ...ok, path: "/tool/robots", jsOverKb: 40 })).toEqual([]);
    expect(missedTargets({ ...ok, path: "/tool/robots", jsOverKb: 40.1 })).toEqual(["JS>floor+40"]);
    expect(missedTargets({ ...ok, jsOverKb: 10 })).toEqual([]);
    expect(missedTargets({ ...ok, jsOverKb: 10.1 })).toEqual(["JS>floor+10"]);
  });

  it("flags TBT above 1.5× the bare page's, performance under 90 only where the bare page scored 94 or more", () => {
    expect(missedTargets({ ...ok, tbtRatio: 1.5 })).toEqual([]);
    expect(missedTargets({ ...ok, tbtRatio: 1.51 })).toEqual(["TBT>1.5×"]);
    expect(missedTargets({ ...ok, perf: 89, barePerf: 94 })).toEqual(["perf<90"]);
    expect(missedTargets({ ...ok, perf: 89, barePerf: 93 })).toEqual([]);
  });

  it("checks the 80 KB of HTML on / and /snippets only", () => {
    expect(missedTargets({ ...ok, path: "/", htmlKb: 80.5 })).toEqual(["HTML>80KB"]);
    expect(missedTargets({ ...ok, path: "/snippets", htmlKb: 80 })).toEqual([]);
    expect(missedTargets({ ...ok, path: "/gmb-faq", htmlKb: 140 })).toEqual([]);
  });

  it("takes medians and ratios as the table shows them", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
    expect(ratio(300, 200)).toBe(1.5);
    expect(ratio(0, 0)).toBe(1);
    expect(ratio(20, 0)).toBe(Infinity);
  });
});
