import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import {
  Building2,
  ChevronDown,
  Lightbulb,
  ListOrdered,
  MessageSquareText,
  ShieldCheck,
  Sparkles,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { Button } from "@/components/ui/button";
import { ToolsSection } from "@/components/tools-section";
import { JsonLd } from "@/components/json-ld";
import { CLAIMS } from "@/content/claims";
import { INDUSTRY_COUNT } from "@/content/snippets";
import { tools } from "@/content/tools";
import { BenefitsAndApproach, container, CourseBlock, DemoWalkthrough, GeoTeaser, HomeSection, PremiumServices, sectionHeading, TargetGroups } from "./_components/home-sections";
import { cn } from "@/lib/utils";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { IconTile } from "@/components/icon-tile";
import { ArrowLinkButton } from "@/components/arrow-link-button";

/** Keys into messages/de.json ("Home"), each with its icon; the texts and figures themselves live there. */
type KeyedIcons = readonly { key: string; icon: LucideIcon }[];
const heroChips = [{ key: "freeTools", icon: Wrench }, { key: "industries", icon: Building2 }, { key: "gdpr", icon: ShieldCheck }, { key: "noInstall", icon: Zap }] as const satisfies KeyedIcons;

const panelItems = [{ key: "mentioned", icon: MessageSquareText }, { key: "position", icon: ListOrdered }, { key: "competitors", icon: Users }, { key: "suggestions", icon: Lightbulb }] as const satisfies KeyedIcons;

const stepKeys = ["test", "understand", "improve"] as const;
/** Counts the hero chips state, from the site's own data. */
const chipValues = { freeTools: { count: tools.length }, industries: { count: INDUSTRY_COUNT }, gdpr: {}, noInstall: {} } as const;
const faqKeys = ["free", "variance", "privacy", "skills", "faqMarkup"] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return pageMetadata({ path: "/", title: t("title"), description: t("description") });
}

