import { primaryBusiness } from "../business-facts";
import type { JsonSyntaxProblem } from "../json-syntax";
import type { PageFacts, SchemaEntity } from "../page-facts";
import type { AssessedKind } from "../business-kind";
import { expectsLocalFacts } from "../kind-scope";
import { isLocalBusinessType } from "../schema-types";
import type { Copy, Finding } from "../types";
import { copy, infoFinding, list, propertiesFinding, quote, statusFor } from "./shared";

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
const ADD_BUSINESS_JSON_LD = copy("structured-data.business.addJsonLd");
/** The same for a business without premises: Organization, no LocalBusiness, opening hours or map. */
const ADD_ORGANIZATION_JSON_LD = copy("structured-data.business.addJsonLdOrganization");
/** And for a business of unclear kind: either type, by whether it has premises. */
const ADD_EITHER_JSON_LD = copy("structured-data.business.addJsonLdUnclear");

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


function addressPoints(address: unknown): { points: number; note: Copy } {
  if (!hasValue(address)) return { points: 0, note: copy("structured-data.required.addressMissing") };
  if (typeof address === "string") return { points: 6, note: copy("structured-data.required.addressText", { address: quote(address, 60) }) };
  const postal = firstObject(address);
  if (!postal) return { points: 0, note: copy("structured-data.required.addressEmpty") };
  const missing = ["streetAddress", "postalCode", "addressLocality"].filter((p) => !hasValue(postal[p]));
  if (missing.length === 0) return { points: 12, note: copy("structured-data.required.addressComplete") };
  return { points: missing.length === 3 ? 3 : 8, note: copy("structured-data.required.addressLacks", { missing: list(missing, "and") }) };
}

/** The page's structured data besides JSON-LD: "Microdata (…)" and "RDFa (…)" with their types. */
function otherFormatsOf(facts: PageFacts): string[] {
  return [
    ...(facts.microdataTypes.length > 0 ? [`Microdata (${facts.microdataTypes.join(", ")})`] : []),
    ...(facts.rdfaTypes.length > 0 ? [`RDFa (${facts.rdfaTypes.join(", ")})`] : []),
  ];
}

/** Which structured data the page has: JSON-LD with types 20, only Microdata/RDFa 10, none 0. */
function presentFinding(facts: PageFacts, addJsonLd: Copy): Finding {
  const validBlocks = facts.jsonLd.filter((b) => b.error === undefined);
  const topTypes = [...new Set(facts.entities.filter((e) => e.depth === 0).flatMap((e) => e.types))];
  const otherFormats = otherFormatsOf(facts);
  // "Microdata (…) und RDFa (…)": at most two, so "and" joins them as before.
  const formats = list(otherFormats, "and");
  if (validBlocks.length > 0 && topTypes.length > 0) {
    return {
      id: "structured-data.present",
      status: "pass",
      evidence: copy("structured-data.present.jsonLd", {
        count: validBlocks.length,
        types: list(topTypes),
        others: otherFormats.length ? copy("structured-data.present.also", { formats }) : "",
      }),
      points: 20,
      maxPoints: 20,
    };
  }
  if (otherFormats.length > 0) {
    return {
      id: "structured-data.present",
      status: "warn",
      evidence: copy("structured-data.present.otherOnly", { formats }),
      points: 10,
      maxPoints: 20,
      action: copy("structured-data.present.addJsonLd"),
      tool: "/tool/schema",
    };
  }
  return {
    id: "structured-data.present",
    status: "fail",
    evidence: copy(facts.jsonLd.length > 0 ? "structured-data.present.noType" : "structured-data.present.none"),
    points: 0,
    maxPoints: 20,
    action: addJsonLd,
    tool: "/tool/schema",
  };
}

