/**
 * Stripe.js for the Lighthouse runs of bench:pages. The machine cannot reach
 * https://js.stripe.com, so without this `loadStripe` fails on /payment and the page
 * replaces its checkout with the "Zahlungsvorgang nicht verfügbar" screen: Lighthouse then
 * measured that error screen (its heading was the LCP element, painted after the failed
 * script load), not the checkout a buyer sees. The e2e journeys route js.stripe.com to
 * e2e/stripe-js-stand-in.js with Playwright; Lighthouse drives Chromium itself, so here
 * Chromium's resolver maps js.stripe.com to a local HTTPS server serving the same stand-in.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:https";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where Stripe.js comes from; its requests are the stand-in's in bench:pages. */
export const STRIPE_JS_ORIGIN = "https://js.stripe.com/";

const STAND_IN_JS = path.join(process.cwd(), "e2e", "stripe-js-stand-in.js");

/**
 * Starts an HTTPS server on a free 127.0.0.1 port that answers every request with the
 * Stripe.js stand-in, its API calls pointed at `apiBase` (test/stripe-stand-in.ts). The
 * certificate is a throw-away self-signed one made with the `openssl` command.
 * @param apiBase the Stripe API stand-in's base URL, e.g. "http://127.0.0.1:4040"
 * @returns the Chromium flags that send js.stripe.com there (and accept the certificate), and a close function
 * @throws Error when `openssl` is missing or fails
 */
export async function startStripeJsStandIn(apiBase: string): Promise<{ chromeFlags: string[]; close: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-stripe-js-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=js.stripe.com"], { stdio: "ignore" });
  const body = `window.STRIPE_STAND_IN_API_BASE = ${JSON.stringify(apiBase)};\n${readFileSync(STAND_IN_JS, "utf8")}`;
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) => {
    response.writeHead(200, { "Content-Type": "application/javascript; charset=utf-8", "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    // The certificate is self-signed; nothing but local servers is reachable from this Chromium anyway.
    chromeFlags: [`--host-resolver-rules=MAP js.stripe.com 127.0.0.1:${port}`, "--ignore-certificate-errors"],
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
