import Link from "next/link";
import { Menu, X } from "lucide-react";
import { StaticIcon } from "@/components/static-icon";

export interface MobileMenuGroup {
  heading: string;
  links: { href: string; label: string }[];
}

const PANEL_ID = "site-menu";

/**
 * What React would do for the menu, in 0.6 KB of plain script that no chunk ships: the
 * popover itself opens, closes on Escape or a click outside and hands focus back to its
 * button without any script. This adds the rest of the disclosure pattern: aria-expanded
 * follows the panel, opening focuses its first link, Tab and Shift+Tab cycle through the
 * button and the links while it is open, and following a link closes it (a client-side
 * navigation keeps the header and its open popover). Listeners sit on the document in the
 * capture phase (a popover's toggle event does not bubble), so they hold whatever React
 * does with the header's nodes.
 */
const MENU_SCRIPT = `(()=>{const d=document,id=${JSON.stringify(PANEL_ID)};
const parts=()=>{const p=d.getElementById(id);return p&&{p,b:d.querySelector('[popovertarget="'+id+'"]')}};
d.addEventListener("toggle",e=>{if(e.target.id!==id)return;const m=parts(),open=e.newState==="open";
m.b&&m.b.setAttribute("aria-expanded",String(open));if(open){const a=m.p.querySelector("a[href]");a&&a.focus()}},true);
d.addEventListener("click",e=>{const m=parts();if(m&&e.target.closest&&e.target.closest("#"+id+" a[href]")&&m.p.matches(":popover-open"))m.p.hidePopover()},true);
d.addEventListener("keydown",e=>{const m=parts();if(e.key!=="Tab"||!m||!m.b||!m.p.matches(":popover-open"))return;
const f=[m.b,...m.p.querySelectorAll("a[href]")],a=d.activeElement,i=f.includes(a),first=f[0],last=f[f.length-1];
if(e.shiftKey&&(a===first||!i)){e.preventDefault();last.focus()}else if(!e.shiftKey&&(a===last||!i)){e.preventDefault();first.focus()}})})()`;

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
        aria-expanded="false"
        aria-controls={PANEL_ID}
        className="inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
      >
        <StaticIcon icon={Menu} className="size-5 group-has-[:popover-open]:hidden" />
        <StaticIcon icon={X} className="hidden size-5 group-has-[:popover-open]:block" />
        <span className="sr-only">{label}</span>
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        className="inset-x-0 top-16 bottom-auto m-0 h-auto max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-0 border-b bg-background p-0 text-foreground shadow-lg"
      >
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-5 sm:grid-cols-2 sm:px-6">
          {groups.map((group) => (
            <div key={group.heading}>
              <p className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">{group.heading}</p>
              <ul className="mt-2 grid gap-1">
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
