import { getTranslations } from "next-intl/server";
import type { PublicSnippet, SnippetCategory } from "@/lib/snippets/library";

/**
 * The library's cards as server HTML: badge, industry, description, the first two uses
 * plus "+n", a "Snippet erstellen" button (opened by SnippetLibrary's click handler
 * through data-open-snippet). The templates are free; filling them in for the owner is
 * sold once, on the page (DoneForYouNote), not on every card. Every name and description is in the HTML
 * crawlers read. Styled by the one `snippet-card` class (app/globals.css): 137 cards with
 * a shadcn button's utility classes each made the page 740 KB of HTML and RSC payload.
 */
export async function SnippetCards({ snippets, categories }: { snippets: PublicSnippet[]; categories: SnippetCategory[] }) {
  const t = await getTranslations("Snippets");
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const generate = t("generate");
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="snippet-list">
      {snippets.map((s) => (
        <li key={s.id} className="snippet-card" data-snippet={s.id} data-category={categoryId.get(s.kategorie)}>
          <span>{s.kategorie}</span>
          <h2>{s.branche}</h2>
          <p>{s.beschreibung}</p>
          <p>{t("uses", { uses: s.verwendung.slice(0, 2).join(" · "), more: Math.max(0, s.verwendung.length - 2) })}</p>
          <div>
            <button type="button" data-open-snippet={s.id} aria-haspopup="dialog">
              {generate}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
