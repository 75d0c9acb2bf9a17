"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { SnippetCard, usesText, type CardSnippet } from "./snippet-card";
import type { DialogIntl, DialogSnippet } from "./snippet-dialog";
import { useSnippetPages } from "./use-snippet-pages";

/**
 * The generator dialog (radix Dialog, the placeholder checks, next-intl): its code loads on the
 * first "Snippet erstellen" click, together with the snippet's placeholders, not with the page.
 */
const loadDialog = () => import("./snippet-dialog");
const SnippetDialog = lazy(() => loadDialog().then((m) => ({ default: m.SnippetDialog })));

/** A category button: its id and name (for GET /api/snippets?kategorie= and the cut from all cards), label and count text. */
export interface CategoryChoice {
  id: string;
  name: string;
  /** "Handwerk & Bau (12)" */
  label: string;
  /** "12 Branchen", the status line while it is chosen */
  countText: string;
}

/**
 * The library's texts and button classes, resolved on the server (messages "Snippets"), so the
 * page ships no message catalogue, no next-intl runtime and no button library.
 */
export interface LibraryTexts {
  filterLabel: string;
  /** "Alle (137)" */
  allLabel: string;
  /** The status line over the server's first page: "18 von 137 Branchen" */
  pagedCount: string;
  /** The status line once all cards are shown: "137 Branchen" */
  allCount: string;
  showAll: string;
  loading: string;
  loadError: string;
  errorText: string;
  /** Announced while the dialog's code and the snippet's placeholders load. */
  opening: string;
  generate: string;
  /** A card's "+n weitere" after its first two uses, by n (see usesText). */
  moreUses: string[];
  /** Classes of a category button pressed and not, and of "show all" (buttonVariants). */
  pressedClass: string;
  unpressedClass: string;
  showAllClass: string;
}

/**
 * The library's interactive parts: the category filter "Alle (n)" plus one button per
 * category, the count, "show all", and the generator dialog (its code and its snippet's
 * placeholders fetched on opening). The first page of cards is server HTML passed as
 * `children`; a category or all cards are loaded when asked (useSnippetPages) and drawn with
 * the same SnippetCard markup. One click handler on the list opens the dialog for either.
 */
export function SnippetLibrary({ total, firstPage, categories, texts, intl, children }: { total: number; firstPage: number; categories: CategoryChoice[]; texts: LibraryTexts; intl: DialogIntl; children: ReactNode }) {
  const { view, show } = useSnippetPages(texts.loadError);
  const [open, setOpen] = useState<DialogSnippet | null>(null);
  const [opening, setOpening] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const shown = view.cards?.length ?? firstPage;
  // After "show all" its button is gone: focus moves to the first card that was not shown before.
  const focusCard = (index: number) => () => list.current?.querySelectorAll<HTMLButtonElement>("[data-open-snippet]")[index]?.focus();
  const chosen = categories.find((c) => c.id === view.category?.id);
  const countText = view.busy ? texts.loading : chosen ? chosen.countText : shown < total ? texts.pagedCount : texts.allCount;

  async function openFrom(event: React.MouseEvent<HTMLDivElement>) {
    const button = (event.target as HTMLElement).closest<HTMLButtonElement>("[data-open-snippet]");
    const id = button?.dataset.openSnippet;
    if (!button || !id || button.getAttribute("aria-busy") === "true") return;
    opener.current = button;
    setLoadError(null);
    setOpening(true);
    button.setAttribute("aria-busy", "true");
    const [result, loaded] = await Promise.all([
      fetchJson<DialogSnippet>(`/api/snippets/${encodeURIComponent(id)}`, { messages: { failed: texts.errorText } }),
      loadDialog().then(
        () => true,
        () => false,
      ),
    ]);
    button.removeAttribute("aria-busy");
    setOpening(false);
    if (result.ok && loaded) setOpen(result.data);
    else setLoadError((!result.ok && result.message) || texts.errorText);
  }

  return (
    <div>
      <div role="group" aria-label={texts.filterLabel} className="flex flex-wrap gap-2">
        {[null, ...categories].map((c) => {
          const pressed = view.category?.id === c?.id;
          return (
            <button key={c?.id ?? ""} type="button" data-slot="button" className={pressed ? texts.pressedClass : texts.unpressedClass} aria-pressed={pressed} onClick={() => show(c && { id: c.id, name: c.name })}>
              {c ? c.label : texts.allLabel}
            </button>
          );
        })}
      </div>
      <p className="text-muted-foreground mt-4 text-sm" role="status">
        {countText}
      </p>
      <span role="status" className="sr-only">
        {opening ? texts.opening : ""}
      </span>
      {(view.error ?? loadError) && (
        <p role="alert" className="text-destructive mt-2 text-sm">
          {view.error ?? loadError}
        </p>
      )}
      <div ref={list} onClick={openFrom} aria-busy={view.busy || undefined}>
        {view.cards ? <LoadedCards cards={view.cards} texts={texts} /> : children}
      </div>
      {!view.category && shown < total && (
        <button type="button" data-slot="button" className={texts.showAllClass} disabled={view.busy} onClick={() => show(null, { all: true, onShown: focusCard(shown) })}>
          {texts.showAll}
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <SnippetDialog key={open.id} snippet={open} intl={intl} onClose={() => setOpen(null)} returnFocus={() => opener.current?.focus()} />
        </Suspense>
      )}
    </div>
  );
}

/** Cards loaded in the browser: the same markup as the server's first page (SnippetCards). */
function LoadedCards({ cards, texts }: { cards: CardSnippet[]; texts: LibraryTexts }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="snippet-list">
      {cards.map((s) => (
        <SnippetCard key={s.id} snippet={s} usesText={usesText(s, texts.moreUses)} generateLabel={texts.generate} />
      ))}
    </ul>
  );
}
