import { describe, expect, it } from "vitest";
import { isSafeText, unsafeTextPath } from "./safe-text";

describe("safe text", () => {
  it("refuses NUL and unpaired surrogates, keeps umlauts, emoji and control characters PostgreSQL stores", () => {
    expect(isSafeText("Bäckerei Müller 🥐\t\n")).toBe(true);
    expect(isSafeText("a\u0000b")).toBe(false);
    expect(isSafeText("a\ud83db")).toBe(false);
    expect(isSafeText("a\ude00")).toBe(false);
  });

  it("finds the path of the first unsafe string, keys included", () => {
    expect(unsafeTextPath({ a: ["ok", { b: "x\u0000" }] })).toEqual(["a", 1, "b"]);
    expect(unsafeTextPath({ ["k\ud800"]: 1 })).toEqual(["k\ud800"]);
    expect(unsafeTextPath("\u0000")).toEqual([]);
    expect(unsafeTextPath({ a: [1, true, null, "fine"] })).toBeNull();
  });
});
