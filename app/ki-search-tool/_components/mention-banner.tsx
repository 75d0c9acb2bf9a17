"use client";

import { useTranslations } from "next-intl";
import { AlertTriangle, CheckCircle2, Info, XCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { cn } from "@/lib/utils";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/**
 * The headline of the result: named (with place and, unless recommended, the tone
 * the assistant names it in), not named, or – without a business name – who the
 * assistant names instead of a verdict. `total` is the number of answers received.
 */
export function MentionBanner({ result, total }: { result: LiveTestResult; total: number }) {
  if (!result.targetGiven) return <NoTargetBanner competitors={result.competitorDetails.length} />;
  if (!result.websiteMentioned) return <NotMentionedBanner total={total} lookAlikes={result.samples.filter((s) => !s.mentioned && s.lookAlike).length} />;
  return <MentionedBanner result={result} total={total} />;
}

/** Without a business name: how many businesses were named, and a button to the name field. */
function NoTargetBanner({ competitors }: { competitors: number }) {
  const t = useTranslations("LiveTest");
  return (
    <Alert data-testid="mention-banner">
      <Info aria-hidden />
      <AlertTitle className="line-clamp-none">{t("noTargetTitle")}</AlertTitle>
      <AlertDescription>
        <p>{t("noTargetText", { count: competitors })}</p>
        <button
          type="button"
          className="text-primary mt-1 font-medium underline-offset-4 hover:underline"
          onClick={() => {
            const input = document.getElementById("lt-business");
            input?.scrollIntoView({ behavior: "smooth", block: "center" });
            input?.focus({ preventScroll: true });
          }}
        >
          {t("noTargetAction")}
        </button>
      </AlertDescription>
    </Alert>
  );
}

/** Not named in any answer; `lookAlikes` answers name a business by a name like the visitor's (named-as.ts lookAlikeOf). */
function NotMentionedBanner({ total, lookAlikes }: { total: number; lookAlikes: number }) {
  const t = useTranslations("LiveTest");
  return (
    <Alert variant="destructive" data-testid="mention-banner">
      <XCircle aria-hidden />
      <AlertTitle className="line-clamp-none">{t("notMentionedTitle")}</AlertTitle>
      <AlertDescription>
        <p>{t("notMentionedText", { total })}</p>
        {lookAlikes > 0 && <p data-testid="look-alike-count">{t("lookAlikeCount", { count: lookAlikes })}</p>}
      </AlertDescription>
    </Alert>
  );
}

const TITLE_BY_TONE = { neutral: "mentionedNeutralTitle", discouraged: "mentionedDiscouragedTitle", unavailable: "mentionedUnavailableTitle", recommended: "mentionedTitle" } as const;

function MentionedBanner({ result, total }: { result: LiveTestResult; total: number }) {
  const t = useTranslations("LiveTest");
  const tone = result.mentionTone ?? "recommended";
  const negative = tone === "discouraged" || tone === "unavailable";
  const position = result.mentionPosition;
  const title = position === null ? t("mentionedTitleNoPosition") : t(TITLE_BY_TONE[tone], { position });
  // Answers that name it by another name or with a place of its own (named-as.ts); results shared before round 43 have none.
  const checks = result.samples.filter((s) => s.mentioned && s.namedAs).length;
  return (
    <Alert variant={negative ? "warning" : "success"} data-testid="mention-banner" data-tone={tone}>
      {negative ? <AlertTriangle aria-hidden /> : <CheckCircle2 aria-hidden />}
      <AlertTitle className="line-clamp-none">{title}</AlertTitle>
      <AlertDescription>
        <p>{t("mentionedRate", { mentioned: result.mentionedInAnswers, total })}</p>
        {tone !== "recommended" && <p>{t("mentionTone", { tone: t(`tone.${tone}`) })}</p>}
        {checks > 0 && <p data-testid="named-as-count">{t("namedAsCount", { count: checks })}</p>}
        {result.mentionContext && (
          <blockquote className={cn("mt-1 border-l-2 pl-3 italic", negative ? "border-warning/50" : "border-success/50")}>{result.mentionContext}</blockquote>
        )}
      </AlertDescription>
    </Alert>
  );
}
