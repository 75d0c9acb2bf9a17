import { findAddress, findEmails, findPhones, HOURS_PATTERN, HOURS_WORD, IMPRINT_LINK, phoneE164, primaryBusiness, type TextAddress } from "../business-facts";
import type { DachCountry } from "../facts/country";
import { emailOfMailto } from "../facts/email";
import type { PageFacts } from "../page-facts";
import type { Copy, Finding } from "../types";
import { copy, infoFinding, list, normalizeForMatch, phoneDigits, quote, statusFor } from "./shared";

/** The imprint or contact page the home page links to, as far as it was fetched. */
export interface SecondPage {
  kind: "imprint" | "contact";
  url: string;
  /** Parsed page; absent when it could not be fetched or is no HTML page. */
  facts?: PageFacts;
  /** Why there are no facts. */
  problem?: Copy;
}

/** "im Impressum (https://…/impressum)": where a detail was found instead of the home page. */
function otherPageName(second: SecondPage): Copy {
  return copy("local.page.named", { page: copy(`local.page.${second.kind}`), url: second.url });
}

/**
 * Local business information, read from the visible text of the home page (what an
 * AI crawler reads), the imprint or contact page it links to (one more fetch) and
 * the structured data. Points:
 * - 25 postal address: on the home page with street and postal code 25, postal code
 *   and town only 12; else on the imprint/contact page 15 (postal code only 10);
 *   else only in structured data 8
 * - 20 phone number: on the home page with a tel: link 20, without 14; else on the
 *   imprint/contact page 10; only as link or in structured data 8
 * - 10 e-mail address: on the home page (mailto: link or text) 10, else on the
 *   imprint/contact page 7
 * - 15 opening hours: visible on the home page 15, else on the contact page or in
 *   structured data 8
 * - 15 Impressum link (required in Germany by § 5 DDG)
 * - 5 map or geo coordinates (geo in structured data, a map embed or map link)
 * - 10 name, address and phone the same everywhere (NAP): structured data, home page
 *   and imprint/contact page; scored when at least two of them can be compared
 */

