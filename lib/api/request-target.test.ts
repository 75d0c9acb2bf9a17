import { describe, expect, it } from "vitest";
import { hasMalformedPath } from "./request-target";

describe("hasMalformedPath", () => {
  it("finds percent-encoding that is not UTF-8", () => {
    for (const target of ["/api/seo/dashboard/%E0%A4%A", "/api/seo/dashboard/%", "/monitor/%FF", "/tool/%E0%A4%A?x=1"]) expect(hasMalformedPath(target), target).toBe(true);
  });

  it("accepts well-formed paths and leaves the query alone", () => {
    for (const target of ["/", "/api/seo/dashboard/b%C3%A4ckerei.de", "/api/seo/dashboard/%25", "/tool/checker?url=%E0%A4%A"]) expect(hasMalformedPath(target), target).toBe(false);
  });
});
