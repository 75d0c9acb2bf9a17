"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";

export interface ViewerChapter {
  number: number;
  title: string;
  countText: string;
}

/** The viewer's footer: every chapter with its slide count, the current one marked. */
export function ViewerChapters({ chapters, currentChapter }: { chapters: readonly ViewerChapter[]; currentChapter: string }) {
  const t = useTranslations("CourseViewer");
  return (
    <footer className="shrink-0 border-t px-4 py-3 sm:px-6">
      <h3 className="text-muted-foreground mb-2 text-xs font-semibold tracking-wide uppercase">{t("chaptersHeading")}</h3>
      <ol className="flex gap-2 overflow-x-auto pb-1 lg:flex-wrap">
        {chapters.map((chapter) => {
          const active = chapter.title === currentChapter;
          return (
            <li
              key={chapter.number}
              aria-current={active ? "step" : undefined}
              className={cn(
                "shrink-0 rounded-md border px-2.5 py-1 text-xs whitespace-nowrap",
                active ? "border-primary bg-primary/10 text-primary font-semibold" : "text-muted-foreground",
              )}
            >
              {chapter.number}. {chapter.title} <span className="opacity-75">({chapter.countText})</span>
            </li>
          );
        })}
      </ol>
    </footer>
  );
}
