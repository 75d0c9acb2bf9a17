"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { AlertCircle, Loader2, MailCheck } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fetchJson } from "@/lib/client/fetch-json";
import { useFocusInView } from "@/lib/client/use-focus-in-view";

/**
 * "Meine Monitore": the visitor enters their address and receives the links of their
 * monitors by e-mail. The answer is the same whether or not the address has monitors
 * (nobody learns whose address is known); it is scrolled into view and focused.
 */
export function MyMonitorsForm() {
  const t = useTranslations("MyMonitors");
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "sending" } | { kind: "sent"; email: string } | { kind: "error"; message: string }>({ kind: "idle" });
  const sentRef = useFocusInView<HTMLDivElement>(state.kind === "sent");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setState({ kind: "sending" });
    const result = await fetchJson<unknown>("/api/monitor/mine", { body: { email }, messages: { failed: t("failed") } });
    setState(result.ok ? { kind: "sent", email: email.trim() } : { kind: "error", message: result.message });
  }

  if (state.kind === "sent") {
    return (
      <Alert ref={sentRef} tabIndex={-1} variant="success" role="status" data-testid="my-monitors-sent" className="outline-none focus-visible:ring-[3px]">
        <MailCheck aria-hidden />
        <AlertTitle>{t("sentTitle")}</AlertTitle>
        <AlertDescription>{t("sentText", { email: state.email })}</AlertDescription>
      </Alert>
    );
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-email`}>{t("emailLabel")}</Label>
        <Input
          id={`${id}-email`}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
          maxLength={320}
          autoComplete="email"
          aria-invalid={state.kind === "error" || undefined}
          aria-describedby={state.kind === "error" ? `${id}-error` : undefined}
        />
      </div>
      <Button type="submit" pending={state.kind === "sending"} className="sm:self-start">
        {state.kind === "sending" && <Loader2 className="animate-spin" aria-hidden />}
        {state.kind === "sending" ? t("submitting") : t("submit")}
      </Button>
      {state.kind === "error" && (
        <Alert variant="destructive" id={`${id}-error`}>
          <AlertCircle aria-hidden />
          <AlertDescription>{state.message}</AlertDescription>
        </Alert>
      )}
    </form>
  );
}
