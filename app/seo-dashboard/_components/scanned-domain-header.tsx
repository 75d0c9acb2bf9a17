"use client";

import { useFormatter, useTranslations } from "next-intl";
import { Loader2, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatScanTime } from "@/lib/seo-dashboard/display";

/**
 * The domain whose results are shown, when it was last scanned (Berlin time) and a
 * secondary button to scan it again; the page's main action is the URL form above.
 */
export function ScannedDomainHeader({ domain, lastScanAt, scanning, onRescan }: { domain: string; lastScanAt: string | null; scanning: boolean; onRescan: () => void }) {
  const t = useTranslations("SeoDashboard");
  const format = useFormatter();
  return (
    <section className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="text-muted-foreground text-sm">{t("currentDomain")}</p>
        <p className="text-xl font-bold break-all" data-testid="seo-domain">
          {domain}
        </p>
        {lastScanAt && <p className="text-muted-foreground text-sm">{t("lastScan", { date: formatScanTime(format, lastScanAt) })}</p>}
      </div>
      <Button onClick={onRescan} pending={scanning} variant="outline">
        {scanning ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
        {scanning ? t("scanning") : t("scan")}
      </Button>
    </section>
  );
}
