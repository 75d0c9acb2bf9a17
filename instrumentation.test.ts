import { afterEach, describe, expect, it, vi } from "vitest";

describe("server start (instrumentation register)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    vi.resetModules();
  });

  it("refuses to start with an invalid environment variable, naming it", async () => {
    vi.resetModules();
    process.env = { ...saved, NEXT_RUNTIME: "nodejs", LIVE_TEST_SAMPLES: "viele" };
    const { register } = await import("./instrumentation");
    await expect(register()).rejects.toThrow(/LIVE_TEST_SAMPLES/);
  });

  it("does nothing while next build prerenders pages", async () => {
    vi.resetModules();
    process.env = { ...saved, NEXT_RUNTIME: "nodejs", NEXT_PHASE: "phase-production-build", LIVE_TEST_SAMPLES: "viele" };
    const { register } = await import("./instrumentation");
    await expect(register()).resolves.toBeUndefined();
  });
});
