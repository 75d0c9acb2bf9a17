import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import catalogue from "@/messages/de.json";
import { openingHoursProblemText, parseOpeningHours, type OpeningDay, type OpeningHoursProblem } from "./opening-hours";

// The problems as the pages show them, from messages/de.json "OpeningHours".
const t = createTranslator({ locale: "de", messages: catalogue, namespace: "OpeningHours" });
const openingHoursProblemMessage = (problem: OpeningHoursProblem) => openingHoursProblemText(problem, (key, values) => t(key, values as never));

const WEEKDAYS: OpeningDay[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const specs = (text: string) => parseOpeningHours(text).specifications;
const problems = (text: string) => parseOpeningHours(text).problems;
const messages = (text: string) => problems(text).map(openingHoursProblemMessage);

describe("parseOpeningHours: the formats owners type", () => {
  it("reads 'Mo-Fr 8-18 Uhr'", () => {
    expect(parseOpeningHours("Mo-Fr 8-18 Uhr")).toEqual({
      days: WEEKDAYS.map((day) => ({ day, ranges: [{ opens: "08:00", closes: "18:00" }] })),
      specifications: [{ dayOfWeek: WEEKDAYS, opens: "08:00", closes: "18:00" }],
      problems: [],
    });
  });

  it("reads 'Sa 9-13'", () => {
    expect(parseOpeningHours("Sa 9-13")).toMatchObject({ specifications: [{ dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" }], problems: [] });
  });

  it("reads several ranges a day: 'Mo–Do 08:00–12:30, 14:00–18:00'", () => {
    const parsed = parseOpeningHours("Mo–Do 08:00–12:30, 14:00–18:00");
    expect(parsed.problems).toEqual([]);
    expect(parsed.days.find((d) => d.day === "Tuesday")!.ranges).toEqual([
      { opens: "08:00", closes: "12:30" },
      { opens: "14:00", closes: "18:00" },
    ]);
    expect(parsed.specifications).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "14:00", closes: "18:00" },
    ]);
  });

  it("reads 'Mittwochnachmittag geschlossen': Wednesday keeps its morning session", () => {
    const parsed = parseOpeningHours("Mo–Do 08:00–12:30, 14:00–18:00, Mittwochnachmittag geschlossen");
    expect(parsed.problems).toEqual([]);
    expect(parsed.specifications).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
      { dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "14:00", closes: "18:00" },
    ]);
  });

  it("reads a whole week the way a practice writes it, across lines", () => {
    const text = "Öffnungszeiten:\nMo–Do 08:00–12:30, 14:00–18:00\nFr 8-14 Uhr\nSa 9-13\nMittwochnachmittag geschlossen\nSo und Feiertage geschlossen";
    const parsed = parseOpeningHours(text);
    expect(parsed.problems).toEqual([]);
    expect(parsed.specifications).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
      { dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "14:00", closes: "18:00" },
      { dayOfWeek: ["Friday"], opens: "08:00", closes: "14:00" },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
    expect(parsed.days.find((d) => d.day === "Sunday")!.ranges).toEqual([]);
  });

  it.each([
    ["Mo-Fr 09:00-18:00", WEEKDAYS, "09:00", "18:00"],
    ["Mo.-Fr. 9.00-18.00 Uhr", WEEKDAYS, "09:00", "18:00"],
    ["Mo - Fr 9:00 bis 18:00 Uhr", WEEKDAYS, "09:00", "18:00"],
    ["Montag bis Freitag von 8 bis 18 Uhr geöffnet", WEEKDAYS, "08:00", "18:00"],
    ["montags 8h-12h", ["Monday"], "08:00", "12:00"],
    ["Mon-Fri 9-17", WEEKDAYS, "09:00", "17:00"],
    ["Tu 10:00-11:00", ["Tuesday"], "10:00", "11:00"],
    ["We+Th 10-11", ["Wednesday", "Thursday"], "10:00", "11:00"],
    ["Mo+Mi 9:00-12:00", ["Monday", "Wednesday"], "09:00", "12:00"],
    ["Di/Do 14-18", ["Tuesday", "Thursday"], "14:00", "18:00"],
    ["Di und Do 14–18 Uhr", ["Tuesday", "Thursday"], "14:00", "18:00"],
    ["Mo, Mi, Fr 7:30-12", ["Monday", "Wednesday", "Friday"], "07:30", "12:00"],
    ["Mo Fr 09:00-12:00", ["Monday", "Friday"], "09:00", "12:00"],
    ["Sa-Mo 10-12", ["Saturday", "Sunday", "Monday"], "10:00", "12:00"],
    ["täglich 11:30–22:00", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], "11:30", "22:00"],
    ["am Wochenende 10-16 Uhr", ["Saturday", "Sunday"], "10:00", "16:00"],
    ["Sonn- und Feiertage 10-12", ["Sunday", "PublicHolidays"], "10:00", "12:00"],
    ["Fr-Sa 18:00-02:00", ["Friday", "Saturday"], "18:00", "02:00"],
    ["Sa 18-24 Uhr", ["Saturday"], "18:00", "24:00"],
    ["Mo-So rund um die Uhr", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], "00:00", "23:59"],
    ["Mo-So 24h", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], "00:00", "23:59"],
    ["Sa 8-24h", ["Saturday"], "08:00", "24:00"],
  ])("reads %j", (text, days, opens, closes) => {
    expect(parseOpeningHours(text)).toMatchObject({ specifications: [{ dayOfWeek: days, opens, closes }], problems: [] });
  });

  it("separates clauses by ';', new lines, '|' or simply the next days", () => {
    const expected = [
      { dayOfWeek: WEEKDAYS, opens: "08:00", closes: "18:00" },
      { dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ];
    for (const text of ["Mo-Fr 8-18; Sa 9-13", "Mo-Fr 8-18\r\nSa 9-13\r\n", "Mo-Fr 8-18 | Sa 9-13", "Mo-Fr 8-18 Uhr, Sa 9-13 Uhr", "Mo-Fr 8-18 Uhr. Sa 9-13 Uhr."]) {
      expect(parseOpeningHours(text), text).toMatchObject({ specifications: expected, problems: [] });
    }
  });

  it("adds ranges that do not overlap and replaces those that do", () => {
    expect(specs("Mo-Fr 8-12 Uhr, Mo, Di, Do 15-18 Uhr")).toEqual([
      { dayOfWeek: WEEKDAYS, opens: "08:00", closes: "12:00" },
      { dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "15:00", closes: "18:00" },
    ]);
    expect(specs("Mo-Fr 8-18, Mi 8-13")).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      { dayOfWeek: ["Wednesday"], opens: "08:00", closes: "13:00" },
    ]);
  });

  it("closes days named 'geschlossen' or 'Ruhetag'", () => {
    expect(specs("Mo-Fr 9-18; Mi geschlossen")).toEqual([{ dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }]);
    expect(specs("Di-So 11-22 Uhr, Montag Ruhetag")).toEqual([{ dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "11:00", closes: "22:00" }]);
  });

  it("closes half days: afternoon keeps the morning session, morning keeps the afternoon", () => {
    expect(specs("Mo-Fr 8-12, 14-18 Uhr; Mi nachmittags geschlossen")).toEqual([
      { dayOfWeek: WEEKDAYS, opens: "08:00", closes: "12:00" },
      { dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"], opens: "14:00", closes: "18:00" },
    ]);
    expect(specs("Mo-Sa 9-12:30, 14-18; Samstagvormittag geschlossen")).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "12:30" },
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"], opens: "14:00", closes: "18:00" },
    ]);
  });

  it("cuts a day open across midday at 12:00 for a closed afternoon, and says it guessed", () => {
    const parsed = parseOpeningHours("Mo-Fr 8-18 Uhr, Mittwochnachmittag geschlossen");
    expect(parsed.specifications).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
      { dayOfWeek: ["Wednesday"], opens: "08:00", closes: "12:00" },
    ]);
    expect(parsed.problems).toEqual([{ code: "half-day-guess", part: "Mittwochnachmittag geschlossen", detail: "Mittwoch" }]);
    expect(openingHoursProblemMessage(parsed.problems[0]!)).toBe(
      "„Mittwochnachmittag geschlossen“: Wann am Mittwoch mittags geschlossen wird, steht nicht da; eingetragen ist 12:00 Uhr. Stimmt das nicht, schreiben Sie z. B. „Mi 08:00-13:00“.",
    );
  });

  it("reads an empty text as no opening hours and no problem", () => {
    expect(parseOpeningHours("")).toEqual({ days: [], specifications: [], problems: [] });
    expect(parseOpeningHours(" ;\n | ")).toEqual({ days: [], specifications: [], problems: [] });
  });
});

