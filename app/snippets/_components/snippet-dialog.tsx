"use client";

import { useState } from "react";
import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from "next-intl";
import { Dialog } from "radix-ui";
import { AlertCircle, Check, Copy, Loader2, Sparkles, X } from "lucide-react";
import { fetchJson } from "@/lib/client/fetch-json";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PublicSnippet } from "@/lib/snippets/library";
import { checkPlaceholder, PLACEHOLDER_EXAMPLES, placeholderKind, placeholderLabel, placeholderProblemText, type PlaceholderKind } from "@/lib/snippets/placeholders";

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done"; code: string } | { kind: "error"; message?: string };

/** Input type and keyboard of each placeholder kind (phones show the right keypad). */
const INPUT: Record<PlaceholderKind, { type: string; inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]; autoComplete?: string }> = {
  text: { type: "text" },
  email: { type: "email", autoComplete: "email" },
  url: { type: "url", inputMode: "url", autoComplete: "url" },
  phone: { type: "tel", autoComplete: "tel" },
  "postal-code": { type: "text", inputMode: "numeric", autoComplete: "postal-code" },
  "opening-hours": { type: "text" },
  latitude: { type: "text", inputMode: "decimal" },
  longitude: { type: "text", inputMode: "decimal" },
  time: { type: "text", inputMode: "numeric" },
};

/**
 * What the dialog needs of a snippet, loaded from GET /api/snippets/{id} when it opens; the
 * cards themselves are server HTML (snippet-cards.tsx), so the page carries no snippet data.
 */
export type DialogSnippet = Pick<PublicSnippet, "id" | "branche" | "kategorie" | "schemaType" | "platzhalter">;

