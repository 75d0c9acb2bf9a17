"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { useMemo, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Loader2 } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { OrderDetailsForm } from "./payment-checkout";
import type { PaymentLabels } from "./payment-labels";

/** While a payment runs the order fields are read-only (they keep the focus, WCAG 2.4.3); they look it, as disabled ones do. */
const LOCKED = "read-only:bg-muted read-only:cursor-not-allowed";

const APPEARANCE: Appearance = { theme: "stripe", variables: { colorPrimary: "#4f46e5", borderRadius: "8px", fontFamily: "system-ui, sans-serif" } };

/** What the Stripe part of the checkout needs once the PaymentIntent exists. */
export interface StripePaymentProps {
  clientSecret: string;
  publishableKey: string;
  payLabel: string;
  labels: PaymentLabels;
  productId: string;
  orderDetails?: OrderDetailsForm;
  /** Stripe.js or the Payment Element failed to load: the caller shows what to do about it. */
  onLoadError: () => void;
}

/**
 * Stripe Elements around the order form: loaded by PaymentCheckout (React.lazy) only
 * when the PaymentIntent is ready, so @stripe/react-stripe-js stays out of the page's first chunks.
 */
export function StripePaymentForm({ clientSecret, publishableKey, onLoadError, ...form }: StripePaymentProps) {
  const stripePromise = useMemo(
    () =>
      loadStripe(publishableKey).catch((error: unknown) => {
        console.error("Stripe.js konnte nicht geladen werden", error);
        onLoadError();
        return null;
      }),
    // onLoadError only changes state of the parent; the key decides which Stripe.js to load
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [publishableKey],
  );
  return (
    <Elements stripe={stripePromise} options={{ clientSecret, locale: "de", appearance: APPEARANCE }}>
      <CheckoutForm {...form} clientSecret={clientSecret} onLoadError={onLoadError} />
    </Elements>
  );
}

function CheckoutForm({
  payLabel,
  labels: l,
  productId,
  clientSecret,
  orderDetails,
  onLoadError,
}: {
  payLabel: string;
  labels: PaymentLabels;
  productId: string;
  clientSecret: string;
  orderDetails?: OrderDetailsForm;
  onLoadError: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    const form = new FormData(event.currentTarget);
    setProcessing(true);
    setMessage(null);
    // Stripe: validate the Payment Element before any other asynchronous work.
    const { error: incomplete } = await elements.submit();
    if (incomplete) {
      setMessage(incomplete.message || l.genericError);
      setProcessing(false);
      return;
    }
    if (orderDetails) {
      const saved = await saveOrderDetails(clientSecret, form);
      if (saved !== true) {
        setMessage(saved || l.detailsFailed);
        setProcessing(false);
        return;
      }
    }
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payment-success?product=${encodeURIComponent(productId)}` },
    });
    // Reached only when Stripe does not redirect, i.e. on an error: Stripe's message, else ours.
    setMessage(error?.message || l.genericError);
    setProcessing(false);
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={processing}>
      {orderDetails && (
        <fieldset className="space-y-3">
          {/* Read-only, not disabled, while the payment runs: a disabled field drops the keyboard focus (WCAG 2.2, 2.4.3). */}
          <legend className="mb-1 font-medium">{l.detailsTitle}</legend>
          <div className="space-y-1.5">
            <Label htmlFor="order-email">
              {l.emailLabel} <span aria-hidden className="text-destructive">*</span>
            </Label>
            <Input id="order-email" readOnly={processing} className={LOCKED} name="email" type="email" required autoComplete="email" maxLength={320} aria-describedby="order-email-hint" />
            <p id="order-email-hint" className="text-muted-foreground text-xs">
              {l.emailHint}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor="order-company">{l.companyLabel}</Label>
              <Input id="order-company" readOnly={processing} className={LOCKED} name="company" autoComplete="organization" maxLength={200} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor="order-website">{l.websiteLabel}</Label>
              <Input id="order-website" readOnly={processing} className={LOCKED} name="website" inputMode="url" autoComplete="url" maxLength={300} />
            </div>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="order-message">{l.messageLabel}</Label>
            <Textarea id="order-message" readOnly={processing} className={LOCKED} name="message" rows={3} maxLength={500} aria-describedby="order-message-hint" />
            <p id="order-message-hint" className="text-muted-foreground text-xs">
              {orderDetails.messageHint}
            </p>
          </div>
        </fieldset>
      )}
      {!ready && (
        <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-8">
          <Loader2 className="size-5 animate-spin" aria-hidden /> {l.preparing}
        </p>
      )}
      <PaymentElement options={{ layout: "tabs" }} onReady={() => setReady(true)} onLoadError={onLoadError} />
      {message && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" className="h-auto min-h-11 w-full py-2.5 whitespace-normal" disabled={!stripe || !elements || !ready} pending={processing}>
        {processing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden /> {l.processing}
          </>
        ) : (
          payLabel
        )}
      </Button>
    </form>
  );
}

/**
 * Stores the buyer's address and order details on the PaymentIntent (POST /api/order-details).
 * @returns true when stored, else the server's German message (or null)
 */
async function saveOrderDetails(clientSecret: string, form: FormData): Promise<true | string | null> {
  const text = (name: string) => String(form.get(name) ?? "").trim() || undefined;
  const result = await fetchJson<unknown>("/api/order-details", {
    body: { clientSecret, email: text("email"), company: text("company"), website: text("website"), message: text("message") },
  });
  if (result.ok) return true;
  console.error("Auftragsangaben nicht gespeichert", result.status, result.message);
  return result.message || null;
}
