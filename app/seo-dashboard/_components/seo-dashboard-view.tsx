"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import type { SeoDashboard } from "@/lib/seo-dashboard/dashboard";
import { IndexFunnel } from "./index-funnel";
import { PageOverview } from "./page-overview";
import { ScanProgress } from "./scan-progress";
import { ScannedDomainHeader } from "./scanned-domain-header";
import { SeoAlerts } from "./seo-alerts";
import { SiteUrlForm } from "./site-url-form";
import { useSeoDashboard } from "./use-seo-dashboard";

/**
 * The SEO dashboard: the visitor's URL form first (the main action), then the shown
 * domain with a rescan button, the progress of a running scan, and the results of the
 * newest finished scan (funnel, alerts, searchable pages with advice). Data comes from
 * GET /api/seo/dashboard/{domain}; texts and advice are rendered on the server.
 */
export function SeoDashboardView({ initialDomain, initialData }: { initialDomain: string; initialData: SeoDashboard | null }) {
  const t = useTranslations("SeoDashboard");
  const { domain, data, loadError, loading, scanError, scanning, scan, show } = useSeoDashboard(initialDomain, initialData);
  const [monitor, setMonitor] = useState(false);
  const [chosen, setChosen] = useState(false);
  const latest = data?.latestScan ?? null;

  return (
    <div className="space-y-8">
      <SiteUrlForm monitor={monitor} onMonitorChange={setMonitor} serverError={scanError} onAnalyse={(target) => {
          setChosen(true);
          void show(target, monitor);
        }}
      />
      {(chosen || latest) && <ScannedDomainHeader domain={domain} lastScanAt={data?.overview.lastScanAt ?? null} scanning={scanning} onRescan={() => void scan(monitor)} />}
      {latest?.status === "failed" && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {t("scanFailed", { error: latest.error ?? "" })}
        </p>
      )}
      {scanning && <ScanProgress status={latest?.status === "running" ? "running" : "queued"} pagesFound={latest?.pagesFound ?? 0} />}
      {loadError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 className="font-semibold text-red-900">{t("loadErrorTitle")}</h2>
          <p className="text-sm text-red-900">{t("loadErrorText")}</p>
        </div>
      ) : loading || !data ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 py-10">
          <Loader2 className="size-5 animate-spin" aria-hidden /> {t("loading")}
        </p>
      ) : data.isEstimate ? (
        !scanning && !latest && <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center">{t("noScanYet")}</p>
      ) : (
        <>
          <IndexFunnel data={data} />
          <SeoAlerts alerts={data.alerts} sitemapProblems={data.sitemapProblems} />
          <PageOverview key={domain} data={data} />
        </>
      )}
    </div>
  );
}
