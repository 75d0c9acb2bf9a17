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

  it("writes numbers as given, without thousands separators", () => {
    expect(adminLoginCapMail({ username: "inhaber", limit: 1000 }).text).toContain("mehr als 1000 fehlgeschlagene Anmeldeversuche");
  });
});
