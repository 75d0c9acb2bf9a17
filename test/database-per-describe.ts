import { afterAll, beforeAll, beforeEach } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import type { OpenTestDatabase, TestDatabase } from "./test-db";

/** Tables a test may fill and that are emptied around each test. */
type Table = "emailToken" | "purchase" | "stripeEvent" | "analysisRequest";

/**
 * For the describe block it is called in: opens `database` before the block's tests and
 * hands the client to `onOpen` (e.g. to the state a `getDb` mock returns), empties
 * `tables` in the given order before each test and once more at the end, then closes
 * the database.
 */
export function useTestDatabase(database: TestDatabase, { onOpen, tables }: { onOpen: (db: PrismaClient) => void; tables: Table[] }): void {
  let open: OpenTestDatabase | null = null;
  const empty = async () => {
    for (const table of tables) await (open!.db[table] as unknown as { deleteMany(): Promise<unknown> }).deleteMany();
  };
  beforeAll(async () => {
    open = await database.open();
    onOpen(open.db);
  });
  beforeEach(empty);
  afterAll(async () => {
    await empty();
    await open?.close();
  });
}
