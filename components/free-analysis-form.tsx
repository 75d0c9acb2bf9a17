"use client";

import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Loader2, MailCheck, Send } from "lucide-react";
import { BoxedSection } from "@/components/boxed-section";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { FormField, refusedControlProps } from "@/components/form-field";
import { fetchJson } from "@/lib/client/fetch-json";
import { useHydrated } from "@/lib/use-hydrated";
import { useFocusInView } from "@/lib/client/use-focus-in-view";

type Field = "website" | "email";
/** `field`: the field whose value the API refused (its `field`), shown at that field; absent for other errors. */
type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; email: string } | { kind: "error"; message: string; field?: Field };

/**
 * Request for the free AI-SEO analysis, promised within 24 hours of confirming the
 * e-mail address on /confirm. Sends POST /api/free-analysis; the server mails the
 * double opt-in link. A value the API refuses is marked at its field, with the message beneath it as its description,
 * and takes the focus (WCAG 3.3.1).
 */
export function FreeAnalysisForm() {
  const t = useTranslations("FreeAnalysis");
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  // The notice replaces the form with its button: it takes the focus, which would fall to the page's start.
  const sentRef = useFocusInView<HTMLParagraphElement>(status.kind === "sent");
  useEffect(() => {
    if (status.kind === "error" && status.field) form.current?.querySelector<HTMLInputElement>(`[name="${status.field}"]`)?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "").trim();
    const website = String(data.get("website") ?? "").trim();
    setStatus({ kind: "sending" });
    const result = await fetchJson("/api/free-analysis", { body: { email, website }, messages: { failed: t("error") } });
    const field = result.ok ? undefined : result.data?.field;
    setStatus(result.ok ? { kind: "sent", email } : { kind: "error", message: result.message, field: field === "website" || field === "email" ? field : undefined });
  }

  return (
    <BoxedSection id="free-analysis-title" title={t("title")} text={t("text")}>
      {status.kind === "sent" ? (
        <p ref={sentRef} tabIndex={-1} role="status" className="flex items-start gap-2 rounded-md outline-none focus-visible:ring-[3px]">
          <MailCheck className="text-success mt-0.5 size-5 shrink-0" aria-hidden /> {t("sent", { email: status.email })}
        </p>
      ) : (
        <form ref={form} onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <FormField id="free-analysis-website" label={t("website")} error={refusedMessage(status, "website")} className="grid gap-1.5">
            <Input id="free-analysis-website" name="website" type="text" inputMode="url" autoComplete="url" required placeholder={t("websitePlaceholder")} {...refusedControlProps("free-analysis-website", refusedMessage(status, "website"))} />
          </FormField>
          <FormField id="free-analysis-email" label={t("email")} error={refusedMessage(status, "email")} className="grid gap-1.5">
            <Input id="free-analysis-email" name="email" type="email" autoComplete="email" required placeholder={t("emailPlaceholder")} {...refusedControlProps("free-analysis-email", refusedMessage(status, "email"))} />
          </FormField>
          {/* Level with the inputs below their labels (14 px line + 6 px gap), also when a message grows a field's cell. */}
          <Button type="submit" className="sm:mt-5" disabled={!hydrated} pending={status.kind === "sending"}>
            {status.kind === "sending" ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
            {status.kind === "sending" ? t("sending") : t("submit")}
          </Button>
          {status.kind === "error" && !status.field && (
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

/** The API's message for `field` when it refused that field's value, else null. */
function refusedMessage(status: Status, field: Field): string | null {
  return status.kind === "error" && status.field === field ? status.message : null;
}
