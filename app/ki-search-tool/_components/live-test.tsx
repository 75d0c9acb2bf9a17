"use client";

import { useEffect, useRef, useState } from "react";
import { shareLiveTestInput } from "./live-test-input";
import { flushSync } from "react-dom";
import { useFormatter, useTranslations } from "next-intl";
import { Search, Sparkles } from "lucide-react";
import { EmptyResultCard, LoadingResultCard } from "@/components/result-placeholder";
import { Button } from "@/components/ui/button";
import { RunButton, RunError } from "@/components/run-button";
import { QuestionPreview } from "./question-preview";
import { FormCard } from "@/components/form-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { showFormError } from "@/lib/client/show-form-error";
import type { EngineProgress, LiveTestResult } from "@/lib/visibility/live-test";
import type { LiveTestStreamEvent } from "@/lib/visibility/protocol";
import { buildQuestionSet } from "@/lib/visibility/questions";
import type { SearchType } from "@/lib/visibility/request";
import { LIVE_TEST_EXAMPLES } from "@/content/live-test-examples";
import { EngineProgressList } from "./engine-progress";
import { ResultView } from "./result-view";

type Status = "idle" | "loading" | "result";

interface FormState {
  query: string;
  businessName: string;
  location: string;
  domain: string;
  specialty: string;
  searchType: SearchType;
}

const EMPTY_FORM: FormState = { query: "", businessName: "", location: "", domain: "", specialty: "", searchType: "business-info" };

/** The questions the test will ask for this form (the server builds the same set). */
function questionsFor(form: FormState): string[] {
  if (!form.query.trim()) return [];
  return buildQuestionSet({ industry: form.query, city: form.location, specialty: form.specialty, searchType: form.searchType });
}


/**
 * The live test's form, progress and result.
 * @param engines the names of the engines the server asks (named while the test runs)
 */
