import { describe, expect, it } from "vitest";
import { apiErrorText } from "@/lib/api/errors";
import { toTargetDomain } from "./target-domain";

describe("toTargetDomain", () => {
  it("keeps the host (with a non-default port) of what a visitor typed", () => {
    expect(toTargetDomain("https://www.Example.de/kontakt")).toEqual({ ok: true, domain: "www.example.de" });
    expect(toTargetDomain("example.de")).toEqual({ ok: true, domain: "example.de" });
    expect(toTargetDomain("http://127.0.0.1:4010/")).toEqual({ ok: true, domain: "127.0.0.1:4010" });
  });

  it("answers blank and unparseable input with codes that read as the checker's messages", () => {
    const blank = toTargetDomain("  ");
    const invalid = toTargetDomain("kein host");
    expect(toTargetDomain("ftp://example.de")).toEqual({ ok: false, error: "url.invalid" });
    expect([blank, invalid]).toEqual([
      { ok: false, error: "url.required" },
      { ok: false, error: "url.invalid" },
    ]);
    expect(apiErrorText("url.required")).toBe("Bitte geben Sie eine Website-URL ein!");
    expect(apiErrorText("url.invalid")).toBe("Ungültige URL. Bitte geben Sie eine gültige Website-URL ein.");
  });
});
