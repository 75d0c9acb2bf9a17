import { spawn } from "node:child_process";

/**
 * Starts the built app through `npm start`'s server.mjs on 127.0.0.1:`port` with extra
 * environment (e.g. another SITE_URL), for journeys that need a server the shared test
 * apps are not. Its job workers find no migrated database and say so; only a failed
 * start matters.
 * @returns the base URL and `stop()` (SIGTERM)
 * @throws Error with the server's stderr when it exits before it listens
 */
export async function startServerMjs(port: number, env: Record<string, string>): Promise<{ base: string; stop: () => void }> {
  const server = spawn(process.execPath, ["server.mjs"], { env: { ...process.env, PORT: String(port), OPENAI_API_KEY: "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  server.stderr!.on("data", (chunk: Buffer) => (errors += String(chunk)));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk: Buffer) => String(chunk).includes("läuft auf") && resolve());
    server.on("exit", (code) => reject(new Error(`server.mjs exited with ${code}: ${errors}`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => server.kill("SIGTERM") };
}
