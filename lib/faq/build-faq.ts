import type { PublicSnippet } from "@/lib/snippets/library";

/** Free FAQ generations before the paywall. */
export const FREE_FAQ_GENERATIONS = 3;

/**
 * A schema.org FAQPage with one Question per selected industry. The answer speaks to the
 * business's customers, so the library's advice for the site owner stays out of it.
 * Google no longer shows FAQ rich results; AI assistants still read the markup.
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
        text: `Als ${s.branche} bieten wir unter anderem: ${s.beispiele.join(", ")}. Sprechen Sie uns gern an – wir beraten Sie persönlich.`,
      },
    })),
  };
}
