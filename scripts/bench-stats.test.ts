import { describe, expect, it } from "vitest";
import { meanInterval, percentile } from "./bench-stats";

describe("meanInterval", () => {
  it("gives the mean and Student's t 95 % half-width of the rounds' ratios", () => {
    // mean 1, each 0.02 off it (n = 4): sample standard deviation √(4 × 0.02² / 3), half-width t(3) × that / √4
    const { mean, halfWidth } = meanInterval([0.98, 1.02, 0.98, 1.02]);
    expect(mean).toBeCloseTo(1, 12);
    expect(halfWidth).toBeCloseTo((3.182 * Math.sqrt((4 * 0.02 ** 2) / 3)) / 2, 6);
  });

  it("has no interval for a single round", () => {
    expect(meanInterval([0.97]).halfWidth).toBeNaN();
  });
});

describe("percentile", () => {
  it("takes the nearest rank", () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 95)).toBe(4);
  });
});
