"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { AlertCircle, Loader2, MessageCircleQuestion, RotateCcw } from "lucide-react";
import { CodeOutput } from "@/components/generator/code-output";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { SnippetCategory } from "@/lib/snippets/library";

type Notice = { kind: "none" } | { kind: "no-selection" } | { kind: "error" };

/** The paywall dialog (and Radix's dialog code) loads when the free limit is reached, not with the page. */
const FaqPaywall = lazy(() => import("./faq-paywall").then((m) => ({ default: m.FaqPaywall })));

/**
 * The FAQ generator: select industries (category filter, the
 * first two uses per card, toggle, reset), generate on the server, copy or download
 * faq-schema.html (the <script> block). At the free limit the server answers 402 and the paywall opens.
 * The industries are server HTML passed as `children` (FaqIndustryList), so 137 items
 * cost no client rendering: one click handler on the list toggles the selection, an
 * effect mirrors it into each button's aria-pressed, and the category filter hides items
 * with a style rule.
 */
export function FaqGenerator({
  children,
  categories,
  premium,
  freeLeft,
  paywallHref,
  priceText,
  guaranteeDays,
}: {
  /** The industry list (FaqIndustryList): buttons with data-pick, items with data-category. */
  children: ReactNode;
  categories: SnippetCategory[];
  premium: boolean;
  /** Free generations this browser has left (counted on the server); null with premium. */
  freeLeft: number | null;
  paywallHref: string;
  priceText: string;
  /** Days of the money-back guarantee (content/products.ts). */
  guaranteeDays: number;
}) {
  const t = useTranslations("Faq");
  const [category, setCategory] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [faq, setFaq] = useState("");
  const [remaining, setRemaining] = useState<number | null>(freeLeft);
  const [notice, setNotice] = useState<Notice>({ kind: "none" });
  const [paywall, setPaywall] = useState(false);

  function toggleFrom(event: React.MouseEvent<HTMLDivElement>) {
    const id = (event.target as HTMLElement).closest<HTMLElement>("[data-pick]")?.dataset.pick;
    if (id) setSelected((sel) => (sel.includes(id) ? sel.filter((s) => s !== id) : [...sel, id]));
  }

  useEffect(() => {
    for (const button of list.current?.querySelectorAll<HTMLElement>("[data-pick]") ?? []) {
      button.setAttribute("aria-pressed", String(selected.includes(button.dataset.pick!)));
    }
  }, [selected]);

  async function generate() {
    if (selected.length === 0) {
      setNotice({ kind: "no-selection" });
      return;
    }
    setBusy(true);
    setNotice({ kind: "none" });
    const result = await fetchJson<{ faq?: string; remainingFree?: number | null }>("/api/faq/generate", { body: { snippetIds: selected } });
    setBusy(false);
    if (!result.ok && result.status === 402) setPaywall(true);
    else if (!result.ok || typeof result.data.faq !== "string") setNotice({ kind: "error" });
    else {
      setFaq(result.data.faq);
      setRemaining(result.data.remainingFree ?? null);
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <section aria-labelledby="faq-select-heading" className="rounded-xl border p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="faq-select-heading" className="text-lg font-semibold">
            {t("selectTitle")}
          </h2>
          <Button type="button" variant="ghost" size="sm" onClick={() => setSelected([])} disabled={selected.length === 0}>
            <RotateCcw aria-hidden /> {t("reset")}
          </Button>
        </div>
        <div role="group" aria-label={t("filterLabel")} className="mt-3 flex flex-wrap gap-1.5">
          <Button type="button" size="sm" variant={category === null ? "default" : "outline"} aria-pressed={category === null} onClick={() => setCategory(null)}>
            {t("all")}
          </Button>
          {categories.map((c) => (
            <Button key={c.id} type="button" size="sm" variant={category === c.id ? "default" : "outline"} aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
              {c.name}
            </Button>
          ))}
        </div>
        <p className="text-muted-foreground mt-3 text-sm" role="status">
          {t("selected", { count: selected.length })}
        </p>
        {category && <style>{`[data-testid="faq-industries"] > li:not([data-category="${category}"]) { display: none; }`}</style>}
        <div ref={list} onClick={toggleFrom}>
          {children}
        </div>
      </section>

      <div className="flex flex-col gap-4 lg:sticky lg:top-20">
        <Button type="button" size="lg" onClick={generate} pending={busy}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : <MessageCircleQuestion aria-hidden />}
          {busy ? t("generating") : t("generate")}
        </Button>
        <p className="text-muted-foreground text-sm" data-testid="faq-remaining">
          {premium ? t("premiumActive") : remaining !== null ? t("remaining", { count: remaining }) : null}
        </p>
        {notice.kind === "no-selection" && (
          <Alert variant="warning" data-testid="faq-notice">
            <AlertCircle aria-hidden />
            <AlertTitle>{t("noSelectionTitle")}</AlertTitle>
            <AlertDescription>{t("noSelectionText")}</AlertDescription>
          </Alert>
        )}
        {notice.kind === "error" && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>{t("error")}</AlertDescription>
          </Alert>
        )}
        <CodeOutput title={t("outputTitle")} code={faq} emptyText={t("empty")} copiedMessage={t("copiedMessage")} download={{ fileName: "faq-schema.html", mimeType: "text/html;charset=utf-8" }} testId="faq-output" />
      </div>

      {paywall && (
        <Suspense fallback={null}>
          <FaqPaywall open={paywall} onOpenChange={setPaywall} paywallHref={paywallHref} priceText={priceText} guaranteeDays={guaranteeDays} />
        </Suspense>
      )}
    </div>
  );
}
