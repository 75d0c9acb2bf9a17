import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { serveDuringTests } from "@/test/local-http-server";
import { isPublicAddress } from "./address-policy";
import { apiErrorText } from "@/lib/api/errors";
import { assertPublicTarget, decodeText, guardedFetch, OutboundError, type Resolver } from "./guarded-fetch";

const seenUserAgents: string[] = [];

const site = serveDuringTests((req, res) => {
  seenUserAgents.push(String(req.headers["user-agent"]));
  const url = new URL(req.url ?? "/", "http://x");
  const to = url.searchParams.get("to");
  if (url.pathname === "/redirect" && to) {
    res.writeHead(302, { Location: to }).end();
  } else if (url.pathname.startsWith("/chain/")) {
    const n = Number(url.pathname.split("/")[2]);
    if (n > 0) res.writeHead(301, { Location: `/chain/${n - 1}` }).end();
    else res.writeHead(200, { "Content-Type": "text/html" }).end("<h1>Ende</h1>");
  } else if (url.pathname === "/big") {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("x".repeat(300_000));
  } else if (url.pathname === "/bomb") {
    res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
    res.end(zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20)));
  } else if (url.pathname === "/stall") {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.write("<html>"); // never ends
  } else {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end("<p>Hallo</p>");
  }
});
/** The test server's port, e.g. for the same server under another host name. */
const port = () => new URL(site.origin).port;

/** The test server stands in for a public site: 127.0.0.1 counts as public, nothing else private does. */
const localIsPublic = (address: string) => address === "127.0.0.1" || isPublicAddress(address);

const fakeDns: Resolver = async (hostname) => {
  const table: Record<string, { address: string; family: 4 | 6 }[]> = {
    "intranet.example": [{ address: "10.0.0.7", family: 4 }],
    "loopback.example": [{ address: "127.0.0.1", family: 4 }],
    "v6loopback.example": [{ address: "::1", family: 6 }],
    "metadata.example": [{ address: "169.254.169.254", family: 4 }],
    "ula.example": [{ address: "fd00:ec2::254", family: 6 }],
    "mapped.example": [{ address: "::ffff:192.168.1.1", family: 6 }],
    "mixed.example": [
      { address: "93.184.215.14", family: 4 },
      { address: "192.168.0.10", family: 4 },
    ],
    "cgnat.example": [{ address: "100.64.3.4", family: 4 }],
    "site.example": [{ address: "127.0.0.1", family: 4 }],
  };
  const found = table[hostname];
  if (!found) throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
  return found;
};

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.failure;
    throw error;
  }
  return "fetched";
}

describe("guardedFetch refuses hostile URLs", () => {
  const literalHostile = [
    "http://127.0.0.1/",
    "http://127.0.0.1:8080/admin",
    "http://[::1]/",
    "http://0.0.0.0/",
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://192.168.178.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://100.100.100.200/", // Alibaba metadata, carrier-grade NAT range
    "http://[fd00:ec2::254]/",
    "http://[fe80::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://[0:0:0:0:0:ffff:7f00:1]/",
    "http://[::7f00:1]/",
    "http://2130706433/", // decimal 127.0.0.1
    "http://0x7f000001/", // hex
    "http://0177.0.0.1/", // octal
    "http://017700000001/", // octal, one part
    "http://127.1/", // short form
    "http://0/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[ff02::1]/",
    "http://[64:ff9b::a00:1]/", // NAT64 of 10.0.0.1
    "http://[2002:c0a8:101::1]/", // 6to4 of 192.168.1.1
  ];

  it.each(literalHostile)("refuses %s before connecting", async (url) => {
    expect(await failureOf(guardedFetch(url, { allowPrivate: false, resolve: fakeDns }))).toBe("blocked_address");
  });

  it.each(["file:///etc/passwd", "ftp://example.de/", "gopher://127.0.0.1:70/", "javascript:alert(1)", "data:text/html,hi", "ws://example.de/"])(
    "refuses the scheme of %s",
    async (url) => {
      expect(await failureOf(guardedFetch(url, { allowPrivate: false, resolve: fakeDns }))).toBe("unsupported_scheme");
    },
  );

  it.each([
    "intranet.example",
    "loopback.example",
    "v6loopback.example",
    "metadata.example",
    "ula.example",
    "mapped.example",
    "mixed.example",
    "cgnat.example",
  ])("refuses %s, whose DNS answer is private", async (host) => {
    expect(await failureOf(guardedFetch(`http://${host}/`, { allowPrivate: false, resolve: fakeDns }))).toBe("blocked_address");
  });

  it("refuses localhost through the system resolver", async () => {
    expect(await failureOf(guardedFetch(`http://localhost:${port()}/`, { allowPrivate: false }))).toBe("blocked_address");
  });

  it("refuses credentials in the URL", async () => {
    expect(await failureOf(guardedFetch("http://user:pw@example.de/", { allowPrivate: false }))).toBe("invalid_url");
  });

  it.each([
    ["a private IPv4 literal", "http://10.0.0.1/"],
    ["the metadata service", "http://169.254.169.254/latest/meta-data/"],
    ["IPv6 loopback", "http://[::1]/"],
    ["a decimal spelling of 10.0.0.1", "http://167772161/"],
    ["a DNS name resolving to a private address", "http://intranet.example/"],
    ["a non-http scheme", "file:///etc/passwd"],
  ])("refuses a redirect into %s", async (_label, target) => {
    const url = `${site.origin}/redirect?to=${encodeURIComponent(target)}`;
    const failure = await failureOf(guardedFetch(url, { addressPolicy: localIsPublic, resolve: fakeDns }));
    expect(["blocked_address", "unsupported_scheme"]).toContain(failure);
  });

  it("refuses a redirect to a name that moved into private space after the first hop", async () => {
    const url = `http://site.example:${port()}/redirect?to=${encodeURIComponent(`http://intranet.example:${port()}/`)}`;
    expect(await failureOf(guardedFetch(url, { addressPolicy: localIsPublic, resolve: fakeDns }))).toBe("blocked_address");
  });
});

