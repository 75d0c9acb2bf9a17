import { findAddress } from "./business-facts";
import type { PageFacts } from "./page-facts";
import { isLocalBusinessType, ORGANIZATION_TYPES } from "./schema-types";

/**
 * The evidence a business kind is read from (lib/readiness/business-kind.ts weighs it).
 * Each detector reads one page: its parsed facts and, for shop software, its HTML code.
 * Words count only in the visible text, software only in the code (script and style
 * addresses, class names, the generator tag), so an agency that writes "wir entwickeln
 * Shops mit Shopware" is not taken for a Shopware shop.
 */

/** One page the check read (home page, imprint, contact, about), as the kind detection needs it. */
export interface KindPage {
  facts: PageFacts;
  /** The page's HTML as served; shop software is recognised in it. */
  html: string;
  /**
   * "imprint": only its markup, address, hours and map count, not its words: an imprint
   * names the site's makers ("Webdesign & Umsetzung: …") and the EU's dispute platform.
   */
  role?: "home" | "imprint" | "contact" | "about";
}

/** Which kind a signal speaks for; `local`, `online-shop` or `online-service`. */
type SignalKind = "local" | "online-shop" | "online-service";

type KindSignalCode =
  // local
  | "local-business-type"
  | "opening-hours"
  | "opening-hours-markup"
  | "address-with-hours"
  | "address-with-map"
  | "map"
  | "premises"
  // online shop
  | "add-to-cart"
  | "cart-link"
  | "shop-software"
  | "product-markup"
  | "shipping-terms"
  // online service or agency
  | "service-type"
  | "organization-type"
  | "software-words"
  | "agency-words"
  | "builds-for-others"
  | "nationwide"
  | "remote"
  | "online-booking";

/** A piece of evidence: what it speaks for, how much (1 weak … 3 strong), what was seen and where. */
export interface KindSignal {
  code: KindSignalCode;
  kind: SignalKind;
  weight: number;
  /** What was seen, shortened: a type name, a phrase of the text, a software name. */
  value?: string;
  /** The page it was seen on. */
  url: string;
}

type Found = Omit<KindSignal, "url">;

/**
 * Characters of a page's text and HTML that are read: the head of the page and its end
 * (where the footer names the address). Evidence of a kind sits there on every real page,
 * and it bounds the work on a 5 MB page (issue 32: under 1 s of CPU per check).
 */
const TEXT_HEAD = 60_000;
const TEXT_TAIL = 20_000;
const HTML_HEAD = 200_000;
const HTML_TAIL = 50_000;
/** Links read per page: a cart, checkout or map link sits in the navigation, the content or the footer. */
const MAX_LINKS = 2_000;

function bounded(text: string, head: number, tail: number): string {
  return text.length <= head + tail ? text : `${text.slice(0, head)}\n${text.slice(-tail)}`;
}

/** Types that say "goods are sold here"; an Offer alone is no shop (a SaaS's price plan has one too). */
const PRODUCT_TYPES = new Set(["Product", "ProductGroup", "OnlineStore", "IndividualProduct"]);
/** Software and businesses without premises. */
const SERVICE_TYPES = new Set(["SoftwareApplication", "WebApplication", "MobileApplication", "OnlineBusiness"]);
/**
 * LocalBusiness subtypes that say little about premises: the generic type (often chosen by
 * agencies because generators offer it first) and ProfessionalService (agencies, consultants).
 */
const WEAK_LOCAL_TYPES = new Set(["LocalBusiness", "ProfessionalService"]);

