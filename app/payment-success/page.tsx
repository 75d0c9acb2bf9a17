import Link from "next/link";
import { after } from "next/server";
import { InlineIcon } from "@/components/sprite-icon";
import { ReloadLink } from "@/components/reload-link";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { CheckList } from "@/components/check-list";
import { IntlClient } from "@/components/intl-client";
import { firstParam, type PageSearchParams } from "@/lib/search-params";
import { Button } from "@/components/ui/button";
import { formatEuro, PRODUCTS } from "@/content/products";
import { ApiError } from "@/lib/api/errors";
import { getProductInfo, productBenefits } from "@/lib/billing/products";
import { isPurchaseActivated, recordVerifiedPayment, retrievePaymentState, type PaymentState } from "@/lib/billing/purchases";
import { getDb } from "@/lib/db";
import { getOperator } from "@/lib/operator";
import { ActivateAccess } from "./_components/activate-access";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => privatePageMetadata("PaymentSuccess");


/**
 * /payment-success?payment_intent=…&payment_intent_client_secret=… (Stripe's return
 * address). The payment is verified with Stripe on the server
 * before anything says "paid"; the product and amount shown are Stripe's.
 */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: PageSearchParams }) {
  const t = await getTranslations("PaymentSuccess");
  const query = await searchParams;
  const paymentIntentId = firstParam(query.payment_intent);
  const clientSecret = firstParam(query.payment_intent_client_secret);

  if (!paymentIntentId || !clientSecret) {
    return <StateScreen icon={<InlineIcon name="triangle-alert" className="size-7" />} title={t("missingTitle")} text={t("missingText")} action={<HomeButton label={t("home")} />} />;
  }

  let state: PaymentState;
  try {
    state = await retrievePaymentState(paymentIntentId, clientSecret);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return <StateScreen icon={<InlineIcon name="triangle-alert" className="size-7" />} title={t("unavailableTitle")} text={t("unavailableText")} action={<ReloadLink label={t("reload")} size="lg" />} />;
  }

  if (state.state === "processing") {
    return <StateScreen icon={<InlineIcon name="clock" className="size-7" />} title={t("processingTitle")} text={t("processingText")} action={<ReloadLink label={t("reload")} size="lg" />} />;
  }
  if (state.state !== "succeeded") {
    return (
      <StateScreen
        icon={<InlineIcon name="triangle-alert" className="size-7" />}
        title={t("failedTitle")}
        text={t("failedText")}
        action={
          <Button asChild size="lg">
            <Link href="/payment">{t("retry")}</Link>
          </Button>
        }
      />
    );
  }

  const { payment } = state;
  // Also here, not only in the webhook: whichever sees the payment first records it and
  // tells the operator (once per PaymentIntent), after the page has been sent.
  after(async () => {
    try {
      await recordVerifiedPayment(await getDb(), payment);
    } catch (error) {
      console.error("Bestellung: Aufzeichnung oder E-Mail an OWNER_EMAIL fehlgeschlagen", error);
    }
  });
  const product = PRODUCTS[payment.product];
  const name = getProductInfo(product.id, payment.snippetId ?? undefined)?.name ?? product.name;
  const unlocks = product.unlocks ?? [];
  const premium = unlocks.length > 0;
  const activated = await isPurchaseActivated(payment.paymentIntentId);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <header className="text-center">
        <span className="bg-success/10 text-success mx-auto mb-4 flex size-16 items-center justify-center rounded-full">
          <InlineIcon name="party-popper" className="size-8" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("title")}</h1>
        <p className="mt-3 text-lg">
          {t("paid", { amount: formatEuro(payment.amountCents) })}
          {product.originalPriceCents && ` ${t("saved", { amount: formatEuro(product.originalPriceCents - payment.amountCents) })}`}
        </p>
        <p className="text-muted-foreground mt-1">{t("product", { name })}</p>
      </header>

      <section aria-labelledby="unlocked-title" className="bg-card mt-10 rounded-xl border p-6 shadow-sm">
        <h2 id="unlocked-title" className="mb-4 flex items-center gap-2 text-lg font-semibold">
          <InlineIcon name="sparkles" className="text-primary size-5" /> {premium ? t("unlockedTitle") : t("serviceTitle")}
        </h2>
        {!premium && <p className="text-muted-foreground mb-4">{t("serviceText")}</p>}
        <CheckList items={productBenefits(product.id)} className="space-y-2" icon="circle-check" iconClassName="size-5" />
      </section>

      <section aria-labelledby="activate-title" className="bg-card mt-6 rounded-xl border p-6 shadow-sm">
        <h2 id="activate-title" className="mb-2 text-lg font-semibold">
          {t("activateTitle")}
        </h2>
        {activated ? (
          <p role="status">{t("alreadyActivated")}</p>
        ) : (
          <>
            {premium && <p className="text-muted-foreground mb-4">{t("activateText")}</p>}
            <IntlClient namespaces={["PaymentSuccess"]}>
              <ActivateAccess paymentIntentId={payment.paymentIntentId} clientSecret={clientSecret} premium={premium} defaultEmail={payment.email ?? undefined} />
            </IntlClient>
          </>
        )}
      </section>

      <nav aria-labelledby="next-title" className="mt-10">
        <h2 id="next-title" className="mb-3 text-center font-semibold">
          {t("next")}
        </h2>
        <div className="flex flex-col justify-center gap-2 sm:flex-row sm:flex-wrap">
          {unlocks.includes("faq-generator") && (
            <Button asChild>
              <Link href="/gmb-faq">{t("toFaq")}</Link>
            </Button>
          )}
          {unlocks.includes("course") && (
            <Button asChild>
              <Link href="/snippet-course">{t("toCourse")}</Link>
            </Button>
          )}
          <Button asChild variant="outline">
            <Link href="/snippets">{t("toSnippets")}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/tool/checker">
              <InlineIcon name="search" /> {t("toChecker")}
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/">
              <InlineIcon name="house" /> {t("home")}
            </Link>
          </Button>
        </div>
      </nav>
      <p className="text-muted-foreground mt-10 text-center text-sm">{t("support", { email: getOperator().email })}</p>
    </div>
  );
}

function StateScreen({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div role="status" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <span className="bg-muted text-muted-foreground flex size-14 items-center justify-center rounded-full">{icon}</span>
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </div>
  );
}

function HomeButton({ label }: { label: string }) {
  return (
    <Button asChild size="lg">
      <Link href="/">
        <InlineIcon name="house" /> {label}
      </Link>
    </Button>
  );
}
