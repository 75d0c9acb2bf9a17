"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ShoppingCart, X } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The viewer's top bar: its title, the buy button and "Kurs beenden". */
export function ViewerHeader({ checkoutHref, price, onClose }: { checkoutHref: string; price: string; onClose: () => void }) {
  const t = useTranslations("CourseViewer");
  return (
    <header className="flex shrink-0 items-center justify-between gap-3 border-b px-4 py-3 sm:px-6">
      <h2 id="course-viewer-title" className="min-w-0 truncate text-base font-semibold sm:text-lg">
        {t("dialogTitle")}
      </h2>
      <div className="flex shrink-0 items-center gap-2">
        <Button asChild size="sm">
          <Link href={checkoutHref} aria-label={t("buyLabel", { price })}>
            <ShoppingCart aria-hidden /> {t("buy", { price })}
          </Link>
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onClose}>
          <X aria-hidden /> <span className="sr-only sm:not-sr-only">{t("close")}</span>
        </Button>
      </div>
    </header>
  );
}
