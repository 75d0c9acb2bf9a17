import { describe, expect, it } from "vitest";
import { serveDuringTests } from "@/test/local-http-server";
import { fetchSite, SiteNotCheckableError } from "./fetch-site";

/** A tiny site whose pages each test defines by path. */
const pages: Record<string, { status?: number; type?: string; body: string; headers?: Record<string, string> }> = {};
const site = serveDuringTests((req, res) => {
  const page = pages[new URL(req.url ?? "/", "http://x").pathname];
  if (!page) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("nicht da");
  res.writeHead(page.status ?? 200, { "Content-Type": page.type ?? "text/html; charset=utf-8", ...page.headers }).end(page.body);
});


const options = { fetchOptions: { allowPrivate: true } };

describe("fetchSite", () => {
  it("keeps the refreshing page when the meta refresh target cannot be fetched", async () => {
    pages["/weg"] = { body: '<html><head><meta http-equiv="refresh" content="0; url=http://127.0.0.1:9/"></head><body>Weiter</body></html>' };
    const snapshot = await fetchSite(`${site.origin}/weg`, options);
    expect(snapshot.finalUrl).toBe(`${site.origin}/weg`);
    expect(snapshot.metaRefresh).toMatchObject({ fromUrl: `${site.origin}/weg`, target: "http://127.0.0.1:9/" });
    expect(snapshot.metaRefresh?.error).toEqual({ errorCode: "outbound.unreachable", params: { host: "127.0.0.1" } });
  });

  it("follows a meta refresh only once", async () => {
    pages["/eins"] = { body: '<meta http-equiv="refresh" content="0; url=/zwei">' };
    pages["/zwei"] = { body: '<meta http-equiv="refresh" content="0; url=/drei"><p>Zwei</p>' };
    const snapshot = await fetchSite(`${site.origin}/eins`, options);
    expect(snapshot.finalUrl).toBe(`${site.origin}/zwei`);
  });

  it("reads the imprint the page links to, with its status, and the Link header", async () => {
    pages["/start"] = { body: '<a href="/rechtliches">Impressum</a>', headers: { Link: `<${site.origin}/start>; rel="canonical"` } };
    pages["/rechtliches"] = { body: "<p>Musterstraße 1, 10115 Berlin</p>" };
    const snapshot = await fetchSite(`${site.origin}/start`, options);
    expect(snapshot.page.linkHeader).toEqual([`<${site.origin}/start>; rel="canonical"`]);
    expect(snapshot.secondPage).toMatchObject({ url: `${site.origin}/rechtliches`, status: 200, kind: "imprint", linkText: "Impressum", text: "<p>Musterstraße 1, 10115 Berlin</p>" });
  });

  it("records an imprint that answers with an error instead of failing", async () => {
    pages["/mit-kaputtem-impressum"] = { body: '<a href="/fehlt">Impressum</a>' };
    const snapshot = await fetchSite(`${site.origin}/mit-kaputtem-impressum`, options);
    expect(snapshot.secondPage).toMatchObject({ status: 404, text: null });
  });

  it("checks 4xx and 5xx pages but not a 429, which only asks to come back later", async () => {
    pages["/kaputt"] = { status: 500, body: "<h1>Serverfehler</h1>" };
    expect((await fetchSite(`${site.origin}/kaputt`, options)).page.status).toBe(500);
    pages["/zu-viel"] = { status: 429, body: "<h1>Zu viele Anfragen</h1>" };
    await expect(fetchSite(`${site.origin}/zu-viel`, options)).rejects.toBeInstanceOf(SiteNotCheckableError);
  });
});
