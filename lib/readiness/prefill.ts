import { AI_CRAWLERS } from "@/lib/crawlers/ai-crawlers";
import { parseRobotsTxt } from "@/lib/crawlers/robots-txt";
import { BUSINESS_TYPES, type BusinessType } from "@/lib/generators/json-ld";
import { isOnlineBusinessType } from "@/lib/generators/organization-json-ld";
import { DESCRIPTION_MAX_LENGTH, shortenAtWordBoundary, TITLE_MAX_LENGTH } from "@/lib/generators/meta-tags";
import type { AddressFact, FactSource, SourcedFact } from "./business-facts";
import type { FactCertainty } from "./facts/types";
import { expectsLocalFacts } from "./kind-scope";
import type { CheckFacts, Finding, FixTool } from "./types";

/**
 * From finding to fix: maps what the checker read on a site to the inputs of the four
 * generators (JSON-LD, meta tags, robots.txt, sitemap), every value with where it was
 * read. Pure; the browser carries the result (sessionStorage), nothing is stored on the
 * server.
 */

/** Where a pre-filled value came from: a fact source, the page's <head>, the sitemap or the home page's links. */
type PrefillSource = FactSource | "page-head" | "sitemap" | "robots-txt" | "home-page-links" | "domain";

export interface PrefillValue {
  value: string;
  source: PrefillSource;
  /** The page or file the value was read from. */
  url: string;
  /** Set on business facts read in one place only: the field says "gefunden, bitte prüfen" (and the fix kit leaves it empty). */
  certainty?: FactCertainty;
}

type SchemaPrefillField = "name" | "street" | "postalCode" | "city" | "country" | "phone" | "email" | "website" | "openingHours" | "image" | "sameAs";

export interface SchemaPrefill {
  businessType: BusinessType;
  /** Which schema.org type it was derived from, when the JSON-LD named one. */
  businessTypeFrom?: string;
  fields: Partial<Record<SchemaPrefillField, PrefillValue>>;
}

export interface MetaPrefill {
  fields: Partial<Record<"title" | "description" | "pageUrl" | "ogImage", PrefillValue>>;
  /** The page's title and description as found, before shortening (null when missing). */
  original: { title: string | null; description: string | null };
}

export interface RobotsPrefill {
  /** The checked page, for the page to name the site. */
  siteUrl: string;
  /** The site's robots.txt as served, or null when it has none (then a new file is proposed). */
  current: PrefillValue | null;
  /** AI crawlers for answers with sources that the current file blocks from the checked page. */
  allowAgents: string[];
  sitemapUrl: string | null;
}

export interface SitemapPrefill {
  baseUrl: string;
  /** Paths relative to baseUrl ("/", "/leistungen"), distinct, at most MAX_SITEMAP_PAGES. */
  paths: string[];
  source: "sitemap" | "home-page-links";
}

export type Prefill =
  | { tool: "/tool/schema"; data: SchemaPrefill }
  | { tool: "/tool/meta"; data: MetaPrefill }
  | { tool: "/tool/robots"; data: RobotsPrefill }
  | { tool: "/tool/sitemap"; data: SitemapPrefill };

export type PrefillTool = Prefill["tool"];
export const PREFILL_TOOLS: readonly PrefillTool[] = ["/tool/schema", "/tool/meta", "/tool/robots", "/tool/sitemap"];
const MAX_SITEMAP_PAGES = 200;

/** More specific schema.org types the generator's eight types stand for (schema.org type hierarchy). */
const PARENT_TYPE: Record<string, BusinessType> = {
  FoodEstablishment: "Restaurant", Bakery: "Restaurant", BarOrPub: "Restaurant", CafeOrCoffeeShop: "Restaurant", FastFoodRestaurant: "Restaurant", IceCreamShop: "Restaurant", Winery: "Restaurant", Brewery: "Restaurant",
  Attorney: "LegalService", Notary: "LegalService",
  BeautySalon: "HealthAndBeautyBusiness", DaySpa: "HealthAndBeautyBusiness", HairSalon: "HealthAndBeautyBusiness", HealthClub: "HealthAndBeautyBusiness", NailSalon: "HealthAndBeautyBusiness", TattooParlor: "HealthAndBeautyBusiness",
  AutoBodyShop: "AutoRepair", AutomotiveBusiness: "AutoRepair", MotorcycleRepair: "AutoRepair",
  AccountingService: "ProfessionalService", FinancialService: "ProfessionalService",
  BikeStore: "Store", BookStore: "Store", ClothingStore: "Store", ElectronicsStore: "Store", Florist: "Store", FurnitureStore: "Store", GardenStore: "Store", HardwareStore: "Store", JewelryStore: "Store", ShoeStore: "Store", SportingGoodsStore: "Store", ToyStore: "Store",
};

