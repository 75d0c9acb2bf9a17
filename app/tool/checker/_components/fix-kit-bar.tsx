"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { AlertCircle, ArrowDown, ArrowUp, FileDown, FolderDown, Loader2, RefreshCw } from "lucide-react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fetchBlob } from "@/lib/client/fetch-json";
import { downloadBlob } from "@/lib/download-blob";
import { todayW3c } from "@/lib/generators/sitemap";
import { compareRuns, summarizeRun, type RunComparison, type RunSummary } from "@/lib/readiness/compare-runs";
import type { WebsiteCheckResult } from "@/lib/readiness/types";
import { cn } from "@/lib/utils";

const RUNS_KEY = "ki-sichtbarkeit:check-runs";

/**
 * The last two runs per checked URL, in this browser's localStorage (never on the
 * server). Idempotent for one result, so a re-render compares with the run before it.
 */
function rememberRun(result: WebsiteCheckResult): RunComparison | null {
  try {
    const all = JSON.parse(localStorage.getItem(RUNS_KEY) ?? "{}") as Record<string, { current: RunSummary; previous?: RunSummary }>;
    const stored = all[result.finalUrl];
    const current = summarizeRun(result);
    const previous = stored && stored.current.checkedAt !== current.checkedAt ? stored.current : stored?.previous;
    all[result.finalUrl] = { current, ...(previous ? { previous } : {}) };
    localStorage.setItem(RUNS_KEY, JSON.stringify(all));
    return previous ? compareRuns(previous, current) : null;
  } catch {
    return null; // storage off or full: no comparison, nothing else breaks
  }
}

function Comparison({ comparison }: { comparison: RunComparison }) {
  const t = useTranslations("Checker");
  const format = useFormatter();
  const delta = comparison.scoreAfter - comparison.scoreBefore;
  return (
    <div className="rounded-lg border p-4" data-testid="recheck-diff">
      <p className="font-medium">
        {t("kit.compareTitle", { date: format.dateTime(new Date(comparison.previousCheckedAt), { dateStyle: "medium", timeStyle: "short" }) })}
      </p>
      <p className={cn("mt-1 text-sm", delta > 0 ? "text-success" : delta < 0 ? "text-destructive" : "text-muted-foreground")}>
        {t("kit.scoreMoved", { before: comparison.scoreBefore, after: comparison.scoreAfter, delta: delta > 0 ? `+${delta}` : String(delta) })}
      </p>
      {comparison.moves.length === 0 ? (
        <p className="text-muted-foreground mt-1 text-sm">{t("kit.noMoves")}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm">
          {comparison.moves.map((m) => (
            <li key={m.id} className="flex items-start gap-2">
              {m.direction === "better" ? <ArrowUp className="text-success mt-0.5 size-4 shrink-0" aria-hidden /> : <ArrowDown className="text-destructive mt-0.5 size-4 shrink-0" aria-hidden />}
              <span>
                <span className="sr-only">{t(`kit.${m.direction}`)}: </span>
                {m.label}: {t(`status.${m.before!}`)} → {t(`status.${m.after!}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Under the score: download every fix as one ZIP (built in the browser), the PDF
 * report (the browser sends the result to the server, which stores nothing), and
 * "Erneut prüfen" with what changed since the previous run in this browser.
 */
export function FixKitBar({ result, onRecheck, rechecking }: { result: WebsiteCheckResult; onRecheck?: () => void; rechecking?: boolean }) {
  const t = useTranslations("Checker");
  const tKit = useTranslations("FixKit");
  const [comparison, setComparison] = useState<RunComparison | null>(null);
  const [agency, setAgency] = useState("");
  const [pdfState, setPdfState] = useState<"idle" | "loading" | "error">("idle");
  const [pdfError, setPdfError] = useState("");
  const [kitState, setKitState] = useState<"idle" | "loading" | "error">("idle");
  const host = new URL(result.finalUrl).host.replace(/[^a-z0-9.-]/gi, "_");

  useEffect(() => setComparison(rememberRun(result)), [result]);

  // The kit's code (every generator, fflate, diff) is loaded on the first click, not with the page.
  async function downloadKit() {
    setKitState("loading");
    try {
      const { fixKitZip } = await import("@/lib/readiness/fix-kit");
      downloadBlob(new Blob([fixKitZip(result, todayW3c(), tKit) as Uint8Array<ArrayBuffer>], { type: "application/zip" }), `korrekturen-${host}.zip`);
      setKitState("idle");
    } catch (error) {
      console.error("Korrektur-ZIP nicht erstellt", error);
      setKitState("error");
    }
  }

  async function downloadPdf() {
    setPdfState("loading");
    const pdf = await fetchBlob("/api/website-check/report", {
      body: { result, agencyName: agency, businessKind: result.businessKind ? t(`kindInReport.${result.businessKind.kind}`) : undefined },
      messages: { failed: t("kit.pdfFailed") },
    });
    if (!pdf.ok) {
      setPdfError(pdf.message);
      setPdfState("error");
      return;
    }
    downloadBlob(pdf.data, `ki-readiness-${host}-${result.checkedAt.slice(0, 10)}.pdf`);
    setPdfState("idle");
  }

  return (
    <Card data-testid="fix-kit">
      <CardHeader>
        <CardTitle className="text-lg">{t("kit.title")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{t("kit.text")}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
          <Button type="button" onClick={downloadKit} pending={kitState === "loading"}>
            {kitState === "loading" ? <Loader2 className="animate-spin" aria-hidden /> : <FolderDown aria-hidden />} {t("kit.download")}
          </Button>
          {onRecheck && (
            <Button type="button" variant="outline" onClick={onRecheck} pending={rechecking}>
              {rechecking ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />} {t("kit.recheck")}
            </Button>
          )}
        </div>
        {kitState === "error" && (
          <Alert variant="destructive">
            <AlertCircle aria-hidden />
            <AlertDescription>{t("kit.kitFailed")}</AlertDescription>
          </Alert>
        )}
        <div className="flex flex-col gap-2 border-t pt-4">
          <Label htmlFor="kit-agency">
            {t("kit.agencyLabel")} <span className="text-muted-foreground font-normal">({t("kit.optional")})</span>
          </Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input id="kit-agency" value={agency} onChange={(e) => setAgency(e.target.value)} maxLength={100} placeholder={t("kit.agencyPlaceholder")} aria-describedby="kit-agency-hint" className="sm:max-w-xs" />
            <Button type="button" variant="outline" onClick={downloadPdf} pending={pdfState === "loading"}>
              {pdfState === "loading" ? <Loader2 className="animate-spin" aria-hidden /> : <FileDown aria-hidden />} {t("kit.pdf")}
            </Button>
          </div>
          <p id="kit-agency-hint" className="text-muted-foreground text-xs">
            {t("kit.pdfHint")}
          </p>
          {pdfState === "error" && (
            <Alert variant="destructive">
              <AlertCircle aria-hidden />
              <AlertDescription>{pdfError}</AlertDescription>
            </Alert>
          )}
        </div>
        {comparison && <Comparison comparison={comparison} />}
      </CardContent>
    </Card>
  );
}
