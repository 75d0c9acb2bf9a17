"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useTranslations } from "next-intl";
import { Gauge, ScanSearch } from "lucide-react";
import { EmptyResultCard, LoadingResultCard } from "@/components/result-placeholder";
import { FormField } from "@/components/form-field";
import { RunButton, RunError } from "@/components/run-button";
import { FormCard } from "@/components/form-card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/select-options";
import { fetchJson } from "@/lib/client/fetch-json";
import { showFormError } from "@/lib/client/show-form-error";
import { cn } from "@/lib/utils";
import { BUSINESS_KINDS } from "@/lib/readiness/business-kinds";
import { normalizeWebsiteUrl } from "@/lib/readiness/normalize-url";
import type { WebsiteCheckResult } from "@/lib/readiness/types";
import { TitledCard } from "./titled-card";

/** Shown while the report's code loads (a kept result on return from a generator). */
function ResultCodeLoading() {
  const t = useTranslations("Checker");
  return <LoadingResultCard title={t("loadingTitle")} text={t("loadingText")} />;
}

/**
 * The report with its fix kit: its code loads when a check starts or a kept result returns,
 * not with the page (React.lazy: next/dynamic would add its own runtime, ~2 KB, to the page).
 */
const CheckResult = lazy(() => import("./check-result").then((m) => ({ default: m.CheckResult })));

type Status = "idle" | "loading" | "result";

/** An error for the visitor: Checker "failedTitle" as title (server-side failures), a German detail. */
interface CheckError {
  title?: string;
  detail: string;
}

/**
 * Posts the URL to /api/website-check: the result, or the error to show (4xx → the
 * server's message; 5xx and 429 → `failed` as title too; no answer → `failed`).
 * @param failed the German "Fehler bei der Website-Analyse …" (Checker "failedTitle")
 */
async function requestCheck(url: string, businessKind: string, signal: AbortSignal, failed: string): Promise<{ result: WebsiteCheckResult } | { error: CheckError }> {
  const answer = await fetchJson<WebsiteCheckResult>("/api/website-check", { body: { url, businessKind }, signal, messages: { failed } });
  if (answer.ok && typeof answer.data.overallScore === "number") return { result: answer.data };
  if (answer.ok) return { error: { detail: failed } };
  const serverSide = answer.status >= 500 || answer.status === 429;
  return { error: serverSide ? { title: failed, detail: answer.message } : { detail: answer.message } };
}

/** The traffic light's colours, as the legend beside the form explains them. */
const LEGEND = [
  ["bg-success", "legendGreen"],
  ["bg-warning", "legendYellow"],
  ["bg-destructive", "legendRed"],
] as const;

const KEPT_RESULT_KEY = "ki-sichtbarkeit:check-result";

/** The tab's last result, kept in sessionStorage so that the back button shows it again. */
function keepResult(result: WebsiteCheckResult): void {
  try {
    sessionStorage.setItem(KEPT_RESULT_KEY, JSON.stringify(result));
  } catch {
    // storage off or full: the result just is not restored
  }
}

function readKeptResult(): WebsiteCheckResult | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEPT_RESULT_KEY) ?? "null") as WebsiteCheckResult | null;
    return kept && typeof kept.overallScore === "number" && kept.siteFacts ? kept : null;
  } catch {
    return null;
  }
}

