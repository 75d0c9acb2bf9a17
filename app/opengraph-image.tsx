import { renderOgImage } from "@/lib/seo/og-image";
import { tools } from "@/content/tools";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "KI-Sichtbarkeit: Werden Sie von ChatGPT & Co. empfohlen?";

/** The site-wide Open Graph image (pages without one of their own link to it, lib/seo/page-metadata.ts). */
export default function Image() {
  return renderOgImage({
    eyebrow: "KI-Sichtbarkeit",
    title: "Werden Sie von ChatGPT & Co. empfohlen?",
    footer: `Live-Test, Website-Checker und ${tools.length} kostenlose Tools für lokale Unternehmen`,
  });
}
