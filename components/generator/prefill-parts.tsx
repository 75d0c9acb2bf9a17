"use client";

import { useTranslations } from "next-intl";
import { ScanSearch } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { PrefillValue } from "@/lib/readiness/prefill";

/** Under a pre-filled field: where the value was found, linked to the page. */
export function PrefillSource({ value }: { value: PrefillValue | undefined }) {
  const g = useTranslations("Generator");
  if (!value) return null;
  return (
    <span className="text-muted-foreground text-xs" data-testid="prefill-source">
      {g("prefill.foundIn")}{" "}
      <a href={value.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline-offset-2 hover:underline">
        {g(`prefill.source.${value.source}`)}
      </a>
    </span>
  );
}

/** Above a pre-filled form: the values come from the check and can be changed. */
export function PrefillBanner({ site }: { site: string }) {
  const g = useTranslations("Generator");
  return (
    <Alert data-testid="prefill-banner">
      <ScanSearch aria-hidden />
      <AlertTitle className="line-clamp-none">{g("prefill.title")}</AlertTitle>
      <AlertDescription>{g("prefill.text", { site })}</AlertDescription>
    </Alert>
  );
}
