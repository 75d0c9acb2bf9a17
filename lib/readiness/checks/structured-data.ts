import { primaryBusiness } from "../business-facts";
import type { PageFacts } from "../page-facts";
import type { BusinessKind } from "../business-kind";
import { isLocalBusinessType } from "../schema-types";
import type { Finding } from "../types";
import { count, listGerman, quote, statusFor } from "./shared";

/**
 * Structured data (JSON-LD, Microdata, RDFa). Points:
 * - 20 structured data present: JSON-LD 20, only Microdata/RDFa 10
 * - 10 every JSON-LD block valid JSON (only scored when there are blocks)
 * - 25 business entity: LocalBusiness or a subtype 25, Organization 15
 * - 20 required properties (Google Search Central, LocalBusiness): name 8, address 12
 *   (PostalAddress with streetAddress, postalCode, addressLocality; text address 6)
 * - 12 recommended properties, 2 each: telephone, url, geo, openingHoursSpecification
 *   (or openingHours), priceRange, image
 * - 5 WebSite entity
 * - reported, not scored: FAQPage, BreadcrumbList, Article/BlogPosting and the other types
 */

const RECOMMENDED_PROPERTIES = ["telephone", "url", "geo", "openingHoursSpecification", "priceRange", "image"] as const;
/** For an online shop or service: no premises, so logo, sameAs and e-mail instead of geo, opening hours and price range. */
const RECOMMENDED_ORGANIZATION_PROPERTIES = ["telephone", "url", "logo", "sameAs", "email", "image"] as const;

/** One action for everything a missing business block costs; the ranking adds up its worth. */
const ADD_BUSINESS_JSON_LD =
  "Fügen Sie einen JSON-LD-Block mit Ihren Unternehmensdaten in den <head> Ihrer Startseite ein: Typ LocalBusiness oder ein passender Untertyp (z. B. Dentist, Restaurant), mit Name, Adresse, Telefon, Website, Öffnungszeiten und Bild.";

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim().length > 0;
  if (Array.isArray(value)) return value.some(hasValue);
  return true;
}

function firstObject(value: unknown): Record<string, unknown> | null {
  const item = Array.isArray(value) ? value[0] : value;
  return item && typeof item === "object" ? (item as Record<string, unknown>) : null;
}


function addressPoints(address: unknown): { points: number; note: string } {
  if (!hasValue(address)) return { points: 0, note: "address fehlt" };
  if (typeof address === "string") return { points: 6, note: `address nur als Text (${quote(address, 60)}) statt PostalAddress` };
  const postal = firstObject(address);
  if (!postal) return { points: 0, note: "address ist leer" };
  const missing = ["streetAddress", "postalCode", "addressLocality"].filter((p) => !hasValue(postal[p]));
  if (missing.length === 0) return { points: 12, note: "address als PostalAddress vollständig" };
  return { points: missing.length === 3 ? 3 : 8, note: `in address fehlt ${listGerman(missing)}` };
}

/**
 * @param kind the business kind (lib/readiness/business-kind.ts): a local business is asked for
 *   LocalBusiness markup with local properties; an online shop or service for Organization markup
 */
