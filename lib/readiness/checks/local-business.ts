import { EMAIL, findAddress, findEmails, findPhones, HOURS_PATTERN, HOURS_WORD, IMPRINT_LINK, primaryBusiness, type TextAddress } from "../business-facts";
import type { PageFacts } from "../page-facts";
import type { Finding } from "../types";
import { normalizeForMatch, phoneDigits, quote, statusFor } from "./shared";

/** The imprint or contact page the home page links to, as far as it was fetched. */
export interface SecondPage {
  kind: "imprint" | "contact";
  url: string;
  /** Parsed page; absent when it could not be fetched or is no HTML page. */
  facts?: PageFacts;
  /** German reason why there are no facts. */
  problem?: string;
}

const PAGE_NAME: Record<SecondPage["kind"], string> = { imprint: "Impressum", contact: "Kontaktseite" };

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

function describeAddress(address: TextAddress): string {
  return `${address.street ? `${quote(address.street, 50)}, ` : "Keine Straße erkannt; "}${address.postal} ${address.town}`;
}

export function checkLocalBusiness(facts: PageFacts, second?: SecondPage): Finding[] {
  const findings: Finding[] = [];
  const text = facts.bodyText;
  const business = primaryBusiness(facts.entities)?.props;
  const sdAddress = (() => {
    const a = business?.address;
    const first = Array.isArray(a) ? a[0] : a;
    return first && typeof first === "object" ? (first as Record<string, unknown>) : undefined;
  })();
  const other = second?.facts;
  const otherName = second ? `${PAGE_NAME[second.kind]} (${second.url})` : "";

  // Address
  const address = findAddress(text);
  const otherAddress = other ? findAddress(other.bodyText) : {};
  const homeAddressPoints = address.postal && address.street ? 25 : address.postal ? 12 : 0;
  const otherAddressPoints = otherAddress.postal && otherAddress.street ? 15 : otherAddress.postal ? 10 : 0;
  const addressPoints = Math.max(homeAddressPoints, otherAddressPoints, sdAddress ? 8 : 0);
  findings.push({
    id: "local.address",
    status: statusFor(addressPoints, 25),
    label: "Adresse sichtbar",
    evidence:
      addressPoints === homeAddressPoints && address.postal
        ? `${describeAddress(address)}.`
        : otherAddress.postal
          ? `Nicht auf der Startseite, aber im ${otherName}: ${describeAddress(otherAddress)}.`
          : sdAddress
            ? "Die Adresse steht nur in den strukturierten Daten, nicht im sichtbaren Text."
            : `Keine Postanschrift mit Postleitzahl im Text gefunden${other ? ` (auch nicht im ${otherName})` : second?.problem ? ` (${PAGE_NAME[second.kind]} ${second.url}: ${second.problem})` : ""}.`,
    points: addressPoints,
    maxPoints: 25,
    action:
      addressPoints < 25
        ? "Nennen Sie Ihre vollständige Anschrift (Straße, Hausnummer, PLZ, Ort) sichtbar auf der Startseite, z. B. im Footer – KI-Assistenten ordnen Sie so dem richtigen Ort zu."
        : undefined,
  });

  // Phone
  const phones = findPhones(text);
  const otherPhones = other ? findPhones(other.bodyText) : [];
  const sdPhone = stringProp(business, "telephone");
  const phonePoints = phones.length && facts.telLinks.length ? 20 : phones.length ? 14 : otherPhones.length ? 10 : facts.telLinks.length || sdPhone ? 8 : 0;
  findings.push({
    id: "local.phone",
    status: statusFor(phonePoints, 20),
    label: "Telefonnummer",
    evidence: phones.length
      ? `${quote(phones[0]!, 30)} im Text${facts.telLinks.length ? `, als Link (tel:${facts.telLinks[0]})` : ", aber nicht als anklickbarer tel:-Link"}.`
      : otherPhones.length
        ? `Nicht auf der Startseite, aber im ${otherName}: ${quote(otherPhones[0]!, 30)}.`
        : facts.telLinks.length
          ? `Nur als tel:-Link (${facts.telLinks[0]}), die Nummer selbst steht nicht im Text.`
          : sdPhone
            ? `Nur in den strukturierten Daten (${sdPhone}).`
            : "Keine Telefonnummer gefunden.",
    points: phonePoints,
    maxPoints: 20,
    action:
      phonePoints < 20
        ? phones.length
          ? `Machen Sie die Telefonnummer anklickbar: <a href="tel:${phoneDigits(phones[0]!).replace(/^0/, "+49")}">${phones[0]}</a>.`
          : "Zeigen Sie Ihre Telefonnummer sichtbar auf der Startseite, als anklickbaren tel:-Link."
        : undefined,
  });

  // E-mail
  const email = facts.mailtoLinks[0] ?? (text.includes("@") ? EMAIL.exec(text)?.[0] : undefined);
  const otherEmail = other ? (other.mailtoLinks[0] ?? findEmails(other.bodyText)[0]) : undefined;
  const emailPoints = email ? 10 : otherEmail ? 7 : 0;
  findings.push({
    id: "local.email",
    status: statusFor(emailPoints, 10),
    label: "E-Mail-Adresse",
    evidence: email
      ? `${email}${facts.mailtoLinks.length ? " (mailto:-Link)" : ""}.`
      : otherEmail
        ? `Nicht auf der Startseite, aber im ${otherName}: ${otherEmail}.`
        : "Keine E-Mail-Adresse gefunden.",
    points: emailPoints,
    maxPoints: 10,
    action: emailPoints < 10 ? "Nennen Sie auf der Startseite eine E-Mail-Adresse für Anfragen, am besten als mailto:-Link." : undefined,
  });

  // Opening hours
  const hoursMatch = HOURS_PATTERN.exec(text);
  // The word alone ("wir prüfen Ihre Öffnungszeiten") is no evidence; times or days must follow.
  const hoursWord = (() => {
    const word = HOURS_WORD.exec(text);
    if (!word) return null;
    const after = text.slice(word.index, word.index + 120);
    return /\d{1,2}[:.]\d{2}|(?<![\p{L}])(?:Mo|Di|Mi|Do|Fr|Sa|So)(?:\.|\s*[-–:])|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|nach vereinbarung/iu.test(after) ? word : null;
  })();
  const otherHours = other ? HOURS_PATTERN.exec(other.bodyText) : null;
  const sdHours = !!(business?.openingHoursSpecification ?? business?.openingHours);
  const hoursPoints = hoursMatch || hoursWord ? 15 : otherHours || sdHours ? 8 : 0;
  findings.push({
    id: "local.opening-hours",
    status: statusFor(hoursPoints, 15),
    label: "Öffnungszeiten",
    evidence: hoursMatch
      ? `Im Text: ${quote(hoursMatch[0], 60)}.`
      : hoursWord
        ? `Abschnitt ${quote(hoursWord[0])} gefunden.`
        : otherHours
          ? `Nicht auf der Startseite, aber im ${otherName}: ${quote(otherHours[0], 60)}.`
          : sdHours
            ? "Nur in den strukturierten Daten, nicht im sichtbaren Text."
            : "Keine Öffnungszeiten gefunden.",
    points: hoursPoints,
    maxPoints: 15,
    action: hoursPoints < 15 ? "Zeigen Sie Ihre Öffnungs- bzw. Sprechzeiten im Text (z. B. „Mo–Fr 08:00–18:00“) und in den strukturierten Daten (openingHoursSpecification)." : undefined,
    tool: hoursPoints < 15 ? "/tool/schema" : undefined,
  });

  // Impressum
  const impressum = facts.links.find((l) => IMPRINT_LINK.test(`${l.text} ${l.href}`));
  findings.push({
    id: "local.impressum",
    status: impressum ? "pass" : "fail",
    label: "Impressum verlinkt",
    evidence: impressum
      ? `Link ${quote(impressum.text || impressum.href, 40)} → ${impressum.absolute ?? impressum.href}${second?.kind === "imprint" ? (second.problem ? ` (${second.problem})` : " (abgerufen und ausgewertet)") : ""}.`
      : "Kein Link zu einem Impressum gefunden.",
    points: impressum ? 15 : 0,
    maxPoints: 15,
    action: impressum
      ? undefined
      : "Verlinken Sie Ihr Impressum von jeder Seite aus (Pflicht für geschäftliche Websites in Deutschland nach § 5 DDG); es bestätigt Name und Anschrift Ihres Unternehmens.",
  });

  // Map or geo
  const geo = !!business?.geo || !!business?.hasMap;
  const mapLink = facts.links.find((l) => /google\.[a-z.]+\/maps|maps\.google\.|maps\.app\.goo\.gl|goo\.gl\/maps|openstreetmap\.org|maps\.apple\.com|bing\.com\/maps/i.test(l.href));
  const mapEmbed = facts.iframeSources.find((src) => /maps|openstreetmap/i.test(src));
  const hasMap = geo || !!mapLink || !!mapEmbed;
  findings.push({
    id: "local.map",
    status: hasMap ? "pass" : "warn",
    label: "Karte oder Geokoordinaten",
    evidence: geo ? "Geokoordinaten (geo) in den strukturierten Daten." : mapLink ? `Kartenlink: ${mapLink.href.slice(0, 80)}` : mapEmbed ? "Eingebettete Karte." : "Weder Karte noch Geokoordinaten gefunden.",
    points: hasMap ? 5 : 0,
    maxPoints: 5,
    action: hasMap ? undefined : "Ergänzen Sie Geokoordinaten (geo) in den strukturierten Daten oder einen Link zu Ihrem Eintrag bei Google Maps.",
    tool: hasMap ? undefined : "/tool/schema",
  });

  findings.push(napConsistency(facts, business, sdAddress, phones, address, second, otherPhones, otherAddress));
  return findings;
}

