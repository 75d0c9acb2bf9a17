import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import type { PublicSnippet, SnippetCategory } from "@/lib/snippets/library";
import { cn } from "@/lib/utils";

/**
 * The library's cards as server HTML: badge, industry, description, the first two uses
 * plus "+n", a "Snippet erstellen" button (opened by SnippetLibrary's click handler
 * through data-open-snippet) and the buy link. Each card is a few elements and is
 * rendered lazily off screen (content-visibility); every name and description is in
 * the HTML crawlers read.
 */
export async function SnippetCards({ snippets, categories, priceText, priceCents }: { snippets: PublicSnippet[]; categories: SnippetCategory[]; priceText: string; priceCents: number }) {
  const t = await getTranslations("Snippets");
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="snippet-list">
      {snippets.map((s) => (
        <li key={s.id} className="flex flex-col rounded-xl border p-5 [contain-intrinsic-size:auto_15rem] [content-visibility:auto]" data-snippet={s.id} data-category={categoryId.get(s.kategorie)}>
          <Badge variant="secondary" className="self-start">
            {s.kategorie}
          </Badge>
          <h2 className="mt-3 font-semibold">{s.branche}</h2>
          <p className="text-muted-foreground mt-1 flex-1 text-sm leading-relaxed">{s.beschreibung}</p>
          <p className="text-muted-foreground mt-3 text-xs">{t("uses", { uses: s.verwendung.slice(0, 2).join(" · "), more: Math.max(0, s.verwendung.length - 2) })}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button size="sm" type="button" data-open-snippet={s.id} aria-haspopup="dialog">
              {t("generate")}
            </Button>
            <a href={`/payment?${new URLSearchParams({ snippet: s.id, price: String(priceCents), name: s.branche })}`} className={cn(buttonVariants({ size: "sm", variant: "outline" }))}>
              {t("buy", { price: priceText })}
            </a>
          </div>
        </li>
      ))}
    </ul>
  );
}
