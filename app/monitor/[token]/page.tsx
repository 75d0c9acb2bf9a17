import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SourceGroupsCard } from "@/components/source-groups-card";
import { getDb } from "@/lib/db";
import { monitorTokenSchema } from "@/lib/monitor/request";
import { getMonitorView, type MonitorView } from "@/lib/monitor/view";
import { AnswersSection } from "./_components/answers-section";
import { CitedDomainsSection } from "./_components/cited-domains-section";
import { FactsSection } from "./_components/facts-section";
import { LatestResultsSection } from "./_components/latest-results-section";
import { MonitorHeader } from "./_components/monitor-header";
import { answersInPageOrder, engineNamesOf } from "./_components/page-answers";
import { SettingsSections } from "./_components/settings-sections";
import { ReadinessSection } from "./_components/readiness-section";
import { ShareOfVoiceSection } from "./_components/share-of-voice-section";
import { SuggestionsSection } from "./_components/suggestions-section";
import { TrendSection } from "./_components/trend-section";
import { UnsubscribeSection } from "./_components/unsubscribe-section";
import { monitorRunSiteReading } from "@/lib/visibility/facts/site-reading";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ token: string }> };

async function load(params: Params["params"]): Promise<{ token: string; view: MonitorView }> {
  const token = monitorTokenSchema.safeParse((await params).token);
  const view = token.success ? await getMonitorView(await getDb(), token.data) : null;
  if (!token.success || !view) notFound();
  return { token: token.data, view };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await getTranslations("Monitor");
  const token = monitorTokenSchema.safeParse((await params).token);
  const view = token.success ? await getMonitorView(await getDb(), token.data) : null;
  // The link is the key: never indexed, never sent on as a referrer.
  return { title: view ? t("metaTitle", { business: view.businessName }) : t("notFoundTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/** /monitor/{token}: the AI visibility monitor of one business, reached by the link from its e-mails. */
export default async function MonitorPage({ params }: Params) {
  const { token, view } = await load(params);
  const latest = view.runs.at(-1)?.summary;
  const previous = view.runs.at(-2)?.summary;
  const engineNames = engineNamesOf(view);
  const answers = answersInPageOrder(view, engineNames);
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:py-10">
      <MonitorHeader view={view} />
      <TrendSection runs={view.runs} engineNames={engineNames} />
      {latest && (
        <>
          <LatestResultsSection latest={latest} answers={answers} engineAccess={view.engineAccess} />
          <ShareOfVoiceSection latest={latest} previous={previous} answers={answers} />
          <CitedDomainsSection latest={latest} answers={answers} />
          <SourceGroupsCard groups={view.sourceGroups} level={2} />
          <FactsSection latest={latest} answers={answers} />
        </>
      )}
      <ReadinessSection readiness={view.readiness} website={view.website} />
      <SuggestionsSection suggestions={view.suggestions} website={view.website} />
      {view.confirmed && <SettingsSections token={token} website={view.website} questions={view.questions} />}
      <AnswersSection answers={answers} engineNames={engineNames} site={monitorRunSiteReading(latest ?? {})} engineAccess={view.engineAccess} token={token} />
      <UnsubscribeSection token={token} />
    </div>
  );
}
