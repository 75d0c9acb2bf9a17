"use client";

import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";

/**
 * The viewer's place in the course: `current` (1-based), `previous`, and `next`, which
 * on the last free slide shows `premiumMessage` and goes to `checkoutHref` instead of
 * advancing (`leaving` then blocks further turns).
 * `freeSlides` is how many slides may be turned to (all of them for a buyer).
 */
export function useSlideNavigation({ total, freeSlides, premiumMessage, checkoutHref }: { total: number; freeSlides: number; premiumMessage: string; checkoutHref: string }) {
  const router = useRouter();
  const [current, setCurrent] = useState(1);
  const [leaving, setLeaving] = useState(false);
  const previous = useCallback(() => {
    if (!leaving) setCurrent((n) => Math.max(1, n - 1));
  }, [leaving]);
  const next = useCallback(() => {
    if (leaving || current >= total) return;
    if (current >= freeSlides) {
      // Premium gate: the alert, then checkout.
      setLeaving(true);
      window.alert(premiumMessage);
      router.push(checkoutHref);
      return;
    }
    setCurrent(current + 1);
  }, [leaving, current, total, freeSlides, premiumMessage, router, checkoutHref]);
  return { current, leaving, previous, next };
}
