import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A page's action box: a bordered card section named by its own h2 (aria-labelledby
 * `id`), a short muted intro, then the action (a form, a button). Used by the free
 * analysis request and by ordering by e-mail on /payment.
 */
export function BoxedSection({ id, title, text, className, children }: { id: string; title: string; text: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn("bg-card rounded-xl border p-6 shadow-sm", className)}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">{text}</p>
      {children}
    </section>
  );
}
