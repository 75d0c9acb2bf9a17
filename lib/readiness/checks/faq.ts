import type { PageFacts } from "../page-facts";
import type { Finding } from "../types";
import { copy, list, normalizeForMatch, quote, statusFor } from "./shared";

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
 * markup still helps AI assistants read question-answer content, so it still scores.
 */

const FAQ_HEADING = /\bfaqs?\b|h[äa]ufig(e|\s+gestellte)?\s+fragen|fragen\s+(und|&)\s+antworten|ihre\s+fragen|oft\s+gefragt/i;

export function checkFaq(facts: PageFacts): Finding[] {
  const findings: Finding[] = [];
  const faqHeading = facts.headings.find((h) => FAQ_HEADING.test(h.text));
  const faqPages = facts.entities.filter((e) => e.types.includes("FAQPage"));
  const questionCandidates = [...facts.headings.filter((h) => h.level >= 2).map((h) => h.text), ...facts.summaries];
  const questions = [...new Set(questionCandidates.filter((t) => /\?\s*$/.test(t) && t.length <= 200))];

  const sectionEvidence = faqHeading
    ? copy("faq.section.byHeading", { heading: quote(faqHeading.text) })
    : facts.faqMarkers.length
      ? copy("faq.section.byMarker", { marker: quote(facts.faqMarkers[0]!, 40) })
      : facts.summaries.length >= 2
        ? copy("faq.section.byDetails", { count: facts.summaries.length })
        : faqPages.length
          ? copy("faq.section.byMarkupOnly")
          : null;
  findings.push(
    sectionEvidence
      ? { id: "faq.section", status: "pass", evidence: copy("faq.section.found", { where: sectionEvidence }), points: 35, maxPoints: 35 }
      : {
          id: "faq.section",
          status: "fail",
          evidence: copy("faq.section.missing"),
          points: 0,
          maxPoints: 35,
          action: copy("faq.section.add"),
        },
  );

  const questionPoints = questions.length >= 3 ? 35 : questions.length > 0 ? 18 : 0;
  findings.push({
    id: "faq.questions",
    status: statusFor(questionPoints, 35),
    evidence: questions.length
      ? copy("faq.questions.found", { count: questions.length, examples: list(questions.slice(0, 3).map((q) => quote(q, 70))) })
      : copy("faq.questions.none"),
    points: questionPoints,
    maxPoints: 35,
    action: questionPoints < 35 ? copy("faq.questions.write") : undefined,
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
      evidence: copy("faq.markup.missing"),
      points: 0,
      maxPoints: 30,
      action: copy("faq.markup.add"),
    });
  } else if (marked.length === 0) {
    findings.push({
      id: "faq.markup",
      status: "warn",
      evidence: copy("faq.markup.incomplete"),
      points: 10,
      maxPoints: 30,
      action: copy("faq.markup.complete"),
    });
  } else {
    const pageText = normalizeForMatch(facts.bodyText);
    const visible = marked.filter((q) => pageText.includes(normalizeForMatch(String(q.name))));
    const ok = visible.length * 2 >= marked.length;
    findings.push({
      id: "faq.markup",
      status: ok ? "pass" : "warn",
      evidence: copy("faq.markup.found", { count: marked.length, visible: visible.length }),
      points: ok ? 30 : 15,
      maxPoints: 30,
      action: ok ? undefined : copy("faq.markup.showQuestions"),
    });
  }
  return findings;
}
