import Link from "next/link";
import { getTranslations } from "next-intl/server";
import {
  BadgeCheck,
  Briefcase,
  Check,
  Clock,
  FileSearch,
  GraduationCap,
  Hammer,
  MessageSquareText,
  Stethoscope,
  Store,
  TrendingUp,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CLAIMS } from "@/content/claims";
import { COURSE_FORMER_PRICE, COURSE_MODULE_COUNT, COURSE_TRADE_COUNT, FREE_SLIDES, TOTAL_SLIDES } from "@/content/course";
import { GEO_PACKAGES, GEO_SERVICES } from "@/content/geo-packages";
import { formatEuro, MONEY_BACK_GUARANTEE_DAYS, PRODUCTS, productIncludes, productPriceText } from "@/content/products";
import { SNIPPET_PACKAGES } from "@/content/snippet-packages";
import { cn } from "@/lib/utils";
import type { ReactNode } from "react";
import { PriceTag } from "@/components/price-tag";
import { IconTile } from "@/components/icon-tile";
import { ArrowLinkButton } from "@/components/arrow-link-button";

export const container = "mx-auto max-w-6xl px-4 sm:px-6";
export const sectionHeading = "text-3xl font-bold tracking-tight text-balance sm:text-4xl";

/**
 * A section of the home page: the heading (id `${id}-heading`), an intro under it where
 * given, then the content. `muted`: on a tinted band; `anchor`: the section's own id.
 */
export function HomeSection({
  id,
  heading,
  intro,
  introClassName = "text-muted-foreground mt-4 text-base leading-relaxed sm:text-lg",
  muted,
  anchor,
  className,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  introClassName?: string;
  muted?: boolean;
  anchor?: string;
  className?: string;
  children: ReactNode;
}) {
  const title = (
    <h2 id={`${id}-heading`} className={sectionHeading}>
      {heading}
    </h2>
  );
  return (
    <section id={anchor} aria-labelledby={`${id}-heading`} className={cn(muted && "bg-muted/40 border-y", "py-16 sm:py-24", className)}>
      <div className={container}>
        {intro ? (
          <div className="max-w-2xl">
            {title}
            <p className={introClassName}>{intro}</p>
          </div>
        ) : (
          title
        )}
        {children}
      </div>
    </section>
  );
}

