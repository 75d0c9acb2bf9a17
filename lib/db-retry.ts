import type { PrismaClient } from "@/generated/prisma/client";

/**
 * SQLSTATEs of a connection the server ended or that broke (PostgreSQL, Appendix A):
 * class 08 (connection exception) and 57P01-57P03 (admin shutdown, crash shutdown,
 * cannot connect now).
 */
const CONNECTION_SQLSTATES = /^(08\d{3}|57P0[123])$/;
/** Prisma's codes for an unreachable or closed database server. */
const PRISMA_CONNECTION_CODES = new Set(["P1001", "P1002", "P1008", "P1017"]);
/** node-postgres and socket messages for a connection that went away. */
const CONNECTION_MESSAGES = /Connection terminated|connection error|not queryable|ECONNRESET|ECONNREFUSED|EPIPE|socket hang up|Client was closed|timeout exceeded when trying to connect/i;

/**
 * Whether an error means the database connection dropped (server restart, a killed
 * backend, a network blip), as opposed to a query or data error. Looks through Prisma's
 * driver-adapter wrapping (`meta.driverAdapterError.cause`) and `cause` chains.
 */
export function isConnectionDrop(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; originalCode?: unknown; message?: unknown; meta?: { driverAdapterError?: { cause?: unknown } }; cause?: unknown };
  for (const code of [e.code, e.originalCode]) {
    if (typeof code === "string" && (CONNECTION_SQLSTATES.test(code) || PRISMA_CONNECTION_CODES.has(code))) return true;
  }
  if (typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message)) return true;
  return isConnectionDrop(e.meta?.driverAdapterError?.cause, depth + 1) || isConnectionDrop(e.cause, depth + 1);
}

/**
 * Runs `operation`, and once more after `delayMs` when it failed because the database
 * connection dropped (the pool then opens a fresh one). Only for operations that are
 * safe to repeat: reads, or writes that cannot have committed twice.
 * @throws the second failure, or the first when it was not a dropped connection
 */
export async function retryOnceOnConnectionDrop<T>(operation: () => Promise<T>, delayMs = 50): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (!isConnectionDrop(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return operation();
  }
}

/**
 * Prisma's codes for a database that is there but cannot serve the request now: P2028
 * (transaction API error: "Transaction already closed", "Unable to start a transaction in
 * the given time"), P2024 (timed out fetching a connection from the pool), P2034 (write
 * conflict or deadlock); SQLSTATE 57014 (statement_timeout) and 40001/40P01
 * (serialization failure, deadlock).
 */
const TRANSIENT_PRISMA_CODES = new Set(["P2024", "P2028", "P2034"]);
const TRANSIENT_SQLSTATES = new Set(["57014", "40001", "40P01"]);

/**
 * Whether an error means the database cannot serve the request right now, so the visitor
 * should try again in a few seconds (503 with Retry-After): a dropped connection
 * ({@link isConnectionDrop}), no free connection within the pool's acquire timeout, a
 * transaction Prisma closed under it (P2028), a statement timeout or a deadlock. A
 * transaction that failed so rolled back as a whole, so a retry is safe.
 */
export function isTransientDatabaseError(error: unknown, depth = 0): boolean {
  if (isConnectionDrop(error)) return true;
  if (!error || typeof error !== "object" || depth > 5) return false;
  const e = error as { code?: unknown; originalCode?: unknown; meta?: { driverAdapterError?: { cause?: unknown } }; cause?: unknown };
  for (const code of [e.code, e.originalCode]) {
    if (typeof code === "string" && (TRANSIENT_PRISMA_CODES.has(code) || TRANSIENT_SQLSTATES.has(code))) return true;
  }
  return isTransientDatabaseError(e.meta?.driverAdapterError?.cause, depth + 1) || isTransientDatabaseError(e.cause, depth + 1);
}

const READ_OPERATIONS = new Set(["findUnique", "findUniqueOrThrow", "findFirst", "findFirstOrThrow", "findMany", "count", "aggregate", "groupBy"]);

/**
 * The client with every model read retried once after a dropped connection (Prisma
 * query extension), so a database blip costs a visitor a few milliseconds, not an error
 * page. Writes are not repeated here: whether a write committed before its connection
 * died cannot be known; callers that can repeat a write safely use
 * {@link retryOnceOnConnectionDrop} themselves.
 */
export function withReadRetry(prisma: PrismaClient): PrismaClient {
  return prisma.$extends({
    query: {
      $allModels: {
        $allOperations({ operation, args, query }) {
          return READ_OPERATIONS.has(operation) ? retryOnceOnConnectionDrop(() => query(args)) : query(args);
        },
      },
    },
  }) as unknown as PrismaClient;
}