function stringProp(entity: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = entity?.[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() ? first.trim() : undefined;
}

function describeAddress(address: TextAddress): Copy {
  return copy("local.address.described", {
    street: address.street ? copy("local.address.street", { street: quote(address.street, 50) }) : copy("local.address.noStreet"),
    postal: String(address.postal),
    town: String(address.town),
  });
}

/** What the local checks read: the home page, its business markup, and the imprint/contact page. */
interface LocalContext {
  facts: PageFacts;
  business: Record<string, unknown> | undefined;
  sdAddress: Record<string, unknown> | undefined;
  second: SecondPage | undefined;
  /** The other pages read (contact, about), parsed. */
  more: SecondPage[];
  /** The numbering plan of numbers written without a country code. */
  country: DachCountry;
}

/** Extra pages besides the imprint/contact page, and the site's country, for the local checks. */
export interface LocalOptions {
  morePages?: SecondPage[];
  country?: DachCountry;
}

/**
 * The local findings (see the module comment for the points).
 * @param second the imprint or contact page, as fetched
 * @param options further pages read (a contact page besides the imprint) and the site's country
 */
export function checkLocalBusiness(facts: PageFacts, second?: SecondPage, options: LocalOptions = {}): Finding[] {
  const business = primaryBusiness(facts.entities)?.props;
  const a = business?.address;
  const firstAddress = Array.isArray(a) ? a[0] : a;
  const ctx: LocalContext = {
    facts,
    business,
    sdAddress: firstAddress && typeof firstAddress === "object" ? (firstAddress as Record<string, unknown>) : undefined,
    second,
    more: (options.morePages ?? []).filter((p) => p.facts),
    country: options.country ?? "DE",
  };
  const address = findAddress(facts.bodyText);
  const otherAddress = second?.facts ? findAddress(second.facts.bodyText) : {};
  const phones = findPhones(facts.bodyText, ctx.country);
  const otherPhones = second?.facts ? findPhones(second.facts.bodyText, ctx.country) : [];
  return [
    addressFinding(ctx, address, otherAddress),
    phoneFinding(ctx, phones, otherPhones),
    emailFinding(ctx),
    hoursFinding(ctx),
    impressumFinding(ctx),
    mapFinding(ctx),
    napConsistency(ctx, phones, address, otherPhones, otherAddress),
  ];
}

function addressFinding({ sdAddress, second }: LocalContext, address: TextAddress, otherAddress: TextAddress): Finding {
  const homeAddressPoints = address.postal && address.street ? 25 : address.postal ? 12 : 0;
  const otherAddressPoints = otherAddress.postal && otherAddress.street ? 15 : otherAddress.postal ? 10 : 0;
  const addressPoints = Math.max(homeAddressPoints, otherAddressPoints, sdAddress ? 8 : 0);
  const otherName = second ? otherPageName(second) : "";
  return {
    id: "local.address",
    status: statusFor(addressPoints, 25),
    evidence:
      addressPoints === homeAddressPoints && address.postal
        ? copy("local.address.home", { address: describeAddress(address) })
        : otherAddress.postal
          ? copy("local.otherPage", { page: otherName, value: describeAddress(otherAddress) })
          : sdAddress
            ? copy("local.address.markupOnly")
            : copy("local.address.missing", {
                where: second?.facts
                  ? copy("local.address.notOnOther", { page: otherName })
                  : second?.problem
                    ? copy("local.address.otherProblem", { page: copy(`local.page.${second.kind}`), url: second.url, problem: second.problem })
                    : "",
              }),
    points: addressPoints,
    maxPoints: 25,
    action: addressPoints < 25 ? copy("local.address.add") : undefined,
  };
}

function phoneFinding({ facts, business, second, country }: LocalContext, phones: string[], otherPhones: string[]): Finding {
  const sdPhone = stringProp(business, "telephone");
  const phonePoints = phones.length && facts.telLinks.length ? 20 : phones.length ? 14 : otherPhones.length ? 10 : facts.telLinks.length || sdPhone ? 8 : 0;
  const otherName = second ? otherPageName(second) : "";
  return {
    id: "local.phone",
    status: statusFor(phonePoints, 20),
    evidence: phones.length
      ? facts.telLinks.length
        ? copy("local.phone.linked", { phone: quote(phones[0]!, 30), link: facts.telLinks[0]! })
        : copy("local.phone.unlinked", { phone: quote(phones[0]!, 30) })
      : otherPhones.length
        ? copy("local.otherPage", { page: otherName, value: quote(otherPhones[0]!, 30) })
        : facts.telLinks.length
          ? copy("local.phone.linkOnly", { link: facts.telLinks[0]! })
          : sdPhone
            ? copy("local.phone.markupOnly", { phone: sdPhone })
            : copy("local.phone.missing"),
    points: phonePoints,
    maxPoints: 20,
    action:
      phonePoints < 20
        ? phones.length
          ? // E.164 in the numbering plan of the site's country (+43 for an Austrian number), never a guessed +49.
            copy("local.phone.link", { tel: phoneE164(phones[0]!, country) ?? phoneDigits(phones[0]!), phone: phones[0]! })
          : copy("local.phone.add")
        : undefined,
  };
}

function emailFinding({ facts, second }: LocalContext): Finding {
  const text = facts.bodyText;
  const email = facts.mailtoLinks.map(emailOfMailto).find(Boolean) ?? findEmails(text)[0];
  const other = second?.facts;
  const otherEmail = other ? (other.mailtoLinks.map(emailOfMailto).find(Boolean) ?? findEmails(other.bodyText)[0]) : undefined;
  const emailPoints = email ? 10 : otherEmail ? 7 : 0;
  return {
    id: "local.email",
    status: statusFor(emailPoints, 10),
    evidence: email
      ? copy("local.email.found", { email, mailto: facts.mailtoLinks.length ? "yes" : "no" })
      : otherEmail
        ? copy("local.otherPage", { page: otherPageName(second!), value: otherEmail })
        : copy("local.email.missing"),
    points: emailPoints,
    maxPoints: 10,
    action: emailPoints < 10 ? copy("local.email.add") : undefined,
  };
}

/** The word alone ("wir prüfen Ihre Öffnungszeiten") is no evidence; times or days must follow. */
function hoursSection(text: string): RegExpExecArray | null {
  const word = HOURS_WORD.exec(text);
  if (!word) return null;
  const after = text.slice(word.index, word.index + 120);
  return /\d{1,2}[:.]\d{2}|(?<![\p{L}])(?:Mo|Di|Mi|Do|Fr|Sa|So)(?:\.|\s*[-–:])|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nach vereinbarung/iu.test(after) ? word : null;
}

function hoursFinding({ facts, business, second, more }: LocalContext): Finding {
  const hoursMatch = HOURS_PATTERN.exec(facts.bodyText);
  const hoursWord = hoursMatch ? null : hoursSection(facts.bodyText);
  // The hours may stand on the contact page only: every other page read counts.
  const otherHours = [second, ...more].flatMap((page) => {
    const match = page?.facts ? HOURS_PATTERN.exec(page.facts.bodyText) : null;
    return match ? [{ page: page!, match }] : [];
  })[0];
  const sdHours = !!(business?.openingHoursSpecification ?? business?.openingHours);
  const hoursPoints = hoursMatch || hoursWord ? 15 : otherHours || sdHours ? 8 : 0;
  return {
    id: "local.opening-hours",
    status: statusFor(hoursPoints, 15),
    evidence: hoursMatch
      ? copy("local.opening-hours.inText", { hours: quote(hoursMatch[0], 60) })
      : hoursWord
        ? copy("local.opening-hours.section", { heading: quote(hoursWord[0]) })
        : otherHours
          ? copy("local.otherPage", { page: otherPageName(otherHours.page), value: quote(otherHours.match[0], 60) })
          : sdHours
            ? copy("local.opening-hours.markupOnly")
            : copy("local.opening-hours.missing"),
    points: hoursPoints,
    maxPoints: 15,
    action: hoursPoints < 15 ? copy("local.opening-hours.add") : undefined,
    tool: hoursPoints < 15 ? "/tool/schema" : undefined,
  };
}

function impressumFinding({ facts, second }: LocalContext): Finding {
  const impressum = facts.links.find((l) => IMPRINT_LINK.test(`${l.text} ${l.href}`));
  return {
    id: "local.impressum",
    status: impressum ? "pass" : "fail",
    evidence: impressum
      ? copy("local.impressum.found", {
          text: quote(impressum.text || impressum.href, 40),
          url: impressum.absolute ?? impressum.href,
          fetched: second?.kind === "imprint" ? (second.problem ? copy("local.impressum.problem", { problem: second.problem }) : copy("local.impressum.read")) : "",
        })
      : copy("local.impressum.missing"),
    points: impressum ? 15 : 0,
    maxPoints: 15,
    action: impressum ? undefined : copy("local.impressum.add"),
  };
}

const MAP_LINK = /google\.[a-z.]+\/maps|maps\.google\.|maps\.app\.goo\.gl|goo\.gl\/maps|openstreetmap\.org|maps\.apple\.com|bing\.com\/maps/i;

/** A map or geo coordinates: in the markup, or a map link or embed on the home page or another page read (an "Anfahrt" contact page). */
function mapFinding({ facts, business, second, more }: LocalContext): Finding {
  const geo = !!business?.geo || !!business?.hasMap;
  const pages = [facts, ...[second, ...more].flatMap((p) => (p?.facts ? [p.facts] : []))];
  const mapLink = pages.flatMap((p) => p.links).find((l) => MAP_LINK.test(l.href));
  const mapEmbed = pages.flatMap((p) => p.iframeSources).find((src) => /maps|openstreetmap/i.test(src));
  const hasMap = geo || !!mapLink || !!mapEmbed;
  return {
    id: "local.map",
    status: hasMap ? "pass" : "warn",
    evidence: geo ? copy("local.map.geo") : mapLink ? copy("local.map.link", { href: mapLink.href.slice(0, 80) }) : copy(mapEmbed ? "local.map.embed" : "local.map.missing"),
    points: hasMap ? 5 : 0,
    maxPoints: 5,
    action: hasMap ? undefined : copy("local.map.add"),
    tool: hasMap ? undefined : "/tool/schema",
  };
}

interface NapCheck {
  /** Which detail: "local.nap-consistency.fact.<fact>" names it. */
  fact: "name" | "phone" | "postal" | "street";
  /** The reference value compared against the pages. */
  value: string;
  ok: boolean;
  /** The page it was looked for on. */
  where: Copy;
}

/**
 * NAP: the reference value of each fact (structured data, else the home page) must
 * appear on the home page and on the imprint/contact page where that page names the fact.
 */
function napConsistency(ctx: LocalContext, phones: string[], address: TextAddress, otherPhones: string[], otherAddress: TextAddress): Finding {
  const { facts, business, sdAddress, second, country } = ctx;
  const checks: NapCheck[] = [];
  const other = second?.facts;
  const otherWhere = copy("local.nap-consistency.where.other", { page: copy(`local.page.${second?.kind ?? "imprint"}`) });
  const onHome = copy("local.nap-consistency.where.home");
  let folded: string | undefined;
  const homeText = () => (folded ??= normalizeForMatch(facts.bodyText));
  let otherFolded: string | undefined;
  const otherText = () => (otherFolded ??= normalizeForMatch(other?.bodyText ?? ""));

  const sdName = stringProp(business, "name");
  if (sdName) {
    const core = normalizeForMatch(sdName.replace(/\b(gmbh|ug|ag|kg|ohg|gbr|e\.?\s?k\.?|mbh)\b/gi, ""));
    checks.push({ fact: "name", value: sdName, ok: core.length > 0 && homeText().includes(core), where: onHome });
  }

  // Phone: structured data against both pages, else the home page's numbers against the other page's, as
  // E.164 numbers valid in the numbering plan: an invalid or merged number matches nothing.
  const e164 = (texts: string[]) => texts.map((t) => phoneE164(t, country)).filter((n): n is string => !!n);
  const sdPhone = stringProp(business, "telephone");
  const homePhones = e164([...phones, ...facts.telLinks]);
  const secondPhones = e164([...otherPhones, ...(other?.telLinks ?? [])]);
  if (sdPhone) {
    const number = phoneE164(sdPhone, country);
    checks.push({ fact: "phone", value: sdPhone, ok: !!number && homePhones.includes(number), where: onHome });
    if (secondPhones.length) checks.push({ fact: "phone", value: sdPhone, ok: !!number && secondPhones.includes(number), where: otherWhere });
  } else if (homePhones.length && secondPhones.length) {
    checks.push({ fact: "phone", value: phones[0] ?? facts.telLinks[0]!, ok: homePhones.some((d) => secondPhones.includes(d)), where: otherWhere });
  }

  const sdPostal = stringProp(sdAddress, "postalCode");
  const sdStreet = stringProp(sdAddress, "streetAddress");
  const hasPostal = (text: string, postal: string) => new RegExp(`\\b${postal.replace(/\W/g, "")}\\b`).test(text);
  if (sdPostal) {
    checks.push({ fact: "postal", value: sdPostal, ok: hasPostal(facts.bodyText, sdPostal), where: onHome });
    if (otherAddress.postal) checks.push({ fact: "postal", value: sdPostal, ok: hasPostal(other!.bodyText, sdPostal), where: otherWhere });
  } else if (address.postal && otherAddress.postal) {
    checks.push({ fact: "postal", value: address.postal, ok: address.postal === otherAddress.postal || hasPostal(other!.bodyText, address.postal), where: otherWhere });
  }
  if (sdStreet) {
    checks.push({ fact: "street", value: sdStreet, ok: homeText().includes(normalizeForMatch(sdStreet)), where: onHome });
    if (otherAddress.street) checks.push({ fact: "street", value: sdStreet, ok: otherText().includes(normalizeForMatch(sdStreet)), where: otherWhere });
  } else if (address.street && otherAddress.street) {
    checks.push({ fact: "street", value: address.street, ok: otherText().includes(normalizeForMatch(address.street)), where: otherWhere });
  }

  if (checks.length === 0) {
    return infoFinding("local.nap-consistency", copy("local.nap-consistency.none"));
  }
  const sources = list([
    ...(business ? [copy("local.nap-consistency.source.markup")] : []),
    copy("local.nap-consistency.source.home"),
    ...(other && second ? [copy("local.nap-consistency.source.other", { page: copy(`local.page.${second.kind}`), url: second.url })] : []),
  ]);
  const mismatches = checks.filter((c) => !c.ok);
  const points = mismatches.length === 0 ? 10 : mismatches.length < checks.length ? 4 : 0;
  const fromHome = !(sdName || sdPhone || sdPostal || sdStreet);
  const factName = (fact: NapCheck["fact"]) => copy(`local.nap-consistency.fact.${fact}`);
  return {
    id: "local.nap-consistency",
    status: statusFor(points, 10),
    evidence:
      mismatches.length === 0
        ? copy("local.nap-consistency.consistent", { sources, facts: list([...new Set(checks.map((c) => c.fact))].map(factName)) })
        : copy("local.nap-consistency.mismatch", {
            sources,
            missing: list(
              mismatches.map((c) => copy("local.nap-consistency.notFound", { fact: factName(c.fact), value: quote(c.value, 50), fromHome: fromHome ? "yes" : "no", where: c.where })),
              "; ",
            ),
          }),
    points,
    maxPoints: 10,
    action: mismatches.length > 0 ? copy("local.nap-consistency.align") : undefined,
  };
}
