import type { PublicSnippet } from "@/lib/snippets/library";

/** The fields a card shows: what the page and GET /api/snippets hand to it, nothing more. */
export type CardSnippet = Pick<PublicSnippet, "id" | "branche" | "kategorie" | "beschreibung" | "verwendung">;

/** The first two uses of a snippet and how many more it has, for the "uses" message. */
export function usesOf(snippet: CardSnippet): { uses: string; more: number } {
  return { uses: snippet.verwendung.slice(0, 2).join(" · "), more: Math.max(0, snippet.verwendung.length - 2) };
}

/**
 * One card of the library: badge, industry, description, the uses line and a "Snippet
 * erstellen" button (opened by SnippetLibrary's click handler through data-open-snippet).
 * No hooks, so the server's first page and the cards loaded in the browser are the same
 * markup. Styled by the one `snippet-card` class (app/globals.css).
 */
export function SnippetCard({ snippet, usesText, generateLabel }: { snippet: CardSnippet; usesText: string; generateLabel: string }) {
  return (
    <li className="snippet-card" data-snippet={snippet.id}>
      <span>{snippet.kategorie}</span>
      <h2>{snippet.branche}</h2>
      <p>{snippet.beschreibung}</p>
      <p>{usesText}</p>
      <div>
        <button type="button" data-open-snippet={snippet.id} aria-haspopup="dialog">
          {generateLabel}
        </button>
      </div>
    </li>
  );
}
