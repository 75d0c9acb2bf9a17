import Link from "next/link";

export interface MobileMenuGroup {
  heading: string;
  links: { href: string; label: string }[];
}

// The looks are the `.menu` rules of app/layout.css, the icons (menu, and x while open)
// views of the sprite public/icons.svg: no classes or SVG here, which the page would carry
// twice (HTML and RSC payload).

/**
 * The header's menu below the `lg` breakpoint, server-rendered without a client component:
 * a button that opens a popover panel of link groups (disclosure pattern, WAI-ARIA APG).
 * The browser's popover gives Escape, light dismiss and the return of focus; the static
 * script public/menu.js the rest (aria-expanded, focus on opening, Tab cycle, closing on a
 * link), loaded deferred from a file rather than inline, so the page does not carry it
 * twice. Without script the menu still opens and closes.
 */
export function MobileMenu({ label, groups }: { label: string; groups: MobileMenuGroup[] }) {
  return (
    <div className="menu">
      <button type="button" popoverTarget="site-menu" aria-controls="site-menu">
        <span className="sr-only">{label}</span>
      </button>
      <div id="site-menu" popover="auto">
        <div>
          {groups.map((group) => (
            <div key={group.heading}>
              <p>{group.heading}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <script src="/menu.js" defer />
    </div>
  );
}
