"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SeoDashboard } from "@/lib/seo-dashboard/dashboard";
import { decodePageAddress } from "@/lib/seo-dashboard/display";
import { PageRow } from "./page-row";

/** Pages listed at first and per "more" click; a scan may hold thousands. */
const PAGE_BATCH = 50;

/** The scanned pages, searchable by (decoded) address or title, PAGE_BATCH at a time. */
export function PageOverview({ data }: { data: SeoDashboard }) {
  const t = useTranslations("SeoDashboard");
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(PAGE_BATCH);
  const pages = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? data.pages.filter((p) => decodePageAddress(p.url).toLowerCase().includes(q) || p.url.toLowerCase().includes(q) || (p.title ?? "").toLowerCase().includes(q)) : data.pages;
  }, [data, query]);

  return (
    <section aria-labelledby="pages-title">
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="pages-title" className="text-xl font-bold">
            {t("pagesTitle")}
          </h2>
          {data.overview.totalPages > 0 && <p className="text-muted-foreground text-sm">{t("pagesChecked", { count: data.overview.totalPages })}</p>}
          {data.overview.notFetched > 0 && <p className="text-muted-foreground text-sm">{t("limitNote", { count: data.overview.notFetched })}</p>}
        </div>
        <div className="grid gap-1 sm:w-72">
          <Label htmlFor="seo-search" className="sr-only">
            {t("searchLabel")}
          </Label>
          <Input id="seo-search" type="search" placeholder={t("searchPlaceholder")} value={query} onChange={(e) => {
              setQuery(e.target.value);
              setShown(PAGE_BATCH);
            }}
          />
        </div>
      </div>
      {pages.length === 0 ? (
        <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center">{query.trim() ? t("noPagesFound") : t("noData")}</p>
      ) : (
        <>
          <ul className="divide-y rounded-xl border" data-testid="seo-pages">
            {pages.slice(0, shown).map((page) => (
              <PageRow key={page.url} page={page} adviceOf={(code) => (code && data.advice[code]) || data.fallbackAdvice} />
            ))}
          </ul>
          {pages.length > shown && (
            <Button variant="outline" className="mt-3 w-full" onClick={() => setShown((n) => n + PAGE_BATCH)}>
              {t("showMore", { shown, total: pages.length })}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
