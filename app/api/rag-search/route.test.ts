/**
 * Integration tests of POST /api/rag-search: the real route, the real service and
 * the real openai SDK, talking over loopback to a scripted fake of the Chat
 * Completions API (test/fake-openai-server.ts). Only the database is replaced.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetLimits } from "@/test/route-test-db";
import { chatCompletion, startFakeOpenAI, type FakeOpenAI, type FakeReply } from "@/test/fake-openai-server";
import type { LiveTestResult } from "@/lib/visibility/live-test";

const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));

const ALERT = "Fehler bei der RAG-Simulation. Versuchen Sie es später erneut.";
const BUSINESS = "Zahnarztpraxis Dr. Müller";
const DOMAIN = "zahnarzt-mueller.de";
const CLIENT_IP = "203.0.113.57";

/** Names the business at rank 2 of 3. */
const ANSWER_RANK_2 = `Hier sind einige empfehlenswerte Zahnarztpraxen in Berlin:

1. **Zahnzentrum Mitte** – Moderne Praxis mit Schwerpunkt Implantologie, Friedrichstraße 120.
2. **Zahnarztpraxis Dr. Müller** – Bekannt für einfühlsame Behandlung von Angstpatienten.
3. **Praxis Dr. Weber & Kollegen** – Kieferorthopädie und Prophylaxe.

Tipp: Schauen Sie sich auch Bewertungen auf Jameda oder Google an.`;

/** Names three other practices, not the business. */
const ANSWER_WITHOUT_BUSINESS = `Für Zahnärzte in Berlin kann ich Ihnen folgende Praxen empfehlen:

1. **Zahnzentrum Mitte** – Implantologie und Ästhetik, Friedrichstraße 120.
2. **Dentalhaus Lange** – Familienzahnarzt in Prenzlauer Berg.
3. **Praxis Dr. Weber & Kollegen** – Kieferorthopädie und Prophylaxe.

Vergleichen Sie am besten die Bewertungen auf Jameda.`;

/** Names the business only by its domain. */
const ANSWER_DOMAIN_ONLY = `Einige Adressen für Zahnärzte in Berlin:

1. **Zahnzentrum Mitte** – Friedrichstraße 120
2. **Dentalhaus Lange** – Schönhauser Allee 45

Auch die Praxis hinter ${DOMAIN} wird in Bewertungen häufig gelobt.`;

const answer = (content: string | null, extra: Partial<Extract<FakeReply, { kind: "answer" }>> = {}): FakeReply => ({
  kind: "answer",
  content,
  ...extra,
});

let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  db.usageEvent.create.mockClear();
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await resetLimits();
});

/** Stubs the environment and imports a fresh route (fresh env cache, SDK client and limiter). */
async function loadRoute(env: Record<string, string> = {}) {
  const defaults: Record<string, string> = {
    OPENAI_API_KEY: "test-key",
    OPENAI_BASE_URL: fake.url,
    OPENAI_MODEL: "test-model",
    OPENAI_WEB_SEARCH: "",
    LIVE_TEST_SAMPLES: "3",
    LIVE_TEST_TIMEOUT_MS: "10000",
    LIVE_TEST_RATE_LIMIT_PER_HOUR: "0",
    TRUSTED_PROXY_COUNT: "0",
    COUNTRY_HEADER: "cf-ipcountry",
    DATABASE_URL: "",
  };
  for (const [key, value] of Object.entries({ ...defaults, ...env })) vi.stubEnv(key, value);
  vi.resetModules();
  const route = await import("./route");
  return route.POST;
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/rag-search", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": CLIENT_IP, "cf-ipcountry": "DE", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const standardBody = { query: "Zahnarzt", location: "Berlin", businessName: BUSINESS, domain: DOMAIN };

type Result = LiveTestResult;

/** Runs a search, the stand-in giving `answerText` to every question, and returns its result (status 200 expected). */
async function searchResult(answerText: string, body: unknown = standardBody): Promise<Result> {
  const POST = await loadRoute();
  fake.handle(() => answer(answerText));
  const res = await POST(post(body));
  expect(res.status).toBe(200);
  return (await res.json()) as Result;
}

async function expectAlert(res: Response, status: number) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  // Only the alert: no answer text, no invented result fields.
  expect(body).toEqual({ error: ALERT, code: "liveTest.failed" });
}

