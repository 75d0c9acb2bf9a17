/**
 * The privacy policy (/datenschutz) as a template: what this site really processes, each
 * with purpose, legal basis (DSGVO Art. 6), recipients and storage period, as the code
 * does it. The operator completes the parts in „[Bitte ergänzen: …]“ (hosting, mail
 * provider, contracts) and has the whole text checked; the page marks them until then.
 *
 * `facts` are what the server knows about its own setup (lib/privacy-facts.ts).
 */

export interface PrivacyFacts {
  /** The AI provider the live test asks, e.g. "OpenAI, api.openai.com" or a host name; null when none is configured. */
  aiProvider: string | null;
  /** The SMTP server e-mails go through, e.g. "smtp.example.net"; null = none configured yet. */
  smtpHost: string | null;
  /** Hours an unconfirmed request for the free analysis is kept. */
  optInHours: number;
  /** Days a sign-in link for premium access stays valid. */
  signInLinkDays: number;
  /** Finished scans kept per website in the SEO dashboard. */
  scansKeptPerSite: number;
  /** Days the premium cookie lives. */
  premiumCookieDays: number;
}

/** One processing activity, the way Art. 13 DSGVO asks for it. */
export interface ProcessingActivity {
  id: string;
  title: string;
  /** Which data, and how they are processed. */
  data: string;
  purpose: string;
  legalBasis: string;
  recipients: string;
  retention: string;
}

/** Marks a part the operator must complete; the page highlights it. */
export const TO_COMPLETE = "[Bitte ergänzen:";

