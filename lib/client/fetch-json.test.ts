import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchBlob, fetchJson } from "./fetch-json";

const messages = { failed: "Die Anfrage ist fehlgeschlagen.", offline: "Keine Verbindung zum Server." };

/** Replaces fetch by one that answers `response` (or throws it) and records the request. */
function answer(response: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (response instanceof Error) throw response;
    return response;
  });
  return calls;
}

/** A fetch that never answers until its signal aborts, as the browser's does. */
function hang() {
  vi.stubGlobal(
    "fetch",
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchJson", () => {
  it("returns the parsed body of a 2xx answer and sends the body as JSON", async () => {
    const calls = answer(Response.json({ premium: true }, { status: 201 }));
    const result = await fetchJson<{ premium: boolean }>("/api/x", { body: { email: "a@b.de" }, messages });
    expect(result).toEqual({ ok: true, status: 201, data: { premium: true } });
    expect(calls[0]!.init.method).toBe("POST");
    expect(calls[0]!.init.body).toBe('{"email":"a@b.de"}');
    expect(new Headers(calls[0]!.init.headers).get("content-type")).toBe("application/json");
  });

  it("takes 204 No Content for success without data", async () => {
    answer(new Response(null, { status: 204 }));
    expect(await fetchJson("/api/order-details", { body: { clientSecret: "pi_1_secret_2" }, messages })).toEqual({ ok: true, status: 204, data: null });
  });

  it("sends a GET without body or content type when there is no body", async () => {
    const calls = answer(Response.json({ features: [] }));
    await fetchJson("/api/premium", { messages });
    expect(calls[0]!.init.method).toBe("GET");
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it("shows the API's German error message with its status", async () => {
    answer(Response.json({ error: "Bitte geben Sie eine gültige E-Mail-Adresse ein." }, { status: 400 }));
    const result = await fetchJson("/api/x", { body: {}, messages });
    expect(result).toMatchObject({ ok: false, status: 400, reason: "http", message: "Bitte geben Sie eine gültige E-Mail-Adresse ein." });
    expect(result.ok || result.data?.error).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });

  it("falls back to the caller's German message when the error body is not JSON or has no error", async () => {
    answer(new Response("<html>Bad Gateway</html>", { status: 502 }));
    expect(await fetchJson("/api/x", { messages })).toMatchObject({ ok: false, status: 502, reason: "http", message: messages.failed, data: null });
    answer(Response.json({ error: "  " }, { status: 500 }));
    expect(await fetchJson("/api/x", { messages })).toMatchObject({ status: 500, message: messages.failed });
    answer(Response.json(["x"], { status: 429 }));
    expect(await fetchJson("/api/x", { messages })).toMatchObject({ status: 429, message: messages.failed, data: null });
  });

  it("treats a 2xx answer that is not JSON as failed", async () => {
    answer(new Response("not json", { status: 200 }));
    expect(await fetchJson("/api/x", { messages })).toMatchObject({ ok: false, status: 200, reason: "http", message: messages.failed });
  });

  it("gives the offline message when no answer arrives, or the failed one when there is none", async () => {
    answer(new TypeError("Failed to fetch"));
    expect(await fetchJson("/api/x", { messages })).toMatchObject({ ok: false, status: 0, reason: "network", message: messages.offline });
    expect(await fetchJson("/api/x", { messages: { failed: messages.failed } })).toMatchObject({ reason: "network", message: messages.failed });
  });

  it("reports an abort by the caller's signal as aborted, not as a failure to show", async () => {
    hang();
    const controller = new AbortController();
    const pending = fetchJson("/api/x", { signal: controller.signal, messages });
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, status: 0, reason: "aborted" });
  });

  it("reports a timeout signal as timeout", async () => {
    hang();
    const controller = new AbortController();
    const pending = fetchJson("/api/x", { signal: controller.signal, messages });
    controller.abort(new DOMException("signal timed out", "TimeoutError"));
    expect(await pending).toMatchObject({ ok: false, status: 0, reason: "timeout", message: messages.offline });
  });
});

describe("fetchBlob", () => {
  it("returns the file of a 2xx answer and the API's message otherwise", async () => {
    answer(new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { "content-type": "application/pdf" } }));
    const ok = await fetchBlob("/api/report", { body: {}, messages });
    expect(ok.ok && ok.data.size).toBe(4);
    answer(Response.json({ error: "Der Bericht konnte nicht erstellt werden." }, { status: 422 }));
    expect(await fetchBlob("/api/report", { body: {}, messages })).toMatchObject({ ok: false, status: 422, message: "Der Bericht konnte nicht erstellt werden." });
  });
});
