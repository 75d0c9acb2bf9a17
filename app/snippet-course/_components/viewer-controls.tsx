"use client";

import type { Ref } from "react";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

interface ViewerControlsProps {
  current: number;
  total: number;
  /** The slide is in the free preview. */
  isFree: boolean;
  /** The last free slide, for a visitor who has not bought the course. */
  isPreviewEnd: boolean;
  unlocked: boolean;
  remaining: number;
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  nextRef: Ref<HTMLButtonElement>;
}

/** Beside the slide: free/premium badge, progress (announced politely), previous and next. */
export function ViewerControls({ current, total, isFree, isPreviewEnd, unlocked, remaining, busy, onPrevious, onNext, nextRef }: ViewerControlsProps) {
  const t = useTranslations("CourseViewer");
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        {isFree ? (
          <Badge variant="secondary" className="bg-emerald-100 text-emerald-900">
            {t("free")}
          </Badge>
        ) : (
          <Badge>
            {!unlocked && <Lock aria-hidden />} {t("premium")}
          </Badge>
        )}
        {isPreviewEnd && (
          <Badge variant="outline" className="border-amber-400 bg-amber-50 text-amber-900">
            {t("previewEnd")}
          </Badge>
        )}
      </div>
      <div>
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {t("progress", { current, total })}
        </p>
        <div
          role="progressbar"
          aria-label={t("progressLabel")}
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={current}
          aria-valuetext={t("progress", { current, total })}
          className="bg-muted mt-2 h-2 w-full overflow-hidden rounded-full"
        >
          <div className="bg-primary h-full rounded-full transition-[width]" style={{ width: `${(current / total) * 100}%` }} />
        </div>
      </div>
      {isPreviewEnd && <p className="text-muted-foreground text-sm">{t("previewEndHint", { remaining })}</p>}
      <div className="grid grid-cols-2 gap-3">
        <Button type="button" variant="outline" size="lg" onClick={onPrevious} disabled={current <= 1} pending={busy}>
          <ChevronLeft aria-hidden /> {t("previous")}
        </Button>
        <Button ref={nextRef} type="button" size="lg" onClick={onNext} disabled={current >= total} pending={busy}>
          {t("next")} <ChevronRight aria-hidden />
        </Button>
      </div>
      <p className="text-muted-foreground hidden text-xs lg:block">{t("keyboardHint")}</p>
    </div>
  );
}
