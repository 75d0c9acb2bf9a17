"use client";

import { useState, type ReactNode } from "react";

export interface BlogFilterLabels {
  filterLabel: string;
  empty: string;
}

/** One filter button: "Alle" or a category, with the number of its articles and that number as a sentence ("3 Artikel"). */
export interface BlogFilterOption {
  label: string;
  count: number;
  countText: string;
}

/**
 * Category filter of the blog index, a small island around the server-rendered list
 * (`children`, a list with id `listId` whose items carry `data-category` = their
 * category's index in `options`; option 0 is "Alle"): the articles are not sent again as
 * props, and choosing a category only adds a style rule that hides the other items. The buttons look like shadcn's
 * Button (size sm; default while pressed, else outline) without its runtime
 * (tailwind-merge, cva, Radix Slot), which every page linking to /blog would prefetch.
 */
export function BlogFilter({ options, labels, listId, children }: { options: BlogFilterOption[]; labels: BlogFilterLabels; listId: string; children: ReactNode }) {
  const [selected, setSelected] = useState(0);
  const count = options[selected]?.count ?? 0;
  const countText = options[selected]?.countText ?? "";

  return (
    <div>
      <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
        {options.map((o, i) => (
          <button
            key={o.label}
            type="button"
            aria-pressed={selected === i}
            onClick={() => setSelected(i)}
            className="btn bg-background hover:bg-accent hover:text-accent-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90 h-8 gap-1.5 rounded-md border px-3 shadow-xs aria-pressed:border-transparent"
          >
            {o.label} <span>({o.count})</span>
          </button>
        ))}
      </div>
      <p className="text-muted-foreground mt-4 text-sm" role="status">
        {countText}
      </p>
      {selected > 0 && <style>{`#${listId}>li:not([data-category="${selected}"]){display:none}`}</style>}
      {count === 0 && <p className="text-muted-foreground mt-4 rounded-xl border border-dashed p-8 text-center">{labels.empty}</p>}
      {children}
    </div>
  );
}
