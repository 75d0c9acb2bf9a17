import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/errors";
import { PREMIUM_COOKIE } from "@/lib/billing/premium";
import { signValue } from "@/lib/security/signed-value";
import { listSnippets } from "@/lib/snippets/library";
import { FAQ_FREE_COOKIE, generateFaq, NO_SELECTION_MESSAGE, type CookieJar } from "./service";

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

function status(fn: () => unknown): number | "ok" {
  try {
    fn();
    return "ok";
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

const ids = listSnippets()
  .slice(0, 2)
  .map((s) => s.id);

describe("generateFaq", () => {
  it("builds one question per industry with an answer from its description and services", () => {
    const result = generateFaq(ids, jar(), false);
    const faq = JSON.parse(result.faq) as { "@type": string; mainEntity: { "@type": string; name: string; acceptedAnswer: { text: string } }[] };
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toHaveLength(2);
    const first = listSnippets()[0]!;
    expect(faq.mainEntity[0]!.name).toBe(`Welche Leistungen bieten wir als ${first.branche} an?`);
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toContain(first.beispiele[0]!);
  });

  it("allows 3 free generations, then answers 402", () => {
    const cookies = jar();
    expect([0, 1, 2].map(() => generateFaq(ids, cookies, false).remainingFree)).toEqual([2, 1, 0]);
    expect(status(() => generateFaq(ids, cookies, false))).toBe(402);
  });

  it("is not unlocked by forged flags or tampered cookies", () => {
    const used = jar();
    for (let i = 0; i < 3; i++) generateFaq(ids, used, false);
    const counter = used.values[FAQ_FREE_COOKIE]!;
    for (const forged of ["true", "1", signValue({ products: ["gmb-faq"] }).replace(/.$/, "x"), Buffer.from(JSON.stringify({ products: ["gmb-faq"] })).toString("base64url") + ".abc"]) {
      expect(status(() => generateFaq(ids, jar({ [FAQ_FREE_COOKIE]: counter, [PREMIUM_COOKIE]: forged, premium_access: "true", gmb_faq_premium: "true" }), false))).toBe(402);
    }
  });

  it("is unlimited with a signed premium grant for the FAQ generator or the bundle, not for other products", () => {
    const used = jar();
    for (let i = 0; i < 3; i++) generateFaq(ids, used, false);
    const counter = used.values[FAQ_FREE_COOKIE]!;
    const grant = (products: string[]) => signValue({ products, paymentIntents: ["pi_1"], grantedAt: "2026-11-21T00:00:00Z" });
    expect(generateFaq(ids, jar({ [FAQ_FREE_COOKIE]: counter, [PREMIUM_COOKIE]: grant(["gmb-faq"]) }), false)).toMatchObject({ premium: true, remainingFree: null });
    expect(generateFaq(ids, jar({ [FAQ_FREE_COOKIE]: counter, [PREMIUM_COOKIE]: grant(["premium_full"]) }), false).premium).toBe(true);
    expect(status(() => generateFaq(ids, jar({ [FAQ_FREE_COOKIE]: counter, [PREMIUM_COOKIE]: grant(["snippet_course"]) }), false))).toBe(402);
  });

  it("refuses an empty selection and unknown industries without counting them", () => {
    const cookies = jar();
    expect(() => generateFaq([], cookies, false)).toThrow(NO_SELECTION_MESSAGE);
    expect(status(() => generateFaq(["gibt-es-nicht"], cookies, false))).toBe(400);
    expect(cookies.values[FAQ_FREE_COOKIE]).toBeUndefined();
  });
});
