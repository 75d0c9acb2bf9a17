import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { decodePageAddress, formatScanTime } from "./display";

describe("decodePageAddress", () => {
  it("shows umlauts and spaces instead of percent-escapes", () => {
    expect(decodePageAddress("https://praxis-weber.de/%C3%BCber%20uns.html")).toBe("https://praxis-weber.de/über uns.html");
  });

  it("keeps escaped reserved characters, so the address still names the same page", () => {
    expect(decodePageAddress("https://example.de/a%2Fb%3Fc")).toBe("https://example.de/a%2Fb%3Fc");
  });

  it("shows a malformed escape as stored instead of throwing", () => {
    expect(decodePageAddress("https://example.de/%E0%A4%A")).toBe("https://example.de/%E0%A4%A");
  });
});

describe("formatScanTime", () => {
  const format = createFormatter({ locale: "de", timeZone: "UTC" });

  it("shows Berlin time in winter (UTC+1), whatever the formatter's own zone", () => {
    expect(formatScanTime(format, "2026-11-29T03:05:00.000Z")).toBe("29.11.2026, 04:05");
  });

  it("shows Berlin summer time (UTC+2)", () => {
    expect(formatScanTime(format, "2026-07-01T22:30:00.000Z")).toBe("02.07.2026, 00:30");
  });

  it("gives an empty text for an unparsable time", () => {
    expect(formatScanTime(format, "kein Datum")).toBe("");
  });
});
