import type { PageFacts } from "../page-facts";
import type { Finding } from "../types";
import { normalizeForMatch, phoneDigits, quote, statusFor } from "./shared";
import { primaryBusiness } from "./structured-data";

/**
 * Local business information, read from the visible page text (what an AI crawler
 * reads) and compared with the structured data. Points:
 * - 25 postal address: street and German postal code with town 25, postal code and
 *   town only 12, only in structured data 8
 * - 20 phone number: visible with a tel: link 20, visible only 14, only as link or
 *   in structured data 8
 * - 10 e-mail address (mailto: link or visible)
 * - 15 opening hours: visible 15, only in structured data 8
 * - 15 Impressum link (required in Germany by § 5 DDG)
 * - 5 map or geo coordinates (geo in structured data, a map embed or map link)
 * - 10 name, address and phone the same in text and structured data (NAP); only
 *   scored when structured data gives something to compare
 */

const STREET_SUFFIX = ["straße", "strasse", "str\\.", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer", "chaussee", "steig", "pfad", "markt", "graben", "kai", "promenade", "zeile", "hof", "berg"]
  // "Rotebühlstraße" and "Konrad-Adenauer-Straße": lower case in a compound, capitalised after a hyphen
  .map((suffix) => `[${suffix[0]}${suffix[0]!.toUpperCase()}]${suffix.slice(1)}`)
  .join("|");
/** "Rotebühlstraße 100", "Sendlinger Straße 20", "Am Markt 3"; letters checked with \p{L}, as \b is ASCII-only. */
const STREET = new RegExp(
  `(?<![\\p{L}-])(?:[A-ZÄÖÜ][\\p{L}-]*(?:${STREET_SUFFIX})|[A-ZÄÖÜ][\\p{L}-]+ (?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Markt|Graben)|(?:Am|An der|An den|Auf dem|Auf der|Im|In der|Zum|Zur|Hinter der|Unter den) [A-ZÄÖÜ][\\p{L}-]+) \\d{1,4} ?[a-zA-Z]?(?![\\p{L}\\d])`,
  "u",
);
const TOWN = "([A-ZÄÖÜ][\\p{L}-]+(?: (?:am|an der|im|in der|ob der) [A-ZÄÖÜ][\\p{L}-]+)?)";
const POSTAL_TOWN = new RegExp(`(?<!\\d)(?:D-)?(\\d{5}) ${TOWN}`, "u");
const POSTAL_TOWN_ALONE = new RegExp(`(?:, ?|(?<![\\p{L}])D-|(?<![\\p{L}])in )(\\d{5}) ${TOWN}`, "u");
const POSTAL_TOWN_AT_CH = new RegExp(`(?<!\\d)(?:A-|CH-)?(\\d{4}) ${TOWN}`, "u");
/**
 * German, Austrian and Swiss phone numbers: "+49 30 1234567", "030 1234567",
 * "(030) 123 45 67", "0711/1234567", "030 / 123 45 67". Not inside longer digit runs
 * (IBANs, order numbers), and a trailing "," or "." is punctuation, not part of it.
 */
const PHONE = /(?:\+|00)(?:49|43|41)[\s\d/().–-]{6,20}\d|(?<!\d)(?<!\d[.,])\(?0[1-9]\d{1,4}\)?(?:\s?[/–-]\s?|\s)?\d[\d\s–-]{3,12}\d(?!\d)(?![.,]\d)/u;
/** Numbers that are not the phone: fax lines and bank details. */
const NOT_A_PHONE_BEFORE = /(fax|telefax|iban|bic|konto|ust|steuer)[\s.:-]*(nr\.?|nummer)?[\s.:-]*$|[A-Z]{2}\d{2}[\d\s]*$/i;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
const HOURS_WORD = /öffnungszeiten|sprechzeiten|geschäftszeiten|servicezeiten|opening hours/i;
const HOURS_PATTERN =
  /\b(?:Mo|Di|Mi|Do|Fr|Sa|So|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b\.?[^.\n]{0,30}?\d{1,2}[:.]\d{2}\s*(?:-|–|bis)\s*\d{1,2}[:.]\d{2}/u;

/**
 * A postal address in the text: a street with house number followed within 60
 * characters by postal code and town; else a postal code and town on their own, but
 * only after a comma, "D-" or "in" (so "Modell 10000 Dreisitzer" is not an address).
 */
function findAddress(text: string): { street?: string; postal?: string; town?: string } {
  const streetRe = new RegExp(STREET.source, "gu");
  for (const street of text.matchAll(streetRe)) {
    const after = text.slice(street.index + street[0].length, street.index + street[0].length + 60);
    const postal = POSTAL_TOWN.exec(after) ?? POSTAL_TOWN_AT_CH.exec(after);
    if (postal) return { street: street[0].trim(), postal: postal[1], town: postal[2] };
  }
  const alone = POSTAL_TOWN_ALONE.exec(text);
  if (alone) return { postal: alone[1], town: alone[2] };
  return {};
}

function findPhones(text: string): string[] {
  const out: string[] = [];
  const re = new RegExp(PHONE.source, "gu");
  for (const match of text.matchAll(re)) {
    if (NOT_A_PHONE_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
    const digits = phoneDigits(match[0]);
    if (digits.length >= 8 && digits.length <= 15) out.push(match[0].trim());
  }
  return out;
}

function stringProp(entity: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = entity?.[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() ? first.trim() : undefined;
}

export function checkLocalBusiness(facts: PageFacts): Finding[] {
  const findings: Finding[] = [];
  const text = facts.bodyText;
  const business = primaryBusiness(facts.entities)?.props;
  const sdAddress = (() => {
    const a = business?.address;
    const first = Array.isArray(a) ? a[0] : a;
    return first && typeof first === "object" ? (first as Record<string, unknown>) : undefined;
  })();

  // Address
  const address = findAddress(text);
  const addressPoints = address.postal && address.street ? 25 : address.postal ? 12 : sdAddress ? 8 : 0;
  findings.push({
    id: "local.address",
    status: statusFor(addressPoints, 25),
    label: "Adresse sichtbar",
    evidence: address.postal
      ? `${address.street ? `${quote(address.street, 50)}, ` : "Keine Straße erkannt; "}${address.postal} ${address.town}.`
      : sdAddress
        ? "Die Adresse steht nur in den strukturierten Daten, nicht im sichtbaren Text."
        : "Keine Postanschrift mit Postleitzahl im Text gefunden.",
    points: addressPoints,
    maxPoints: 25,
    action:
      addressPoints < 25
        ? "Nennen Sie Ihre vollständige Anschrift (Straße, Hausnummer, PLZ, Ort) sichtbar auf der Startseite, z. B. im Footer – KI-Assistenten ordnen Sie so dem richtigen Ort zu."
        : undefined,
  });

  // Phone
  const phones = findPhones(text);
  const sdPhone = stringProp(business, "telephone");
  const phonePoints = phones.length && facts.telLinks.length ? 20 : phones.length ? 14 : facts.telLinks.length || sdPhone ? 8 : 0;
  findings.push({
    id: "local.phone",
    status: statusFor(phonePoints, 20),
    label: "Telefonnummer",
    evidence: phones.length
      ? `${quote(phones[0]!, 30)} im Text${facts.telLinks.length ? `, als Link (tel:${facts.telLinks[0]})` : ", aber nicht als anklickbarer tel:-Link"}.`
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
  findings.push({
    id: "local.email",
    status: email ? "pass" : "fail",
    label: "E-Mail-Adresse",
    evidence: email ? `${email}${facts.mailtoLinks.length ? " (mailto:-Link)" : ""}.` : "Keine E-Mail-Adresse gefunden.",
    points: email ? 10 : 0,
    maxPoints: 10,
    action: email ? undefined : "Nennen Sie eine E-Mail-Adresse für Anfragen, am besten als mailto:-Link.",
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
  const sdHours = !!(business?.openingHoursSpecification ?? business?.openingHours);
  const hoursPoints = hoursMatch || hoursWord ? 15 : sdHours ? 8 : 0;
  findings.push({
    id: "local.opening-hours",
    status: statusFor(hoursPoints, 15),
    label: "Öffnungszeiten",
    evidence: hoursMatch
      ? `Im Text: ${quote(hoursMatch[0], 60)}.`
      : hoursWord
        ? `Abschnitt ${quote(hoursWord[0])} gefunden.`
        : sdHours
          ? "Nur in den strukturierten Daten, nicht im sichtbaren Text."
          : "Keine Öffnungszeiten gefunden.",
    points: hoursPoints,
    maxPoints: 15,
    action: hoursPoints < 15 ? "Zeigen Sie Ihre Öffnungs- bzw. Sprechzeiten im Text (z. B. „Mo–Fr 08:00–18:00“) und in den strukturierten Daten (openingHoursSpecification)." : undefined,
    tool: hoursPoints < 15 ? "/tool/schema" : undefined,
  });

  // Impressum
  const impressum = facts.links.find((l) => /impressum|imprint|legal[\s-]?notice/i.test(`${l.text} ${l.href}`));
  findings.push({
    id: "local.impressum",
    status: impressum ? "pass" : "fail",
    label: "Impressum verlinkt",
    evidence: impressum ? `Link ${quote(impressum.text || impressum.href, 40)} → ${impressum.absolute ?? impressum.href}.` : "Kein Link zu einem Impressum gefunden.",
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

  // NAP consistency
  let folded: string | undefined;
  const normalizedText = () => (folded ??= normalizeForMatch(text));
  const checks: { label: string; value: string; ok: boolean }[] = [];
  const sdName = stringProp(business, "name");
  if (sdName) {
    const core = normalizeForMatch(sdName.replace(/\b(gmbh|ug|ag|kg|ohg|gbr|e\.?\s?k\.?|mbh)\b/gi, ""));
    checks.push({ label: "Name", value: sdName, ok: core.length > 0 && normalizedText().includes(core) });
  }
  if (sdPhone) {
    const digits = phoneDigits(sdPhone);
    const visible = [...phones, ...facts.telLinks].map(phoneDigits);
    checks.push({ label: "Telefon", value: sdPhone, ok: visible.some((v) => v === digits) });
  }
  const sdPostal = stringProp(sdAddress, "postalCode");
  if (sdPostal) checks.push({ label: "PLZ", value: sdPostal, ok: new RegExp(`\\b${sdPostal.replace(/\W/g, "")}\\b`).test(text) });
  const sdStreet = stringProp(sdAddress, "streetAddress");
  if (sdStreet) checks.push({ label: "Straße", value: sdStreet, ok: normalizedText().includes(normalizeForMatch(sdStreet)) });
  if (checks.length === 0) {
    findings.push({
      id: "local.nap-consistency",
      status: "info",
      label: "Name, Adresse, Telefon einheitlich (NAP)",
      evidence: "Keine strukturierten Unternehmensdaten zum Abgleich mit dem Text.",
      points: 0,
      maxPoints: 0,
    });
  } else {
    const mismatches = checks.filter((c) => !c.ok);
    const points = mismatches.length === 0 ? 10 : mismatches.length < checks.length ? 4 : 0;
    findings.push({
      id: "local.nap-consistency",
      status: statusFor(points, 10),
      label: "Name, Adresse, Telefon einheitlich (NAP)",
      evidence:
        mismatches.length === 0
          ? `Strukturierte Daten und Text stimmen überein (${checks.map((c) => c.label).join(", ")}).`
          : `Nicht im sichtbaren Text wiedergefunden: ${mismatches.map((c) => `${c.label} ${quote(c.value, 50)}`).join(", ")}.`,
      points,
      maxPoints: 10,
      action:
        mismatches.length > 0
          ? "Gleichen Sie Name, Adresse und Telefonnummer zwischen sichtbarem Text und strukturierten Daten ab – widersprüchliche Angaben kosten Vertrauen bei Suchmaschinen und KI-Assistenten."
          : undefined,
    });
  }
  return findings;
}
