"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { AlertCircle, Check, Copy, Loader2, Sparkles, X } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PublicSnippet, SnippetCategory } from "@/lib/snippets/library";
import { SnippetCard, usesOf, type CardSnippet } from "./snippet-card";
import { useSnippetPages } from "./use-snippet-pages";
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
type DialogSnippet = Pick<PublicSnippet, "id" | "branche" | "kategorie" | "schemaType" | "platzhalter">;

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
          <Button type="submit" disabled={status.kind === "busy"} className="mt-2">
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

/**
 * The library's interactive parts: the category filter "Alle (n)" plus one button per
 * category, the count, "show all", and the generator dialog (its snippet's placeholders
 * fetched on opening). The first page of cards is server HTML passed as `children`; a
 * category or all cards are loaded when asked (useSnippetPages) and drawn with the same
 * SnippetCard markup. One click handler on the list opens the dialog for either.
 */
export function SnippetLibrary({ total, firstPage, categories, children }: { total: number; firstPage: number; categories: SnippetCategory[]; children: ReactNode }) {
  const t = useTranslations("Snippets");
  const { view, show } = useSnippetPages(t("loadError"));
  const [open, setOpen] = useState<DialogSnippet | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const shown = view.cards?.length ?? firstPage;
  // After "show all" its button is gone: focus moves to the first card that was not shown before.
  const focusCard = (index: number) => () => list.current?.querySelectorAll<HTMLButtonElement>("[data-open-snippet]")[index]?.focus();

  async function openFrom(event: React.MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("[data-open-snippet]");
    const id = button?.dataset.openSnippet;
    if (!button || !id || button.getAttribute("aria-busy") === "true") return;
    opener.current = button;
    setLoadError(null);
    button.setAttribute("aria-busy", "true");
    const result = await fetchJson<DialogSnippet>(`/api/snippets/${encodeURIComponent(id)}`, { messages: { failed: t("errorText") } });
    button.removeAttribute("aria-busy");
    if (result.ok) setOpen(result.data);
    else setLoadError(result.message || t("errorText"));
  }

  return (
    <div>
      <div role="group" aria-label={t("filterLabel")} className="flex flex-wrap gap-2">
        {[null, ...categories].map((c) => (
          <Button key={c?.id ?? ""} size="sm" variant={view.category?.id === c?.id ? "default" : "outline"} aria-pressed={view.category?.id === c?.id} onClick={() => show(c)}>
            {c ? t("category", { name: c.name, count: c.anzahl }) : t("all", { count: total })}
          </Button>
        ))}
      </div>
      <p className="text-muted-foreground mt-4 text-sm" role="status">
        {view.busy ? t("loading") : shown < total && !view.category ? t("countPaged", { shown, count: total }) : t("count", { count: shown })}
      </p>
      {(view.error ?? loadError) && (
        <p role="alert" className="text-destructive mt-2 text-sm">
          {view.error ?? loadError}
        </p>
      )}
      <div ref={list} onClick={openFrom} aria-busy={view.busy || undefined}>
        {view.cards ? <LoadedCards cards={view.cards} /> : children}
      </div>
      {!view.category && shown < total && (
        <Button variant="outline" className="mt-6" disabled={view.busy} onClick={() => show(null, { all: true, onShown: focusCard(shown) })}>
          {t("showAll", { count: total })}
        </Button>
      )}
      <Dialog.Root open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
          {open && <Generator key={open.id} snippet={open} onClose={() => setOpen(null)} returnFocus={() => opener.current?.focus()} />}
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}

/** Cards loaded in the browser: the same markup as the server's first page (SnippetCards). */
function LoadedCards({ cards }: { cards: CardSnippet[] }) {
  const t = useTranslations("Snippets");
  const generate = t("generate");
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="snippet-list">
      {cards.map((s) => (
        <SnippetCard key={s.id} snippet={s} usesText={t("uses", usesOf(s))} generateLabel={generate} />
      ))}
    </ul>
  );
}
