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
 * With --dom it also prints the DOM size of the long pages (bench of issue 21, item 7).
 *
 * Runs under `tsx --conditions react-server` so that `import "server-only"` resolves.
 */
import { execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { analyzeSite } from "@/lib/readiness/analyze";
import { fetchSite } from "@/lib/readiness/fetch-site";

export const OWN_PAGES = ["/", "/ki-search-tool", "/tool/checker", "/blog", "/blog/ki-seo-preise-kosten-2025", "/geo-services", "/snippet-pakete"];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production build on a free port with SITE_URL = its own address.
 * @returns the base URL and a function that stops the server and removes its database
 */
export async function startOwnSite(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = `.data/bench-own-${port}`;
  const server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: base, NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) {
      stop();
      throw new Error("npm start did not come up");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) {
    console.log("building …");
    execSync("npx next build", { stdio: "ignore" });
  }
  const { base, stop } = await startOwnSite();
  try {
    console.log(`own pages in the own checker — production build at ${base} (SITE_URL=${base})`);
    const scores: string[] = [];
    for (const path of OWN_PAGES) {
      const result = analyzeSite(await fetchSite(`${base}${path}`, { fetchOptions: { allowPrivate: true } }));
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
