/**
 * DOM size and total blocking time of the long pages (npm run bench:long-pages). Prints
 * figures, asserts nothing.
 *
 * Builds the site (skip with --no-build), starts it (scripts/bench-server.ts) and
 * loads each page in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) at 390 × 844 px
 * with the CPU slowed down 4× (Lighthouse's mobile profile). For each page it prints:
 *  - DOM elements after load (document.querySelectorAll("*").length);
 *  - total blocking time: the sum over long tasks (PerformanceObserver "longtask") of the
 *    time beyond 50 ms, from navigation start until 5 s after load — Lighthouse's
 *    definition, measured without its network throttling, so an estimate;
 *  - the server HTML's size (raw and gzip), and for /snippets whether every snippet's name and
 *    description is in it (crawlers read only the server HTML).
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { listSnippets } from "@/lib/snippets/library";
import { buildUnlessSkipped, startOwnSite } from "./bench-server";

const PAGES = ["/snippets", "/gmb-faq", "/tool/meta", "/"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function htmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

async function main(): Promise<void> {
  buildUnlessSkipped();
  const { base, stop } = await startOwnSite();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    console.log(`long pages — production build at ${base}, Chromium 390 × 844 px, CPU 4× slower, ${RUNS} runs (median)`);
    console.log("page                DOM elements   TBT ms   HTML KB   gzip KB   in server HTML");
    for (const path of PAGES) {
      const html = await (await fetch(base + path)).text();
      let inHtml = "";
      if (path === "/snippets") {
        const snippets = listSnippets();
        const found = snippets.filter((s) => html.includes(htmlEscape(s.branche)) && html.includes(htmlEscape(s.beschreibung))).length;
        inHtml = `${found} of ${snippets.length} snippets (name and description)`;
      }
      const doms: number[] = [];
      const tbts: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.addInitScript(() => {
          const w = window as unknown as { __longTasks: number[] };
          w.__longTasks = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
          }).observe({ type: "longtask", buffered: true });
        });
        await page.goto(base + path, { waitUntil: "load" });
        await page.waitForTimeout(5000);
        doms.push(await page.evaluate(() => document.querySelectorAll("*").length));
        tbts.push(await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0)));
        await context.close();
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      console.log(`${path.padEnd(18)} ${String(median(doms)).padStart(13)} ${median(tbts).toFixed(0).padStart(8)} ${(Buffer.byteLength(html) / 1024).toFixed(0).padStart(9)} ${(gzipSync(html).length / 1024).toFixed(0).padStart(9)}   ${inHtml}`);
    }
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
