import { getFormatter, getTranslations } from "next-intl/server";
import { InlineIcon } from "@/components/sprite-icon";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { SharedResult } from "@/lib/visibility/share";

/** What a shared link (?ergebnis=…) measured, above the form for the visitor's own test. */
export async function SharedResultNote({ shared }: { shared: SharedResult }) {
  const t = await getTranslations("Engines");
  const format = await getFormatter();
  const date = format.dateTime(new Date(shared.date), { dateStyle: "long", timeZone: "Europe/Berlin" });
  return (
    <Alert className="mb-6" data-testid="shared-result">
      <InlineIcon name="share-2" />
      <AlertTitle>{t("sharedTitle", { date })}</AlertTitle>
      <AlertDescription>
        {shared.business
          ? t("sharedText", { business: shared.business, mentions: shared.mentions, answers: shared.answers, query: shared.query })
          : t("sharedTextNoTarget", { answers: shared.answers, query: shared.query })}
      </AlertDescription>
    </Alert>
  );
}
