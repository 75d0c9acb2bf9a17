import { JsonLd } from "@/components/json-ld";
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
export function FaqSection({ heading, items, className }: { heading: string; items: readonly FaqItem[]; className?: string }) {
  return (
    <section className={className ?? "mt-14"} aria-labelledby="faq-heading">
      <JsonLd data={faqPageJsonLd(items)} />
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        {items.map((item) => (
          <div key={item.question} className="rounded-xl border p-5">
            <h3 className="font-semibold">{item.question}</h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{item.answer}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
