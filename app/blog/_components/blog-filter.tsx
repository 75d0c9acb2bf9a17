import type { ReactNode } from "react";

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
 * Category filter of the blog index around the server-rendered list (`children`, a list with
 * id `listId` whose items carry `data-category` = their category's index in `options`;
 * option 0 is "Alle"). Server-rendered with "Alle" pressed; the static script
 * public/blog-filter.js makes the buttons work: it moves aria-pressed, writes the button's
 * count sentence (rendered here, `data-count-text`) into the status line, shows the empty note and sets `data-show` on the list, which the rules
 * here turn into hiding the other categories' items (one listener on the document, so it
 * holds whatever React does with these nodes). The status line is a live region: screen
 * readers announce the new count, as with the React island before.
 *
 * Why no client component: React's island was a chunk (~1.5 KB compressed) that every page
 * loaded, as each prefetches /blog from the header. The script is loaded here, async (React
 * hoists it into the head and runs it once, also after a client-side navigation), so it comes
 * with /blog only; until it runs the buttons do nothing, as before hydration. The buttons look
 * like shadcn's Button (size sm; default while pressed, else outline).
 */
export function BlogFilter({ options, labels, listId, children }: { options: BlogFilterOption[]; labels: BlogFilterLabels; listId: string; children: ReactNode }) {
  const count = options[0]?.count ?? 0;
  const rules = options.slice(1).map((_, i) => `#${listId}[data-show="${i + 1}"]>li:not([data-category="${i + 1}"]){display:none}`);
  return (
    <div data-blog-filter={listId}>
      <div role="group" aria-label={labels.filterLabel} className="flex flex-wrap gap-2">
        {options.map((o, i) => (
          <button
            key={o.label}
            type="button"
            aria-pressed={i === 0}
            data-count={o.count}
            data-count-text={o.countText}
            className="btn bg-background hover:bg-accent hover:text-accent-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary/90 h-8 gap-1.5 rounded-md border px-3 shadow-xs aria-pressed:border-transparent"
          >
            {o.label} <span>({o.count})</span>
          </button>
        ))}
      </div>
      <p className="text-muted-foreground mt-4 text-sm" role="status" data-count-status="">
        {options[0]?.countText}
      </p>
      <style>{rules.join("")}</style>
      <p hidden={count !== 0} data-empty="" className="text-muted-foreground mt-4 rounded-xl border border-dashed p-8 text-center">
        {labels.empty}
      </p>
      {children}
      <script src="/blog-filter.js" async />
    </div>
  );
}
