import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { SectionCard } from "@/components/section-card";
import type { MonitorRunSummary } from "@/lib/monitor/summary";
import { FactChecks, FactSummary } from "@/components/answer/fact-checks";
import { monitorRunSiteReading } from "@/lib/visibility/facts/site-reading";
import type { PageAnswer } from "./page-answers";

/** "Angaben über Ihr Unternehmen": what the latest answers state about the business against its site; nothing where they state nothing. */
export async function FactsSection({ latest, answers }: { latest: MonitorRunSummary; answers: PageAnswer[] }) {
  const t = await getTranslations("Monitor");
  if (!latest.facts || latest.facts.length === 0) return null;
  return (
    <SectionCard level={2} title={t("factsTitle")} id="angaben">
      <IntlClient namespaces={["LiveTest"]}>
        <FactSummary samples={answers} site={monitorRunSiteReading(latest)} />
        <div className="mt-2" data-testid="monitor-facts">
          <FactChecks facts={latest.facts} site={monitorRunSiteReading(latest)} inSection />
        </div>
      </IntlClient>
    </SectionCard>
  );
}
