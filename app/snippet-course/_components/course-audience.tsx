import type { SpriteIconName } from "@/lib/icons/sprite";
import { PageSection } from "@/components/page-section";
import { InlineIcon } from "@/components/sprite-icon";
import { TextCard } from "@/components/text-card";
import type { AudienceIcon } from "@/content/course";
import type { CourseTranslator } from "./course-values";

/** The order of the audience cards; their texts are messages "Course.audience.<icon>". */
const AUDIENCE: readonly AudienceIcon[] = ["local", "trades", "agency", "shop", "developer", "marketing"];

const AUDIENCE_ICONS: Record<AudienceIcon, SpriteIconName> = {
  agency: "building-2",
  local: "store",
  shop: "shopping-cart",
  trades: "hammer",
  developer: "code-xml",
  marketing: "megaphone",
};

/** "Für wen ist der Kurs?": one card per audience. */
export function CourseAudience({ t }: { t: CourseTranslator }) {
  return (
    <PageSection id="audience-heading" heading={t("audience.title")} className="below-fold mt-16">
      <p className="text-muted-foreground mt-2 max-w-3xl">{t("audience.intro")}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {AUDIENCE.map((icon) => (
          <TextCard key={icon} as="li" icon={<InlineIcon name={AUDIENCE_ICONS[icon]} className="text-primary size-5" />} title={t(`audience.${icon}.title`)} text={t(`audience.${icon}.text`)} />
        ))}
      </ul>
    </PageSection>
  );
}
