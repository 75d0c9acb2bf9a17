import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { StaticIcon } from "@/components/static-icon";

/**
 * A decorative icon centred on a tile, hidden from screen readers: the tile's size, shape
 * and colours come from `className`, the icon's size from `iconClassName`.
 */
export function IconTile({ icon, className, iconClassName }: { icon: LucideIcon; className: string; iconClassName: string }) {
  return (
    <span aria-hidden="true" className={cn("flex items-center justify-center", className)}>
      <StaticIcon icon={icon} className={iconClassName} />
    </span>
  );
}
