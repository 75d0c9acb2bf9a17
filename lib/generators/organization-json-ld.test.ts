import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { isOrganizationType, isLocalBusinessType } from "@/lib/readiness/schema-types";
import { buildOrganization, generateOrganizationJsonLd, ONLINE_BUSINESS_TYPES, organizationFormProblems, organizationProblemText, type OrganizationForm } from "./organization-json-ld";

const t = createTranslator({ locale: "de", messages, namespace: "SchemaGenerator" });
/** The output as plain JSON (schema-dts types allow a bare string, which the generator never gives). */
const org = (form: OrganizationForm) => JSON.parse(JSON.stringify(buildOrganization(form))) as Record<string, unknown>;
const problemTexts = (form: OrganizationForm) => organizationFormProblems(form).map((p) => organizationProblemText(p, (key) => t(key as never)));

const SHOP: OrganizationForm = {
  name: "Kaffeerösterei Nordlicht",
  type: "OnlineStore",
  description: "Frisch gerösteter Kaffee im Versand",
  website: "nordlicht-kaffee.de",
  logo: "/bilder/logo.png",
  email: "hallo@nordlicht-kaffee.de",
  phone: "+49 40 123456",
  sameAs: ["https://www.instagram.com/nordlicht", "", "https://www.instagram.com/nordlicht", "kein-link"],
};

describe("buildOrganization (online business mode)", () => {
  it("gives an OnlineStore with url, logo, contactPoint and sameAs, and nothing that invites a visit", () => {
    expect(buildOrganization(SHOP)).toEqual({
      "@context": "https://schema.org",
      "@type": "OnlineStore",
      name: "Kaffeerösterei Nordlicht",
      description: "Frisch gerösteter Kaffee im Versand",
      url: "https://nordlicht-kaffee.de",
      logo: "https://nordlicht-kaffee.de/bilder/logo.png",
      contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: "hallo@nordlicht-kaffee.de", telephone: "+49 40 123456" },
      sameAs: ["https://www.instagram.com/nordlicht"],
    });
    const json = JSON.parse(JSON.stringify(buildOrganization(SHOP))) as Record<string, unknown>;
    for (const local of ["address", "openingHoursSpecification", "geo", "priceRange"]) expect(json).not.toHaveProperty(local);
  });

  it("offers only schema.org Organization subtypes that are no LocalBusiness (schema.org 23+: OnlineBusiness > OnlineStore)", () => {
    for (const type of ONLINE_BUSINESS_TYPES) {
      expect(isOrganizationType([type])).toBe(true);
      expect(isLocalBusinessType([type])).toBe(false);
      expect(org({ name: "X", type })["@type"]).toBe(type);
    }
  });

  it("falls back to Organization for any other type, LocalBusiness types included", () => {
    expect(org({ name: "X", type: "Dentist" })["@type"]).toBe("Organization");
    expect(org({ name: "X", type: '"><script>' })["@type"]).toBe("Organization");
    expect(org({ name: "X" })["@type"]).toBe("Organization");
  });

  it("leaves contactPoint out without e-mail and telephone, and keeps the one given", () => {
    expect(org({ name: "X" }).contactPoint).toBeUndefined();
    expect(org({ name: "X", email: "info@x.de" }).contactPoint).toEqual({ "@type": "ContactPoint", contactType: "customer service", email: "info@x.de" });
    expect(org({ name: "X", phone: "+49 30 1" })).toMatchObject({ contactPoint: { telephone: "+49 30 1" } });
    expect(org({ name: "X", email: "kaputt@" }).contactPoint).toBeUndefined();
  });

  it("takes a logo as absolute URL or bare domain, a path only with a website", () => {
    expect(org({ name: "X", logo: "https://cdn.shop.de/logo.svg" }).logo).toBe("https://cdn.shop.de/logo.svg");
    expect(org({ name: "X", logo: "shop.de/logo.png" }).logo).toBe("https://shop.de/logo.png");
    expect(org({ name: "X", logo: "/logo.png" }).logo).toBeUndefined();
    expect(org({ name: "X", logo: "logo" }).logo).toBeUndefined();
  });
});

describe("organizationFormProblems", () => {
  it("asks for the country code of a telephone (Google: include country and area code)", () => {
    expect(problemTexts({ name: "X", phone: "030 1234567" })).toEqual(["Google empfiehlt die Telefonnummer mit Landes- und Ortsvorwahl, z. B. +49 30 1234567."]);
    expect(problemTexts({ name: "X", phone: "+49 30 1234567" })).toEqual([]);
    expect(problemTexts({ name: "X", phone: "0049 30 1234567" })).toEqual([]);
  });

  it("names a logo and an e-mail address it leaves out", () => {
    expect(organizationFormProblems({ name: "X", logo: "/logo.png", email: "info@" })).toEqual([{ code: "logoInvalid" }, { code: "emailInvalid" }]);
    expect(organizationFormProblems(SHOP)).toEqual([]);
  });
});

describe("generateOrganizationJsonLd", () => {
  it("wraps script-safe JSON in the JSON-LD script element", () => {
    const output = generateOrganizationJsonLd({ name: "A </script><b>", type: "OnlineBusiness" });
    expect(output.startsWith('<script type="application/ld+json">\n')).toBe(true);
    expect(output.endsWith("\n</script>")).toBe(true);
    expect(output.slice(0, -"</script>".length)).not.toContain("</script>");
    const body = output.replace(/^<script[^>]*>\n/, "").replace(/\n<\/script>$/, "");
    expect(JSON.parse(body)).toMatchObject({ "@type": "OnlineBusiness", name: "A </script><b>" });
  });
});
