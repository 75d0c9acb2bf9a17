import { describe, expect, it } from "vitest";
import { getSnippet, listSnippets } from "@/lib/snippets/library";
import { buildFaqPage, industryQuestions } from "./build-faq";

const industries = listSnippets();
const byId = (id: string) => getSnippet(id)!;
/** An answer's text with the owner's "[...]" placeholders removed: what it states as fact. */
const stated = (answer: string) => answer.replace(/\[[^\]]*\]/g, "");

describe("industryQuestions", () => {
  it.each(industries.map((s) => [s.id, s] as const))("%s gets 5 to 10 questions, each asked once", (_id, s) => {
    const questions = industryQuestions(s);
    expect(questions.length).toBeGreaterThanOrEqual(5);
    expect(questions.length).toBeLessThanOrEqual(10);
    expect(new Set(questions.map((q) => q.question)).size).toBe(questions.length);
  });

  it("states no price, time or number outside a [placeholder], and leaves no template token unfilled", () => {
    for (const s of industries) {
      for (const { question, answer } of industryQuestions(s)) {
        expect(stated(answer), `${s.id}: ${answer}`).not.toMatch(/\d|€|Euro|Uhr\b|kostenlos|gratis|rund um die Uhr/i);
        expect(`${question} ${answer}`, s.id).not.toMatch(/[{}]/);
        // Every answer leaves the owner something to fill in: none is a finished claim.
        expect(answer, `${s.id}: ${answer}`).toMatch(/\[[^\]]+\]/);
      }
    }
  });

  it("gives two different industries different answers, built from each one's own services", () => {
    const dentist = industryQuestions(byId("zahnarztpraxis")).map((q) => q.answer);
    const electrician = industryQuestions(byId("elektriker")).map((q) => q.answer);
    expect(dentist.filter((a) => electrician.includes(a))).toEqual([]);
    expect(dentist.join(" ")).toContain("Professionelle Zahnreinigung");
    // Within one category the answers still differ by the industry's services.
    const orthodontist = industryQuestions(byId("kieferorthopaedie")).map((q) => q.answer);
    expect(orthodontist[0]).not.toBe(dentist[0]);
    expect(orthodontist[0]).toContain("Unsichtbare Aligner");
    // No two industries of the library share their whole set of answers.
    const sets = new Set(industries.map((s) => industryQuestions(s).map((q) => q.answer).join("\n")));
    expect(sets.size).toBe(industries.length);
  });

  it("asks about emergencies only where the trade has an emergency service", () => {
    const asksEmergency = (id: string) => industryQuestions(byId(id)).some((q) => q.question.includes("Notfall"));
    expect(asksEmergency("elektriker")).toBe(true);
    expect(asksEmergency("schluesseldienst")).toBe(true);
    expect(asksEmergency("friseur")).toBe(false);
    expect(asksEmergency("buchhandlung")).toBe(false);
  });
});

describe("buildFaqPage", () => {
  it("is a schema.org FAQPage that survives JSON, one Question with one Answer per question", () => {
    const page = JSON.parse(JSON.stringify(buildFaqPage([byId("friseur")]))) as {
      "@context": string;
      "@type": string;
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    };
    expect(page["@context"]).toBe("https://schema.org");
    expect(page["@type"]).toBe("FAQPage");
    expect(page.mainEntity).toHaveLength(industryQuestions(byId("friseur")).length);
    for (const q of page.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.name.length).toBeGreaterThan(0);
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(0);
    }
  });
});
