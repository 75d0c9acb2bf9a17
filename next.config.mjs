import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
// Node 24 runs this TypeScript file as it is (type stripping): it is pure.
import { bundleCpuWorker, CPU_WORKER_BUNDLE } from "./lib/workers/bundle.ts";
import { securityHeaders } from "./lib/security/security-headers.mjs";

const isDev = process.env.NODE_ENV !== "production";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  experimental: {
    // Pages rendered by the running server stay in its memory (cacheMaxMemorySize, 50 MB)
    // instead of overwriting the build's files in .next: each instance's pages carry its
    // own environment (SITE_URL, operator), also when several started with different ones
    // share one build directory; .next is only read at run time.
    isrFlushToDisk: false,
  },
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package directory at run time;
  // piscina starts its worker threads from its own files, esbuild runs its binary.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg", "piscina", "esbuild"],
  compiler: {
    // The CPU worker pool's threads run a bundle of their own (lib/workers/bundle.ts), written with the build.
    runAfterProductionCompile: async ({ projectDir }) => bundleCpuWorker(projectDir, path.join(projectDir, CPU_WORKER_BUNDLE)),
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(isDev) }];
  },
  async redirects() {
    // The site's former paths, kept working for old links and bookmarks.
    return [
      { source: "/schema-generator", destination: "/tool/schema", permanent: true },
      { source: "/meta-generator", destination: "/tool/meta", permanent: true },
      { source: "/website-checker", destination: "/tool/checker", permanent: true },
      { source: "/courses", destination: "/snippet-course", permanent: true },
    ];
  },
};

// Messages are compiled at build time (next-intl's catalog loader with icu-minify): the
// browser then gets next-intl's small formatter instead of the ICU parser (~8 KB compressed
// on every page with client texts). A literal "<" in a message is quoted ('<head>'), as ICU
// would otherwise read it as a tag; t.raw() returns the compiled form, so texts use t().
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["de"], sourceLocale: "de", precompile: true } },
});
export default withNextIntl(nextConfig);
