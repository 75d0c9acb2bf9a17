import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/json-ld";
import { PageSection } from "@/components/page-section";
import { TextCard } from "@/components/text-card";
import type { FaqItem } from "@/content/faqs";

/** schema.org FAQPage of visible questions and answers (Google Search Central, "FAQPage": the marked-up content must be visible). */
function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({ "@type": "Question", name: item.question, acceptedAnswer: { "@type": "Answer", text: item.answer } })),
  };
}

/**
 * A "Häufige Fragen" section: each question as a heading with its answer below, all in
 * the server HTML, plus the same questions as FAQPage JSON-LD. Server component.
 */
export async function FaqSection({ items, className }: { items: readonly FaqItem[]; className?: string }) {
  const t = await getTranslations("FaqSection");
  return (
    <PageSection id="faq-heading" heading={t("heading")} className={className ?? "mt-14"}>
      <JsonLd data={faqPageJsonLd(items)} />
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <TextCard key={item.question} title={item.question} text={item.answer} />
        ))}
      </div>
    </PageSection>
  );
}
