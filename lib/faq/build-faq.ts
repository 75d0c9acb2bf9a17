import type { PublicSnippet } from "@/lib/snippets/library";

/** Free FAQ generations before the paywall (spec section 9). */
export const FREE_FAQ_GENERATIONS = 3;

/**
 * The FAQ output of spec section 3: a schema.org FAQPage with one Question per
 * selected industry, answered from its description, typical services and uses.
 * (Google no longer shows FAQ rich results; AI assistants still read the markup.)
 */
export function buildFaqPage(snippets: readonly PublicSnippet[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: snippets.map((s) => ({
      "@type": "Question",
      name: `Welche Leistungen bieten wir als ${s.branche} an?`,
      acceptedAnswer: {
        "@type": "Answer",
        text: `${s.beschreibung} Typische Leistungen: ${s.beispiele.join(", ")}. Diese Angaben gehören auf folgende Seiten: ${s.verwendung.join(", ")}.`,
      },
    })),
  };
}
