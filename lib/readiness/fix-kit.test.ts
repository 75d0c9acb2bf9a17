import { strFromU8, unzipSync } from "fflate";
import robotsParser from "robots-parser";
import { describe, expect, it } from "vitest";
import { llmsTxtProblems } from "@/lib/llms-txt/format";
import { SHARED_SITE_NAMES, sharedSiteSnapshot, sharedSitesDir } from "@/test/shared-sites";
import { analyzeSite } from "./analyze";
import { fixKitFiles, fixKitZip } from "./fix-kit";
import { fixKitText, jsonLd, page, snapshotFor } from "@/test/readiness-helpers";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("fix kit", () => {
  const html = page(
    `<h1>Praxis</h1><a href="/leistungen">Leistungen</a><a href="/impressum">Impressum</a>`,
    `<title>Praxis Muster | Zahnarzt</title>` + jsonLd({ "@context": "https://schema.org", "@type": "Dentist", name: "Praxis Muster", address: { "@type": "PostalAddress", streetAddress: "Hauptstraße 1", postalCode: "10115", addressLocality: "Berlin" } }),
  );

  it("zips JSON-LD, meta tags, merged robots.txt, llms.txt, a sitemap where none was, and LIESMICH.txt", () => {
    const result = analyzeSite(snapshotFor(html, { sitemap: null, robotsTxt: "User-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n" }), NOW);
    const zip = unzipSync(fixKitZip(result, "2026-11-24", fixKitText));
    expect(Object.keys(zip).sort()).toEqual(["LIESMICH.txt", "json-ld.html", "llms.txt", "meta-tags.html", "robots.txt", "sitemap.xml"]);
    const text = (name: string) => strFromU8(zip[name]!);
    // The address stands only in the JSON-LD (not on the page): uncertain, so left empty with a comment naming it.
    const jsonLdFile = text("json-ld.html");
    expect(jsonLdFile).toMatch(/^<!--\nGefunden, bitte prüfen: [^\n]+\n- streetAddress: „Hauptstraße 1“ \(gefunden auf https:\/\/www\.praxis-muster\.de\/\)\n/);
    const block = JSON.parse(jsonLdFile.replace(/^<!--[\s\S]*?-->\n/, "").replace(/<\/?script[^>]*>/g, ""));
    expect(block).toMatchObject({ "@type": "LocalBusiness", name: "Praxis Muster" });
    expect(JSON.stringify(block)).not.toContain("Hauptstraße");
    const robots = robotsParser("https://www.praxis-muster.de/robots.txt", text("robots.txt"));
    expect(robots.isAllowed("https://www.praxis-muster.de/", "OAI-SearchBot")).toBe(true);
    expect(robots.isAllowed("https://www.praxis-muster.de/", "SomeBot")).toBe(false);
    expect(robots.getSitemaps()).toEqual(["https://www.praxis-muster.de/sitemap.xml"]);
    expect(text("sitemap.xml")).toContain("<loc>https://www.praxis-muster.de/leistungen</loc>");
    expect(llmsTxtProblems(text("llms.txt"))).toEqual([]);
    expect(text("meta-tags.html")).toContain("keine Meta-Description");
    expect(text("meta-tags.html")).not.toContain('content=""');
    for (const where of ["WORDPRESS", "WIX", "JIMDO", "EIGENES HTML"]) expect(text("LIESMICH.txt")).toContain(where);
  });

  it("leaves the sitemap out when the site has one", () => {
    expect(fixKitFiles(analyzeSite(snapshotFor(html), NOW), "2026-11-24", fixKitText)).not.toHaveProperty("sitemap.xml");
  });
});

describe.skipIf(!sharedSitesDir())("fix kit for the shared sites", () => {
  it.each(SHARED_SITE_NAMES)("%s", async (name) => {
    const result = analyzeSite(await sharedSiteSnapshot(name), NOW);
    const files = fixKitFiles(result, "2026-11-24", fixKitText);
    expect(files["json-ld.html"]).toContain('"@context": "https://schema.org"');
    expect(files["robots.txt"]).toBeTruthy();
    expect(llmsTxtProblems(files["llms.txt"]!)).toEqual([]);
    expect(files["LIESMICH.txt"]).toContain(result.finalUrl);
  });
});
