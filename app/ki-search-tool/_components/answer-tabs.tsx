"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/**
 * One tab per answer ("Antwort 2 (Gemini) ✓"), ArrowLeft/ArrowRight moving between
 * them (roving tabindex). Each tab's id is the answer's anchor, antwort-n (1-based).
 * `shown` is the 0-based selected answer; `onShow` selects another.
 */
export function AnswerTabs({ result, shown, onShow }: { result: LiveTestResult; shown: number; onShow: (index: number) => void }) {
  const t = useTranslations("LiveTest");
  const tEngines = useTranslations("Engines");
  const count = result.samples.length;
  const severalEngines = result.engines.length > 1;
  return (
    <div
      role="tablist"
      aria-label={t("answerTabs")}
      className="flex flex-wrap gap-2 pt-1"
      onKeyDown={(e) => {
        if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
        const next = (shown + (e.key === "ArrowRight" ? 1 : -1) + count) % count;
        onShow(next);
        (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
      }}
    >
      {result.samples.map((s, i) => (
        <button
          key={i}
          id={`antwort-${i + 1}`}
          type="button"
          role="tab"
          aria-selected={i === shown}
          aria-controls="ai-answer-panel"
          tabIndex={i === shown ? 0 : -1}
          onClick={() => onShow(i)}
          className={cn(
            "rounded-md border px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
            i === shown ? "bg-primary text-primary-foreground border-primary" : "hover:bg-accent",
          )}
        >
          {severalEngines ? tEngines("answerTabEngine", { n: i + 1, engine: s.engine }) : t("answerTab", { n: i + 1 })}
          {result.targetGiven && ` ${s.mentioned ? "✓" : "✗"}`}
        </button>
      ))}
    </div>
  );
}