const DAY = String.raw`(?:Mo|Di|Mi|Do|Fr|Sa|So|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|täglich|werktags)\.?`;
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?`;
/**
 * Days followed by a time range: "Mo–Fr 6:30–18:00", "Dienstag bis Freitag 8–18 Uhr",
 * "Montag 7:30 – 19:00", "täglich 7:00–22:00 Uhr". A bare "8–12" without ":" or "Uhr" is
 * no time (see hasClock).
 */
const HOURS = new RegExp(
  String.raw`(?<![\p{L}])${DAY}(?:\s*(?:-|–|bis|und|,|&)\s*${DAY})*\s*:?\s*(?:von\s*)?${TIME}\s*(?:Uhr\s*)?(?:-|–|bis)\s*${TIME}(?:\s*Uhr)?`,
  "giu",
);
const HAS_CLOCK = /\d[:.]\d{2}|uhr/i;
/** A heading or word that names the times the premises are open. */
const HOURS_LABEL = /(?:öffnungszeiten|sprechzeiten|sprechstunden|praxiszeiten|bürozeiten|geschäftszeiten|ladenöffnungszeiten|geöffnet|rezeption|hofladen|studiozeiten)\W*$/iu;
/** Times a business can be reached, not visited: support lines, hotlines, emergency service. */
const REACH_CONTEXT = /(?:support|hotline|kundenservice|kundendienst|service-?team|erreichbar|erreichen sie|erreichbarkeit|telefonisch|notdienst|chat|live-?chat)\W[^.]{0,60}$/iu;

const MAP_IFRAME = /google\.[a-z.]+\/maps|maps\.google\.|openstreetmap\.org|bing\.com\/maps|maps\.apple\.com|map\.search\.ch|here\.com/i;
const MAP_LINK = /google\.[a-z.]+\/maps|maps\.google\.|maps\.app\.goo\.gl|goo\.gl\/maps|openstreetmap\.org|maps\.apple\.com|bing\.com\/maps|map\.search\.ch/i;
const PREMISES = /\b(?:anfahrt|wegbeschreibung|parkplätze|parkplatz|besuchen sie uns|in unserem (?:laden|geschäft|büro|studio|salon|restaurant)|im laden|ladengeschäft|filiale|filialen|hofladen|showroom|hausbesuche|barrierefreier zugang|lift vorhanden)\b/iu;

/** Element text of an add-to-cart control: the whole text of a button or link, not a sentence. */
const ADD_TO_CART = />\s*(?:in den warenkorb(?: legen)?|zum warenkorb hinzufügen|in den einkaufswagen|add to cart|add to basket|jetzt kaufen)\s*</i;
const ADD_TO_CART_CODE = /add[-_]to[-_]cart|\btocart\b|btn-buy|name="inWarenkorb"|buy_now/i;
const CART_LINK_TEXT = /^(?:warenkorb|zum warenkorb|ihr warenkorb|zur kasse|kasse|einkaufswagen|cart|basket|checkout)(?:\s*\(\d+\))?$/i;
const CART_PATH = /\/(?:cart|warenkorb|checkout|kasse|basket|shopping_cart\.php)(?:\/|$|\?|\.)/i;
const SHIPPING = /zzgl\.?\s*(?:gesetzl\.?\s*)?(?:versand|versandkosten)|versandkostenfrei|gratis lieferung|lieferzeit|widerrufsbelehrung|widerrufsrecht/iu;

/** Shop software as it shows in a page's code (not its text): first match names the software. */
const SHOP_SOFTWARE: [name: string, code: RegExp][] = [
  ["Shopify", /cdn\.shopify\.com|\.myshopify\.com|Shopify\.(?:shop|theme)\b|\/cdn\/shop\//],
  ["WooCommerce", /\/plugins\/woocommerce\/|class="[^"]*\bwoocommerce\b|content="WooCommerce/i],
  ["Shopware", /content="Shopware|\/bundles\/storefront\/|\/js\/storefront\/storefront\.js|is-ctl-(?:navigation|product|checkout)/i],
  ["JTL-Shop", /content="JTL-Shop|\/templates\/NOVA\//i],
  ["Magento", /x-magento-init|Magento_[A-Z]|\/static\/version\d+\/frontend\//],
  ["Gambio", /content="Gambio/i],
  ["OXID", /content="OXID|\/out\/(?:flow|wave)\//i],
  ["PrestaShop", /content="PrestaShop|prestashop\s*=/i],
  ["plentymarkets", /plentymarkets|plenty-shop/i],
];

const SOFTWARE_WORDS = /\b(?:software|saas|cloud|web-?app|app store|plattform|kostenlos testen|gratis testen|jetzt testen|demo anfordern|demo vereinbaren|pro monat|\/\s?monat|monatsabo|monatlich kündbar|registrieren|swissdec|api|im browser|ohne installation)\b/giu;
const AGENCY_WORDS = /\b(?:[\p{L}-]*agentur|webdesign|webentwicklung|softwareentwicklung|online-marketing|content-marketing|social media marketing|suchmaschinenoptimierung|seo|google ads|freelance|full-stack|texterin|texter|webflow)\b/giu;
/** The business builds websites, shops or apps for others: its shop words describe its customers' shops. */
const BUILDS_FOR_OTHERS =
  /\b(?:wir|ich)\s+(?:entwickeln|entwickle|bauen|baue|erstellen|erstelle|programmieren|programmiere|betreuen|betreue|gestalten|gestalte)\s+(?:[\p{L}-]+\s+){0,3}(?:online-?shops?|webshops?|shops?|websites?|webseiten|apps?|web-apps?)\b|\b(?:shop-entwicklung|e-commerce-agentur|shopify-agentur|shopware-agentur|woocommerce-agentur|webagentur|digitalagentur)\b/iu;
const NATIONWIDE =
  /\b(?:deutschlandweit|bundesweit|österreichweit|schweizweit|dach-weit|europaweit|weltweit|in ganz (?:deutschland|österreich|der schweiz)|in der ganzen schweiz|im gesamten (?:dach-raum|deutschsprachigen raum|bundesgebiet)|deutschland, österreich und (?:der )?schweiz)\b/iu;
const REMOTE = /\b(?:remote|ortsunabhängig|per video|per zoom|per videokonferenz|videokonferenz|video-call|per teams|fernwartung|komplett online|komplett digital|von zu hause aus|ohne anfahrtsweg)\b/iu;
const ONLINE_BOOKING = /\b(?:online-coaching|online-kurse?|online-beratung|webinare?|live-webinare|videosprechstunde|erstgespräch online buchen|calendly)\b/iu;

function excerpt(text: string, index: number, length: number): string {
  return text.slice(index, index + length).replace(/\s+/g, " ").trim().slice(0, 60);
}

/** Opening hours in the text: labelled ones weigh 2, unlabelled 1, support and hotline times nothing. */
function openingHours(text: string): Found | null {
  let best: Found | null = null;
  for (const match of text.matchAll(HOURS)) {
    if (!HAS_CLOCK.test(match[0])) continue;
    const before = text.slice(Math.max(0, match.index - 80), match.index);
    if (REACH_CONTEXT.test(before)) continue;
    const labelled = HOURS_LABEL.test(before.slice(-40));
    const found: Found = { code: "opening-hours", kind: "local", weight: labelled ? 2 : 1, value: excerpt(text, match.index, match[0].length) };
    if (labelled) return found;
    best ??= found;
  }
  return best;
}

function distinctWords(text: string, pattern: RegExp): string[] {
  return [...new Set([...text.matchAll(pattern)].map((m) => m[0].toLowerCase()))];
}

function markupSignals(facts: PageFacts): Found[] {
  const out: Found[] = [];
  const types = facts.entities.flatMap((e) => e.types);
  const strongLocal = types.find((t) => isLocalBusinessType([t]) && !WEAK_LOCAL_TYPES.has(t));
  if (strongLocal) out.push({ code: "local-business-type", kind: "local", weight: 3, value: strongLocal });
  else if (types.includes("LocalBusiness")) out.push({ code: "local-business-type", kind: "local", weight: 1, value: "LocalBusiness" });
  if (facts.entities.some((e) => e.props.openingHoursSpecification !== undefined || e.props.openingHours !== undefined)) {
    out.push({ code: "opening-hours-markup", kind: "local", weight: 2, value: "openingHoursSpecification" });
  }
  const product = types.find((t) => PRODUCT_TYPES.has(t));
  if (product) out.push({ code: "product-markup", kind: "online-shop", weight: 3, value: product });
  const service = types.find((t) => SERVICE_TYPES.has(t));
  if (service) out.push({ code: "service-type", kind: "online-service", weight: 3, value: service });
  const organization = types.find((t) => ORGANIZATION_TYPES.has(t) && !PRODUCT_TYPES.has(t) && !SERVICE_TYPES.has(t));
  if (organization && !strongLocal) out.push({ code: "organization-type", kind: "online-service", weight: 1, value: organization });
  return out;
}

function mapSignal(facts: PageFacts): Found | null {
  const iframe = facts.iframeSources.find((src) => MAP_IFRAME.test(src));
  if (iframe) return { code: "map", kind: "local", weight: 2, value: new URL(iframe, facts.url).hostname };
  const link = facts.links.slice(0, MAX_LINKS).find((l) => MAP_LINK.test(l.href));
  if (link) return { code: "map", kind: "local", weight: 1, value: link.text || new URL(link.href, facts.url).hostname };
  if (facts.entities.some((e) => e.props.geo !== undefined || e.props.hasMap !== undefined)) return { code: "map", kind: "local", weight: 1, value: "geo" };
  return null;
}

function shopSignals(page: KindPage, text: string, buildsForOthers: boolean): Found[] {
  const out: Found[] = [];
  const { facts } = page;
  const html = bounded(page.html, HTML_HEAD, HTML_TAIL);
  const addToCart = ADD_TO_CART.exec(html) ?? ADD_TO_CART_CODE.exec(html);
  if (addToCart) out.push({ code: "add-to-cart", kind: "online-shop", weight: 3, value: addToCart[0].replace(/[<>]/g, "").trim().slice(0, 40) });
  const cart = facts.links.slice(0, MAX_LINKS).find((l) => CART_LINK_TEXT.test(l.text.trim()) || (l.internal && CART_PATH.test(l.href)));
  if (cart) out.push({ code: "cart-link", kind: "online-shop", weight: 2, value: cart.text || cart.href });
  const software = SHOP_SOFTWARE.find(([, code]) => code.test(html));
  if (software) out.push({ code: "shop-software", kind: "online-shop", weight: 3, value: software[0] });
  // A shop's legal lines; in an agency's text they describe its customers' shops.
  const shipping = buildsForOthers ? null : SHIPPING.exec(text);
  if (shipping) out.push({ code: "shipping-terms", kind: "online-shop", weight: 1, value: shipping[0] });
  return out;
}

function serviceSignals(text: string, buildsForOthers: string | undefined): Found[] {
  const out: Found[] = [];
  const software = distinctWords(text, SOFTWARE_WORDS);
  if (software.length) out.push({ code: "software-words", kind: "online-service", weight: Math.min(3, software.length), value: software.slice(0, 3).join(", ") });
  const agency = distinctWords(text, AGENCY_WORDS);
  if (agency.length) out.push({ code: "agency-words", kind: "online-service", weight: agency.length >= 2 ? 2 : 1, value: agency.slice(0, 3).join(", ") });
  if (buildsForOthers) out.push({ code: "builds-for-others", kind: "online-service", weight: 2, value: buildsForOthers });
  const nationwide = NATIONWIDE.exec(text);
  if (nationwide) out.push({ code: "nationwide", kind: "online-service", weight: 2, value: nationwide[0] });
  const remote = REMOTE.exec(text);
  if (remote) out.push({ code: "remote", kind: "online-service", weight: 2, value: remote[0] });
  const booking = ONLINE_BOOKING.exec(text);
  if (booking) out.push({ code: "online-booking", kind: "online-service", weight: 1, value: booking[0] });
  return out;
}

/**
 * Every signal on one page, without the site-wide ones (an address with opening hours
 * or a map, see siteSignals).
 * @param buildsForOthers the site describes shops or websites it builds for others
 */
function pageSignals(page: KindPage, buildsForOthers: string | undefined): Found[] {
  const { facts } = page;
  const text = bounded(facts.bodyText, TEXT_HEAD, TEXT_TAIL);
  const hours = openingHours(text);
  const map = mapSignal(facts);
  const found = [...markupSignals(facts), ...(hours ? [hours] : []), ...(map ? [map] : [])];
  if (page.role === "imprint") return found;
  const premises = PREMISES.exec(text);
  return [
    ...found,
    ...(premises ? [{ code: "premises", kind: "local", weight: 1, value: premises[0] } as const] : []),
    ...shopSignals(page, text, !!buildsForOthers),
    ...serviceSignals(text, buildsForOthers),
  ];
}

/**
 * The kind signals of a site: every page's, each code counted once (its strongest
 * occurrence), plus "address-with-hours" / "address-with-map" when a visible postal
 * address and opening hours (or a map) were both found: the premises a local business
 * has and an online one only names in its imprint.
 * @param pages the pages read, the checked page first
 */
export function collectKindSignals(pages: readonly KindPage[]): KindSignal[] {
  const buildsForOthers = pages.map((p) => (p.role === "imprint" ? undefined : BUILDS_FOR_OTHERS.exec(bounded(p.facts.bodyText, TEXT_HEAD, TEXT_TAIL))?.[0])).find(Boolean);
  const byCode = new Map<KindSignalCode, KindSignal>();
  for (const page of pages) {
    for (const found of pageSignals(page, buildsForOthers)) {
      const seen = byCode.get(found.code);
      if (!seen || found.weight > seen.weight) byCode.set(found.code, { ...found, url: page.facts.url.href });
    }
  }
  const address = pages.map((p) => ({ url: p.facts.url.href, address: findAddress(bounded(p.facts.bodyText, TEXT_HEAD, TEXT_TAIL)) })).find((a) => a.address.street && a.address.postal);
  if (address) {
    const value = `${address.address.street}, ${address.address.postal} ${address.address.town ?? ""}`.trim();
    if (byCode.get("opening-hours")) byCode.set("address-with-hours", { code: "address-with-hours", kind: "local", weight: 2, value, url: address.url });
    else if (byCode.get("map")) byCode.set("address-with-map", { code: "address-with-map", kind: "local", weight: 2, value, url: address.url });
  }
  return [...byCode.values()];
}
