import { strToU8, zipSync } from "fflate";
import { generateJsonLd, type SchemaForm } from "@/lib/generators/json-ld";
import { generateMetaTags } from "@/lib/generators/meta-tags";
import { generateRobotsTxt } from "@/lib/generators/robots-txt";
import { mergeRobotsTxt } from "@/lib/generators/robots-merge";
import { reviewSitemap, sitemapXmlOf } from "@/lib/generators/sitemap";
import { buildLlmsTxt } from "@/lib/llms-txt/format";
import { generateOrganizationJsonLd, type OrganizationForm } from "@/lib/generators/organization-json-ld";
import { expectsLocalFacts } from "./kind-scope";
import { metaPrefill, robotsPrefill, schemaPrefill, sitemapPrefill, type SchemaPrefill } from "./prefill";
import type { CheckFacts, Finding } from "./types";

/** What the kit reads of a check: the coded outcome or the shown result. */
type KitInput = CheckFacts & { overallScore: number; categories: { findings: Pick<Finding, "id" | "status">[] }[] };

/**
 * "Alle Korrekturen herunterladen": every fix the generators can make from one check,
 * pre-filled as on the generator pages, as files of one ZIP (fflate), with a German
 * LIESMICH.txt saying where each file goes (texts: messages/de.json "FixKit"). Pure;
 * runs in the browser.
 */

const KIT_FILE_NAMES = {
  jsonLd: "json-ld.html",
  robots: "robots.txt",
  llms: "llms.txt",
  meta: "meta-tags.html",
  sitemap: "sitemap.xml",
  readme: "LIESMICH.txt",
} as const;

type KitFile = keyof typeof KIT_FILE_NAMES;

/** The files of the kit by name, as text. */
export type FixKitFiles = Partial<Record<(typeof KIT_FILE_NAMES)[KitFile], string>>;

/** The site had no readable sitemap (the check's sitemap finding failed). */
function siteLacksSitemap(result: KitInput): boolean {
  const finding = result.categories.flatMap((c) => c.findings).find((f) => f.id === "crawling.sitemap");
  return finding?.status === "fail";
}

/** The kind the check assumed, when it names a business without premises (lib/readiness/kind-scope.ts expectsLocalFacts). */
function onlineKind(result: KitInput): "online-shop" | "online-service" | null {
  const kind = result.businessKind?.kind;
  return expectsLocalFacts(kind) ? null : kind === "online-shop" ? "online-shop" : "online-service";
}

/** schema.org property names of the pre-filled fields, for the kit's comment on fields left empty. */
const SCHEMA_PROPERTY: Partial<Record<keyof SchemaPrefill["fields"], string>> = {
  name: "name",
  street: "streetAddress",
  postalCode: "postalCode",
  city: "addressLocality",
  country: "addressCountry",
  phone: "telephone",
  email: "email",
  openingHours: "openingHoursSpecification",
};

/**
 * The JSON-LD block. A business fact read in one place only (uncertain) is left empty,
 * and a comment above the block names it with what was found and where, for the owner
 * to check and fill in: the kit guesses nothing.
 */
function jsonLdOf(result: KitInput, text: FixKitText): string | null {
  const { businessType, fields } = schemaPrefill(result);
  if (!fields.name) return null;
  const uncertain = (Object.keys(SCHEMA_PROPERTY) as (keyof SchemaPrefill["fields"])[]).filter((key) => fields[key]?.certainty === "uncertain");
  const sure = (key: keyof SchemaPrefill["fields"]) => (uncertain.includes(key) ? undefined : fields[key]?.value);
  const notes = uncertain.map((key) => text("jsonLdUncertainField", { property: SCHEMA_PROPERTY[key]!, value: fields[key]!.value.replace(/--/g, "–"), url: fields[key]!.url }));
  // An uncertain country is not pre-filled at all (lib/readiness/prefill.ts), but named here for the owner to check.
  const country = fields.country ? undefined : result.businessFacts?.country?.[0];
  if (country) notes.push(text("jsonLdUncertainField", { property: "addressCountry", value: country.value, url: country.url }));
  const comment = notes.length ? `<!--\n${text("jsonLdUncertain")}\n${notes.join("\n")}\n-->\n` : "";
  const sameAs = fields.sameAs?.value.split(/\s+/);
  // A business without premises: the generator's online mode (schemaPrefill gave OnlineStore or OnlineBusiness).
  if (onlineKind(result)) {
    const organization: OrganizationForm = { name: sure("name") ?? "", type: businessType, website: fields.website?.value, logo: fields.image?.value, email: sure("email"), phone: sure("phone"), sameAs };
    return `${comment}${generateOrganizationJsonLd(organization)}`;
  }
  const form: SchemaForm = {
    name: sure("name") ?? "",
    businessType,
    address: { street: sure("street"), postalCode: sure("postalCode"), city: sure("city"), country: sure("country") },
    phone: sure("phone"),
    email: sure("email"),
    website: fields.website?.value,
    // Hours the page states in words the generator cannot read are left out, not guessed.
    openingHours: sure("openingHours") ?? "",
    image: fields.image?.value,
    sameAs,
  };
  return `${comment}${generateJsonLd(form)}`;
}

function robotsOf(result: KitInput, sitemapUrl: string | null): string {
  const prefill = robotsPrefill(result);
  if (prefill.current) return mergeRobotsTxt(prefill.current.value, { allowAgents: prefill.allowAgents, sitemapUrl: sitemapUrl ?? prefill.sitemapUrl }).text;
  return generateRobotsTxt({ disallowPaths: "", crawlDelay: 0, sitemapUrl: sitemapUrl ?? prefill.sitemapUrl ?? undefined });
}

