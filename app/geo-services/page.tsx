import { FaqSection } from "@/components/faq-section";
import { FAQS } from "@/content/faqs";
import Link from "next/link";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { CheckList } from "@/components/check-list";
import { LiveTestCta, TextCards } from "@/components/cta-section";
import { JsonLd } from "@/components/json-ld";
import { PageSection } from "@/components/page-section";
import { ToolPageHeader } from "@/components/tool-page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { GEO_PACKAGES, GEO_SERVICES } from "@/content/geo-packages";
import { PRODUCTS, productPriceText, type ProductId } from "@/content/products";
import { bookingHref, contactMailto } from "@/lib/operator";
import { absoluteUrl } from "@/lib/site";
import { cn } from "@/lib/utils";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Geo");
  const prices = { starter: productPriceText("geo_starter"), profi: productPriceText("geo_profi"), agentur: productPriceText("geo_agentur") };
  return pageMetadata({ path: "/geo-services", title: t("metaTitle"), description: t("metaDescription", prices) });
}

/** The checkout address of a GEO product: the server takes the price from the catalogue. */
function checkoutHref(id: ProductId, name: string): string {
  return `/payment?${new URLSearchParams({ product: id, price: String(PRODUCTS[id].priceCents), name })}`;
}

export default async function GeoServicesPage() {
  const t = await getTranslations("Geo");
  const demoHref = bookingHref(t("demoSubject"));
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Service",
          name: "Generative Engine Optimization (GEO)",
          serviceType: "GEO-Beratung und strukturierte Daten",
          provider: { "@id": absoluteUrl("/#organization") },
          areaServed: ["DE", "AT", "CH"],
          url: absoluteUrl("/geo-services"),
          hasOfferCatalog: {
            "@type": "OfferCatalog",
            name: "GEO-Pakete",
            itemListElement: [...GEO_PACKAGES.map((p) => ({ id: p.productId, name: `GEO ${p.name}` })), ...GEO_SERVICES.map((s) => ({ id: s.productId, name: s.title }))].map((item) => ({
              "@type": "Offer",
              name: item.name,
              price: (PRODUCTS[item.id].priceCents / 100).toFixed(2),
              priceCurrency: "EUR",
            })),
          },
        }}
      />
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />
      <div className="-mt-2 mb-12 flex flex-col gap-3 sm:flex-row">
        <Button asChild size="lg">
          <Link href="/ki-search-tool">{t("heroTest")}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="#pakete">{t("heroPackages")}</a>
        </Button>
      </div>

      <TextCards
        id="geo-benefits-heading"
        heading={t("benefitsTitle")}
        className=""
        items={(["found", "local", "measured"] as const).map((key) => ({ key, title: t(`benefits.${key}.title`), text: t(`benefits.${key}.text`) }))}
      />

      <PageSection sectionId="pakete" id="geo-packages-heading" heading={t("packagesTitle")} className="mt-16 scroll-mt-20">
        <ul className="mt-6 grid gap-6 lg:grid-cols-3" data-testid="geo-packages">
          {GEO_PACKAGES.map((pkg) => {
            return (
              <li key={pkg.productId} className={cn("relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm", pkg.popular && "border-primary border-2 shadow-md")}>
                {pkg.popular && <Badge className="absolute -top-3 left-6">{t("popular")}</Badge>}
                <span className={cn("flex size-11 items-center justify-center rounded-xl bg-linear-to-br text-white", pkg.colour)} aria-hidden>
                  <InlineIcon name={pkg.icon} className="size-5" />
                </span>
                <h3 className="mt-4 text-xl font-bold">{pkg.name}</h3>
                <p className="mt-2 text-3xl font-extrabold tracking-tight">{productPriceText(pkg.productId)}</p>
                <p className="text-muted-foreground text-sm">{pkg.period}</p>
                <p className="mt-4 text-sm leading-relaxed">{pkg.description}</p>
                <CheckList items={pkg.features} className="mt-4 space-y-2 text-sm" />
                <div className="mt-auto flex flex-col gap-2 pt-6">
                  {/* Monthly packages are offered individually: a one-off card payment would not match "pro Monat". */}
                  <Button asChild size="lg" variant={pkg.popular ? "default" : "outline"}>
                    {PRODUCTS[pkg.productId].billing === "once" ? (
                      <Link href={checkoutHref(pkg.productId, pkg.name)}>{t("book")}</Link>
                    ) : (
                      <a href={contactMailto(`${t("enquirySubject")} GEO ${pkg.name}`)}>{t("enquire")}</a>
                    )}
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <a href={demoHref}>
                      <InlineIcon name="mail" /> {t("demo")}
                    </a>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </PageSection>

      <PageSection id="geo-services-heading" heading={t("servicesTitle")} className="mt-16">
        <p className="text-muted-foreground mt-2">{t("servicesIntro")}</p>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {GEO_SERVICES.map((service) => (
            <li key={service.productId} className="flex flex-col rounded-xl border p-5">
              <div className="flex items-baseline justify-between gap-2">
                <h3 className="font-semibold">{service.title}</h3>
                <span className="text-primary font-semibold">{productPriceText(service.productId)}</span>
              </div>
              <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{service.description}</p>
              <CheckList items={service.features} className="mt-3 space-y-1 text-sm" />
              <Button asChild variant="outline" className="mt-4 self-start">
                <Link href={checkoutHref(service.productId, service.title)}>{t("serviceBook")}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </PageSection>

      <FaqSection items={FAQS["geo-services"]} />

      <LiveTestCta id="geo-cta-heading" namespace="Geo" next={{ href: "/snippet-pakete", labelKey: "ctaPackages" }} />
    </div>
  );
}
