import { getLocale, getMessages, getTimeZone } from "next-intl/server";
import { InlineIcon } from "@/components/sprite-icon";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { COURSE_CHAPTERS, COURSE_CHECKOUT_HREF, COURSE_FORMER_PRICE, COURSE_PREMIUM_MESSAGE, COURSE_PRICE, COURSE_SLIDES, FREE_SLIDES, slideCountText, slideImagePath } from "@/content/course";
import { BuyButton } from "./course-buy-links";
import { CourseViewer } from "./course-viewer";
import { COURSE_VALUES, type CourseTranslator } from "./course-values";

/** The slides the viewer gets: every title, but the body only of the free preview. */
const VIEWER_SLIDES = COURSE_SLIDES.map(({ id, title, chapter, body }) => ({ id, title, chapter, body: id <= FREE_SLIDES ? body : null }));
const VIEWER_CHAPTERS = COURSE_CHAPTERS.map((c) => ({ number: c.number, title: c.title, countText: slideCountText(c.slideCount) }));

/** What the viewer's own next-intl provider needs: locale, time zone and only the "CourseViewer" messages. */
async function viewerIntl() {
  const messages = await getMessages();
  return { locale: await getLocale(), timeZone: await getTimeZone(), messages: { CourseViewer: messages.CourseViewer } };
}

/** The hero's card: title image, price, the free preview and the buy button. */
export async function CoursePriceCard({ t, promotion }: { t: CourseTranslator; promotion: string | null }) {
  const intl = await viewerIntl();
  return (
    <div className="bg-card overflow-hidden rounded-xl border shadow-sm">
      {/* The first slide, drawn by the app (app/snippet-course/slides/[id]). */}
      <img src={slideImagePath(1)} alt={t("hero.imageAlt")} width={1280} height={720} className="aspect-video w-full bg-indigo-950 object-cover" />
      <div className="p-5 sm:p-6">
        <p className="text-muted-foreground text-sm">{t("hero.priceLabel")}</p>
        <div className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-4xl font-bold tracking-tight" data-testid="course-price">
            {COURSE_PRICE}
          </span>
          {COURSE_FORMER_PRICE && (
            <>
              <span className="text-muted-foreground text-lg">
                <span className="sr-only">{t("hero.originalPriceLabel")} </span>
                <s>{COURSE_FORMER_PRICE.price}</s>
              </span>
              <Badge variant="destructive">{COURSE_FORMER_PRICE.discount}</Badge>
            </>
          )}
        </div>
        {COURSE_FORMER_PRICE && <p className="text-success mt-1 text-sm font-medium">{COURSE_FORMER_PRICE.savings}</p>}
        {promotion && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2.5 py-1 text-sm font-medium text-amber-900">
            <InlineIcon name="clock" className="size-4" /> {promotion}
          </p>
        )}
        {/* Labels wrap on a 320 px screen rather than running past the card (WCAG 1.4.10). */}
        <div className="mt-5 grid gap-3">
          <CourseViewer
            triggerClassName={buttonVariants({ size: "lg", variant: "outline", className: "h-auto min-h-11 w-full py-2 whitespace-normal" })}
            loadingLabel={t("hero.previewLoading")}
            intl={intl}
            slides={VIEWER_SLIDES}
            chapters={VIEWER_CHAPTERS}
            freeSlides={FREE_SLIDES}
            checkoutHref={COURSE_CHECKOUT_HREF}
            premiumMessage={COURSE_PREMIUM_MESSAGE}
            price={COURSE_PRICE}
          >
            <InlineIcon name="circle-play" /> {t("hero.preview")}
          </CourseViewer>
          <BuyButton label={t("hero.buy", COURSE_VALUES)} className="h-auto min-h-11 w-full py-2 whitespace-normal" />
        </div>
        <p className="text-muted-foreground mt-3 text-center text-xs">{t("hero.previewHint", COURSE_VALUES)}</p>
      </div>
    </div>
  );
}
