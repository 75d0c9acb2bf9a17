import { EMAIL, findAddress, findEmails, findPhones, primaryBusiness } from "../business-facts";
import type { PageFacts } from "../page-facts";
import { isOrganizationType } from "../schema-types";
import type { Finding } from "../types";
import { checkLocalBusiness, type SecondPage } from "./local-business";
import { quote, statusFor } from "./shared";

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
    label: "Unternehmen als Organization ausgezeichnet, mit Profilen (sameAs)",
    evidence: organization
      ? `Typ ${organization.types.join(", ")}${sameAs.length ? `, sameAs: ${sameAs.slice(0, 3).join(", ")}${sameAs.length > 3 ? " …" : ""}` : ", ohne sameAs"}.`
      : "Kein Objekt vom Typ Organization (oder einem Untertyp) gefunden.",
    points: orgPoints,
    maxPoints: 25,
    action:
      orgPoints < 25
        ? organization
          ? "Ergänzen Sie im Organization-Block sameAs mit den Adressen Ihrer Profile (z. B. LinkedIn, Xing, Instagram) – KI-Assistenten verbinden so Ihre Website mit dem, was anderswo über Sie steht."
          : "Fügen Sie einen JSON-LD-Block vom Typ Organization (oder OnlineStore) mit name, url, logo, sameAs, E-Mail und Telefon in den <head> Ihrer Startseite ein."
        : undefined,
    tool: orgPoints < 25 ? "/tool/schema" : undefined,
  });

  const logo = organization?.props.logo;
  findings.push({
    id: "trust.logo",
    status: logo ? "pass" : "fail",
    label: "Logo in den strukturierten Daten",
    evidence: logo ? `logo: ${quote(typeof logo === "string" ? logo : JSON.stringify(logo), 80)}.` : "Kein logo im Organization-Block.",
    points: logo ? 10 : 0,
    maxPoints: 10,
    action: logo ? undefined : "Ergänzen Sie im Organization-Block logo mit der Adresse Ihres Logos (quadratisch, mindestens 112 × 112 Pixel, laut Google Search Central).",
    tool: logo ? undefined : "/tool/schema",
  });

  const other = second?.facts;
  const email = facts.mailtoLinks[0] ?? (facts.bodyText.includes("@") ? EMAIL.exec(facts.bodyText)?.[0] : undefined) ?? (other ? (other.mailtoLinks[0] ?? findEmails(other.bodyText)[0]) : undefined);
  const phone = findPhones(facts.bodyText)[0] ?? facts.telLinks[0] ?? (other ? (findPhones(other.bodyText)[0] ?? other.telLinks[0]) : undefined);
  const contactPoints = email && phone ? 25 : email || phone ? 15 : 0;
  findings.push({
    id: "trust.contact",
    status: statusFor(contactPoints, 25),
    label: "Kontakt per E-Mail und Telefon",
    evidence: email || phone ? [email ? `E-Mail ${email}` : "keine E-Mail-Adresse", phone ? `Telefon ${quote(phone, 30)}` : "keine Telefonnummer"].join(", ") + "." : "Weder E-Mail-Adresse noch Telefonnummer gefunden.",
    points: contactPoints,
    maxPoints: 25,
    action: contactPoints < 25 ? "Nennen Sie auf der Startseite oder im Impressum eine E-Mail-Adresse und eine Telefonnummer – beides macht Ihr Unternehmen für Kunden und KI-Assistenten greifbar." : undefined,
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
    label: "Anschrift des Unternehmens",
    evidence: shown.postal ? `${shown.street ? `${quote(shown.street, 50)}, ` : ""}${shown.postal} ${shown.town ?? ""}${address.postal ? "" : " (Impressum/Kontaktseite)"}.` : sdAddress ? "Nur in den strukturierten Daten." : "Keine Postanschrift gefunden.",
    points: addressPoints,
    maxPoints: 15,
    action: addressPoints < 15 ? "Nennen Sie Ihre vollständige Anschrift (Straße, Hausnummer, PLZ, Ort) im Impressum oder im Footer – sie ist Pflicht und macht Ihr Unternehmen überprüfbar." : undefined,
  });

  const shared = checkLocalBusiness(facts, second).filter((f) => f.id === "local.impressum" || f.id === "local.nap-consistency");
  return [...findings, ...shared];
}
