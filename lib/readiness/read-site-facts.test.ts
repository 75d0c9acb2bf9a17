import { describe, expect, it } from "vitest";
import { serveDuringTests } from "@/test/local-http-server";
import { readSiteFacts } from "./read-site-facts";

const requested: string[] = [];
const PAGES: Record<string, string> = {
  "/": '<a href="/kontakt">Kontakt</a> <a href="/impressum">Impressum</a> <a href="/team">Team</a> <a href="/anfahrt">Anfahrt</a><footer><p>Café Limmat, Bahnhofstrasse 10, CH-8001 Zürich</p></footer>',
  "/kontakt": '<p>Telefon <a href="tel:+41441234567">044 123 45 67</a></p><h2>Öffnungszeiten</h2><p>Mo–Fr 7–18 Uhr</p>',
  "/impressum": "<p>Café Limmat GmbH, Bahnhofstrasse 10, 8001 Zürich</p>",
  "/team": "<p>Unser Team</p>",
  "/anfahrt": "<p>Anfahrt</p>",
};
const site = serveDuringTests((req, res) => {
  const path = new URL(req.url ?? "/", "http://x").pathname;
  requested.push(path);
  const body = PAGES[path];
  if (!body) return void res.writeHead(404, { "Content-Type": "text/plain" }).end("nicht da");
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(body);
});

describe("readSiteFacts", () => {
  it("reads home, contact, imprint and about page (4 pages at most) and gives each fact with its sources", async () => {
    const facts = await readSiteFacts(`${site.origin}/`, { fetchOptions: { allowPrivate: true } });
    const htmlPages = requested.filter((p) => !/\.(txt|xml)$/.test(p));
    expect(htmlPages.sort()).toEqual(["/", "/impressum", "/kontakt", "/team"]);
    expect(facts.address[0]).toMatchObject({ value: { streetAddress: "Bahnhofstrasse 10", postalCode: "8001", addressLocality: "Zürich" }, certainty: "confirmed" });
    expect(facts.telephone[0]).toMatchObject({ value: "+41441234567", phoneType: "landline", display: "+41 44 123 45 67", certainty: "confirmed", source: "contact-page" });
    expect(facts.country[0]).toMatchObject({ value: "CH" });
    expect(facts.openingHours[0]).toMatchObject({ value: "Mo-Fr 07:00-18:00", certainty: "uncertain", evidence: [expect.objectContaining({ page: "contact" })] });
  });
});
