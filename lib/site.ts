import "server-only";
import { getEnv } from "@/lib/env";
import { COMPANY } from "@/content/company";

/** Absolute URL of a path on this site, from the one SITE_URL setting. */
export function absoluteUrl(path = "/"): string {
  return `${getEnv().SITE_URL}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * Whether cookies get the Secure attribute: when the public address is https. Read
 * from SITE_URL, not from the request, which arrives as http: behind a proxy that
 * terminates TLS.
 */
export function secureCookies(): boolean {
  return getEnv().SITE_URL.startsWith("https://");
}

/** schema.org Organization of the site owner (Google Search Central, "Organization"). */
export function organizationJsonLd() {
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: COMPANY.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    email: COMPANY.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.street,
      postalCode: COMPANY.postalCode,
      addressLocality: COMPANY.city,
      addressCountry: COMPANY.country,
    },
  };
}

/** The Organization and WebSite graph every page carries. */
export function siteJsonLd() {
  return {
    "@context": "https://schema.org",
    "@graph": [
      organizationJsonLd(),
      {
        "@type": "WebSite",
        "@id": absoluteUrl("/#website"),
        name: COMPANY.name,
        url: absoluteUrl("/"),
        inLanguage: "de-DE",
        publisher: { "@id": absoluteUrl("/#organization") },
      },
    ],
  };
}