describe("POST /api/rag-search — success", () => {
  it("asks the provider 3 times and reports rank, context, competitors and suggestions", async () => {
    const POST = await loadRoute();
    fake.handle(() => answer(ANSWER_RANK_2));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const result = (await res.json()) as Result;

    expect(result.query).toBe("Zahnarzt");
    expect(result.websiteMentioned).toBe(true);
    expect(result.mentionPosition).toBe(2);
    expect(result.mentionContext).toContain("Müller");
    expect(result.aiResponse).toBe(ANSWER_RANK_2);
    expect(result.competitors).toEqual(expect.arrayContaining(["Zahnzentrum Mitte", "Praxis Dr. Weber & Kollegen"]));
    expect(result.competitors.some((c) => c.startsWith("-") || /Müller/.test(c))).toBe(false);
    expect(result.mentionRate).toBe(1);
    expect(result.mentionedInAnswers).toBe(3);
    expect(result.answersReceived).toBe(3);
    expect(result.answersRequested).toBe(3);
    expect(result.provider.model).toBe("test-model");
    // Visitors see a display name, never the host and port of the server asked.
    expect(result.provider.name).toBe("KI-Assistent");
    expect(JSON.stringify(result)).not.toContain(new URL(fake.url).host);
    expect(result.suggestions.length).toBeGreaterThan(0);
    for (const s of result.suggestions) {
      expect(typeof s).toBe("string");
      expect(s.trim().length).toBeGreaterThan(10);
      expect(s).toMatch(/\b(Sie|Ihr|Ihre|Ihren|der|die|und)\b/);
    }

    const requests = fake.chatRequests();
    expect(requests).toHaveLength(3);
    for (const r of requests) {
      expect(r.headers.authorization).toBe("Bearer test-key");
      expect(r.body?.model).toBe("test-model");
      expect(r.body?.messages).toHaveLength(1);
      const [message] = r.body!.messages!;
      expect(message!.role).toBe("user");
      expect(typeof message!.content).toBe("string");
      const question = message!.content as string;
      expect(question).toContain("Zahnarzt");
      expect(question).toContain("Berlin");
      // The business's own name is not leaked into the question.
      expect(question).not.toContain("Müller");
    }
    // Three samples, three questions of the set: each asked once, the first the explicit request for names.
    expect(new Set(requests.map((r) => r.body!.messages![0]!.content))).toEqual(new Set(result.questions));
    expect(result.questions).toHaveLength(3);
    expect(result.question).toBe(result.questions[0]);
    expect(result.question).toMatch(/\b(Ich suche)\b.*\bempfehlen\b/);
    expect(result.samples.map((s) => s.question)).toEqual(result.questions);
  });

  it("records one usage event with tool 'search' and no query or name", async () => {
    const POST = await loadRoute();
    fake.handle(() => answer(ANSWER_RANK_2));
    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);

    await vi.waitFor(() => expect(db.usageEvent.create).toHaveBeenCalledTimes(1));
    const arg = db.usageEvent.create.mock.calls[0]![0];
    expect(Object.keys(arg.data).sort()).toEqual(["country", "createdAt", "ipAnonymized", "tool"]);
    expect(arg.data.tool).toBe("search");
    expect(arg.data.country).toBe("DE");
    expect(arg.data.ipAnonymized).toBe("203.0.113.0");
    expect(arg.data.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(arg)).not.toMatch(/Zahnarzt|Müller|mueller|Berlin/);
  });

  it("takes the location from `website`, the field name older forms send it under", async () => {
    const result = await searchResult(ANSWER_RANK_2, { query: "Zahnarzt", website: "Berlin", businessName: BUSINESS });
    expect(result.location).toBe("Berlin");
    expect(result.question).toContain("Berlin");
    expect(result.websiteMentioned).toBe(true);
    const question = fake.chatRequests()[0]!.body!.messages![0]!.content as string;
    expect(question).toContain("Zahnarzt");
    expect(question).toContain("Berlin");
  });

  it("reports the mention rate when only 1 of 3 answers names the business, and shows that answer", async () => {
    const POST = await loadRoute();
    fake.enqueue(answer(ANSWER_WITHOUT_BUSINESS), answer(ANSWER_RANK_2), answer(ANSWER_WITHOUT_BUSINESS));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result.mentionRate).toBeCloseTo(1 / 3, 5);
    expect(result.mentionedInAnswers).toBe(1);
    expect(result.answersReceived).toBe(3);
    expect(result.websiteMentioned).toBe(true);
    expect(result.aiResponse).toBe(ANSWER_RANK_2);
    expect(result.mentionPosition).toBe(2);
    expect(result.samples.filter((s) => s.mentioned)).toHaveLength(1);
  });

  it("says not mentioned when no answer names the business", async () => {
    const result = await searchResult(ANSWER_WITHOUT_BUSINESS);
    expect(result.websiteMentioned).toBe(false);
    expect(result.mentionPosition).toBeNull();
    expect(result.mentionRate).toBe(0);
    expect(result.mentionedInAnswers).toBe(0);
    expect(result.aiResponse).toBe(ANSWER_WITHOUT_BUSINESS);
    expect(result.competitors).toEqual(expect.arrayContaining(["Zahnzentrum Mitte", "Dentalhaus Lange", "Praxis Dr. Weber & Kollegen"]));
    expect(result.suggestions.join(" ")).toMatch(/keiner von 3 Antworten/);
  });

  it("reports the tone of the mention and the platforms the answers name, apart from the competitors", async () => {
    const closed = `Zahnärzte in Berlin mit guten Bewertungen auf Jameda:

1. **Zahnzentrum Mitte** – Implantologie, Friedrichstraße 120.
2. **Dentalhaus Lange** – Familienzahnarzt in Prenzlauer Berg.

Die früher oft empfohlene Zahnarztpraxis Dr. Müller hat laut Google Maps inzwischen dauerhaft geschlossen.`;
    const result = await searchResult(closed);
    expect(result.websiteMentioned).toBe(true);
    expect(result.mentionPosition).toBe(3);
    expect(result.mentionTone).toBe("unavailable");
    expect(result.targetGiven).toBe(true);
    expect(result.competitors).toEqual(["Zahnzentrum Mitte", "Dentalhaus Lange"]);
    expect(result.platforms).toEqual([
      { name: "Jameda", kind: "doctor", answers: 3 },
      { name: "Google Maps", kind: "map", answers: 3 },
    ]);
    expect(result.samples[0]!.mentionTone).toBe("unavailable");
    expect(result.suggestions.join(" ")).toMatch(/geschlossen oder nicht verfügbar/);
  });

  it("lists competitors advised against apart and, without a business name, gives no verdict", async () => {
    const mixed = `${ANSWER_WITHOUT_BUSINESS}

Von der Zahnklinik Nord würde ich eher abraten: viele Beschwerden über lange Wartezeiten.`;
    const result = await searchResult(mixed, { query: "Zahnarzt", location: "Berlin" });
    expect(result.targetGiven).toBe(false);
    expect(result.mentionTone).toBeNull();
    expect(result.competitors).not.toContain("Zahnklinik Nord");
    expect(result.negativeMentions).toEqual([{ name: "Zahnklinik Nord", tone: "discouraged", answers: 3 }]);
  });

  it("counts a mention by domain only", async () => {
    const result = await searchResult(ANSWER_DOMAIN_ONLY);
    expect(result.websiteMentioned).toBe(true);
    expect(result.mentionRate).toBe(1);
    expect(result.mentionPosition).not.toBeNull();
    expect(result.mentionContext).toContain(DOMAIN);
  });

  it("returns the URLs the provider cites as sources", async () => {
    const POST = await loadRoute();
    const url = "https://www.jameda.de/berlin/zahnaerzte/";
    fake.handle(() =>
      answer(ANSWER_RANK_2, {
        annotations: [{ type: "url_citation", url_citation: { url, title: "Zahnärzte in Berlin – Jameda", start_index: 0, end_index: 20 } }],
      }),
    );

    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result.sources).toContain(url);
    expect(result.samples[0]!.sources).toContain(url);
  });

  it("keeps only http(s) citations: a data: or javascript: URL from the provider never becomes a source link", async () => {
    const POST = await loadRoute();
    const cite = (url: string) => ({ type: "url_citation" as const, url_citation: { url, title: "x", start_index: 0, end_index: 1 } });
    fake.handle(() =>
      answer(ANSWER_RANK_2, {
        annotations: [cite("data:text/html,<script>alert(1)</script>"), cite("javascript:alert(1)"), cite("https://www.jameda.de/")],
      }),
    );
    const result = (await (await POST(post(standardBody))).json()) as Result;
    expect(result.sources).toContain("https://www.jameda.de/");
    expect(result.sources.filter((u) => !/^https?:\/\//.test(u))).toEqual([]);
  });

  it("counts the answers that arrived when 1 of 3 provider calls fails", async () => {
    const POST = await loadRoute();
    fake.handle((r) => (r.index === 1 ? { kind: "error", status: 500 } : answer(ANSWER_RANK_2)));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(fake.chatRequests()).toHaveLength(3);
    expect(result.answersReceived).toBe(2);
    expect(result.answersRequested).toBe(3);
    expect(result.mentionRate).toBe(1);
    expect(result.samples).toHaveLength(2);
  });
});

