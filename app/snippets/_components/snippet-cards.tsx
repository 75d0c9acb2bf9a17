import { getTranslations } from "next-intl/server";
import { SnippetCard, usesOf, type CardSnippet } from "./snippet-card";

/**
 * The library's first page as server HTML (the page passes only the first cards: every
 * card is sent twice, as HTML and in the RSC payload, so all 137 made the page 190 KB);
 * SnippetLibrary loads the rest, or a category, from GET /api/snippets when asked. The
 * templates are free; filling them in for the owner is sold once, on the page, not on a card.
 */
export async function SnippetCards({ snippets }: { snippets: CardSnippet[] }) {
  const t = await getTranslations("Snippets");
  const generate = t("generate");
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="snippet-list">
      {snippets.map((s) => (
        <SnippetCard key={s.id} snippet={s} usesText={t("uses", usesOf(s))} generateLabel={generate} />
      ))}
    </ul>
  );
}
