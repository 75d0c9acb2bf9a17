import { afterEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { z } from "zod";

async function load(env: Record<string, string> = {}) {
  freshModulesWithEnv(env);
  return import("./errors");
}

afterEach(() => vi.unstubAllEnvs());

const schema = z.object({ email: z.string() });
const post = (headers: Record<string, string>, body = JSON.stringify({ email: "a@example.org" })) =>
  new Request("http://127.0.0.1:3000/api/free-analysis", { method: "POST", headers: { host: "127.0.0.1:3000", ...headers }, body });

async function refusal(promise: Promise<unknown>) {
  const { ApiError } = await import("./errors");
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiError>;
}

describe("parseJsonBody: JSON from this site only", () => {
  it("accepts JSON from the site's own pages, and from clients that are not browser pages", async () => {
    const { parseJsonBody } = await load({ SITE_URL: "https://ki-sichtbarkeit.example" });
    expect(await parseJsonBody(post({ "content-type": "application/json", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }), schema)).toEqual({ email: "a@example.org" });
    expect(await parseJsonBody(post({ "content-type": "application/json; charset=utf-8", origin: "https://ki-sichtbarkeit.example" }), schema)).toEqual({ email: "a@example.org" });
    expect(await parseJsonBody(post({ "content-type": "application/json" }), schema)).toEqual({ email: "a@example.org" });
  });

  it("refuses another content type with 415, before reading the body", async () => {
    const { parseJsonBody } = await load();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const error = await refusal(parseJsonBody(post({ "content-type": type }), schema));
      expect([error.status, error.code]).toEqual([415, "request.notJson"]);
    }
    expect((await refusal(parseJsonBody(post({}), schema))).status).toBe(415);
  });

  it("refuses a request a foreign page made with 403", async () => {
    const { parseJsonBody } = await load({ SITE_URL: "https://ki-sichtbarkeit.example" });
    for (const headers of <Record<string, string>[]>[
      { origin: "https://angreifer.example" },
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site", origin: "https://shop.ki-sichtbarkeit.example" },
      { origin: "null" },
    ]) {
      const error = await refusal(parseJsonBody(post({ "content-type": "application/json", ...headers }), schema));
      expect([error.status, error.code]).toEqual([403, "request.crossSite"]);
    }
  });

  it("believes X-Forwarded-Host only behind a trusted proxy", async () => {
    const forged = { "content-type": "application/json", origin: "https://angreifer.example", "x-forwarded-host": "angreifer.example" };
    const direct = await load({ SITE_URL: "https://ki-sichtbarkeit.example", TRUSTED_PROXY_COUNT: "0" });
    expect((await refusal(direct.parseJsonBody(post(forged), schema))).code).toBe("request.crossSite");
    const proxied = await load({ SITE_URL: "https://ki-sichtbarkeit.example", TRUSTED_PROXY_COUNT: "1" });
    expect(await proxied.parseJsonBody(post({ "content-type": "application/json", origin: "https://www.ki-sichtbarkeit.example", "x-forwarded-host": "www.ki-sichtbarkeit.example" }), schema)).toEqual({ email: "a@example.org" });
  });

  it("still answers 400 for a body that is not JSON or not valid", async () => {
    const { parseJsonBody } = await load();
    expect((await refusal(parseJsonBody(post({ "content-type": "application/json" }, "{"), schema))).status).toBe(400);
    expect((await refusal(parseJsonBody(post({ "content-type": "application/json" }, "{}"), schema))).status).toBe(400);
  });

  it("refuses an invalid body with the schema's code, the issue's bound and the field path", async () => {
    const { parseJsonBody } = await load();
    const bounded = z.object({ items: z.array(z.string().max(3, "tooLong")) });
    const error = await refusal(parseJsonBody(post({ "content-type": "application/json" }, JSON.stringify({ items: ["ok", "long"] })), bounded));
    expect([error.status, error.code, error.params, error.field]).toEqual([400, "tooLong", { field: "items.1", max: "3" }, "items.1"]);
  });
});

