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

/**
 * A decorative sprite icon in place of an inline lucide SVG, for markup written with
 * utilities: an empty `<svg aria-hidden>` of class `si` (app/globals.css: 24 px, inline, the
 * sprite's view as a mask over the text colour). Being an `<svg>`, it takes the rules
 * shadcn's Button and Badge give an icon (`[&_svg]:size-4`, `has-[>svg]:px-3` …), and
 * utilities (`size-4`, `text-success`) override the base size and colour as they did
 * lucide's attributes. The page carries one class, not the icon's paths, in its HTML and
 * again in its RSC payload, and no lucide-react module reaches the browser.
 * @param name the icon's id, e.g. "arrow-left"
 * @param className utilities added after `si i-<name>`
 */
export function InlineIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return <svg aria-hidden="true" className={className ? `si i-${name} ${className}` : `si i-${name}`} />;
}
