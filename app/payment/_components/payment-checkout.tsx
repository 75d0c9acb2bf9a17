"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { InlineIcon } from "@/components/sprite-icon";
import { ReloadLink } from "@/components/reload-link";
import { PaymentUnavailable } from "./payment-unavailable";
import type { PaymentLabels } from "./payment-labels";

/** "blocked": the PaymentIntent exists but Stripe.js or its Payment Element did not load (a blocker, Stripe down). */
type Setup = { kind: "loading" } | { kind: "ready"; clientSecret: string; publishableKey: string } | { kind: "blocked" } | { kind: "error" };

/** "Zahlung wird vorbereitet …" while the PaymentIntent or the Stripe part's code is on its way. */
function Preparing({ text }: { text: string }) {
  return (
    <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-16">
      <Loader2 className="size-5 animate-spin" aria-hidden /> {text}
    </p>
  );
}

/** Stripe.js did not load: what to do about it, in the form's box, with a way to try again. */
function StripeBlocked({ title, text, reloadLabel }: { title: string; text: string; reloadLabel: string }) {
  return (
    <div role="alert" className="space-y-3 py-4">
      <p className="flex items-center gap-2 font-medium">
        <InlineIcon name="triangle-alert" className="text-destructive size-5" /> {title}
      </p>
      <p className="text-muted-foreground text-sm">{text}</p>
      {/* Reloading makes a new PaymentIntent and asks for Stripe.js again. */}
      <ReloadLink label={reloadLabel} />
    </div>
  );
}

const loadStripeForm = () => import("./stripe-payment-form").then((m) => m.StripePaymentForm);
/** Stripe Elements and the order form: their code loads after the page, alongside the PaymentIntent request. */
const StripePaymentForm = lazy(() => loadStripeForm().then((form) => ({ default: form })));

/** For a service: the hint of the free-text field, which says what the operator needs. */
export interface OrderDetailsForm {
  messageHint: string;
}

/**
 * The payment flow: create the PaymentIntent on the server (the
 * amount comes from the catalogue there), mount Stripe's Payment Element, confirm,
 * and let Stripe return to /payment-success. A failure to create the PaymentIntent shows the
 * "Zahlungsvorgang nicht verfügbar" screen; Stripe.js that does not load (often a blocker in the
 * buyer's browser) an alert in the form's box, beside the order summary; details only go to the console. For a
 * service (`orderDetails`), the buyer's address and order details are stored on the
 * PaymentIntent before it is confirmed, so the operator receives them with the order.
 */
export function PaymentCheckout({
  productId,
  snippetId,
  payLabel,
  labels,
  summary,
  orderDetails,
}: {
  productId: string;
  snippetId?: string;
  payLabel: string;
  /** The texts, resolved on the server (payment-labels.ts). */
  labels: PaymentLabels;
  summary: ReactNode;
  orderDetails?: OrderDetailsForm;
}) {
  const [setup, setSetup] = useState<Setup>({ kind: "loading" });
  const started = useRef(false);

  useEffect(() => {
    // One PaymentIntent per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    loadStripeForm().catch(() => undefined); // a failed chunk shows when StripePaymentForm renders
    (async () => {
      const result = await fetchJson<{ clientSecret?: string; publishableKey?: string }>("/api/create-payment-intent", { body: { productId, snippetId } });
      if (result.ok && result.data.clientSecret && result.data.publishableKey) {
        setSetup({ kind: "ready", clientSecret: result.data.clientSecret, publishableKey: result.data.publishableKey });
      } else {
        console.error("Zahlungsvorgang konnte nicht vorbereitet werden", result.status, result.ok ? "unvollständige Antwort" : result.message);
        setSetup({ kind: "error" });
      }
    })();
  }, [productId, snippetId]);

  if (setup.kind === "error") return <PaymentUnavailable title={labels.unavailableTitle} text={labels.unavailableText} homeLabel={labels.home} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,28rem)]">
      <div>{summary}</div>
      <section aria-labelledby="payment-form-title" className="bg-card rounded-xl border p-5 shadow-sm sm:p-6">
        <h2 id="payment-form-title" className="mb-4 flex items-center gap-2 font-semibold">
          <InlineIcon name="lock" className="size-4" /> {labels.formLabel}
        </h2>
        {setup.kind === "loading" ? (
          <Preparing text={labels.preparing} />
        ) : setup.kind === "blocked" ? (
          <StripeBlocked title={labels.blockedTitle} text={labels.blockedText} reloadLabel={labels.reload} />
        ) : (
          <Suspense fallback={<Preparing text={labels.preparing} />}>
            <StripePaymentForm
              clientSecret={setup.clientSecret}
              publishableKey={setup.publishableKey}
              payLabel={payLabel}
              labels={labels}
              productId={productId}
              orderDetails={orderDetails}
              onLoadError={() => setSetup({ kind: "blocked" })}
            />
          </Suspense>
        )}
      </section>
    </div>
  );
}

