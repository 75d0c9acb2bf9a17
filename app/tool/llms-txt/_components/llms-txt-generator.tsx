"use client";

import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { FileText } from "lucide-react";
import { FormField } from "@/components/form-field";
import { CodeOutput } from "@/components/generator/code-output";
import { ProblemList } from "@/components/generator/generator-parts";
import { RunButton, RunError } from "@/components/run-button";
import { FormCard } from "@/components/form-card";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { llmsTxtProblems } from "@/lib/llms-txt/format";
import { normalizeWebsiteUrl } from "@/lib/readiness/normalize-url";
import { fetchJson } from "@/lib/client/fetch-json";

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
  const tError = useTranslations("ApiErrors");
  const [url, setUrl] = useState("");
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [pageCount, setPageCount] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problems = text ? llmsTxtProblems(text).map((p) => t(`problem.${p}`)) : [];

  async function run(e: React.FormEvent) {
    e.preventDefault();
    const normalized = normalizeWebsiteUrl(url);
    if (!normalized.ok) {
      setError(tError(normalized.code));
      inputRef.current?.focus();
      return;
    }
    setRunning(true);
    setError(null);
    const result = await fetchJson<DraftResponse>("/api/llms-txt", { body: { url: normalized.url }, signal: AbortSignal.timeout(90_000), messages: { failed: t("failed") } });
    setRunning(false);
    if (!result.ok || !result.data.text) {
      setError(result.ok || result.reason === "timeout" ? t("failed") : result.message);
      // The disabled button lost focus: back to the field the error belongs to.
      inputRef.current?.focus();
      return;
    }
    setText(result.data.text);
    setPageCount(result.data.pageCount);
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <FormCard title={t("formTitle")}>
        <form onSubmit={run} noValidate className="flex flex-col gap-4">
          <FormField id="llms-url" required label={t("urlLabel")} hint={t("urlHint")}>
            <Input
              ref={inputRef}
              id="llms-url"
              type="url"
              inputMode="url"
              autoComplete="url"
              required
              aria-required
              aria-describedby={error ? "llms-url-hint llms-url-error" : "llms-url-hint"}
              aria-invalid={error ? true : undefined}
              placeholder="www.ihre-website.de"
              value={url}
              maxLength={2048}
              onChange={(e) => setUrl(e.target.value)}
            />
          </FormField>
          <RunButton running={running} icon={FileText} label={t("submit")} runningLabel={t("running")} />
          {error && <RunError id="llms-url-error" message={error} testId="llms-error" />}
        </form>
      </FormCard>
      <div className="flex flex-col gap-4 lg:sticky lg:top-20" aria-busy={running}>
        <ProblemList title={g("problemsTitle")} problems={problems.length ? [t("formatProblems", { problems: problems.join("; ") })] : []} testId="llms-problems" />
        <CodeOutput
          title={t("draftTitle")}
          code={text}
          emptyText={t("empty")}
          copiedMessage={t("copiedMessage")}
          download={{ fileName: "llms.txt", mimeType: "text/markdown;charset=utf-8" }}
        >
          <p className="text-muted-foreground text-sm">
            {pageCount !== null && t("pages", { count: pageCount })} {t("draftHint")}
          </p>
          <label htmlFor="llms-draft" className="sr-only">
            {t("draftLabel")}
          </label>
          <Textarea id="llms-draft" value={text} onChange={(e) => setText(e.target.value)} rows={18} className="font-mono text-xs sm:text-sm" data-testid="llms-draft" spellCheck={false} />
        </CodeOutput>
      </div>
    </div>
  );
}
