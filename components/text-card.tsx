import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A bordered card of a title (h3, with an optional icon before it) and a short muted text:
 * the FAQ answers, "how it works" steps, benefit and audience cards. `as` is the element
 * ("li" inside a list).
 */
export function TextCard({ title, icon, text, as: Element = "div" }: { title: ReactNode; icon?: ReactNode; text: ReactNode; as?: "div" | "li" }) {
  return (
    <Element className="rounded-xl border p-5">
      <h3 className={cn("font-semibold", icon && "flex items-center gap-2")}>
        {icon}
        {title}
      </h3>
      <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{text}</p>
    </Element>
  );
}
