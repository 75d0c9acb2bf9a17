"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Check, Share2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Copies the link of this result (with its Open Graph image) to the clipboard. */
export function ShareResult({ token }: { token: string }) {
  const t = useTranslations("Engines");
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        type="button"
        variant="outline"
        size="sm"
        data-testid="share-result"
        onClick={async () => {
          const url = `${window.location.origin}/ki-search-tool?ergebnis=${encodeURIComponent(token)}`;
          await navigator.clipboard?.writeText(url).catch(() => undefined);
          setCopied(true);
          setTimeout(() => setCopied(false), 2500);
        }}
      >
        {copied ? <Check aria-hidden /> : <Share2 aria-hidden />}
        <span aria-live="polite">{copied ? t("shareCopied") : t("share")}</span>
      </Button>
      <span className="text-muted-foreground text-xs">{t("shareHint")}</span>
    </div>
  );
}
