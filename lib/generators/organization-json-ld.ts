import type { ContactPoint, Organization, WithContext } from "schema-dts";
import { absoluteUrl, sameAsOf, scriptSafeJson } from "./json-ld";
import { isOnlineBusinessType, type OnlineBusinessType } from "./json-ld-form";

export { ONLINE_BUSINESS_TYPES, isOnlineBusinessType } from "./json-ld-form";

/**
 * The JSON-LD generator's mode for a business without premises to visit: an online shop,
 * an online service or an agency. Rules after Google Search Central, "Organization
 * structured data" (no required property; name, url, logo, sameAs, description, email and
 * telephone or a contactPoint recommended; "use the most specific subtype": OnlineStore for
 * a shop) and schema.org 23+ (Organization > OnlineBusiness > OnlineStore). Unlike
 * LocalBusiness: no address, opening hours or geo — nothing that invites a visit.
 */


export interface OrganizationForm {
  name: string;
  /** Default Organization; anything not in ONLINE_BUSINESS_TYPES becomes Organization. */
  type?: string;
  description?: string;
  /** The home page; a bare domain ("shop.de") is read as https. */
  website?: string;
  /** Absolute URL, bare domain, or a path ("/logo.png") on the website. */
  logo?: string;
  email?: string;
  phone?: string;
  /** Profiles of the business elsewhere, one absolute URL each. */
  sameAs?: string[];
}

/** What the output of this mode leaves out or advises on. */
export type OrganizationProblem = { code: "phoneNotInternational" } | { code: "logoInvalid" } | { code: "emailInvalid" };

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]{2,}$/;

/** The logo as an absolute URL: a path is resolved against the website; undefined when neither works. */
function logoUrl(logo: string | undefined, website: string | undefined): string | undefined {
  const trimmed = logo?.trim();
  if (!trimmed) return undefined;
  if (trimmed.startsWith("/") && !trimmed.startsWith("//")) {
    const base = absoluteUrl(website);
    if (!base) return undefined;
    try {
      return new URL(trimmed, base).href;
    } catch {
      return undefined;
    }
  }
  const url = absoluteUrl(trimmed);
  return url && /^https?:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/i.test(url) ? url : undefined;
}

/**
 * The contactPoint: email and telephone as one "customer service" ContactPoint (schema.org
 * contactType), undefined when neither is given or valid.
 */
function contactPointOf(form: OrganizationForm): ContactPoint | undefined {
  const email = form.email?.trim();
  const telephone = form.phone?.trim() || undefined;
  const validEmail = email && EMAIL.test(email) ? email : undefined;
  if (!validEmail && !telephone) return undefined;
  return { "@type": "ContactPoint", contactType: "customer service", email: validEmail, telephone };
}

/**
 * The structured-data object of an online business, typed with schema-dts.
 * @returns @type OnlineStore, OnlineBusiness or Organization with name, description, url,
 *   logo, contactPoint and sameAs; blank or unusable fields left out (organizationFormProblems says why)
 */
export function buildOrganization(form: OrganizationForm): WithContext<Organization> {
  const text = (v: string | undefined) => v?.trim() || undefined;
  const type: OnlineBusinessType = isOnlineBusinessType(form.type) ? form.type : "Organization";
  return {
    "@context": "https://schema.org",
    // schema-dts types "@type" as a union of names; the type is one of them.
    "@type": type as "Organization",
    name: form.name.trim(),
    description: text(form.description),
    url: absoluteUrl(form.website),
    logo: logoUrl(form.logo, form.website),
    contactPoint: contactPointOf(form),
    sameAs: sameAsOf(form.sameAs),
  };
}

/**
 * Advice on the form (Google Search Central, "Organization structured data"): a telephone
 * without country code ("include the country code and area code"), a logo that is no URL on
 * the web, an e-mail address that is none. The last two are left out of the output.
 */
export function organizationFormProblems(form: OrganizationForm): OrganizationProblem[] {
  const problems: OrganizationProblem[] = [];
  const phone = form.phone?.trim();
  if (phone && !/^(\+|00)\d/.test(phone)) problems.push({ code: "phoneNotInternational" });
  if (form.logo?.trim() && !logoUrl(form.logo, form.website)) problems.push({ code: "logoInvalid" });
  const email = form.email?.trim();
  if (email && !EMAIL.test(email)) problems.push({ code: "emailInvalid" });
  return problems;
}

/**
 * The JSON-LD block of an online business, ready for the home page's <head>.
 * @returns `<script type="application/ld+json">…</script>`
 */
export function generateOrganizationJsonLd(form: OrganizationForm): string {
  return `<script type="application/ld+json">\n${scriptSafeJson(buildOrganization(form))}\n</script>`;
}

/**
 * The German text of a problem, from messages/de.json "SchemaGenerator.problem.*".
 * @param t a translator of the "SchemaGenerator" namespace
 */
export function organizationProblemText(problem: OrganizationProblem, t: (key: string) => string): string {
  return t(`problem.${problem.code}`);
}
