import { describe, expect, it } from "vitest";
import { hashPassword, MIN_SCRYPT_PARAMS, verifyPassword } from "./password";

describe("admin password hashes (scrypt)", () => {
  it("verifies the right password and refuses others", async () => {
    const hash = await hashPassword("korrekt-pferd-batterie");
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("korrekt-pferd-batterie", hash)).toBe(true);
    expect(await verifyPassword("korrekt-pferd-batterie ", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("gleich", MIN_SCRYPT_PARAMS)).not.toBe(await hashPassword("gleich", MIN_SCRYPT_PARAMS));
  });

  it("treats malformed or weakened hashes as no match instead of throwing", async () => {
    const hash = await hashPassword("x", MIN_SCRYPT_PARAMS);
    expect(hash).toMatch(/^scrypt\$16384\$1\$1\$/);
    expect(await verifyPassword("x", hash)).toBe(true);
    for (const bad of ["", "plain", "bcrypt$1$2$3$4$5", hash.replace("16384", "8192"), hash.replace("16384", "2"), hash.replace(/\$[\w-]+$/, "$abc"), "scrypt$32768$8$1$$"]) {
      expect(await verifyPassword("x", bad)).toBe(false);
    }
  });
});
