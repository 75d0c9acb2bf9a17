// Pure and free of path aliases: server.mjs (plain Node) imports it at start, and
// lib/security/signed-value.ts outside production (next dev, tests).
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the key lives when SESSION_SECRET is unset: the data directory, never the build (.next). */
export const SESSION_KEY_FILE = path.join(".data", "session-secret");

/**
 * Reads the session key kept in `file`, creating it first (32 random bytes as 64 hex
 * characters, mode 0600) when it does not exist. Called when a server starts, never by
 * `next build`, so every copy of a build gets a key of its own.
 * @param file path, relative to the working directory or absolute
 * @returns the key (64 characters)
 * @throws Error from the file system (e.g. a read-only directory)
 */
export function readOrCreateSessionKey(file: string = SESSION_KEY_FILE): string {
  try {
    return readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  try {
    writeFileSync(/*turbopackIgnore: true*/ file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
    chmodSync(/*turbopackIgnore: true*/ file, 0o600);
  } catch (error) {
    // Another process (a second instance starting at the same moment) was faster: use its key.
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
}
