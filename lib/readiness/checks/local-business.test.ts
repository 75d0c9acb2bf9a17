import { describe, expect, it } from "vitest";
import { factsFor, findingById, jsonLd, page } from "@/test/readiness-helpers";
import { checkLocalBusiness } from "./local-business";
import { copyText, showFinding } from "../finding-text";

function check(body: string) {
  return checkLocalBusiness(factsFor(page(body)));
}

function finding(body: string, id: string) {
  return findingById(check(body), id);
}

const DENTIST = {
  "@context": "https://schema.org",
  "@type": "Dentist",
  name: "Zahnarztpraxis Dr. Muster GmbH",
  telephone: "+49 30 1234567",
  address: { "@type": "PostalAddress", streetAddress: "Musterstr. 12", postalCode: "10115", addressLocality: "Berlin" },
};

describe("local.address (25)", () => {
  it.each([
    ["Musterstraße 12, 10115 Berlin", "„Musterstraße 12“, 10115 Berlin."],
    ["Sendlinger Straße 20, 80331 München", "„Sendlinger Straße 20“, 80331 München."],
    ["Am Markt 3, 04109 Leipzig", "„Am Markt 3“, 04109 Leipzig."],
  ])("street, postal code and town %j: 25", (address, evidence) => {
    const f = finding(`<footer><p>Praxis Dr. Muster</p><p>${address}</p></footer>`, "local.address");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 25, maxPoints: 25, evidence });
    expect(f.action).toBeUndefined();
  });

  it("street and postal code in separate elements: 25", () => {
    expect(finding("<address>Musterstraße 12<br><span>10115 Berlin</span></address>", "local.address").points).toBe(25);
  });

  it.each([
    ["Konrad-Adenauer-Straße 5, 53113 Bonn", "„Konrad-Adenauer-Straße 5“, 53113 Bonn."],
    ["Friedrich-Ebert-Str. 5, 53113 Bonn", "„Friedrich-Ebert-Str. 5“, 53113 Bonn."],
    ["Karl-Marx-Allee 90, 10243 Berlin", "„Karl-Marx-Allee 90“, 10243 Berlin."],
    ["Bahnhofstraße 5 · 53113 Bonn", "„Bahnhofstraße 5“, 53113 Bonn."],
  ])("hyphenated or dotted street %j: 25", (address, evidence) => {
    expect(showFinding(finding(`<footer><p>${address}</p></footer>`, "local.address"))).toMatchObject({ points: 25, evidence });
  });

  it("postal code and town only: 12", () => {
    const f = finding("<p>Ihre Zahnarztpraxis in 10115 Berlin</p>", "local.address");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 12, evidence: "Keine Straße erkannt; 10115 Berlin.", action: expect.stringContaining("vollständige Anschrift") });
  });

  it("“Sofa Modell 10000 Dreisitzer” is not an address", () => {
    expect(finding("<p>Sofa Modell 10000 Dreisitzer für 899 €</p>", "local.address")).toMatchObject({ status: "fail", points: 0 });
  });

  it("only in structured data: 8", () => {
    const f = finding(`<p>Willkommen</p>${jsonLd(DENTIST)}`, "local.address");
    expect(f).toMatchObject({ status: "warn", points: 8, evidence: { code: "local.address.markupOnly" } });
  });

  it("none: 0", () => {
    expect(showFinding(finding("<p>Willkommen</p>", "local.address"))).toMatchObject({ status: "fail", points: 0, evidence: "Keine Postanschrift mit Postleitzahl im Text gefunden." });
  });
});

