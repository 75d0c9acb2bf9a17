import { code, list, steps, text, type ChapterText } from "./course-slide-body";

/** Modul 2 of the course: crawlers, llms.txt, reviews and directories, measuring, the plan. */
export const PRACTICE_CHAPTERS: readonly ChapterText[] = [
  {
    chapter: "robots.txt und KI-Crawler",
    slides: [
      {
        title: "Was die robots.txt regelt",
        body: [
          text("Die Datei /robots.txt sagt Crawlern, welche Bereiche Ihrer Website sie abrufen dürfen. Seriöse Crawler halten sich daran; ein Schutz gegen alle ist sie nicht."),
          list("Sie liegt immer unter https://www.ihre-seite.de/robots.txt.", "Regeln gelten pro User-agent (Name des Crawlers).", "Disallow sperrt einen Pfad, Allow gibt ihn frei.", "Ein Sitemap-Eintrag zeigt allen Crawlern Ihre Seitenliste."),
        ],
      },
      {
        title: "Die KI-Crawler und ihr Zweck",
        body: [
          list(
            "GPTBot (OpenAI): sammelt Inhalte für das Training der Modelle.",
            "OAI-SearchBot (OpenAI): baut den Suchindex von ChatGPT Search auf, aus dem ChatGPT Quellen verlinkt.",
            "ChatGPT-User (OpenAI): ruft eine Seite ab, wenn eine Person ChatGPT danach fragt.",
            "ClaudeBot (Anthropic): Training; Claude-SearchBot: Suche; Claude-User: Abruf für eine Person.",
            "PerplexityBot: Index für Perplexitys Antworten; Perplexity-User: Abruf für eine Person.",
            "Google-Extended: steuert nur die Nutzung für das Training von Gemini – die Google-Suche ist davon nicht betroffen.",
          ),
        ],
      },
      {
        title: "Training, Suche, Abruf: drei verschiedene Entscheidungen",
        body: [
          steps(
            "Training: Wollen Sie, dass Ihre Texte in künftige Modelle einfließen? (GPTBot, ClaudeBot, Google-Extended)",
            "Suche: Wollen Sie in KI-Suchergebnissen als Quelle erscheinen? (OAI-SearchBot, Claude-SearchBot, PerplexityBot)",
            "Abruf: Darf ein Assistent Ihre Seite lesen, wenn eine Person gezielt danach fragt? (ChatGPT-User, Claude-User, Perplexity-User)",
          ),
          text("Für einen lokalen Betrieb, der empfohlen werden will, sind Suche und Abruf entscheidend. Training können Sie unabhängig davon erlauben oder sperren."),
        ],
      },
      {
        title: "Beispiel: Suche erlauben, Training sperren",
        body: [
          code(
            "robots",
            "robots.txt",
            `
User-agent: GPTBot
Disallow: /

User-agent: ClaudeBot
Disallow: /

User-agent: Google-Extended
Disallow: /

User-agent: OAI-SearchBot
Allow: /

User-agent: PerplexityBot
Allow: /

User-agent: *
Disallow: /intern/

Sitemap: https://www.ihre-seite.de/sitemap.xml
`,
          ),
          text("Ein Crawler befolgt nur die Gruppe, die am genauesten zu seinem Namen passt – die Regeln unter * gelten dann für ihn nicht mehr."),
        ],
      },
      {
        title: "Häufiger Fehler: alles gesperrt",
        body: [
          code("robots", "Diese zwei Zeilen sperren jeden Crawler aus", "User-agent: *\nDisallow: /"),
          list(
            "Oft bleibt das nach einem Relaunch aus der Testumgebung stehen.",
            "Damit sperren Sie auch Suchmaschinen und KI-Suche aus.",
            "Prüfen Sie Ihre robots.txt nach jedem Relaunch im Browser.",
          ),
        ],
      },
      {
        title: "Firewalls und Bot-Schutz",
        body: [
          list(
            "Manche Hosting- und CDN-Anbieter blockieren KI-Crawler unabhängig von der robots.txt, teils als Voreinstellung.",
            "Sehen Sie in den Einstellungen Ihres Bot-Schutzes nach, welche Crawler gesperrt sind.",
            "In den Server-Logs erkennen Sie an den User-Agent-Namen, ob die Crawler Sie erreichen.",
            "Wichtige Inhalte nicht erst per JavaScript nachladen: Viele Crawler führen kein JavaScript aus.",
          ),
        ],
      },
      {
        title: "robots.txt erstellen und prüfen",
        body: [
          steps(
            "Mit dem robots.txt-Generator dieses Produkts einen Entwurf erstellen.",
            "Entscheiden: Training ja oder nein, Suche und Abruf ja.",
            "Datei ins Hauptverzeichnis hochladen und unter /robots.txt aufrufen.",
            "Im Website-Check dieses Produkts prüfen, welche KI-Crawler Ihre Seite abrufen dürfen.",
          ),
        ],
      },
    ],
  },
  {
    chapter: "llms.txt",
    slides: [
      {
        title: "Was llms.txt ist – und was nicht",
        body: [
          text("llms.txt ist ein Vorschlag aus dem Jahr 2024 (llmstxt.org): eine Markdown-Datei unter /llms.txt, die Sprachmodellen die wichtigsten Seiten einer Website kurz vorstellt."),
          list(
            "Es ist kein offizieller Standard.",
            "Die großen Anbieter haben nicht zugesagt, die Datei für Antworten auszuwerten.",
            "Sie ersetzt weder gute Seiten noch strukturierte Daten.",
            "Der Aufwand ist klein – als Ergänzung kann sie sich lohnen.",
          ),
        ],
      },
      {
        title: "Der Aufbau einer llms.txt",
        body: [
          steps(
            "Eine Überschrift mit # und dem Namen des Betriebs (Pflicht).",
            "Ein Zitatblock mit > und einer Zusammenfassung in ein bis zwei Sätzen.",
            "Optional einige Absätze mit wichtigen Hinweisen.",
            "Abschnitte mit ## und Listen von Links: [Titel](Adresse): kurze Beschreibung.",
            "Ein Abschnitt ## Optional für Seiten, die man weglassen kann.",
          ),
        ],
      },
      {
        title: "Beispiel: llms.txt für einen Elektrobetrieb",
        body: [
          code(
            "markdown",
            "llms.txt",
            `
# Elektro Muster AG

> Elektroinstallationen, Wallboxen und Photovoltaik-Anschlüsse in Winterthur und Frauenfeld. Mo–Fr 7–17 Uhr, Tel. +41 52 123 45 67.

## Leistungen

- [Wallbox installieren](https://www.elektro-muster.ch/wallbox): Ablauf, Dauer, Bewilligung
- [Elektroinstallation](https://www.elektro-muster.ch/installation): Neubau und Sanierung

## Kontakt

- [Kontakt und Anfahrt](https://www.elektro-muster.ch/kontakt): Adresse, Öffnungszeiten
`,
          ),
        ],
      },
      {
        title: "Was in die llms.txt gehört",
        body: [
          list(
            "Nur Seiten, die es gibt und die aktuell sind.",
            "Linktitel aus Ihren Überschriften, nicht „Hier klicken“.",
            "Dieselben Angaben wie auf der Website und im JSON-LD – keine neuen Versprechen.",
            "Keine internen Bereiche, keine Preise, die Sie nicht pflegen.",
          ),
        ],
      },
      {
        title: "llms.txt erstellen und pflegen",
        body: [
          steps(
            "Mit dem llms.txt-Generator dieses Produkts einen Entwurf aus Ihrer Website erstellen.",
            "Zusammenfassung und Linkliste von Hand prüfen und kürzen.",
            "Als /llms.txt ins Hauptverzeichnis hochladen.",
            "Bei jeder neuen oder gelöschten Seite mitpflegen.",
          ),
        ],
      },
    ],
  },
  {
    chapter: "Bewertungen und Verzeichnisse in DE, AT und CH",
    slides: [
      {
        title: "Warum Verzeichnisse für KI zählen",
        body: [
          text("Die Websuche eines Assistenten findet bei lokalen Fragen oft Verzeichnisse und Bewertungsportale. Stehen Sie dort mit denselben Angaben wie auf Ihrer Website, bestätigt das Ihren Betrieb."),
          list("Jeder Eintrag ist eine weitere Quelle mit Name, Adresse und Branche.", "Bewertungen sagen etwas über die Qualität, das Ihre Website nicht sagen kann.", "Im Quellen-Block von Live-Test und Monitor sehen Sie, welche Portale die Assistenten bei Ihren Fragen tatsächlich zitieren."),
        ],
      },
      {
        title: "Die Grundeinträge für jeden Betrieb",
        body: [
          list(
            "Google-Unternehmensprofil (Google Maps und Suche).",
            "Bing Places for Business (Bing und Dienste, die Bing nutzen).",
            "Apple Business Connect (Apple Karten).",
            "Ihre Einträge in OpenStreetMap prüfen – viele Kartendienste verwenden diese Daten.",
          ),
          text("Überall dieselbe Schreibweise von Name, Adresse und Telefonnummer wie auf Ihrer Website."),
        ],
      },
      {
        title: "Verzeichnisse nach Land",
        body: [
          list(
            "Deutschland: Das Örtliche, Gelbe Seiten, Das Telefonbuch, 11880.",
            "Österreich: Herold, Firmen A–Z der Wirtschaftskammer (WKO).",
            "Schweiz: local.ch, search.ch.",
            "Für alle: Yelp, Tripadvisor (Gastronomie), Branchen- und Verbandsverzeichnisse.",
          ),
        ],
      },
      {
        title: "Branchenportale",
        body: [
          list(
            "Ärzte und Zahnärzte: z. B. jameda und Doctolib (DE), DocFinder (AT), OneDoc (CH).",
            "Kanzleien: z. B. anwalt.de, die Anwaltssuche der Kammern.",
            "Handwerk: z. B. MyHammer, Handwerkskammer- und Innungsverzeichnisse.",
            "Gastronomie: z. B. Tripadvisor, Falstaff (AT), Guides der Region.",
          ),
          text("Welche Portale in Ihrer Branche und Stadt wirklich zitiert werden, zeigt der Live-Test – beginnen Sie mit diesen."),
        ],
      },
      {
        title: "Echte Bewertungen gewinnen",
        body: [
          steps(
            "Nach einem abgeschlossenen Auftrag fragen – persönlich oder per E-Mail mit direktem Link.",
            "Alle Kundinnen und Kunden fragen, nicht nur die zufriedenen.",
            "Keine Gegenleistung anbieten: Google verbietet Anreize für Bewertungen.",
            "Jede Bewertung sachlich beantworten, auch die kritischen.",
          ),
          text("Gekaufte oder gefälschte Bewertungen sind in DE, AT und CH unlauterer Wettbewerb – und schaden dem Vertrauen, wenn sie auffallen."),
        ],
      },
      {
        title: "Bewertungen und strukturierte Daten",
        body: [
          list(
            "Google zeigt für LocalBusiness und Organization keine Sterne aus Bewertungen, die der Betrieb selbst auf seiner Website auszeichnet.",
            "AggregateRating im Snippet nur mit echten, auf der Seite sichtbaren Bewertungen – nie erfunden oder von anderen Portalen kopiert.",
            "Wichtiger als das Markup: Bewertungen auf den Portalen, die Assistenten finden.",
            "Zeigen Sie Bewertungen auf Ihrer Seite, müssen Sie in Deutschland angeben, ob und wie Sie deren Echtheit prüfen.",
          ),
        ],
      },
      {
        title: "Einträge aktuell halten",
        body: [
          steps(
            "Liste aller Einträge anlegen: Portal, Login, zuletzt geprüft.",
            "Alle drei Monate prüfen: Name, Adresse, Telefon, Öffnungszeiten, Website-Link.",
            "Doppelte oder veraltete Einträge beim Portal zusammenführen oder löschen lassen.",
            "Feiertags- und Urlaubszeiten im Google-Unternehmensprofil vorab eintragen.",
          ),
        ],
      },
    ],
  },
  {
    chapter: "Messen mit Live-Test und Monitor",
    slides: [
      {
        title: "Warum messen statt raten",
        body: [
          text("KI-Antworten schwanken: Dieselbe Frage ergibt nicht jedes Mal dieselbe Antwort. Eine einzelne Antwort sagt deshalb wenig; erst mehrere Antworten zeigen, wie oft Sie genannt werden."),
          list("Messen Sie vor jeder Änderung, damit Sie einen Vergleich haben.", "Fragen Sie so, wie Ihre Kunden fragen – nicht nach Ihrem Firmennamen.", "Messen Sie mehrere Assistenten: Jeder sucht anders."),
        ],
      },
      {
        title: "Der Live-Test",
        body: [
          steps(
            "Branche, Ort und Ihren Betrieb eingeben.",
            "Der Live-Test stellt die Frage echten KI-Assistenten mit ihrer eigenen Websuche.",
            "Sie sehen die Antworten, ob und an welcher Stelle Ihr Betrieb genannt wird und welche Mitbewerber vorkommen.",
            "Der Quellen-Block zeigt, welche Seiten die Assistenten zitiert haben.",
          ),
        ],
      },
      {
        title: "Die Antworten lesen",
        body: [
          list(
            "Genannt und verlinkt: Ihre Angaben werden gefunden – weiter pflegen.",
            "Nicht genannt, aber Mitbewerber: Vergleichen Sie, welche Quellen zu den Mitbewerbern zitiert werden.",
            "Falsche Angaben über Sie: Suchen Sie die zitierte Quelle und korrigieren Sie den Eintrag dort.",
            "Keine Quellen aus Ihrer Region: Die Frage war vielleicht zu allgemein – nennen Sie den Ort.",
          ),
        ],
      },
      {
        title: "Der Monitor: wöchentlich beobachten",
        body: [
          steps(
            "Unter dem Live-Test „Wöchentlich beobachten“ wählen und Betrieb, Branche, Ort und E-Mail-Adresse angeben.",
            "Die Anmeldung per Link in der E-Mail bestätigen.",
            "Der Monitor stellt jede Woche dieselben Fragen mehrmals an jeden Assistenten und speichert die Antworten.",
            "Eine E-Mail kommt nur, wenn sich etwas deutlich verändert hat.",
          ),
        ],
      },
      {
        title: "Die Monitor-Seite verstehen",
        body: [
          list(
            "Nennungsrate pro Assistent: in wie vielen Antworten Ihr Betrieb vorkam, mit dem Bereich, in dem der wahre Wert wahrscheinlich liegt.",
            "Anteil an den Empfehlungen: wie oft Sie im Vergleich zu Mitbewerbern genannt werden.",
            "Meistzitierte Quellen: wo die Assistenten ihre Informationen holen.",
            "Die Fragen können Sie auf der Monitor-Seite anpassen.",
          ),
        ],
      },
      {
        title: "Veränderungen richtig deuten",
        body: [
          list(
            "Bei wenigen Antworten sind die Bereiche breit: Eine Änderung von einer Woche zur nächsten ist oft Zufall.",
            "Erst wenn sich die Bereiche zweier Wochen nicht mehr überschneiden, ist eine Veränderung deutlich.",
            "Änderungen an Website, Snippet und Einträgen notieren, mit Datum – so sehen Sie, was gewirkt haben könnte.",
            "Suchindizes brauchen Zeit: Rechnen Sie mit Wochen, nicht mit Tagen.",
          ),
        ],
      },
    ],
  },
  {
    chapter: "Ihr Umsetzungsplan",
    slides: [
      {
        title: "Woche 1: Bestandsaufnahme",
        body: [
          steps(
            "Live-Test mit drei typischen Kundenfragen durchführen und das Ergebnis festhalten.",
            "Website-Check laufen lassen: Snippet, robots.txt, Meta-Angaben.",
            "Alle Verzeichniseinträge suchen und Abweichungen notieren.",
            "Monitor für Ihren Betrieb einrichten.",
          ),
        ],
      },
      {
        title: "Woche 2: Website und Snippet",
        body: [
          steps(
            "Startseite: Branche, Ort und Leistungen in den ersten Sätzen.",
            "JSON-LD mit dem genauesten @type erstellen (Schema-Generator oder Vorlage aus der Snippet-Bibliothek).",
            "Snippet einbauen und im Schema Markup Validator prüfen.",
            "robots.txt prüfen: KI-Suche und Abruf erlaubt.",
          ),
        ],
      },
      {
        title: "Woche 3: Verzeichnisse und Bewertungen",
        body: [
          steps(
            "Google-Unternehmensprofil, Bing Places und Apple Business Connect vervollständigen.",
            "Die Verzeichnisse Ihres Landes und die Branchenportale angleichen.",
            "Zehn zufriedene Kundinnen und Kunden um eine Bewertung bitten – ohne Gegenleistung.",
            "Alle offenen Bewertungen beantworten.",
          ),
        ],
      },
      {
        title: "Woche 4: Fragen beantworten",
        body: [
          steps(
            "Die fünf häufigsten Kundenfragen auf einer Seite beantworten.",
            "Die Antworten als FAQPage auszeichnen.",
            "Eine Seite pro wichtiger Leistung und Ort anlegen.",
            "Optional: eine llms.txt mit Ihren wichtigsten Seiten.",
          ),
        ],
      },
      {
        title: "Laufend: pflegen und messen",
        body: [
          list(
            "Wöchentlich: die Monitor-E-Mail lesen, wenn eine kommt.",
            "Monatlich: neue Bewertungen beantworten, Öffnungszeiten prüfen.",
            "Vierteljährlich: Verzeichniseinträge und Snippet mit der Website abgleichen.",
            "Nach jedem Relaunch: robots.txt, Snippet und Live-Test sofort prüfen.",
          ),
        ],
      },
      {
        title: "Zusammenfassung: die zehn wichtigsten Punkte",
        body: [
          list(
            "Assistenten empfehlen, was sie eindeutig und übereinstimmend finden.",
            "Name, Adresse, Telefon überall identisch.",
            "Der genaueste schema.org-Typ, mit Öffnungszeiten und Ort.",
            "Leistungen und Fragen der Kunden in klaren Worten auf eigenen Seiten.",
            "KI-Suche und Abruf in der robots.txt erlauben; Training ist Ihre Entscheidung.",
            "Echte Bewertungen auf den Portalen, die Assistenten zitieren.",
            "Messen mit Live-Test und Monitor – über Wochen, nicht an einem Tag.",
          ),
        ],
      },
    ],
  },
];
