import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from "libphonenumber-js/max";

/**
 * Phone numbers as written on DACH sites, read with libphonenumber-js (Google's
 * libphonenumber metadata, "max" for telling mobile from landline numbers). Candidate
 * runs of digits are found first; a run holding two numbers side by side ("06274 5678
 * 0664 1234567") is split where both halves are valid numbers of the numbering plan,
 * and "05444 / 201" stays one number. Fax lines and bank or tax numbers are left out.
 */

export interface ReadPhone {
  /** E.164, e.g. "+435444201". */
  e164: string;
  /** mobile, landline (fixed line, or either in plans that do not tell), other (service numbers). */
  type: "mobile" | "landline" | "other";
  /** The number as written. */
  text: string;
}

/** A run of digits with spaces, slashes, dots, brackets and dashes, starting with + / 00 / 0. */
const RUN = /(?:\+|00)[1-9][\d\s/().–-]{5,40}\d|(?<![\d,/]|\d\.)\(?0[1-9][\d\s/().–-]{3,40}\d/g;
const FAX_BEFORE = /fax[\s.:]*$|telefax[\s.:]*$/i;
const NOT_PHONE_BEFORE = /(?:iban|bic|konto|kto|ust|uid|steuer|st\.?-?nr|hrb|hra|fn|firmenbuch|blz|mwst|reg)[\w\s.-]*[:.]?\s*$|[A-Z]{2}\d{2}[\d\s]*$/i;
/** The national part of a number has at most 12 digits in these plans (ITU-T E.164: at most 15 in all). */
const MAX_DIGITS = 15;
const MIN_DIGITS = 6;

function digitCount(text: string): number {
  return text.replace(/\D/g, "").length;
}

function parse(text: string, country: CountryCode): PhoneNumber | undefined {
  const digits = digitCount(text);
  if (digits < MIN_DIGITS || digits > MAX_DIGITS + 2) return undefined;
  const number = parsePhoneNumberFromString(text.replace(/–/g, "-"), country);
  return number?.isValid() ? number : undefined;
}

function typeOf(number: PhoneNumber): ReadPhone["type"] {
  const type = number.getType();
  if (type === "MOBILE") return "mobile";
  if (type === "FIXED_LINE" || type === "FIXED_LINE_OR_MOBILE" || type === undefined) return "landline";
  return "other";
}

/**
 * Splits a run into numbers: two valid numbers side by side beat one long one; a run
 * that is no valid number as a whole and cannot be split gives none.
 */
function splitRun(run: string, country: CountryCode, depth = 0): { number: PhoneNumber; text: string }[] {
  const tokens = run.split(/(\s+)/);
  if (depth < 3) {
    for (let i = 2; i < tokens.length; i += 2) {
      if (!/^(?:\+|00|0|\(0\d)/.test(tokens[i]!)) continue;
      const left = tokens.slice(0, i - 1).join("");
      const right = tokens.slice(i).join("");
      if (digitCount(left) < MIN_DIGITS || digitCount(right) < MIN_DIGITS) continue;
      const leftNumber = parse(left, country);
      const rest = leftNumber ? splitRun(right, country, depth + 1) : [];
      if (leftNumber && rest.length) return [{ number: leftNumber, text: left.trim() }, ...rest];
    }
  }
  const whole = parse(run, country);
  return whole ? [{ number: whole, text: run.trim() }] : [];
}

/**
 * The phone numbers in a line of text, fax lines and bank/tax numbers left out.
 * @param text a line of visible text (numbers across lines are not joined)
 * @param country the numbering plan of numbers written without +/00 (the site's country)
 */
export function phonesInText(text: string, country: CountryCode): ReadPhone[] {
  if (!/\d{2}/.test(text)) return [];
  const out: ReadPhone[] = [];
  for (const match of text.slice(0, 2000).matchAll(RUN)) {
    const before = text.slice(Math.max(0, match.index - 24), match.index);
    if (FAX_BEFORE.test(before) || NOT_PHONE_BEFORE.test(before)) continue;
    for (const { number, text: written } of splitRun(match[0].replace(/[\s/(–-]+$/, ""), country)) {
      out.push({ e164: number.number, type: typeOf(number), text: written });
    }
  }
  return out;
}

/** A tel: link's number (RFC 3966; a national number read in the site's plan), or undefined when it is no valid number. */
export function phoneOfTelLink(href: string, country: CountryCode): ReadPhone | undefined {
  let value = href;
  try {
    value = decodeURIComponent(href);
  } catch {
    // keep as written
  }
  const number = parse(value.split(";")[0]!, country);
  return number ? { e164: number.number, type: typeOf(number), text: value.trim() } : undefined;
}

/**
 * An E.164 number as people read it, in the ITU-T E.123 international notation libphonenumber-js writes
 * ("+49301234567" → "+49 30 1234567"); the number itself when it cannot be read.
 */
export function internationalNotation(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
