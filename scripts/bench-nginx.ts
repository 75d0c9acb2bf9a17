/**
 * `npm start` against nginx on the very same HTML, shared by bench-site and bench-pages:
 * requests per second of one page, uncompressed and gzip. Skipped (with a line saying so)
 * when nginx is not installed.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort } from "./bench-server";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The HTML's size, raw and gzip (level 9), and the part that is the inline RSC payload (the `self.__next_f.push` scripts). */
function htmlWeight(html: string): { raw: number; gzip: number; rscPayload: number } {
  const rscPayload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  return { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length, rscPayload };
}

/**
 * Requests per second of one page (default the home page) from `npm start` against nginx serving the very
 * same HTML as a static file, twice: without compression (autocannon's default: no
 * Accept-Encoding), and with `Accept-Encoding: gzip` as every browser sends it, where
 * each compresses every response (Next.js's `compression` middleware at zlib's default
 * level 6; nginx `gzip on` at the same level). Both sides have one process and share
 * the machine's cores with autocannon: nginx one worker (worker_processes 1, sendfile
 * off, no access log), Node one process (server.mjs, Next's custom server). Skipped
 * without nginx.
 */
export async function compareWithNginx(base: string, options: { page?: string; connections: number; durationS: number }): Promise<void> {
  const { page = "/", connections: CONNECTIONS, durationS: DURATION_S } = options;
  if (spawnSync(NGINX, ["-v"]).error) return console.log(`nginx comparison skipped: ${NGINX} not found (apt-get install nginx, or NGINX_PATH)`);
  const html = await (await fetch(base + page)).text();
  const weight = htmlWeight(html);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's worker runs as an unprivileged user: it must be able to read the file.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "index.html"), html, { mode: 0o644 });
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile off; gzip on; gzip_comp_level 6; gzip_min_length 1000; server { listen 127.0.0.1:${port}; root ${dir}; default_type text/html; location / { try_files /index.html =404; } } }
`,
  );
  const nginx = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 40) throw new Error("nginx did not come up");
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(
      `${page} HTML: ${weight.raw} bytes raw (${kb(weight.raw)}), ${weight.gzip} gzip (${kb(weight.gzip)}); ` +
        `inline RSC payload ${weight.rscPayload} bytes (${((weight.rscPayload / weight.raw) * 100).toFixed(0)} %)`,
    );
    console.log(`${page} req/s, one Node process (npm start) against one nginx worker on the same HTML file, ${CONNECTIONS} connections × ${DURATION_S} s:`);
    for (const [label, headers] of [
      ["uncompressed", {}],
      ["gzip (Accept-Encoding: gzip)", { "accept-encoding": "gzip" }],
    ] as const) {
      const node = await autocannon({ url: base + page, connections: CONNECTIONS, duration: DURATION_S, headers });
      const reference = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: DURATION_S, headers });
      const share = node.requests.average / reference.requests.average;
      console.log(`  ${label.padEnd(30)} npm start ${node.requests.average.toFixed(0).padStart(6)}   nginx ${reference.requests.average.toFixed(0).padStart(6)}   → ${(share * 100).toFixed(0)} % of nginx`);
    }
  } finally {
    nginx.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

