import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { PREMIUM_COOKIE } from "@/lib/billing/premium";
import { resetLimits } from "@/lib/limits/limits";
import { signValue } from "@/lib/security/signed-value";
import { listSnippets } from "@/lib/snippets/library";
import { openPglite, type OpenTestDatabase } from "@/test/test-db";
import { FAQ_FREE_COOKIE, freeFaqUsesLeft, generateFaq as generate, type CookieJar } from "./service";

const state = vi.hoisted(() => ({ db: null as unknown as import("@/generated/prisma/client").PrismaClient }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

function jar(initial: Record<string, string> = {}): CookieJar & { values: Record<string, string> } {
  const values = { ...initial };
  return {
    values,
    get: (name) => (name in values ? { value: values[name]! } : undefined),
    set: (name, value) => {
      values[name] = value;
    },
  };
}

async function status(fn: () => Promise<unknown>): Promise<number | "ok"> {
  try {
    await fn();
    return "ok";
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

const ids = listSnippets()
  .slice(0, 2)
  .map((s) => s.id);

// Each test is its own visitor (own address) unless it says otherwise.
let address = 0;
let ip = "";
const generateFaq = (snippetIds: string[], cookies: CookieJar, secure: boolean, from = ip) => generate(snippetIds, cookies, secure, from);

let database: OpenTestDatabase;
beforeAll(async () => {
  database = await openPglite();
  state.db = database.db;
});
afterAll(() => database.close());
beforeEach(async () => {
  ip = `198.51.${++address}.20`;
  await resetLimits();
});

describe("generateFaq", () => {
  it("builds the questions of every selected industry inside the <script> wrapper, each question once", async () => {
    const result = await generateFaq(ids, jar(), false);
    // The block to paste: the JSON-LD inside its <script type="application/ld+json">.
    const block = /^<script type="application\/ld\+json">\n([\s\S]+)\n<\/script>$/.exec(result.faq);
    expect(block).not.toBeNull();
    const faq = JSON.parse(block![1]!) as { "@type": string; mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] };
    expect(faq["@type"]).toBe("FAQPage");
    const [first, second] = listSnippets();
    const names = faq.mainEntity.map((q) => q.name);
    // Both are practices (Gesundheit): their shared customer questions appear once, their service questions each.
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain(`Welche Leistungen bieten Sie als ${first!.branche} an?`);
    expect(names).toContain(`Welche Leistungen bieten Sie als ${second!.branche} an?`);
    expect(names.filter((n) => n === "Wann sind Ihre Sprechzeiten?")).toHaveLength(1);
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toContain(first!.beispiele[0]!);
  });

  it("allows 3 free generations, then answers 402", async () => {
    const cookies = jar();
    const remaining = [];
    for (let i = 0; i < 3; i++) remaining.push((await generateFaq(ids, cookies, false)).remainingFree);
    expect(remaining).toEqual([2, 1, 0]);
    expect(await status(() => generateFaq(ids, cookies, false))).toBe(402);
  });

  it("counts per browser first: a shared office's browsers on one address each get their 3 free uses", async () => {
    const office = "203.0.113.7";
    for (let colleague = 0; colleague < 5; colleague++) {
      const cookies = jar();
      expect(await freeFaqUsesLeft(cookies)).toBe(3);
      const remaining = [];
      for (let i = 0; i < 3; i++) remaining.push((await generateFaq(ids, cookies, false, office)).remainingFree);
      expect(remaining).toEqual([2, 1, 0]);
      expect(await freeFaqUsesLeft(cookies)).toBe(0);
      expect(await status(() => generateFaq(ids, cookies, false, office))).toBe(402);
    }
  });

  it("counts the browser on the server: the same cookie from another address has no uses left", async () => {
    const cookies = jar();
    for (let i = 0; i < 3; i++) await generateFaq(ids, cookies, false, "192.0.2.10");
    expect(await status(() => generateFaq(ids, cookies, false, "198.18.0.1"))).toBe(402);
  });

  it("caps one address high (30 a day) against scripted cookie-less use", async () => {
    const outcomes = [];
    for (let i = 0; i < 31; i++) outcomes.push(await status(() => generateFaq(ids, jar(), false, `203.0.113.${(i % 200) + 1}`)));
    expect(outcomes.filter((o) => o === "ok")).toHaveLength(30);
    expect(outcomes.at(-1)).toBe(402);
    // Another network (another /24) is not affected.
    expect(await status(() => generateFaq(ids, jar(), false, "203.0.114.1"))).toBe("ok");
  });

  it("is not unlocked by forged flags or tampered cookies", async () => {
    const used = jar();
    for (let i = 0; i < 3; i++) await generateFaq(ids, used, false);
    const counter = used.values[FAQ_FREE_COOKIE]!;
    for (const forged of ["true", "1", signValue({ products: ["gmb-faq"] }).replace(/.$/, "x"), Buffer.from(JSON.stringify({ products: ["gmb-faq"] })).toString("base64url") + ".abc"]) {
      expect(await status(() => generateFaq(ids, jar({ [FAQ_FREE_COOKIE]: counter, [PREMIUM_COOKIE]: forged, premium_access: "true", gmb_faq_premium: "true" }), false))).toBe(402);
    }
  });

  it("is unlimited with a signed premium grant of an activated FAQ-generator or bundle purchase, not for other products or unknown payments", async () => {
    const used = jar();
    for (let i = 0; i < 3; i++) await generateFaq(ids, used, false);
    const counter = used.values[FAQ_FREE_COOKIE]!;
    const paid = { amountCents: 1, currency: "eur", accessGrantedAt: new Date() };
    await state.db.purchase.deleteMany();
    await state.db.purchase.createMany({
      data: [
        { paymentIntentId: "pi_faq_1", product: "gmb-faq", ...paid },
        { paymentIntentId: "pi_full_1", product: "premium_full", ...paid },
        { paymentIntentId: "pi_course_1", product: "snippet_course", ...paid },
      ],
    });
    const grant = (products: string[], paymentIntent: string) => signValue({ products, paymentIntents: [paymentIntent], grantedAt: "2026-11-21T00:00:00Z" });
    const withGrant = (products: string[], paymentIntent: string) => jar({ [FAQ_FREE_COOKIE]: counter, [PREMIUM_COOKIE]: grant(products, paymentIntent) });
    expect(await generateFaq(ids, withGrant(["gmb-faq"], "pi_faq_1"), false)).toMatchObject({ premium: true, remainingFree: null });
    expect((await generateFaq(ids, withGrant(["premium_full"], "pi_full_1"), false)).premium).toBe(true);
    expect(await status(() => generateFaq(ids, withGrant(["snippet_course"], "pi_course_1"), false))).toBe(402);
    // The products come from the purchase, not from what the cookie lists.
    expect(await status(() => generateFaq(ids, withGrant(["gmb-faq"], "pi_course_1"), false))).toBe(402);
    expect(await status(() => generateFaq(ids, withGrant(["gmb-faq"], "pi_never_paid"), false))).toBe(402);
    await state.db.purchase.deleteMany();
  });

  it("refuses an empty selection and unknown industries without counting them", async () => {
    const cookies = jar();
    await expect(generateFaq([], cookies, false)).rejects.toMatchObject({ status: 400, code: "faq.noSelection" });
    await expect(generateFaq(["gibt-es-nicht"], cookies, false)).rejects.toMatchObject({ status: 400, code: "faq.unknownIndustry", params: { id: "gibt-es-nicht" } });
    expect(cookies.values[FAQ_FREE_COOKIE]).toBeUndefined();
    expect(await database.db.rateLimiterFlexible.count()).toBe(0);
  });
});
