/**
 * The small set of questions a live test and a monitor ask: the ways people ask a chat
 * assistant for a local recommendation, in German, built from the industry (the live
 * test's topic), the city and an optional specialty. The one question builder of the
 * product; pure and client-safe (the forms preview the set).
 */

/** Questions per set at most, and their length in characters. */
export const MAX_QUESTIONS = 5;
export const MAX_QUESTION_LENGTH = 300;

/**
 * What the visitor is after (the live test's "Suchtyp" field): business-info asks for
 * businesses to recommend, how-to for how to go about something and whom to turn to,
 * product-info for where to buy. Each type keeps its own phrasing.
 */
export type SearchType = "business-info" | "how-to" | "product-info";

export interface QuestionSetInput {
  /** e.g. "Zahnarzt"; in the live test the topic as entered. */
  industry: string;
  /** e.g. "Regensburg"; optional (the questions then read without a place). */
  city?: string | null;
  /** e.g. "Angstpatienten". */
  specialty?: string | null;
  /** Default "business-info" (the monitor always asks so). */
  searchType?: SearchType;
}

/**
 * @returns 3 questions, 4 with a specialty, the first the most explicit request for
 *   names, e.g. for { industry: "Zahnarzt", city: "Regensburg", specialty: "Angstpatienten" }:
 *   "Ich suche: Zahnarzt in Regensburg. Wen kannst du empfehlen? Bitte nenne konkrete Namen.",
 *   "Was ist eine gute Adresse für Zahnarzt in Regensburg? Bitte nenne konkrete Namen.",
 *   "Zahnarzt Regensburg Empfehlung", "Zahnarzt Regensburg Angstpatienten Empfehlung".
 *   A city the industry already names is not repeated; without a city the questions
 *   simply name none ("Zahnarzt Empfehlung").
 */
export function buildQuestionSet(input: QuestionSetInput): string[] {
  const topic = input.industry.replace(/\s+/g, " ").trim();
  const rawCity = input.city?.replace(/\s+/g, " ").trim();
  const city = rawCity && !topic.toLowerCase().includes(rawCity.toLowerCase()) ? rawCity : "";
  const specialty = input.specialty?.replace(/\s+/g, " ").trim();
  const inCity = city ? ` in ${city}` : "";
  if (topic.endsWith("?")) return askedAsTyped(topic, city, specialty);
  switch (input.searchType ?? "business-info") {
    case "how-to":
      return [
        `${topic}${inCity}: Wie gehe ich am besten vor, und an welche Unternehmen oder Anbieter kann ich mich dafür wenden?`,
        `Wer hilft mir${inCity} bei diesem Vorhaben: ${topic}? Bitte nenne konkrete Fachleute oder Firmen.`,
        words(topic, city, "Anbieter Empfehlung"),
        ...(specialty ? [`${topic}${inCity}, Schwerpunkt ${specialty}: Welche Fachleute kannst du empfehlen?`] : []),
      ];
    case "product-info":
      return [
        `Welche Anbieter für ${topic}${inCity} kannst du mir empfehlen? Bitte nenne konkrete Firmen.`,
        `Wo bekomme ich ${topic}${inCity} am besten? Nenne konkrete Geschäfte oder Anbieter.`,
        words(topic, city, "kaufen Empfehlung"),
        ...(specialty ? [words(topic, specialty, city, "Anbieter Empfehlung")] : []),
      ];
    case "business-info":
    default:
      return [
        `Ich suche: ${topic}${inCity}. Wen kannst du empfehlen? Bitte nenne konkrete Namen.`,
        `Was ist eine gute Adresse für ${topic}${inCity}? Bitte nenne konkrete Namen.`,
        words(topic, city, "Empfehlung"),
        ...(specialty ? [words(topic, city, specialty, "Empfehlung")] : []),
      ];
  }
}

/** The given parts joined by single spaces, empty ones left out ("Zahnarzt", "", "Empfehlung" → "Zahnarzt Empfehlung"). */
function words(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(" ");
}

/**
 * A topic typed as a question ("Welches Treuhandbüro für eine kleine GmbH?") is asked as typed, not put into the
 * templates ("Ich suche: Welches …?. Wen …", "… eine gute Adresse für Welches …??"): once with the request for names,
 * once with the place before it, and as keywords without its question mark. A place the question does not name is
 * added to each, as in the templates.
 * @param question the trimmed topic, ending in "?"; city the place unless the question names it, else ""
 * @returns 3 questions, 4 with a specialty
 */
function askedAsTyped(question: string, city: string, specialty: string | undefined): string[] {
  const keywords = question.replace(/\s*\?+$/, "");
  return [
    `${question}${city ? ` Ich bin in ${city}.` : ""} Bitte nenne konkrete Namen.`,
    city ? `In ${city}: ${question}` : `${question} Wen kannst du empfehlen?`,
    words(keywords, city, "Empfehlung"),
    ...(specialty ? [words(keywords, city, specialty, "Empfehlung")] : []),
  ];
}

/**
 * Which question each call asks: the calls of all engines take the set's questions in
 * turn (global round-robin: engine e's sample i asks question (e × samples + i) mod n),
 * so the provider cost stays engines × samples and every question is asked once the
 * test makes at least as many calls as there are questions.
 * @returns per engine, the question of each of its `samples` calls
 */
export function distributeQuestions(questions: string[], engines: number, samples: number): string[][] {
  if (questions.length === 0) throw new Error("distributeQuestions needs at least one question");
  return Array.from({ length: engines }, (_, e) => Array.from({ length: samples }, (_, i) => questions[(e * samples + i) % questions.length]!));
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
