import Link from "next/link";
import { InlineIcon } from "@/components/sprite-icon";
import { Button } from "@/components/ui/button";
import { COURSE_CHECKOUT_HREF, COURSE_CLAIMS } from "@/content/course";

/** A button to the course's checkout. */
export function BuyButton({ label, className, variant }: { label: string; className?: string; variant?: "default" | "secondary" }) {
  return (
    <Button asChild size="lg" variant={variant} className={className}>
      <Link href={COURSE_CHECKOUT_HREF}>
        <InlineIcon name="shopping-cart" /> {label}
      </Link>
    </Button>
  );
}

/** The course's selling points with check marks. */
export function ClaimList({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  return (
    <ul className={className}>
      {COURSE_CLAIMS.map((claim) => (
        <li key={claim} className="flex items-center gap-2">
          <InlineIcon name="check" className={iconClassName ?? "text-success size-4 shrink-0"} /> {claim}
        </li>
      ))}
    </ul>
  );
}
