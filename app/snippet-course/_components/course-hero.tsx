import { Badge } from "@/components/ui/badge";
import { ClaimList } from "./course-buy-links";
import { CoursePriceCard } from "./course-price-card";
import { COURSE_VALUES, type CourseTranslator } from "./course-values";

/** The page's top: title, promise and claims beside the price card with the preview. */
export function CourseHero({ t, promotion }: { t: CourseTranslator; promotion: string | null }) {
  return (
    <section className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12" aria-labelledby="course-title">
      <header>
        <Badge className="mb-3">{t("hero.badge")}</Badge>
        <h1 id="course-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {t("hero.title")}
        </h1>
        <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{t("hero.intro", COURSE_VALUES)}</p>
        <ClaimList className="mt-6 grid gap-2 text-sm font-medium sm:grid-cols-2" />
      </header>

      <CoursePriceCard t={t} promotion={promotion} />
    </section>
  );
}
