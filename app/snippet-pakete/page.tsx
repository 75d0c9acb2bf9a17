import type { Metadata } from "next";
import { FaqSection } from "@/components/faq-section";
import { FAQS } from "@/content/faqs";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { CheckList } from "@/components/check-list";
import { LiveTestCta, TextCards } from "@/components/cta-section";
import { JsonLd } from "@/components/json-ld";
import { ToolPageHeader } from "@/components/tool-page-header";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CLAIMS } from "@/content/claims";
import { MONEY_BACK_GUARANTEE_DAYS } from "@/content/products";
import { INDUSTRY_COUNT } from "@/content/snippets";
import { SNIPPET_PACKAGES, type SnippetPackage } from "@/content/snippet-packages";
import { getEnv } from "@/lib/env";
import { contactMailto } from "@/lib/operator";
import { absoluteUrl, SITE_NAME } from "@/lib/site";
import { cn } from "@/lib/utils";
import { CheckoutLink } from "./_components/checkout-link";
import { PriceTag } from "@/components/price-tag";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Packages");
  return pageMetadata({ path: "/snippet-pakete", title: t("metaTitle"), description: t("metaDescription", { count: INDUSTRY_COUNT, days: MONEY_BACK_GUARANTEE_DAYS }) });
}

function paylinkOf(id: SnippetPackage["id"]): string | undefined {
  const env = getEnv();
  return { starter: env.SNIPPET_PAYLINK_STARTER, business: env.SNIPPET_PAYLINK_BUSINESS, komplett: env.SNIPPET_PAYLINK_KOMPLETT }[id];
}

export default async function SnippetPackagesPage() {
  const t = await getTranslations("Packages");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@graph": SNIPPET_PACKAGES.map((p) => ({
            "@type": "Product",
            name: `Snippet-Paket ${p.name}`,
            description: p.description,
            brand: { "@type": "Brand", name: SITE_NAME },
            offers: { "@type": "Offer", price: (p.priceCents / 100).toFixed(2), priceCurrency: "EUR", availability: "https://schema.org/InStock", url: absoluteUrl("/snippet-pakete") },
          })),
        }}
      />
      <ToolPageHeader backLabel={t("back")} badge={t("badge", { count: INDUSTRY_COUNT })} title={t("title")} intro={t("intro")} />
      {CLAIMS.customers && <p className="text-muted-foreground -mt-4 mb-8 text-sm">{CLAIMS.customers}</p>}

      <ul className="grid gap-6 lg:grid-cols-3" data-testid="packages">
        {SNIPPET_PACKAGES.map((pkg) => {
          const paylink = paylinkOf(pkg.id);
          const buttonClass = cn(buttonVariants({ size: "lg", variant: pkg.highlight ? "default" : "outline" }), "mt-6 w-full");
          return (
            <li key={pkg.id} className={cn("relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm", pkg.highlight && "border-primary border-2 shadow-md")} data-package={pkg.id}>
              <Badge className="absolute -top-3 left-6" variant={pkg.highlight ? "default" : "secondary"}>
                {pkg.badge}
              </Badge>
              <h2 className="text-xl font-bold">{pkg.name}</h2>
              <PriceTag priceCents={pkg.priceCents} formerPriceCents={pkg.originalPriceCents} insteadOf={(price) => t("insteadOf", { price })} />
              <p className="text-muted-foreground text-sm">{t("once")}</p>
              <p className="mt-4 text-sm leading-relaxed">{pkg.description}</p>
              <h3 className="mt-5 text-sm font-semibold">{t("includes")}</h3>
              <CheckList items={pkg.includes} className="mt-2 space-y-2 text-sm" />
              <div className="mt-auto">
                {paylink ? (
                  <CheckoutLink href={paylink} pkg={{ id: pkg.id, name: pkg.name, priceCents: pkg.priceCents }} className={buttonClass}>
                    {t("buy")} <InlineIcon name="external-link" />
                    <span className="sr-only"> {t("newTab")}</span>
                  </CheckoutLink>
                ) : (
                  <a href={contactMailto(t("enquireSubject", { name: pkg.name }))} className={buttonClass}>
                    <InlineIcon name="mail" /> {t("enquire")}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-muted-foreground mt-6 flex items-center justify-center gap-2 text-sm">
        <InlineIcon name="shield-check" className="text-success size-4" /> {t("guarantee", { days: MONEY_BACK_GUARANTEE_DAYS })}
      </p>

      <TextCards
        id="benefits-heading"
        heading={t("benefitsTitle")}
        items={(["ready", "correct", "ai"] as const).map((key) => ({ key, title: t(`benefits.${key}.title`), text: t(`benefits.${key}.text`) }))}
      />

      <FaqSection items={FAQS["snippet-packages"]} />

      <LiveTestCta id="packages-cta-heading" namespace="Packages" next={{ href: "/geo-services", labelKey: "ctaGeo" }} />
    </div>
  );
}
