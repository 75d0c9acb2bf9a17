import { PageSection } from "@/components/page-section";
import { Badge } from "@/components/ui/badge";
import { COURSE_CHAPTERS, COURSE_SLIDES, FREE_SLIDES, slideCountText } from "@/content/course";
import { COURSE_VALUES, type CourseTranslator } from "./course-values";

const modules = [1, 2] as const;

/** "Kursinhalte": the chapters of both modules with their slide titles. */
export function CourseContents({ t }: { t: CourseTranslator }) {
  return (
    <PageSection id="contents-heading" heading={t("contents.title")} className="below-fold mt-16">
      <p className="text-muted-foreground mt-2 max-w-3xl">{t("contents.intro", COURSE_VALUES)}</p>
      {modules.map((module) => (
        <div key={module} className="mt-8">
          <h3 className="text-lg font-semibold">{t(`contents.module${module}`)}</h3>
          <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {COURSE_CHAPTERS.filter((c) => c.module === module).map((chapter) => (
              <li key={chapter.number} className="rounded-xl border p-4">
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
                      {t("contents.chapterLabel")} {chapter.number}
                    </p>
                    <h4 className="mt-0.5 font-semibold">{chapter.title}</h4>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <Badge variant="secondary">{slideCountText(chapter.slideCount)}</Badge>
                    {chapter.lastSlide <= FREE_SLIDES && <Badge className="bg-emerald-100 text-emerald-900">{t("contents.freeBadge")}</Badge>}
                  </div>
                </div>
                <details className="mt-2">
                  <summary className="text-primary cursor-pointer text-sm font-medium">{t("contents.showSlides")}</summary>
                  <ol start={chapter.firstSlide} className="text-muted-foreground mt-2 list-decimal space-y-1 pl-6 text-sm">
                    {COURSE_SLIDES.filter((s) => s.chapter === chapter.title).map((s) => (
                      <li key={s.id}>{s.title}</li>
                    ))}
                  </ol>
                </details>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </PageSection>
  );
}
