"use client";

import { useTranslations } from "next-intl";
import { AlertOctagon, AlertTriangle, Info } from "lucide-react";
import type { SeoDashboard } from "@/lib/seo-dashboard/dashboard";
import { decodePageAddress } from "@/lib/seo-dashboard/display";
import { cn } from "@/lib/utils";

const LOOK = {
  critical: { Icon: AlertOctagon, tone: "border-red-200 bg-red-50 text-red-950", label: "alertCritical" },
  warning: { Icon: AlertTriangle, tone: "border-amber-200 bg-amber-50 text-amber-950", label: "alertWarning" },
  info: { Icon: Info, tone: "border-sky-200 bg-sky-50 text-sky-950", label: "alertInfo" },
} as const;

/** The scan's warnings, critical first (as the API sends them), and the sitemap files that were not read. */
export function SeoAlerts({ alerts, sitemapProblems }: Pick<SeoDashboard, "alerts" | "sitemapProblems">) {
  const t = useTranslations("SeoDashboard");
  return (
    <section aria-labelledby="alerts-title">
      <h2 id="alerts-title" className="mb-3 text-xl font-bold">
        {t("alertsTitle")}
      </h2>
      {alerts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("noAlerts")}</p>
      ) : (
        <ul className="space-y-2" data-testid="seo-alerts">
          {alerts.map((alert, i) => {
            const { Icon, tone, label } = LOOK[alert.type === "critical" || alert.type === "warning" ? alert.type : "info"];
            return (
              <li key={i} className={cn("flex gap-3 rounded-lg border p-3 text-sm", tone)}>
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
                <div className="min-w-0">
                  <span className="font-semibold">{t(label)}: </span>
                  {alert.message}
                  {alert.page && <span className="block text-xs break-all opacity-80">{decodePageAddress(alert.page)}</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {sitemapProblems.length > 0 && (
        <div className="mt-4 text-sm" data-testid="sitemap-problems">
          <h3 className="font-semibold">{t("sitemapProblemsTitle")}</h3>
          <ul className="mt-1 space-y-1">
            {sitemapProblems.map((file, i) => (
              <li key={i}>
                <span className="font-mono text-xs break-all">{decodePageAddress(file.url)}</span>: {file.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
