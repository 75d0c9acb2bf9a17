import { describe, expect, it } from "vitest";
import { OutboundError, type GuardedResponse } from "@/lib/outbound/guarded-fetch";
import { sitemapProblemText } from "./issue-text";
import { loadSitemaps, type SitemapDeps } from "./sitemaps";

const SITE = "https://praxis.de";

function answer(url: string, status: number, body = ""): GuardedResponse {
  return { url, status, headers: new Headers({ "content-type": "application/xml" }), body: Buffer.from(body), truncated: false, redirects: [], elapsedMs: 1 };
}

const urlset = (...locs: string[]) => `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<url><loc>${l}</loc></url>`).join("")}</urlset>`;
const index = (...locs: string[]) => `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((l) => `<sitemap><loc>${l}</loc></sitemap>`).join("")}</sitemapindex>`;

/** A site whose files answer as `files` says: a body (200), a status, an OutboundError, or null (the crawl's time ran out). */
function deps(files: Record<string, string | number | OutboundError | null>, disallowed: Record<string, string | null> = {}): SitemapDeps {
  return {
    isSameSite: (url) => new URL(url).hostname === "praxis.de",
    isAllowed: async (url) => (url in disallowed ? { allowed: false, rule: disallowed[url]! } : { allowed: true, rule: null }),
    fetchFile: async (url) => {
      const file = files[url];
      if (file === null) return null;
      if (file instanceof OutboundError) return { response: null, error: file };
      if (typeof file === "number") return { response: answer(url, file), error: null };
      return { response: answer(url, 200, file ?? ""), error: null };
    },
  };
}

describe("loadSitemaps: why a file was not read, as codes rendered in German", () => {
  it("names each reason by its code and renders the texts the dashboard shows", async () => {
    const { files, pageUrls } = await loadSitemaps(
      [`${SITE}/sitemap.xml`, `${SITE}/alt.xml`, `${SITE}/weg.xml`, `${SITE}/intern.xml`, `${SITE}/gesperrt.xml`, `${SITE}/spaet.xml`, `${SITE}/kaputt.xml`, `${SITE}/leer.xml`, "https://fremd.de/sitemap.xml"],
      deps(
        {
          [`${SITE}/sitemap.xml`]: urlset(`${SITE}/`, `${SITE}/kontakt`),
          [`${SITE}/alt.xml`]: 404,
          [`${SITE}/weg.xml`]: 503,
          [`${SITE}/intern.xml`]: new OutboundError("dns", "outbound.dns", { params: { host: "praxis.de" } }),
          [`${SITE}/spaet.xml`]: null,
          [`${SITE}/kaputt.xml`]: "<html>",
          [`${SITE}/leer.xml`]: urlset(),
        },
        { [`${SITE}/gesperrt.xml`]: "Disallow: /gesperrt" },
      ),
    );
    expect(pageUrls).toEqual([`${SITE}/`, `${SITE}/kontakt`]);
    expect(files.map((f) => [new URL(f.url).pathname, f.status, f.urls, f.error && sitemapProblemText(f.error)])).toEqual([
      ["/sitemap.xml", null, 0, "liegt auf einer anderen Domain und wird nicht abgerufen"],
      ["/sitemap.xml", 200, 2, null],
      ["/alt.xml", 404, 0, "nicht gefunden (HTTP 404)"],
      ["/weg.xml", 503, 0, "HTTP-Fehler 503"],
      ["/intern.xml", null, 0, "Die Domain praxis.de wurde nicht gefunden. Bitte prüfen Sie die Schreibweise."],
      ["/gesperrt.xml", null, 0, "durch robots.txt gesperrt (Disallow: /gesperrt)"],
      ["/spaet.xml", null, 0, "nicht abgerufen (Zeitlimit der Prüfung erreicht)"],
      ["/kaputt.xml", 200, 0, "keine gültige Sitemap: kein gültiges XML (Zeile 1: Tags falsch verschachtelt oder nicht geschlossen)"],
      ["/leer.xml", 200, 0, "sie enthält keine <loc>-Einträge"],
    ]);
    expect(files[0]!.error).toEqual({ code: "otherDomain" });
    expect(files.at(-1)!.error).toEqual({ code: "noLocs" });
    expect(files[4]!.error).toEqual({ errorCode: "outbound.dns", params: { host: "praxis.de" } });
  });

  it("counts the files over the limit and an index nested too deep", async () => {
    const children = Array.from({ length: 12 }, (_, i) => `${SITE}/teil-${i}.xml`);
    const pages = Object.fromEntries(children.map((url, i) => [url, urlset(`${SITE}/seite-${i}`)]));
    const { files } = await loadSitemaps([`${SITE}/sitemap.xml`], deps({ [`${SITE}/sitemap.xml`]: index(...children), ...pages }));
    expect(files.map((f) => f.error && sitemapProblemText(f.error)).filter(Boolean)).toEqual(["3 weitere Sitemap-Dateien nicht gelesen (höchstens 10 je Prüfung)"]);

    // an index naming a file twice, and two indexes naming the same files: each skipped file counts once
    const twice = await loadSitemaps(
      [`${SITE}/sitemap.xml`, `${SITE}/zweiter-index.xml`],
      deps({ [`${SITE}/sitemap.xml`]: index(...children, ...children.slice(8)), [`${SITE}/zweiter-index.xml`]: index(...children.slice(9)), ...pages }),
    );
    expect(twice.files.map((f) => f.error && sitemapProblemText(f.error)).filter(Boolean)).toEqual(["4 weitere Sitemap-Dateien nicht gelesen (höchstens 10 je Prüfung)"]);
    expect(twice.files.at(-1)!.url).toBe(`${SITE}/teil-8.xml`);
    expect(sitemapProblemText({ code: "moreFiles", params: { count: 1, max: 10 } })).toBe("1 weitere Sitemap-Datei nicht gelesen (höchstens 10 je Prüfung)");

    const nested = await loadSitemaps(
      [`${SITE}/sitemap.xml`],
      deps({ [`${SITE}/sitemap.xml`]: index(`${SITE}/a.xml`), [`${SITE}/a.xml`]: index(`${SITE}/b.xml`), [`${SITE}/b.xml`]: index(`${SITE}/c.xml`) }),
    );
    expect(nested.files.map((f) => f.error && sitemapProblemText(f.error))).toEqual([null, null, "Sitemap-Index zu tief verschachtelt – die darin genannten Sitemaps werden nicht gelesen"]);
    expect(sitemapProblemText({ code: "robotsBlocked" })).toBe("durch robots.txt gesperrt");
    expect(sitemapProblemText({ code: "noRoot" })).toBe("keine gültige Sitemap: das Wurzelelement ist weder <urlset> noch <sitemapindex>");
    expect(sitemapProblemText({ code: "tooMany", params: { max: 50_000 } })).toBe("mehr als 50.000 Einträge");
    expect(sitemapProblemText({ code: "noLocsInPart" })).toBe("im geprüften Teil stehen keine <loc>-Einträge");
  });

  it("shows a reason stored as German text before reasons were codes as it is", () => {
    expect(sitemapProblemText("nicht gefunden (HTTP 404)")).toBe("nicht gefunden (HTTP 404)");
    expect(sitemapProblemText({ code: "invalid", params: { error: "das Wurzelelement ist weder <urlset> noch <sitemapindex>" } })).toBe(
      "keine gültige Sitemap: das Wurzelelement ist weder <urlset> noch <sitemapindex>",
    );
    expect(sitemapProblemText({ code: "readPartly", params: { error: "mehr als 50.000 Einträge" } })).toBe("mehr als 50.000 Einträge");
    expect(sitemapProblemText({ errorCode: "outbound.gone", params: {} })).toBe("Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");
  });
});
