import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/cta-section";

/** The calls to action of the blog: to /ki-search-tool and /geo-services. */
export async function BlogCta() {
  const t = await getTranslations("Blog");
  return (
    <CtaSection
      id="blog-cta-heading"
      heading={t("ctaTitle")}
      text={t("ctaText")}
      primary={{ href: "/ki-search-tool", label: t("ctaTest") }}
      secondary={{ href: "/geo-services", label: t("ctaGeo") }}
    />
  );
}
