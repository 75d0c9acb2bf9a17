import path from "node:path";

/**
 * Bundles the CPU worker (lib/workers/cpu-worker.ts and what it imports from lib/) into
 * one ES module that plain Node runs in a worker thread: `@/` paths and TypeScript are
 * resolved by esbuild, packages stay imports of node_modules. Next.js bundles only what
 * the app's routes import, and a worker thread needs a file of its own, so `next build`
 * writes it through next.config.mjs (compiler.runAfterProductionCompile) to
 * CPU_WORKER_BUNDLE under the build directory; development and tests bundle it on first
 * use (lib/workers/pool.ts). Pure and type-strippable: next.config.mjs imports it as it is.
 */

/** Where the production bundle lies, relative to the project directory. */
export const CPU_WORKER_BUNDLE = path.join(".next", "cpu-worker", "cpu-worker.mjs");

/**
 * Writes the worker bundle.
 * @param projectDir the project root (holds tsconfig.json, lib/, node_modules/)
 * @param outFile absolute path of the .mjs to write; its directory must lie inside projectDir, so node_modules is found upwards
 * @throws Error with esbuild's messages when the worker does not compile
 */
export async function bundleCpuWorker(projectDir: string, outFile: string): Promise<void> {
  const { build } = await import("esbuild");
  await build({
    entryPoints: [path.join(projectDir, "lib", "workers", "cpu-worker.ts")],
    outfile: outFile,
    absWorkingDir: projectDir,
    tsconfig: path.join(projectDir, "tsconfig.json"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
  });
}
