/*
 * The header's phone menu (components/mobile-menu.tsx): what React would do for it, in plain
 * script that no chunk ships. The popover itself opens, closes on Escape or a click outside
 * and hands focus back to its button without any script, and browsers expose a popover
 * button's expanded state. This adds the rest of the disclosure pattern: an aria-expanded
 * attribute that follows the panel (set here, not in the markup, so that without script the
 * browser's own state is not overridden by a stale "false"), opening focuses its first link,
 * Tab and Shift+Tab cycle through the button and the links while it is open, and following a
 * link closes it (a client-side navigation keeps the header and its open popover). Listeners
 * sit on the document in the capture phase (a popover's toggle event does not bubble), so
 * they hold whatever React does with the header's nodes. A static file (CSP script-src
 * 'self'), loaded deferred: inline, the page carried it twice (HTML and RSC payload).
 */
(() => {
  const d = document;
  const q = () => [d.getElementById("site-menu"), d.querySelector('[popovertarget="site-menu"]')];
  const open = (p) => p && p.matches(":popover-open");
  q()[1]?.setAttribute("aria-expanded", "false");
  d.addEventListener(
    "toggle",
    (e) => {
      const [p, b] = q();
      if (e.target !== p) return;
      b && b.setAttribute("aria-expanded", open(p));
      open(p) && p.querySelector("a")?.focus();
    },
    true,
  );
  d.addEventListener(
    "click",
    (e) => {
      const [p] = q();
      open(p) && e.target.closest?.("a") && p.contains(e.target) && p.hidePopover();
    },
    true,
  );
  d.addEventListener(
    "keydown",
    (e) => {
      const [p, b] = q();
      if (e.key != "Tab" || !b || !open(p)) return;
      const f = [b, ...p.querySelectorAll("a")];
      const a = d.activeElement;
      const l = f.at(-1);
      const t = e.shiftKey ? (a == b || !f.includes(a)) && l : (a == l || !f.includes(a)) && b;
      t && (e.preventDefault(), t.focus());
    },
    true,
  );
})();
