import { describe, expect, it } from "vitest";
import { COURSE_CHAPTERS, COURSE_SLIDES, COURSE_TRADE_COUNT, FREE_SLIDES, TOTAL_SLIDES } from "./course";
import type { SlidePart } from "./course-slide-body";
import crawlers from "@/lib/crawlers/ai-crawlers.json";

/** The words a slide's body says, code included. */
function words(parts: readonly SlidePart[]): number {
  const text = parts.map((p) => (p.kind === "text" ? p.text : p.kind === "code" ? p.code : p.items.join(" "))).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

const codeBlocks = COURSE_SLIDES.flatMap((slide) => slide.body.flatMap((part) => (part.kind === "code" ? [{ slide: slide.id, ...part }] : [])));

describe("course content", () => {
  it("has 62 slides, numbered in order, each with a title and a body of 1–4 parts", () => {
    expect(TOTAL_SLIDES).toBe(62);
    COURSE_SLIDES.forEach((slide, index) => {
      expect(slide.id).toBe(index + 1);
      expect(slide.title.length).toBeGreaterThan(5);
      expect(slide.body.length, `slide ${slide.id}`).toBeGreaterThan(0);
      expect(slide.body.length, `slide ${slide.id}`).toBeLessThanOrEqual(4);
      for (const part of slide.body) {
        if (part.kind === "list" || part.kind === "steps") {
          expect(part.items.length, `slide ${slide.id}`).toBeGreaterThanOrEqual(2);
          expect(part.items.length, `slide ${slide.id}`).toBeLessThanOrEqual(7);
        }
      }
      expect(words(slide.body), `slide ${slide.id}`).toBeGreaterThanOrEqual(25);
    });
  });

  it("has no duplicate slide titles and counts every chapter's slides from the data", () => {
    expect(new Set(COURSE_SLIDES.map((s) => s.title)).size).toBe(TOTAL_SLIDES);
    expect(COURSE_CHAPTERS.reduce((sum, c) => sum + c.slideCount, 0)).toBe(TOTAL_SLIDES);
    expect(COURSE_CHAPTERS.every((c) => c.slideCount > 0)).toBe(true);
  });

  it("teaches something on its own in the free preview: the checklist and a first JSON-LD example", () => {
    const preview = COURSE_SLIDES.slice(0, FREE_SLIDES);
    for (const slide of preview) expect(words(slide.body), `slide ${slide.id}`).toBeGreaterThanOrEqual(50);
    expect(preview.some((s) => /Checkliste/.test(s.title) && s.body.some((p) => p.kind === "list" && p.items.length >= 4))).toBe(true);
    expect(codeBlocks.some((block) => block.slide <= FREE_SLIDES && block.language === "json")).toBe(true);
  });

  it("writes every JSON-LD example as valid JSON with the schema.org context and a @type", () => {
    const jsonBlocks = codeBlocks.filter((block) => block.language === "json");
    expect(jsonBlocks.length).toBeGreaterThanOrEqual(10);
    for (const block of jsonBlocks) {
      const data = JSON.parse(block.code) as Record<string, unknown>;
      expect(data["@context"], `slide ${block.slide}`).toBe("https://schema.org");
      expect(typeof data["@type"], `slide ${block.slide}`).toBe("string");
    }
  });

  it("shows complete JSON-LD for the four trades with their schema.org types", () => {
    const types = codeBlocks.filter((b) => b.language === "json").map((b) => (JSON.parse(b.code) as { "@type": string })["@type"]);
    for (const type of ["Dentist", "Electrician", "Restaurant", "LegalService"]) expect(types).toContain(type);
    expect(COURSE_TRADE_COUNT).toBe(4);
  });

  it("names the AI crawlers by their real tokens in robots.txt examples", () => {
    const robots = codeBlocks.filter((b) => b.language === "robots").map((b) => b.code).join("\n");
    for (const token of ["GPTBot", "OAI-SearchBot", "ClaudeBot", "PerplexityBot", "Google-Extended"]) expect(robots).toContain(`User-agent: ${token}`);
    const known = new Set(crawlers.map((c) => c.token));
    for (const [, token] of robots.matchAll(/^User-agent: (.+)$/gm)) if (token !== "*") expect(known, token).toContain(token);
  });
});
