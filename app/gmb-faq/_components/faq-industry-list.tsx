import { getTranslations } from "next-intl/server";
import { industryListHtml } from "./industry-list-html";
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
  const items = snippets.map((s) => ({
    id: s.id,
    name: s.branche,
    categoryId: categoryId.get(s.kategorie),
    usesText: s.verwendung.slice(0, 2).join(" · ") + (s.verwendung.length > 2 ? ` · ${t("more", { count: s.verwendung.length - 2 })}` : ""),
  }));
  return <ul className="mt-3 grid max-h-[32rem] gap-2 overflow-y-auto pr-1" data-testid="faq-industries" dangerouslySetInnerHTML={{ __html: industryListHtml(items) }} />;
}
