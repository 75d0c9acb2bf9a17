import type { KnipConfig } from "knip";

/**
 * knip (`npm run knip`): files, exports and dependencies nothing uses. Next.js, vitest
 * and Playwright entry points come from knip's plugins; the scripts run by hand
 * (README) are entries too.
 */
const config: KnipConfig = {
  // lib/workers/cpu-worker.ts: the CPU pool's threads call its exports by name (lib/workers/pool.ts).
  entry: ["scripts/*.{ts,mjs}", "lib/workers/cpu-worker.ts"],
  // The fixture site serves static/ to the browser, and the site its static scripts
  // public/*.js (loaded by <script> elements: components/mobile-menu.tsx, app/blog/
  // _components/blog-filter.tsx, app/snippet-pakete/_components/checkout-link.tsx);
  // components/ui is shadcn's generated code.
  ignore: ["test/fixture-sites/**/static/**", "public/*.js", "components/ui/**"],
  // Read by file path (lib/reports/check-report-pdf.ts), never imported.
  ignoreDependencies: ["dejavu-fonts-ttf"],
  // A system command (Debian's openssl), not an npm binary: scripts/bench-stripe-js.ts makes a throw-away certificate with it.
  ignoreBinaries: ["openssl"],
};

export default config;
