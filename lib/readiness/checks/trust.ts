import { EMAIL, findAddress, findEmails, findPhones, primaryBusiness } from "../business-facts";
import type { PageFacts } from "../page-facts";
import { isOrganizationType } from "../schema-types";
import type { Finding } from "../types";
import { checkLocalBusiness, type SecondPage } from "./local-business";
import { copy, list, quote, statusFor } from "./shared";

/**
 * "Unternehmen & Vertrauen": what the local category asks of an online shop or an
 * online service or agency instead of opening hours and a map (Google Search Central,
 * "Organization" structured data: logo, sameAs, contactPoint; § 5 DDG imprint). Points:
 * - 25 Organization markup (Organization, a subtype or LocalBusiness) with sameAs links
 *   to the business's profiles 25, without sameAs 12
 * - 10 logo in that markup
 * - 25 contact: e-mail and phone on the home page or the imprint/contact page 25, one of them 15
 * - 15 address: a postal address with street on the home page or the imprint/contact page 15,
 *   postal code and town only, or only in the markup, 8
 * - 15 Impressum link and 10 name, address and phone the same everywhere (NAP): as for local businesses
 */
export function checkTrust(facts: PageFacts, second?: SecondPage): Finding[] {
  const findings: Finding[] = [];
  const business = primaryBusiness(facts.entities);
  const organization = business && isOrganizationType(business.types) ? business : undefined;
  const sameAs = organization ? [organization.props.sameAs].flat().filter((v): v is string => typeof v === "string" && /^https?:\/\//.test(v)) : [];
  const orgPoints = organization ? (sameAs.length > 0 ? 25 : 12) : 0;
  findings.push({
    id: "trust.organization",
    status: statusFor(orgPoints, 25),
    evidence: organization
      ? sameAs.length
        ? copy("trust.organization.withSameAs", { types: list(organization.types), sameAs: list(sameAs.slice(0, 3)), more: sameAs.length > 3 ? "yes" : "no" })
        : copy("trust.organization.withoutSameAs", { types: list(organization.types) })
      : copy("trust.organization.missing"),
    points: orgPoints,
    maxPoints: 25,
    action: orgPoints < 25 ? copy(organization ? "trust.organization.addSameAs" : "trust.organization.add") : undefined,
    tool: orgPoints < 25 ? "/tool/schema" : undefined,
  });

  const logo = organization?.props.logo;
  findings.push({
    id: "trust.logo",
    status: logo ? "pass" : "fail",
    evidence: logo ? copy("trust.logo.found", { logo: quote(typeof logo === "string" ? logo : JSON.stringify(logo), 80) }) : copy("trust.logo.missing"),
    points: logo ? 10 : 0,
    maxPoints: 10,
    action: logo ? undefined : copy("trust.logo.add"),
    tool: logo ? undefined : "/tool/schema",
  });

  const other = second?.facts;
  const email = facts.mailtoLinks[0] ?? (facts.bodyText.includes("@") ? EMAIL.exec(facts.bodyText)?.[0] : undefined) ?? (other ? (other.mailtoLinks[0] ?? findEmails(other.bodyText)[0]) : undefined);
  const phone = findPhones(facts.bodyText)[0] ?? facts.telLinks[0] ?? (other ? (findPhones(other.bodyText)[0] ?? other.telLinks[0]) : undefined);
  const contactPoints = email && phone ? 25 : email || phone ? 15 : 0;
  findings.push({
    id: "trust.contact",
    status: statusFor(contactPoints, 25),
    evidence:
      email || phone
        ? copy("trust.contact.found", { email: email ? copy("trust.contact.email", { email }) : copy("trust.contact.noEmail"), phone: phone ? copy("trust.contact.phone", { phone: quote(phone, 30) }) : copy("trust.contact.noPhone") })
        : copy("trust.contact.missing"),
    points: contactPoints,
    maxPoints: 25,
    action: contactPoints < 25 ? copy("trust.contact.add") : undefined,
  });

  const address = findAddress(facts.bodyText);
  const otherAddress = other ? findAddress(other.bodyText) : {};
  const withStreet = (address.street && address.postal) || (otherAddress.street && otherAddress.postal);
  const sdAddress = business?.props.address !== undefined;
  const addressPoints = withStreet ? 15 : address.postal || otherAddress.postal || sdAddress ? 8 : 0;
  const shown = address.postal ? address : otherAddress;
  findings.push({
    id: "trust.address",
    status: statusFor(addressPoints, 15),
    evidence: shown.postal
      ? copy("trust.address.found", { street: shown.street ? copy("trust.address.street", { street: quote(shown.street, 50) }) : "", postal: shown.postal, town: shown.town ?? "", otherPage: address.postal ? "no" : "yes" })
      : copy(sdAddress ? "trust.address.markupOnly" : "trust.address.missing"),
    points: addressPoints,
    maxPoints: 15,
    action: addressPoints < 15 ? copy("trust.address.add") : undefined,
  });

  const shared = checkLocalBusiness(facts, second).filter((f) => f.id === "local.impressum" || f.id === "local.nap-consistency");
  return [...findings, ...shared];
}
