import type { ToolKey } from "./record-usage";

/**
 * Tells the server, fire-and-forget, that a tool was used in the browser (the
 * generators run client-side). Nothing the visitor typed is sent, and a failure is
 * swallowed: statistics must never disturb the visitor.
 * @param tool one of the generator keys: schema, meta, robots, sitemap
 */
export function reportToolUse(tool: Extract<ToolKey, "schema" | "meta" | "robots" | "sitemap">): void {
  try {
    const body = JSON.stringify({ tool });
    const sent = typeof navigator !== "undefined" && navigator.sendBeacon?.("/api/usage", new Blob([body], { type: "application/json" }));
    if (!sent) void fetch("/api/usage", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch(() => undefined);
  } catch {
    // statistics only
  }
}
