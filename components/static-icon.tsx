import { createElement } from "react";
import type { LucideIcon } from "lucide-react";

/** One element of a lucide icon: tag and SVG attributes (lucide's own `key` among them). */
type IconNode = readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];

/** What a lucide-react icon's forwardRef render returns: `<Icon icon={{ node }} …/>`. */
type IconRender = (props: object, ref: null) => { props?: { icon?: { node?: IconNode } } } | null;

const nodes = new WeakMap<LucideIcon, IconNode>();

/**
 * The drawing of a lucide-react icon: lucide-react 1.x builds each icon as
 * forwardRef(props => <Icon icon={{ name, node }} …/>), so its render function hands out the node.
 * @throws Error when the icon is not built that way (a lucide-react upgrade changed it; static-icon.test.ts notices)
 */
export function iconNode(icon: LucideIcon): IconNode {
  let node = nodes.get(icon);
  if (!node) {
    node = (icon as unknown as { render?: IconRender }).render?.({}, null)?.props?.icon?.node;
    if (!node) throw new Error(`lucide-react icon ${icon.displayName ?? "?"} has no icon node`);
    nodes.set(icon, node);
  }
  return node;
}

/**
 * A decorative lucide icon drawn by the server as plain SVG: `<svg viewBox class="icon …"
 * aria-hidden>` with the icon's paths.
 *
 * Why not lucide-react's own component in a server component: it is a client component
 * ("use client", for its React context), so each icon is sent twice, as SVG with nine
 * attributes in the HTML and as its drawing, passed as props, in the RSC payload (the
 * home page had 99: 35 KB of SVG in its HTML alone). Here the payload holds plain
 * elements, and the attributes every lucide icon shares (24 px, stroke, no fill) come
 * from the `.icon` class in app/globals.css, in the base layer, so any utility
 * (`size-4`, a button's svg rule) overrides them as it overrides lucide's attributes.
 *
 * @param icon a lucide-react icon component, e.g. `ArrowRight`
 * @param className utilities added after `icon`
 */
export function StaticIcon({ icon, className }: { icon: LucideIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className ? `icon ${className}` : "icon"}>
      {iconNode(icon).map(([tag, { key: _key, ...attributes }], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
