import type { PageFacts } from "../page-facts";
import type { Finding } from "../types";
import { count, normalizeForMatch, quote, statusFor } from "./shared";

/**
 * FAQ content: questions and answers are what AI assistants quote most readily.
 * Points:
 * - 35 FAQ section: a heading such as "FAQ" or "Häufige Fragen", an element marked
 *   faq, at least two <details>/<summary> pairs, or FAQPage markup
 * - 35 question headings (h2-h6, <summary>, <dt> ending in "?"): 3 or more 35, 1-2 18
 * - 30 FAQPage markup with Question/acceptedAnswer: 30 when at least half of its
 *   questions are visible on the page, 15 when not (Google requires marked-up content
 *   to be visible), 10 when it has no complete question
 *
 * Google no longer shows FAQ rich results (limited since 2023, ended 2026); the
 * markup still helps AI assistants read question-answer content (product decisions).
 */

const FAQ_HEADING = /\bfaqs?\b|h[äa]ufig(e|\s+gestellte)?\s+fragen|fragen\s+(und|&)\s+antworten|ihre\s+fragen|oft\s+gefragt/i;

export function checkFaq(facts: PageFacts): Finding[] {
  const findings: Finding[] = [];
  const faqHeading = facts.headings.find((h) => FAQ_HEADING.test(h.text));
  const faqPages = facts.entities.filter((e) => e.types.includes("FAQPage"));
  const questionCandidates = [...facts.headings.filter((h) => h.level >= 2).map((h) => h.text), ...facts.summaries];
  const questions = [...new Set(questionCandidates.filter((t) => /\?\s*$/.test(t) && t.length <= 200))];

  const sectionEvidence = faqHeading
    ? `Überschrift ${quote(faqHeading.text)}`
    : facts.faqMarkers.length
      ? `Bereich mit der Kennzeichnung ${quote(facts.faqMarkers[0]!, 40)}`
      : facts.summaries.length >= 2
        ? `${facts.summaries.length} aufklappbare Fragen (<details>/<summary>)`
        : faqPages.length
          ? "nur als FAQPage-Markup, ohne erkennbaren Bereich auf der Seite"
          : null;
  findings.push(
    sectionEvidence
      ? { id: "faq.section", status: "pass", label: "FAQ-Bereich", evidence: `FAQ-Bereich gefunden: ${sectionEvidence}.`, points: 35, maxPoints: 35 }
      : {
          id: "faq.section",
          status: "fail",
          label: "FAQ-Bereich",
          evidence: "Kein FAQ-Bereich gefunden (keine Überschrift wie „FAQ“ oder „Häufige Fragen“).",
          points: 0,
          maxPoints: 35,
          action: "Legen Sie einen Bereich „Häufige Fragen“ an und beantworten Sie dort die 5–10 Fragen, die Kunden wirklich stellen (Preise, Termine, Ablauf, Einzugsgebiet) – jeweils in 2–4 Sätzen.",
        },
  );

  const questionPoints = questions.length >= 3 ? 35 : questions.length > 0 ? 18 : 0;
  findings.push({
    id: "faq.questions",
    status: statusFor(questionPoints, 35),
    label: "Fragen als Überschriften",
    evidence: questions.length
      ? `${count(questions.length, "Frage", "Fragen")} als Überschrift, z. B. ${questions.slice(0, 3).map((q) => quote(q, 70)).join(", ")}.`
      : "Keine Überschrift ist als Frage formuliert.",
    points: questionPoints,
    maxPoints: 35,
    action:
      questionPoints < 35
        ? "Formulieren Sie mindestens drei Zwischenüberschriften als vollständige Kundenfragen (z. B. „Was kostet eine Zahnreinigung in Berlin?“) und beantworten Sie jede direkt darunter."
        : undefined,
  });

  const marked = faqPages.flatMap((page) => {
    const main = page.props.mainEntity;
    const items = Array.isArray(main) ? main : main ? [main] : [];
    return items.filter(
      (q): q is Record<string, unknown> =>
        !!q && typeof q === "object" && typeof (q as Record<string, unknown>).name === "string" && !!(q as Record<string, unknown>).acceptedAnswer,
    );
  });
  if (faqPages.length === 0) {
    findings.push({
      id: "faq.markup",
      status: "fail",
      label: "FAQPage-Markup",
      evidence: "Kein FAQPage-Markup gefunden.",
      points: 0,
      maxPoints: 30,
      action:
        "Zeichnen Sie Ihre Fragen und Antworten zusätzlich als FAQPage-JSON-LD aus. Google zeigt dafür zwar keine FAQ-Rich-Results mehr, KI-Assistenten erkennen Frage und Antwort so aber eindeutig.",
    });
  } else if (marked.length === 0) {
    findings.push({
      id: "faq.markup",
      status: "warn",
      label: "FAQPage-Markup",
      evidence: "FAQPage-Markup vorhanden, aber ohne vollständige Frage (Question mit name und acceptedAnswer).",
      points: 10,
      maxPoints: 30,
      action: "Ergänzen Sie im FAQPage-Markup unter mainEntity je Frage ein Question-Objekt mit name und acceptedAnswer (Answer mit text).",
    });
  } else {
    const pageText = normalizeForMatch(facts.bodyText);
    const visible = marked.filter((q) => pageText.includes(normalizeForMatch(String(q.name))));
    const ok = visible.length * 2 >= marked.length;
    findings.push({
      id: "faq.markup",
      status: ok ? "pass" : "warn",
      label: "FAQPage-Markup",
      evidence: `FAQPage mit ${count(marked.length, "Frage", "Fragen")}, davon ${visible.length} auch sichtbar auf der Seite. (Google zeigt keine FAQ-Rich-Results mehr; KI-Assistenten lesen das Markup weiterhin.)`,
      points: ok ? 30 : 15,
      maxPoints: 30,
      action: ok
        ? undefined
        : "Zeigen Sie die Fragen aus dem FAQPage-Markup auch sichtbar auf der Seite – Markup muss sichtbare Inhalte beschreiben, sonst wird es als irreführend gewertet.",
    });
  }
  return findings;
}
