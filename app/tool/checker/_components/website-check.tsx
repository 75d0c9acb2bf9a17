"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { AlertCircle, Gauge, Loader2, ScanSearch } from "lucide-react";
import { EmptyResultCard, LoadingResultCard } from "@/components/result-placeholder";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { BUSINESS_KINDS } from "@/lib/readiness/business-kind";
import { normalizeWebsiteUrl, WEBSITE_CHECK_FAILED_MESSAGE } from "@/lib/readiness/normalize-url";
import type { WebsiteCheckResult } from "@/lib/readiness/types";
import { CheckResult } from "./check-result";

type Status = "idle" | "loading" | "result";

/** An error for the visitor: the spec's alert as title (server-side failures), a German detail. */
interface CheckError {
  title?: string;
  detail: string;
}

/**
 * Posts the URL to /api/website-check.
 * @throws CheckError-shaped Error: 4xx → the server's message; 5xx and network → the spec's alert
 */
async function requestCheck(url: string, businessKind: string, signal: AbortSignal): Promise<WebsiteCheckResult> {
  let res: Response;
  try {
    res = await fetch("/api/website-check", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ url, businessKind }),
      signal,
    });
  } catch {
    throw Object.assign(new Error(WEBSITE_CHECK_FAILED_MESSAGE), { checkError: { detail: WEBSITE_CHECK_FAILED_MESSAGE } });
  }
  const body = (await res.json().catch(() => null)) as (WebsiteCheckResult & { error?: string }) | null;
  if (res.ok && body && typeof body.overallScore === "number") return body;
  const detail = body?.error ?? WEBSITE_CHECK_FAILED_MESSAGE;
  throw Object.assign(new Error(detail), {
    checkError: res.status >= 500 || res.status === 429 ? { title: WEBSITE_CHECK_FAILED_MESSAGE, detail } : { detail },
  });
}

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
      setError({ detail: normalized.message });
      inputRef.current?.focus();
      return;
    }
    await check(normalized.url);
  }

  async function check(url: string) {
    setStatus("loading");
    setResult(null);
    setError(null);
    resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    try {
      const checked = await requestCheck(url, businessKind, AbortSignal.timeout(60_000));
      keepResult(checked);
      setResult(checked);
      setStatus("result");
    } catch (err) {
      const checkError = (err as { checkError?: CheckError }).checkError;
      setError(checkError ?? { title: WEBSITE_CHECK_FAILED_MESSAGE, detail: WEBSITE_CHECK_FAILED_MESSAGE });
      setStatus("idle");
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{t("formTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={run} noValidate className="flex flex-col gap-3">
              <Label htmlFor="checker-url">
                {t("urlLabel")} <span aria-hidden className="text-destructive">*</span>
              </Label>
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
                <Button type="submit" size="lg" disabled={running} className="h-11">
                  {running ? <Loader2 className="animate-spin" aria-hidden /> : <ScanSearch aria-hidden />}
                  {running ? t("running") : t("submit")}
                </Button>
              </div>
              <p id="checker-url-hint" className="text-muted-foreground text-sm">
                {t("urlHint")}
              </p>
              <div className="flex flex-col gap-2 sm:max-w-xs">
                <Label htmlFor="checker-kind">{t("kindLabel")}</Label>
                <NativeSelect id="checker-kind" value={businessKind} onChange={(e) => setBusinessKind(e.target.value)} aria-describedby="checker-kind-hint">
                  <option value="auto">{t("kindAuto")}</option>
                  {BUSINESS_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`kind.${kind}`)}
                    </option>
                  ))}
                </NativeSelect>
                <p id="checker-kind-hint" className="text-muted-foreground text-xs">
                  {t("kindHint")}
                </p>
              </div>
              {error && (
                <Alert id="checker-url-error" variant="destructive" data-testid="checker-error">
                  <AlertCircle aria-hidden />
                  {error.title && <AlertTitle className="line-clamp-none">{error.title}</AlertTitle>}
                  <AlertDescription>{error.detail === error.title ? null : error.detail}</AlertDescription>
                </Alert>
              )}
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2 text-base">
              <Gauge className="text-primary size-4" aria-hidden /> {t("legendTitle")}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col gap-2 text-sm">
              <li className="flex items-center gap-2">
                <span className="bg-success size-3 shrink-0 rounded-full" aria-hidden /> {t("legendGreen")}
              </li>
              <li className="flex items-center gap-2">
                <span className="bg-warning size-3 shrink-0 rounded-full" aria-hidden /> {t("legendYellow")}
              </li>
              <li className="flex items-center gap-2">
                <span className="bg-destructive size-3 shrink-0 rounded-full" aria-hidden /> {t("legendRed")}
              </li>
            </ul>
            <p className="text-muted-foreground mt-3 text-xs leading-relaxed">{t("legendNote")}</p>
          </CardContent>
        </Card>
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
        {status === "result" && result && <CheckResult result={result} onRecheck={() => void check(result.requestedUrl)} />}
      </div>
    </div>
  );
}
