import Link from "next/link";
import type { ReactNode } from "react";
import { SpriteIcon } from "@/components/sprite-icon";
import type { SpriteIconName } from "@/lib/icons/sprite";

/** Keys into messages/de.json ("Home"), each with its icon from the sprite (lib/icons/sprite.ts). */
export type KeyedIcons = readonly { key: string; icon: SpriteIconName }[];

/**
 * A section of the home page: the heading (id `${id}-heading`), an intro under it where
 * given, then the content. `muted`: on a tinted band; `anchor`: the section's own id;
 * `smallIntro`: the intro in body size on wide screens too. Styles: app/home.css.
 */
export function HomeSection({ id, heading, intro, smallIntro, muted, anchor, className, children }: { id: string; heading: string; intro?: string; smallIntro?: boolean; muted?: boolean; anchor?: string; className?: string; children: ReactNode }) {
  const title = (
    <h2 id={`${id}-heading`} className="h2">
      {heading}
    </h2>
  );
  return (
    <section {...(anchor && { id: anchor })} aria-labelledby={`${id}-heading`} className={["hs", muted && "muted", className].filter(Boolean).join(" ")}>
      <div className="wrap">
        {intro ? (
          <div className={smallIntro ? "intro small" : "intro"}>
            {title}
            <p>{intro}</p>
          </div>
        ) : (
          title
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * A call to action: a link that looks like shadcn's Button (size lg, or default with
 * `medium`), an arrow after its label unless `plain`; `className` adds utilities.
 */
export function CtaLink({ href, label, variant, medium, plain, className }: { href: string; label: string; variant?: "outline"; medium?: boolean; plain?: boolean; className?: string }) {
  return (
    <Link href={href} className={["btn cta", variant, medium && "md", !plain && "go", className].filter(Boolean).join(" ")}>
      {label}
    </Link>
  );
}

/** Cards with an icon tile, a heading and a text each: `${prefix}.items.${key}.title|text`. */
export function IconCards({ items, t, prefix }: { items: KeyedIcons; t: (key: string) => string; prefix: string }) {
  return (
    <ul className="cards sm:grid-cols-2 lg:grid-cols-3">
      {items.map(({ key, icon }) => (
        <li key={key}>
          <SpriteIcon name={icon} kind="tile" />
          <h3>{t(`${prefix}.items.${key}.title`)}</h3>
          <p>{t(`${prefix}.items.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
