import { ImageResponse } from "next/og";
import type { ReactNode } from "react";
import { tools, type ToolRoute } from "@/content/tools";
import { OG_IMAGE_SIZE } from "./page-metadata";

/**
 * The site's Open Graph frame (1200 × 630 px): its gradient, the logo with an eyebrow
 * line on top, and `children` as the rest of the column (spaced out to the bottom).
 * Shared by the page images here and the result images of the live test and monitor.
 */
export function OgFrame({ eyebrow, children }: { eyebrow: string; children: ReactNode }) {
  return (
    <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #7c3aed 100%)", color: "white" }}>
      <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, fontWeight: 600 }}>
        <svg width="48" height="48" viewBox="0 0 64 64">
          <rect width="64" height="64" rx="14" fill="#ffffff" />
          <path d="M29 12l4.2 11.3L44.5 27.5l-11.3 4.2L29 43l-4.2-11.3L13.5 27.5l11.3-4.2z" fill="#4338ca" />
        </svg>
        {eyebrow}
      </div>
      {children}
    </div>
  );
}

/** An Open Graph image of 1200 × 630 px: eyebrow, large title, footer. @returns a PNG response (next/og) */
export function renderOgImage({ eyebrow, title, footer }: { eyebrow: string; title: string; footer: string }): ImageResponse {
  return new ImageResponse(
    (
      <OgFrame eyebrow={eyebrow}>
        <div style={{ display: "flex", fontSize: 64, fontWeight: 700, lineHeight: 1.15 }}>{title}</div>
        <div style={{ display: "flex", fontSize: 28, color: "#e0e7ff" }}>{footer}</div>
      </OgFrame>
    ),
    OG_IMAGE_SIZE,
  );
}

/**
 * The Open Graph image of a tool page, from its card in content/tools.ts.
 * @throws Error when no tool card has that route
 */
export function toolOgImage(route: ToolRoute): ImageResponse {
  const tool = tools.find((t) => t.route === route);
  if (!tool) throw new Error(`Kein Tool mit der Route ${route}`);
  return renderOgImage({ eyebrow: "KI-Sichtbarkeit · Kostenloses Tool", title: tool.title, footer: tool.subtitle });
}
