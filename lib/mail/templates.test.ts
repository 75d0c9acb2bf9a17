import { describe, expect, it } from "vitest";
import { adminLoginCapMail, monitorChangeMail } from "./templates";

describe("e-mail templates: German text from messages/de.json", () => {
  it("lists a monitor's changes as lines, rates in whole percent, and escapes the HTML", () => {
    const mail = monitorChangeMail({
      businessName: "Praxis <Müller>",
      changes: [
        { kind: "rate_up", engine: "ChatGPT", from: 0.2, to: 0.666 },
        { kind: "rate_down", engine: "Gemini", from: 0.5, to: 0 },
        { kind: "new_competitor", name: "Praxis X", answers: 3 },
      ],
      monitorUrl: "https://ki.example/monitor/abc",
      unsubscribeUrl: "https://ki.example/monitor/abc/abmelden",
    });
    expect(mail.subject).toBe("KI-Sichtbarkeit: Veränderung bei Praxis <Müller>");
    expect(mail.text).toContain(
      "bei „Praxis <Müller>“ hat sich in den Antworten der KI-Assistenten etwas deutlich verändert (über die Schwankung der Stichprobe hinaus):\n" +
        "• ChatGPT nennt Sie häufiger: 20 % → 67 % der Antworten.\n• Gemini nennt Sie seltener: 50 % → 0 % der Antworten.\n• Neu empfohlen: Praxis X (in 3 Antworten).\n\n" +
        "Verlauf und alle Antworten: https://ki.example/monitor/abc",
    );
    expect(mail.text).toContain("Keine E-Mails mehr und alle gespeicherten Antworten löschen: https://ki.example/monitor/abc/abmelden");
    expect(mail.html).toContain("Praxis &lt;Müller&gt;");
    expect(mail.html).not.toContain("<Müller>");
  });

  const links = { monitorUrl: "https://ki.example/monitor/abc", unsubscribeUrl: "https://ki.example/monitor/abc/abmelden" };
  const wrongPhone = { kind: "wrong_fact", field: "telephone", ai: "0941 987654", site: "+49 941 123456", answers: 3 } as const;

  it("opens a mail whose only change is a wrong fact with that fact, not with a change beyond sampling fluctuation", () => {
    const mail = monitorChangeMail({ businessName: "Praxis Weber", changes: [wrongPhone], ...links });
    expect(mail.subject).toBe("KI-Sichtbarkeit: falsche Angabe über Praxis Weber");
    expect(mail.text).toContain(
      "Guten Tag,\n\ndie KI-Assistenten sagen über „Praxis Weber“ etwas, das Ihrer Website widerspricht. Wer sie fragt, bekommt diese Angabe zu hören:\n" +
        "• Telefon laut KI „0941 987654“, auf Ihrer Website „+49 941 123456“ (in 3 Antworten).\n\n",
    );
    expect(mail.text).not.toMatch(/verändert|Schwankung/);
    expect(mail.text).toContain("korrigieren Sie sie dort.");
    expect(mail.html).toContain("etwas, das Ihrer Website widerspricht");
  });

  it("counts several wrong facts in the first sentence and the subject", () => {
    const mail = monitorChangeMail({ businessName: "Praxis Weber", changes: [wrongPhone, { kind: "wrong_fact", field: "openingHours", ai: "Mo–Fr 8–12", site: "Mo–Fr 8–18", answers: 2 }], ...links });
    expect(mail.subject).toBe("KI-Sichtbarkeit: falsche Angaben über Praxis Weber");
    expect(mail.text).toContain("die KI-Assistenten sagen über „Praxis Weber“ 2 Dinge, die Ihrer Website widersprechen. Wer sie fragt, bekommt diese Angaben zu hören:\n• Telefon laut KI");
    expect(mail.text).toContain("• Öffnungszeiten laut KI „Mo–Fr 8–12“");
  });

  it("with ranking changes and a wrong fact: the ranking sentence first, the fact after „Außerdem“", () => {
    const mail = monitorChangeMail({ businessName: "Praxis Weber", changes: [wrongPhone, { kind: "new_competitor", name: "Praxis X", answers: 3 }], ...links });
    expect(mail.subject).toBe("KI-Sichtbarkeit: Veränderung bei Praxis Weber");
    expect(mail.text).toContain(
      "bei „Praxis Weber“ hat sich in den Antworten der KI-Assistenten etwas deutlich verändert (über die Schwankung der Stichprobe hinaus):\n• Neu empfohlen: Praxis X (in 3 Antworten).\n\n" +
        "Außerdem sagen die KI-Assistenten etwas, das Ihrer Website widerspricht:\n• Telefon laut KI „0941 987654“",
    );
  });

  it("writes numbers as given, without thousands separators", () => {
    expect(adminLoginCapMail({ username: "inhaber", limit: 1000 }).text).toContain("mehr als 1000 fehlgeschlagene Anmeldeversuche");
  });
});
