import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * Serves `handler` on a free port of 127.0.0.1 while the tests of the calling file (or
 * describe block) run: it starts in beforeAll and closes, dropping kept-alive
 * connections, in afterAll. `origin` ("http://127.0.0.1:PORT") is set once it listens.
 */
export function serveDuringTests(handler: http.RequestListener): { readonly origin: string } {
  const server = http.createServer(handler);
  const site = { origin: "" };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return site;
}
