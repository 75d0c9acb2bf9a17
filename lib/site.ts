import "server-only";
import { getEnv } from "@/lib/env";
import { getOperator } from "@/lib/operator";

/** The site's name (brand), as in messages/de.json "Metadata.siteName". */
export const SITE_NAME = "KI-Sichtbarkeit";

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

/** schema.org Organization of the site operator (Google Search Central, "Organization"), from lib/operator.ts. */
function organizationJsonLd() {
  const operator = getOperator();
  return {
    "@type": "Organization",
    "@id": absoluteUrl("/#organization"),
    name: SITE_NAME,
    legalName: operator.companyName,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    image: absoluteUrl("/opengraph-image"),
    ...(operator.sameAs.length > 0 && { sameAs: operator.sameAs }),
    email: operator.email,
    telephone: operator.phone,
    ...(operator.vatId && { vatID: operator.vatId }),
    address: {
      "@type": "PostalAddress",
      streetAddress: operator.street,
      postalCode: operator.postalCode,
      addressLocality: operator.city,
      addressCountry: operator.country,
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
        name: SITE_NAME,
        url: absoluteUrl("/"),
        inLanguage: "de-DE",
        publisher: { "@id": absoluteUrl("/#organization") },
      },
    ],
  };
}
