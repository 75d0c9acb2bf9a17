"use client";

import { useTranslations } from "next-intl";
import { Dialog } from "radix-ui";
import { Lock } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";

/**
 * The FAQ generator's paywall at the free limit (the server answered 402): a modal dialog
 * with the buy link and "close". Loaded by FaqGenerator only when it opens, so the dialog
 * library is not part of the page's first JavaScript.
 */
export function FaqPaywall({ open, onOpenChange, paywallHref, priceText, guaranteeDays }: { open: boolean; onOpenChange: (open: boolean) => void; paywallHref: string; priceText: string; guaranteeDays: number }) {
  const t = useTranslations("Faq");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="bg-background fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border p-6 shadow-xl">
          <Lock className="text-primary size-8" aria-hidden />
          <Dialog.Title className="mt-3 text-lg font-semibold">{t("paywallTitle")}</Dialog.Title>
          <Dialog.Description className="text-muted-foreground mt-2 text-sm leading-relaxed">{t("paywallText", { days: guaranteeDays })}</Dialog.Description>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
            <a href={paywallHref} className={buttonVariants({ size: "lg" })}>
              {t("paywallBuy", { price: priceText })}
            </a>
            <Dialog.Close asChild>
              <Button variant="outline" size="lg">
                {t("paywallClose")}
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
