"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Check, Copy, Download, FileText } from "lucide-react";
import { FormField } from "@/components/form-field";
import { ProblemList } from "@/components/generator/generator-parts";
import { RunButton, RunError } from "@/components/run-button";
import { Button } from "@/components/ui/button";
import { FormCard } from "@/components/form-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { llmsTxtProblems } from "@/lib/llms-txt/format";
import { normalizeWebsiteUrl } from "@/lib/readiness/normalize-url";
import { fetchJson } from "@/lib/client/fetch-json";
import { downloadBlob } from "@/lib/download-blob";

interface DraftResponse {
  text: string;
  pageCount: number;
  finalUrl: string;
}

/**
 * The llms.txt generator: the server reads the site (POST /api/llms-txt) and answers a
 * draft, which the visitor edits here and copies or downloads.
 */
export function LlmsTxtGenerator() {
  const t = useTranslations("LlmsTxtGenerator");
  const g = useTranslations("Generator");
  const [url, setUrl] = useState("");
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const inputRef = useRef<HTMLInputElement>(null);
  const problems = text ? llmsTxtProblems(text).map((p) => t(`problem.${p}`)) : [];

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const normalized = normalizeWebsiteUrl(url);
    if (!normalized.ok) {
      setError(normalized.message);
      inputRef.current?.focus();
      return;
    }
    setRunning(true);
    setError(null);
    const result = await fetchJson<DraftResponse>("/api/llms-txt", { body: { url: normalized.url }, signal: AbortSignal.timeout(90_000), messages: { failed: t("failed") } });
    setRunning(false);
    if (!result.ok || !result.data.text) {
      setError(result.ok || result.reason === "timeout" ? t("failed") : result.message);
      return;
    }
    setText(result.data.text);
    setPageCount(result.data.pageCount);
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
    setTimeout(() => setCopied("idle"), 4000);
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <FormCard title={t("formTitle")}>
        <form onSubmit={run} noValidate className="flex flex-col gap-4">
          <FormField id="llms-url" label={t("urlLabel")} hint={t("urlHint")}>
            <Input
              ref={inputRef}
              id="llms-url"
              type="url"
              inputMode="url"
              autoComplete="url"
              required
              aria-required
              aria-describedby="llms-url-hint"
              aria-invalid={error ? true : undefined}
              placeholder="www.ihre-website.de"
              value={url}
              maxLength={2048}
              onChange={(e) => setUrl(e.target.value)}
            />
          </FormField>
          <RunButton running={running} icon={FileText} label={t("submit")} runningLabel={t("running")} />
          {error && <RunError message={error} testId="llms-error" />}
        </form>
      </FormCard>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20" aria-busy={running}>
        <ProblemList title={g("problemsTitle")} problems={problems.length ? [t("formatProblems", { problems: problems.join("; ") })] : []} testId="llms-problems" />
        <Card className="min-w-0">
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle className="text-lg">{t("draftTitle")}</CardTitle>
            {text && (
              <div className="flex gap-2">
                <Button type="button" size="sm" onClick={copy} variant={copied === "copied" ? "secondary" : "default"}>
                  {copied === "copied" ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {copied === "copied" ? g("copied") : g("copy")}
                </Button>
                <Button type="button" size="sm" variant="outline" onClick={() => downloadBlob(new Blob([text], { type: "text/markdown;charset=utf-8" }), "llms.txt")}>
                  <Download aria-hidden /> {g("download")}
                </Button>
              </div>
            )}
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            <p role="status" className={copied === "idle" ? "sr-only" : copied === "copied" ? "text-success text-sm font-medium" : "text-destructive text-sm"}>
              {copied === "copied" ? t("copiedMessage") : copied === "failed" ? g("copyFailed") : ""}
            </p>
            {text ? (
              <>
                <p className="text-muted-foreground text-sm">
                  {pageCount !== null && t("pages", { count: pageCount })} {t("draftHint")}
                </p>
                <label htmlFor="llms-draft" className="sr-only">
                  {t("draftLabel")}
                </label>
                <Textarea id="llms-draft" value={text} onChange={(e) => setText(e.target.value)} rows={18} className="font-mono text-xs sm:text-sm" data-testid="llms-draft" spellCheck={false} />
              </>
            ) : (
              <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">{t("empty")}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