describe("withErrorResponse: the one error mapping of the route handlers", () => {
  it("passes the handler's response and arguments through", async () => {
    const { withErrorResponse } = await load();
    const handler = withErrorResponse(async (request: Request, context: { params: Promise<{ id: string }> }) =>
      Response.json({ url: request.url, id: (await context.params).id }, { status: 201 }));
    const res = await handler(new Request("http://127.0.0.1/x"), { params: Promise.resolve({ id: "7" }) });
    expect([res.status, await res.json()]).toEqual([201, { url: "http://127.0.0.1/x", id: "7" }]);
  });

  it("answers an ApiError with its status, headers, code and the code's German text with its arguments", async () => {
    const { ApiError, withErrorResponse } = await load();
    const res = await withErrorResponse(() => {
      throw new ApiError(503, "liveTest.busy", { params: { seconds: "60" }, headers: { "Retry-After": "60" } });
    })();
    expect([res.status, res.headers.get("retry-after"), await res.json()]).toEqual([
      503,
      "60",
      { error: "Der KI-Dienst ist gerade ausgelastet. Bitte versuchen Sie es in 60 Sekunden erneut.", code: "liveTest.busy" },
    ]);
  });

  it("answers a validation error with its field", async () => {
    const { ApiError, withErrorResponse } = await load();
    const invalid = await withErrorResponse(() => {
      throw new ApiError(400, "email.invalid", { field: "email" });
    })();
    expect(await invalid.json()).toEqual({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein.", code: "email.invalid", field: "email" });
  });

  it("answers an ApiError whose code has no message as the bug it is: logged, 500, never the text as it came", async () => {
    const { ApiError, withErrorResponse } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const text = await withErrorResponse(() => {
      throw new ApiError(422, "Die Seite ist leer.");
    })();
    expect([text.status, await text.json()]).toEqual([500, { error: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.", code: "internal" }]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("answers a dropped database connection with 503 and Retry-After, anything else with a generic 500", async () => {
    const { withErrorResponse } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const dropped = await withErrorResponse(async () => {
      throw Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
    })();
    expect([dropped.status, dropped.headers.get("retry-after"), await dropped.json()]).toEqual([
      503,
      "5",
      { error: "Der Dienst ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.", code: "serviceUnavailable" },
    ]);
    // P2028 (the transaction Prisma closed under a killed connection) and a pool with no
    // free connection within its acquire timeout: try again, not an internal error.
    const closedTransaction = Object.assign(new Error("Transaction API error: Transaction already closed"), { code: "P2028" });
    const poolTimeout = new Error("timeout exceeded when trying to connect");
    for (const error of [closedTransaction, poolTimeout]) {
      const answer = await withErrorResponse(async () => {
        throw error;
      })();
      expect([answer.status, answer.headers.get("retry-after"), (await answer.json()).code]).toEqual([503, "5", "serviceUnavailable"]);
    }
    const failed = await withErrorResponse(async () => {
      throw new Error("secret internal detail");
    })();
    expect(failed.status).toBe(500);
    expect(JSON.stringify(await failed.json())).not.toContain("secret");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("apiErrorText", () => {
  it("throws for a string that is no code instead of showing it", async () => {
    const { apiErrorText } = await load();
    expect(() => apiErrorText("Die Seite ist leer.")).toThrow();
    expect(apiErrorText("outbound.dns", { host: "beispiel.de" })).toBe("Die Domain beispiel.de wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.");
  });
});

describe("errorAnswer", () => {
  it("uses the caller's fallback message for an unexpected error", async () => {
    const { errorAnswer } = await load();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(errorAnswer(new TypeError("x"), "liveTest.failed")).toEqual({
      status: 500,
      message: "Fehler bei der RAG-Simulation. Versuchen Sie es später erneut.",
      code: "liveTest.failed",
      headers: {},
    });
    log.mockRestore();
  });
});

describe("shownError", () => {
  it("renders a code with its arguments, and a code without a message as the fallback's text", async () => {
    const { shownError } = await load();
    expect(shownError("outbound.dns", { host: "beispiel.de" })).toEqual({ code: "outbound.dns", message: "Die Domain beispiel.de wurde nicht gefunden. Bitte prüfen Sie die Schreibweise." });
    expect(shownError("outbound.gone")).toEqual({ code: "internal", message: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut." });
    expect(shownError("outbound.gone", {}, "liveTest.failed")).toEqual({ code: "liveTest.failed", message: "Fehler bei der RAG-Simulation. Versuchen Sie es später erneut." });
  });
});
