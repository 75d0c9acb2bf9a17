/**
 * The site's own pages in its own checker (npm run bench:own-pages). Prints figures,
 * asserts nothing.
 *
 * Builds the site (skip with --no-build when .next is current), starts it with
 * `npm start` on a free port with its own embedded database and SITE_URL set to that
 * address (so robots.txt, the sitemap and the canonicals name the running server), and
 * runs the website checker (fetch through the SSRF-guarded fetcher with loopback allowed,
 * then the analysis) on the pages the site is judged by. For each page: the overall score,
 * the business kind assumed, each category's score and every finding that lost points.
 * With --dom it also prints the DOM size of the long pages (README, "Total blocking time of
 * the public pages").
 *
 * Runs under `tsx --conditions react-server` so that `import "server-only"` resolves.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { analyzeSite } from "@/lib/readiness/analyze";
import { renderCheckResult } from "@/lib/readiness/finding-text";
import { fetchSite } from "@/lib/readiness/fetch-site";
import { buildUnlessSkipped, startOwnSite } from "./bench-server";

export const OWN_PAGES = ["/", "/ki-search-tool", "/tool/checker", "/blog", "/blog/ki-seo-preise-kosten-2025", "/geo-services", "/snippet-pakete"];

async function main(): Promise<void> {
  buildUnlessSkipped();
  const { base, stop } = await startOwnSite();
  try {
    console.log(`own pages in the own checker — production build at ${base} (SITE_URL=${base})`);
    const scores: string[] = [];
    for (const path of OWN_PAGES) {
      const result = renderCheckResult(analyzeSite(await fetchSite(`${base}${path}`, { fetchOptions: { allowPrivate: true } })));
      scores.push(`${path} ${result.overallScore}`);
      console.log();
      console.log(`${String(result.overallScore).padStart(3)}  ${result.trafficLight.label.padEnd(24)} ${path}   (kind: ${result.businessKind.kind})`);
      for (const category of result.categories) {
        const lost = category.findings.filter((f) => f.points < f.maxPoints).map((f) => `${f.id} ${f.points}/${f.maxPoints}`);
        console.log(`       ${String(category.score).padStart(3)}  ${category.name.padEnd(28)} ${lost.join(", ")}`);
      }
    }
    console.log();
    console.log(`scores: ${scores.join(", ")}`);
  } finally {
    stop();
  }
}

if (process.argv[1]?.endsWith("bench-own-pages.ts")) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
