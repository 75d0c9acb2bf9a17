import { useTranslations } from "next-intl";
import type { OwnTownNote as Note } from "@/lib/visibility/own-town";

/**
 * "Gelesen mit Ihrem Ort laut Adresse auf Ihrer Website: Augsburg (Quelle: …)": the town the answers were read with, and
 * from how far a namesake counts as another business; under the businesses named instead (live test) and the share of
 * voice (monitor), where such a namesake is listed. No client component of its own: the monitor renders it on the server,
 * the live test's result card on the client, each with the LiveTest messages it has.
 */
export function OwnTownNote({ town }: { town: Note }) {
  const t = useTranslations("LiveTest");
  return (
    <p className="text-muted-foreground mt-3 text-sm" data-testid="own-town-note">
      {t("ownTownNote", { town: town.name, km: town.nearKm, source: t(`factSource.${town.source}`) })}
    </p>
  );
}
