"use client";

import { fetchJson } from "@/lib/client/fetch-json";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Loader2, Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { Label } from "@/components/ui/label";
import { MAX_QUESTIONS } from "@/lib/visibility/questions";
import { commitThenFocus } from "@/lib/client/commit-then-focus";

/**
 * The monitor's questions, editable; saved for the next run. Adding a question moves the focus to its empty field, and
 * removing one to the question that took its place (the last, if it was the last): the button pressed is gone then, and
 * the focus would fall to the page's start (WCAG 2.2, 2.4.3).
 */
export function QuestionEditor({ token, initial }: { token: string; initial: string[] }) {
  const t = useTranslations("Monitor");
  const [questions, setQuestions] = useState(initial);
  const [state, setState] = useState<{ kind: "idle" | "saving" | "saved" } | { kind: "error"; message: string }>({ kind: "idle" });

  /** Sets the list to `next` and focuses its question `at` (0-based). */
  const change = (next: string[], at: number) => commitThenFocus(() => setQuestions(next), () => document.getElementById(`monitor-q-${at}`));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    // Enter in a question submits by requestSubmit(), which no pending button can cancel.
    if (state.kind === "saving") return;
    setState({ kind: "saving" });
    const result = await fetchJson<{ questions?: string[] }>(`/api/monitor/${token}/questions`, { method: "PUT", body: { questions }, messages: { failed: t("failed") } });
    if (result.ok && result.data.questions) {
      setQuestions(result.data.questions);
      setState({ kind: "saved" });
    } else setState({ kind: "error", message: result.ok ? t("failed") : result.message });
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-3" noValidate>
      <p className="text-muted-foreground text-sm">{t("questionsIntro")}</p>
      {questions.map((q, i) => (
        <div key={i} className="flex items-end gap-2">
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor={`monitor-q-${i}`} className="text-xs">
              {t("questionLabel", { n: i + 1 })}
            </Label>
            {/* Grows with the question (field-sizing): in a one-line input a phone showed only its first words. A question
                is one line, so Enter saves, as in the input before. */}
            <Textarea
              id={`monitor-q-${i}`}
              value={q}
              maxLength={300}
              rows={1}
              className="min-h-9 resize-none"
              onChange={(e) => setQuestions((list) => list.map((x, j) => (j === i ? e.target.value : x)))}
              onKeyDown={(e) => {
                if (e.key !== "Enter" || e.shiftKey || e.nativeEvent.isComposing) return;
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }}
            />
          </div>
          {questions.length > 1 && (
            <Button type="button" variant="ghost" size="icon" aria-label={t("questionRemove", { n: i + 1 })} onClick={() => change(questions.filter((_, j) => j !== i), Math.min(i, questions.length - 2))}>
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        {questions.length < MAX_QUESTIONS && (
          <Button type="button" variant="outline" size="sm" onClick={() => change([...questions, ""], questions.length)}>
            <Plus aria-hidden /> {t("questionAdd")}
          </Button>
        )}
        <Button type="submit" size="sm" pending={state.kind === "saving"}>
          {state.kind === "saving" && <Loader2 className="animate-spin" aria-hidden />}
          {t("questionsSave")}
        </Button>
        <span role="status" className={state.kind === "error" ? "text-destructive text-sm" : "text-success text-sm"}>
          {state.kind === "saved" ? t("questionsSaved") : state.kind === "error" ? state.message : ""}
        </span>
      </div>
    </form>
  );
}
