/**
 * The bare Next.js reference of `npm run bench:pages`: an App Router app of one page with a
 * heading, a paragraph and a link (plus the page it links to), built with the project's own
 * `next`, `react` and `react-dom` (its node_modules symlinked into a temporary folder, so
 * nothing is downloaded) and served by `next start`. What the project's pages send and cost
 * beyond it is what the project adds to the framework's floor.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./bench-server";

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "bare-next", private: true, type: "module" }),
  // Turbopack refuses a symlinked node_modules that points outside its root: the root is
  // the file system's, so the project's packages resolve through the link.
  "next.config.mjs": `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/" };\n`,
  "app/layout.jsx": `export const metadata = { title: "Bare Next.js", description: "Reference page" };
export default function RootLayout({ children }) {
  return <html lang="de"><body>{children}</body></html>;
}
`,
  "app/page.jsx": `import Link from "next/link";
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js</h1>
      <p>One page with a link, built from the same next and react versions as the site.</p>
      <Link href="/zweite">Zweite Seite</Link>
    </main>
  );
}
`,
  "app/zweite/page.jsx": `export default function Second() {
  return <main><h1>Zweite Seite</h1></main>;
}
`,
};

/**
 * Writes and builds the reference app in a new folder under os.tmpdir(), then starts it with
 * `next start` on a free port of 127.0.0.1 and waits (up to 60 s) until it answers.
 * @param projectDir the project's root (its node_modules are linked, not copied)
 * @returns the base URL and a function that stops the server and removes the folder
 * @throws Error when the build fails or the server does not come up
 */
export async function startBareNext(projectDir: string): Promise<{ base: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-bare-next-"));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  symlinkSync(path.join(projectDir, "node_modules"), path.join(dir, "node_modules"), "dir");
  const nextBin = path.join(projectDir, "node_modules/next/dist/bin/next");
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" };
  try {
    execFileSync(process.execPath, [nextBin, "build"], { cwd: dir, env, stdio: "pipe" });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`bare Next.js build failed: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { cwd: dir, env, stdio: "ignore", detached: true });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    if (i > 120) {
      stop();
      throw new Error("bare Next.js did not come up");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
