import { getTranslations } from "next-intl/server";
import type { PublicSnippet, SnippetCategory } from "@/lib/snippets/library";

/**
 * The FAQ generator's industries as server HTML: one toggle button per industry
 * (data-pick, aria-pressed) with its name and first two uses plus "+n". FaqGenerator
 * handles the clicks on the list and sets aria-pressed; the looks are the `faq-pick`
 * rules of app/globals.css (137 items: a client-rendered list cost the page ~300 ms of
 * total blocking time on a mobile profile).
 */
export async function FaqIndustryList({ snippets, categories }: { snippets: Pick<PublicSnippet, "id" | "branche" | "kategorie" | "verwendung">[]; categories: SnippetCategory[] }) {
  const t = await getTranslations("Faq");
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  return (
    <ul className="mt-3 grid max-h-[32rem] gap-2 overflow-y-auto pr-1" data-testid="faq-industries">
      {snippets.map((s) => (
        <li key={s.id} className="faq-pick" data-category={categoryId.get(s.kategorie)}>
          <button type="button" aria-pressed="false" data-pick={s.id}>
            <span aria-hidden />
            <span>
              <span>{s.branche}</span>
              <span>
                {s.verwendung.slice(0, 2).join(" · ")}
                {s.verwendung.length > 2 && ` · ${t("more", { count: s.verwendung.length - 2 })}`}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
