import { ImageResponse } from "next/og";

export const RESULT_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The shareable result image (Open Graph, 1200×630, German) of a live test or a
 * monitor: "In 4 von 9 KI-Antworten genannt" with the 95 % range, the engines and the date.
 */
export function resultImage(
  input: { kicker: string; title: string; headline: string; detail: string; engines: string; date: string },
  headers?: Record<string, string>,
): ImageResponse {
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #7c3aed 100%)", color: "white" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, fontWeight: 600 }}>
          <svg width="48" height="48" viewBox="0 0 64 64">
            <rect width="64" height="64" rx="14" fill="#ffffff" />
            <path d="M29 12l4.2 11.3L44.5 27.5l-11.3 4.2L29 43l-4.2-11.3L13.5 27.5l11.3-4.2z" fill="#4338ca" />
          </svg>
          {input.kicker}
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ display: "flex", fontSize: 34, color: "#c7d2fe" }}>{input.title}</div>
          <div style={{ display: "flex", fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{input.headline}</div>
          <div style={{ display: "flex", fontSize: 32, color: "#e0e7ff" }}>{input.detail}</div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#e0e7ff" }}>
          <span>{input.engines}</span>
          <span>{input.date}</span>
        </div>
      </div>
    ),
    { ...RESULT_IMAGE_SIZE, headers },
  );
}

/** "44 % – 84 %" of an interval of fractions. */
export function rangeText(interval: [number, number]): string {
  return `${Math.round(interval[0] * 100)} % – ${Math.round(interval[1] * 100)} %`;
}

/** "17. November 2026" in German time. */
export function germanDate(date: Date): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(date);
}
