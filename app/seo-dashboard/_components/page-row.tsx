"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { PageRecord } from "@/lib/seo-dashboard/dashboard";
import { decodePageAddress } from "@/lib/seo-dashboard/display";
import type { SeoIssueCode } from "@/lib/seo-crawl/issues";
import type { PageStatus } from "@/lib/seo-crawl/types";
import { cn } from "@/lib/utils";

const STATUS_KEYS: Record<PageStatus, string> = {
  indexed: "statusIndexed",
  crawled_not_indexed: "statusCrawledNotIndexed",
  discovered_not_indexed: "statusDiscoveredNotIndexed",
  not_indexed: "statusNotIndexed",
  reachable: "statusReachable",
  unreachable: "statusUnreachable",
  error: "statusError",
  blocked: "statusBlocked",
  timeout: "statusTimeout",
};
const GOOD: PageStatus[] = ["indexed", "reachable"];

function scoreClass(score: number): string {
  return score >= 80 ? "bg-emerald-100 text-emerald-900" : score >= 60 ? "bg-amber-100 text-amber-900" : "bg-red-100 text-red-900";
}

/** One scanned page: title, decoded address, status, indexability score and its issues with the advice to fix each. */
export function PageRow({ page, adviceOf }: { page: PageRecord; adviceOf: (code: SeoIssueCode | null) => string }) {
  const t = useTranslations("SeoDashboard");
  const address = decodePageAddress(page.url);
  return (
    <li className="p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {/* Whole, not cut with "…": on a phone there is no hover to read the rest, and the address says which page it is. */}
          <p className="font-medium break-words">{page.title ?? address}</p>
          <p className="text-muted-foreground text-xs break-all" data-testid="seo-page-address">
            {address}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge variant={GOOD.includes(page.status) ? "secondary" : "outline"}>{t(STATUS_KEYS[page.status] ?? "statusUnknown")}</Badge>
          <span className={cn("rounded-md px-2 py-0.5 text-sm font-semibold tabular-nums", scoreClass(page.indexabilityScore))} title={t("colScore")}>
            {page.indexabilityScore}
          </span>
        </div>
      </div>
      {page.issues.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="text-primary cursor-pointer">{t("issuesCount", { count: page.issues.length })}</summary>
          <ul className="mt-2 space-y-2">
            {page.issues.map((issue, i) => (
              <li key={i} className="bg-muted/50 rounded-md p-2">
                <p className="font-medium">{issue}</p>
                <p className="text-muted-foreground">
                  <span className="sr-only">{t("howToFix")}: </span>
                  {adviceOf(page.issueCodes[i] ?? null)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="text-muted-foreground mt-2 text-sm">{t("noIssues")}</p>
      )}
    </li>
  );
}
