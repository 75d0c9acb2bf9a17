/**
 * POST /api/monitor and POST /api/free-analysis against one cap of e-mails per inbox
 * (lib/limits "mailPerRecipient"), on a real in-memory PGlite: however the address is
 * written and from however many client addresses, one inbox gets at most 3 mails a day.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenTestDatabase } from "@/test/test-db";
import { MAX_NAME_VERDICTS } from "@/lib/monitor/name-verdicts";

const state = await vi.hoisted(async () => ({ database: await (await import("@/test/test-db")).openPglite() as OpenTestDatabase, sent: [] as string[] }));
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(state.database.db) }));
vi.mock("@/lib/mail/send-mail", () => ({ sendMail: async (m: { to: string }) => void state.sent.push(m.to) }));

beforeAll(() => {
  for (const [k, v] of Object.entries({ TRUSTED_PROXY_COUNT: "1", DATABASE_URL: "", OPENAI_API_KEY: "sk-test", SITE_URL: "http://localhost" })) vi.stubEnv(k, v);
});
afterEach(async () => {
  state.sent.length = 0;
  await state.database.db.rateLimiterFlexible.deleteMany();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await state.database.close();
});

function post(path: string, body: unknown, ip: string): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

const monitorBody = (email: string) => ({ businessName: "Bäckerei Müller", website: "https://baeckerei-mueller.example", industry: "Bäckerei", city: "Köln", email });

describe("one mail cap per inbox for every form", () => {
  it("sends at most 3 mails to one Gmail inbox, whatever +tags, dots and clients are used", async () => {
    const { POST } = await import("./route");
    const addresses = ["opfer+1@gmail.com", "o.pfer+2@gmail.com", "OPFER@googlemail.com", "op.fer+4@gmail.com", "opfer+5@gmail.com"];
    const statuses = [];
    for (const [i, email] of addresses.entries()) statuses.push((await POST(post("/api/monitor", monitorBody(email), `198.51.100.${i % 3}`))).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    expect(state.sent).toHaveLength(3);
  });

  it("counts the monitor's and the free analysis's mails against the same cap", async () => {
    const monitor = (await import("./route")).POST;
    const freeAnalysis = (await import("../free-analysis/route")).POST;
    for (let i = 0; i < 3; i++) expect((await monitor(post("/api/monitor", monitorBody(`inhaber+m${i}@baeckerei.example`), `203.0.113.${i}`))).status).toBe(202);
    const refused = await freeAnalysis(post("/api/free-analysis", { email: "Inhaber+frei@baeckerei.example", website: "https://baeckerei.example" }, "203.0.113.9"));
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe("limit.mailPerRecipient");
    expect(state.sent).toHaveLength(3);
  });
});

describe("text that cannot be stored", () => {
  it("refuses NUL and lone surrogates in any monitor field with 400, names the field and counts no limit", async () => {
    const { POST } = await import("./route");
    const monitorsBefore = await state.database.db.visibilityMonitor.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ businessName: "Bäckerei\u0000Müller" }, "businessName"],
      [{ industry: "Bäcker\ud800ei" }, "industry"],
      [{ competitors: ["Konditorei Schmitz", "Café \udc00Rosa"] }, "competitors.1"],
      [{ competitors: "Café\u0000Rosa, Backhaus" }, "competitors"],
    ];
    for (const [fields, field] of cases) {
      const response = await POST(post("/api/monitor", { ...monitorBody("inhaber@baeckerei.example"), ...fields }, "203.0.113.20"));
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toMatchObject({ code: "request.unsafeText", field, error: expect.stringContaining("unzulässiges Zeichen") });
    }
    expect(await state.database.db.rateLimiterFlexible.count()).toBe(0);
    expect(await state.database.db.visibilityMonitor.count()).toBe(monitorsBefore);
    expect(state.sent).toEqual([]);
  });

  it("refuses a NUL in the questions PUT with 400", async () => {
    const { PUT } = await import("./[token]/questions/route");
    const request = new Request(`http://localhost/api/monitor/${"a".repeat(43)}/questions`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify({ questions: ["Welche Bäckerei in Köln\u0000?"] }) });
    const response = await PUT(request, { params: Promise.resolve({ token: "a".repeat(43) }) });
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe("questions.0");
  });
});

describe("PUT /api/monitor/{token}/website", () => {
  const put = (token: string, body: unknown) =>
    new Request(`http://localhost/api/monitor/${token}/website`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const context = (token: string) => ({ params: Promise.resolve({ token }) });

  async function monitor(confirmed: boolean) {
    const accessToken = `${confirmed ? "c" : "u"}${"x".repeat(42)}`;
    await state.database.db.visibilityMonitor.deleteMany({ where: { accessToken } });
    await state.database.db.visibilityMonitor.create({
      data: { accessToken, email: "inhaber@baeckerei.example", businessName: "Bäckerei Müller", website: "https://baeckerie-mueller.example/", industry: "Bäckerei", city: "Köln", competitors: [], questions: ["Bäckerei Köln Empfehlung"], intervalHours: 168, confirmedAt: confirmed ? new Date() : null },
    });
    return accessToken;
  }
  const stored = async (accessToken: string) => (await state.database.db.visibilityMonitor.findUniqueOrThrow({ where: { accessToken } })).website;

  it("stores the corrected website, normalised as at sign-up, for the next runs", async () => {
    const { PUT } = await import("./[token]/website/route");
    const token = await monitor(true);
    const response = await PUT(put(token, { website: "baeckerei-mueller.example" }), context(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ website: "https://baeckerei-mueller.example/" });
    expect(await stored(token)).toBe("https://baeckerei-mueller.example/");
  });

  it("refuses an address that is no website with 400 at the field 'website' and changes nothing", async () => {
    const { PUT } = await import("./[token]/website/route");
    const token = await monitor(true);
    for (const website of ["baeckerei mueller", "ftp://baeckerei.example", ""]) {
      const response = await PUT(put(token, { website }), context(token));
      expect(response.status, website).toBe(400);
      expect(await response.json(), website).toMatchObject({ field: "website", error: expect.stringMatching(/URL|http/) });
    }
    expect(await stored(token)).toBe("https://baeckerie-mueller.example/");
  });

  it("answers 404 for an unconfirmed monitor or an unknown link", async () => {
    const { PUT } = await import("./[token]/website/route");
    const unconfirmed = await monitor(false);
    expect((await PUT(put(unconfirmed, { website: "baeckerei.example" }), context(unconfirmed))).status).toBe(404);
    expect(await stored(unconfirmed)).toBe("https://baeckerie-mueller.example/");
    expect((await PUT(put("y".repeat(43), { website: "baeckerei.example" }), context("y".repeat(43)))).status).toBe(404);
    expect((await PUT(put("kurz", { website: "baeckerei.example" }), context("kurz"))).status).toBe(404);
  });
});

describe("PUT /api/monitor/{token}/name-verdicts", () => {
  const put = (token: string, body: unknown) =>
    new Request(`http://localhost/api/monitor/${token}/name-verdicts`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const context = (token: string) => ({ params: Promise.resolve({ token }) });
  const accessToken = `v${"x".repeat(42)}`;

  /** A confirmed monitor with one stored answer that named the bakery "Müllers Backstube" in Deutz. */
  async function monitorWithNamedAs() {
    const db = state.database.db;
    await db.visibilityMonitor.deleteMany({ where: { accessToken } });
    const monitor = await db.visibilityMonitor.create({
      data: { accessToken, email: "inhaber@baeckerei.example", businessName: "Bäckerei Müller", website: "https://baeckerei-mueller.example/", industry: "Bäckerei", city: "Köln", competitors: [], questions: ["Bäckerei Köln Empfehlung"], intervalHours: 168, confirmedAt: new Date() },
    });
    const run = await db.monitorRun.create({ data: { monitorId: monitor.id, startedAt: new Date(), finishedAt: new Date(), calls: 1, summary: {} } });
    const namedAs = { name: "Müllers Backstube", sameName: false, place: "Deutz" };
    await db.monitorAnswer.create({
      data: { runId: run.id, monitorId: monitor.id, engine: "A", model: "a-1", question: "Bäckerei Köln Empfehlung", askedAt: new Date(), text: "1. **Müllers Backstube** – in Deutz", citations: [], analysis: { mentioned: true, position: 1, namedAs } },
    });
    return monitor.id;
  }

  it("stores the owner's verdict on a name an answer gave, and takes it back", async () => {
    const { PUT } = await import("./[token]/name-verdicts/route");
    const monitorId = await monitorWithNamedAs();
    const response = await PUT(put(accessToken, { name: "Müllers Backstube", place: "Deutz", verdict: "other" }), context(accessToken));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ verdict: "other" });
    expect(await state.database.db.monitorNameVerdict.findMany({ where: { monitorId }, select: { name: true, place: true, mine: true } })).toEqual([{ name: "Müllers Backstube", place: "Deutz", mine: false }]);
    expect(await (await PUT(put(accessToken, { name: "Müllers Backstube", place: "Deutz", verdict: null }), context(accessToken))).json()).toEqual({ verdict: null });
    expect(await state.database.db.monitorNameVerdict.count({ where: { monitorId } })).toBe(0);
  });

  it("refuses a name no answer gave the business, or no verdict, with a German 400 and stores nothing", async () => {
    const { PUT } = await import("./[token]/name-verdicts/route");
    const monitorId = await monitorWithNamedAs();
    const unknown = await PUT(put(accessToken, { name: "Bäckerei Schmitz", place: null, verdict: "other" }), context(accessToken));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: "name", error: "Diesen Namen hat keine Antwort dieses Monitors Ihrem Betrieb gegeben." });
    // The right name in another place is another name.
    expect((await PUT(put(accessToken, { name: "Müllers Backstube", place: "Ehrenfeld", verdict: "mine" }), context(accessToken))).status).toBe(400);
    const noVerdict = await PUT(put(accessToken, { name: "Müllers Backstube", place: "Deutz", verdict: "vielleicht" }), context(accessToken));
    expect(noVerdict.status).toBe(400);
    expect((await noVerdict.json()).error).toBe("Bitte wählen Sie, ob das Ihr Betrieb ist oder ein anderer.");
    expect(await state.database.db.monitorNameVerdict.count({ where: { monitorId } })).toBe(0);
    expect((await PUT(put("y".repeat(43), { name: "Müllers Backstube", place: "Deutz", verdict: "mine" }), context("y".repeat(43)))).status).toBe(404);
  });

  it(`keeps at most ${MAX_NAME_VERDICTS} names per monitor: one more is refused with 400`, async () => {
    const { PUT } = await import("./[token]/name-verdicts/route");
    const monitorId = await monitorWithNamedAs();
    await state.database.db.monitorNameVerdict.createMany({ data: Array.from({ length: MAX_NAME_VERDICTS }, (_, i) => ({ monitorId, key: `name ${i}|`, name: `Name ${i}`, place: null, mine: false })) });
    const refused = await PUT(put(accessToken, { name: "Müllers Backstube", place: "Deutz", verdict: "mine" }), context(accessToken));
    expect(refused.status).toBe(400);
    expect((await refused.json()).error).toBe(`Höchstens ${MAX_NAME_VERDICTS} Angaben zu Namen je Monitor.`);
    expect(await state.database.db.monitorNameVerdict.count({ where: { monitorId } })).toBe(MAX_NAME_VERDICTS);
  });
});
