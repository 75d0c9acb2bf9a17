import { MONEY_BACK_GUARANTEE_DAYS } from "./products";
import { SNIPPET_PACKAGES } from "./snippet-packages";
import { INDUSTRY_COUNT } from "./snippets";

/**
 * The "Häufige Fragen" sections of the tool and offer pages: questions visitors really
 * ask there, with short factual answers. Rendered visibly and as FAQPage JSON-LD by
 * components/faq-section.tsx. Content as data: the owner edits the answers here.
 */
export interface FaqItem {
  question: string;
  answer: string;
}

export type FaqPage = "live-test" | "checker" | "schema" | "meta" | "robots" | "sitemap" | "geo-services" | "snippet-packages" | "blog";

export const FAQS: Record<FaqPage, readonly FaqItem[]> = {
  "live-test": [
    {
      question: "Was prüft der KI-Live-Test?",
      answer:
        "Er stellt einem KI-Assistenten eine Empfehlungsfrage, wie sie ein Kunde stellen würde – etwa nach einer Zahnarztpraxis in Berlin – und wertet die Antworten aus: ob Ihr Unternehmen genannt wird, an welcher Stelle, wie oft über mehrere Antworten, in welchem Ton und welche Mitbewerber stattdessen vorkommen.",
    },
    {
      question: "Mit welchen Daten arbeitet der Test?",
      answer:
        "Nur mit Ihren Eingaben (Thema, Standort, optional Firmenname und Website) und den Antworten des KI-Modells, das der Betreiber eingerichtet hat. Es werden keine Suchmaschinen-Rankings und keine erfundenen Antworten verwendet; jede Antwort wird vollständig angezeigt.",
    },
    {
      question: "Warum werden mehrere Fragen mehrmals gestellt?",
      answer:
        "KI-Assistenten antworten nicht jedes Mal gleich, und Kunden fragen unterschiedlich („Welcher Zahnarzt in Regensburg ist gut?“, „Zahnarzt Regensburg Empfehlung“). Deshalb stellen wir einige typische Fragen abwechselnd, holen mehrere Antworten gleichzeitig ein und fassen sie zusammen: Die Nennungsrate zeigt, wie verlässlich Ihr Unternehmen empfohlen wird, statt vom Zufall einer einzelnen Antwort abzuhängen. Bei jeder Antwort sehen Sie, auf welche Frage sie kam.",
    },
    {
      question: "Werden meine Eingaben gespeichert?",
      answer:
        "Nein. Thema, Standort, Firmenname und Website werden nur für die Auswertung an das KI-Modell geschickt und nicht gespeichert. Gezählt wird lediglich, dass ein Test stattfand, damit das stündliche Limit je Besucher gilt.",
    },
    {
      question: "Was kann ich tun, wenn mein Unternehmen nicht genannt wird?",
      answer:
        "Sorgen Sie dafür, dass KI-Crawler Ihre Website lesen dürfen, beschreiben Sie Leistungen, Ort und Kontakt in klarem Text und in strukturierten Daten und pflegen Sie Ihre Einträge auf Bewertungs- und Branchenportalen. Der Website-Checker zeigt, wo Ihre Seite dabei steht.",
    },
  ],
  checker: [
    {
      question: "Wie funktioniert der Website-Checker?",
      answer:
        "Er ruft Ihre Startseite so ab wie ein KI-Crawler, dazu robots.txt, Sitemap, llms.txt und das verlinkte Impressum, und wertet sechs Bereiche aus: strukturierte Daten, Meta-Tags, FAQ-Inhalte, Crawling, Unternehmensangaben und Inhalt. Zu jedem Punkt sehen Sie, was auf Ihrer Seite gefunden wurde.",
    },
    {
      question: "Warum fragt der Checker nach der Art des Unternehmens?",
      answer:
        "Ein Restaurant braucht Öffnungszeiten und eine Karte, ein Onlineshop oder eine Agentur nicht. Der Checker erkennt die Art an der Seite (LocalBusiness-Auszeichnung, Öffnungszeiten, Produkte, Warenkorb, Organization-Auszeichnung) und sagt im Ergebnis, wovon er ausgeht. Liegt er falsch, wählen Sie die Art im Formular.",
    },
    {
      question: "Wie entsteht die Punktzahl?",
      answer:
        "Jeder Bereich hat ein festes Gewicht, jede Prüfung feste Punkte. Die Gesamtpunktzahl ist der gewichtete Mittelwert. Sperrt eine Seite Suchmaschinen oder alle KI-Crawler aus, liegt sie höchstens bei 59 Punkten, weil sie dann in keiner Antwort erscheinen kann.",
    },
    {
      question: "Werden die Inhalte meiner Website gespeichert?",
      answer:
        "Nein. Die abgerufenen Seiten werden nur für die Auswertung gelesen; gespeichert wird weder die Adresse noch der Inhalt, nur dass ein Check stattfand.",
    },
  ],
  schema: [
    {
      question: "Was ist JSON-LD und wo füge ich es ein?",
      answer:
        "JSON-LD ist das von Google empfohlene Format für strukturierte Daten nach schema.org. Sie fügen den erzeugten Block als <script type=\"application/ld+json\"> in den <head> Ihrer Startseite ein; die meisten Baukästen und CMS haben dafür ein Feld für eigenen Code.",
    },
    {
      question: "Welchen Typ soll ich wählen?",
      answer:
        "Den genauesten passenden Untertyp von LocalBusiness, etwa Dentist, Restaurant oder Electrician. Er sagt Suchmaschinen und KI-Assistenten, was Sie anbieten; passt keiner, nehmen Sie LocalBusiness. Ohne Ladenlokal, das Kunden besuchen (Onlineshop, Agentur, Online-Dienst), wählen Sie „Online“: OnlineStore, OnlineBusiness oder Organization, ohne Adresse und Öffnungszeiten.",
    },
    {
      question: "Werden meine Angaben übertragen?",
      answer: "Nein. Der Generator arbeitet vollständig in Ihrem Browser; Ihre Eingaben verlassen Ihr Gerät nicht.",
    },
  ],
  meta: [
    {
      question: "Wie lang sollen Seitentitel und Meta-Description sein?",
      answer:
        "Der Titel höchstens etwa 60 Zeichen, die Description etwa 150 bis 160 Zeichen. Längere Texte schneidet Google in den Ergebnissen ab; der Generator kürzt sie im Code an einer Wortgrenze und zeigt die Zählung.",
    },
    {
      question: "Wozu dienen Open Graph und Twitter Card?",
      answer:
        "Sie bestimmen Titel, Beschreibung und Bild, wenn Ihre Seite in sozialen Netzwerken oder Messengern geteilt wird. Ohne sie wählt die Plattform selbst – oft einen unpassenden Ausschnitt.",
    },
    {
      question: "Werden meine Eingaben gespeichert?",
      answer: "Nein. Die Meta-Tags entstehen in Ihrem Browser; es wird nichts an den Server geschickt.",
    },
  ],
  robots: [
    {
      question: "Soll ich KI-Crawler sperren?",
      answer:
        "Das hängt vom Zweck ab. Crawler für Trainingsdaten (z. B. GPTBot) können Sie sperren, ohne in Antworten zu fehlen. Wer von ChatGPT, Perplexity & Co. empfohlen werden will, sollte die Such- und Abruf-Crawler (z. B. OAI-SearchBot, ChatGPT-User, PerplexityBot) zulassen.",
    },
    {
      question: "Wo liegt die robots.txt?",
      answer:
        "Immer im Hauptverzeichnis Ihrer Domain, also unter https://ihre-domain.de/robots.txt. Sie gilt nur für genau diesen Host; Subdomains brauchen eine eigene Datei (RFC 9309).",
    },
    {
      question: "Schützt die robots.txt vertrauliche Seiten?",
      answer: "Nein. Sie ist eine Bitte an Crawler, kein Zugriffsschutz. Vertrauliches gehört hinter ein Passwort.",
    },
  ],
  sitemap: [
    {
      question: "Brauche ich eine XML-Sitemap?",
      answer:
        "Sie hilft Suchmaschinen und KI-Crawlern, alle wichtigen Seiten zu finden, besonders neue oder wenig verlinkte. Nennen Sie sie in der robots.txt mit einer Sitemap-Zeile.",
    },
    {
      question: "Was bedeuten Priorität und Änderungshäufigkeit?",
      answer:
        "Es sind Hinweise nach sitemaps.org. Google wertet sie nach eigener Aussage kaum aus; verlässlich genutzt wird das Datum der letzten Änderung (lastmod), wenn es stimmt.",
    },
    {
      question: "Werden meine Seiten abgerufen?",
      answer: "Nein. Der Generator erstellt die Datei aus Ihren Eingaben in Ihrem Browser; er ruft Ihre Website nicht ab.",
    },
  ],
  "geo-services": [
    {
      question: "Was ist GEO?",
      answer:
        "Generative Engine Optimization: Ihre Website und Ihre Einträge so aufbereiten, dass KI-Assistenten wie ChatGPT, Perplexity oder Gemini Ihr Unternehmen verstehen, korrekt beschreiben und empfehlen können.",
    },
    {
      question: "Welches Paket passt zu mir?",
      answer:
        "Starter für einen Standort, Profi für bis zu drei Standorte mit Schulung Ihres Teams, Agentur für Agenturen, die GEO für ihre Kunden anbieten. Im Zweifel hilft die einstündige Beratung bei der Wahl.",
    },
    {
      question: "Können Sie Empfehlungen durch ChatGPT garantieren?",
      answer:
        "Nein, und das kann niemand seriös. Wie ein KI-Assistent antwortet, entscheidet sein Anbieter. Wir verbessern, was Sie beeinflussen können, und messen vorher und nachher mit dem Live-Test.",
    },
    {
      question: "Wie läuft die Zusammenarbeit ab?",
      answer:
        "Nach der Bestellung melden wir uns per E-Mail, klären Ihre Angaben und liefern die vereinbarten Ergebnisse. Fragen vorab beantworten wir gern per E-Mail oder Telefon.",
    },
  ],
  "snippet-packages": [
    {
      question: "Was ist in einem Snippet-Paket enthalten?",
      answer: `Unsere Arbeit: ${SNIPPET_PACKAGES.map((p) => `${p.name} ${p.snippetCount} Snippets`).join(", ")} (Branchen frei wählbar aus ${INDUSTRY_COUNT}), von uns mit Ihren Angaben ausgefüllt, geprüft und mit Einbau-Anleitung per E-Mail geliefert. Die Vorlagen selbst sind in der Snippet-Bibliothek kostenlos.`,
    },
    {
      question: "Brauche ich Programmierkenntnisse?",
      answer:
        "Nein. Sie ersetzen die Platzhalter durch Ihre Angaben und fügen den Block in den <head> Ihrer Website ein; die Einbau-Anleitung erklärt jeden Schritt.",
    },
    {
      question: "Kann ich die Snippets vorher ansehen?",
      answer: `Ja. Die Snippet-Bibliothek zeigt alle ${INDUSTRY_COUNT} Branchen kostenlos mit Namen, Beschreibung und schema.org-Typ; die Pakete liefern sie gebündelt und gepflegt.`,
    },
    {
      question: "Was, wenn das Paket nicht passt?",
      answer: `Sie können innerhalb von ${MONEY_BACK_GUARANTEE_DAYS} Tagen Ihr Geld zurückverlangen; eine E-Mail an uns genügt.`,
    },
  ],
  blog: [
    {
      question: "Für wen ist der Blog geschrieben?",
      answer:
        "Für Inhaberinnen und Inhaber lokaler Unternehmen, Agenturen und Webentwickler, die verstehen wollen, wie KI-Assistenten Empfehlungen auswählen und was sie selbst daran ändern können.",
    },
    {
      question: "Wie aktuell sind die Artikel?",
      answer:
        "Jeder Artikel nennt sein Veröffentlichungs- und sein Aktualisierungsdatum. KI-Crawler, Preise und Regeln ändern sich schnell; wir überarbeiten die Artikel, wenn sich Wesentliches ändert.",
    },
    {
      question: "Kann ich das Gelesene direkt ausprobieren?",
      answer:
        "Ja. Die kostenlosen Tools – Live-Test, Website-Checker und die Generatoren für JSON-LD, Meta-Tags, robots.txt und Sitemap – setzen um, was die Artikel beschreiben.",
    },
  ],
};
