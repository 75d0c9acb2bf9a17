import Link from "next/link";
import { PageSection } from "@/components/page-section";
import { InlineIcon } from "@/components/sprite-icon";
import { Button } from "@/components/ui/button";
import { COURSE_VALUES, type CourseTranslator } from "./course-values";

/** "Beispiele und Vorlagen": what the course's examples cover, and the free snippet library for other trades. */
export function CourseExamples({ t }: { t: CourseTranslator }) {
  return (
    <PageSection id="examples-heading" heading={t("downloads.title")} className="below-fold mt-16">
      <p className="text-muted-foreground mt-2 max-w-3xl">{t("downloads.intro", COURSE_VALUES)}</p>
      <p className="text-muted-foreground mt-3 max-w-3xl">{t("downloads.library")}</p>
      <Button asChild variant="outline" className="mt-4">
        <Link href="/snippets">
          {t("downloads.libraryLink")} <InlineIcon name="arrow-right" />
        </Link>
      </Button>
    </PageSection>
  );
}