/** Beside the hero's text: what the live test shows. */
async function HeroPanel() {
  const t = await getTranslations("Home");
  return (
    <div className="rounded-2xl border bg-card p-6 shadow-lg shadow-indigo-900/5 sm:p-8">
      <h2 className="text-lg font-semibold">{t("hero.panelTitle")}</h2>
      <ul className="mt-5 space-y-4">
        {panelItems.map(({ key, icon: Icon }) => (
          <li key={key} className="flex gap-3">
            <IconTile icon={Icon} className="size-9 shrink-0 rounded-lg bg-accent text-primary" iconClassName="size-4" />
            <span className="pt-1.5 text-sm leading-snug sm:text-base">{t(`hero.panelItems.${key}`)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-6 border-t pt-4 text-sm text-muted-foreground">{t("hero.panelNote")}</p>
    </div>
  );
}

export default async function HomePage() {
  const t = await getTranslations("Home");

  return (
    <>
      {/* Hero */}
      <section
        aria-labelledby="hero-heading"
        className="relative overflow-hidden border-b bg-linear-to-b from-indigo-50 via-indigo-50/40 to-background"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 size-[36rem] -translate-x-1/2 rounded-full bg-indigo-200/40 blur-3xl"
        />
        <div className={cn(container, "relative grid gap-12 py-14 sm:py-20 lg:grid-cols-[7fr_5fr] lg:items-center lg:py-24")}>
          <div>
            <p className="inline-flex items-center gap-2 rounded-full border border-primary/20 bg-background/80 px-3 py-1 text-xs font-medium text-primary sm:text-sm">
              <StaticIcon icon={Sparkles} className="size-3.5" />
              {t("hero.eyebrow")}
            </p>
            <h1
              id="hero-heading"
              className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {t("hero.title")}
            </h1>
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted-foreground sm:text-xl">
              {t("hero.subtitle")}
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ArrowLinkButton href="/ki-search-tool" label={t("hero.primaryCta")} size="lg" className="w-full sm:w-auto" />
              <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
                <Link href="/#tools">{t("hero.secondaryCta")}</Link>
              </Button>
            </div>
            <ul aria-label={t("hero.chipsLabel")} className="mt-8 flex flex-wrap gap-2">
              {heroChips.map(({ key, icon: Icon }) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1.5 rounded-full border bg-background/80 px-3 py-1.5 text-sm font-medium shadow-xs"
                >
                  <StaticIcon icon={Icon} className="size-4 text-primary" />
                  {t(`hero.chips.${key}`, chipValues[key])}
                </li>
              ))}
            </ul>
          </div>

          <HeroPanel />
        </div>
      </section>

      {/* 3-step explainer */}
      <BenefitsAndApproach />
      <GeoTeaser />

      <HomeSection id="steps" heading={t("steps.heading")} intro={t("steps.intro")}>
        <ol className="mt-10 grid gap-5 sm:grid-cols-3 lg:gap-6">
          {stepKeys.map((key, index) => (
            <li key={key} className="rounded-xl border bg-card p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`steps.items.${key}.title`)}</h3>
              <p className="card-text">{t(`steps.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </HomeSection>

      {/* Tool grid (anchor #tools) */}
      <TargetGroups />
      <DemoWalkthrough />

      <div className="border-y bg-muted/40">
        <ToolsSection id="tools" />
      </div>

      <CourseBlock />
      <PremiumServices />

      {/* Results figures: the operator's claims, shown only when set in content/claims.ts */}
      {CLAIMS.results.length > 0 && CLAIMS.resultsSource && (
        <section aria-labelledby="results-heading" className="py-16 sm:py-24">
          <div className={container}>
            <div className="rounded-2xl bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-600 px-6 py-12 text-white shadow-lg sm:px-12">
              <h2 id="results-heading" className="text-center text-2xl font-bold tracking-tight sm:text-3xl">
                {t("results.heading")}
              </h2>
              <dl className="mt-10 grid gap-8 text-center sm:grid-cols-3">
                {CLAIMS.results.map((item) => (
                  <div key={item.label} className="flex flex-col-reverse gap-1">
                    <dt className="text-sm text-indigo-100 sm:text-base">{item.label}</dt>
                    <dd className="text-4xl font-extrabold tracking-tight sm:text-5xl">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-10 text-center text-xs text-indigo-100">{CLAIMS.resultsSource}</p>
            </div>
          </div>
        </section>
      )}

      {/* FAQ (native <details>, no JavaScript); the same questions as FAQPage markup */}
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "FAQPage",
          mainEntity: faqKeys.map((key) => ({
            "@type": "Question",
            name: t(`faq.items.${key}.question`),
            acceptedAnswer: { "@type": "Answer", text: t(`faq.items.${key}.answer`) },
          })),
        }}
      />
      <section aria-labelledby="faq-heading" className="border-t bg-muted/40 py-16 sm:py-24">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq-heading" className={sectionHeading}>
            {t("faq.heading")}
          </h2>
          <div className="mt-8 divide-y rounded-xl border bg-card">
            {faqKeys.map((key) => (
              <details key={key} className="faq-item group">
                <summary>
                  {t(`faq.items.${key}.question`)}
                  <StaticIcon icon={ChevronDown} />
                </summary>
                <p>{t(`faq.items.${key}.answer`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      {/* Final call to action */}
      <section aria-labelledby="final-cta-heading" className="py-16 sm:py-24">
        <div className={cn(container, "text-center")}>
          <h2 id="final-cta-heading" className={cn(sectionHeading, "mx-auto max-w-2xl")}>
            {t("finalCta.heading")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">
            {t("finalCta.text")}
          </p>
          <ArrowLinkButton href="/ki-search-tool" label={t("finalCta.button")} size="lg" className="mt-8 w-full sm:w-auto" />
        </div>
      </section>
    </>
  );
}