/**
 * The generator's online type for a business without premises: OnlineStore for a shop;
 * Organization for an online service or agency (much of whose work, e.g. an agency's,
 * is not done online: schema.org's OnlineBusiness is for the site's own business; it
 * stays when the site names it).
 */
const ONLINE_TYPE = { "online-shop": "OnlineStore", "online-service": "Organization" } as const;

/** The kind the check assumed, when it names a business without premises to visit (expectsLocalFacts false). */
function onlineKindOf(result: Pick<CheckFacts, "businessKind">): keyof typeof ONLINE_TYPE | null {
  const kind = result.businessKind?.kind;
  if (expectsLocalFacts(kind)) return null;
  return kind === "online-shop" ? "online-shop" : "online-service";
}

/**
 * The generator's business type for the site: the business kind the checker assumed,
 * else, for a business judged online, the site's own online type (OnlineStore,
 * OnlineBusiness, Organization) or the kind's (ONLINE_TYPE), else the JSON-LD type (or
 * the generator type it belongs to), else LocalBusiness.
 */
function businessTypeOf(types: readonly string[], assumedKind: BusinessType | undefined, online: keyof typeof ONLINE_TYPE | null): { type: BusinessType; from?: string } {
  if (assumedKind) return { type: assumedKind };
  if (online) {
    const own = types.find((t) => isOnlineBusinessType(t));
    return own ? { type: own, from: own } : { type: ONLINE_TYPE[online] };
  }
  for (const t of types) {
    if ((BUSINESS_TYPES as readonly string[]).includes(t)) return { type: t as BusinessType, from: t };
    if (PARENT_TYPE[t]) return { type: PARENT_TYPE[t], from: t };
  }
  return { type: "LocalBusiness", ...(types[0] ? { from: types[0] } : {}) };
}

function first<T>(facts: SourcedFact<T>[]): SourcedFact<T> | undefined {
  return facts[0];
}

function valueOf(fact: SourcedFact<string> | undefined): PrefillValue | undefined {
  return fact && fact.value.trim() ? { value: fact.value.trim(), source: fact.source, url: fact.url, certainty: fact.certainty } : undefined;
}

/**
 * The business's address: the first (the facts come ordered, confirmed and the
 * business's own first) that has a postal code, with street when one has.
 */
function bestAddress(addresses: SourcedFact<AddressFact>[]): SourcedFact<AddressFact> | undefined {
  const first = addresses.find((a) => a.value.postalCode);
  if (first && !first.value.streetAddress) return addresses.find((a) => a.value.streetAddress && a.value.postalCode && a.certainty === first.certainty) ?? first;
  return first ?? addresses[0];
}

/**
 * The business name as the page title states it, when neither JSON-LD nor og:site_name
 * names it: the first part before a separator ("KLP Hausverwaltung GbR – Ihre Immobilie …").
 */
function nameFromTitle(result: CheckFacts): PrefillValue | undefined {
  const name = result.siteFacts.title?.split(/\s[-–—|·:]\s/u)[0]?.trim();
  return name ? { value: name, source: "page-head", url: result.finalUrl } : undefined;
}

/**
 * The JSON-LD generator's input from the business details the checker read. For a
 * business that is asked no local facts (lib/readiness/kind-scope.ts expectsLocalFacts)
 * the type is OnlineStore or Organization and opening hours are left out.
 * @param assumedKind the business kind the checker assumed, when it did
 */
export function schemaPrefill(result: CheckFacts, assumedKind?: BusinessType): SchemaPrefill {
  const facts = result.businessFacts;
  const fields: SchemaPrefill["fields"] = {};
  const set = (key: SchemaPrefillField, value: PrefillValue | undefined) => {
    if (value) fields[key] = value;
  };
  set("name", valueOf(first(facts.name)) ?? nameFromTitle(result));
  // A business judged to have no premises gets the generator's online mode (issue 33):
  // no address, opening hours or geo, nothing that invites a visit.
  const online = onlineKindOf(result);
  const address = online ? undefined : bestAddress(facts.address);
  if (address) {
    const at = (value: string | undefined) => (value?.trim() ? { value: value.trim(), source: address.source, url: address.url, certainty: address.certainty } : undefined);
    set("street", at(address.value.streetAddress));
    set("postalCode", at(address.value.postalCode));
    set("city", at(address.value.addressLocality));
  }
  // A country only where two hints name it and none disagrees; an uncertain one stays a
  // fact shown with its sources on the result, never a pre-filled guess (issue 32).
  const country = online ? undefined : facts.country.find((c) => c.certainty === "confirmed");
  if (country) set("country", { ...valueOf(country)!, ...(country.evidence[0]?.element === "domain" ? { source: "domain" as const } : {}) });
  set("phone", valueOf(first(facts.telephone)));
  set("email", valueOf(first(facts.email)));
  // Only hours the reader could read: a quote of unreadable hours is not generator input.
  if (!online) set("openingHours", valueOf(facts.openingHours.find((h) => h.specifications.length > 0)));
  set("website", valueOf(first(facts.url)));
  set("image", valueOf(first(facts.logo)) ?? (result.siteFacts.ogImage ? { value: result.siteFacts.ogImage, source: "page-head", url: result.finalUrl } : undefined));
  if (facts.sameAs.length) {
    const distinct = [...new Set(facts.sameAs.map((s) => s.value))];
    set("sameAs", { value: distinct.join("\n"), source: facts.sameAs[0]!.source, url: facts.sameAs[0]!.url });
  }
  const { type, from } = businessTypeOf(result.siteFacts.businessTypes, assumedKind, online);
  return { businessType: type, ...(from ? { businessTypeFrom: from } : {}), fields };
}

