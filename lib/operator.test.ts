import { afterEach, describe, expect, it, vi } from "vitest";
import { envSchema } from "./env";
import { bookingHref, contactMailto, exampleOperatorFields, getOperator, operatorSetupIssues, telHref, warnAboutSetupInProduction } from "./operator";

const REAL = {
  OPERATOR_COMPANY_NAME: "Sichtbar Digital GmbH",
  OPERATOR_STREET: "Torstraße 12",
  OPERATOR_POSTAL_CODE: "10119",
  OPERATOR_CITY: "Berlin",
  OPERATOR_EMAIL: "hallo@sichtbar-digital.de",
  OPERATOR_PHONE: "+49 30 12345678",
  OPERATOR_VAT_ID: "DE 298 765 432",
  OPERATOR_RESPONSIBLE_PERSON: "Jana Beispielfrau",
  OWNER_EMAIL: "auftraege@sichtbar-digital.de",
};
const env = (vars: Record<string, string> = {}) => envSchema.parse(vars);

afterEach(() => vi.restoreAllMocks());

describe("the operator's details", () => {
  it("come from the OPERATOR_* variables, normalised", () => {
    expect(getOperator(env({ ...REAL, OPERATOR_COUNTRY: "at" }))).toEqual({
      companyName: "Sichtbar Digital GmbH",
      street: "Torstraße 12",
      postalCode: "10119",
      city: "Berlin",
      country: "AT",
      countryName: "Österreich",
      email: "hallo@sichtbar-digital.de",
      phone: "+49 30 12345678",
      vatId: "DE298765432",
      responsiblePerson: "Jana Beispielfrau",
      bookingUrl: null,
      sameAs: [],
    });
    expect(getOperator(env({ ...REAL, OPERATOR_VAT_ID: "" })).vatId).toBeNull();
    expect(getOperator(env({ ...REAL, OPERATOR_SAME_AS: "https://www.linkedin.com/company/sichtbar, https://www.xing.com/pages/sichtbar" })).sameAs).toEqual([
      "https://www.linkedin.com/company/sichtbar",
      "https://www.xing.com/pages/sichtbar",
    ]);
    expect(() => env({ ...REAL, OPERATOR_SAME_AS: "http://unsicher.example" })).toThrow(/OPERATOR_SAME_AS/);
  });

  it("refuses invalid values at start, naming the variable", () => {
    const invalid: [string, string][] = [["OPERATOR_EMAIL", "kein-at"], ["OPERATOR_POSTAL_CODE", "101"], ["OPERATOR_VAT_ID", "123"], ["OPERATOR_BOOKING_URL", "http://kalender.example.org"], ["OPERATOR_PHONE", "ruf an"]];
    for (const [name, value] of invalid) {
      const result = envSchema.safeParse({ ...REAL, [name]: value });
      expect(result.success, name).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual([name]);
    }
    expect(envSchema.safeParse({ ...REAL, OPERATOR_POSTAL_CODE: "8010" }).success).toBe(true);
  });

  it("give mailto, booking and tel links", () => {
    const operator = getOperator(env(REAL));
    expect(contactMailto("Demo-Anfrage GEO-Services", operator)).toBe("mailto:hallo@sichtbar-digital.de?subject=Demo-Anfrage%20GEO-Services");
    expect(contactMailto(undefined, operator)).toBe("mailto:hallo@sichtbar-digital.de");
    expect(bookingHref("Demo", operator)).toBe("mailto:hallo@sichtbar-digital.de?subject=Demo");
    expect(bookingHref("Demo", getOperator(env({ ...REAL, OPERATOR_BOOKING_URL: "https://termine.sichtbar-digital.de/demo" })))).toBe("https://termine.sichtbar-digital.de/demo");
    expect(telHref("+49 (30) 123 45-67")).toBe("tel:+493012345-67");
  });
});

describe("example values left before going live", () => {
  it("are every default, and named by their variables", () => {
    expect(exampleOperatorFields(getOperator(env()))).toEqual(["companyName", "street", "email", "phone", "vatId", "responsiblePerson"]);
    expect(operatorSetupIssues(env())).toEqual([
      {
        code: "example-operator-details",
        variables: ["OPERATOR_COMPANY_NAME", "OPERATOR_STREET", "OPERATOR_EMAIL", "OPERATOR_PHONE", "OPERATOR_VAT_ID", "OPERATOR_RESPONSIBLE_PERSON"],
      },
      { code: "owner-email-missing" },
    ]);
  });

  it("are recognised one by one: Muster names, documentation domains, all-zero numbers", () => {
    const fields = (vars: Record<string, string>) => exampleOperatorFields(getOperator(env({ ...REAL, ...vars })));
    expect(fields({})).toEqual([]);
    expect(operatorSetupIssues(env(REAL))).toEqual([]);
    expect(fields({ OPERATOR_EMAIL: "info@firma.example" })).toEqual(["email"]);
    expect(fields({ OPERATOR_EMAIL: "info@example.org" })).toEqual(["email"]);
    expect(fields({ OPERATOR_EMAIL: "info@example.community" })).toEqual([]);
    expect(fields({ OPERATOR_RESPONSIBLE_PERSON: "Erika Mustermann" })).toEqual(["responsiblePerson"]);
    expect(fields({ OPERATOR_STREET: "Musterweg 5" })).toEqual(["street"]);
    expect(fields({ OPERATOR_VAT_ID: "DE000000000" })).toEqual(["vatId"]);
    expect(fields({ OPERATOR_PHONE: "+49 30 000 000 0" })).toEqual(["phone"]);
    expect(fields({ OPERATOR_PHONE: "+49 30 1000000" })).toEqual([]);
    expect(fields({ OPERATOR_BOOKING_URL: "https://cal.example.com/demo" })).toEqual(["bookingUrl"]);
  });

  it("are logged as a clear warning in production only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(warnAboutSetupInProduction(env({ NODE_ENV: "development" }))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(warnAboutSetupInProduction(env({ NODE_ENV: "production" }))).toHaveLength(2);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^WARNUNG: Die Betreiberangaben sind noch Beispielwerte \(OPERATOR_COMPANY_NAME, /), expect.stringMatching(/^WARNUNG: OWNER_EMAIL ist nicht gesetzt/)]);
    warn.mockClear();
    expect(warnAboutSetupInProduction(env({ ...REAL, NODE_ENV: "production" }))).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});
