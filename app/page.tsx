import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SpriteIcon } from "@/components/sprite-icon";
import { ToolsSection } from "@/components/tools-section";
import { JsonLd } from "@/components/json-ld";
import { CLAIMS } from "@/content/claims";
import { INDUSTRY_COUNT } from "@/content/snippets";
import { tools } from "@/content/tools";
import { BenefitsAndApproach, DemoWalkthrough, GeoTeaser, TargetGroups } from "./_components/home-sections";
import { CourseBlock, PremiumServices } from "./_components/home-offers";
import { CtaLink, HomeSection, type KeyedIcons } from "./_components/home-parts";
import { pageMetadata } from "@/lib/seo/page-metadata";

// The markup is short on purpose (issue 35 asks for / under 80 KB of HTML): classes and their children's rules are in app/home.css.

const heroChips = [{ key: "freeTools", icon: "wrench" }, { key: "industries", icon: "building-2" }, { key: "gdpr", icon: "shield-check" }, { key: "noInstall", icon: "zap" }] as const satisfies KeyedIcons;

const panelItems = [{ key: "mentioned", icon: "message-square-text" }, { key: "position", icon: "list-ordered" }, { key: "competitors", icon: "users" }, { key: "suggestions", icon: "lightbulb" }] as const satisfies KeyedIcons;

const stepKeys = ["test", "understand", "improve"] as const;
/** Counts the hero chips state, from the site's own data. */
const chipValues = { freeTools: { count: tools.length }, industries: { count: INDUSTRY_COUNT }, gdpr: {}, noInstall: {} } as const;
const faqKeys = ["free", "variance", "privacy", "skills", "faqMarkup"] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Metadata");
  return pageMetadata({ path: "/", title: t("title"), description: t("description") });
}

/** The hero: claim, calls to action, chips, and beside them what the live test shows. */
async function Hero() {
  const t = await getTranslations("Home");
  return (
    <section aria-labelledby="hero-heading" className="hero">
      <div className="wrap">
        <div>
          <p className="pill i-sparkles">{t("hero.eyebrow")}</p>
          <h1 id="hero-heading">{t("hero.title")}</h1>
          <p className="lead">{t("hero.subtitle")}</p>
          <div className="cta-row">
            <CtaLink href="/ki-search-tool" label={t("hero.primaryCta")} />
            <CtaLink href="/#tools" label={t("hero.secondaryCta")} variant="outline" plain />
          </div>
          <ul aria-label={t("hero.chipsLabel")} className="chips">
            {heroChips.map(({ key, icon }) => (
              <li key={key} className={`i-${icon}`}>
                {t(`hero.chips.${key}`, chipValues[key])}
              </li>
            ))}
          </ul>
        </div>
        <div className="panel">
          <h2>{t("hero.panelTitle")}</h2>
          <ul>
            {panelItems.map(({ key, icon }) => (
              <li key={key}>
                <SpriteIcon name={icon} kind="tile" />
                <span>{t(`hero.panelItems.${key}`)}</span>
              </li>
            ))}
          </ul>
          <p>{t("hero.panelNote")}</p>
        </div>
      </div>
    </section>
  );
}

/** Results figures: the operator's claims, shown only when set in content/claims.ts. */
async function Results() {
  const t = await getTranslations("Home");
  if (CLAIMS.results.length === 0 || !CLAIMS.resultsSource) return null;
  return (
    <section aria-labelledby="results-heading" className="hs">
      <div className="wrap">
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
  );
}

/** The FAQ (native <details>, no JavaScript), with the same questions as FAQPage markup. */
async function Faq() {
  const t = await getTranslations("Home");
  return (
    <>
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
      <section aria-labelledby="faq-heading" className="hs border-t bg-muted/40">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <h2 id="faq-heading" className="h2">
            {t("faq.heading")}
          </h2>
          <div className="mt-8 divide-y rounded-xl border bg-card">
            {faqKeys.map((key) => (
              <details key={key} className="faq-item">
                <summary>{t(`faq.items.${key}.question`)}</summary>
                <p>{t(`faq.items.${key}.answer`)}</p>
              </details>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

export default async function HomePage() {
  const t = await getTranslations("Home");

  return (
    <>
      <Hero />
      <BenefitsAndApproach />
      <GeoTeaser />
      <HomeSection id="steps" heading={t("steps.heading")} intro={t("steps.intro")}>
        <ol className="cards steps sm:grid-cols-3 lg:gap-6">
          {stepKeys.map((key, index) => (
            <li key={key}>
              <span aria-hidden="true">{index + 1}</span>
              <h3>{t(`steps.items.${key}.title`)}</h3>
              <p>{t(`steps.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </HomeSection>
      <TargetGroups />
      <DemoWalkthrough />
      <div className="border-y bg-muted/40">
        <ToolsSection id="tools" />
      </div>
      <CourseBlock />
      <PremiumServices />
      <Results />
      <Faq />
      <section aria-labelledby="final-cta-heading" className="hs">
        <div className="wrap text-center">
          <h2 id="final-cta-heading" className="h2 mx-auto max-w-2xl">
            {t("finalCta.heading")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-muted-foreground sm:text-lg">{t("finalCta.text")}</p>
          <CtaLink href="/ki-search-tool" label={t("finalCta.button")} className="mt-8 w-full sm:w-auto" />
        </div>
      </section>
    </>
  );
}
