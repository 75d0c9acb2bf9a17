import { describe, expect, it } from "vitest";
import { apiErrorText } from "@/lib/api/errors";
import { retryParams } from "@/lib/limits/limits";
import { lockedOutMessage, lockedOutParams } from "./login-error";

describe("the lock-out of the admin login as code and arguments", () => {
  it("carries the wait through next-auth's error text and renders it in German on the form", () => {
    const message = lockedOutMessage(retryParams(15 * 60));
    expect(message).toBe("admin.lockedOut?retryUnit=minutes&retryCount=15");
    const params = lockedOutParams(message);
    expect(params).toEqual({ retryUnit: "minutes", retryCount: 15 });
    expect(apiErrorText("admin.lockedOut", { ...params! })).toBe("Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 15 Minuten erneut.");
    const hours = lockedOutParams(lockedOutMessage(retryParams(3 * 3600)))!;
    expect(apiErrorText("admin.lockedOut", { ...hours })).toBe("Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in 3 Stunden erneut.");
    expect(apiErrorText("admin.lockedOut", { ...lockedOutParams(lockedOutMessage(retryParams(30)))! })).toContain("in 1 Minute erneut");
  });

  it("reads no other error text as a lock-out", () => {
    for (const text of ["CredentialsSignin", "admin.lockedOut", "admin.lockedOut?retryUnit=days&retryCount=2", "admin.lockedOut?retryUnit=minutes&retryCount=0", "other?retryUnit=minutes&retryCount=5"]) {
      expect(lockedOutParams(text), text).toBeNull();
    }
  });
});
