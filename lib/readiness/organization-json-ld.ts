import { scriptSafeJson } from "@/lib/generators/json-ld";
import type { SchemaPrefill } from "./prefill";

/**
 * The fix kit's JSON-LD for a business without premises (an online shop, an online service
 * or agency): Organization, or OnlineStore for a shop (schema.org; Google Search Central,
 * "Organization structured data": name, url, logo, sameAs, contact and address), from the
 * values the check read, each as pre-filled. No LocalBusiness type, opening hours or geo:
 * the business has no premises to visit.
 * @param fields the JSON-LD generator's pre-filled fields (lib/readiness/prefill.ts schemaPrefill)
 * @returns `<script type="application/ld+json">…</script>`
 */
export function organizationJsonLd(fields: SchemaPrefill["fields"], kind: "online-shop" | "online-service"): string {
  const value = (key: keyof SchemaPrefill["fields"]) => fields[key]?.value.trim() || undefined;
  const hasAddress = fields.street || fields.postalCode || fields.city;
  const organization = {
    "@context": "https://schema.org",
    "@type": kind === "online-shop" ? "OnlineStore" : "Organization",
    name: value("name"),
    url: value("website"),
    logo: value("image"),
    email: value("email"),
    telephone: value("phone"),
    address: hasAddress
      ? { "@type": "PostalAddress", streetAddress: value("street"), postalCode: value("postalCode"), addressLocality: value("city"), addressCountry: value("country") }
      : undefined,
    sameAs: value("sameAs")?.split(/\s+/),
  };
  return `<script type="application/ld+json">\n${scriptSafeJson(organization)}\n</script>`;
}
