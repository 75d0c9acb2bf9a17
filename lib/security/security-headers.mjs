// Plain JavaScript without path aliases: next.config.mjs sends these headers with every
// answer of Next.js, server.mjs with the answers it gives before Next.js (a malformed
// URL), so both send the same ones.

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
 * @param {boolean} isDev `next dev` (React's overlay needs eval)
 * @returns {string} the header value
 */
function contentSecurityPolicy(isDev) {
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
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * The security headers of every answer, as Next.js's `headers()` config takes them.
 * @param {boolean} isDev `next dev`
 * @returns {{ key: string, value: string }[]}
 */
export function securityHeaders(isDev) {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(isDev) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), browsing-topics=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}
