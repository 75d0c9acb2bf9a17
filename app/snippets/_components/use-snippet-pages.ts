import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { fetchJson } from "@/lib/client/fetch-json";
import type { SnippetCategory } from "@/lib/snippets/library";
import type { CardSnippet } from "./snippet-card";

/** A category as the paging needs it: its id for the API, its name to cut it from all cards. */
type Category = Pick<SnippetCategory, "id" | "name">;

/** What the list shows: the server's first page (cards null), or cards loaded for "all" or one category. */
export interface LibraryView {
  category: Category | null;
  cards: CardSnippet[] | null;
  busy: boolean;
  error: string | null;
}

const cardOf = ({ id, branche, kategorie, beschreibung, verwendung }: CardSnippet): CardSnippet => ({ id, branche, kategorie, beschreibung, verwendung });

/**
 * The library's paging: choosing a category loads its cards from GET /api/snippets?kategorie=,
 * "show all" loads every card from GET /api/snippets; each answer is kept, and once all are
 * loaded a category is cut from them without a request. An answer that arrives after a
 * later choice is dropped. `onShown` runs right after the new cards are in the DOM (focus).
 * @param failedText the German text shown when the API sends no message of its own
 */
export function useSnippetPages(failedText: string) {
  const [view, setView] = useState<LibraryView>({ category: null, cards: null, busy: false, error: null });
  const cache = useRef(new Map<string, CardSnippet[]>());
  const latest = useRef(0);

  async function show(category: Category | null, options: { all?: boolean; onShown?: () => void } = {}) {
    const key = category?.id ?? "all";
    const request = ++latest.current;
    const all = cache.current.get("all");
    const cached = cache.current.get(key) ?? (category && all?.filter((s) => s.kategorie === category.name));
    if (cached || (!category && !options.all)) {
      flushSync(() => setView({ category, cards: cached ?? null, busy: false, error: null }));
      return options.onShown?.();
    }
    const before = view.category;
    setView((v) => ({ ...v, category, busy: true, error: null }));
    const url = category ? `/api/snippets?kategorie=${encodeURIComponent(category.id)}` : "/api/snippets";
    const result = await fetchJson<{ snippets: CardSnippet[] }>(url, { messages: { failed: failedText } });
    if (request !== latest.current) return;
    // The list still shows the earlier choice's cards: its button stays the pressed one.
    if (!result.ok) return setView((v) => ({ ...v, category: before, busy: false, error: result.message || failedText }));
    const cards = result.data.snippets.map(cardOf);
    cache.current.set(key, cards);
    flushSync(() => setView({ category, cards, busy: false, error: null }));
    options.onShown?.();
  }

  return { view, show };
}