export function processingActivities(f: PrivacyFacts): ProcessingActivity[] {
  return [
    {
      id: "aufruf",
      title: "Aufruf der Website und Schutz vor Missbrauch",
      data: "Beim Aufruf einer Seite verarbeitet der Server Ihre IP-Adresse, die aufgerufene Adresse, Datum und Uhrzeit sowie die Angaben Ihres Browsers (User-Agent). Um Missbrauch zu verhindern, zählen wir Anfragen an den Live-Test, den Website-Checker, den SEO-Scan und die Admin-Anmeldung je IP-Adresse für höchstens eine Stunde.",
      purpose: "Auslieferung der Website, Betriebssicherheit, Schutz vor Überlastung und Angriffen.",
      legalBasis: "Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an einem sicheren und stabilen Betrieb).",
      recipients: `Unser Hosting-Anbieter als Auftragsverarbeiter: ${TO_COMPLETE} Name und Anschrift des Hosting-Anbieters, Serverstandort]`,
      retention: `Zähler der Ratenbegrenzung: höchstens eine Stunde. Protokolle des Servers: ${TO_COMPLETE} Speicherdauer der Server-Logs Ihres Hosting-Anbieters]`,
    },
    {
      id: "statistik",
      title: "Nutzungsstatistik",
      data: "Je Nutzung eines Tools speichern wir nur, welches Tool genutzt wurde, den Zeitpunkt, das Land und eine gekürzte IP-Adresse (IPv4 ohne das letzte Byte, IPv6 nur die ersten 48 Bit). Ihre Eingaben (Adressen, Suchbegriffe, Firmennamen) speichern wir dabei nie. Es gibt keine Tracking-Cookies und keine Analyse-Dienste Dritter.",
      purpose: "Erkennen, welche Tools genutzt werden, um sie zu verbessern.",
      legalBasis: "Art. 6 Abs. 1 lit. f DSGVO (berechtigtes Interesse an der Verbesserung des Angebots).",
      recipients: "Keine.",
      retention: `${TO_COMPLETE} Löschfrist der Statistik, z. B. 24 Monate]`,
    },
    {
      id: "tools",
      title: "Kostenlose Tools (Website-Checker, Generatoren)",
      data: "Beim Website-Checker ruft unser Server die von Ihnen angegebene Website ab (Startseite, robots.txt, Sitemap, llms.txt) und wertet sie aus. Die Generatoren für JSON-LD, Meta-Tags, robots.txt und Sitemap arbeiten in Ihrem Browser; Ihre Eingaben erreichen unseren Server nicht.",
      purpose: "Die Auswertung, die Sie anfordern.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Nutzung des von Ihnen angefragten Dienstes).",
      recipients: "Der Betreiber der geprüften Website sieht einen Abruf mit unserer Kennung (User-Agent).",
      retention: "Keine Speicherung: Eingaben und Ergebnisse werden nach der Antwort verworfen.",
    },
    {
      id: "live-test",
      title: "KI-Live-Test",
      data: f.aiProvider
        ? `Ihr Suchthema, der Standort und – falls angegeben – Firmenname und Website werden als Frage an den KI-Anbieter (${f.aiProvider}) gesendet, mehrmals, weil Antworten schwanken. Ihre IP-Adresse senden wir nicht mit.`
        : "Der Live-Test ist auf diesem Server nicht eingerichtet; es werden keine Daten an einen KI-Anbieter gesendet.",
      purpose: "Zu prüfen, ob und wie ein KI-Assistent Ihr Unternehmen nennt.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Nutzung des von Ihnen angefragten Dienstes).",
      recipients: f.aiProvider
        ? `Der KI-Anbieter (${f.aiProvider}) als Auftragsverarbeiter. ${TO_COMPLETE} Vertragspartner und Sitz des KI-Anbieters; bei Sitz außerhalb der EU die Grundlage der Übermittlung, z. B. Angemessenheitsbeschluss (EU-US Data Privacy Framework) oder Standardvertragsklauseln]`
        : "Keine.",
      retention: f.aiProvider
        ? `Wir speichern weder Frage noch Antworten. Beim KI-Anbieter: ${TO_COMPLETE} Speicherdauer laut Vertrag mit dem KI-Anbieter]`
        : "Keine.",
    },
    {
      id: "seo-dashboard",
      title: "SEO-Dashboard",
      data: `Für die Website, die Sie scannen lassen, speichern wir Domain, gefundene Seitenadressen, Seitentitel, Beschreibungen und Befunde und scannen sie regelmäßig erneut (Monitoring). Wir behalten die letzten ${f.scansKeptPerSite} Scans je Website.`,
      purpose: "Die Beobachtung der Indexierbarkeit, die Sie mit dem Scan anfordern.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Nutzung des von Ihnen angefragten Dienstes).",
      recipients: "Der Betreiber der gescannten Website sieht Abrufe mit unserer Kennung (User-Agent).",
      retention: `Ältere Scans löschen wir automatisch; die Website bleibt beobachtet, bis Sie uns um Löschung bitten. ${TO_COMPLETE} ggf. eigene Löschfrist]`,
    },
    {
      id: "ki-monitor",
      title: "KI-Sichtbarkeits-Monitor (Double-Opt-in)",
      data: "Wenn Sie „Wöchentlich beobachten“ wählen, speichern wir Ihre E-Mail-Adresse, Firmenname, Website, Branche, Stadt, optional Schwerpunkt und Wettbewerber sowie die daraus gebildeten Fragen. Nach Ihrer Bestätigung stellen wir diese Fragen in jedem Lauf (Standard: wöchentlich) den konfigurierten KI-Assistenten und speichern jede Antwort mit Zeitpunkt, Assistent, Modell, Frage, genannten Quellen und unserer Auswertung, damit Sie den Verlauf und die Belege sehen. Außerdem prüfen wir in jedem Lauf Ihre Website mit dem KI-Readiness-Checker und speichern Punktzahl und die wichtigsten offenen Prüfpunkte (ohne Seiteninhalte). Sagen Sie unter einer Antwort, ob ein dort genannter Name Ihr Betrieb ist, speichern wir diesen Namen, den genannten Ort und Ihre Angabe, bis Sie sie zurücknehmen oder den Monitor beenden. Die Monitor-Seite erreicht nur, wer den geheimen Link aus unseren E-Mails kennt.",
      purpose: "Ihnen zu zeigen, wie oft KI-Assistenten Ihr Unternehmen über die Zeit empfehlen, und Sie bei deutlichen Veränderungen per E-Mail zu informieren.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Nutzung des von Ihnen angefragten Dienstes); die Bestätigung per E-Mail stellt sicher, dass der Monitor von Ihnen stammt.",
      recipients: "Die KI-Anbieter erhalten nur die Fragen (Branche, Stadt, Schwerpunkt), nie Ihre E-Mail-Adresse. Unser E-Mail-Versand (siehe unten).",
      retention: "Unbestätigte Anmeldungen löschen wir nach 48 Stunden. Einen bestätigten Monitor mit allen gespeicherten Antworten löschen wir sofort, wenn Sie ihn über den Link „Monitor beenden“ in jeder E-Mail oder auf der Monitor-Seite beenden (Art. 17 DSGVO).",
    },
    {
      id: "analyse",
      title: "Kostenlose KI-SEO-Analyse (Double-Opt-in)",
      data: "Wenn Sie die Analyse anfordern, speichern wir Ihre E-Mail-Adresse und Website und senden Ihnen einen Bestätigungslink. Erst nach der Bestätigung erhalten wir die Anfrage per E-Mail und bearbeiten sie.",
      purpose: "Ihnen die angeforderte Analyse zu senden; der Bestätigungslink stellt sicher, dass die Anfrage von Ihnen stammt.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Bearbeitung Ihrer Anfrage).",
      recipients: "Unser E-Mail-Versand (siehe unten).",
      retention: `Unbestätigte Anfragen löschen wir nach ${f.optInHours} Stunden. Bestätigte Anfragen: ${TO_COMPLETE} Löschfrist nach Versand der Analyse]`,
    },
    {
      id: "zahlung",
      title: "Käufe und Zahlungen",
      data: `Kartenzahlungen wickelt Stripe ab; Ihre Kartendaten gibt Ihr Browser direkt an Stripe, sie erreichen unseren Server nicht. Stripe.js wird nur auf der Zahlungsseite geladen. Zu einem Kauf speichern wir Produkt, Betrag, die Zahlungsreferenz von Stripe, Ihre E-Mail-Adresse und – bei Dienstleistungen – die Angaben, die Sie für den Auftrag machen. Premium-Zugänge öffnen wir auf weiteren Geräten mit einem Anmeldelink, der ${f.signInLinkDays} Tage gilt und einmal verwendet werden kann.`,
      purpose: "Abwicklung des Kaufs, Freischaltung des Zugangs, Erbringung der gebuchten Leistung, Buchhaltung.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO (Vertrag); Aufbewahrung nach Art. 6 Abs. 1 lit. c DSGVO (§ 147 AO, § 257 HGB).",
      recipients: "Stripe Payments Europe, Ltd., 1 Grand Canal Street Lower, Grand Canal Dock, Dublin, Irland (eigene Verantwortung für die Zahlungsabwicklung).",
      retention: "Buchungsrelevante Angaben zehn Jahre (§ 147 AO, § 257 HGB), danach löschen wir sie.",
    },
    {
      id: "email",
      title: "E-Mail-Versand",
      data: "Wir senden Bestätigungen, Anmelde- und Bestätigungslinks an die Adresse, die Sie uns geben. Von Links speichern wir nur einen Hashwert, nie den Link selbst.",
      purpose: "Bestätigungen und Links, die Sie anfordern oder die zu Ihrem Kauf gehören.",
      legalBasis: "Art. 6 Abs. 1 lit. b DSGVO.",
      recipients: f.smtpHost
        ? `Unser E-Mail-Dienstleister (Server ${f.smtpHost}) als Auftragsverarbeiter: ${TO_COMPLETE} Name und Anschrift des E-Mail-Dienstleisters]`
        : `Unser E-Mail-Dienstleister als Auftragsverarbeiter: ${TO_COMPLETE} Name und Anschrift des E-Mail-Dienstleisters]`,
      retention: "Links verfallen nach ihrer Gültigkeit; abgelaufene löschen wir nach einem Tag.",
    },
    {
      id: "cookies",
      title: "Cookies",
      data: `Wir setzen nur Cookies, die für gewünschte Funktionen nötig sind: „ks_premium“ (Ihr gekaufter Zugang, ${f.premiumCookieDays} Tage), „ks_faq_free“ (Zahl der kostenlosen FAQ-Generierungen, ein Jahr) und für den Admin-Bereich ein Sitzungs-Cookie (acht Stunden). Sie sind signiert und für Skripte nicht lesbar.`,
      purpose: "Gekaufte Zugänge und die Begrenzung der kostenlosen Nutzungen; Anmeldung des Betreibers.",
      legalBasis: "§ 25 Abs. 2 Nr. 2 TDDDG (unbedingt erforderlich); Art. 6 Abs. 1 lit. b DSGVO.",
      recipients: "Keine.",
      retention: "Bis zum genannten Ablauf oder bis Sie die Cookies löschen.",
    },
  ];
}

/** Art. 15–21 and 77 DSGVO, in plain German. */
export const PRIVACY_RIGHTS: readonly string[] = [
  "Auskunft über die zu Ihnen gespeicherten Daten (Art. 15 DSGVO)",
  "Berichtigung unrichtiger Daten (Art. 16 DSGVO)",
  "Löschung (Art. 17 DSGVO) und Einschränkung der Verarbeitung (Art. 18 DSGVO)",
  "Datenübertragbarkeit (Art. 20 DSGVO)",
  "Widerspruch gegen Verarbeitungen auf Grundlage berechtigter Interessen (Art. 21 DSGVO)",
  "Beschwerde bei einer Datenschutz-Aufsichtsbehörde (Art. 77 DSGVO)",
];
