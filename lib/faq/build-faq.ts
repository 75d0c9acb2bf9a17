import { FAQ_CATEGORY_QUESTIONS, FAQ_EMERGENCY_INDUSTRIES, FAQ_EMERGENCY_QUESTION, FAQ_SERVICE_QUESTIONS, type FaqTemplate } from "@/content/faq-generator";
import type { PublicSnippet } from "@/lib/snippets/library";

/** Free FAQ generations before the paywall. */
export const FREE_FAQ_GENERATIONS = 3;

// A service named outside the brackets must not promise a price or number ("Kostenloser Hörtest").
const PROMISE = /\d|€|kostenlos|gratis|inklusive/i;

/**
 * Fills {branche}, {leistung} and {leistungen} from the industry's snippet-library entry;
 * {leistung} is its first example service that names no price or number.
 */
function fill(text: string, s: PublicSnippet): string {
  const leistung = s.beispiele.find((b) => !PROMISE.test(b)) ?? s.branche;
  return text
    .replaceAll("{branche}", s.branche)
    .replaceAll("{leistungen}", s.beispiele.join(", "))
    .replaceAll("{leistung}", leistung);
}

/**
 * The questions for one industry: its services (content/faq-generator.ts FAQ_SERVICE_QUESTIONS,
 * filled from the library's "beispiele"), its category's customer questions (appointments,
 * costs, hours, directions, access, payment) and, for trades and practices that have one,
 * the emergency question. 7 to 9 questions; owner facts stay "[...]" placeholders.
 * @returns question/answer pairs in German, in page order
 */
export function industryQuestions(s: PublicSnippet): FaqTemplate[] {
  const byCategory = FAQ_CATEGORY_QUESTIONS[s.kategorie as keyof typeof FAQ_CATEGORY_QUESTIONS] ?? [];
  const emergency = FAQ_EMERGENCY_INDUSTRIES.includes(s.id) ? [FAQ_EMERGENCY_QUESTION] : [];
  return [...FAQ_SERVICE_QUESTIONS, ...byCategory, ...emergency].map((t) => ({ question: fill(t.question, s), answer: fill(t.answer, s) }));
}

/**
 * A schema.org FAQPage (Google Search Central FAQPage rules: one Question per asked question,
 * each with exactly one acceptedAnswer Answer whose text is the full answer) with the
 * questions of every selected industry; a question two industries share appears once.
 * The answers speak to the business's customers; owner facts stay "[...]" placeholders to fill in.
 * Google no longer shows FAQ rich results for most sites; AI assistants still read the markup.
 */
export function buildFaqPage(snippets: readonly PublicSnippet[]) {
  const seen = new Set<string>();
  const items = snippets.flatMap(industryQuestions).filter((q) => !seen.has(q.question) && seen.add(q.question));
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((q) => ({
      "@type": "Question",
      name: q.question,
      acceptedAnswer: { "@type": "Answer", text: q.answer },
    })),
  };
}