export function checkStructuredData(facts: PageFacts, kind: BusinessKind = "local"): Finding[] {
  const local = kind === "local";
  const findings: Finding[] = [];
  const validBlocks = facts.jsonLd.filter((b) => b.error === undefined);
  const invalidBlocks = facts.jsonLd.filter((b) => b.error !== undefined);
  const topTypes = [...new Set(facts.entities.filter((e) => e.depth === 0).flatMap((e) => e.types))];
  const otherFormats = [
    facts.microdataTypes.length > 0 ? `Microdata (${facts.microdataTypes.join(", ")})` : "",
    facts.rdfaTypes.length > 0 ? `RDFa (${facts.rdfaTypes.join(", ")})` : "",
  ].filter(Boolean);

  // Present
  if (validBlocks.length > 0 && topTypes.length > 0) {
    findings.push({
      id: "structured-data.present",
      status: "pass",
      label: "Strukturierte Daten vorhanden",
      evidence: `${count(validBlocks.length, "gültiger JSON-LD-Block", "gültige JSON-LD-Blöcke")} mit den Typen ${topTypes.join(", ")}${otherFormats.length ? `; außerdem ${otherFormats.join(" und ")}` : ""}.`,
      points: 20,
      maxPoints: 20,
    });
  } else if (otherFormats.length > 0) {
    findings.push({
      id: "structured-data.present",
      status: "warn",
      label: "Strukturierte Daten vorhanden",
      evidence: `Kein verwertbares JSON-LD, aber ${otherFormats.join(" und ")} gefunden.`,
      points: 10,
      maxPoints: 20,
      action: "Hinterlegen Sie die Unternehmensangaben zusätzlich als JSON-LD im <head> – das Format, das Google empfiehlt und das sich am leichtesten pflegen lässt.",
      tool: "/tool/schema",
    });
  } else {
    findings.push({
      id: "structured-data.present",
      status: "fail",
      label: "Strukturierte Daten vorhanden",
      evidence:
        facts.jsonLd.length > 0
          ? "Es gibt JSON-LD-Blöcke, aber keiner enthält ein verwertbares schema.org-Objekt mit @type."
          : "Keine strukturierten Daten gefunden (weder JSON-LD noch Microdata oder RDFa).",
      points: 0,
      maxPoints: 20,
      action: ADD_BUSINESS_JSON_LD,
      tool: "/tool/schema",
    });
  }

  // Valid
  if (facts.jsonLd.length > 0) {
    if (invalidBlocks.length === 0) {
      findings.push({
        id: "structured-data.valid",
        status: "pass",
        label: "JSON-LD fehlerfrei",
        evidence: facts.jsonLd.length === 1 ? "Der JSON-LD-Block ist gültiges JSON." : `Alle ${facts.jsonLd.length} JSON-LD-Blöcke sind gültiges JSON.`,
        points: 10,
        maxPoints: 10,
      });
    } else {
      const details = invalidBlocks.map((b) => `Block ${b.index}: ${b.error} – Anfang: ${quote(b.raw.replace(/\s+/g, " "), 60)}`).join("; ");
      findings.push({
        id: "structured-data.valid",
        status: "fail",
        label: "JSON-LD fehlerfrei",
        evidence: `${count(invalidBlocks.length, "JSON-LD-Block ist", "JSON-LD-Blöcke sind")} kein gültiges JSON und ${invalidBlocks.length === 1 ? "wird" : "werden"} von Suchmaschinen und KI-Crawlern komplett ignoriert. ${details}`,
        points: 0,
        maxPoints: 10,
        action: `Korrigieren Sie den Syntaxfehler in JSON-LD-Block ${invalidBlocks.map((b) => b.index).join(", ")} (häufig: Komma nach dem letzten Eintrag, fehlende Anführungszeichen) und prüfen Sie ihn danach mit dem Schema Markup Validator.`,
        tool: "/tool/schema",
      });
    }
  }

  // Business entity, required and recommended properties
  const business = primaryBusiness(facts.entities);
  const microdataBusiness = facts.microdataTypes.find((t) => isLocalBusinessType([t]));
  if (business && (isLocalBusinessType(business.types) || !local)) {
    findings.push({
      id: "structured-data.business",
      status: "pass",
      label: local ? "Unternehmen als LocalBusiness ausgezeichnet" : "Unternehmen als Organization ausgezeichnet",
      evidence: `Typ ${business.types.join(", ")}${typeof business.props.name === "string" ? ` für ${quote(business.props.name, 60)}` : ""}.`,
      points: 25,
      maxPoints: 25,
    });
  } else if (business) {
    findings.push({
      id: "structured-data.business",
      status: "warn",
      label: "Unternehmen als LocalBusiness ausgezeichnet",
      evidence: `Nur ein Objekt vom Typ ${business.types.join(", ")}; kein LocalBusiness.`,
      points: 15,
      maxPoints: 25,
      action: "Verwenden Sie für einen Betrieb mit Standort den Typ LocalBusiness oder den passenden Untertyp (z. B. Dentist, Attorney, Restaurant) – so verstehen KI-Assistenten, dass Sie ein lokales Unternehmen sind.",
      tool: "/tool/schema",
    });
  } else {
    findings.push({
      id: "structured-data.business",
      status: microdataBusiness ? "warn" : "fail",
      label: "Unternehmen als LocalBusiness ausgezeichnet",
      evidence: microdataBusiness
        ? `Nur in Microdata als ${microdataBusiness} ausgezeichnet, nicht in JSON-LD.`
        : "Kein Objekt vom Typ LocalBusiness oder Organization gefunden.",
      points: microdataBusiness ? 12 : 0,
      maxPoints: 25,
      action: ADD_BUSINESS_JSON_LD,
      tool: "/tool/schema",
    });
  }

  if (business) {
    const name = hasValue(business.props.name);
    const address = addressPoints(business.props.address);
    const points = (name ? 8 : 0) + address.points;
    findings.push({
      id: "structured-data.required",
      status: statusFor(points, 20),
      label: "Pflichtangaben name und address",
      evidence: `${name ? `name: ${quote(String(business.props.name), 60)}` : "name fehlt"}; ${address.note}.`,
      points,
      maxPoints: 20,
      action:
        points < 20
          ? "Ergänzen Sie im LocalBusiness-Block name und address als PostalAddress mit streetAddress, postalCode, addressLocality und addressCountry (Pflichtangaben laut Google)."
          : undefined,
      tool: "/tool/schema",
    });

    const recommended: readonly string[] = local ? RECOMMENDED_PROPERTIES : RECOMMENDED_ORGANIZATION_PROPERTIES;
    const present = recommended.filter((p) =>
      p === "openingHoursSpecification" ? hasValue(business.props[p]) || hasValue(business.props.openingHours) : hasValue(business.props[p]),
    );
    const missing = recommended.filter((p) => !present.includes(p));
    findings.push({
      id: "structured-data.recommended",
      status: statusFor(present.length * 2, 12),
      label: "Empfohlene Angaben",
      evidence: `${present.length} von 6 vorhanden${present.length ? ` (${present.join(", ")})` : ""}${missing.length ? `; es fehlen ${missing.join(", ")}` : ""}.`,
      points: present.length * 2,
      maxPoints: 12,
      action: missing.length ? `Ergänzen Sie im Unternehmens-Block ${listGerman(missing)}.` : undefined,
      tool: "/tool/schema",
    });
  } else {
    findings.push({
      id: "structured-data.required",
      status: "fail",
      label: "Pflichtangaben name und address",
      evidence: "Ohne Unternehmens-Objekt fehlen name und address.",
      points: 0,
      maxPoints: 20,
      action: ADD_BUSINESS_JSON_LD,
      tool: "/tool/schema",
    });
    findings.push({
      id: "structured-data.recommended",
      status: "fail",
      label: "Empfohlene Angaben",
      evidence: `Ohne Unternehmens-Objekt fehlen ${RECOMMENDED_PROPERTIES.join(", ")}.`,
      points: 0,
      maxPoints: 12,
      action: ADD_BUSINESS_JSON_LD,
      tool: "/tool/schema",
    });
  }

  const website = facts.entities.some((e) => e.types.includes("WebSite"));
  findings.push({
    id: "structured-data.website",
    status: website ? "pass" : "warn",
    label: "WebSite-Objekt",
    evidence: website ? "Ein WebSite-Objekt nennt den Namen der Website." : "Kein WebSite-Objekt gefunden.",
    points: website ? 5 : 0,
    maxPoints: 5,
    action: website ? undefined : "Ergänzen Sie ein WebSite-Objekt mit name und url, damit Google und KI-Assistenten den Namen Ihrer Website kennen.",
  });

  const extras = ["FAQPage", "BreadcrumbList", "Article", "BlogPosting", "Product", "Review", "AggregateRating", "Event", "Service", "Person"].filter(
    (t) => facts.entities.some((e) => e.types.includes(t)),
  );
  findings.push({
    id: "structured-data.other-types",
    status: "info",
    label: "Weitere Typen",
    evidence: extras.length ? `Außerdem ausgezeichnet: ${extras.join(", ")}.` : "Keine weiteren Typen wie FAQPage, BreadcrumbList oder Article.",
    points: 0,
    maxPoints: 0,
  });
  return findings;
}
