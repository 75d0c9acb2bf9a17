import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/json-ld";
import { InlineIcon } from "@/components/sprite-icon";
import { Button } from "@/components/ui/button";
import { courseOfferEndsOn } from "@/content/claims";
import { COURSE_NAME, slideImagePath } from "@/content/course";
import { PRODUCTS } from "@/content/products";
import { berlinDate } from "@/lib/admin/dashboard-stats";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { absoluteUrl } from "@/lib/site";
import { CourseAudience } from "./_components/course-audience";
import { CourseBuySection } from "./_components/course-buy-section";
import { CourseContents } from "./_components/course-contents";
import { CourseExamples } from "./_components/course-examples";
import { CourseHero } from "./_components/course-hero";
import { COURSE_VALUES, type CourseTranslator } from "./_components/course-values";

const PATH = "/snippet-course";

// Rendered again every hour, so a promotion of content/claims.ts disappears after its last day.
export const revalidate = 3600;

/** "Angebot gilt bis 31. Dezember 2026" while the operator's promotion lasts, else null. */
function promotionText(t: CourseTranslator): string | null {
  const lastDay = courseOfferEndsOn(berlinDate(new Date()));
  if (!lastDay) return null;
  const date = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${lastDay}T00:00:00Z`));
  return t("hero.promo", { date });
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Course");
  return pageMetadata({ path: PATH, title: t("meta.title"), description: t("meta.description", COURSE_VALUES), image: { url: slideImagePath(1), width: 1280, height: 720, alt: t("meta.imageAlt") } });
}

/** schema.org Course with its offer (price from the catalogue). */
function courseJsonLd(description: string) {
  const url = absoluteUrl(PATH);
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: COURSE_NAME,
    description,
    url,
    image: absoluteUrl(slideImagePath(1)),
    inLanguage: "de",
    provider: { "@id": absoluteUrl("/#organization") },
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online" },
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: PRODUCTS.snippet_course.priceCents / 100,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      url,
    },
  };
}

export default async function SnippetCoursePage() {
  const t = await getTranslations("Course");
  const promotion = promotionText(t);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd data={courseJsonLd(t("meta.description", COURSE_VALUES))} />
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link href="/">
          <InlineIcon name="arrow-left" /> {t("back")}
        </Link>
      </Button>

      <CourseHero t={t} promotion={promotion} />
      <CourseContents t={t} />
      <CourseExamples t={t} />
      <CourseAudience t={t} />
      <CourseBuySection t={t} promotion={promotion} />
    </div>
  );
}
