import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * Tests that open a database (PGlite or PostgreSQL), start local servers or sockets, or
 * hash with scrypt: the "integration" project. Everything else is "unit" and runs in
 * seconds (`npm run test:unit`). A test missing here still runs with `npm test`, only
 * in the unit project; add it here when it needs any of the three.
 */
const INTEGRATION = [
  "app/api/admin/**/*.test.ts",
  "app/api/rag-search/**/*.test.ts",
  "app/api/usage/**/*.test.ts",
  "app/api/website-check/**/*.test.ts",
  "lib/admin/**/*.test.ts",
  "lib/auth/**/*.test.ts",
  "lib/billing/payment-flow.test.ts",
  "lib/db-retry.test.ts",
  "lib/email-links/**/*.test.ts",
  "lib/fatal-errors.test.ts",
  "lib/faq/service.test.ts",
  "lib/health/**/*.test.ts",
  "lib/jobs/**/*.test.ts",
  "lib/limits/**/*.test.ts",
  "lib/mail/**/*.test.ts",
  "lib/monitor/monitors.test.ts",
  "lib/outbound/**/*.test.ts",
  "lib/readiness/fetch-site.test.ts",
  "lib/seo-crawl/crawl-resume.test.ts",
  "lib/seo-crawl/crawl-site.test.ts",
  "lib/seo-dashboard/**/*.test.ts",
  "lib/usage/record-usage.test.ts",
  "lib/visibility/provider.test.ts",
  "lib/workers/**/*.test.ts",
  "lib/visibility/reader/answer-reader.test.ts",
  "test/**/*.test.ts",
];
const EXCLUDE = ["**/node_modules/**", "e2e/**", ".next/**", "generated/**"];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}` },
      { find: /^server-only$/, replacement: fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)) },
    ],
  },
  test: {
    environment: "node",
    testTimeout: 20_000,
    // Opening an in-memory PGlite and applying the migrations takes seconds of CPU; on a
    // busy machine more than vitest's default 10 s for beforeAll hooks.
    hookTimeout: 60_000,
    // `vitest run` runs both projects; `--project unit` or `--project integration` one of them.
    projects: [
      { extends: true, test: { name: "unit", include: ["**/*.test.ts"], exclude: [...EXCLUDE, ...INTEGRATION] } },
      { extends: true, test: { name: "integration", include: INTEGRATION, exclude: EXCLUDE } },
    ],
  },
});
