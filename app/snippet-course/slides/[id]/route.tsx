import { ImageResponse } from "next/og";
import { COURSE_CHAPTERS, COURSE_NAME, FREE_SLIDES, getSlide, TOTAL_SLIDES, type CourseSlide } from "@/content/course";
import { currentPremiumGrant, grantUnlocks } from "@/lib/billing/premium";

/**
 * The course's slide images, drawn from each
 * slide's chapter, number and title: 1280×720 PNG. Slides after the free preview are
 * served only with a premium cookie that unlocks the course (403 otherwise). Each
 * image is rendered once per process and then served from memory.
 */

const WIDTH = 1280;
const HEIGHT = 720;
const rendered = new Map<number, ArrayBuffer>();

function text(status: number, body: string) {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const slide = getSlide((await params).id);
  if (!slide) return text(404, "Slide nicht gefunden");
  const free = slide.id <= FREE_SLIDES;
  if (!free && !grantUnlocks(await currentPremiumGrant(), "course")) {
    return text(403, "Diese Slide gehört zum Premium-Kurs.");
  }
  let png = rendered.get(slide.id);
  if (!png) {
    png = await renderSlide(slide).arrayBuffer();
    rendered.set(slide.id, png);
  }
  return new Response(png, {
    headers: { "Content-Type": "image/png", "Cache-Control": free ? "public, max-age=86400" : "private, max-age=86400" },
  });
}

function renderSlide(slide: CourseSlide): ImageResponse {
  const chapter = COURSE_CHAPTERS.find((c) => c.title === slide.chapter);
  const progress = slide.id / TOTAL_SLIDES;
  const titleSize = slide.title.length > 60 ? 56 : 64;

  return new ImageResponse(
    (
      <div
        style={{
          width: "100%",
          height: "100%",
          display: "flex",
          flexDirection: "column",
          justifyContent: "space-between",
          padding: "64px 80px",
          background: "linear-gradient(135deg, #1e1b4b 0%, #3730a3 50%, #6d28d9 100%)",
          color: "white",
          position: "relative",
        }}
      >
        {/* Large slide number as a quiet background mark. */}
        <div
          style={{
            position: "absolute",
            right: 48,
            bottom: -60,
            display: "flex",
            fontSize: 420,
            lineHeight: 1,
            color: "rgba(255,255,255,0.07)",
            letterSpacing: -20,
          }}
        >
          {String(slide.id).padStart(2, "0")}
        </div>

        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 24, color: "#c7d2fe" }}>
          <div style={{ display: "flex", alignItems: "center", gap: 14 }}>
            <div style={{ width: 14, height: 14, borderRadius: 7, background: "#a5b4fc", display: "flex" }} />
            {`KI-Sichtbarkeit · ${COURSE_NAME}`}
          </div>
          {chapter && <div style={{ display: "flex" }}>{`Modul ${chapter.module} · Kapitel ${chapter.number}`}</div>}
        </div>

        <div style={{ display: "flex", flexDirection: "column", gap: 28, maxWidth: 1040 }}>
          <div
            style={{
              display: "flex",
              alignSelf: "flex-start",
              padding: "8px 20px",
              borderRadius: 999,
              background: "rgba(255,255,255,0.14)",
              border: "1px solid rgba(255,255,255,0.25)",
              fontSize: 26,
              letterSpacing: 2,
              textTransform: "uppercase",
              color: "#e0e7ff",
            }}
          >
            {slide.chapter}
          </div>
          <div style={{ display: "flex", fontSize: titleSize, lineHeight: 1.15, letterSpacing: -1 }}>{slide.title}</div>
        </div>

        <div style={{ display: "flex", flexDirection: "column", gap: 16 }}>
          <div style={{ display: "flex", fontSize: 24, color: "#c7d2fe" }}>{`Slide ${slide.id} von ${TOTAL_SLIDES}`}</div>
          <div style={{ display: "flex", width: 520, height: 8, borderRadius: 4, background: "rgba(255,255,255,0.18)" }}>
            <div style={{ display: "flex", width: Math.max(8, Math.round(520 * progress)), height: 8, borderRadius: 4, background: "#a5b4fc" }} />
          </div>
        </div>
      </div>
    ),
    { width: WIDTH, height: HEIGHT },
  );
}