export function WebsiteCheck() {
  const t = useTranslations("Checker");
  const tError = useTranslations("ApiErrors");
  const [url, setUrl] = useState("");
  const [businessKind, setBusinessKind] = useState("auto");
  const [status, setStatus] = useState<Status>("idle");
  const [result, setResult] = useState<WebsiteCheckResult | null>(null);
  const [error, setError] = useState<CheckError | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const running = status === "loading";

  // Back from a generator opened by "Korrektur erstellen": the result of this tab comes back (browser only).
  // Sent here with ?url=… (e.g. from the monitor page): that site is checked at once, unless this tab kept its result.
  useEffect(() => {
    const kept = readKeptResult();
    const asked = new URLSearchParams(window.location.search).get("url");
    const normalized = asked ? normalizeWebsiteUrl(asked) : null;
    if (normalized?.ok && kept?.requestedUrl !== normalized.url) {
      setUrl(normalized.url);
      void check(normalized.url);
      return;
    }
    if (kept) {
      setResult(kept);
      setUrl(kept.requestedUrl);
      setStatus("result");
    }
  }, []);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const normalized = normalizeWebsiteUrl(url);
    if (!normalized.ok) {
      setError({ detail: tError(normalized.code) });
      inputRef.current?.focus();
      return;
    }
    await check(normalized.url);
  }

  async function check(url: string) {
    void import("./check-result"); // fetched while the server checks
    setStatus("loading");
    setResult(null);
    setError(null);
    resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    const checked = await requestCheck(url, businessKind, AbortSignal.timeout(60_000), t("failedTitle"));
    if ("error" in checked) {
      flushSync(() => {
        setError(checked.error);
        setStatus("idle");
      });
      showFormError(inputRef.current, "checker-url-error");
      return;
    }
    keepResult(checked.result);
    setResult(checked.result);
    setStatus("result");
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <FormCard title={t("formTitle")}>
          <form onSubmit={run} noValidate className="flex flex-col gap-3">
            <FormField id="checker-url" required label={t("urlLabel")} hint={t("urlHint")}>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Input
                  ref={inputRef}
                  id="checker-url"
                  type="url"
                  inputMode="url"
                  autoComplete="url"
                  required
                  aria-required
                  aria-describedby={error !== null && !error.title ? "checker-url-hint checker-url-error" : "checker-url-hint"}
                  aria-invalid={error !== null && !error.title ? true : undefined}
                  placeholder={t("urlPlaceholder")}
                  value={url}
                  maxLength={2048}
                  onChange={(e) => setUrl(e.target.value)}
                  className="h-11 text-base sm:flex-1"
                />
                <RunButton running={running} icon={ScanSearch} label={t("submit")} runningLabel={t("running")} className="h-11" />
              </div>
            </FormField>
            <FormField id="checker-kind" label={t("kindLabel")} hint={t("kindHint")} className="flex flex-col gap-2 sm:max-w-xs">
              <NativeSelect id="checker-kind" value={businessKind} onChange={(e) => setBusinessKind(e.target.value)} aria-describedby="checker-kind-hint">
                <option value="auto">{t("kindAuto")}</option>
                <SelectOptions values={BUSINESS_KINDS} label={(kind) => t(`kind.${kind}`)} />
              </NativeSelect>
            </FormField>
            {error && (
              <RunError id="checker-url-error" title={error.title} message={error.detail === error.title ? null : error.detail} testId="checker-error" />
            )}
          </form>
        </FormCard>

        <TitledCard icon={Gauge} title={t("legendTitle")}>
          <ul className="flex flex-col gap-2 text-sm">
            {LEGEND.map(([colour, key]) => (
              <li key={key} className="flex items-center gap-2">
                <span className={cn("size-3 shrink-0 rounded-full", colour)} aria-hidden /> {t(key)}
              </li>
            ))}
          </ul>
          <p className="text-muted-foreground mt-3 text-xs leading-relaxed">{t("legendNote")}</p>
        </TitledCard>
      </div>

      {/* A short announcement instead of reading the whole report aloud. */}
      <p className="sr-only" role="status">
        {running ? t("loadingTitle") : result ? t("announce", { score: result.overallScore, label: result.trafficLight.label }) : ""}
      </p>
      <div ref={resultRef} className="scroll-mt-20" aria-busy={running}>
        {status === "idle" && !result && (
          <EmptyResultCard icon={<ScanSearch className="text-primary size-8" aria-hidden />} title={t("emptyTitle")} text={t("emptyText")} />
        )}
        {running && <LoadingResultCard testId="checker-loading" title={t("loadingTitle")} text={t("loadingText")} />}
        {status === "result" && result && (
          <Suspense fallback={<ResultCodeLoading />}>
            <CheckResult result={result} onRecheck={() => void check(result.requestedUrl)} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
