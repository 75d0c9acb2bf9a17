"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { ScanSearch } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { PrefillValue } from "@/lib/readiness/prefill";

/** Under a pre-filled field: where the value was found, linked to the page; "gefunden, bitte prüfen" when it was read in one place only. */
export function PrefillSource({ value }: { value: PrefillValue | undefined }) {
  const g = useTranslations("Generator");
  if (!value) return null;
  return (
    <span className="text-muted-foreground text-xs" data-testid="prefill-source">
      {g("prefill.foundIn")}{" "}
      <a href={value.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline-offset-2 hover:underline">
        {g(`prefill.source.${value.source}`)}
      </a>
      {value.certainty === "uncertain" && (
        <>
          {" – "}
          <strong className="font-semibold text-amber-800 dark:text-amber-300" data-testid="prefill-uncertain">
            {g("prefill.uncertain")}
          </strong>
        </>
      )}
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

/**
 * The values of the pre-filled fields, keyed like the form: spread over the form's state so
 * that a field the checker found nothing for keeps what it had.
 */
export function prefilledValues<K extends string>(fields: Partial<Record<K, PrefillValue>>): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const key of Object.keys(fields) as K[]) {
    const found = fields[key];
    if (found) values[key] = found.value;
  }
  return values;
}

/**
 * Runs `apply` once when the checker's pre-fill (from usePrefill) arrives after mount: the
 * generator copies it into its form and may generate at once.
 */
export function usePrefillEffect<P>(prefill: P | null, apply: (prefill: P) => void): void {
  useEffect(() => {
    if (prefill) apply(prefill);
    // `apply` is a new function on every render; running it once per pre-fill is the point
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);
}
