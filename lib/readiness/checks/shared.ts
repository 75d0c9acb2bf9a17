import { foldGerman } from "@/lib/visibility/names";
import type { Copy, CopyList, Finding, FixTool } from "../types";

/** Page text shortened to `max` characters, with "…" where it was cut. */
function shorten(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** Page text quoted („…“ in German), shortened to `max` characters. */
export function quote(text: string, max = 80): Copy {
  return { code: "quoted", params: { text: shorten(text, max) } };
}

/** A list of texts or values for a message argument: "and" renders "A, B und C". */
export function list(items: readonly (string | Copy)[], join: CopyList["join"] = ", "): CopyList {
  return { join, items: [...items] };
}

/** A text by its code under "ReadinessFindings" (messages/de.json). */
export function copy(code: string, params?: Copy["params"]): Copy {
  return params ? { code, params } : { code };
}

/**
 * The finding for a set of properties worth `pointsEach` points each: points for the present
 * ones, out of all of them; evidence "<id>.counted" with `count` (how many are present) and
 * the sentence parts naming the present and the missing ones (empty when none); the action
 * "<id>.add" naming the missing ones, joined by `join`.
 */
export function propertiesFinding(
  id: string,
  { present, missing }: { present: readonly string[]; missing: readonly string[] },
  pointsEach: number,
  tool: FixTool,
  join?: CopyList["join"],
): Finding {
  const points = present.length * pointsEach;
  const maxPoints = (present.length + missing.length) * pointsEach;
  return {
    id,
    status: statusFor(points, maxPoints),
    evidence: copy(`${id}.counted`, {
      count: present.length,
      present: present.length ? copy("properties.present", { properties: list(present) }) : "",
      missing: missing.length ? copy("properties.missing", { properties: list(missing) }) : "",
    }),
    points,
    maxPoints,
    action: missing.length ? copy(`${id}.add`, { properties: list(missing, join) }) : undefined,
    tool,
  };
}

/** A finding that is only reported: status "info", no points. */
export function infoFinding(id: string, evidence: Copy): Finding {
  return { id, status: "info", evidence, points: 0, maxPoints: 0 };
}

/** Status from the share of points earned: all → pass, none → fail, else warn. */
export function statusFor(points: number, maxPoints: number): Finding["status"] {
  if (maxPoints === 0) return "info";
  if (points >= maxPoints) return "pass";
  return points <= 0 ? "fail" : "warn";
}

/** Lower-case, umlauts folded, whitespace collapsed: for "does the page text contain X". */
export function normalizeForMatch(text: string): string {
  return foldGerman(text)
    .replace(/str\.(?=\s|\d|$)/g, "strasse")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Digits only, with the country code of Germany, Austria or Switzerland (+49, +43, +41,
 * also as 0049 and with "(0)") turned into a leading 0: phone numbers made comparable.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/^\s*(\+|00)(49|43|41)\s*(\(0\))?/, "0").replace(/\D/g, "");
  // "+49 030 …" is a common misspelling of "+49 30 …".
  return digits.replace(/^00(?=[1-9])/, "0");
}

/**
 * Whether two URLs name the same page: host without "www." and case, path without
 * trailing slashes (paths stay case-sensitive), query kept, fragment dropped.
 */
export function sameDocument(a: string, b: string): boolean {
  const norm = (u: string) => {
    try {
      const url = new URL(u);
      url.hash = "";
      // Host names are case-insensitive, paths are not.
      return `${url.host.toLowerCase().replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}${url.search}`;
    } catch {
      return u;
    }
  };
  return norm(a) === norm(b);
}