describe("POST /api/rag-search — NDJSON progress stream", () => {
  it("streams progress 0..3 of 3 and then the result", async () => {
    const POST = await loadRoute();
    fake.handle((r) => answer(ANSWER_RANK_2, { delayMs: 20 * r.index }));

    const res = await POST(post(standardBody, { accept: "application/x-ndjson" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/x-ndjson");
    const text = await res.text();
    expect(text.endsWith("\n")).toBe(true);
    const events = text
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { type: string; completed?: number; total?: number; result?: Result });

    // First the one deadline of the whole test (LIVE_TEST_TIMEOUT_MS), for the page's countdown.
    expect(events[0]).toEqual({ type: "deadline", remainingMs: 10_000 });
    const progress = events.slice(1, -1).filter((e) => e.type === "progress");
    expect(progress.every((e) => e.total === 3)).toBe(true);
    expect(progress.map((e) => e.completed)).toEqual([0, 1, 2, 3]);
    expect(events.filter((e) => e.type === "engine").at(-1)).toMatchObject({ completed: 3, failed: 0, total: 3 });
    const last = events[events.length - 1]!;
    expect(last.type).toBe("result");
    expect(last.result!.websiteMentioned).toBe(true);
    expect(last.result!.mentionPosition).toBe(2);
    expect(last.result!.answersReceived).toBe(3);
  });

  it("ends the stream with an error event carrying the alert when the provider fails", async () => {
    const POST = await loadRoute();
    fake.handle(() => ({ kind: "error", status: 500 }));

    const res = await POST(post(standardBody, { accept: "application/x-ndjson" }));
    const events = (await res.text())
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { type: string; status?: number; error?: string; completed?: number });
    expect(events.filter((e) => e.type === "progress").map((e) => e.completed)).toEqual([0, 1, 2, 3]);
    expect(events[events.length - 1]).toEqual({ type: "error", status: 502, error: ALERT, code: "liveTest.failed" });
    expect(events.some((e) => e.type === "result")).toBe(false);
  });
});

describe("POST /api/rag-search — several engines (AI_ENGINES)", () => {
  let second: FakeOpenAI;
  let failing: FakeOpenAI;
  beforeAll(async () => {
    second = await startFakeOpenAI();
    failing = await startFakeOpenAI();
  });
  afterAll(async () => {
    await second.close();
    await failing.close();
  });

  const engines = () =>
    JSON.stringify([
      { name: "Assistent A", baseUrl: fake.url, apiKey: "key-a", model: "model-a", webSearch: true },
      { name: "Assistent B", baseUrl: second.url, apiKey: "key-b", model: "model-b" },
      { name: "Assistent C", baseUrl: failing.url, apiKey: "key-c", model: "model-c" },
    ]);

  it("asks every engine in parallel, reports each with its interval and share of voice, and survives a failing one", async () => {
    second.reset();
    failing.reset();
    const POST = await loadRoute({ AI_ENGINES: engines() });
    fake.handle(() =>
      answer(ANSWER_RANK_2, { model: "model-a-2026", annotations: [{ type: "url_citation", url_citation: { url: "https://www.jameda.de/berlin/zahnaerzte/" } }] }),
    );
    second.handle(() => ({
      kind: "json",
      body: { ...chatCompletion(ANSWER_WITHOUT_BUSINESS, { model: "sonar" }), citations: ["https://www.dentalhaus-lange.de/"], search_results: [{ url: "https://www.google.com/maps/place/x" }] },
    }));
    failing.handle(() => ({ kind: "error", status: 500, message: "down" }));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Result;
    expect(fake.chatRequests()).toHaveLength(3);
    expect(second.chatRequests()).toHaveLength(3);
    expect(failing.chatRequests()).toHaveLength(3);
    expect(fake.chatRequests()[0]!.body!.web_search_options).toBeDefined();
    expect(second.chatRequests()[0]!.body!.web_search_options).toBeUndefined();
    expect(second.chatRequests()[0]!.headers.authorization).toBe("Bearer key-b");

    expect(body.answersRequested).toBe(9);
    expect(body.answersReceived).toBe(6);
    expect(body.engines.map((e) => [e.name, e.model, e.samples, e.mentions, e.error])).toEqual([
      ["Assistent A", "model-a-2026", 3, 3, null],
      ["Assistent B", "sonar", 3, 0, null],
      ["Assistent C", "model-c", 0, 0, "http_error"],
    ]);
    expect(body.engines[0]!.interval[0]).toBeCloseTo(0.4385, 3);
    expect(body.engines[1]!.interval).toEqual([0, expect.closeTo(0.5615, 3)]);
    expect(body.mentionedInAnswers).toBe(3);
    expect(body.shareOfVoice.find((e) => e.name === BUSINESS)).toMatchObject({ mentions: 3, own: true });
    expect(body.shareOfVoice[0]).toMatchObject({ name: "Zahnzentrum Mitte", mentions: 6 });
    expect(body.sources).toEqual(expect.arrayContaining(["https://www.jameda.de/berlin/zahnaerzte/", "https://www.dentalhaus-lange.de/", "https://www.google.com/maps/place/x"]));
    expect(body.samples.filter((s) => s.engine === "Assistent B").every((s) => s.sources.includes("https://www.dentalhaus-lange.de/"))).toBe(true);
  });

  // The pool refuses the readings of B's answers only (those that name nobody), as when it is busy for a while; or the
  // rules themselves fail on them. Either way the engine answered: the server failed.
  it.each([
    ["the CPU pool refused", "pool"],
    ["the rules failed on", "rules"],
  ] as const)("says the server, not the engine, failed when %s one engine's answers", async (_, cause) => {
    second.reset();
    failing.reset();
    vi.doMock("@/lib/visibility/off-thread", async () => {
      const { CpuTaskError } = await import("@/lib/workers/pool");
      const { analyzeAnswer } = await import("@/lib/visibility/analysis");
      return {
        analyzeAnswersOffThread: async (answers: string[], target: Parameters<typeof analyzeAnswer>[1]) => {
          if (answers.some((a) => a === ANSWER_WITHOUT_BUSINESS)) throw cause === "pool" ? new CpuTaskError("busy", 20_000) : new TypeError("Cannot read properties of undefined");
          return answers.map((a) => analyzeAnswer(a, target));
        },
      };
    });
    try {
      const POST = await loadRoute({ AI_ENGINES: engines() });
      fake.handle(() => answer(ANSWER_RANK_2));
      second.handle(() => answer(ANSWER_WITHOUT_BUSINESS));
      failing.handle(() => ({ kind: "error", status: 500, message: "down" }));
      const res = await POST(post(standardBody));
      expect(res.status).toBe(200);
      const body = (await res.json()) as Result;
      expect(body.engines.map((e) => [e.name, e.samples, e.error])).toEqual([
        ["Assistent A", 3, null],
        ["Assistent B", 0, "not_read"],
        ["Assistent C", 0, "http_error"],
      ]);
    } finally {
      vi.doUnmock("@/lib/visibility/off-thread");
    }
  });

  it("streams each engine's progress, the failing one's too", async () => {
    second.reset();
    failing.reset();
    const POST = await loadRoute({ AI_ENGINES: engines() });
    fake.handle(() => answer(ANSWER_RANK_2));
    second.handle(() => answer(ANSWER_WITHOUT_BUSINESS));
    failing.handle(() => ({ kind: "error", status: 503, message: "busy" }));
    const res = await POST(post(standardBody, { accept: "application/x-ndjson" }));
    const events = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const last = (name: string) => events.filter((e) => e.type === "engine" && e.name === name).at(-1);
    expect(last("Assistent A")).toMatchObject({ completed: 3, failed: 0, total: 3 });
    expect(last("Assistent C")).toMatchObject({ completed: 3, failed: 3, total: 3 });
    expect(events.at(-1)!.type).toBe("result");
  });

  it("refuses to start with an invalid AI_ENGINES and names the variable", async () => {
    const POST = await loadRoute({ AI_ENGINES: '[{"name":"x","provider":"bing"}]' });
    const res = await POST(post(standardBody));
    expect(res.status).toBe(500);
  });
});

describe("POST /api/rag-search — visitor leaves", () => {
  it("cancels the provider calls when the visitor's request is aborted", async () => {
    const POST = await loadRoute();
    fake.handle(() => answer(ANSWER_RANK_2, { delayMs: 10_000 }));
    const visitor = new AbortController();
    const request = new Request(post(standardBody, { accept: "application/x-ndjson" }), { signal: visitor.signal });

    const res = await POST(request);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value).trim().split("\n")[0]!;
    expect(JSON.parse(first)).toEqual({ type: "deadline", remainingMs: 10_000 });
    await vi.waitFor(() => expect(fake.chatRequests()).toHaveLength(3));

    visitor.abort();
    await reader.cancel().catch(() => undefined);
    await vi.waitFor(() => expect(fake.chatRequests().every((r) => r.abandonedAt !== undefined)).toBe(true), { timeout: 2000 });
  });
});

