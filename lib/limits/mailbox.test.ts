import { describe, expect, it } from "vitest";
import { mailboxOf } from "./mailbox";

describe("mailboxOf: one inbox, however the address is written", () => {
  it("folds case and +tags (RFC 5233 sub-addressing)", () => {
    expect(mailboxOf("Inhaber+1@Baeckerei-Mueller.de")).toBe("inhaber@baeckerei-mueller.de");
    expect(mailboxOf("inhaber+a+b@baeckerei-mueller.de")).toBe("inhaber@baeckerei-mueller.de");
  });

  it("drops the dots of Gmail addresses and folds googlemail.com into gmail.com", () => {
    expect(mailboxOf("Max.Muster+1@googlemail.com")).toBe("maxmuster@gmail.com");
    expect(mailboxOf("m.a.x.muster@gmail.com")).toBe("maxmuster@gmail.com");
  });

  it("keeps the dots where the provider does not ignore them", () => {
    expect(mailboxOf("max.muster@web.de")).toBe("max.muster@web.de");
  });
});
