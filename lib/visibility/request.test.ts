import { describe, expect, it } from "vitest";
import { buildQuestion, liveTestRequestSchema } from "./request";

describe("liveTestRequestSchema", () => {
  it("trims, omits blanks and takes the location from the spec's `website` field", () => {
    const parsed = liveTestRequestSchema.parse({ query: "  Zahnarztpraxis ", website: " Berlin ", businessName: "   " });
    expect(parsed).toEqual({ query: "Zahnarztpraxis", location: "Berlin", businessName: undefined, domain: undefined, searchType: "business-info" });
  });

  it("prefers the explicit location over `website`", () => {
    expect(liveTestRequestSchema.parse({ query: "x", location: "Hamburg", website: "Berlin" }).location).toBe("Hamburg");
  });

  it.each([
    [{ query: "   " }, "Bitte geben Sie eine Suchanfrage ein!"],
    [{}, "Bitte geben Sie eine Suchanfrage ein!"],
    [{ query: "x".repeat(201) }, "Die Suchanfrage darf höchstens 200 Zeichen lang sein."],
    [{ query: "x", searchType: "foo" }, "Unbekannte Suchart."],
    [{ query: "x", domain: "kein domain" }, "Bitte geben Sie eine gültige Website ein, z. B. praxis-mueller.de."],
    [{ query: "x", businessName: 42 }, "Der Firmenname muss Text sein."],
  ])("rejects %j with a German message", (body, message) => {
    const result = liveTestRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts domains with scheme, www and path", () => {
    expect(liveTestRequestSchema.parse({ query: "x", domain: "https://www.praxis-müller.de/kontakt" }).domain).toBe("https://www.praxis-müller.de/kontakt");
  });
});

describe("buildQuestion", () => {
  it("asks in German like a person, with the location", () => {
    const q = buildQuestion({ query: "Zahnarztpraxis", location: "Berlin", searchType: "business-info" });
    expect(q).toContain("Zahnarztpraxis in Berlin");
    expect(q).toMatch(/empfehlen/);
  });
  it("shapes the question by search type", () => {
    const how = buildQuestion({ query: "Solaranlage planen", location: "Hamburg", searchType: "how-to" });
    const product = buildQuestion({ query: "Solaranlagen", location: "Hamburg", searchType: "product-info" });
    expect(how).toMatch(/Wie gehe ich/);
    expect(product).toMatch(/Welche Anbieter für Solaranlagen in Hamburg/);
  });
  it("does not repeat a place the topic already names", () => {
    expect(buildQuestion({ query: "Steuerberater in Köln", location: "Köln", searchType: "business-info" })).not.toContain("Köln in Köln");
  });
  it("leaves the location out when none is given", () => {
    expect(buildQuestion({ query: "Autowerkstatt in der Nähe", location: undefined, searchType: "business-info" })).toContain("Ich suche: Autowerkstatt in der Nähe.");
  });
});
