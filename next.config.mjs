import createNextIntlPlugin from "next-intl/plugin";
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
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
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

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");
export default withNextIntl(nextConfig);
