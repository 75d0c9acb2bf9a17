import { describe, expect, it } from "vitest";
import { intervalsDisjoint, wilsonInterval } from "./wilson";

describe("wilsonInterval", () => {
  it("gives the issue's example: 3 of 9 answers, 95 % range 12–65 %", () => {
    const [low, high] = wilsonInterval(3, 9);
    expect(Math.round(low * 100)).toBe(12);
    expect(Math.round(high * 100)).toBe(65);
  });

  it("matches published values (Newcombe 1998, table I: 81/263 → 0.2553–0.3662)", () => {
    const [low, high] = wilsonInterval(81, 263);
    expect(low).toBeCloseTo(0.2553, 4);
    expect(high).toBeCloseTo(0.3662, 4);
  });

  it("stays inside 0..1 at the edges and is exact at 0 and n", () => {
    expect(wilsonInterval(0, 3)[0]).toBe(0);
    expect(wilsonInterval(0, 3)[1]).toBeCloseTo(0.5615, 4);
    expect(wilsonInterval(3, 3)[1]).toBe(1);
    expect(wilsonInterval(3, 3)[0]).toBeCloseTo(0.4385, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it("narrows as the sample grows", () => {
    const small = wilsonInterval(1, 3);
    const large = wilsonInterval(10, 30);
    expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
  });

  it("rejects impossible counts", () => {
    expect(() => wilsonInterval(4, 3)).toThrow(RangeError);
    expect(() => wilsonInterval(-1, 3)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 3)).toThrow(RangeError);
  });
});

describe("intervalsDisjoint", () => {
  it("says a change is real only when the intervals do not overlap", () => {
    expect(intervalsDisjoint(wilsonInterval(0, 18), wilsonInterval(12, 18))).toBe(true);
    expect(intervalsDisjoint(wilsonInterval(3, 9), wilsonInterval(5, 9))).toBe(false);
  });
});
