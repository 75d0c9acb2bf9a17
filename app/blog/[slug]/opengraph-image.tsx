import { ImageResponse } from "next/og";
import { getArticle, getArticles } from "@/lib/blog/articles";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Titelbild des Artikels";

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

/** The article's title image (Open Graph, Twitter and the page's hero), drawn from its category and title. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #312e81 0%, #4338ca 55%, #7c3aed 100%)", color: "white" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 16, fontSize: 30, fontWeight: 600 }}>
          <svg width="48" height="48" viewBox="0 0 64 64">
            <rect width="64" height="64" rx="14" fill="#ffffff" />
            <path d="M29 12l4.2 11.3L44.5 27.5l-11.3 4.2L29 43l-4.2-11.3L13.5 27.5l11.3-4.2z" fill="#4338ca" />
          </svg>
          KI-Sichtbarkeit · Blog
        </div>
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          <div style={{ display: "flex", fontSize: 26, letterSpacing: 3, textTransform: "uppercase", color: "#c7d2fe" }}>{article?.category ?? "Blog"}</div>
          <div style={{ display: "flex", fontSize: 62, fontWeight: 700, lineHeight: 1.15 }}>{article?.title ?? "KI-Sichtbarkeit"}</div>
        </div>
        <div style={{ display: "flex", fontSize: 26, color: "#e0e7ff" }}>{article ? `${article.readTime} Min. Lesezeit` : ""}</div>
      </div>
    ),
    size,
  );
}