describe("POST /api/rag-search — validation", () => {
  const invalid: [string, unknown, RegExp][] = [
    ["blank query", { query: "   ", location: "Berlin" }, /Bitte geben Sie eine Suchanfrage ein/],
    ["missing query", { location: "Berlin", businessName: BUSINESS }, /Bitte geben Sie eine Suchanfrage ein/],
    ["query over 200 characters", { query: "Z".repeat(201) }, /höchstens 200 Zeichen/],
    ["a body that is not JSON", "{query: Zahnarzt", /kein gültiges JSON/],
    ["an unknown searchType", { query: "Zahnarzt", searchType: "weather" }, /Unbekannte Suchart/],
    ["an invalid domain", { query: "Zahnarzt", domain: "kein domain" }, /gültige Website/],
  ];

  it.each(invalid)("answers 400 in German for %s without asking the provider", async (_label, body, message) => {
    const POST = await loadRoute();
    fake.handle(() => answer(ANSWER_RANK_2));

    const res = await POST(post(body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string };
    expect(json.error).toMatch(message);
    // Awaited, so "nothing recorded" cannot pass merely because a write is still pending.
    await (await import("@/lib/usage/record-usage")).usageWritesSettled();
    expect(fake.requests).toHaveLength(0);
    expect(db.usageEvent.create).not.toHaveBeenCalled();
  });

  it("accepts a query of exactly 200 characters", async () => {
    const POST = await loadRoute();
    fake.handle(() => answer(ANSWER_RANK_2));
    const res = await POST(post({ query: "Z".repeat(200) }));
    expect(res.status).toBe(200);
  });
});

describe("POST /api/rag-search — not configured", () => {
  it("answers 503 without an API key and asks no provider", async () => {
    const POST = await loadRoute({ OPENAI_API_KEY: "" });
    fake.handle(() => answer(ANSWER_RANK_2));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(503);
    const json = (await res.json()) as { error: string; code: string };
    expect(json.code).toBe("liveTest.notConfigured");
    expect(json.error).toMatch(/nicht eingerichtet/);
    // Awaited, so "nothing recorded" cannot pass merely because a write is still pending.
    await (await import("@/lib/usage/record-usage")).usageWritesSettled();
    expect(fake.requests).toHaveLength(0);
    expect(db.usageEvent.create).not.toHaveBeenCalled();
  });
});

describe("POST /api/rag-search — provider failures", () => {
  it.each([500, 401])("answers 502 with the alert when every call gets HTTP %i", async (status) => {
    const POST = await loadRoute();
    fake.handle(() => ({ kind: "error", status }));

    const res = await POST(post(standardBody));
    await expectAlert(res, 502);
    // No retries: exactly one call per sample.
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it.each([
    [429, "17", 17],
    [503, undefined, 30],
  ])("answers 503 with Retry-After and says the AI service is busy when the provider answers %i", async (status, retryAfter, seconds) => {
    const POST = await loadRoute();
    fake.handle(() => ({ kind: "error", status, ...(retryAfter ? { retryAfter } : {}) }));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe(String(seconds));
    expect(await res.json()).toEqual({ error: `Der KI-Dienst ist gerade ausgelastet. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`, code: "liveTest.busy" });
    expect(fake.chatRequests()).toHaveLength(3);
  });

  it("streams the busy message with the seconds to wait", async () => {
    const POST = await loadRoute();
    fake.handle(() => ({ kind: "error", status: 429, retryAfter: "42" }));
    const res = await POST(post(standardBody, { accept: "application/x-ndjson" }));
    const events = (await res.text()).trim().split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(events.at(-1)).toEqual({ type: "error", status: 503, error: "Der KI-Dienst ist gerade ausgelastet. Bitte versuchen Sie es in 42 Sekunden erneut.", code: "liveTest.busy", retryAfterSeconds: 42 });
  });

  it("answers 503 'server busy' with Retry-After, not the provider's alert, when the engines answered but the CPU pool could not read any answer", async () => {
    // The pool refuses every reading, as when it holds too much input already (lib/workers/pool.ts MAX_HELD_INPUT_CHARS).
    vi.doMock("@/lib/visibility/off-thread", async () => {
      const { CpuTaskError } = await import("@/lib/workers/pool");
      return { analyzeAnswersOffThread: async () => Promise.reject(new CpuTaskError("busy", 20_000)) };
    });
    try {
      const POST = await loadRoute();
      fake.handle(() => answer(ANSWER_RANK_2));
      const res = await POST(post(standardBody));
      expect(res.status).toBe(503);
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: "Der Server ist gerade ausgelastet. Bitte versuchen Sie es in einigen Sekunden erneut.", code: "cpu.busy" });
      expect(fake.chatRequests()).toHaveLength(3);
    } finally {
      vi.doUnmock("@/lib/visibility/off-thread");
    }
  });

  it("answers 500, not a provider's 502, when every engine answered and the rules failed to read every answer", async () => {
    vi.doMock("@/lib/visibility/off-thread", async () => ({ analyzeAnswersOffThread: async () => Promise.reject(new TypeError("Cannot read properties of undefined")) }));
    try {
      const POST = await loadRoute();
      fake.handle(() => answer(ANSWER_RANK_2));
      const res = await POST(post(standardBody));
      await expectAlert(res, 500);
      expect(fake.chatRequests()).toHaveLength(3);
    } finally {
      vi.doUnmock("@/lib/visibility/off-thread");
    }
  });

  it("answers 504 with the alert when every call times out, without waiting for the provider", async () => {
    const POST = await loadRoute({ LIVE_TEST_TIMEOUT_MS: "1500" });
    fake.handle(() => answer(ANSWER_RANK_2, { delayMs: 15_000 }));

    const started = performance.now();
    const res = await POST(post(standardBody));
    const elapsed = performance.now() - started;
    await expectAlert(res, 504);
    // The 1.5 s deadline, not the provider's 15 s: bounds far from both, so a loaded machine cannot flake it.
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(10_000);
  });

  it("answers 504 when the provider sends headers and then stalls in the body", async () => {
    const POST = await loadRoute({ LIVE_TEST_TIMEOUT_MS: "1500" });
    fake.handle(() => ({ kind: "slowBody", content: ANSWER_RANK_2, bodyDelayMs: 15_000 }));

    const started = performance.now();
    const res = await POST(post(standardBody));
    const elapsed = performance.now() - started;
    await expectAlert(res, 504);
    expect(elapsed).toBeLessThan(10_000);
  });

  it("still accepts an answer whose body arrives slowly but within the time limit", async () => {
    const POST = await loadRoute({ LIVE_TEST_TIMEOUT_MS: "1500" });
    fake.handle(() => ({ kind: "slowBody", content: ANSWER_RANK_2, bodyDelayMs: 200 }));

    const res = await POST(post(standardBody));
    expect(res.status).toBe(200);
    expect(((await res.json()) as Result).answersReceived).toBe(3);
  });

  const malformed: [string, FakeReply][] = [
    ["a non-JSON body declared as JSON", { kind: "raw", body: "<html>Bad Gateway</html>" }],
    ["a plain-text body", { kind: "raw", body: "Internal hiccup", contentType: "text/plain" }],
    ["JSON without choices", { kind: "json", body: { id: "chatcmpl-x", object: "chat.completion", model: "test-model" } }],
    ["empty choices", { kind: "json", body: { id: "chatcmpl-x", object: "chat.completion", model: "test-model", choices: [] } }],
    ["null content", answer(null)],
    ["empty content", answer("")],
    ["whitespace content", answer("  \n ")],
  ];

  it.each(malformed)("answers 502 with the alert for %s", async (_label, reply) => {
    const POST = await loadRoute();
    fake.handle(() => reply);

    const res = await POST(post(standardBody));
    await expectAlert(res, 502);
  });
});

describe("POST /api/rag-search — rate limit", () => {
  it("refuses the third request in an hour from one address with 429 and Retry-After", async () => {
    const POST = await loadRoute({ LIVE_TEST_RATE_LIMIT_PER_HOUR: "2" });
    fake.handle(() => answer(ANSWER_RANK_2));
    const from = { "x-forwarded-for": "198.51.100.7" };

    expect((await POST(post(standardBody, from))).status).toBe(200);
    expect((await POST(post(standardBody, from))).status).toBe(200);
    const third = await POST(post(standardBody, from));
    expect(third.status).toBe(429);
    const json = (await third.json()) as { error: string; code: string };
    expect(json.code).toBe("limit.exceeded");
    expect(json.error).toMatch(/^Sie haben das Limit von 2 Live-Tests pro Stunde erreicht\./);
    expect(json.error).toMatch(/Bitte versuchen Sie es in \d+ Minuten? erneut/);
    const retryAfter = Number(third.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(fake.chatRequests()).toHaveLength(6);

    const other = await POST(post(standardBody, { "x-forwarded-for": "192.0.2.44" }));
    expect(other.status).toBe(200);
    expect(fake.chatRequests()).toHaveLength(9);
    await vi.waitFor(() => expect(db.usageEvent.create).toHaveBeenCalledTimes(3));
  });

  it("does not count invalid requests against the limit", async () => {
    const POST = await loadRoute({ LIVE_TEST_RATE_LIMIT_PER_HOUR: "1" });
    fake.handle(() => answer(ANSWER_RANK_2));
    expect((await POST(post({ query: "" }))).status).toBe(400);
    expect((await POST(post(standardBody))).status).toBe(200);
  });

  it("is off with LIVE_TEST_RATE_LIMIT_PER_HOUR=0", async () => {
    const POST = await loadRoute({ LIVE_TEST_RATE_LIMIT_PER_HOUR: "0" });
    fake.handle(() => answer(ANSWER_RANK_2));
    for (let i = 0; i < 5; i++) {
      const res = await POST(post(standardBody, { "x-forwarded-for": "198.51.100.7" }));
      expect(res.status).toBe(200);
    }
    expect(fake.chatRequests()).toHaveLength(15);
  });
});

describe("POST /api/rag-search — the visitor's website read beside the engines", () => {
  // A bakery's site in Augsburg, its address in JSON-LD, served on this machine (the SSRF guard lifted for it).
  const SITE_HTML = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Bäckerei Hofmann in Augsburg</title>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Bäckerei Hofmann","telephone":"+49 821 123456",
"address":{"@type":"PostalAddress","streetAddress":"Maximilianstraße 14","postalCode":"86150","addressLocality":"Augsburg","addressCountry":"DE"}}</script>
</head><body><h1>Bäckerei Hofmann</h1><p>Maximilianstraße 14, 86150 Augsburg · Tel. 0821 123456</p></body></html>`;
  const NAMESAKE_IN_HAMBURG = `Diese Bäckereien werden oft empfohlen:

1. **Backstube Lechner** – Sauerteigbrot, samstags lange Schlangen.
2. **Bäckerei Hofmann** – in Hamburg, bekannt für Franzbrötchen.
3. **Brotzeit Kern** – Bio-Backwaren und Café.`;
  let site: http.Server;
  let origin: string;
  beforeAll(async () => {
    site = http.createServer((req, res) => {
      res.writeHead(req.url === "/" ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
      res.end(req.url === "/" ? SITE_HTML : "");
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it("reads a website typed with its scheme, and counts a namesake the answers place in a far town as another business", async () => {
    const POST = await loadRoute({ OUTBOUND_ALLOW_PRIVATE: "1" });
    fake.handle(() => answer(NAMESAKE_IN_HAMBURG));
    const res = await POST(post({ query: "Bäckerei", location: "Augsburg", businessName: "Bäckerei Hofmann", domain: `${origin}/` }));
    expect(res.status).toBe(200);
    const result = (await res.json()) as Result;
    expect(result.siteFactsRead).toBe(true);
    expect(result.ownTown).toEqual({ name: "Augsburg", nearKm: 30, source: "json-ld" });
    expect(result.websiteMentioned).toBe(false);
    expect(result.competitors).toContain("Bäckerei Hofmann");
  });
});
