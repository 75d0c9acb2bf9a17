import { ImageResponse } from "next/og";
import { getDb } from "@/lib/db";
import { monitorTokenSchema } from "@/lib/monitor/request";
import { getMonitorView } from "@/lib/monitor/view";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Ergebnis des KI-Sichtbarkeits-Monitors";

const pct = (v: number) => `${Math.round(v * 100)} %`;

/**
 * The monitor's result image (Open Graph), German: "In 9 von 18 KI-Antworten genannt"
 * with the 95 % range, the engines and the run's date. Only whoever has the link sees it.
 */
export default async function Image({ params }: { params: Promise<{ token: string }> }) {
  const token = monitorTokenSchema.safeParse((await params).token);
  const view = token.success ? await getMonitorView(await getDb(), token.data) : null;
  const latest = view?.runs.at(-1);
  const overall = latest?.summary.overall;
  const headline = overall ? `In ${overall.mentions} von ${overall.samples} KI-Antworten genannt` : "KI-Sichtbarkeits-Monitor";
  const detail = overall ? `95 %-Bereich ${pct(overall.interval[0])} – ${pct(overall.interval[1])}` : "Erster Lauf ausstehend";
  const engines = latest?.summary.engines.map((e) => `${e.name}: ${e.error ? "–" : `${e.mentions}/${e.samples}`}`).join("   ·   ") ?? "";
  const date = latest ? new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(latest.startedAt) : "";
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #7c3aed 100%)", color: "white" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, fontWeight: 600 }}>
          <svg width="48" height="48" viewBox="0 0 64 64">
            <rect width="64" height="64" rx="14" fill="#ffffff" />
            <path d="M29 12l4.2 11.3L44.5 27.5l-11.3 4.2L29 43l-4.2-11.3L13.5 27.5l11.3-4.2z" fill="#4338ca" />
          </svg>
          KI-Sichtbarkeit · Monitor
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ display: "flex", fontSize: 34, color: "#c7d2fe" }}>{view?.businessName ?? ""}</div>
          <div style={{ display: "flex", fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{headline}</div>
          <div style={{ display: "flex", fontSize: 32, color: "#e0e7ff" }}>{detail}</div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#e0e7ff" }}>
          <span>{engines}</span>
          <span>{date}</span>
        </div>
      </div>
    ),
    size,
  );
}