/** A JSON syntax problem as text: what is wrong and, when known, at which line and column. */
function jsonError({ code, params }: JsonSyntaxProblem): Copy {
  return copy(`structured-data.valid.syntax.${code}`, {
    ...(params.token ? { token: params.token } : {}),
    at: params.line ? copy("structured-data.valid.at", { line: String(params.line), column: String(params.column) }) : "",
  });
}

/** Whether every JSON-LD block is valid JSON; no finding when the page has no blocks. */
function validFindings(facts: PageFacts): Finding[] {
  if (facts.jsonLd.length === 0) return [];
  const invalidBlocks = facts.jsonLd.filter((b) => b.error !== undefined);
  if (invalidBlocks.length === 0) {
    return [{ id: "structured-data.valid", status: "pass", evidence: copy("structured-data.valid.ok", { count: facts.jsonLd.length }), points: 10, maxPoints: 10 }];
  }
  const details = list(
    invalidBlocks.map((b) => copy("structured-data.valid.block", { index: String(b.index), error: jsonError(b.error!), start: quote(b.raw.replace(/\s+/g, " "), 60) })),
    "; ",
  );
  return [
    {
      id: "structured-data.valid",
      status: "fail",
      evidence: copy("structured-data.valid.invalid", { count: invalidBlocks.length, details }),
      points: 0,
      maxPoints: 10,
      action: copy("structured-data.valid.fix", { blocks: list(invalidBlocks.map((b) => String(b.index))) }),
      tool: "/tool/schema",
    },
  ];
}

/** How the kind shapes the business findings: local or not, the label, and the action for a missing block. */
interface KindAsk {
  local: boolean;
  addJsonLd: Copy;
  businessLabel: { label?: Copy };
}

/** The business entity: the one asked for (LocalBusiness, or any business when not local) 25, Organization 15, Microdata only 12. */
function businessFinding(facts: PageFacts, business: SchemaEntity | undefined, ask: KindAsk): Finding {
  if (business && (isLocalBusinessType(business.types) || !ask.local)) {
    return {
      id: "structured-data.business",
      status: "pass",
      ...ask.businessLabel,
      evidence: copy("structured-data.business.found", {
        types: list(business.types),
        name: typeof business.props.name === "string" ? copy("structured-data.business.name", { name: quote(business.props.name, 60) }) : "",
      }),
      points: 25,
      maxPoints: 25,
    };
  }
  if (business) {
    return {
      id: "structured-data.business",
      status: "warn",
      evidence: copy("structured-data.business.notLocal", { types: list(business.types) }),
      points: 15,
      maxPoints: 25,
      action: copy("structured-data.business.useLocal"),
      tool: "/tool/schema",
    };
  }
  const microdataBusiness = facts.microdataTypes.find((t) => isLocalBusinessType([t]));
  return {
    id: "structured-data.business",
    status: microdataBusiness ? "warn" : "fail",
    ...ask.businessLabel,
    evidence: microdataBusiness
      ? copy("structured-data.business.microdataOnly", { type: microdataBusiness })
      : copy(ask.local ? "structured-data.business.missing" : "structured-data.business.missingOrganization"),
    points: microdataBusiness ? 12 : 0,
    maxPoints: 25,
    action: ask.addJsonLd,
    tool: "/tool/schema",
  };
}

/** The required properties of the business entity: name 8, address up to 12. */
function requiredFinding(business: SchemaEntity, local: boolean): Finding {
  const name = hasValue(business.props.name);
  const address = addressPoints(business.props.address);
  const points = (name ? 8 : 0) + address.points;
  return {
    id: "structured-data.required",
    status: statusFor(points, 20),
    evidence: copy("structured-data.required.found", {
      name: name ? copy("structured-data.required.name", { name: quote(String(business.props.name), 60) }) : copy("structured-data.required.nameMissing"),
      address: address.note,
    }),
    points,
    maxPoints: 20,
    action: points < 20 ? copy(local ? "structured-data.required.add" : "structured-data.required.addOrganization") : undefined,
    tool: "/tool/schema",
  };
}

