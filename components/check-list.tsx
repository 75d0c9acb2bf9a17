import { InlineIcon } from "@/components/sprite-icon";
import type { SpriteIconName } from "@/lib/icons/sprite";
import { cn } from "@/lib/utils";

/** A list of points, each after a green check mark (what a product or package includes); `icon` is a sprite icon's id (default "check"). */
export function CheckList({ items, className, iconClassName = "size-4", icon = "check" }: { items: readonly string[]; className?: string; iconClassName?: string; icon?: SpriteIconName }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <InlineIcon name={icon} className={cn("text-success mt-0.5 shrink-0", iconClassName)} />
          {item}
        </li>
      ))}
    </ul>
  );
}
