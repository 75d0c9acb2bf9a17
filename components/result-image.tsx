import { ImageResponse } from "next/og";
import { OgFrame } from "@/lib/seo/og-image";
import { strictTranslator } from "@/lib/text/strict-messages";

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
      <OgFrame eyebrow={input.kicker}>
        <div style={{ display: "flex", flexDirection: "column", gap: 20 }}>
          <div style={{ display: "flex", fontSize: 34, color: "#c7d2fe" }}>{input.title}</div>
          <div style={{ display: "flex", fontSize: 68, fontWeight: 700, lineHeight: 1.1 }}>{input.headline}</div>
          <div style={{ display: "flex", fontSize: 32, color: "#e0e7ff" }}>{input.detail}</div>
        </div>
        <div style={{ display: "flex", justifyContent: "space-between", fontSize: 24, color: "#e0e7ff" }}>
          <span>{input.engines}</span>
          <span>{input.date}</span>
        </div>
      </OgFrame>
    ),
    { ...RESULT_IMAGE_SIZE, headers },
  );
}

const tEngines = strictTranslator("Engines");

/** "zwischen 44 und 84 % (9 Antworten)" of an interval of fractions from `samples` answers. */
export function rangeText(interval: [number, number], samples: number): string {
  return tEngines("interval", { low: Math.round(interval[0] * 100), high: Math.round(interval[1] * 100), samples });
}

/** "17. November 2026" in German time. */
export function germanDate(date: Date): string {
  return new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(date);
}
