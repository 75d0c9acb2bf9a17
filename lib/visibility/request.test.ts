import { describe, expect, it } from "vitest";
import { apiErrorText, validationError } from "@/lib/api/errors";
import { liveTestRequestSchema } from "./request";

describe("liveTestRequestSchema", () => {
  it("trims, omits blanks and takes the location from the form's `website` field", () => {
    const parsed = liveTestRequestSchema.parse({ query: "  Zahnarztpraxis ", website: " Berlin ", businessName: "   " });
    expect(parsed).toEqual({ query: "Zahnarztpraxis", location: "Berlin", businessName: undefined, specialty: undefined, domain: undefined, searchType: "business-info" });
  });

  it("takes an optional specialty, trimmed", () => {
    expect(liveTestRequestSchema.parse({ query: "Zahnarzt", specialty: " Angstpatienten " }).specialty).toBe("Angstpatienten");
  });

  it("prefers the explicit location over `website`", () => {
    expect(liveTestRequestSchema.parse({ query: "x", location: "Hamburg", website: "Berlin" }).location).toBe("Hamburg");
  });

  it.each([
    [{ query: "   " }, "liveTest.queryRequired", "Bitte geben Sie eine Suchanfrage ein!"],
    [{}, "liveTest.queryRequired", "Bitte geben Sie eine Suchanfrage ein!"],
    [{ query: "x".repeat(201) }, "liveTest.queryTooLong", "Die Suchanfrage darf höchstens 200 Zeichen lang sein."],
    [{ query: "x", searchType: "foo" }, "liveTest.searchTypeUnknown", "Unbekannte Suchart."],
    [{ query: "x", domain: "kein domain" }, "liveTest.domainInvalid", "Bitte geben Sie eine gültige Website ein, z. B. praxis-mueller.de."],
    [{ query: "x", businessName: 42 }, "liveTest.fieldNotText", "Der Firmenname muss Text sein."],
    [{ query: "x", website: 42 }, "liveTest.fieldNotText", "Der Standort muss Text sein."],
    [{ query: "x", specialty: "x".repeat(81) }, "liveTest.fieldTooLong", "Der Schwerpunkt darf höchstens 80 Zeichen lang sein."],
    [{ query: "x", domain: `${"x".repeat(251)}.de` }, "liveTest.fieldTooLong", "Die Website darf höchstens 253 Zeichen lang sein."],
  ])("rejects %j with a code the API answers in German", (body, code, german) => {
    const result = liveTestRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(code);
    const error = validationError(result.error!);
    expect([error.code, apiErrorText(error.code, error.params)]).toEqual([code, german]);
  });

  it("accepts domains with scheme, www and path", () => {
    expect(liveTestRequestSchema.parse({ query: "x", domain: "https://www.praxis-müller.de/kontakt" }).domain).toBe("https://www.praxis-müller.de/kontakt");
  });
});
