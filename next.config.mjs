import createNextIntlPlugin from "next-intl/plugin";

const isDev = process.env.NODE_ENV !== "production";

/**
 * The Content-Security-Policy; `extra` adds sources per directive. Next.js needs
 * inline scripts for hydration; React's dev overlay needs eval.
 */
function contentSecurityPolicy(extra = {}) {
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(isDev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "object-src": ["'none'"],
  };
  for (const [name, sources] of Object.entries(extra)) {
    directives[name] = [...directives[name].filter((s) => s !== "'none'"), ...sources];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

// Only the payment page loads Stripe.js and its card iframes (Stripe's CSP guide:
// docs.stripe.com/security/guide#content-security-policy).
const stripeSources = {
  "script-src": ["https://js.stripe.com", "https://*.js.stripe.com"],
  "frame-src": ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  "connect-src": ["https://api.stripe.com"],
  "img-src": ["https://*.stripe.com"],
};

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy() },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite loads its WASM and data files from its own package directory at run time.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  async headers() {
    // A later rule's header replaces an earlier one's for the same key.
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/payment", headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy(stripeSources) }] },
    ];
  },
  async redirects() {
    // Legacy links of the spec (product decisions: "Routes").
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
