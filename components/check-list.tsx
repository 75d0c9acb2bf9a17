import { Check, type LucideIcon } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";
import { cn } from "@/lib/utils";

/** A list of points, each after a green check mark (what a product or package includes). */
export function CheckList({ items, className, iconClassName = "size-4", icon: Icon = Check }: { items: readonly string[]; className?: string; iconClassName?: string; icon?: LucideIcon }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <StaticIcon icon={Icon} className={cn("text-success mt-0.5 shrink-0", iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