function IconCards({ items, t, prefix }: { items: readonly { key: string; icon: LucideIcon }[]; t: (key: string) => string; prefix: string }) {
  return (
    <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ key, icon: Icon }) => (
        <li key={key} className="rounded-xl border bg-card p-6 shadow-sm">
          <IconTile icon={Icon} className="bg-accent text-primary size-10 rounded-lg" iconClassName="size-5" />
          <h3 className="mt-4 font-semibold">{t(`${prefix}.items.${key}.title`)}</h3>
          <p className="card-text">{t(`${prefix}.items.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

/** Benefit and approach blocks. */
export async function BenefitsAndApproach() {
  const t = await getTranslations("Home");
  return (
    <>
      <HomeSection id="benefits" heading={t("benefits.heading")}>
        <IconCards t={t} prefix="benefits" items={[{ key: "shift", icon: MessageSquareText }, { key: "few", icon: Users }, { key: "early", icon: Clock }]} />
      </HomeSection>
      <HomeSection id="approach" heading={t("approach.heading")} intro={t("approach.intro")} muted>
        <IconCards t={t} prefix="approach" items={[{ key: "real", icon: BadgeCheck }, { key: "evidence", icon: FileSearch }, { key: "tools", icon: Wrench }]} />
      </HomeSection>
    </>
  );
}

/** GEO-services teaser with the three packages (prices from the catalogue). */
export async function GeoTeaser() {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="geo-teaser-heading" className="py-16 sm:py-24">
      <div className={container}>
        <div className="rounded-2xl border bg-card p-6 shadow-sm sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-center">
            <div>
              <h2 id="geo-teaser-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
                {t("geoTeaser.heading")}
              </h2>
              <p className="text-muted-foreground mt-3 leading-relaxed">{t("geoTeaser.text")}</p>
              <ArrowLinkButton href="/geo-services" label={t("geoTeaser.cta")} className="mt-6" />
            </div>
            <ul className="grid gap-3 sm:grid-cols-3">
              {GEO_PACKAGES.map((pkg) => (
                <li key={pkg.productId} className={cn("rounded-xl border p-4", pkg.popular && "border-primary border-2")}>
                  <p className="flex items-center justify-between gap-2 font-semibold">
                    {pkg.name}
                    {pkg.popular && <Badge>{t("geoTeaser.popular")}</Badge>}
                  </p>
                  <p className="mt-2 text-xl font-extrabold">{productPriceText(pkg.productId)}</p>
                  <p className="text-muted-foreground mt-1 text-xs">{pkg.description}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Target groups. */
export async function TargetGroups() {
  const t = await getTranslations("Home");
  const items = [
    { key: "practices", icon: Stethoscope },
    { key: "trades", icon: Hammer },
    { key: "services", icon: Briefcase },
    { key: "agencies", icon: Store },
  ] as const;
  return (
    <HomeSection id="targets" heading={t("targets.heading")} muted>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ key, icon: Icon }) => (
          <li key={key} className="rounded-xl border bg-card p-5">
            <StaticIcon icon={Icon} className="text-primary size-6" />
            <h3 className="mt-3 font-semibold">{t(`targets.items.${key}.title`)}</h3>
            <p className="card-text">{t(`targets.items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

/** Demo walkthrough: an example, labelled as such, of what the live test shows. */
export async function DemoWalkthrough() {
  const t = await getTranslations("Home");
  return (
    <HomeSection id="demo" heading={t("demo.heading")} intro={t("demo.intro")} introClassName="text-muted-foreground mt-4 leading-relaxed">
      <ol className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-4">
        {(["ask", "answer", "result", "next"] as const).map((key) => (
          <li key={key} className="relative rounded-xl border bg-card p-5">
            <Badge variant="outline" className="absolute top-3 right-3">
              {t("demo.exampleLabel")}
            </Badge>
            <h3 className="font-semibold">{t(`demo.steps.${key}.title`)}</h3>
            <p className="card-text">{t(`demo.steps.${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <ArrowLinkButton href="/ki-search-tool" label={t("demo.cta")} size="lg" className="mt-8" />
    </HomeSection>
  );
}

/** The course block: buttons to /snippet-course and to its checkout (/payment?product=snippet_course); its figures are the course's own. */
export async function CourseBlock() {
  const t = await getTranslations("Home");
  const course = PRODUCTS.snippet_course;
  return (
    <section aria-labelledby="course-heading" className="py-16 sm:py-24">
      <div className={container}>
        <div className="grid gap-8 rounded-2xl bg-linear-to-br from-slate-900 to-indigo-950 p-6 text-white shadow-lg sm:p-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center">
          <div>
            <StaticIcon icon={GraduationCap} className="size-8 text-indigo-300" />
            <h2 id="course-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
              {t("course.heading")}
            </h2>
            <p className="mt-3 leading-relaxed text-indigo-100">{t("course.text", { modules: COURSE_MODULE_COUNT, slides: TOTAL_SLIDES, trades: COURSE_TRADE_COUNT })}</p>
            <ul className="mt-5 grid gap-2 sm:grid-cols-2">
              {(["lifetime", "preview", "packs", "guarantee"] as const).map((key) => (
                <li key={key} className="flex gap-2 text-sm">
                  <StaticIcon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-300" />{" "}
                  {t(`course.features.${key}`, { free: FREE_SLIDES, trades: COURSE_TRADE_COUNT, days: MONEY_BACK_GUARANTEE_DAYS })}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-xl bg-white/10 p-6">
            <p className="flex flex-wrap items-baseline gap-x-3">
              <span className="text-4xl font-extrabold">{formatEuro(course.priceCents)}</span>
              {COURSE_FORMER_PRICE && (
                <>
                  <span className="sr-only">{t("course.insteadOf", { price: COURSE_FORMER_PRICE.price })}</span>
                  <span aria-hidden className="text-lg text-indigo-200 line-through">
                    {COURSE_FORMER_PRICE.price}
                  </span>
                  <Badge className="bg-emerald-700 text-white">{COURSE_FORMER_PRICE.discount}</Badge>
                </>
              )}
            </p>
            <div className="mt-6 flex flex-col gap-3">
              <Button asChild size="lg" className="bg-white text-indigo-900 hover:bg-indigo-50">
                <Link href={`/payment?product=snippet_course&price=${course.priceCents / 100}`}>{t("course.buy")}</Link>
              </Button>
              <Button asChild size="lg" variant="outline" className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white">
                <Link href="/snippet-course">{t("course.preview")}</Link>
              </Button>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Premium services (anchor #premium): the bundle and the one-off services. */
export async function PremiumServices() {
  const t = await getTranslations("Home");
  const bundle = PRODUCTS.premium_full;
  const packagesFrom = Math.min(...SNIPPET_PACKAGES.map((p) => p.priceCents));
  const services = [
    {
      key: "packages",
      title: t("premium.packages.title"),
      price: t("premium.from", { price: formatEuro(packagesFrom) }),
      text: t("premium.packages.text"),
      features: [t("premium.packages.features.sizes", { sizes: new Intl.ListFormat("de", { type: "disjunction" }).format(SNIPPET_PACKAGES.map((p) => String(p.snippetCount))) }), t("premium.packages.features.guide")],
      href: "/snippet-pakete",
    },
    ...GEO_SERVICES.map((s) => ({ key: s.productId, title: s.title, price: productPriceText(s.productId), text: s.description, features: [...s.features], href: "/geo-services" })),
  ];
  return (
    <HomeSection id="premium" anchor="premium" heading={t("premium.heading")} intro={t("premium.intro")} className="scroll-mt-20">
      <div className="mt-10 grid gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-6">
        <article className="border-primary bg-card relative flex flex-col rounded-2xl border-2 p-6 shadow-md sm:p-8">
          {CLAIMS.bundleLimit && <Badge className="absolute -top-3 left-6">{CLAIMS.bundleLimit}</Badge>}
          <h3 className="text-xl font-bold">{t("premium.bundle.title")}</h3>
          <PriceTag priceCents={bundle.priceCents} formerPriceCents={bundle.originalPriceCents} insteadOf={(price) => t("premium.bundle.insteadOf", { price })} />
          {bundle.originalPriceCents && (
            <p className="text-success mt-1 text-sm font-medium">{t("premium.bundle.saved", { amount: formatEuro(bundle.originalPriceCents - bundle.priceCents) })}</p>
          )}
          <p className="text-muted-foreground text-sm">{t("premium.bundle.priceNote")}</p>
          <ul className="mt-6 space-y-3">
            {productIncludes("premium_full").map((line) => (
              <li key={line} className="flex gap-2 text-sm sm:text-base">
                <StaticIcon icon={Check} className="text-success mt-0.5 size-5 shrink-0" /> {line}
              </li>
            ))}
          </ul>
          <ArrowLinkButton href="/payment" label={t("premium.bundle.cta")} size="lg" className="mt-8 w-full sm:w-auto sm:self-start" />
        </article>
        <ul className="grid gap-4 sm:grid-cols-2">
          {services.map((s) => (
            <li key={s.key} className="group bg-card hover:border-primary/40 focus-within:ring-ring relative flex flex-col rounded-xl border p-5 shadow-sm transition-colors focus-within:ring-[3px]">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  <Link href={s.href} className="card-link">
                    {s.title}
                  </Link>
                </h3>
                <span className="text-primary shrink-0 text-sm font-semibold">{s.price}</span>
              </div>
              <p className="card-text">{s.text}</p>
              <ul className="mt-3 space-y-1 text-xs">
                {s.features.map((f) => (
                  <li key={f} className="flex gap-1.5">
                    <StaticIcon icon={TrendingUp} className="text-primary mt-0.5 size-3.5 shrink-0" /> {f}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}