describe("assertPublicTarget (before work is queued)", () => {
  it("refuses by the fetcher's rules without fetching: literals, private DNS answers, schemes", async () => {
    for (const url of ["http://127.0.0.1:8080/", "https://[::1]/", "https://intranet.example/", "https://mixed.example/", "https://metadata.example/"]) {
      expect(await failureOf(assertPublicTarget(url, { allowPrivate: false, resolve: fakeDns })), url).toBe("blocked_address");
    }
    expect(await failureOf(assertPublicTarget(`https://localhost:${port()}/`, { allowPrivate: false }))).toBe("blocked_address");
    expect(await failureOf(assertPublicTarget("ftp://example.de/", { allowPrivate: false, resolve: fakeDns }))).toBe("unsupported_scheme");
  });

  it("lets public targets and names that do not resolve pass (the scan reports those)", async () => {
    const publicDns: Resolver = async () => [{ address: "93.184.215.14", family: 4 }];
    expect(await failureOf(assertPublicTarget("https://beispiel.de/", { allowPrivate: false, resolve: publicDns }))).toBe("fetched");
    expect(await failureOf(assertPublicTarget("https://gibt-es-nicht.example/", { allowPrivate: false, resolve: fakeDns }))).toBe("fetched");
    expect(await failureOf(assertPublicTarget("http://127.0.0.1:8080/", { allowPrivate: true }))).toBe("fetched");
  });
});

describe("guardedFetch limits", () => {
  it("is off for private addresses by default (OUTBOUND_ALLOW_PRIVATE unset)", async () => {
    expect(await failureOf(guardedFetch(`${site.origin}/`))).toBe("blocked_address");
  });

  it("fetches a local server when private addresses are allowed, naming the product in its user agent", async () => {
    const response = await guardedFetch(`${site.origin}/`, { allowPrivate: true });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe("<p>Hallo</p>");
    expect(seenUserAgents.at(-1)).toMatch(/KI-Sichtbarkeit-Check\/1\.0/);
  });

  it("follows 5 redirects and reports each hop", async () => {
    const response = await guardedFetch(`${site.origin}/chain/5`, { allowPrivate: true });
    expect(response.url).toBe(`${site.origin}/chain/0`);
    expect(response.redirects.map((r) => r.status)).toEqual([301, 301, 301, 301, 301]);
  });

  it("refuses a 6th redirect", async () => {
    expect(await failureOf(guardedFetch(`${site.origin}/chain/6`, { allowPrivate: true }))).toBe("too_many_redirects");
  });

  it("cuts the body at the byte limit", async () => {
    const response = await guardedFetch(`${site.origin}/big`, { allowPrivate: true, maxBytes: 100_000 });
    expect(response.truncated).toBe(true);
    expect(response.body.length).toBe(100_000);
  });

  it("stops a gzip bomb at the byte limit after decompression", async () => {
    const response = await guardedFetch(`${site.origin}/bomb`, { allowPrivate: true, maxBytes: 1024 * 1024 });
    expect(response.truncated).toBe(true);
    expect(response.body.length).toBe(1024 * 1024);
  });

  it("gives up on a stalled body at the deadline, with a code and the seconds as a German number", async () => {
    const error = await guardedFetch(`${site.origin}/stall`, { allowPrivate: true, timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundError);
    const { failure, code, params } = error as OutboundError;
    expect({ failure, code, params }).toEqual({ failure: "timeout", code: "outbound.timeout", params: { host: "127.0.0.1", seconds: "0,3" } });
    expect(apiErrorText(code, params)).toContain("0,3 Sekunden");
  });

  it("reports an unknown domain as a DNS failure", async () => {
    expect(await failureOf(guardedFetch("http://gibt-es-nicht.example/", { resolve: fakeDns }))).toBe("dns");
  });

  it("reports a closed port as unreachable", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await failureOf(guardedFetch(`http://127.0.0.1:${closedPort}/`, { allowPrivate: true }))).toBe("unreachable");
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = guardedFetch(`${site.origin}/stall`, { allowPrivate: true, signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failureOf(pending)).toBe("aborted");
  });
});

describe("decodeText", () => {
  const latin1 = Buffer.from("<p>Grüße aus Nürnberg</p>", "latin1");

  it("uses the charset of the Content-Type header", () => {
    expect(decodeText(latin1, "text/html; charset=ISO-8859-1")).toBe("<p>Grüße aus Nürnberg</p>");
  });

  it("finds a meta charset when the header names none", () => {
    const body = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeText(body, "text/html")).toContain("Grüße aus Nürnberg");
  });

  it("defaults to UTF-8 and survives unknown labels", () => {
    expect(decodeText(Buffer.from("Grüße"), "text/html; charset=nonsense")).toBe("Grüße");
  });
});
