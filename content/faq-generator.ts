import type { SNIPPET_CATEGORIES } from "@/lib/snippets/types";

/**
 * The questions of the FAQ generator (/gmb-faq): what customers of a local business
 * typically ask, per snippet-library category, plus questions built from each industry's
 * own services (content/snippets.ts "beispiele"). Every fact only the owner knows – prices,
 * times, addresses, accepted insurance, whether a service is offered at all – is a visible
 * placeholder in square brackets that the owner fills in before publishing; outside the
 * brackets an answer claims nothing a business has not said and names no price, time or number.
 *
 * Tokens: {branche} the industry's name, {leistung} its first example service,
 * {leistungen} all its example services, comma-separated.
 */
export interface FaqTemplate {
  question: string;
  answer: string;
}

type Category = (typeof SNIPPET_CATEGORIES)[number];

/** Asked for every industry, filled from its own services. */
export const FAQ_SERVICE_QUESTIONS: readonly FaqTemplate[] = [
  {
    question: "Welche Leistungen bieten Sie als {branche} an?",
    answer:
      "Als {branche} bieten wir [Ihre Leistungen – z. B. {leistungen}; nennen Sie nur, was Sie tatsächlich anbieten]. [Ihr Schwerpunkt oder was Sie besonders gut können]",
  },
  {
    question: "Was kostet „{leistung}“ bei Ihnen?",
    answer:
      "Zu „{leistung}“: [Ihr Preis oder Ihre Preisspanne – oder der Hinweis, dass Sie diese Leistung nicht anbieten]. [Wovon der Preis abhängt, z. B. Aufwand, Material oder Dauer]",
  },
];

/** Asked for the industries in FAQ_EMERGENCY_INDUSTRIES only: trades and practices where urgent help is a real customer question. */
export const FAQ_EMERGENCY_QUESTION: FaqTemplate = {
  question: "Sind Sie als {branche} auch im Notfall erreichbar?",
  answer:
    "Für dringende Fälle rund um „{leistung}“ und unsere weiteren Leistungen: [Ob Sie einen Notdienst anbieten, zu welchen Zeiten und unter welcher Nummer – oder an welchen Notdienst Sie außerhalb Ihrer Zeiten verweisen]. [Ob und welche Zuschläge dann gelten]",
};

/** Snippet ids (content/snippets.ts) whose customers ask for emergency help. */
export const FAQ_EMERGENCY_INDUSTRIES: readonly string[] = [
  "zahnarztpraxis",
  "arztpraxis",
  "kinderarztpraxis",
  "tierarztpraxis",
  "apotheke",
  "pflegedienst",
  "elektriker",
  "sanitaer-heizung",
  "klimatechnik",
  "dachdecker",
  "schluesseldienst",
  "autowerkstatt",
  "it-service",
  "bestatter",
  "hausmeisterservice",
];