/** The recommended properties of the business entity, 2 each (opening hours in either form). */
function recommendedFinding(business: SchemaEntity, local: boolean): Finding {
  const recommended: readonly string[] = local ? RECOMMENDED_PROPERTIES : RECOMMENDED_ORGANIZATION_PROPERTIES;
  const present = recommended.filter((p) =>
    p === "openingHoursSpecification" ? hasValue(business.props[p]) || hasValue(business.props.openingHours) : hasValue(business.props[p]),
  );
  const missing = recommended.filter((p) => !present.includes(p));
  return propertiesFinding("structured-data.recommended", { present, missing }, 2, "/tool/schema", "and");
}

/** Without a business entity: no required nor recommended property, both failed with the block as action. */
function noBusinessPropertyFindings(ask: KindAsk): Finding[] {
  return [
    { id: "structured-data.required", status: "fail", evidence: copy("structured-data.required.noBusiness"), points: 0, maxPoints: 20, action: ask.addJsonLd, tool: "/tool/schema" },
    {
      id: "structured-data.recommended",
      status: "fail",
      evidence: copy("structured-data.recommended.noBusiness", { properties: list(ask.local ? RECOMMENDED_PROPERTIES : RECOMMENDED_ORGANIZATION_PROPERTIES) }),
      points: 0,
      maxPoints: 12,
      action: ask.addJsonLd,
      tool: "/tool/schema",
    },
  ];
}

/** A WebSite entity: 5 points. */
function websiteFinding(facts: PageFacts): Finding {
  const website = facts.entities.some((e) => e.types.includes("WebSite"));
  return {
    id: "structured-data.website",
    status: website ? "pass" : "warn",
    evidence: copy(website ? "structured-data.website.found" : "structured-data.website.missing"),
    points: website ? 5 : 0,
    maxPoints: 5,
    action: website ? undefined : copy("structured-data.website.add"),
  };
}

/** FAQPage, BreadcrumbList, Article and the other types found: reported, not scored. */
function otherTypesFinding(facts: PageFacts): Finding {
  const extras = ["FAQPage", "BreadcrumbList", "Article", "BlogPosting", "Product", "Review", "AggregateRating", "Event", "Service", "Person"].filter(
    (t) => facts.entities.some((e) => e.types.includes(t)),
  );
  return infoFinding(
    "structured-data.other-types",
    extras.length ? copy("structured-data.other-types.found", { types: list(extras) }) : copy("structured-data.other-types.none"),
  );
}

/** What the kind asks for: LocalBusiness for a local business, Organization for an online one, either when unclear. */
function kindAsk(kind: AssessedKind): KindAsk {
  const local = kind === "local";
  return {
    local,
    addJsonLd: local ? ADD_BUSINESS_JSON_LD : expectsLocalFacts(kind) ? ADD_EITHER_JSON_LD : ADD_ORGANIZATION_JSON_LD,
    businessLabel: local ? {} : { label: copy(kind === "unclear" ? "structured-data.business.labelUnclear" : "structured-data.business.labelOrganization") },
  };
}

/**
 * The structured-data findings of a page, in report order (see the module comment for the points).
 * @param kind the business kind (lib/readiness/business-kind.ts): a local business is asked for
 *   LocalBusiness markup with local properties; an online shop or service for Organization markup;
 *   a business of unclear kind for either, without the local properties geo and opening hours
 */
export function checkStructuredData(facts: PageFacts, kind: AssessedKind = "local"): Finding[] {
  const ask = kindAsk(kind);
  const business = primaryBusiness(facts.entities);
  return [
    presentFinding(facts, ask.addJsonLd),
    ...validFindings(facts),
    businessFinding(facts, business, ask),
    ...(business ? [requiredFinding(business, ask.local), recommendedFinding(business, ask.local)] : noBusinessPropertyFindings(ask)),
    websiteFinding(facts),
    otherTypesFinding(facts),
  ];
}
