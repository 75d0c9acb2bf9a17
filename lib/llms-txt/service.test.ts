import { describe, expect, it } from "vitest";
import { serveDuringTests } from "@/test/local-http-server";
import { llmsTxtProblems } from "./format";
import { draftLlmsTxt } from "./service";

/** A small practice site: home page, sitemap, two pages, one of them gone. */
const site = serveDuringTests((req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  const html = (title: string, description: string) =>
    `<!doctype html><html lang="de"><head><title>${title}</title><meta name="description" content="${description}"></head><body><h1>${title}</h1><a href="/impressum">Impressum</a><a href="/kontakt">Kontakt &amp; Anfahrt</a></body></html>`;
  const pages: Record<string, [string, string]> = {
    "/": ["text/html; charset=utf-8", html("Praxis Sonnenschein | Physiotherapie in Köln", "Physiotherapie in Köln-Ehrenfeld: Krankengymnastik, Manuelle Therapie, Hausbesuche.")],
    "/leistungen": ["text/html; charset=utf-8", html("Leistungen | Praxis Sonnenschein", "Krankengymnastik, Lymphdrainage und Massagen – auf Rezept und privat.")],
    "/impressum": ["text/html; charset=utf-8", html("Impressum | Praxis Sonnenschein", "Angaben nach § 5 DDG.")],
    // A page whose title and heading carry inline JavaScript (a tag manager snippet): the title comes from the home page's link text.
    "/kontakt": ["text/html; charset=utf-8", `<!doctype html><html lang="de"><head><title>window.dataLayer = window.dataLayer || [];</title></head><body><h1><script>dataLayer.push({event: "kontakt"})</script></h1></body></html>`],
    // A page no link names: its heading, without the script inside it.
    "/team": ["text/html; charset=utf-8", `<!doctype html><html lang="de"><head><title>var _paq = []</title></head><body><h1>Unser Team<script>_paq.push(["trackPageView"])</script></h1></body></html>`],
    "/sitemap.xml": ["application/xml", `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${["/", "/leistungen", "/kontakt", "/team", "/impressum", "/alt"].map((p) => `<url><loc>${site.origin}${p}</loc></url>`).join("")}</urlset>`],
  };
  const page = pages[path];
  if (!page) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("nicht da");
  res.writeHead(200, { "Content-Type": page[0] }).end(page[1]);
});


describe("draftLlmsTxt", () => {
  it("drafts from the sitemap through the guarded fetcher, leaving out pages that are gone", async () => {
    const draft = await draftLlmsTxt(`${site.origin}/`, { fetchOptions: { allowPrivate: true } });
    expect(draft.pageCount).toBe(4);
    expect(draft.text).toBe(
      `# Praxis Sonnenschein\n\n> Physiotherapie in Köln-Ehrenfeld: Krankengymnastik, Manuelle Therapie, Hausbesuche.\n\n## Seiten\n\n- [Startseite](${site.origin}/): Physiotherapie in Köln-Ehrenfeld: Krankengymnastik, Manuelle Therapie, Hausbesuche.\n- [Leistungen](${site.origin}/leistungen): Krankengymnastik, Lymphdrainage und Massagen – auf Rezept und privat.\n- [Kontakt & Anfahrt](${site.origin}/kontakt)\n- [Unser Team](${site.origin}/team)\n\n## Optional\n\n- [Impressum](${site.origin}/impressum): Angaben nach § 5 DDG.\n`,
    );
    expect(llmsTxtProblems(draft.text)).toEqual([]);
  });

  it("refuses a loopback address without the local-testing switch", async () => {
    await expect(draftLlmsTxt(`${site.origin}/`)).rejects.toMatchObject({ status: 400 });
  });
});
