import Link from "next/link";
import { Menu, X } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";

export interface MobileMenuGroup {
  heading: string;
  links: { href: string; label: string }[];
}

const PANEL_ID = "site-menu";
// The looks are the `menu-*` rules of app/globals.css: one short class instead of the
// utilities, which the page would carry twice (HTML and RSC payload).

/**
 * What React would do for the menu, in 0.6 KB of plain script that no chunk ships: the
 * popover itself opens, closes on Escape or a click outside and hands focus back to its
 * button without any script, and browsers expose a popover button's expanded state. This
 * adds the rest of the disclosure pattern: an aria-expanded attribute that follows the panel
 * (set here, not in the markup, so that without script the browser's own state is not
 * overridden by a stale "false"), opening focuses its first link, Tab and Shift+Tab cycle through the
 * button and the links while it is open, and following a link closes it (a client-side
 * navigation keeps the header and its open popover). Listeners sit on the document in the
 * capture phase (a popover's toggle event does not bubble), so they hold whatever React
 * does with the header's nodes.
 */
const MENU_SCRIPT = `(()=>{const d=document,q=()=>[d.getElementById("${PANEL_ID}"),d.querySelector('[popovertarget="${PANEL_ID}"]')],o=p=>p&&p.matches(":popover-open");
q()[1]?.setAttribute("aria-expanded","false");
d.addEventListener("toggle",e=>{const[p,b]=q();if(e.target!==p)return;b&&b.setAttribute("aria-expanded",o(p));o(p)&&p.querySelector("a")?.focus()},!0);
d.addEventListener("click",e=>{const[p]=q();o(p)&&e.target.closest?.("a")&&p.contains(e.target)&&p.hidePopover()},!0);
d.addEventListener("keydown",e=>{const[p,b]=q();if(e.key!="Tab"||!b||!o(p))return;const f=[b,...p.querySelectorAll("a")],a=d.activeElement,l=f.at(-1),t=e.shiftKey?(a==b||!f.includes(a))&&l:(a==l||!f.includes(a))&&b;t&&(e.preventDefault(),t.focus())})})()`;

/**
 * The header's menu below the `lg` breakpoint, server-rendered without a client component:
 * a button that opens a popover panel of link groups (disclosure pattern, WAI-ARIA APG).
 * The browser's popover gives Escape, light dismiss and the return of focus; MENU_SCRIPT
 * (inline, a few hundred bytes) the rest. Without script the menu still opens and closes.
 */
export function MobileMenu({ label, groups }: { label: string; groups: MobileMenuGroup[] }) {
  return (
    <div className="group lg:hidden">
      <button
        type="button"
        popoverTarget={PANEL_ID}
        aria-controls={PANEL_ID}
        className="menu-button"
      >
        <StaticIcon icon={Menu} className="size-5 group-has-[:popover-open]:hidden" />
        <StaticIcon icon={X} className="hidden size-5 group-has-[:popover-open]:block" />
        <span className="sr-only">{label}</span>
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        className="menu-panel"
      >
        <div>
          {groups.map((group) => (
            <div key={group.heading}>
              <p>{group.heading}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="menu-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
      <script dangerouslySetInnerHTML={{ __html: MENU_SCRIPT }} />
    </div>
  );
}
