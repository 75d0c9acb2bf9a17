"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Loader2, MailCheck, Send } from "lucide-react";
import { BoxedSection } from "@/components/boxed-section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fetchJson } from "@/lib/client/fetch-json";
import { useHydrated } from "@/lib/use-hydrated";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; email: string } | { kind: "error"; message: string };

/**
 * Request for the free AI-SEO analysis, promised within 24 hours of confirming the
 * e-mail address on /confirm. Sends POST /api/free-analysis; the server mails the
 * double opt-in link.
 */
export function FreeAnalysisForm() {
  const t = useTranslations("FreeAnalysis");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const hydrated = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const website = String(data.get("website") ?? "").trim();
    setStatus({ kind: "sending" });
    const result = await fetchJson("/api/free-analysis", { body: { email, website }, messages: { failed: t("error") } });
    setStatus(result.ok ? { kind: "sent", email } : { kind: "error", message: result.message });
  }

  return (
    <BoxedSection id="free-analysis-title" title={t("title")} text={t("text")}>
      {status.kind === "sent" ? (
        <p role="status" className="flex items-start gap-2">
          <MailCheck className="text-success mt-0.5 size-5 shrink-0" aria-hidden /> {t("sent", { email: status.email })}
        </p>
      ) : (
        <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="free-analysis-website">{t("website")}</Label>
            <Input id="free-analysis-website" name="website" type="text" inputMode="url" autoComplete="url" required placeholder={t("websitePlaceholder")} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="free-analysis-email">{t("email")}</Label>
            <Input id="free-analysis-email" name="email" type="email" autoComplete="email" required placeholder={t("emailPlaceholder")} />
          </div>
          <Button type="submit" disabled={!hydrated || status.kind === "sending"}>
            {status.kind === "sending" ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {status.kind === "sending" ? t("sending") : t("submit")}
          </Button>
          {status.kind === "error" && (
            <p role="alert" className="text-destructive text-sm sm:col-span-3">
              {status.message}
            </p>
          )}
          <p className="text-muted-foreground text-xs sm:col-span-3">{t("privacy")}</p>
        </form>
      )}
    </BoxedSection>
  );
}