describe("parseOpeningHours: what it cannot read is named, never dropped silently", () => {
  it("names an unknown day", () => {
    expect(problems("Mo-Fx 09:00-18:00")).toEqual([{ code: "unknown-day", part: "Mo-Fx 09:00-18:00", detail: "Fx" }]);
    expect(messages("Mo-Fx 09:00-18:00")).toEqual(["„Mo-Fx 09:00-18:00“: Unbekannter Wochentag „Fx“. Verwenden Sie Mo, Di, Mi, Do, Fr, Sa oder So."]);
    expect(messages("Mofr 09:00-12:00")[0]).toContain("„Mofr“ verstehen wir nicht");
  });

  it("names an impossible time and an empty range", () => {
    expect(messages("Sa 25:00-13:00")).toEqual(["„Sa 25:00-13:00“: Ungültige Uhrzeit „25:00“. Verwenden Sie Zeiten von 00:00 bis 24:00."]);
    expect(problems("Mo 9:75-12")[0]).toMatchObject({ code: "invalid-time", detail: "9:75" });
    expect(problems("Mo 24-12")[0]).toMatchObject({ code: "invalid-time", detail: "24" });
    expect(messages("Mo 09:00-09:00")).toEqual(["„Mo 09:00-09:00“: Öffnungs- und Schließzeit sind gleich."]);
  });

  it("names times without days and days without times", () => {
    expect(messages("8-18 Uhr")).toEqual(["„8-18 Uhr“: Es fehlt der Wochentag, z. B. „Mo-Fr 8-18 Uhr“."]);
    expect(messages("Mo-Fr")).toEqual(["„Mo-Fr“: Es fehlt die Uhrzeit, z. B. „Mo-Fr 9-18 Uhr“."]);
    expect(problems("Mo-Fr ab 8 Uhr")).toEqual([{ code: "incomplete-range", part: "Mo-Fr ab 8 Uhr", detail: "8 Uhr" }]);
  });

  it("asks instead of guessing 'werktags'", () => {
    expect(messages("werktags 8-17")).toEqual(["„werktags 8-17“: „werktags“ ist mehrdeutig (Montag bis Freitag oder bis Samstag?). Schreiben Sie „Mo-Fr“ oder „Mo-Sa“."]);
  });

  it("keeps the readable parts and names the others, each as typed", () => {
    const parsed = parseOpeningHours("Mo-Fr 09:00-18:00; Xy 10:00-12:00; Sa 10:00-14:00; So 25:00-26:00; Termine nach Vereinbarung");
    expect(parsed.specifications).toEqual([
      { dayOfWeek: WEEKDAYS, opens: "09:00", closes: "18:00" },
      { dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00" },
    ]);
    expect(parsed.problems.map((p) => [p.code, p.part])).toEqual([
      ["unknown-day", "Xy 10:00-12:00"],
      ["invalid-time", "So 25:00-26:00"],
      ["no-fixed-hours", "Termine nach Vereinbarung"],
    ]);
  });

  it("keeps the morning when the afternoon is by appointment", () => {
    const parsed = parseOpeningHours("Mo-Fr 8-12 Uhr, nachmittags nach Vereinbarung");
    expect(parsed.specifications).toEqual([{ dayOfWeek: WEEKDAYS, opens: "08:00", closes: "12:00" }]);
    expect(parsed.problems).toEqual([{ code: "no-fixed-hours", part: "nachmittags nach Vereinbarung" }]);
  });

  it("names a half day closed on a day that has no hours", () => {
    expect(messages("Mittwochnachmittag geschlossen")).toEqual([
      "„Mittwochnachmittag geschlossen“: Für Mittwoch stehen davor keine Öffnungszeiten, die eingeschränkt werden könnten. Nennen Sie zuerst die Zeiten, z. B. „Mo-Fr 8-18 Uhr, Mittwochnachmittag geschlossen“.",
    ]);
  });

  it("names free text", () => {
    expect(messages("immer geöffnet")).toEqual(["„immer geöffnet“ ist nicht lesbar: „immer“ verstehen wir nicht. Schreiben Sie z. B. „Mo-Fr 8-18 Uhr“ oder „Sa 09:00-13:00“."]);
    expect(problems("Mo-Fr 9-18 Uhr außer Mittwoch").map((p) => p.code)).toEqual(["unreadable", "no-times"]);
  });
});