describe("local.phone (20)", () => {
  it.each([["030 1234567"], ["+49 (0)30 123 45 67"], ["0711/1234567"]])("%j visible with a tel: link: 20", (phone) => {
    const f = finding(`<p>Telefon: <a href="tel:+49301234567">${phone}</a></p>`, "local.phone");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 20, maxPoints: 20, evidence: `„${phone}“ im Text, als Link (tel:+49301234567).` });
  });

  it.each([["030 1234567"], ["+49 (0)30 123 45 67"], ["0711/1234567"]])("%j visible without a link: 14, the action gives the tel: link", (phone) => {
    const f = finding(`<p>Telefon: ${phone}</p>`, "local.phone");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 14, evidence: `„${phone}“ im Text, aber nicht als anklickbarer tel:-Link.`, action: expect.stringMatching(/^Machen Sie die Telefonnummer anklickbar: <a href="tel:\+49\d+">/) });
  });

  it("the tel: link of the action drops the leading 0 for +49", () => {
    expect(copyText(finding("<p>Telefon: 030 1234567</p>", "local.phone").action!)).toBe(
      'Machen Sie die Telefonnummer anklickbar: <a href="tel:+49301234567">030 1234567</a>.',
    );
  });

  it("only a tel: link with other text: 8", () => {
    const f = finding(`<a href="tel:+49301234567">Jetzt anrufen</a>`, "local.phone");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 8, evidence: "Nur als tel:-Link (+49301234567), die Nummer selbst steht nicht im Text." });
  });

  it("only in structured data: 8", () => {
    const f = finding(`<p>Willkommen</p>${jsonLd(DENTIST)}`, "local.phone");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 8, evidence: "Nur in den strukturierten Daten (+49 30 1234567)." });
  });

  it.each([
    ["Telefon: 030 1234567, E-Mail: praxis@example.de", "030 1234567"],
    ["Rufen Sie an: 030 1234567.", "030 1234567"],
    ["Tel.030 1234567", "030 1234567"],
    ["Telefon (030) 1234567", "(030) 1234567"],
    ["Telefon 030 / 123 45 67", "030 / 123 45 67"],
  ])("finds the number in %j", (text, number) => {
    expect(showFinding(finding(`<p>${text}</p>`, "local.phone"))).toMatchObject({ status: "warn", points: 14, evidence: expect.stringContaining(`„${number}“`) });
  });

  it.each([["IBAN: DE89 3704 0044 0532 0130 00"], ["Fax: 030 1234568"]])("%j is not the phone number", (text) => {
    expect(finding(`<p>${text}</p>`, "local.phone").points).toBe(0);
  });

  it.each([["Stand: 01.02.2024"], ["Preis: 1.234,56 €"], ["Öffnungszeiten 08:00 – 18:00"], ["04109 Leipzig"]])("%j is not a phone number", (text) => {
    expect(finding(`<p>${text}</p>`, "local.phone")).toMatchObject({ status: "fail", points: 0, evidence: { code: "local.phone.missing" } });
  });
});

describe("local.email (10)", () => {
  it("mailto: link or visible address: 10; none: 0", () => {
    expect(showFinding(finding(`<a href="mailto:info@praxis-muster.de">Schreiben Sie uns</a>`, "local.email"))).toMatchObject({
      status: "pass",
      points: 10,
      evidence: "info@praxis-muster.de (mailto:-Link).",
    });
    expect(finding("<p>E-Mail: info@praxis-muster.de</p>", "local.email")).toMatchObject({ points: 10, evidence: { code: "local.email.found", params: { email: "info@praxis-muster.de", mailto: "no" } } });
    expect(finding("<p>Kontakt</p>", "local.email")).toMatchObject({ status: "fail", points: 0 });
  });
});

describe("local.opening-hours (15)", () => {
  it("visible times: 15, quoting them", () => {
    const f = finding("<p>Mo–Fr 08:00 – 18:00 Uhr</p>", "local.opening-hours");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 15, evidence: "Im Text: „Mo–Fr 08:00 – 18:00“." });
  });

  it("a “Sprechzeiten” section: 15", () => {
    expect(showFinding(finding("<h2>Sprechzeiten</h2><p>nach Vereinbarung</p>", "local.opening-hours"))).toMatchObject({ points: 15, evidence: "Abschnitt „Sprechzeiten“ gefunden." });
  });

  it("the word alone, without days or times, is no evidence", () => {
    const f = finding("<p>Wir prüfen Adresse, Telefon und Öffnungszeiten Ihrer Website.</p>", "local.opening-hours");
    expect(f).toMatchObject({ status: "fail", points: 0 });
  });

  it("only in structured data: 8; none: 0", () => {
    const sd = finding(`<p>x</p>${jsonLd({ ...DENTIST, openingHours: "Mo-Fr 08:00-18:00" })}`, "local.opening-hours");
    expect(sd).toMatchObject({ status: "warn", points: 8, tool: "/tool/schema" });
    expect(finding("<p>x</p>", "local.opening-hours")).toMatchObject({ status: "fail", points: 0 });
  });
});

