"use client";

import { useTranslations } from "next-intl";
import type { SlidePart } from "@/content/course-slide-body";
import { SlideBody } from "./slide-body";

/** The body of a slide as the viewer has it: given, being fetched, or failed to fetch. */
export type SlideBodyState = { status: "ready"; parts: readonly SlidePart[] } | { status: "loading" } | { status: "failed" };

interface SlidePanelProps {
  id: number;
  title: string;
  chapter: string;
  chapterNumber: number;
  body: SlideBodyState;
}

/** One slide: a region named by its heading, with chapter, title and what it teaches. */
export function SlidePanel({ id, title, chapter, chapterNumber, body }: SlidePanelProps) {
  const t = useTranslations("CourseViewer");
  const headingId = `course-slide-${id}-title`;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="Slide"
      className="bg-card w-full min-w-0 rounded-xl border p-5 shadow-sm sm:p-8"
      data-testid="course-slide"
    >
      <p className="text-primary text-sm font-semibold tracking-wide uppercase">
        {t("chapter", { number: chapterNumber })} · {chapter}
      </p>
      <h3 id={headingId} className="mt-1 mb-5 text-xl font-bold tracking-tight text-balance sm:text-2xl">
        {title}
      </h3>
      {body.status === "ready" && <SlideBody parts={body.parts} />}
      {body.status === "loading" && <p className="text-muted-foreground">{t("loading")}</p>}
      {body.status === "failed" && (
        <p role="alert" className="text-destructive">
          {t("loadFailed")}
        </p>
      )}
    </section>
  );
}