function Generator({ snippet, onClose, returnFocus }: { snippet: DialogSnippet; onClose: () => void; returnFocus: () => void }) {
  const t = useTranslations("Snippets");
  const tAll = useTranslations();
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [copied, setCopied] = useState(false);

  /** The typed fields' problems (blank fields stay placeholders and are fine). */
  function check(daten: Record<string, string>): Record<string, string> {
    const errors: Record<string, string> = {};
    for (const [name, value] of Object.entries(daten)) {
      if (!value.trim()) continue;
      const checked = checkPlaceholder(name, value);
      if (!checked.ok) errors[name] = placeholderProblemText(checked.problem, (key, values) => tAll(key as never, values as never));
    }
    return errors;
  }

  async function generate(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const errors = check(values);
    setFieldErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLInputElement>(`#ph-${CSS.escape(first)}`)?.focus();
      return;
    }
    setStatus({ kind: "busy" });
    setCopied(false);
    const result = await fetchJson<{ snippet?: string }>("/api/generate-snippet", { body: { brancheId: snippet.id, daten: values } });
    if (result.ok && typeof result.data.snippet === "string") setStatus({ kind: "done", code: result.data.snippet });
    else if (!result.ok && result.status === 400 && result.message) setStatus({ kind: "error", message: result.message });
    else setStatus({ kind: "error" });
  }

  async function copy(code: string) {
    await navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  }

  return (
    <Dialog.Content
      className="bg-background fixed top-1/2 left-1/2 z-[60] flex max-h-[92dvh] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border shadow-xl"
      aria-describedby="snippet-dialog-description"
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
    >
      <div className="flex items-start justify-between gap-4 border-b p-5">
        <div>
          <Dialog.Title className="text-lg font-semibold">{t("dialogTitle", { branche: snippet.branche })}</Dialog.Title>
          <p id="snippet-dialog-description" className="text-muted-foreground mt-1 text-sm">
            {t("dialogDescription")}
          </p>
          <Badge variant="secondary" className="mt-2">
            {t("schemaType", { type: snippet.schemaType })}
          </Badge>
        </div>
        <Dialog.Close asChild>
          <Button variant="ghost" size="icon" aria-label={t("close")} onClick={onClose}>
            <X aria-hidden />
          </Button>
        </Dialog.Close>
      </div>
      <div className="grid flex-1 gap-5 overflow-y-auto p-5 md:grid-cols-2">
        <form onSubmit={generate} className="flex flex-col gap-3" noValidate>
          {snippet.platzhalter.map((name) => {
            const kind = placeholderKind(name);
            const error = fieldErrors[name];
            return (
              <div key={name} className="flex flex-col gap-1.5">
                <Label htmlFor={`ph-${name}`}>{placeholderLabel(name)}</Label>
                <Input
                  id={`ph-${name}`}
                  {...INPUT[kind]}
                  value={values[name] ?? ""}
                  maxLength={500}
                  placeholder={PLACEHOLDER_EXAMPLES[kind] ? t("example", { example: PLACEHOLDER_EXAMPLES[kind] }) : undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `ph-${name}-error` : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
                  // Re-checked on leaving a field only once it showed an error: a message appearing on
                  // blur would move the button under the pointer between press and release.
                  onBlur={(e) => error && setFieldErrors((errors) => ({ ...errors, [name]: check({ [name]: e.target.value })[name] ?? "" }))}
                />
                {error && (
                  <p id={`ph-${name}-error`} className="text-destructive text-sm">
                    {error}
                  </p>
                )}
              </div>
            );
          })}
          <Button type="submit" pending={status.kind === "busy"} className="mt-2">
            {status.kind === "busy" ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {status.kind === "busy" ? t("generating") : t("submit")}
          </Button>
        </form>
        <div className="flex min-w-0 flex-col gap-3">
          <p role="status" className={status.kind === "done" ? "text-success text-sm font-medium" : "sr-only"}>
            {status.kind === "done" ? (copied ? t("copied") : t("generated")) : ""}
          </p>
          {status.kind === "error" && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertTitle>{t("errorTitle")}</AlertTitle>
              <AlertDescription>{status.message ?? t("errorText")}</AlertDescription>
            </Alert>
          )}
          {status.kind === "done" && (
            <>
              <div className="flex items-center justify-between">
                <span className="text-sm font-semibold">{t("output")}</span>
                <Button type="button" size="sm" onClick={() => copy(status.code)} variant={copied ? "secondary" : "default"}>
                  {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? t("copied") : t("copy")}
                </Button>
              </div>
              <textarea
                readOnly
                value={status.code}
                aria-label={t("output")}
                data-testid="snippet-output"
                className="bg-muted h-72 w-full resize-none rounded-lg border p-3 font-mono text-xs"
              />
            </>
          )}
          <div className="rounded-lg border p-4">
            <h3 className="text-sm font-semibold">{t("stepsTitle")}</h3>
            <ol className="text-muted-foreground mt-2 list-decimal space-y-1 pl-5 text-sm">
              {(["one", "two", "three", "four"] as const).map((k) => (
                <li key={k}>{t(`steps.${k}`)}</li>
              ))}
            </ol>
          </div>
        </div>
      </div>
    </Dialog.Content>
  );
}

/** The server's locale, time zone and the messages the dialog shows ("Snippets", "OpeningHours"). */
export interface DialogIntl {
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
}

/**
 * The generator dialog for one snippet, open while it is rendered: its placeholders' fields,
 * checked as typed, the generated JSON-LD with a copy button, and how to use it. Loaded by
 * SnippetLibrary on the first "Snippet erstellen" click, with its own next-intl provider, so
 * the page ships neither radix's dialog nor next-intl's client runtime.
 * @param onClose called when the dialog asks to close (close button, Escape, overlay)
 * @param returnFocus called when the dialog has closed, to put focus back on the card's button
 */
export function SnippetDialog({ snippet, intl, onClose, returnFocus }: { snippet: DialogSnippet; intl: DialogIntl; onClose: () => void; returnFocus: () => void }) {
  return (
    <NextIntlClientProvider {...intl}>
      <Dialog.Root open onOpenChange={(o) => !o && onClose()}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <Generator snippet={snippet} onClose={onClose} returnFocus={returnFocus} />
        </Dialog.Portal>
      </Dialog.Root>
    </NextIntlClientProvider>
  );
}
