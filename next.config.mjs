import path from "node:path";
import createNextIntlPlugin from "next-intl/plugin";
// Node 24 runs this TypeScript file as it is (type stripping): it is pure.
import { bundleCpuWorker, CPU_WORKER_BUNDLE } from "./lib/workers/bundle.ts";

const isDev = process.env.NODE_ENV !== "production";

/**
 * The one Content-Security-Policy of every page. Next.js needs inline scripts for
 * hydration; React's dev overlay needs eval.
 *
 * It already allows what Stripe.js and its Payment Element need, exactly the sources
 * Stripe's CSP guide lists for them (docs.stripe.com/security/guide#content-security-policy):
 * script-src js.stripe.com and *.js.stripe.com, frame-src the same plus hooks.stripe.com
 * (3-D Secure), connect-src api.stripe.com. None of Stripe Checkout's or the Address
 * Element's extra sources, which this site does not use.
 *
 * Why on every page and not only on /payment: a click on a next/link is a client-side
 * navigation; the document, and with it the CSP of the page the visitor came from,
 * stays. A /payment-only policy refused Stripe.js after every in-app click (0 of 14 buy
 * links worked). Making each link to /payment a full page load instead would hold only
 * as long as every future link, router.push and redirect is written that way; one
 * policy for all pages holds whatever route a visitor takes. Stripe also recommends
 * allowing Stripe.js site-wide. Allowing it loads nothing: only /payment calls loadStripe.
 */
const directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : []), "https://js.stripe.com", "https://*.js.stripe.com"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'", "https://api.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "object-src": ["'none'"],
};
const contentSecurityPolicy = Object.entries(directives)
  .map(([name, sources]) => `${name} ${sources.join(" ")}`)
  .join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

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
    return [{ source: "/:path*", headers: securityHeaders }];
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
