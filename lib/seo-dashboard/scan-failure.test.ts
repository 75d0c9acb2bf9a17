import { describe, expect, it } from "vitest";
import { OutboundError } from "@/lib/outbound/guarded-fetch";
import { SCAN_GAVE_UP, scanFailureText } from "./scans";

describe("scanFailureText: a failed scan's stored reason as the dashboard shows it", () => {
  it("renders a stored code with its arguments in German", () => {
    const dns = new OutboundError("dns", "outbound.dns", { params: { host: "praxis.de" } });
    expect(scanFailureText(JSON.stringify({ code: dns.code, params: dns.params }))).toBe("Die Domain praxis.de wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.");
    expect(scanFailureText(JSON.stringify(SCAN_GAVE_UP))).toBe("Der Scan konnte auch nach mehreren Versuchen nicht abgeschlossen werden. Bitte starten Sie ihn erneut.");
  });

  it("shows the German text of rows stored before codes as it is", () => {
    const old = "Die Website praxis.de ist nicht erreichbar: Die Verbindung ist fehlgeschlagen.";
    expect(scanFailureText(old)).toBe(old);
    expect(scanFailureText(null)).toBeNull();
  });

  it("reads a code that has no message any more as an internal error", () => {
    expect(scanFailureText(JSON.stringify({ code: "outbound.gone" }))).toBe("Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.");
  });
});