describe("local.impressum (15)", () => {
  it.each([
    ["link text", `<a href="/rechtliches">Impressum</a>`, "„Impressum“ → https://www.praxis-muster.de/rechtliches"],
    ["href", `<a href="/impressum.html">Rechtliches</a>`, "„Rechtliches“ → https://www.praxis-muster.de/impressum.html"],
    ["English imprint", `<a href="/imprint">Legal</a>`, "„Legal“ → https://www.praxis-muster.de/imprint"],
  ])("found by %s: 15", (_label, body, evidence) => {
    expect(showFinding(finding(body, "local.impressum"))).toMatchObject({ status: "pass", points: 15, evidence: `Link ${evidence}.` });
  });

  it("missing: 0, citing § 5 DDG", () => {
    const f = finding(`<a href="/datenschutz">Datenschutz</a>`, "local.impressum");
    expect(f).toMatchObject({ status: "fail", points: 0 });
    expect(copyText(f.action!)).toContain("§ 5 DDG");
  });
});

describe("local.map (5)", () => {
  it("geo, a maps link or an embedded map: 5; none: 0", () => {
    expect(finding(`<p>x</p>${jsonLd({ ...DENTIST, geo: { "@type": "GeoCoordinates", latitude: 52.5, longitude: 13.4 } })}`, "local.map").points).toBe(5);
    expect(showFinding(finding(`<a href="https://maps.app.goo.gl/abc">Anfahrt</a>`, "local.map"))).toMatchObject({ points: 5, evidence: "Kartenlink: https://maps.app.goo.gl/abc" });
    expect(finding(`<iframe src="https://www.openstreetmap.org/export/embed.html"></iframe>`, "local.map")).toMatchObject({ points: 5, evidence: { code: "local.map.embed" } });
    expect(finding("<p>x</p>", "local.map")).toMatchObject({ status: "warn", points: 0 });
  });
});

describe("local.nap-consistency (10)", () => {
  const visible = `<p>Zahnarztpraxis Dr. Muster</p><p>Musterstraße 12, 10115 Berlin</p><p>Telefon: <a href="tel:+49301234567">030 1234567</a></p>`;

  it("name, phone, postal code and street the same in text and structured data: 10", () => {
    const f = finding(visible + jsonLd(DENTIST), "local.nap-consistency");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 10, maxPoints: 10, evidence: "Übereinstimmend (strukturierte Daten, Startseite): Name, Telefon, PLZ, Straße." });
  });

  it("phone in JSON-LD differs from the visible one: 4, warn, quoting the value", () => {
    const f = finding(visible.replace('<a href="tel:+49301234567">030 1234567</a>', "030 7654321") + jsonLd(DENTIST), "local.nap-consistency");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 4, evidence: "Abgeglichen: strukturierte Daten, Startseite. Nicht wiedergefunden: Telefon „+49 30 1234567“ auf der Startseite.", action: expect.stringContaining("Gleichen Sie Name, Adresse und Telefonnummer") });
  });

  it("nothing of the structured data visible: 0", () => {
    expect(finding(`<p>Willkommen</p>${jsonLd(DENTIST)}`, "local.nap-consistency")).toMatchObject({ status: "fail", points: 0 });
  });

  it("without structured business data: reported, not scored", () => {
    expect(finding(visible, "local.nap-consistency")).toMatchObject({ status: "info", points: 0, maxPoints: 0 });
  });
});

describe("phone numbers in structured data", () => {
  it("matches a visible 030 number to a JSON-LD telephone misspelt as +49 030", () => {
    const html = `<p>Telefon: 030 1234567</p><p>Musterstraße 12, 10115 Berlin</p>${jsonLd({ "@context": "https://schema.org", "@type": "Dentist", name: "Praxis Muster", telephone: "+49 030 1234567" })}`;
    expect(copyText(finding(html, "local.nap-consistency").evidence)).not.toContain("Telefon");
  });

  it("does not read a product name ending in -tor as a street", () => {
    expect(finding("<p>Motor 150, 10115 Berlin</p>", "local.address").evidence).not.toContain("Motor");
  });
});

