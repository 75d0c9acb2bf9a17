import { describe, expect, it } from "vitest";
import { factsFor, page } from "@/test/readiness-helpers";
import { checkHreflang, hreflangProblem, parseLinkHeader } from "./hreflang";
import { copyText, showFinding } from "../finding-text";

const DE = "https://www.praxis-muster.de/";
const EN = "https://www.praxis-muster.de/en/";
const alt = (lang: string, href: string) => `<link rel="alternate" hreflang="${lang}" href="${href}">`;

function check(head: string, options: { linkHeader?: string[]; fetched?: { url: string; head: string }[] } = {}) {
  const fetched = (options.fetched ?? []).map((p) => ({ url: p.url, facts: factsFor(page("<p>x</p>", p.head), p.url) }));
  return checkHreflang(factsFor(page("<p>Inhalt</p>", head), DE), options.linkHeader ?? [], fetched);
}

describe("hreflangProblem", () => {
  it.each(["de", "de-DE", "de-AT", "de-CH", "en-GB", "EN-gb", "x-default", "zh-Hant-TW", "es-419", "gsw"])("accepts %s", (code) => {
    expect(hreflangProblem(code)).toBeNull();
  });

  it.each([
    ["en-UK", "„UK“ ist kein Ländercode nach ISO 3166-1 (gemeint ist wohl GB)"],
    ["xx", "unbekannte Sprache „xx“"],
    ["deutsch", "unbekannte Sprache „deutsch“"],
    ["en_US", "kein gültiger Sprachcode"],
    ["de-", "kein gültiger Sprachcode"],
  ])("rejects %s: %s", (code, reason) => {
    expect(copyText(hreflangProblem(code)!)).toBe(reason);
  });
});

describe("parseLinkHeader", () => {
  it("reads several entries with quoted and bare parameters (RFC 8288)", () => {
    expect(parseLinkHeader([`<${EN}>; rel="alternate"; hreflang="en", <${DE}>; rel=canonical`])).toEqual([
      { href: EN, rel: ["alternate"], hreflang: "en" },
      { href: DE, rel: ["canonical"], hreflang: undefined },
    ]);
  });
});

describe("meta.hreflang (5 when present)", () => {
  it("no alternates: reported, not scored", () => {
    expect(check("")).toMatchObject({ status: "info", points: 0, maxPoints: 0 });
  });

  it("complete and valid: 5", () => {
    const f = check(alt("de", DE) + alt("en", EN) + alt("x-default", DE));
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 5, maxPoints: 5, evidence: "3 Sprachversionen (de, en, x-default), mit x-default und Selbstverweis." });
  });

  it("an invalid region code: 0, fail, like Lighthouse for invalid codes", () => {
    const f = check(alt("de", DE) + alt("en-UK", EN) + alt("x-default", DE));
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, reason: "invalid", evidence: expect.stringContaining('hreflang="en-UK": „UK“ ist kein Ländercode nach ISO 3166-1 (gemeint ist wohl GB)') });
  });

  it("a relative href: 0, fail", () => {
    const f = check(alt("de", DE) + alt("en", "/en/") + alt("x-default", DE));
    expect(showFinding(f)).toMatchObject({ status: "fail", reason: "invalid", evidence: expect.stringContaining('relative Adresse „/en/“ statt einer vollständigen URL') });
  });

  it("without x-default and self-reference: 3, warn", () => {
    const f = check(alt("en", EN));
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 3, reason: "incomplete", evidence: "1 Sprachversion (en); kein x-default für alle übrigen Sprachen und Länder und die Seite nennt sich nicht selbst unter ihren Sprachversionen." });
  });

  it("reads alternates from the HTTP Link header", () => {
    const f = check("", { linkHeader: [`<${DE}>; rel="alternate"; hreflang="de", <${EN}>; rel="alternate"; hreflang="en", <${DE}>; rel="alternate"; hreflang="x-default"`] });
    expect(f.status).toBe("pass");
  });

  it("an alternate in the body is ignored by search engines: warn", () => {
    const html = `<!doctype html><html lang="de"><head>${alt("de", DE)}${alt("x-default", DE)}</head><body>${alt("en", EN)}</body></html>`;
    expect(showFinding(checkHreflang(factsFor(html, DE), []))).toMatchObject({ status: "warn", evidence: expect.stringContaining("1 Angabe steht im <body> und wird ignoriert") });
  });

  it("checks the return link of an alternate the check fetched anyway", () => {
    const head = alt("de", DE) + alt("en", EN) + alt("x-default", DE);
    const without = check(head, { fetched: [{ url: EN, head: alt("en", EN) }] });
    expect(showFinding(without)).toMatchObject({ status: "warn", reason: "incomplete", evidence: expect.stringContaining(`die Sprachversion ${EN} (en) verweist nicht zurück auf diese Seite`) });
    expect(check(head, { fetched: [{ url: EN, head }] }).status).toBe("pass");
  });
});
