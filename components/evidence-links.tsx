"use client";

import { createContext, useContext } from "react";

/** One answer a number was counted from: its 1-based number, its anchor and its accessible name. */
export interface EvidenceItem {
  n: number;
  /** In-page anchor, e.g. "#antwort-3". */
  href: string;
  /** Read by screen readers, e.g. "Antwort 3 (ChatGPT): genannt auf Platz 2"; starts with the visible number's words. */
  label: string;
  /** Whether this answer names the visitor's business (shown as ✓ beside the number), where that matters. */
  named?: boolean;
}

/**
 * Where a page shows one answer at a time (the live test's tabs), this opens answer
 * `n` and moves focus to it; without it the links are plain in-page anchors (the
 * monitor page, whose answers are disclosures the browser opens for the anchor).
 */
export const AnswerNavigation = createContext<((n: number) => void) | null>(null);

/**
 * "Belege: 1 2 5": the answers a number was counted from, each a link to the answer.
 * Targets are at least 24 px (WCAG 2.2, 2.5.8); the list wraps on a phone.
 */
export function EvidenceLinks({ title, items, empty, testId }: { title: string; items: EvidenceItem[]; empty: string; testId?: string }) {
  const open = useContext(AnswerNavigation);
  return (
    <span className="text-muted-foreground inline-flex flex-wrap items-center gap-1 text-xs" data-testid={testId}>
      <span>{title}:</span>
      {items.length === 0 ? (
        <span>{empty}</span>
      ) : (
        // Not a list: these sit inside list items and table rows whose own items a reader counts.
        <span className="inline-flex flex-wrap gap-1">
          {items.map((item) => (
            <span key={item.n}>
              <a
                href={item.href}
                aria-label={item.label}
                title={item.label}
                className="text-primary hover:bg-accent focus-visible:ring-ring inline-flex h-6 min-w-6 items-center justify-center rounded border px-1 font-medium tabular-nums outline-none focus-visible:ring-2"
                onClick={(e) => {
                  if (!open) return;
                  e.preventDefault();
                  history.replaceState(null, "", item.href);
                  open(item.n);
                }}
              >
                {item.n}
                {item.named && (
                  <span aria-hidden className="text-success ml-0.5">
                    ✓
                  </span>
                )}
              </a>
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
