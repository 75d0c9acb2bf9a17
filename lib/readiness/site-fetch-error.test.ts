import { describe, expect, it } from "vitest";
import { apiErrorText } from "@/lib/api/errors";
import { OutboundError } from "@/lib/outbound/guarded-fetch";
import { SiteNotCheckableError } from "./fetch-site";
import { siteFetchError } from "./service";

const HINT = " Falls Ihre Website nur über http:// erreichbar ist, geben Sie die Adresse mit http:// ein.";

function answered(error: unknown): [number, string, string] {
  const { status, code, params } = error as { status: number; code: string; params: Record<string, string> };
  return [status, code, apiErrorText(code, params)];
}

describe("siteFetchError", () => {
  it("adds the http:// hint to a failed connection over https:// only", () => {
    const unreachable = new OutboundError("unreachable", "outbound.unreachable", { params: { host: "praxis.de" } });
    const sentence = "Die Website praxis.de ist nicht erreichbar: Die Verbindung ist fehlgeschlagen.";
    expect(answered(siteFetchError(unreachable, "https://praxis.de/"))).toEqual([502, "site.unreachableTryHttp", sentence + HINT]);
    expect(answered(siteFetchError(unreachable, "http://praxis.de/"))).toEqual([502, "outbound.unreachable", sentence]);
    const tls = new OutboundError("tls", "outbound.tls", { params: { host: "praxis.de" } });
    expect(answered(siteFetchError(tls, "https://praxis.de/"))[2]).toBe(apiErrorText("outbound.tls", { host: "praxis.de" }) + HINT);
    const dns = new OutboundError("dns", "outbound.dns", { params: { host: "praxis.de" } });
    expect(answered(siteFetchError(dns, "https://praxis.de/"))[1]).toBe("outbound.dns");
  });

  it("answers a site that is no checkable page with 422 and its code", () => {
    expect(answered(siteFetchError(new SiteNotCheckableError("site.tooManyRequests", {}, 429), "https://praxis.de/"))).toEqual([
      422,
      "site.tooManyRequests",
      "Die Website hat zu viele Anfragen gemeldet (HTTP 429). Bitte versuchen Sie es in einigen Minuten erneut.",
    ]);
  });

  it("passes other errors on unchanged", () => {
    const other = new Error("x");
    expect(siteFetchError(other, "https://praxis.de/")).toBe(other);
  });
});
