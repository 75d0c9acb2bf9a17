import type { ReactNode } from "react";

/**
 * The external checkout link of a package: opens in a new tab and, when an analytics
 * function (gtag) exists on the page, reports GA4's begin_checkout first (currency EUR,
 * value in euros, the package as the one item). The report is sent by the static script
 * public/checkout-event.js, loaded async with the link (React hoists it and runs it once):
 * as a client component this link was a chunk that every page prefetching /snippet-pakete
 * loaded, also where no package has a checkout.
 */
export function CheckoutLink({ href, pkg, className, children }: { href: string; pkg: { id: string; name: string; priceCents: number }; className?: string; children: ReactNode }) {
  return (
    <>
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} data-checkout-id={pkg.id} data-checkout-name={pkg.name} data-checkout-cents={pkg.priceCents}>
        {children}
      </a>
      <script src="/checkout-event.js" async />
    </>
  );
}
