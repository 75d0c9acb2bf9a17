import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}` },
      { find: /^server-only$/, replacement: fileURLToPath(new URL("./test/server-only-stub.ts", import.meta.url)) },
    ],
  },
  test: {
    environment: "node",
    include: ["**/*.test.ts"],
    exclude: ["**/node_modules/**", "e2e/**", ".next/**", "generated/**"],
    testTimeout: 20_000,
    // Opening an in-memory PGlite and applying the migrations takes seconds of CPU; on a
    // busy machine more than vitest's default 10 s for beforeAll hooks.
    hookTimeout: 60_000,
  },
});
