/**
 * Fatal errors end the process with exit code 1 (for a supervisor to restart it), in a
 * child process that uses lib/fatal-errors.ts as server.mjs does: a port another process
 * holds (EADDRINUSE), and an error thrown outside any request (a timer).
 */
import { spawn } from "node:child_process";
import net from "node:net";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");

function runNode(script: string, env: Record<string, string> = {}): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ["--input-type=module", "-e", script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += String(chunk)));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, stderr })));
}

describe("fatal errors end the process", () => {
  let taken: net.Server;
  beforeAll(async () => {
    taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
  });
  afterAll(() => taken.close());

  it("exits with 1 when the port is taken, instead of running on without serving", async () => {
    const port = (taken.address() as AddressInfo).port;
    const { code, stderr } = await runNode(`
      import { createServer } from "node:http";
      import { exitOnFatalErrors, listenOrExit } from "./lib/fatal-errors.ts";
      exitOnFatalErrors();
      setInterval(() => {}, 1000); // a job worker that would keep the process alive
      listenOrExit(createServer(), ${port}, () => console.log("listening"));
    `);
    expect(code).toBe(1);
    expect(stderr).toContain(`Port ${port} ist bereits belegt`);
  });

  it("exits with 1 on an exception or a rejection outside a request", async () => {
    for (const fault of ['setTimeout(() => { throw new Error("kaputt") }, 10);', 'setTimeout(() => void Promise.reject(new Error("kaputt")), 10);']) {
      const { code, stderr } = await runNode(`
        import { exitOnFatalErrors } from "./lib/fatal-errors.ts";
        exitOnFatalErrors();
        process.on("uncaughtException", () => {}); // Next.js's own handler logs and goes on
        setInterval(() => {}, 1000);
        ${fault}
      `);
      expect(code).toBe(1);
      expect(stderr).toMatch(/Schwerer Fehler \((uncaughtException|unhandledRejection)\).*kaputt/s);
    }
  });
});
