import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOrCreateSessionKey } from "./session-key-file";

describe("readOrCreateSessionKey", () => {
  it("creates a random 64-character key readable only by the owner once, then keeps it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "session-key-"));
    const file = path.join(dir, "data", "session-secret");
    const key = readOrCreateSessionKey(file);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSessionKey(file)).toBe(key);
    expect(readOrCreateSessionKey(path.join(dir, "other"))).not.toBe(key);
  });
});
