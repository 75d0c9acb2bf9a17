/**
 * Readiness (/api/health/ready) against a database that answers, one that refuses
 * connections, and one that accepts them but never answers (a hung server): 200 only for
 * the first, 503 within the deadline for the others; liveness answers without a database.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { createPool, prismaAdapterOnPool } from "@/lib/db-pool";
import { openPglite } from "@/test/test-db";
import { GET as ready } from "@/app/api/health/ready/route";
import { GET as live } from "@/app/api/health/live/route";
import { checkReadiness } from "./readiness";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

/** A Prisma client with the app's pool settings on 127.0.0.1:`port`. */
const clientOn = (port: number) => new PrismaClient({ adapter: prismaAdapterOnPool(createPool(`postgresql://app@127.0.0.1:${port}/app`, 2, "readiness-test")) });

describe("readiness", () => {
  let pglite: { db: PrismaClient; close: () => Promise<void> };
  let hung: net.Server;
  let refusedPort: number;
  const sockets: net.Socket[] = [];
  beforeAll(async () => {
    pglite = await openPglite();
    // Accepts connections and never says a word: a database that hangs.
    hung = net.createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => hung.listen(0, "127.0.0.1", resolve));
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    refusedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    hung.close();
    await pglite.close();
  });

  it("is ready when the database answers", async () => {
    state.db = pglite.db;
    const response = await ready();
    expect([response.status, await response.json()]).toEqual([200, expect.objectContaining({ ready: true, database: "ok" })]);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 with Retry-After when the database refuses connections", async () => {
    state.db = clientOn(refusedPort);
    const response = await ready();
    expect([response.status, response.headers.get("retry-after"), await response.json()]).toEqual([503, "5", expect.objectContaining({ ready: false, database: "unreachable" })]);
  });

  it("gives up on a database that does not answer at the deadline", async () => {
    const db = clientOn((hung.address() as AddressInfo).port);
    const result = await checkReadiness(async () => db, 200);
    expect(result).toMatchObject({ ready: false, database: "timeout" });
  });

  it("is live without the database", async () => {
    state.db = null;
    const response = live();
    expect([response.status, await response.json()]).toEqual([200, { live: true }]);
  });
});
