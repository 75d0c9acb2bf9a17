import { expect, test } from "@playwright/test";
import { APP_URL, UNCONFIGURED_APP_URL } from "../playwright.config";
import { startServerMjs } from "./start-server-mjs";

/**
 * What `npm start` (server.mjs) and the one body parser refuse, spoken to the running
 * servers. The unconfigured app trusts no proxy (TRUSTED_PROXY_COUNT=0), so the client
 * address is the TCP peer; the configured app declares one proxy.
 */

test("without a trusted proxy a spoofed X-Forwarded-For counts as the same client", async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: UNCONFIGURED_APP_URL });
  const statuses: number[] = [];
  // The free analysis allows 5 requests per client and hour; each request claims a new address.
  for (let i = 0; i < 7; i++) {
    const res = await api.post("/api/free-analysis", {
      headers: { "X-Forwarded-For": `203.0.113.${100 + i}` },
      data: { email: `spoof-${Date.now()}-${i}@example.org`, website: "https://example.org" },
    });
    statuses.push(res.status());
    if (res.status() === 429) expect((await res.json()).error).toMatch(/Limit von 5 Anfragen pro Stunde/);
  }
  // Wherever the hour's count stood, a new claimed address started no new count.
  expect(statuses.slice(5)).toEqual([429, 429]);
  expect(statuses.filter((s) => s !== 202 && s !== 429)).toEqual([]);
  await api.dispose();
});

test("a foreign page cannot post to the API: text/plain gets 415, a cross-site JSON request 403, both in German", async ({ page }) => {
  await page.goto("/impressum");
  const answers = await page.evaluate(async () => {
    const post = (headers: Record<string, string>, body: string) => fetch("/api/free-analysis", { method: "POST", headers, body }).then(async (r) => ({ status: r.status, error: (await r.json()).error as string }));
    return {
      textPlain: await post({ "content-type": "text/plain" }, JSON.stringify({ email: "opfer@example.org", website: "https://example.org" })),
      form: await post({ "content-type": "application/x-www-form-urlencoded" }, "email=opfer%40example.org&website=https%3A%2F%2Fexample.org"),
    };
  });
  expect(answers.textPlain).toEqual({ status: 415, error: expect.stringMatching(/als JSON gesendet werden/) });
  expect(answers.form.status).toBe(415);

  const api = await page.context().request;
  const crossSite = await api.post(`${APP_URL}/api/free-analysis`, {
    headers: { Origin: "https://angreifer.example", "Sec-Fetch-Site": "cross-site" },
    data: { email: "opfer@example.org", website: "https://example.org" },
  });
  expect(crossSite.status()).toBe(403);
  expect((await crossSite.json()).error).toBe("Diese Anfrage ist nur von den Seiten dieser Website aus erlaubt.");
});

test("HSTS only when SITE_URL is https: not on the http test apps, yes on a server started with an https SITE_URL", async ({ request }) => {
  expect((await request.get("/impressum")).headers()["strict-transport-security"]).toBeUndefined();

  const port = 3190 + Number(process.env.E2E_PORT_OFFSET ?? 0);
  const { base, stop } = await startServerMjs(port, { SITE_URL: "https://ki-sichtbarkeit.example", PGLITE_DATA_DIR: ".data/e2e-hsts" });
  try {
    const res = await request.get(`${base}/impressum`);
    expect(res.status()).toBe(200);
    expect(res.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  } finally {
    stop();
  }
});

test("a malformed percent-encoding in the path is a 400 in German with the security headers, not a bare 500", async ({ request }) => {
  for (const path of ["/api/seo/dashboard/%E0%A4%A", "/monitor/%E0%A4%A", "/tool/%FF"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(res.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(res.headers()["x-frame-options"], path).toBe("DENY");
    expect(await res.text(), path).toContain("fehlerhafte Prozent-Kodierung");
  }
  // "%25" is a well-formed "%": no domain, the route's own 400.
  const percent = await request.get("/api/seo/dashboard/%25");
  expect(percent.status()).toBe(400);
  expect(percent.headers()["content-security-policy"]).toBeTruthy();
});

test("bodies over a route's limit get 413 in German; next-auth's callback answers malformed JSON with 400 in German", async ({ request }) => {
  const big = await request.post("/api/usage", { headers: { "content-type": "application/json" }, data: JSON.stringify({ tool: "schema", pad: "x".repeat(200_000) }) });
  expect(big.status()).toBe(413);
  expect((await big.json()).error).toBe("Die Anfrage ist zu groß: höchstens 64 KB sind erlaubt.");

  // A Buffer is sent byte for byte (Playwright may serialise a string body sent as JSON once more, which parses).
  const auth = await request.post("/api/auth/callback/credentials", { headers: { "content-type": "application/json" }, data: Buffer.from('{"username": "a", ') });
  expect(auth.status()).toBe(400);
  expect((await auth.json()).error).toBe("Die Anfrage ist kein gültiges JSON.");
});
