import type { PublicSnippet } from "@/lib/snippets/library";

/** The fields a card shows: what the page and GET /api/snippets hand to it, nothing more. */
export type CardSnippet = Pick<PublicSnippet, "id" | "branche" | "kategorie" | "beschreibung" | "verwendung">;

/** How many uses a card leaves out: it names the first two. */
export function moreUsesOf(snippet: CardSnippet): number {
  return Math.max(0, snippet.verwendung.length - 2);
}

/**
 * The "+n weitere" endings for n = 0 … `most` (index n), from `format` (message "Snippets.moreUses");
 * n = 0 adds nothing. The message has no empty plural branch: precompiled, an empty branch
 * formats as an empty array, not "".
 */
export function moreUsesTexts(most: number, format: (more: number) => string): string[] {
  return Array.from({ length: most + 1 }, (_, more) => (more === 0 ? "" : format(more)));
}

/**
 * A card's uses line: its first two uses, then "+n weitere" from `moreUses` (message
 * "Snippets.moreUses" resolved on the server for every n from 0 to the library's largest).
 */
export function usesText(snippet: CardSnippet, moreUses: string[]): string {
  return snippet.verwendung.slice(0, 2).join(" · ") + (moreUses[moreUsesOf(snippet)] ?? "");
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
