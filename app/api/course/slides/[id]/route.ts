import { FREE_SLIDES, getSlide } from "@/content/course";
import { currentPremiumGrant, grantUnlocks } from "@/lib/billing/premium";

/**
 * One course slide's content as JSON ({ id, title, chapter, body }) for the course viewer.
 * The free preview is open; the slides after it need a premium cookie that unlocks the
 * course (403 otherwise), so the paid content never reaches the page of a visitor who has not bought it.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const slide = getSlide((await params).id);
  if (!slide) return Response.json({ error: "Slide nicht gefunden" }, { status: 404 });
  const free = slide.id <= FREE_SLIDES;
  if (!free && !grantUnlocks(await currentPremiumGrant(), "course")) {
    return Response.json({ error: "Diese Slide gehört zum Premium-Kurs." }, { status: 403, headers: { "Cache-Control": "no-store" } });
  }
  const { id, title, chapter, body } = slide;
  return Response.json({ id, title, chapter, body }, { headers: { "Cache-Control": free ? "public, max-age=3600" : "private, no-store" } });
}
