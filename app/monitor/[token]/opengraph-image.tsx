import { germanDate, rangeText, RESULT_IMAGE_SIZE, resultImage } from "@/components/result-image";
import { getDb } from "@/lib/db";
import { monitorTokenSchema } from "@/lib/monitor/request";
import { getMonitorView } from "@/lib/monitor/view";

export const size = RESULT_IMAGE_SIZE;
export const contentType = "image/png";
export const alt = "Ergebnis des KI-Sichtbarkeits-Monitors";

/** The monitor's result image (Open Graph) from its latest run. Only whoever has the link sees it. */
export default async function Image({ params }: { params: Promise<{ token: string }> }) {
  const token = monitorTokenSchema.safeParse((await params).token);
  const view = token.success ? await getMonitorView(await getDb(), token.data) : null;
  const latest = view?.runs.at(-1);
  const overall = latest?.summary.overall;
  return resultImage({
    kicker: "KI-Sichtbarkeit · Monitor",
    title: view?.businessName ?? "",
    headline: overall ? `In ${overall.mentions} von ${overall.samples} KI-Antworten genannt` : "KI-Sichtbarkeits-Monitor",
    detail: overall ? rangeText(overall.interval, overall.samples) : "Erster Lauf ausstehend",
    engines: latest?.summary.engines.map((e) => `${e.name}: ${e.error ? "–" : `${e.mentions}/${e.samples}`}`).join("   ·   ") ?? "",
    date: latest ? germanDate(latest.startedAt) : "",
  });
}
