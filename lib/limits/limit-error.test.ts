import { describe, expect, it } from "vitest";
import { apiErrorText } from "@/lib/api/errors";
import { LIMITS, type LimitName } from "./definitions";
import { limitError, retryParams } from "./limits";

const text = (name: LimitName, limit: number, retryAfterSeconds: number) => {
  const error = limitError(name, { allowed: false, limit, used: limit + 1, retryAfterSeconds });
  return apiErrorText(error.code, error.params);
};

describe("limitError: the visitor's message of a refused request, from messages/de.json", () => {
  it("names what is counted, the window and the wait, as the site always said it", () => {
    expect(text("liveTest", 10, 12 * 60)).toBe("Sie haben das Limit von 10 Live-Tests pro Stunde erreicht. Bitte versuchen Sie es in 12 Minuten erneut.");
    expect(text("adminLogin", 5, 30)).toBe("Sie haben das Limit von 5 Anmeldeversuche in 15 Minuten erreicht. Bitte versuchen Sie es in 1 Minute erneut.");
    expect(text("mailPerRecipient", 3, 5 * 3600)).toBe("Sie haben das Limit von 3 E-Mails an diese Adresse pro Tag erreicht. Bitte versuchen Sie es in 5 Stunden erneut.");
    expect(text("faqFreeUses", 3, 119 * 60)).toBe("Sie haben das Limit von 3 kostenlose FAQ-Generierungen in 30 Tagen erreicht. Bitte versuchen Sie es in 119 Minuten erneut.");
    expect(text("usageReport", 1000, 60)).toContain("Limit von 1000 Nutzungsmeldungen pro Stunde");
  });

  it("has its own German noun for every limit, not the message's fallback", () => {
    for (const name of Object.keys(LIMITS) as LimitName[]) {
      const { params } = limitError(name, { allowed: false, limit: 1, used: 2, retryAfterSeconds: 60 });
      const fallback = apiErrorText("limit.exceeded", { ...params, name: "unbekannt" });
      if (name !== "freeAnalysis") expect(apiErrorText("limit.exceeded", params), name).not.toBe(fallback);
    }
  });

  it("counts the wait in minutes, from two hours on in hours", () => {
    expect(retryParams(1)).toEqual({ retryUnit: "minutes", retryCount: 1 });
    expect(retryParams(119 * 60 + 1)).toEqual({ retryUnit: "hours", retryCount: 2 });
    expect(retryParams(3 * 3600)).toEqual({ retryUnit: "hours", retryCount: 3 });
  });

  it("sends Retry-After in seconds", () => {
    expect(limitError("checker", { allowed: false, limit: 1, used: 2, retryAfterSeconds: 42 }).headers).toEqual({ "Retry-After": "42" });
  });
});

describe("clientKey: one count per client", () => {
  it("counts an IPv6 client by its /64, so rotating the interface id does not make a new client", async () => {
    const { clientKey } = await import("./limits");
    expect(clientKey("2001:db8:1:2::1")).toBe(clientKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd"));
    expect(clientKey("2001:db8:1:3::1")).not.toBe(clientKey("2001:db8:1:2::1"));
    expect(clientKey("::ffff:203.0.113.9")).toBe(clientKey("203.0.113.9"));
    expect(clientKey("203.0.113.9")).not.toBe(clientKey("203.0.113.10"));
  });
});
