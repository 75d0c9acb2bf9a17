import type { SpriteIconName } from "@/lib/icons/sprite";

/**
 * A decorative lucide icon from the sprite public/icons.svg (lib/icons/sprite.ts), drawn by
 * CSS as a mask in the text colour: an empty `<i>`, which screen readers pass over. `ic` is
 * the bare icon (24 px unless a rule of the element around it sizes it), `tile` the icon on
 * a tile (app/home.css).
 * @param name the icon's id, e.g. "arrow-right"
 * @param kind "ic" (default) or "tile"
 */
export function SpriteIcon({ name, kind = "ic" }: { name: SpriteIconName; kind?: "ic" | "tile" }) {
  return <i className={`${kind} i-${name}`} />;
}
