"use client";

import { useTranslations } from "next-intl";

/**
 * A queued or running scan as progress, not as a result: what the crawler has fetched
 * so far (the total is unknown until it ends, so the bar is indeterminate, WAI-ARIA
 * progressbar without aria-valuenow) and a polite live region for screen readers.
 */
export function ScanProgress({ status, pagesFound }: { status: string; pagesFound: number }) {
  const t = useTranslations("SeoDashboard");
  const text = status === "queued" ? t("scanQueued") : t("scanRunning", { count: pagesFound });
  return (
    <section className="bg-card space-y-3 rounded-xl border p-5" data-testid="seo-scan-progress">
      <p role="status" aria-live="polite" className="font-medium">
        {text}
      </p>
      <div role="progressbar" aria-label={t("progressLabel")} aria-valuetext={text} className="bg-muted h-2 overflow-hidden rounded-full">
        <div className="bg-primary/70 h-full w-full rounded-full motion-safe:animate-pulse" />
      </div>
      <p className="text-muted-foreground text-sm">{t("scanProgressHint")}</p>
    </section>
  );
}
