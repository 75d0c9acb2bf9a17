import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A section of a content page named by its h2 (aria-labelledby → the heading's `id`).
 * `className` styles the section (its spacing), `headingClassName` adds to the heading's
 * "text-2xl font-bold tracking-tight"; the children follow the heading.
 */
export function PageSection({
  id,
  heading,
  className,
  headingClassName,
  sectionId,
  children,
}: {
  id: string;
  heading: ReactNode;
  className?: string;
  headingClassName?: string;
  /** The section's own id, for in-page links (e.g. "#pakete"). */
  sectionId?: string;
  children: ReactNode;
}) {
  return (
    <section id={sectionId} className={className} aria-labelledby={id}>
      <h2 id={id} className={cn("text-2xl font-bold tracking-tight", headingClassName)}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
