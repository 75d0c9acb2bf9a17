import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

/** A list of points, each after a green check mark (what a product or package includes). */
export function CheckList({ items, className, iconClassName = "size-4", icon: Icon = Check }: { items: readonly string[]; className?: string; iconClassName?: string; icon?: typeof Check }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon className={cn("text-success mt-0.5 shrink-0", iconClassName)} aria-hidden /> {item}
        </li>
      ))}
    </ul>
  );
}
