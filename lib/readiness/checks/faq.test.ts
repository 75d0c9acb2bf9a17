import { describe, expect, it } from "vitest";
import { factsFor, findingById, jsonLd, page } from "@/test/readiness-helpers";
import { copyText } from "../finding-text";
import { checkFaq } from "./faq";

function check(body: string) {
  return checkFaq(factsFor(page(body)));
}

function faqPage(questions: { name: string; answer?: string }[]) {
  return jsonLd({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((q) => ({
      "@type": "Question",
      name: q.name,
      ...(q.answer === undefined ? {} : { acceptedAnswer: { "@type": "Answer", text: q.answer } }),
    })),
  });
}

describe("faq.section (35)", () => {
  it.each([
    ["a heading “Häufige Fragen”", "<h2>Häufige Fragen</h2>", "Überschrift „Häufige Fragen“"],
    ["a heading “FAQ”", "<h2>FAQ zur Behandlung</h2>", "Überschrift „FAQ zur Behandlung“"],
    ["a heading “Häufig gestellte Fragen”", "<h3>Häufig gestellte Fragen</h3>", "Überschrift „Häufig gestellte Fragen“"],
    ["a heading “Fragen und Antworten”", "<h2>Fragen und Antworten</h2>", "Überschrift „Fragen und Antworten“"],
    ["an element marked faq", `<section class="faq-list"><p>Text</p></section>`, "Bereich mit der Kennzeichnung „faq-list“"],
    ["two details/summary pairs", "<details><summary>Parken</summary>Ja</details><details><summary>Kosten</summary>50 €</details>", "2 aufklappbare Fragen (<details>/<summary>)"],
  ])("found via %s: 35", (_label, body, evidence) => {
    const f = findingById(check(body), "faq.section");
    expect(f).toMatchObject({ status: "pass", points: 35, maxPoints: 35, evidence: { code: "faq.section.found" } });
    expect(copyText(f.evidence)).toBe(`FAQ-Bereich gefunden: ${evidence}.`);
  });

  it("found via FAQPage markup alone: 35, saying nothing is visible", () => {
    const f = findingById(check(faqPage([{ name: "Was kostet es?", answer: "50 €" }])), "faq.section");
    expect(f).toMatchObject({ points: 35, evidence: { code: "faq.section.found", params: { where: { code: "faq.section.byMarkupOnly" } } } });
  });

  it("none: 0 with an action; a single summary is not a section", () => {
    const f = findingById(check("<h2>Unsere Leistungen</h2><details><summary>Mehr</summary>x</details>"), "faq.section");
    expect(f).toMatchObject({ status: "fail", points: 0 });
    expect(f).toMatchObject({ evidence: { code: "faq.section.missing" }, action: { code: "faq.section.add" } });
  });
});

describe("faq.questions (35)", () => {
  it("three question headings: 35, quoting them", () => {
    const f = findingById(check("<h2>Was kostet eine Zahnreinigung?</h2><h3>Wie lange dauert sie?</h3><h2>Gibt es Parkplätze?</h2>"), "faq.questions");
    expect(f).toMatchObject({ status: "pass", points: 35, maxPoints: 35, action: undefined });
    expect(copyText(f.evidence)).toBe("3 Fragen als Überschrift, z. B. „Was kostet eine Zahnreinigung?“, „Wie lange dauert sie?“, „Gibt es Parkplätze?“.");
  });

  it("one or two: 18", () => {
    const f = findingById(check("<h2>Was kostet eine Zahnreinigung?</h2><h2>Leistungen</h2>"), "faq.questions");
    expect(f).toMatchObject({ status: "warn", points: 18, evidence: { code: "faq.questions.found", params: { count: 1 } } });
    // ICU plural: one "Frage".
    expect(copyText(f.evidence)).toBe("1 Frage als Überschrift, z. B. „Was kostet eine Zahnreinigung?“.");
    expect(findingById(check("<details><summary>Parken?</summary></details><dl><dt>Kosten?</dt></dl>"), "faq.questions").points).toBe(18);
  });

  it("none: 0; an h1 question and duplicates do not count", () => {
    expect(findingById(check("<h1>Warum wir?</h1><h2>Leistungen</h2>"), "faq.questions")).toMatchObject({ status: "fail", points: 0 });
    expect(findingById(check("<h2>Parken?</h2><h2>Parken?</h2><h2>Parken?</h2>"), "faq.questions").points).toBe(18);
  });
});

describe("faq.markup (30)", () => {
  it("questions visible on the page: 30", () => {
    const findings = check(
      `<h2>Häufige Fragen</h2><h3>Was kostet eine Zahnreinigung?</h3><p>80 €.</p><h3>Gibt es Parkplätze?</h3><p>Ja.</p>` +
        faqPage([
          { name: "Was kostet eine Zahnreinigung?", answer: "80 €." },
          { name: "Gibt es Parkplätze?", answer: "Ja." },
        ]),
    );
    const f = findingById(findings, "faq.markup");
    expect(f).toMatchObject({ status: "pass", points: 30, maxPoints: 30, action: undefined });
    expect(f.evidence).toEqual({ code: "faq.markup.found", params: { count: 2, visible: 2 } });
  });

  it("half of the questions visible is enough", () => {
    const f = findingById(check(`<p>Gibt es Parkplätze?</p>` + faqPage([{ name: "Gibt es Parkplätze?", answer: "Ja" }, { name: "Was kostet es?", answer: "80 €" }])), "faq.markup");
    expect(f.points).toBe(30);
  });

  it("questions not visible on the page: 15, warn", () => {
    const f = findingById(check(`<h1>Praxis</h1>` + faqPage([{ name: "Was kostet eine Zahnreinigung?", answer: "80 €" }, { name: "Gibt es Parkplätze?", answer: "Ja" }])), "faq.markup");
    expect(f).toMatchObject({ status: "warn", points: 15 });
    expect(f.evidence).toEqual({ code: "faq.markup.found", params: { count: 2, visible: 0 } });
    expect(f.action).toEqual({ code: "faq.markup.showQuestions" });
  });

  it("matches visible questions regardless of case, umlaut spelling and punctuation", () => {
    const f = findingById(check(`<p>GIBT ES PARKPLAETZE</p>` + faqPage([{ name: "Gibt es Parkplätze?", answer: "Ja" }])), "faq.markup");
    expect(f.points).toBe(30);
  });

  it("FAQPage without a complete question: 10", () => {
    const f = findingById(check(faqPage([{ name: "Was kostet es?" }])), "faq.markup");
    expect(f).toMatchObject({ status: "warn", points: 10, evidence: { code: "faq.markup.incomplete" } });
  });

  it("no FAQPage: 0", () => {
    expect(findingById(check("<h2>FAQ</h2>"), "faq.markup")).toMatchObject({ status: "fail", points: 0, evidence: { code: "faq.markup.missing" } });
  });
});
