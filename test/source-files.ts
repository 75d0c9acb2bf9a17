import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * The source files under `dir` whose names match `pattern`, test files (*.test.ts) and
 * node_modules aside: what the scans of messages/unused-keys.test.ts and
 * lib/api/error-codes.test.ts read.
 */
export function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file, pattern);
    return pattern.test(entry.name) && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}
