"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { CheckCircle2, Loader2, Mail } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fetchJson } from "@/lib/client/fetch-json";
import { useHydrated } from "@/lib/use-hydrated";
import { useFocusInView } from "@/lib/client/use-focus-in-view";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/**
 * The success page's e-mail form: asks the server to activate
 * the verified purchase. The server checks the payment with Stripe and sets the
 * premium cookie; nothing here unlocks anything by itself.
 */
export function ActivateAccess({ paymentIntentId, clientSecret, premium, defaultEmail }: { paymentIntentId: string; clientSecret: string; premium: boolean; defaultEmail?: string }) {
  const t = useTranslations("PaymentSuccess");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const hydrated = useHydrated();
  // The confirmation replaces the form with its button: it takes the focus, which would fall to the page's start.
  const doneRef = useFocusInView<HTMLDivElement>(status.kind === "done");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the form, not from state: text typed before hydration counts too.
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    if (!email.trim() || status.kind === "sending") return; // an empty value does nothing
    setStatus({ kind: "sending" });
    const result = await fetchJson<{ premium?: boolean; mailSent?: boolean }>("/api/grant-premium-access", {
      body: { email: email.trim(), paymentIntentId, clientSecret },
      messages: { failed: t("activationFailed") },
    });
    if (!result.ok) {
      console.error(`Aktivierung fehlgeschlagen: ${result.status} ${result.reason}: ${result.message}`);
      setStatus({ kind: "error", message: result.message });
      return;
    }
    const { premium: activated, mailSent } = result.data;
    setStatus({ kind: "done", message: !activated ? t("serviceConfirmed") : mailSent ? t("activated") : t("activatedNoMail") });
  }

  if (status.kind === "done") {
    return (
      <Alert ref={doneRef} tabIndex={-1} role="status" className="border-success/40 outline-none focus-visible:ring-[3px]">
        <CheckCircle2 className="text-success" aria-hidden />
        <AlertDescription className="text-foreground">{status.message}</AlertDescription>
      </Alert>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate={false}>
      <Label htmlFor="activation-email">{t("emailLabel")}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="activation-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue={defaultEmail}
          placeholder={t("emailPlaceholder")}
          aria-invalid={status.kind === "error" || undefined}
          aria-describedby={status.kind === "error" ? "activation-error" : undefined}
        />
        <Button type="submit" disabled={!hydrated} pending={status.kind === "sending"} className="shrink-0">
          {status.kind === "sending" ? <Loader2 className="animate-spin" aria-hidden /> : <Mail aria-hidden />}
          {status.kind === "sending" ? t("activating") : premium ? t("activate") : t("sendConfirmation")}
        </Button>
      </div>
      {status.kind === "error" && (
        <p id="activation-error" role="alert" className="text-destructive text-sm">
          {status.message}
        </p>
      )}
    </form>
  );
}
