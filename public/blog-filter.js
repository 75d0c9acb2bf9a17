// The blog index's category filter, without React (app/blog/_components/blog-filter.tsx says what it does and why).
(() => {
  if (window.blogFilterReady) return;
  window.blogFilterReady = true;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest("[data-blog-filter] button[aria-pressed]") : null;
    const filter = button && button.closest("[data-blog-filter]");
    if (!filter) return;
    const buttons = [...filter.querySelectorAll("button[aria-pressed]")];
    const index = buttons.indexOf(button);
    const count = button.getAttribute("data-count");
    buttons.forEach((b, i) => b.setAttribute("aria-pressed", String(i === index)));
    const list = document.getElementById(filter.getAttribute("data-blog-filter"));
    if (list) index ? list.setAttribute("data-show", String(index)) : list.removeAttribute("data-show");
    const status = filter.querySelector("[data-count-status]");
    if (status) status.textContent = button.getAttribute("data-count-text");
    const empty = filter.querySelector("[data-empty]");
    if (empty) empty.hidden = count !== "0";
  });
})();