describe("the imprint page", () => {
  const imprintUrl = "https://www.praxis-muster.de/impressum";
  const withImprint = (home: string, imprint: string) =>
    checkLocalBusiness(factsFor(page(home)), { kind: "imprint", url: imprintUrl, facts: factsFor(page(imprint), imprintUrl) });

  it("address, phone and e-mail only in the imprint: partly credited, naming the page", () => {
    const findings = withImprint('<a href="/impressum">Impressum</a>', "<p>Musterstraße 12, 10115 Berlin</p><p>Tel. 030 1234567</p><p>info@praxis-muster.de</p>");
    expect(showFinding(findingById(findings, "local.address"))).toMatchObject({
      status: "warn",
      points: 15,
      evidence: `Nicht auf der Startseite, aber im Impressum (${imprintUrl}): „Musterstraße 12“, 10115 Berlin.`,
    });
    expect(showFinding(findingById(findings, "local.phone"))).toMatchObject({ points: 10, evidence: `Nicht auf der Startseite, aber im Impressum (${imprintUrl}): „030 1234567“.` });
    expect(findingById(findings, "local.email")).toMatchObject({ points: 7, evidence: { code: "local.otherPage", params: { value: "info@praxis-muster.de" } } });
  });

  it("the same NAP on home page and imprint, without structured data: 10", () => {
    const nap = "<p>Musterstraße 12, 10115 Berlin</p><p>Telefon 030 1234567</p>";
    expect(showFinding(findingById(withImprint(nap, nap.replace("030 1234567", "+49 30 123 45 67")), "local.nap-consistency"))).toMatchObject({
      status: "pass",
      points: 10,
      evidence: `Übereinstimmend (Startseite, Impressum (${imprintUrl})): Telefon, PLZ, Straße.`,
    });
  });

  it("another phone number in the imprint: 4, naming where", () => {
    const f = findingById(withImprint("<p>Musterstraße 12, 10115 Berlin</p><p>Telefon 030 1234567</p>", "<p>Musterstraße 12, 10115 Berlin</p><p>Telefon 030 7654321</p>"), "local.nap-consistency");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 4, evidence: `Abgeglichen: Startseite, Impressum (${imprintUrl}). Nicht wiedergefunden: Telefon „030 1234567“ (Startseite) im Impressum.` });
  });

  it("compares the structured data with the imprint too", () => {
    const home = `<p>Zahnarztpraxis Dr. Muster</p><p>Musterstraße 12, 10115 Berlin</p><p>Telefon: <a href="tel:+49301234567">030 1234567</a></p>${jsonLd(DENTIST)}`;
    const f = findingById(withImprint(home, "<p>Hauptstraße 1, 10117 Berlin</p><p>Telefon 030 1234567</p>"), "local.nap-consistency");
    expect(f.status).toBe("warn");
    expect(copyText(f.evidence)).toContain("PLZ „10115“ im Impressum; Straße „Musterstr. 12“ im Impressum");
  });

  it("an imprint that could not be fetched is named where nothing was found", () => {
    const f = findingById(checkLocalBusiness(factsFor(page("<p>Willkommen</p>")), { kind: "imprint", url: imprintUrl, problem: { code: "crawling.robots.httpStatus", params: { status: "404" } } }), "local.address");
    expect(copyText(f.evidence)).toBe(`Keine Postanschrift mit Postleitzahl im Text gefunden (Impressum ${imprintUrl}: HTTP 404).`);
  });
});

describe("DACH numbering plans and the pages a person reads (issue 32)", () => {
  it("gives an Austrian number's tel: link with +43, not +49", () => {
    const f = checkLocalBusiness(factsFor(page("<footer><p>Tel.: 06212 4567</p></footer>")), undefined, { country: "AT" });
    expect(findingById(f, "local.phone").action).toMatchObject({ params: { tel: "+4362124567" } });
  });

  it("never calls a landline and a mobile merged into one number consistent with the markup", () => {
    const merged = { ...DENTIST, telephone: "06274 5678 0664 1234567" };
    const f = checkLocalBusiness(factsFor(page(`<footer><p>Tel.: 06274 5678 0664 1234567</p></footer>${jsonLd(merged)}`)), undefined, { country: "AT" });
    const nap = findingById(f, "local.nap-consistency");
    expect(nap.status).not.toBe("pass");
    expect(copyText(nap.evidence)).not.toContain("übereinstimmend");
  });

  it("counts hours and a map that stand only on the contact page", () => {
    const contact = factsFor(page('<h2>Sprechzeiten</h2><p>Mo 08:00 - 12:00</p><iframe src="https://www.google.com/maps/embed?pb=x"></iframe>'), "https://www.praxis-muster.de/kontakt");
    const imprint = { kind: "imprint" as const, url: "https://www.praxis-muster.de/impressum", facts: factsFor(page("<p>Impressum</p>"), "https://www.praxis-muster.de/impressum") };
    const f = checkLocalBusiness(factsFor(page('<a href="/kontakt">Kontakt</a>')), imprint, { morePages: [{ kind: "contact", url: "https://www.praxis-muster.de/kontakt", facts: contact }] });
    expect(findingById(f, "local.opening-hours")).toMatchObject({ points: 8 });
    expect(copyText(findingById(f, "local.opening-hours").evidence)).toContain("Mo 08:00 - 12:00");
    expect(findingById(f, "local.map")).toMatchObject({ status: "pass", points: 5 });
  });
});
