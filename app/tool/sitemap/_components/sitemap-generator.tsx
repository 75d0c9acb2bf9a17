"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { AlertCircle, ListTree, Plus, Trash2 } from "lucide-react";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { FormField } from "@/components/form-field";
import { useGenerator } from "@/components/generator/generator-parts";
import { PrefillBanner, usePrefillEffect } from "@/components/generator/prefill-parts";
import { usePrefill } from "@/lib/readiness/prefill-handoff";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { PlainButton } from "@/components/ui/plain-button";
import { commitThenFocus } from "@/lib/client/commit-then-focus";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/select-options";
import {
  CHANGEFREQS,
  defaultSitemapPages,
  newSitemapPage,
  PRIORITIES,
  reviewSitemap,
  SitemapError,
  sitemapXmlOf,
  todayW3c,
  type Changefreq,
  type SitemapPage,
} from "@/lib/generators/sitemap";

type Row = SitemapPage & { key: number };

export function SitemapGeneratorForm() {
  const t = useTranslations("SitemapGenerator");
  const [baseUrl, setBaseUrl] = useState("");
  const [rows, setRows] = useState<Row[]>(() => defaultSitemapPages("").map((p, key) => ({ ...p, key })));
  const nextKey = useRef(rows.length);
  const { generated, generate } = useGenerator("sitemap");
  const [submitError, setSubmitError] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // A page added takes the focus in its path field; a page removed gives it to the page that took its place (the last,
  // if it was the last): its button is gone, and the focus would fall to the page's start (WCAG 2.2, 2.4.3).
  const changeRows = (next: Row[], at: number) => {
    const key = next[Math.min(at, next.length - 1)]?.key;
    commitThenFocus(() => setRows(next), () => (key === undefined ? addButton.current : document.getElementById(`smg-url-${key}`)));
  };

  // "Today" is the visitor's date, known only in the browser.
  useEffect(() => {
    const today = todayW3c();
    setRows((rs) => rs.map((r) => (r.lastmod ? r : { ...r, lastmod: today })));
  }, []);

  const prefill = usePrefill("/tool/sitemap");
  usePrefillEffect(prefill, ({ baseUrl: site, paths }) => {
    if (paths.length === 0) return;
    const today = todayW3c();
    setBaseUrl(site);
    setRows(paths.map((url, key) => ({ url, priority: url === "/" ? 1 : 0.8, changefreq: "monthly", lastmod: today, key })));
    nextKey.current = paths.length;
    generate();
  });

  const update = (key: number, patch: Partial<SitemapPage>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  let code = "";
  let problems: string[] = [];
  let error: string | null = null;
  let count = 0;
  if (generated) {
    try {
      const form = { baseUrl, pages: rows };
      const review = reviewSitemap(form);
      problems = review.problems.map((p) => t(`problem.${p.code}`, p));
      count = review.entries.length;
      code = sitemapXmlOf(review.entries);
    } catch (e) {
      if (!(e instanceof SitemapError)) throw e;
      error = t(`error.${e.code}`, e.params);
    }
  }

  return (
    <GeneratorLayout
      formTitle={t("formTitle")}
      onSubmit={() => {
        if (!baseUrl.trim()) {
          setSubmitError(t("error.baseUrlRequired"));
          return;
        }
        setSubmitError(null);
        generate();
      }}
      noValidate
      submit={{ icon: ListTree, label: t("generate") }}
      problems={problems}
      aside={
        <>
          {prefill && <PrefillBanner site={prefill.baseUrl} />}
          {prefill && <p className="text-muted-foreground text-sm" data-testid="prefill-source">{t(`prefillSource.${prefill.source}`, { count: prefill.paths.length })}</p>}
          {error && generated && (
            <Alert variant="destructive" data-testid="sitemap-output-error">
              <AlertCircle aria-hidden />
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          {code && <p className="text-muted-foreground text-sm">{t("urlCount", { count })}</p>}
        </>
      }
      output={{ title: "sitemap.xml", code, emptyText: t("empty"), copiedMessage: t("copiedMessage"), download: { fileName: "sitemap.xml", mimeType: "application/xml;charset=utf-8" } }}
    >
      <FormField id="smg-base" required label={t("baseUrl")}>
        <Input
          id="smg-base"
          type="url"
          inputMode="url"
          value={baseUrl}
          onChange={(e) => setBaseUrl(e.target.value)}
          placeholder={t("baseUrlPlaceholder")}
          required
          aria-required
          aria-invalid={submitError ? true : undefined}
          aria-describedby={submitError ? "sitemap-error" : undefined}
          maxLength={300}
        />
      </FormField>
      {submitError && (
        <Alert id="sitemap-error" variant="destructive" data-testid="sitemap-error">
          <AlertCircle aria-hidden />
          <AlertDescription>{submitError}</AlertDescription>
        </Alert>
      )}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("pagesTitle")}</legend>
        <ol className="flex flex-col gap-3">
          {rows.map((row, i) => (
            <li key={row.key} className="flex flex-col gap-2 rounded-lg border p-3" aria-label={t("pageLabel", { n: i + 1 })}>
              <div className="flex items-end gap-2">
                <FormField id={`smg-url-${row.key}`} label={t("pageUrl")} className="flex min-w-0 flex-1 flex-col gap-1">
                  <Input id={`smg-url-${row.key}`} value={row.url} onChange={(e) => update(row.key, { url: e.target.value })} placeholder="/leistungen" className="font-mono" maxLength={500} />
                </FormField>
                <PlainButton type="button" variant="ghost" size="icon" onClick={() => changeRows(rows.filter((r) => r.key !== row.key), i)} aria-label={t("removePage", { n: i + 1 })}>
                  <Trash2 aria-hidden />
                </PlainButton>
              </div>
              {/* One field per line below 400 px: "Änderungshäufigkeit" and "monatlich" need the width (WCAG 1.4.10). */}
              <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 sm:grid-cols-3">
                <FormField id={`smg-priority-${row.key}`} label={t("priority")} className="flex flex-col gap-1">
                  <NativeSelect id={`smg-priority-${row.key}`} value={String(row.priority ?? 0.5)} onChange={(e) => update(row.key, { priority: Number(e.target.value) })}>
                    <SelectOptions values={PRIORITIES} label={(p) => p.toFixed(1).replace(".", ",")} />
                  </NativeSelect>
                </FormField>
                <FormField id={`smg-freq-${row.key}`} label={t("changefreq")} className="flex flex-col gap-1">
                  <NativeSelect id={`smg-freq-${row.key}`} value={row.changefreq ?? "monthly"} onChange={(e) => update(row.key, { changefreq: e.target.value as Changefreq })}>
                    <SelectOptions values={CHANGEFREQS} label={(c) => t(`changefreqs.${c}`)} />
                  </NativeSelect>
                </FormField>
                <FormField id={`smg-date-${row.key}`} label={t("lastmod")} className="flex flex-col gap-1 min-[400px]:col-span-2 sm:col-span-1">
                  <Input id={`smg-date-${row.key}`} type="date" value={row.lastmod ?? ""} onChange={(e) => update(row.key, { lastmod: e.target.value })} />
                </FormField>
              </div>
            </li>
          ))}
        </ol>
        <PlainButton
          type="button"
          variant="outline"
          ref={addButton}
          onClick={() => changeRows([...rows, { ...newSitemapPage(todayW3c()), key: nextKey.current++ }], rows.length)}
          className="self-start"
        >
          <Plus aria-hidden /> {t("addPage")}
        </PlainButton>
      </fieldset>
    </GeneratorLayout>
  );
}
