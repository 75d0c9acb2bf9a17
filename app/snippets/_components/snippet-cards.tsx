import { SnippetCard, usesText, type CardSnippet } from "./snippet-card";

/**
 * The library's first page as server HTML (the page passes only the first cards: every
 * card is sent twice, as HTML and in the RSC payload, so all 137 made the page 190 KB);
 * SnippetLibrary loads the rest, or a category, from GET /api/snippets when asked. The
 * templates are free; filling them in for the owner is sold once, on the page, not on a card.
 */
export function SnippetCards({ snippets, moreUses, generateLabel }: { snippets: CardSnippet[]; moreUses: string[]; generateLabel: string }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="snippet-list">
      {snippets.map((s) => (
        <SnippetCard key={s.id} snippet={s} usesText={usesText(s, moreUses)} generateLabel={generateLabel} />
      ))}
    </ul>
  );
}
