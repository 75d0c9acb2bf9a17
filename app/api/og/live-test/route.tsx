import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { germanDate, rangeText, resultImage } from "@/components/result-image";
import { readShareToken } from "@/lib/visibility/share";
import { wilsonInterval } from "@/lib/visibility/wilson";

/**
 * GET /api/og/live-test?t=<share token>: the result image (PNG, 1200×630) of a shared
 * live test, drawn only from a token this server signed. 404 for a missing or forged token.
 */
export const GET = withErrorResponse(async (request: Request) => {
  const shared = readShareToken(new URL(request.url).searchParams.get("t"));
  if (!shared || shared.mentions > shared.answers) return NextResponse.json({ error: "Unbekanntes Ergebnis." }, { status: 404 });
  const image = resultImage({
    kicker: "KI-Sichtbarkeit · Live-Test",
    title: [shared.business, `${shared.query}${shared.location ? ` in ${shared.location}` : ""}`].filter(Boolean).join(" · "),
    headline: shared.business ? `In ${shared.mentions} von ${shared.answers} KI-Antworten genannt` : `${shared.answers} KI-Antworten ausgewertet`,
    detail: shared.business ? rangeText(wilsonInterval(shared.mentions, shared.answers), shared.answers) : "",
    engines: shared.engines.map((e) => `${e.name}: ${e.mentions}/${e.samples}`).join("   ·   "),
    date: germanDate(new Date(shared.date)),
  }, { "Cache-Control": "public, max-age=86400, immutable" });
  return image;
});
