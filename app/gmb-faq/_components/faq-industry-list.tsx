import { getTranslations } from "next-intl/server";
import { escapeHtml } from "@/lib/generators/meta-tags";
import type { PublicSnippet, SnippetCategory } from "@/lib/snippets/library";

/**
 * The FAQ generator's industries as server HTML: one toggle button per industry
 * (data-pick, aria-pressed) with its name and first two uses plus "+n". FaqGenerator
 * handles the clicks on the list and sets aria-pressed; the looks are the `faq-pick`
 * rules of app/globals.css.
 *
 * Why one HTML string and not JSX: as React elements, the 137 items (~1,100 nodes) sit in
 * the RSC payload as element trees the browser parses and then hydrates node by node, on
 * a page whose total blocking time was 7× the bare page's; as the inner HTML of one <ul>,
 * React hydrates a single element and keeps the server's nodes as they are.
 */
export async function FaqIndustryList({ snippets, categories }: { snippets: Pick<PublicSnippet, "id" | "branche" | "kategorie" | "verwendung">[]; categories: SnippetCategory[] }) {
  const t = await getTranslations("Faq");
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  const items = snippets.map((s) => {
    const uses = s.verwendung.slice(0, 2).join(" · ") + (s.verwendung.length > 2 ? ` · ${t("more", { count: s.verwendung.length - 2 })}` : "");
    const category = categoryId.get(s.kategorie);
    return (
      `<li class="faq-pick"${category ? ` data-category="${escapeHtml(category)}"` : ""}>` +
      `<button type="button" aria-pressed="false" data-pick="${escapeHtml(s.id)}"><span aria-hidden="true"></span>` +
      `<span><span>${escapeHtml(s.branche)}</span><span>${escapeHtml(uses)}</span></span></button></li>`
    );
  });
  return <ul className="mt-3 grid max-h-[32rem] gap-2 overflow-y-auto pr-1" data-testid="faq-industries" dangerouslySetInnerHTML={{ __html: items.join("") }} />;
}
