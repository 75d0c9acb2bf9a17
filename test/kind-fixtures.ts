import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { extractPageFacts } from "@/lib/readiness/page-facts";
import type { KindPage } from "@/lib/readiness/kind-signals";
import type { BusinessKind } from "@/lib/readiness/business-kind";

/**
 * The kind-detection corpus in test/kind-fixtures: <name>.html is a site's home page
 * (served as https://www.<name>.example/), <name>--<page>.html a further page it links
 * (/<page>, e.g. --impressum, --kontakt); expectations.json holds the expected kind.
 */
const DIR = path.resolve("test/kind-fixtures");

export interface KindFixture {
  name: string;
  expected: BusinessKind;
  country: "DE" | "AT" | "CH";
  structuredData: boolean;
  /** Written before the rules were tuned and never used to change one: its figure is only printed. */
  reportOnly: boolean;
  /** The home page first, then the further pages. */
  pages: (KindPage & { path: string })[];
}

export function kindFixtures(): KindFixture[] {
  const { sites } = JSON.parse(readFileSync(path.join(DIR, "expectations.json"), "utf8")) as {
    sites: Record<string, { kind: BusinessKind; country: KindFixture["country"]; structuredData: boolean; reportOnly: boolean }>;
  };
  const files = readdirSync(DIR);
  return Object.entries(sites).map(([name, site]) => {
    const origin = `https://www.${name}.example`;
    const read = (file: string, pagePath: string) => {
      const html = readFileSync(path.join(DIR, file), "utf8");
      const role = pagePath === "/impressum" ? "imprint" : pagePath === "/kontakt" ? "contact" : pagePath === "/" ? "home" : "about";
      return { path: pagePath, html, role, facts: extractPageFacts(html, `${origin}${pagePath}`) } as const;
    };
    const more = files.filter((f) => f.startsWith(`${name}--`)).map((f) => read(f, `/${f.slice(name.length + 2, -".html".length)}`));
    return { name, expected: site.kind, country: site.country, structuredData: site.structuredData, reportOnly: site.reportOnly, pages: [read(`${name}.html`, "/"), ...more] };
  });
}
