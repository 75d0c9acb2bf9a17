/**
 * The small set of questions a monitor (and the visitor) asks: the ways people ask a
 * chat assistant for a local recommendation, in German, built from industry, city and
 * an optional specialty. Pure.
 */

/** Questions per set at most, and their length in characters. */
export const MAX_QUESTIONS = 5;
export const MAX_QUESTION_LENGTH = 300;

/**
 * @param input.industry e.g. "Zahnarzt"; input.city e.g. "Regensburg"; input.specialty e.g. "Angstpatienten"
 * @returns 3 questions, 4 with a specialty, e.g. "Was ist eine gute Adresse für Zahnarzt in
 *   Regensburg? Bitte nenne konkrete Namen.", "Ich suche: Zahnarzt in Regensburg. Wen kannst du empfehlen?",
 *   "Zahnarzt Regensburg Empfehlung", "Zahnarzt Regensburg Angstpatienten Empfehlung"
 */
export function buildQuestionSet(input: { industry: string; city: string; specialty?: string | null }): string[] {
  const industry = input.industry.trim();
  const city = input.city.trim();
  const specialty = input.specialty?.trim();
  const questions = [
    `Was ist eine gute Adresse für ${industry} in ${city}? Bitte nenne konkrete Namen.`,
    `Ich suche: ${industry} in ${city}. Wen kannst du empfehlen?`,
    `${industry} ${city} Empfehlung`,
  ];
  if (specialty) questions.push(`${industry} ${city} ${specialty} Empfehlung`);
  return questions;
}

/**
 * Cleans a visitor's edited list: trims, drops blanks and duplicates (case-insensitive).
 * @returns at most MAX_QUESTIONS questions
 */
export function normalizeQuestions(questions: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of questions) {
    const q = raw.replace(/\s+/g, " ").trim();
    if (!q || seen.has(q.toLowerCase())) continue;
    seen.add(q.toLowerCase());
    kept.push(q);
  }
  return kept.slice(0, MAX_QUESTIONS);
}