export function LiveTest({ configured, samples, engines }: { configured: boolean; samples: number; engines: string[] }) {
  const t = useTranslations("LiveTest");
  const tError = useTranslations("ApiErrors.liveTest");
  const [form, setForm] = useState<FormState>(EMPTY_FORM);
  const [status, setStatus] = useState<Status>("idle");
  const [progress, setProgress] = useState({ completed: 0, total: samples });
  /** When the server's one deadline for the whole test ends (this browser's clock, ms). */
  const [deadlineAt, setDeadlineAt] = useState<number | null>(null);
  const [result, setResult] = useState<LiveTestResult | null>(null);
  const [engineProgress, setEngineProgress] = useState<EngineProgress[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** The inline error of the topic field (tied to it with aria-describedby, announced by role="alert"). */
  const [queryError, setQueryError] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  const update = (field: keyof FormState) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (field === "query") setQueryError(null);
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };

  const running = status === "loading";
  const blank = form.query.trim() === "";
  const questions = questionsFor(form);
  /** The questions of the test that is running (the form may change meanwhile). */
  const [askedQuestions, setAskedQuestions] = useState<string[]>([]);

  async function run(e: React.FormEvent) {
    e.preventDefault();
    // The button stays enabled for an empty topic, so keyboard and screen-reader users learn why nothing starts.
    if (blank) {
      setQueryError(tError("queryRequired"));
      document.getElementById("lt-query")?.focus();
      return;
    }
    setQueryError(null);
    shareLiveTestInput({ industry: form.query, businessName: form.businessName, website: form.domain, city: form.location, specialty: form.specialty });
    setStatus("loading");
    setResult(null);
    setError(null);
    setProgress({ completed: 0, total: samples });
    setDeadlineAt(null);
    setEngineProgress([]);
    setAskedQuestions(questions);
    // An answer anchor of the last result (#antwort-3) must not open an answer of the next.
    if (location.hash.startsWith("#antwort-")) history.replaceState(null, "", location.pathname + location.search);
    resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    try {
      const outcome = await requestLiveTest(
        form,
        (completed, total) => setProgress({ completed, total }),
        (remainingMs) => setDeadlineAt(Date.now() + remainingMs),
        (engine) => setEngineProgress((list) => [...list.filter((e) => e.name !== engine.name), engine].sort((a, b) => a.name.localeCompare(b.name))),
      );
      setResult(outcome);
      setStatus("result");
    } catch (err) {
      flushSync(() => {
        setError(err instanceof Error && err.message ? err.message : tError("failed"));
        setStatus("idle");
      });
      showFormError(document.getElementById("lt-query"), "lt-error");
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="flex flex-col gap-6">
        <FormCard title={t("formTitle")} description={t("formDescription")}>
          <form onSubmit={run} className="flex flex-col gap-4" noValidate>
            <FormField id="lt-query" required label={t("queryLabel")}>
              <Input
                id="lt-query"
                value={form.query}
                onChange={update("query")}
                placeholder={t("queryPlaceholder")}
                maxLength={200}
                required
                aria-required
                aria-invalid={queryError ? true : undefined}
                aria-describedby={queryError ? "lt-query-error" : undefined}
                autoComplete="off"
              />
              {queryError && (
                <p id="lt-query-error" role="alert" className="text-destructive text-sm" data-testid="live-test-query-error">
                  {queryError}
                </p>
              )}
            </FormField>
            <FormField id="lt-business" label={t("businessLabel")}>
              <Input id="lt-business" value={form.businessName} onChange={update("businessName")} placeholder={t("businessPlaceholder")} maxLength={120} autoComplete="organization" />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="lt-location" label={t("locationLabel")}>
                <Input id="lt-location" value={form.location} onChange={update("location")} placeholder={t("locationPlaceholder")} maxLength={100} autoComplete="address-level2" />
              </FormField>
              <FormField id="lt-domain" label={t("domainLabel")}>
                <Input id="lt-domain" value={form.domain} onChange={update("domain")} placeholder={t("domainPlaceholder")} maxLength={253} inputMode="url" autoComplete="url" />
              </FormField>
            </div>
            <FormField id="lt-specialty" label={t("specialtyLabel")} hint={t("specialtyHint")}>
              <Input id="lt-specialty" value={form.specialty} onChange={update("specialty")} placeholder={t("specialtyPlaceholder")} maxLength={80} aria-describedby="lt-specialty-hint" autoComplete="off" />
            </FormField>
            <FormField id="lt-type" label={t("typeLabel")}>
              <NativeSelect id="lt-type" value={form.searchType} onChange={update("searchType")}>
                <option value="business-info">{t("type.business-info")}</option>
                <option value="how-to">{t("type.how-to")}</option>
                <option value="product-info">{t("type.product-info")}</option>
              </NativeSelect>
            </FormField>
            <QuestionPreview title={t("questionsPreview")} questions={questions} testId="live-test-questions-preview" className="bg-muted/50 p-3" />
            <RunButton running={running} disabled={!configured} icon={Search} label={t("start")} runningLabel={t("running")} className="mt-1" />
            {error && <RunError id="lt-error" message={error} testId="live-test-error" />}
          </form>
        </FormCard>

        <Card>
          <CardHeader>
            <CardTitle className="text-base">{t("examplesTitle")}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-wrap gap-2">
              {LIVE_TEST_EXAMPLES.map((ex) => (
                <li key={ex.label}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={running}
                    onClick={() => setForm((f) => ({ ...f, query: ex.query, location: ex.location, searchType: ex.searchType }))}
                  >
                    {ex.label}
                  </Button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>

      <div ref={resultRef} className="scroll-mt-20" aria-busy={running}>
        {/* One short summary is announced when a result arrives, not the whole panel. */}
        <p role="status" className="sr-only" data-testid="live-test-status">
          {status === "result" && result ? resultSummary(t, result) : ""}
        </p>
        {status === "idle" && !result && (
          <EmptyResultCard
            className="h-full min-h-64"
            icon={<Sparkles className="text-primary size-8" aria-hidden />}
            title={t("emptyTitle")}
            text={
              <>
                <span className="lg:hidden">{t("emptyTextAbove")}</span>
                <span className="hidden lg:inline">{t("emptyTextBeside")}</span>
              </>
            }
          />
        )}
        {running && <ProgressPanel completed={progress.completed} total={progress.total} deadlineAt={deadlineAt} asked={engines} engines={engineProgress} questions={askedQuestions} />}
        {status === "result" && result && <ResultView result={result} />}
      </div>
    </div>
  );
}

/** The one sentence a screen reader hears when a result arrives. */
function resultSummary(t: ReturnType<typeof useTranslations<"LiveTest">>, result: LiveTestResult): string {
  if (!result.targetGiven) return t("statusNoTarget", { competitors: result.competitorDetails.length, answers: result.answersReceived });
  return result.mentionedInAnswers > 0
    ? t("statusMentioned", { mentioned: result.mentionedInAnswers, answers: result.answersReceived })
    : t("statusNotMentioned", { answers: result.answersReceived });
}

/** Seconds left until `deadlineAt`, ticking once a second; null without a deadline. */
function useSecondsLeft(deadlineAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  return deadlineAt === null ? null : Math.max(0, Math.ceil((deadlineAt - now) / 1000));
}

function ProgressPanel({
  completed,
  total,
  deadlineAt,
  asked,
  engines,
  questions,
}: {
  completed: number;
  total: number;
  deadlineAt: number | null;
  asked: string[];
  engines: EngineProgress[];
  questions: string[];
}) {
  const t = useTranslations("LiveTest");
  const format = useFormatter();
  const current = Math.min(completed + 1, total);
  const secondsLeft = useSecondsLeft(deadlineAt);
  return (
    <LoadingResultCard className="h-full" testId="live-test-progress" title={t("loadingTitle", { engines: format.list(asked, { type: "conjunction" }), count: asked.length })} text={t("loadingDuration")}>
      <div className="w-full max-w-sm">
        <div
          className="bg-muted h-2 w-full overflow-hidden rounded-full"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
          aria-label={t("progressLabel")}
        >
          <div className="bg-primary h-full rounded-full transition-all duration-500" style={{ width: `${Math.max(6, (completed / total) * 100)}%` }} />
        </div>
        <p className="mt-2 text-sm">{completed < total ? t("progressAnswering", { current, total, completed }) : t("progressAnalysing")}</p>
        {secondsLeft !== null && completed < total && (
          // role="timer" is not announced every second (implicit aria-live off).
          <p role="timer" className="text-muted-foreground mt-1 text-xs tabular-nums" data-testid="live-test-deadline">
            {t("deadlineLeft", { time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, "0")}` })}
          </p>
        )}
        <EngineProgressList engines={engines} />
        <QuestionPreview title={t("questionsRunning")} questions={questions} testId="live-test-questions-running" className="mt-3 text-left text-xs" />
      </div>
    </LoadingResultCard>
  );
}

/**
 * Posts the form to /api/rag-search and reads the NDJSON progress stream.
 * @throws Error with the server's German message for the visitor, or without a message
 *   (no answer, a cut stream): the page then shows "ApiErrors.liveTest.failed"
 */
async function requestLiveTest(
  form: FormState,
  onProgress: (completed: number, total: number) => void,
  onDeadline: (remainingMs: number) => void,
  onEngine: (progress: EngineProgress) => void,
): Promise<LiveTestResult> {
  const body = {
    query: form.query.trim(),
    location: form.location.trim() || undefined,
    businessName: form.businessName.trim() || undefined,
    domain: form.domain.trim() || undefined,
    specialty: form.specialty.trim() || undefined,
    searchType: form.searchType,
  };
  let response: Response;
  try {
    response = await fetch("/api/rag-search", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error();
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(payload?.error);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as LiveTestStreamEvent;
      if (event.type === "deadline") onDeadline(event.remainingMs);
      else if (event.type === "progress") onProgress(event.completed, event.total);
      else if (event.type === "engine") onEngine({ name: event.name, completed: event.completed, failed: event.failed, total: event.total });
      else if (event.type === "result") return event.result;
      else if (event.type === "error") throw new Error(event.error);
    }
    if (done) break;
  }
  throw new Error();
}
