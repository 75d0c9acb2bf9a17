"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import type { Appearance } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";
import { Loader2, Lock } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PaymentUnavailable } from "./payment-unavailable";

type Setup = { kind: "loading" } | { kind: "ready"; clientSecret: string; publishableKey: string } | { kind: "error" };

const APPEARANCE: Appearance = { theme: "stripe", variables: { colorPrimary: "#4f46e5", borderRadius: "8px", fontFamily: "system-ui, sans-serif" } };

/**
 * The payment flow of spec section 4: create the PaymentIntent on the server (the
 * amount comes from the catalogue there), mount Stripe's Payment Element, confirm,
 * and let Stripe return to /payment-success. Any failure before the form shows the
 * "Zahlungsvorgang nicht verfügbar" screen; details only go to the console.
 */
export function PaymentCheckout({ productId, snippetId, payLabel, summary }: { productId: string; snippetId?: string; payLabel: string; summary: ReactNode }) {
  const t = useTranslations("Payment");
  const [setup, setSetup] = useState<Setup>({ kind: "loading" });
  const started = useRef(false);

  useEffect(() => {
    // One PaymentIntent per visit, also under React's development double effects.
    if (started.current) return;
    started.current = true;
    (async () => {
      try {
        const response = await fetch("/api/create-payment-intent", {
          method: "POST",
          credentials: "include",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ productId, snippetId }),
        });
        const body = (await response.json().catch(() => null)) as { clientSecret?: string; publishableKey?: string; error?: string } | null;
        if (!response.ok || !body?.clientSecret || !body.publishableKey) throw new Error(`${response.status}: ${body?.error ?? response.statusText}`);
        setSetup({ kind: "ready", clientSecret: body.clientSecret, publishableKey: body.publishableKey });
      } catch (error) {
        console.error("Zahlungsvorgang konnte nicht vorbereitet werden", error);
        setSetup({ kind: "error" });
      }
    })();
  }, [productId, snippetId]);

  const stripePromise = useMemo(
    () =>
      setup.kind === "ready"
        ? loadStripe(setup.publishableKey).catch((error: unknown) => {
            console.error("Stripe.js konnte nicht geladen werden", error);
            setSetup({ kind: "error" });
            return null;
          })
        : null,
    [setup.kind === "ready" ? setup.publishableKey : null],
  );

  if (setup.kind === "error") return <PaymentUnavailable title={t("unavailableTitle")} text={t("unavailableText")} homeLabel={t("home")} />;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_minmax(0,28rem)]">
      <div>{summary}</div>
      <section aria-labelledby="payment-form-title" className="bg-card rounded-xl border p-5 shadow-sm sm:p-6">
        <h2 id="payment-form-title" className="mb-4 flex items-center gap-2 font-semibold">
          <Lock className="size-4" aria-hidden /> {t("formLabel")}
        </h2>
        {setup.kind === "loading" ? (
          <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-16">
            <Loader2 className="size-5 animate-spin" aria-hidden /> {t("preparing")}
          </p>
        ) : (
          <Elements stripe={stripePromise} options={{ clientSecret: setup.clientSecret, locale: "de", appearance: APPEARANCE }}>
            <CheckoutForm payLabel={payLabel} productId={productId} onLoadError={() => setSetup({ kind: "error" })} />
          </Elements>
        )}
      </section>
    </div>
  );
}

function CheckoutForm({ payLabel, productId, onLoadError }: { payLabel: string; productId: string; onLoadError: () => void }) {
  const t = useTranslations("Payment");
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || processing) return;
    setProcessing(true);
    setMessage(null);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payment-success?product=${encodeURIComponent(productId)}` },
    });
    // Reached only when Stripe does not redirect, i.e. on an error (spec section 8).
    setMessage(error?.message || t("genericError"));
    setProcessing(false);
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-busy={processing}>
      {!ready && (
        <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 py-8">
          <Loader2 className="size-5 animate-spin" aria-hidden /> {t("preparing")}
        </p>
      )}
      <PaymentElement options={{ layout: "tabs" }} onReady={() => setReady(true)} onLoadError={onLoadError} />
      {message && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" size="lg" className="h-auto min-h-11 w-full py-2.5 whitespace-normal" disabled={!stripe || !elements || !ready || processing}>
        {processing ? (
          <>
            <Loader2 className="animate-spin" aria-hidden /> {t("processing")}
          </>
        ) : (
          payLabel
        )}
      </Button>
    </form>
  );
}