/** The meta generator's input: title and description of the checked page, cut at a word boundary to 60 and 160 characters. */
export function metaPrefill(result: CheckFacts): MetaPrefill {
  const { title, metaDescription, ogImage } = result.siteFacts;
  const at = (value: string) => ({ value, source: "page-head" as const, url: result.finalUrl });
  const fields: MetaPrefill["fields"] = { pageUrl: at(result.finalUrl) };
  if (title?.trim()) fields.title = at(shortenAtWordBoundary(title, TITLE_MAX_LENGTH));
  if (metaDescription?.trim()) fields.description = at(shortenAtWordBoundary(metaDescription, DESCRIPTION_MAX_LENGTH));
  if (ogImage) fields.ogImage = at(ogImage);
  return { fields, original: { title, description: metaDescription } };
}

/** AI crawlers that give answers with sources (search and user fetch; no training, no retired tokens). */
export const ANSWER_CRAWLERS: readonly string[] = AI_CRAWLERS.filter((c) => c.purpose !== "training" && !c.legacy).map((c) => c.token);

/** The robots generator's input: the current file and which answer crawlers it shuts out of the checked page. */
export function robotsPrefill(result: CheckFacts): RobotsPrefill {
  const robots = result.siteFacts.robotsTxt;
  const sitemapUrl = result.resources.sitemap.status !== null && result.resources.sitemap.status < 300 ? result.resources.sitemap.url : null;
  if (!robots) return { siteUrl: result.finalUrl, current: null, allowAgents: [], sitemapUrl };
  const parsed = parseRobotsTxt(robots.url, robots.text);
  const allowAgents = ANSWER_CRAWLERS.filter((token) => !parsed.verdict(result.finalUrl, token).allowed);
  return { siteUrl: result.finalUrl, current: { value: robots.text, source: "robots-txt", url: robots.url }, allowAgents, sitemapUrl };
}

/** The sitemap generator's input: the sitemap's URLs on the site's origin, else the home page's internal links. */
export function sitemapPrefill(result: CheckFacts): SitemapPrefill {
  const origin = new URL(result.finalUrl).origin;
  const host = (u: URL) => u.hostname.replace(/^www\./, "");
  const pathOf = (url: string): string | null => {
    try {
      const u = new URL(url);
      // www and the bare domain are one site (sitemaps often name the other one).
      if (host(u) !== host(new URL(origin)) || u.search) return null;
      return `${u.pathname}${u.search}`;
    } catch {
      return null;
    }
  };
  const fromSitemap = result.siteFacts.sitemapUrls.map(pathOf).filter((p): p is string => p !== null);
  const source = fromSitemap.length ? "sitemap" : "home-page-links";
  const candidates = fromSitemap.length ? fromSitemap : ["/", ...result.siteFacts.internalLinks.map((l) => pathOf(l.url)).filter((p): p is string => p !== null)];
  const paths = [...new Set(candidates)].filter((p) => !/\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?)$/i.test(p)).slice(0, MAX_SITEMAP_PAGES);
  return { baseUrl: origin, paths, source };
}

/**
 * The pre-filled input of the generator that fixes a finding, or null when no
 * generator can (the finding names no generator, or names the live test).
 */
export function prefillFor(finding: Pick<Finding, "tool">, result: CheckFacts, assumedKind?: BusinessType): Prefill | null {
  return prefillForTool(finding.tool, result, assumedKind);
}

/** The pre-filled input of one generator; null for tools that are not generators. */
export function prefillForTool(tool: FixTool | undefined, result: CheckFacts, assumedKind?: BusinessType): Prefill | null {
  switch (tool) {
    case "/tool/schema":
      return { tool, data: schemaPrefill(result, assumedKind) };
    case "/tool/meta":
      return { tool, data: metaPrefill(result) };
    case "/tool/robots":
      return { tool, data: robotsPrefill(result) };
    case "/tool/sitemap":
      return { tool, data: sitemapPrefill(result) };
    default:
      return null;
  }
}
