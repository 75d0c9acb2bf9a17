/**
 * Issue 35's targets for the public pages against bare Next.js, judged by bench:pages.
 * Each figure is the median over rounds of the page's value against the bare page's in
 * the same round.
 */

/** Issue 35, "Done when". KB = 1024 bytes. */
export const TARGETS = { toolJsKb: 40, contentJsKb: 10, tbtRatio: 1.5, perfMin: 90, barePerfFrom: 94, htmlKb: 80, htmlPages: ["/", "/snippets"] } as const;

/** Pages whose client part is a form and its result; every other public page is a content page. */
export function isToolPage(path: string): boolean {
  return /^\/(ki-search-tool|tool\/[^/?]+|seo-dashboard|snippets|gmb-faq|payment)(?=[/?]|$)/.test(path);
}

/** The median of `values` (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** page / bare; Infinity when the bare figure is 0 and the page's is not, 1 when both are 0. */
export function ratio(page: number, bare: number): number {
  return bare === 0 ? (page === 0 ? 1 : Infinity) : page / bare;
}

/** One page's medians, as bench:pages computes them. */
export interface PageFigures {
  path: string;
  /** JavaScript transferred beyond the bare page's in the same round, KB. */
  jsOverKb: number;
  tbtRatio: number;
  perf: number;
  barePerf: number;
  /** The server HTML, raw, KB. */
  htmlKb: number;
}

/**
 * The targets a page misses, as short labels ("JS>floor+40", "TBT>1.5×", "perf<90",
 * "HTML>80KB"); empty when it meets all. Performance counts only where the bare page scored
 * at least 94, the HTML size only on / and /snippets.
 */
export function missedTargets(f: PageFigures): string[] {
  const jsLimit = isToolPage(f.path) ? TARGETS.toolJsKb : TARGETS.contentJsKb;
  return [
    f.jsOverKb > jsLimit ? `JS>floor+${jsLimit}` : "",
    f.tbtRatio > TARGETS.tbtRatio ? `TBT>${TARGETS.tbtRatio}×` : "",
    f.barePerf >= TARGETS.barePerfFrom && f.perf < TARGETS.perfMin ? `perf<${TARGETS.perfMin}` : "",
    (TARGETS.htmlPages as readonly string[]).includes(f.path) && f.htmlKb > TARGETS.htmlKb ? `HTML>${TARGETS.htmlKb}KB` : "",
  ].filter(Boolean);
}
