"use client";

import { SourceGroupsCard } from "@/components/source-groups-card";
import { AnswerNavigation } from "@/components/evidence-links";
import { recommendationEvidence } from "@/lib/visibility/evidence";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { AnswerCard } from "./answer-card";
import { CompetitorsCard } from "./competitors-card";
import { EngineResults, ShareOfVoiceCard } from "./engine-results";
import { FactSummary } from "@/components/answer/fact-checks";
import { liveTestSiteReading } from "@/lib/visibility/facts/site-reading";
import { MentionBanner } from "./mention-banner";
import { NegativeMentionsCard } from "./negative-mentions-card";
import { PlatformsCard } from "./platforms-card";
import { ResultQuestions } from "./result-questions";
import { ResultStats } from "./result-stats";
import { ShareResult } from "./share-result";
import { SuggestionsCard } from "./suggestions-card";
import { useAnswerChoice } from "./use-answer-choice";
import { useResultEvidence } from "./use-result-evidence";

/**
 * The live test's result, top to bottom: questions, verdict, figures, per-engine rows,
 * fact summary, the answers, competitors, share of voice, negative mentions, platforms,
 * sources, share link and suggestions. Every figure links to the answers it came from;
 * those links open the answer in place (AnswerNavigation).
 */
export function ResultView({ result }: { result: LiveTestResult }) {
  const { shown, setShown, showEngine, openAnswer } = useAnswerChoice(result);
  const { evidence, evidenceLinks } = useResultEvidence(result);
  return (
    <AnswerNavigation value={openAnswer}>
      <div className="flex flex-col gap-5" data-testid="live-test-result">
        <ResultQuestions result={result} />
        <MentionBanner result={result} total={result.answersReceived} />
        <ResultStats result={result} evidence={evidence} />
        <EngineResults result={result} onShowAnswers={showEngine} evidence={evidenceLinks} />
        <FactSummary samples={result.samples} site={liveTestSiteReading(result)} />
        <AnswerCard result={result} shown={shown} onShow={setShown} />
        <CompetitorsCard result={result} evidence={evidenceLinks} />
        {result.targetGiven && (
          <ShareOfVoiceCard entries={result.shareOfVoice} evidence={(e) => evidenceLinks(recommendationEvidence(result.samples, e.name, e.own))} />
        )}
        <NegativeMentionsCard result={result} />
        <PlatformsCard result={result} evidence={evidenceLinks} />
        {result.sourceGroups && <SourceGroupsCard groups={result.sourceGroups} level={2} />}
        {result.shareToken && <ShareResult token={result.shareToken} />}
        <SuggestionsCard suggestions={result.suggestions} />
      </div>
    </AnswerNavigation>
  );
}
