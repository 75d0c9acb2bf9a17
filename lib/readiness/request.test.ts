import { describe, expect, it } from "vitest";
import { apiErrorText } from "@/lib/api/errors";
import { normalizeWebsiteUrl, websiteCheckRequestSchema } from "./request";


describe("normalizeWebsiteUrl", () => {
  it.each([
    ["example.de", "https://example.de/"],
    ["  Example.DE  ", "https://example.de/"],
    ["http://example.de/praxis", "http://example.de/praxis"],
    ["HTTPS://Example.de/Praxis?x=1", "https://example.de/Praxis?x=1"],
    ["www.zahnarzt-beispiel.de/kontakt", "https://www.zahnarzt-beispiel.de/kontakt"],
    ["example.de:8080", "https://example.de:8080/"],
    ["example.de/praxis#team", "https://example.de/praxis"],
    ["https://example.de/#top", "https://example.de/"],
    ["//example.de", "https://example.de/"],
  ])("%j → %s", (input, url) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: true, url });
  });

  it.each([[""], ["   "], ["\t\n"]])("blank %j asks for a URL", (input) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: false, code: "url.required" });
  });

  it.each([["ftp://example.de"], ["javascript:alert(1)"], ["mailto:info@example.de"], ["file:///etc/passwd"]])("%j is refused for its scheme", (input) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: false, code: "url.scheme" });
  });

  it.each([["not a url"], ["foo"], ["https://"], ["example.de/seite mit leerzeichen"], ["https://exa mple.de"]])("%j is not a valid URL", (input) => {
    expect(normalizeWebsiteUrl(input)).toEqual({ ok: false, code: "url.invalid" });
  });
});

describe("websiteCheckRequestSchema", () => {
  it("normalises the url", () => {
    expect(websiteCheckRequestSchema.parse({ url: "  Example.DE " })).toEqual({ url: "https://example.de/" });
  });

  it.each([
    [{ url: "" }, "url.required", "Bitte geben Sie eine Website-URL ein!"],
    [{ url: "   " }, "url.required", "Bitte geben Sie eine Website-URL ein!"],
    [{ url: "foo" }, "url.invalid", "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein."],
    [{ url: "ftp://example.de" }, "url.scheme", "Nur Adressen mit http:// oder https:// können geprüft werden."],
    [{}, "url.required", "Bitte geben Sie eine Website-URL ein!"],
    [{ url: 42 }, "url.required", "Bitte geben Sie eine Website-URL ein!"],
    [{ url: `https://example.de/${"a".repeat(2048)}` }, "url.tooLong", "Die Adresse ist zu lang (höchstens 2.048 Zeichen)."],
  ])("rejects %j with a code the visitor reads in German", (body, code, german) => {
    const result = websiteCheckRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([code]);
    expect(apiErrorText(code, { max: "2048" })).toBe(german);
  });

  it("takes the visitor's business kind; auto or none means read from the page; anything else is refused", () => {
    expect(websiteCheckRequestSchema.parse({ url: "example.de", businessKind: "online-shop" }).businessKind).toBe("online-shop");
    expect(websiteCheckRequestSchema.parse({ url: "example.de", businessKind: "auto" }).businessKind).toBeUndefined();
    expect(websiteCheckRequestSchema.parse({ url: "example.de" }).businessKind).toBeUndefined();
    const bad = websiteCheckRequestSchema.safeParse({ url: "example.de", businessKind: "restaurant" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["businessKind.invalid"]);
  });
});
