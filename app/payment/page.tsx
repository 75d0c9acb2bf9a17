import Link from "next/link";
import { BoxedSection } from "@/components/boxed-section";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { CheckList } from "@/components/check-list";
import { firstParam, type PageSearchParams } from "@/lib/search-params";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CLAIMS } from "@/content/claims";
import { formatEuro, PRODUCTS } from "@/content/products";
import { needsManualWork, productBenefits, productFromQuery, type ProductInfo } from "@/lib/billing/products";
import { paymentsConfigured } from "@/lib/billing/stripe-client";
import { contactMailto } from "@/lib/operator";
import { PaymentCheckout } from "./_components/payment-checkout";
import { PAYMENT_LABEL_KEYS, type PaymentLabels } from "./_components/payment-labels";
import { PaymentUnavailable } from "./_components/payment-unavailable";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => privatePageMetadata("Payment");

/**
 * /payment?product=…|snippet=…&name=…&price=… (the links of the buy buttons). The product and
 * its price come from the catalogue; the URL's price and name are ignored.
 */
export default async function PaymentPage({ searchParams }: { searchParams: PageSearchParams }) {
  const t = await getTranslations("Payment");
  const query = await searchParams;
  const product = productFromQuery({ product: firstParam(query.product), snippet: firstParam(query.snippet) });

  if (product && !paymentsConfigured()) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-6 sm:py-10 lg:grid-cols-2">
        <ProductSummary product={product} cardPayment={false} />
        <OrderByEmail product={product} />
      </div>
    );
  }
  if (!product) {
    return (
      <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
        <PaymentUnavailable title={t("unavailableTitle")} text={t("unavailableText")} homeLabel={t("home")} detail={product ? undefined : t("productNotFound")} />
      </div>
    );
  }

  const price = formatEuro(product.priceCents);
  const original = product.originalPriceCents ? formatEuro(product.originalPriceCents) : null;
  const payLabel = original ? t("payWithOriginal", { name: product.name, price, original }) : t("pay", { name: product.name, price });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-4">
        <Link href="/">
          <InlineIcon name="arrow-left" /> {t("back")}
        </Link>
      </Button>
      <PaymentCheckout
          productId={product.id}
          snippetId={product.snippetId}
          payLabel={payLabel}
          labels={Object.fromEntries(PAYMENT_LABEL_KEYS.map((key) => [key, t(key)])) as PaymentLabels}
          summary={<ProductSummary product={product} />}
          orderDetails={needsManualWork(PRODUCTS[product.id]) ? { messageHint: t(product.id === "snippet" ? "messageHintSnippet" : "messageHintService") } : undefined}
        />
    </div>
  );
}

const TRUST_POINTS = [
  ["lock", "trustSsl"],
  ["credit-card", "trustStripe"],
  ["shield-check", "trustNoCard"],
] as const;

/** Ordering without card payments (Stripe not configured): an e-mail to the operator naming the product and its price. */
async function OrderByEmail({ product }: { product: ProductInfo }) {
  const t = await getTranslations("Payment");
  const subject = t("orderByEmailSubject", { name: product.name, price: formatEuro(product.priceCents) });
  return (
    <BoxedSection id="order-by-email" title={t("orderByEmailTitle")} text={t("orderByEmailText")} className="h-fit">
      <Button asChild size="lg" className="w-full sm:w-auto">
        <a href={contactMailto(subject)}>
          <InlineIcon name="mail" /> {t("orderByEmailButton")}
        </a>
      </Button>
    </BoxedSection>
  );
}

async function ProductSummary({ product, cardPayment = true }: { product: ProductInfo; cardPayment?: boolean }) {
  const t = await getTranslations("Payment");
  const benefits = productBenefits(product.id);
  return (
    <section aria-labelledby="product-title">
      {product.id === "premium_full" && CLAIMS.bundleLimit && <Badge className="mb-3">{CLAIMS.bundleLimit}</Badge>}
      {product.id === "snippet" && <Badge className="mb-3">{t("premiumSnippet")}</Badge>}
      <h1 id="product-title" className="text-3xl font-bold tracking-tight text-balance">
        {product.name}
      </h1>
      <p className="mt-4 flex flex-wrap items-baseline gap-3">
        {product.originalPriceCents && (
          <span className="text-muted-foreground text-xl line-through">
            <span className="sr-only">statt </span>
            {formatEuro(product.originalPriceCents)}
          </span>
        )}
        <span className="text-4xl font-extrabold tracking-tight">{formatEuro(product.priceCents)}</span>
        <span className="text-muted-foreground text-sm">{t("oneOff")}</span>
      </p>
      {benefits.length > 0 && (
        <>
          <h2 className="mt-8 mb-3 font-semibold">{t("benefitsTitle")}</h2>
          <CheckList items={benefits} className="space-y-2" iconClassName="size-5" />
        </>
      )}
      {cardPayment && <ul className="text-muted-foreground mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Sicherheit">
        {TRUST_POINTS.map(([icon, key]) => (
          <li key={key} className="flex items-center gap-1.5">
            <InlineIcon name={icon} className="size-4" /> {t(key)}
          </li>
        ))}
      </ul>}
    </section>
  );
}