/** What customers of every industry in a category ask: appointments, costs, hours, directions, access, payment. */
export const FAQ_CATEGORY_QUESTIONS: Record<Category, readonly FaqTemplate[]> = {
  Gesundheit: [
    {
      question: "Wie bekomme ich einen Termin?",
      answer: "Einen Termin vereinbaren Sie [Ihre Terminwege, z. B. telefonisch, per E-Mail oder über Ihre Online-Terminbuchung]. [Ob neue Patientinnen und Patienten aufgenommen werden]",
    },
    {
      question: "Übernimmt die Krankenkasse die Kosten?",
      answer: "[Ob Sie gesetzlich Versicherte, Privatversicherte und Selbstzahler behandeln]. [Welche Leistungen Sie privat abrechnen und wie Sie vorher darüber informieren]",
    },
    {
      question: "Wann sind Ihre Sprechzeiten?",
      answer: "Unsere Sprechzeiten: [Ihre Sprechzeiten]. [Ihre Regelung für Urlaub und Brückentage]",
    },
    {
      question: "Wie erreiche ich die Praxis und wo kann ich parken?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten und die nächste Haltestelle von Bus oder Bahn]",
    },
    {
      question: "Ist die Praxis barrierefrei?",
      answer: "[Ob Ihr Eingang stufenlos ist, ob es einen Aufzug und ein barrierefreies WC gibt und wie Sie Menschen mit Einschränkungen unterstützen]",
    },
    {
      question: "Was bringe ich zum ersten Termin mit?",
      answer: "[Was Patientinnen und Patienten mitbringen sollen, z. B. Versichertenkarte, Überweisung, Befunde oder Medikamentenliste]",
    },
  ],
  "Recht & Finanzen": [
    {
      question: "Wie vereinbare ich ein Erstgespräch?",
      answer: "Ein Erstgespräch vereinbaren Sie [Ihre Terminwege, z. B. telefonisch, per E-Mail oder online]. [Ob das Gespräch vor Ort, per Telefon oder per Video stattfinden kann]",
    },
    {
      question: "Was kostet eine Beratung?",
      answer: "[Wie Sie abrechnen, z. B. nach gesetzlicher Gebührenordnung, nach Stunden oder pauschal, und was das Erstgespräch kostet]. [Ob Sie vorab einen Kostenrahmen nennen]",
    },
    {
      question: "Welche Unterlagen soll ich mitbringen?",
      answer: "[Welche Unterlagen Sie für das erste Gespräch brauchen, z. B. Verträge, Bescheide, Schriftverkehr oder Belege]",
    },
    {
      question: "Wann sind Sie erreichbar?",
      answer: "Sie erreichen uns [Ihre Bürozeiten und Ihre Kontaktwege]. [Ob Termine außerhalb dieser Zeiten möglich sind]",
    },
    {
      question: "Wo finde ich Ihr Büro und ist es barrierefrei?",
      answer: "Unser Büro liegt [Ihre Adresse]. [Parkmöglichkeiten, Haltestellen und ob der Zugang stufenlos ist]",
    },
  ],
  "Handwerk & Bau": [
    {
      question: "Bekomme ich vorab ein Angebot?",
      answer: "[Ob und wie Sie ein Angebot oder einen Kostenvoranschlag erstellen, ob dafür ein Termin vor Ort nötig ist und ob er kostenlos ist]",
    },
    {
      question: "In welchem Gebiet sind Sie tätig?",
      answer: "Wir arbeiten [Ihr Einsatzgebiet, z. B. Orte oder Umkreis]. [Ob und welche Anfahrtskosten Sie berechnen]",
    },
    {
      question: "Wie schnell bekomme ich einen Termin?",
      answer: "[Ihre übliche Vorlaufzeit für Termine und wie Kundinnen und Kunden einen Termin anfragen]",
    },
    {
      question: "Wann sind Sie erreichbar?",
      answer: "Sie erreichen uns [Ihre Bürozeiten und Ihre Kontaktwege, z. B. Telefon, E-Mail oder Kontaktformular]",
    },
    {
      question: "Wie kann ich bezahlen?",
      answer: "[Ihre Zahlungsarten, z. B. Überweisung auf Rechnung, Karte oder bar, und ob Sie Abschlagszahlungen vereinbaren]",
    },
  ],
  Gastronomie: [
    {
      question: "Kann ich einen Tisch reservieren oder vorbestellen?",
      answer: "[Ob und wie man bei Ihnen reserviert oder vorbestellt, z. B. telefonisch oder online, und ab welcher Gruppengröße das nötig ist]",
    },
    {
      question: "Wann haben Sie geöffnet?",
      answer: "Wir haben geöffnet: [Ihre Öffnungszeiten]. [Ihr Ruhetag und Ihre Küchenzeiten, falls abweichend]",
    },
    {
      question: "Gibt es vegetarische, vegane oder allergenfreie Angebote?",
      answer: "[Welche vegetarischen oder veganen Angebote Sie haben und wie Gäste Auskunft über Allergene bekommen]",
    },
    {
      question: "Wie kann ich bezahlen?",
      answer: "[Ihre Zahlungsarten, z. B. bar, EC-Karte, Kreditkarte oder mobil, und ob Sie Gutscheine verkaufen]",
    },
    {
      question: "Wie komme ich zu Ihnen und wo kann ich parken?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten und die nächste Haltestelle]",
    },
    {
      question: "Sind Ihre Räume barrierefrei?",
      answer: "[Ob der Eingang stufenlos ist und ob es ein barrierefreies WC gibt]",
    },
  ],
  "Beauty & Wellness": [
    {
      question: "Wie buche ich einen Termin?",
      answer: "Termine buchen Sie [Ihre Buchungswege, z. B. telefonisch, online oder vor Ort]. [Ob Sie auch spontane Besuche ohne Termin annehmen]",
    },
    {
      question: "Wo finde ich Ihre Preise?",
      answer: "[Wo Ihre aktuelle Preisliste steht oder Ihre Preise für die wichtigsten Leistungen]",
    },
    {
      question: "Was passiert, wenn ich einen Termin absagen muss?",
      answer: "[Ihre Regel für Absagen: bis wann kostenlos und was danach gilt]",
    },
    {
      question: "Wann haben Sie geöffnet?",
      answer: "Unsere Öffnungszeiten: [Ihre Öffnungszeiten]",
    },
    {
      question: "Wie kann ich bezahlen und gibt es Gutscheine?",
      answer: "[Ihre Zahlungsarten und ob Sie Gutscheine anbieten]",
    },
    {
      question: "Wo finde ich Sie und wo kann ich parken?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten, Haltestellen und ob der Zugang stufenlos ist]",
    },
  ],
  "Auto & Mobilität": [
    {
      question: "Brauche ich einen Termin?",
      answer: "[Ob Kundinnen und Kunden einen Termin brauchen und wie sie ihn vereinbaren, z. B. telefonisch oder online]",
    },
    {
      question: "Bekomme ich vorher einen Kostenvoranschlag?",
      answer: "[Ob Sie vorab einen Kostenvoranschlag oder Festpreis nennen und ob Sie vor zusätzlichen Arbeiten Rücksprache halten]",
    },
    {
      question: "Wann haben Sie geöffnet?",
      answer: "Unsere Öffnungszeiten: [Ihre Öffnungszeiten]",
    },
    {
      question: "Wie kann ich bezahlen?",
      answer: "[Ihre Zahlungsarten, z. B. bar, Karte oder Rechnung, und ob Finanzierung möglich ist]",
    },
    {
      question: "Wie komme ich zu Ihnen?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Ob Sie einen Hol- und Bringservice oder ein Ersatzfahrzeug anbieten und wie man ohne Auto zurückkommt]",
    },
  ],
  Immobilien: [
    {
      question: "Wie vereinbare ich einen Termin oder eine Besichtigung?",
      answer: "[Wie Interessenten einen Termin oder eine Besichtigung anfragen, z. B. telefonisch, per E-Mail oder über Ihr Kontaktformular]",
    },
    {
      question: "Welche Kosten kommen auf mich zu?",
      answer: "[Ihre Vergütung oder Provision und wer sie trägt, oder wo Interessenten Ihre Konditionen finden]",
    },
    {
      question: "Welche Unterlagen brauche ich?",
      answer: "[Welche Unterlagen Kundinnen und Kunden bereithalten sollen, z. B. Grundbuchauszug, Energieausweis oder Einkommensnachweise]",
    },
    {
      question: "Wann sind Sie erreichbar?",
      answer: "Sie erreichen uns [Ihre Bürozeiten und Ihre Kontaktwege]",
    },
    {
      question: "Wo finde ich Ihr Büro?",
      answer: "Unser Büro liegt [Ihre Adresse]. [Parkmöglichkeiten und ob der Zugang stufenlos ist]",
    },
  ],
  Handel: [
    {
      question: "Wann hat Ihr Geschäft geöffnet?",
      answer: "Unsere Öffnungszeiten: [Ihre Öffnungszeiten]",
    },
    {
      question: "Kann ich Ware vorbestellen oder reservieren lassen?",
      answer: "[Ob Sie Ware bestellen, zurücklegen oder liefern und wie man das anfragt]",
    },
    {
      question: "Wie kann ich bezahlen?",
      answer: "[Ihre Zahlungsarten, z. B. bar, EC-Karte, Kreditkarte oder mobil, und ob Sie Gutscheine verkaufen]",
    },
    {
      question: "Kann ich Ware umtauschen?",
      answer: "[Ihre Regel für Umtausch und Rückgabe, über die gesetzliche Gewährleistung hinaus]",
    },
    {
      question: "Wo finde ich Ihr Geschäft und wo kann ich parken?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten und die nächste Haltestelle]",
    },
    {
      question: "Ist Ihr Geschäft barrierefrei?",
      answer: "[Ob der Eingang stufenlos ist und die Gänge mit Rollstuhl oder Kinderwagen befahrbar sind]",
    },
  ],
  Dienstleistungen: [
    {
      question: "Wie bekomme ich ein Angebot?",
      answer: "[Wie Kundinnen und Kunden ein Angebot anfragen und ob es kostenlos und unverbindlich ist]",
    },
    {
      question: "Wie schnell können Sie einen Auftrag übernehmen?",
      answer: "[Ihre übliche Vorlaufzeit und wie man einen Termin vereinbart]",
    },
    {
      question: "Wann sind Sie erreichbar?",
      answer: "Sie erreichen uns [Ihre Geschäftszeiten und Ihre Kontaktwege]",
    },
    {
      question: "Wo sind Sie tätig?",
      answer: "[Ihre Adresse oder Ihr Einsatzgebiet und ob Sie Anfahrtskosten berechnen]",
    },
    {
      question: "Wie kann ich bezahlen?",
      answer: "[Ihre Zahlungsarten, z. B. Überweisung auf Rechnung, Karte oder bar]",
    },
  ],
  Bildung: [
    {
      question: "Wie melde ich mich oder mein Kind an?",
      answer: "[Wie die Anmeldung abläuft, ob es eine Warteliste gibt und ob ein Kennenlernen oder eine Probestunde möglich ist]",
    },
    {
      question: "Was kostet das Angebot?",
      answer: "[Ihre Gebühren oder Beiträge, was darin enthalten ist und ob es Ermäßigungen oder Förderungen gibt]",
    },
    {
      question: "Zu welchen Zeiten finden die Angebote statt?",
      answer: "[Ihre Kurs-, Unterrichts- oder Betreuungszeiten und Ihre Ferienregelung]",
    },
    {
      question: "Wie erreiche ich Sie?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten, Haltestellen und Ihre Kontaktwege]",
    },
    {
      question: "Sind Ihre Räume barrierefrei?",
      answer: "[Ob der Zugang stufenlos ist und wie Sie Teilnehmende mit Einschränkungen unterstützen]",
    },
  ],
  "Sport & Freizeit": [
    {
      question: "Wann haben Sie geöffnet?",
      answer: "Unsere Öffnungszeiten: [Ihre Öffnungszeiten]. [Abweichende Zeiten an Feiertagen oder in den Ferien]",
    },
    {
      question: "Was kostet der Eintritt oder die Mitgliedschaft?",
      answer: "[Ihre Preise, Tarife oder Beiträge, Laufzeiten und Ermäßigungen]",
    },
    {
      question: "Muss ich vorher buchen, und kann ich es erst ausprobieren?",
      answer: "[Ob man vorab buchen muss, wie das geht und ob ein Probetraining oder Schnupperbesuch möglich ist]",
    },
    {
      question: "Wie komme ich zu Ihnen und wo kann ich parken?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten und die nächste Haltestelle]",
    },
    {
      question: "Ist Ihre Anlage barrierefrei?",
      answer: "[Ob Eingang, Umkleiden und WC stufenlos erreichbar sind und welche Angebote Menschen mit Einschränkungen nutzen können]",
    },
  ],
  Tourismus: [
    {
      question: "Wie kann ich buchen?",
      answer: "[Ihre Buchungswege, z. B. direkt bei Ihnen per Telefon, E-Mail oder online]. [Ihre Stornobedingungen]",
    },
    {
      question: "Was kostet ein Aufenthalt?",
      answer: "[Ihre Preise oder wo Gäste sie finden, und was im Preis enthalten ist]",
    },
    {
      question: "Wann sind Anreise und Abreise möglich?",
      answer: "[Ihre Zeiten für Anreise und Abreise oder Ihre Öffnungszeiten]",
    },
    {
      question: "Wie komme ich zu Ihnen und wo kann ich parken?",
      answer: "Sie finden uns unter [Ihre Adresse]. [Parkmöglichkeiten und die Anreise mit Bus oder Bahn]",
    },
    {
      question: "Sind Ihre Räume barrierefrei, und sind Haustiere erlaubt?",
      answer: "[Ob es barrierefreie Zimmer oder Zugänge gibt und ob Haustiere erlaubt sind]",
    },
  ],
};
