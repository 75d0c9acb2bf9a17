import { formatEuro } from "@/content/products";

/**
 * A price in large type and, where the product had a higher one, that former price struck
 * through; screen readers hear `insteadOf(formerPrice)` instead of the struck-through figure.
 * Prices in euro cents.
 */
export function PriceTag({ priceCents, formerPriceCents, insteadOf }: { priceCents: number; formerPriceCents?: number; insteadOf: (formerPrice: string) => string }) {
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3">
      <span className="text-4xl font-extrabold tracking-tight">{formatEuro(priceCents)}</span>
      {formerPriceCents && (
        <>
          <span className="sr-only">{insteadOf(formatEuro(formerPriceCents))}</span>
          <span aria-hidden className="text-muted-foreground text-lg line-through">
            {formatEuro(formerPriceCents)}
          </span>
        </>
      )}
    </p>
  );
}
