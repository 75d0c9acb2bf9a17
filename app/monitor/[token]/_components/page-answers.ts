import type { MonitorView } from "@/lib/monitor/view";

/** One of the latest run's answers as the monitor page lists it. */
export type PageAnswer = MonitorView["latestAnswers"][number];

/** Date and time in Berlin, as every monitor time is shown ("29. November 2026 um 07:00"). */
export const BERLIN_DATE_TIME = { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" } as const;

/** The anchor of an engine's answers: "#antworten-chatgpt". */
export const engineSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Every engine of the trend, in order of first appearance. */
export function engineNamesOf(view: Pick<MonitorView, "runs">): string[] {
  return [...new Set(view.runs.flatMap((r) => r.summary.engines.map((e) => e.name)))];
}

/**
 * The latest answers in the order the page lists them (by engine of the trend, then any
 * other engine): "Antwort n" is the 1-based place in this list, and evidence indices are 0-based places.
 */
export function answersInPageOrder(view: Pick<MonitorView, "latestAnswers">, engineNames: readonly string[]): PageAnswer[] {
  return [...engineNames.flatMap((name) => view.latestAnswers.filter((a) => a.engine === name)), ...view.latestAnswers.filter((a) => !engineNames.includes(a.engine))];
}
