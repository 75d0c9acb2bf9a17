/**
 * Body limits of the shared route wrapper (withErrorResponse → limitRequestBody): a body
 * over the route's limit is refused with 413 and a German message before the handler
 * has read it, with or without a declared Content-Length; the routes named here use it.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";

afterEach(() => vi.unstubAllEnvs());

/** A chunked body (no Content-Length) of `totalBytes` made on demand; `pulled()` says how much the server read. */
function lazyBody(totalBytes: number, chunk = 64 * 1024) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) return controller.close();
      produced += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
  });
  return { stream, pulled: () => produced };
}

function post(url: string, body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.5", ...headers }, body, duplex: "half" } as RequestInit);
}

async function load<T>(path: string): Promise<T> {
  freshModulesWithEnv({ TRUSTED_PROXY_COUNT: "1", DATABASE_URL: "", STRIPE_WEBHOOK_SECRET: "whsec_test", STRIPE_SECRET_KEY: "sk_test_x" });
  vi.doMock("@/lib/db", () => ({ getDb: async () => { throw new Error("no database in this test"); } }));
  return import(path) as Promise<T>;
}

type Route = { POST: (request: Request) => Promise<Response> };

describe("request body limits", () => {
  it("refuses a declared 300 MB body to /api/usage with 413 before reading it", async () => {
    const { POST } = await load<Route>("@/app/api/usage/route");
    const body = lazyBody(300 * 1024 * 1024);
    const response = await POST(post("http://localhost/api/usage", body.stream, { "content-length": String(300 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe("Die Anfrage ist zu groß: höchstens 64 KB sind erlaubt.");
    expect(body.pulled()).toBeLessThanOrEqual(128 * 1024);
  });

  it("stops reading a chunked body at the limit: 413 after at most a few chunks of 300 MB", async () => {
    const { POST } = await load<Route>("@/app/api/usage/route");
    const body = lazyBody(300 * 1024 * 1024);
    const response = await POST(post("http://localhost/api/usage", body.stream));
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe("request.tooLarge");
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("refuses an unsigned 2 MB Stripe webhook with 413 before its signature is checked", async () => {
    const { POST } = await load<Route>("@/app/api/stripe/webhook/route");
    const body = lazyBody(2 * 1024 * 1024);
    const response = await POST(post("http://localhost/api/stripe/webhook", body.stream, { "stripe-signature": "t=1,v1=forged" }));
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThan(1024 * 1024);
  });

  it("fits the PDF report's largest valid result (every text at its maximum, 3-byte characters)", async () => {
    const { CHECK_REPORT_BODY_LIMIT_BYTES, checkReportInputSchema } = await import("@/lib/reports/check-report-input");
    const text = (n: number) => "€".repeat(n);
    const finding = { id: text(100), status: "warn", label: text(300), evidence: text(3000), points: 1, maxPoints: 2, action: text(2000) };
    const category = { id: text(50), name: text(100), description: text(500), weight: 10, score: 50, findings: Array(40).fill(finding) };
    const result = { overallScore: 50, trafficLight: { level: "yellow", label: text(100) }, finalUrl: "https://example.de/", checkedAt: "2026-11-24T12:00:00Z", cappedBy: Array(20).fill(text(500)), categories: Array(12).fill(category), actions: Array(60).fill({ text: text(2000) }) };
    const body = { result, agencyName: text(100), businessKind: text(100) };
    expect(checkReportInputSchema.safeParse(body).success).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(CHECK_REPORT_BODY_LIMIT_BYTES);
  });

  it("lets a small body through to the handler", async () => {
    const { withErrorResponse } = await load<typeof import("./errors")>("./errors");
    const echo = withErrorResponse(async (request: Request) => new Response(await request.text()));
    const response = await echo(post("http://localhost/api/x", lazyBody(3 * 1024, 1024).stream));
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBe(3 * 1024);
  });
});
