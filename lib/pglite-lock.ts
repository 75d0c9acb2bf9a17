// One process at a time on the embedded database's directory. PGlite has no lock of its
// own: a second process that opens the same directory aborts inside its WASM build and
// leaves the data unusable. Plain Node imports this file as it is (server.mjs,
// scripts/db-migrate.mjs, prisma.config.ts), so it imports only Node's own modules.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

/** What the lock file holds: who has the directory. */
interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** The directory is held by another live process; the data was not touched. */
export class PgliteLockedError extends Error {
  readonly dataDir: string;
  readonly owner: LockOwner;

  constructor(dataDir: string, owner: LockOwner) {
    super(
      `Die eingebettete Datenbank in ${dataDir} wird bereits von Prozess ${owner.pid} verwendet (seit ${owner.startedAt}). ` +
        "Läuft die App schon, etwa in einem anderen Terminal? Beenden Sie diesen Prozess oder setzen Sie PGLITE_DATA_DIR auf ein anderes Verzeichnis. " +
        `Läuft er sicher nicht mehr, löschen Sie ${lockFileOf(dataDir)}.\n` +
        `The embedded database in ${dataDir} is already in use by process ${owner.pid} (since ${owner.startedAt}). ` +
        "Is the app already running, e.g. in another terminal? Stop that process or set PGLITE_DATA_DIR to another directory. " +
        `If it surely no longer runs, delete ${lockFileOf(dataDir)}.`,
    );
    this.name = "PgliteLockedError";
    this.dataDir = dataDir;
    this.owner = owner;
  }
}

/** The lock file of a data directory: beside it, not inside (PGlite owns the directory). */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

const held = new Set<string>();

/**
 * Takes the lock on `dataDir` for this process until it exits: creates `<dataDir>.lock`
 * exclusively (O_EXCL) with this pid. A lock left by a process that no longer runs on this
 * host (killed, crashed) is stale and taken over. Taking it again in the same process,
 * or in a child that `allowPid` names (the migrate step's Prisma CLI), is allowed.
 * @param allowPid a pid whose lock counts as this process's own (PGLITE_LOCK_PID of a parent)
 * @throws PgliteLockedError when another live process holds the directory
 */
export function lockPgliteDir(dataDir: string, allowPid?: number): void {
  const file = lockFileOf(dataDir);
  if (held.has(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    const owner: LockOwner = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      held.add(file);
      process.once("exit", () => unlockPgliteDir(dataDir));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const current = readOwner(file);
    const createdAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (!current && createdAt !== undefined && Date.now() - createdAt < 5_000) {
      // Just created by another process that has not written its pid yet.
      throw new PgliteLockedError(path.resolve(dataDir), { pid: 0, hostname: hostname(), startedAt: "gerade eben / just now" });
    }
    if (current && (current.pid === process.pid || current.pid === allowPid) && current.hostname === hostname()) return;
    if (current && isAlive(current)) throw new PgliteLockedError(path.resolve(dataDir), current);
    rmSync(file, { force: true }); // stale: its process is gone
  }
  throw new Error(`Sperrdatei ${file} konnte nicht angelegt werden / lock file could not be created`);
}

/** Gives the lock back (at exit, automatically); only a lock this process took. */
function unlockPgliteDir(dataDir: string): void {
  const file = lockFileOf(dataDir);
  if (!held.delete(file)) return;
  if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, "utf8")) as Partial<LockOwner>;
    return typeof owner.pid === "number" ? { pid: owner.pid, hostname: String(owner.hostname ?? ""), startedAt: String(owner.startedAt ?? "?") } : null;
  } catch {
    return null; // half written or unreadable: treated as stale
  }
}

/**
 * Whether the owner still runs: signal 0 probes a pid on this host (EPERM: it runs as
 * another user). A lock from another host name is stale: a restarted container gets a new
 * one, and PGlite on a directory shared between hosts is not supported anyway.
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.hostname !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // The pid may have been reused by another program since a crash: on Linux, only a Node
  // process counts as the owner.
  try {
    return /node/i.test(readFileSync(`/proc/${owner.pid}/cmdline`, "utf8"));
  } catch {
    return true; // no /proc (macOS): the live pid counts
  }
}
