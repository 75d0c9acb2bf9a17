import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import Link from "next/link";
import { ArrowLeft, Building2, Check, Clock, CodeXml, FileArchive, FileText, Hammer, Megaphone, ShieldCheck, ShoppingCart, Store, type LucideIcon } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { JsonLd } from "@/components/json-ld";
import { PageSection } from "@/components/page-section";
import { TextCard } from "@/components/text-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  COURSE_CHAPTERS,
  COURSE_CHECKOUT_HREF,
  COURSE_CLAIMS,
  COURSE_DOWNLOADS,
  COURSE_FORMER_PRICE,
  COURSE_NAME,
  COURSE_PACK_COUNT,
  COURSE_PREMIUM_MESSAGE,
  COURSE_PRICE,
  COURSE_SLIDES,
  FREE_SLIDES,
  TOTAL_SLIDES,
  slideCountText,
  slideImagePath,
  type AudienceIcon,
} from "@/content/course";
import { courseOfferEndsOn } from "@/content/claims";
import { MONEY_BACK_GUARANTEE_DAYS, PRODUCTS } from "@/content/products";
import { berlinDate } from "@/lib/admin/dashboard-stats";
import { absoluteUrl } from "@/lib/site";
import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { CourseViewer } from "./_components/course-viewer";

const PATH = "/snippet-course";

/** The counts and prices the page's messages (namespace "Course") are filled with. */
const COURSE_VALUES = {
  total: TOTAL_SLIDES,
  free: FREE_SLIDES,
  price: COURSE_PRICE,
  formerPrice: COURSE_FORMER_PRICE?.price ?? "none",
  chapters: COURSE_CHAPTERS.length,
  packs: COURSE_PACK_COUNT,
  guaranteeDays: MONEY_BACK_GUARANTEE_DAYS,
};

/** The order of the audience cards; their texts are messages "Course.audience.<icon>". */
const AUDIENCE: readonly AudienceIcon[] = ["local", "trades", "agency", "shop", "developer", "marketing"];

// Rendered again every hour, so a promotion of content/claims.ts disappears after its last day.
export const revalidate = 3600;

/** "Angebot gilt bis 31. Dezember 2026" while the operator's promotion lasts, else null. */
function promotionText(t: CourseTranslator): string | null {
  const lastDay = courseOfferEndsOn(berlinDate(new Date()));
  if (!lastDay) return null;
  const date = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${lastDay}T00:00:00Z`));
  return t("hero.promo", { date });
}

type CourseTranslator = Awaited<ReturnType<typeof getTranslations<"Course">>>;

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

const AUDIENCE_ICONS: Record<AudienceIcon, LucideIcon> = {
  agency: Building2,
  local: Store,
  shop: ShoppingCart,
  trades: Hammer,
  developer: CodeXml,
  marketing: Megaphone,
};

function BuyButton({ label, className, variant }: { label: string; className?: string; variant?: "default" | "secondary" }) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link href={COURSE_CHECKOUT_HREF}>
        <StaticIcon icon={ShoppingCart} /> {label}
      </Link>
    </Button>
  );
}

function ClaimList({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  return (
    <ul className={className}>
      {COURSE_CLAIMS.map((claim) => (
        <li key={claim} className="flex items-center gap-2">
          <StaticIcon icon={Check} className={iconClassName ?? "text-success size-4 shrink-0"} /> {claim}
        </li>
      ))}
    </ul>
  );
}

export default async function SnippetCoursePage() {
  const t = await getTranslations("Course");
  const modules = [1, 2] as const;
  const promotion = promotionText(t);
  const viewerChapters = COURSE_CHAPTERS.map((c) => ({ number: c.number, title: c.title, countText: slideCountText(c.slideCount) }));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd data={courseJsonLd(t("meta.description", COURSE_VALUES))} />
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link href="/">
          <StaticIcon icon={ArrowLeft} /> {t("back")}
        </Link>
      </Button>

      <section className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-12" aria-labelledby="course-title">
        <header>
          <Badge className="mb-3">{t("hero.badge")}</Badge>
          <h1 id="course-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {t("hero.title")}
          </h1>
          <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{t("hero.intro", COURSE_VALUES)}</p>
          <ClaimList className="mt-6 grid gap-2 text-sm font-medium sm:grid-cols-2" />
        </header>

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
                <StaticIcon icon={Clock} className="size-4" /> {promotion}
              </p>
            )}
            <div className="mt-5 grid gap-3">
              <IntlClient namespaces={["CourseViewer"]}>
              <CourseViewer
                className="w-full"
                openLabel={t("hero.preview")}
                slides={COURSE_SLIDES}
                chapters={viewerChapters}
                freeSlides={FREE_SLIDES}
                checkoutHref={COURSE_CHECKOUT_HREF}
                premiumMessage={COURSE_PREMIUM_MESSAGE}
                price={COURSE_PRICE}
              />
              </IntlClient>
              <BuyButton label={t("hero.buy", COURSE_VALUES)} className="w-full" />
            </div>
            <p className="text-muted-foreground mt-3 text-center text-xs">{t("hero.previewHint", COURSE_VALUES)}</p>
          </div>
        </div>
      </section>

      <PageSection id="contents-heading" heading={t("contents.title")} className="mt-16">
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

      <PageSection id="downloads-heading" heading={t("downloads.title")} className="mt-16">
        <p className="text-muted-foreground mt-2 max-w-3xl">{t("downloads.intro", COURSE_VALUES)}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {COURSE_DOWNLOADS.map((item) => {
            const Icon = item.kind === "pdf" ? FileText : FileArchive;
            return (
              <li key={item.file} className="flex gap-4 rounded-xl border p-5">
                <span className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-lg" aria-hidden>
                  <StaticIcon icon={Icon} className="size-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="text-muted-foreground mt-0.5 font-mono text-xs break-all">{item.file}</p>
                  <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{item.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
        <p className="text-muted-foreground mt-4 text-sm">{t("downloads.afterPurchase")}</p>
      </PageSection>

      <PageSection id="audience-heading" heading={t("audience.title")} className="mt-16">
        <p className="text-muted-foreground mt-2 max-w-3xl">{t("audience.intro")}</p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AUDIENCE.map((icon) => {
            const Icon = AUDIENCE_ICONS[icon];
            return <TextCard key={icon} as="li" icon={<StaticIcon icon={Icon} className="text-primary size-5" />} title={t(`audience.${icon}.title`)} text={t(`audience.${icon}.text`)} />;
          })}
        </ul>
      </PageSection>

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
                <StaticIcon icon={Clock} className="size-4" /> {promotion}
              </p>
            )}
            <BuyButton label={t("buy.button", COURSE_VALUES)} variant="secondary" className="w-full sm:w-auto" />
          </div>
        </div>
        <p className="mt-6 flex items-start gap-2 border-t border-white/20 pt-5 text-sm text-indigo-100">
          <StaticIcon icon={ShieldCheck} className="mt-0.5 size-4 shrink-0" /> {t("buy.guarantee", COURSE_VALUES)}
        </p>
      </section>
    </div>
  );
}
