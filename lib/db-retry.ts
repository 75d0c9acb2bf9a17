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
const CONNECTION_MESSAGES = /Connection terminated|connection error|not queryable|ECONNRESET|ECONNREFUSED|EPIPE|socket hang up|Client was closed/i;

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
