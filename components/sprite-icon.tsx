import type { SpriteIconName } from "@/lib/icons/sprite";

/**
 * A decorative lucide icon from the sprite public/icons.svg (lib/icons/sprite.ts), hidden
 * from screen readers. The stroke comes from the symbol; size and colour from `className`
 * or a rule of the element around it.
 * @param name the icon's symbol id, e.g. "arrow-right"
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
