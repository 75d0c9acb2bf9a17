// A snippet package's external checkout link (app/snippet-pakete/_components/checkout-link.tsx) reports GA4 begin_checkout when the page has gtag.
(() => {
  if (window.checkoutEventReady) return;
  window.checkoutEventReady = true;
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[data-checkout-id]") : null;
    if (!link || typeof window.gtag !== "function") return;
    const value = Number(link.getAttribute("data-checkout-cents")) / 100;
    const item = { item_id: link.getAttribute("data-checkout-id"), item_name: link.getAttribute("data-checkout-name"), price: value, quantity: 1 };
    window.gtag("event", "begin_checkout", { currency: "EUR", value, items: [item] });
  });
})();