/** An llms.txt from the check alone: name, description and the home page's links by their link text. */
function llmsOf(result: KitInput, text: FixKitText): string {
  const name = schemaPrefill(result).fields.name?.value ?? new URL(result.finalUrl).hostname;
  const summary = result.siteFacts.metaDescription ?? "";
  const seen = new Set([result.finalUrl]);
  const links = result.siteFacts.internalLinks.filter((l) => l.text && !seen.has(l.url) && seen.add(l.url)).slice(0, 20);
  const legal = /impressum|imprint|datenschutz|privacy|agb/i;
  return buildLlmsTxt({
    name,
    summary,
    sections: [
      { title: text("llms.pages"), links: [{ title: text("llms.home"), url: result.finalUrl }, ...links.filter((l) => !legal.test(l.url)).map((l) => ({ title: l.text, url: l.url }))] },
      // "Optional" is the llmstxt.org name of the section a reader may skip.
      { title: "Optional", links: links.filter((l) => legal.test(l.url)).map((l) => ({ title: l.text, url: l.url })) },
    ],
  });
}

function sitemapOf(result: KitInput, today: string): { xml: string; url: string } | null {
  if (!siteLacksSitemap(result)) return null;
  const { baseUrl, paths } = sitemapPrefill(result);
  try {
    const review = reviewSitemap({ baseUrl, pages: paths.map((url) => ({ url, priority: url === "/" ? 1 : 0.8, changefreq: "monthly", lastmod: today })) });
    return { xml: sitemapXmlOf(review.entries), url: `${new URL(baseUrl).origin}/sitemap.xml` };
  } catch {
    return null;
  }
}

/**
 * The kit's German texts: messages/de.json "FixKit", e.g. useTranslations("FixKit") in
 * the browser, createTranslator in tests and benches.
 */
export type FixKitText = (key: FixKitKey, params?: Record<string, string | number>) => string;

type FixKitKey =
  | "readme.title"
  | "readme.created"
  | "readme.review"
  | "readme.filesTitle"
  | `readme.file.${"jsonLd" | "jsonLdOrganization" | "meta" | "robots" | "sitemap" | "llms"}`
  | `readme.${"wordpress" | "wix" | "jimdo" | "other"}`
  | "readme.recheck"
  | "metaWithoutDescription"
  | "jsonLdUncertain"
  | "jsonLdUncertainField"
  | "llms.pages"
  | "llms.home";

/** LIESMICH.txt for the files in the kit: what each file is, and where it goes per site builder. */
function readmeOf(result: KitInput, files: FixKitFiles, checkedOn: string, text: FixKitText): string {
  const has = (name: string) => name in files;
  const fileLines = (["jsonLd", "meta", "robots", "sitemap", "llms"] as const)
    .filter((file) => has(KIT_FILE_NAMES[file]))
    .map((file) => text(`readme.file.${file === "jsonLd" && onlineKind(result) ? "jsonLdOrganization" : file}`));
  const lines = [
    text("readme.title", { url: result.finalUrl }),
    text("readme.created", { date: checkedOn, score: result.overallScore }),
    "",
    text("readme.review"),
    "",
    text("readme.filesTitle"),
    ...fileLines,
    "",
    text("readme.wordpress"),
    "",
    text("readme.wix"),
    "",
    text("readme.jimdo"),
    "",
    text("readme.other"),
    "",
    text("readme.recheck"),
    "",
  ];
  return lines.join("\n").replace(/\r?\n/g, "\r\n");
}

/**
 * The kit's files for a check result.
 * @param today the visitor's date as YYYY-MM-DD (sitemap lastmod and LIESMICH.txt)
 * @param text the kit's German texts (messages/de.json "FixKit")
 */
export function fixKitFiles(result: KitInput, today: string, text: FixKitText): FixKitFiles {
  const files: FixKitFiles = {};
  const jsonLd = jsonLdOf(result, text);
  if (jsonLd) files[KIT_FILE_NAMES.jsonLd] = `${jsonLd}\n`;
  const meta = metaPrefill(result).fields;
  if (meta.title) {
    const tags = generateMetaTags({ title: meta.title.value, description: meta.description?.value ?? "", pageUrl: meta.pageUrl?.value, ogImage: meta.ogImage?.value });
    // No description on the site: say so instead of shipping empty tags.
    files[KIT_FILE_NAMES.meta] = meta.description
      ? `${tags}\n`
      : `<!-- ${text("metaWithoutDescription")} -->\n${tags.split("\n").filter((l) => !l.includes('content=""')).join("\n")}\n`;
  }
  const sitemap = sitemapOf(result, today);
  if (sitemap) files[KIT_FILE_NAMES.sitemap] = sitemap.xml;
  files[KIT_FILE_NAMES.robots] = robotsOf(result, sitemap?.url ?? null);
  files[KIT_FILE_NAMES.llms] = llmsOf(result, text);
  const [y, m, d] = today.split("-");
  files[KIT_FILE_NAMES.readme] = readmeOf(result, files, `${d}.${m}.${y}`, text);
  return files;
}

/**
 * The kit as one ZIP archive.
 * @returns the ZIP's bytes (DEFLATE, file times = the check time)
 */
export function fixKitZip(result: KitInput, today: string, text: FixKitText): Uint8Array {
  const files = fixKitFiles(result, today, text);
  const mtime = new Date(result.checkedAt);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]])), { level: 6 });
}
