"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ArticleCard, type ArticleCardData } from "./article-card";

export interface BlogFilterLabels {
  filterLabel: string;
  all: string;
  /** "{count} Artikel" */
  count: string;
  empty: string;
  readMore: string;
}

/**
 * Category filter of the blog index: "Alle" shows all, a category only
 * its articles. Texts come from the server, so the page needs no translation runtime.
 */
export function BlogFilter({ categories, articles, labels }: { categories: readonly string[]; articles: ArticleCardData[]; labels: BlogFilterLabels }) {
  const [selected, setSelected] = useState<string | null>(null);
  const shown = selected ? articles.filter((a) => a.category === selected) : articles;
  const options = [{ value: null, label: labels.all, count: articles.length }, ...categories.map((c) => ({ value: c, label: c, count: articles.filter((a) => a.category === c).length }))];

  return (
    <div>
      <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
        {options.map((o) => (
          <Button key={o.label} type="button" size="sm" variant={selected === o.value ? "default" : "outline"} aria-pressed={selected === o.value} onClick={() => setSelected(o.value)}>
            {o.label} <span>({o.count})</span>
          </Button>
        ))}
      </div>
      <p className="text-muted-foreground mt-4 text-sm" role="status">
        {labels.count.replace("{count}", String(shown.length))}
      </p>
      {shown.length === 0 ? (
        <p className="text-muted-foreground mt-4 rounded-xl border border-dashed p-8 text-center">{labels.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
          {shown.map((a) => (
            <li key={a.slug}>
              <ArticleCard article={a} readMore={labels.readMore} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