interface NapCheck {
  label: string;
  /** Where the value compared against others came from, e.g. "strukturierte Daten". */
  value: string;
  ok: boolean;
  where: string;
}

/**
 * NAP: the reference value of each fact (structured data, else the home page) must
 * appear on the home page and on the imprint/contact page where that page names the fact.
 */
function napConsistency(
  facts: PageFacts,
  business: Record<string, unknown> | undefined,
  sdAddress: Record<string, unknown> | undefined,
  phones: string[],
  address: TextAddress,
  second: SecondPage | undefined,
  otherPhones: string[],
  otherAddress: TextAddress,
): Finding {
  const checks: NapCheck[] = [];
  const other = second?.facts;
  const otherWhere = second ? `im ${PAGE_NAME[second.kind]}` : "";
  let folded: string | undefined;
  const homeText = () => (folded ??= normalizeForMatch(facts.bodyText));
  let otherFolded: string | undefined;
  const otherText = () => (otherFolded ??= normalizeForMatch(other?.bodyText ?? ""));

  const sdName = stringProp(business, "name");
  if (sdName) {
    const core = normalizeForMatch(sdName.replace(/\b(gmbh|ug|ag|kg|ohg|gbr|e\.?\s?k\.?|mbh)\b/gi, ""));
    checks.push({ label: "Name", value: sdName, ok: core.length > 0 && homeText().includes(core), where: "auf der Startseite" });
  }

  // Phone: structured data against both pages, else the home page's numbers against the other page's.
  const sdPhone = stringProp(business, "telephone");
  const homePhones = [...phones, ...facts.telLinks].map(phoneDigits);
  const secondPhones = [...otherPhones, ...(other?.telLinks ?? [])].map(phoneDigits);
  if (sdPhone) {
    const digits = phoneDigits(sdPhone);
    checks.push({ label: "Telefon", value: sdPhone, ok: homePhones.includes(digits), where: "auf der Startseite" });
    if (secondPhones.length) checks.push({ label: "Telefon", value: sdPhone, ok: secondPhones.includes(digits), where: otherWhere });
  } else if (homePhones.length && secondPhones.length) {
    checks.push({ label: "Telefon", value: phones[0] ?? facts.telLinks[0]!, ok: homePhones.some((d) => secondPhones.includes(d)), where: otherWhere });
  }

  const sdPostal = stringProp(sdAddress, "postalCode");
  const sdStreet = stringProp(sdAddress, "streetAddress");
  const hasPostal = (text: string, postal: string) => new RegExp(`\\b${postal.replace(/\W/g, "")}\\b`).test(text);
  if (sdPostal) {
    checks.push({ label: "PLZ", value: sdPostal, ok: hasPostal(facts.bodyText, sdPostal), where: "auf der Startseite" });
    if (otherAddress.postal) checks.push({ label: "PLZ", value: sdPostal, ok: hasPostal(other!.bodyText, sdPostal), where: otherWhere });
  } else if (address.postal && otherAddress.postal) {
    checks.push({ label: "PLZ", value: address.postal, ok: address.postal === otherAddress.postal || hasPostal(other!.bodyText, address.postal), where: otherWhere });
  }
  if (sdStreet) {
    checks.push({ label: "Straße", value: sdStreet, ok: homeText().includes(normalizeForMatch(sdStreet)), where: "auf der Startseite" });
    if (otherAddress.street) checks.push({ label: "Straße", value: sdStreet, ok: otherText().includes(normalizeForMatch(sdStreet)), where: otherWhere });
  } else if (address.street && otherAddress.street) {
    checks.push({ label: "Straße", value: address.street, ok: otherText().includes(normalizeForMatch(address.street)), where: otherWhere });
  }

  const label = "Name, Adresse, Telefon einheitlich (NAP)";
  if (checks.length === 0) {
    return {
      id: "local.nap-consistency",
      status: "info",
      label,
      evidence: "Keine zwei Quellen (strukturierte Daten, Startseite, Impressum) mit Name, Adresse oder Telefon zum Abgleich.",
      points: 0,
      maxPoints: 0,
    };
  }
  const sources = [business ? "strukturierte Daten" : null, "Startseite", other && second ? `${PAGE_NAME[second.kind]} (${second.url})` : null].filter(Boolean).join(", ");
  const mismatches = checks.filter((c) => !c.ok);
  const points = mismatches.length === 0 ? 10 : mismatches.length < checks.length ? 4 : 0;
  const reference = (c: NapCheck) => `${c.label} ${quote(c.value, 50)}${sdName || sdPhone || sdPostal || sdStreet ? "" : " (Startseite)"}`;
  return {
    id: "local.nap-consistency",
    status: statusFor(points, 10),
    label,
    evidence:
      mismatches.length === 0
        ? `Übereinstimmend (${sources}): ${[...new Set(checks.map((c) => c.label))].join(", ")}.`
        : `Abgeglichen: ${sources}. Nicht wiedergefunden: ${mismatches.map((c) => `${reference(c)} ${c.where}`).join("; ")}.`,
    points,
    maxPoints: 10,
    action:
      mismatches.length > 0
        ? "Gleichen Sie Name, Adresse und Telefonnummer zwischen strukturierten Daten, Startseite und Impressum ab – widersprüchliche Angaben kosten Vertrauen bei Suchmaschinen und KI-Assistenten."
        : undefined,
  };
}
