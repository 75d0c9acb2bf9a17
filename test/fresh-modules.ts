import { vi } from "vitest";

/**
 * Makes the next dynamic `import()` load fresh copies of every module, with the
 * environment variables in `env` set: how a test runs the app under a given
 * configuration, since lib/env.ts reads process.env once per copy. Undo the
 * variables with `vi.unstubAllEnvs()` after the test.
 */
export function freshModulesWithEnv(env: Record<string, string> = {}): void {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
}
