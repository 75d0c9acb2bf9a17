import { InlineIcon } from "@/components/sprite-icon";
import { COURSE_FORMER_PRICE, COURSE_PRICE } from "@/content/course";
import { BuyButton, ClaimList } from "./course-buy-links";
import { COURSE_VALUES, type CourseTranslator } from "./course-values";

/** The closing call to buy: price, claims, buy button and the money-back guarantee. */
export function CourseBuySection({ t, promotion }: { t: CourseTranslator; promotion: string | null }) {
  return (
    <section
      className="mt-16 rounded-2xl bg-linear-to-br from-indigo-700 to-violet-700 p-6 text-white shadow-lg sm:p-10"
      aria-labelledby="buy-heading"
    >
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center">
        <div>
          <h2 id="buy-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {t("buy.title")}
          </h2>
          <p className="mt-3 text-indigo-100">{t("buy.text", COURSE_VALUES)}</p>
          <ClaimList className="mt-5 grid gap-2 text-sm font-medium sm:grid-cols-2" iconClassName="size-4 shrink-0 text-emerald-300" />
        </div>
        <div className="flex flex-col items-start gap-3 lg:items-end">
          <div className="flex items-baseline gap-3">
            <span className="text-4xl font-bold">{COURSE_PRICE}</span>
            {COURSE_FORMER_PRICE && (
              <span className="text-lg text-indigo-200">
                <span className="sr-only">{t("hero.originalPriceLabel")} </span>
                <s>{COURSE_FORMER_PRICE.price}</s>
              </span>
            )}
          </div>
          {promotion && (
            <p className="inline-flex items-center gap-1.5 text-sm font-medium text-amber-200">
              <InlineIcon name="clock" className="size-4" /> {promotion}
            </p>
          )}
          <BuyButton label={t("buy.button", COURSE_VALUES)} variant="secondary" className="w-full sm:w-auto" />
        </div>
      </div>
      <p className="mt-6 flex items-start gap-2 border-t border-white/20 pt-5 text-sm text-indigo-100">
        <InlineIcon name="shield-check" className="mt-0.5 size-4 shrink-0" /> {t("buy.guarantee", COURSE_VALUES)}
      </p>
    </section>
  );
}
