"use client";

import type { ReactNode } from "react";

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/** The GA4 "begin_checkout" parameters for one package. */
function beginCheckoutParams(pkg: { id: string; name: string; priceCents: number }) {
  const value = pkg.priceCents / 100;
  return { currency: "EUR", value, items: [{ item_id: pkg.id, item_name: pkg.name, price: value, quantity: 1 }] };
}

/**
 * The external checkout link of a package: opens in a new tab and, when an analytics
 * function (gtag) exists on the page, reports begin_checkout first.
 */
export function CheckoutLink({ href, pkg, className, children }: { href: string; pkg: { id: string; name: string; priceCents: number }; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      onClick={() => {
        if (typeof window.gtag === "function") window.gtag("event", "begin_checkout", beginCheckoutParams(pkg));
      }}
    >
      {children}
    </a>
  );
}
