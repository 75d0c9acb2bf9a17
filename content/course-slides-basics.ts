import { code, jsonLd, list, steps, text, type ChapterText } from "./course-slide-body";

/** Modul 1 of the course: how AI assistants recommend, and JSON-LD by example for four trades. */
export const BASICS_CHAPTERS: readonly ChapterText[] = [
  {
    chapter: "Wie KI-Assistenten empfehlen",
    slides: [
      {
        title: "Warum KI-Assistenten manche Betriebe nennen und andere nicht",
        body: [
          text("Fragt jemand ChatGPT, Perplexity oder Gemini „Welcher Zahnarzt in Graz nimmt neue Patienten?“, sucht der Assistent im Web und fasst zusammen, was er dort findet. Er nennt nur Betriebe, über die er klare, übereinstimmende Angaben findet."),
          list(
            "Der Assistent erfindet keine Empfehlung aus dem Nichts: Er stützt sich auf Seiten, die seine Websuche liefert.",
            "Genannt wird, wer eindeutig zur Frage passt: Branche, Ort und Leistung müssen auf Ihrer Website klar stehen.",
            "Widersprüche (zwei Adressen, alte Öffnungszeiten) machen Ihren Betrieb zu einer unsicheren Antwort.",
            "Bewertungen und Verzeichniseinträge bestätigen, dass es Sie wirklich gibt.",
          ),
        ],
      },
      {
        title: "Was ein KI-Assistent über Ihren Betrieb liest",
        body: [
          text("Ein Assistent mit Websuche stellt eine oder mehrere Suchanfragen, ruft einige Treffer ab und schreibt daraus die Antwort. Diese Quellen kommen dabei typischerweise vor:"),
          steps(
            "Die Frage der Person wird in Suchanfragen übersetzt, z. B. „Elektriker Winterthur Notdienst“.",
            "Die Suche liefert Treffer: Ihre Website, Branchenverzeichnisse, Bewertungsportale, Presse.",
            "Der Assistent liest die Seiten: sichtbaren Text und strukturierte Daten (JSON-LD).",
            "Er wählt die Betriebe, deren Angaben zur Frage passen und sich gegenseitig bestätigen.",
            "Die Antwort nennt die Betriebe und verlinkt oft die Quellen.",
          ),
        ],
      },
      {
        title: "Checkliste: Was eine KI braucht, um Ihren Betrieb zu empfehlen",
        body: [
          list(
            "Name, Adresse und Telefonnummer überall gleich geschrieben – auf der Website, im Google-Unternehmensprofil und in Verzeichnissen.",
            "Branche und Leistungen in klaren Worten auf der Startseite: „Zahnarztpraxis in Linz – Implantate, Prophylaxe, Angstpatienten“.",
            "Ort und Einzugsgebiet ausdrücklich genannt, nicht nur im Impressum.",
            "Aktuelle Öffnungszeiten, auch im strukturierten Format (JSON-LD).",
            "Ein JSON-LD-Snippet mit dem passenden schema.org-Typ, z. B. Dentist statt nur LocalBusiness.",
          ),
          text("Dazu: KI-Crawler nicht per robots.txt aussperren und echte Bewertungen auf den Portalen Ihrer Branche sammeln."),
        ],
      },
      {
        title: "Ihr erstes JSON-LD-Snippet",
        body: [
          text("JSON-LD beschreibt Ihren Betrieb maschinenlesbar nach dem Vokabular von schema.org. Dieses Beispiel für eine Bäckerei können Sie mit Ihren Angaben übernehmen:"),
          jsonLd("JSON-LD für eine Bäckerei", {
            "@type": "Bakery",
            name: "Bäckerei Muster",
            url: "https://www.baeckerei-muster.de",
            telephone: "+49 89 1234567",
            address: {
              "@type": "PostalAddress",
              streetAddress: "Hauptstraße 12",
              postalCode: "80331",
              addressLocality: "München",
              addressCountry: "DE",
            },
            openingHoursSpecification: [
              { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "06:30", closes: "18:00" },
              { "@type": "OpeningHoursSpecification", dayOfWeek: "Saturday", opens: "07:00", closes: "12:00" },
            ],
          }),
          text("Telefonnummern im internationalen Format (+49, +43, +41) schreiben; addressCountry als Ländercode DE, AT oder CH."),
        ],
      },
      {
        title: "Snippet einbauen und prüfen",
        body: [
          code("html", "Einbau im <head> oder <body> der Seite", '<script type="application/ld+json">\n{ … Ihr Snippet … }\n</script>'),
          steps(
            "Snippet in einen <script type=\"application/ld+json\">-Block auf der Startseite (oder Standortseite) setzen.",
            "Seite veröffentlichen und im Schema Markup Validator (validator.schema.org) die Adresse prüfen.",
            "Im Rich-Results-Test von Google prüfen, ob Google das Markup lesen kann.",
            "Vergleichen: Jede Angabe im Snippet muss auch sichtbar auf der Seite stehen.",
          ),
          text("Im Live-Test dieses Produkts sehen Sie danach, ob echte KI-Assistenten Ihren Betrieb bei einer typischen Kundenfrage nennen."),
        ],
      },
    ],
  },
  {
    chapter: "Strukturierte Daten verstehen",
    slides: [
      {
        title: "Aufbau eines JSON-LD-Snippets",
        body: [
          list(
            "@context: immer \"https://schema.org\" – das Vokabular, aus dem die Begriffe stammen.",
            "@type: was beschrieben wird, z. B. Dentist, Electrician, Restaurant, LegalService.",
            "Eigenschaften wie name, address, telephone: genau so geschrieben wie auf schema.org, Groß- und Kleinschreibung zählt.",
            "Verschachtelte Objekte (PostalAddress, GeoCoordinates) tragen einen eigenen @type.",
          ),
          text("JSON kennt keine Kommentare und kein Komma nach dem letzten Eintrag – ein einziger Syntaxfehler macht das ganze Snippet unlesbar."),
        ],
      },
      {
        title: "Den richtigen @type wählen",
        body: [
          text("LocalBusiness ist der Oberbegriff; schema.org kennt viele genauere Untertypen. Der genaueste passende Typ sagt der KI, was Sie sind."),
          list(
            "Gesundheit: Dentist, Physician, Pharmacy, Optician (MedicalBusiness)",
            "Handwerk: Electrician, Plumber, HVACBusiness, RoofingContractor, HousePainter (HomeAndConstructionBusiness)",
            "Gastronomie: Restaurant, CafeOrCoffeeShop, Bakery, BarOrPub (FoodEstablishment)",
            "Recht und Beratung: LegalService, Notary, AccountingService",
            "Schönheit und Auto: HairSalon, BeautySalon, AutoRepair, AutoDealer",
          ),
        ],
      },
      {
        title: "Name, Adresse, Telefon: überall identisch",
        body: [
          text("Assistenten gleichen Angaben aus mehreren Quellen ab. Jede Abweichung ist ein Zweifel mehr."),
          list(
            "Derselbe Name: nicht einmal „Elektro Huber GmbH“ und einmal „Huber Elektrotechnik“.",
            "Dieselbe Adresse: „Hauptstraße 12“ statt abwechselnd „Hauptstr. 12“.",
            "Dieselbe Telefonnummer, im Snippet international: +43 1 2345678.",
            "Umzug oder neue Nummer: Website, Snippet, Google-Unternehmensprofil und Verzeichnisse am selben Tag ändern.",
          ),
        ],
      },
      {
        title: "Öffnungszeiten exakt angeben",
        body: [
          jsonLd("Öffnungszeiten mit Mittagspause", {
            "@type": "LocalBusiness",
            name: "Muster GmbH",
            openingHoursSpecification: [
              { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "12:00" },
              { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "13:00", closes: "17:00" },
            ],
          }),
          list("Zeiten im 24-Stunden-Format.", "Eine Mittagspause sind zwei Einträge für dieselben Tage.", "Betriebsurlaub und Feiertage: eigene Einträge mit validFrom und validThrough."),
        ],
      },
      {
        title: "Ort und Einzugsgebiet",
        body: [
          list(
            "geo mit GeoCoordinates (latitude, longitude) verortet Ihren Standort eindeutig.",
            "areaServed nennt, wo Sie arbeiten: Städte, Bezirke oder Kantone – wichtig für Betriebe, die zum Kunden fahren.",
            "hasMap kann auf Ihren Kartenlink verweisen.",
            "Der Ort gehört auch in den sichtbaren Text: „Ihr Elektriker für Winterthur und Umgebung“.",
          ),
        ],
      },
      {
        title: "Verknüpfen mit @id und sameAs",
        body: [
          list(
            "@id gibt Ihrem Betrieb eine feste Kennung, z. B. \"https://www.ihre-seite.de/#betrieb\" – andere Snippets können darauf verweisen.",
            "sameAs listet Ihre Profile: Google-Unternehmensprofil, Facebook, Instagram, LinkedIn, Branchenverzeichnisse.",
            "So erkennt ein Assistent, dass die Einträge auf verschiedenen Seiten denselben Betrieb meinen.",
            "Nur Profile eintragen, die Ihnen gehören und gepflegt sind.",
          ),
        ],
      },
    ],
  },
  {
    chapter: "Beispiel: Zahnarztpraxis",
    slides: [
      {
        title: "Der Typ Dentist",
        body: [
          text("Dentist ist bei schema.org sowohl MedicalBusiness als auch LocalBusiness. Er trägt alle Angaben eines lokalen Betriebs und zusätzlich medizinische wie medicalSpecialty."),
          list("Nutzen Sie Dentist statt LocalBusiness oder MedicalClinic.", "Der Praxisname wie auf dem Praxisschild.", "Leistungen, nach denen Patienten fragen: Implantate, Prophylaxe, Kinderzahnheilkunde, Behandlung von Angstpatienten – nur was Sie wirklich anbieten."),
        ],
      },
      {
        title: "Das vollständige Praxis-Snippet",
        body: [
          jsonLd("JSON-LD für eine Zahnarztpraxis", {
            "@type": "Dentist",
            "@id": "https://www.zahnarzt-muster.at/#praxis",
            name: "Zahnarztpraxis Dr. Muster",
            url: "https://www.zahnarzt-muster.at",
            telephone: "+43 732 123456",
            address: { "@type": "PostalAddress", streetAddress: "Landstraße 5", postalCode: "4020", addressLocality: "Linz", addressCountry: "AT" },
            geo: { "@type": "GeoCoordinates", latitude: 48.3032, longitude: 14.2906 },
            openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "17:00" }],
            isAcceptingNewPatients: true,
          }),
        ],
      },
      {
        title: "Ärztinnen und Ärzte als Person",
        body: [
          jsonLd("Die Zahnärztin als Person", {
            "@type": "Person",
            name: "Dr. med. dent. Anna Muster",
            jobTitle: "Zahnärztin",
            worksFor: { "@id": "https://www.zahnarzt-muster.at/#praxis" },
          }),
          text("Patienten fragen oft nach Namen („Ist Dr. Muster gut?“). Mit worksFor und derselben @id verbinden Sie Person und Praxis."),
        ],
      },
      {
        title: "Fragen der Patienten als FAQ",
        body: [
          jsonLd("FAQPage mit einer Frage", {
            "@type": "FAQPage",
            mainEntity: [
              {
                "@type": "Question",
                name: "Nehmen Sie neue Patientinnen und Patienten auf?",
                acceptedAnswer: { "@type": "Answer", text: "Ja, Termine für Neupatienten vergeben wir telefonisch unter +43 732 123456." },
              },
            ],
          }),
          text("Die Fragen und Antworten müssen sichtbar auf der Seite stehen. Der FAQ-Generator dieses Produkts hilft beim Entwurf."),
        ],
      },
      {
        title: "Was Sie in der Praxis nicht auszeichnen",
        body: [
          list(
            "Keine Heilversprechen und keine Aussagen, die das Heilmittelwerberecht verbietet.",
            "Keine selbst vergebenen Sternebewertungen im Snippet (siehe Kapitel Bewertungen).",
            "Keine Leistungen, die nur ein Kollege einmal im Monat anbietet, als feste Leistung.",
            "Keine Daten von Patienten – auch nicht in Beispielen.",
          ),
        ],
      },
    ],
  },
  {
    chapter: "Beispiel: Elektrobetrieb",
    slides: [
      {
        title: "Der Typ Electrician",
        body: [
          text("Electrician gehört bei schema.org zu HomeAndConstructionBusiness. Für Handwerksbetriebe zählt vor allem, wo und wann sie arbeiten."),
          list("areaServed: die Orte, in die Sie fahren.", "Notdienst: nur nennen, wenn er wirklich erreichbar ist, mit eigenen Öffnungszeiten.", "Leistungen mit den Worten der Kunden: „Wallbox installieren“, „E-Check“, „Photovoltaik anschließen“."),
        ],
      },
      {
        title: "Das Snippet für einen Elektrobetrieb",
        body: [
          jsonLd("JSON-LD für einen Elektrobetrieb", {
            "@type": "Electrician",
            "@id": "https://www.elektro-muster.ch/#betrieb",
            name: "Elektro Muster AG",
            url: "https://www.elektro-muster.ch",
            telephone: "+41 52 123 45 67",
            address: { "@type": "PostalAddress", streetAddress: "Bahnhofstrasse 8", postalCode: "8400", addressLocality: "Winterthur", addressCountry: "CH" },
            areaServed: [
              { "@type": "City", name: "Winterthur" },
              { "@type": "City", name: "Frauenfeld" },
            ],
            openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "07:00", closes: "17:00" }],
          }),
        ],
      },
      {
        title: "Leistungen als Katalog",
        body: [
          jsonLd("Leistungen mit hasOfferCatalog", {
            "@type": "Electrician",
            "@id": "https://www.elektro-muster.ch/#betrieb",
            hasOfferCatalog: {
              "@type": "OfferCatalog",
              name: "Leistungen",
              itemListElement: [
                { "@type": "Offer", itemOffered: { "@type": "Service", name: "Wallbox-Installation" } },
                { "@type": "Offer", itemOffered: { "@type": "Service", name: "Elektroinstallation im Neubau" } },
              ],
            },
          }),
          text("Preise nur angeben, wenn sie auf der Seite stehen und gelten."),
        ],
      },
      {
        title: "Zertifikate und Mitgliedschaften",
        body: [
          list(
            "Eintrag in die Handwerksrolle, Konzession oder Bewilligung: sichtbar auf der Seite nennen.",
            "memberOf für Innung oder Verband, mit deren Website als url.",
            "hasCredential für Nachweise, z. B. eine Fachbetriebs-Zertifizierung.",
            "Verbands- und Herstellerverzeichnisse, die auf Sie verlinken, bestätigen diese Angaben für Assistenten.",
          ),
        ],
      },
      {
        title: "Eine Seite pro Leistung und Ort",
        body: [
          steps(
            "Die fünf häufigsten Kundenanfragen sammeln (Telefon, E-Mail, Angebote).",
            "Für jede eine eigene Seite: „Wallbox installieren in Winterthur“.",
            "Auf jeder Seite: was, wo, wie schnell, was es ungefähr kostet (wenn Sie es sagen können).",
            "Die Seiten von der Startseite und vom Menü aus verlinken.",
          ),
          text("Eine Seite, die genau die Frage beantwortet, wird von der Websuche des Assistenten eher gefunden als eine allgemeine Leistungsübersicht."),
        ],
      },
    ],
  },
  {
    chapter: "Beispiel: Restaurant",
    slides: [
      {
        title: "Der Typ Restaurant",
        body: [
          text("Restaurant gehört zu FoodEstablishment. Gäste fragen Assistenten nach Küche, Lage, Preisniveau und ob man reservieren kann – genau dafür gibt es Eigenschaften."),
          list("servesCuisine: „Österreichisch“, „Vegetarisch“, „Italienisch“.", "priceRange: z. B. „€€“.", "acceptsReservations: true oder die Adresse Ihrer Reservierungsseite.", "hasMenu: der Link zur Speisekarte als HTML-Seite, nicht nur als PDF."),
        ],
      },
      {
        title: "Das Snippet für ein Restaurant",
        body: [
          jsonLd("JSON-LD für ein Restaurant", {
            "@type": "Restaurant",
            "@id": "https://www.gasthaus-muster.at/#restaurant",
            name: "Gasthaus Muster",
            url: "https://www.gasthaus-muster.at",
            telephone: "+43 316 123456",
            address: { "@type": "PostalAddress", streetAddress: "Sporgasse 3", postalCode: "8010", addressLocality: "Graz", addressCountry: "AT" },
            servesCuisine: ["Österreichisch", "Steirisch"],
            priceRange: "€€",
            acceptsReservations: true,
            hasMenu: "https://www.gasthaus-muster.at/speisekarte",
          }),
        ],
      },
      {
        title: "Öffnungszeiten und Ruhetage",
        body: [
          list(
            "Ruhetage einfach weglassen: Tage ohne Eintrag gelten als geschlossen.",
            "Küchenzeiten, die von den Öffnungszeiten abweichen, im Text nennen.",
            "Saisonpausen mit validFrom und validThrough eintragen und nach der Saison entfernen.",
            "Dieselben Zeiten im Google-Unternehmensprofil pflegen – dort schauen Gäste zuerst nach.",
          ),
        ],
      },
      {
        title: "Die Speisekarte lesbar machen",
        body: [
          list(
            "Speisekarte als HTML-Seite: Texte in Bildern oder Scans kann ein Assistent kaum lesen.",
            "Allergene und Ernährungsformen (vegan, glutenfrei) in Worten nennen.",
            "Mittagsmenü und Preise aktuell halten oder weglassen.",
            "Ein PDF ergänzend anbieten ist in Ordnung, aber nicht als einzige Quelle.",
          ),
        ],
      },
      {
        title: "Was Gäste fragen – und was die Antwort braucht",
        body: [
          steps(
            "Frage: „Wo kann man in Graz sonntags steirisch essen?“",
            "Der Assistent sucht nach Restaurants in Graz mit steirischer Küche.",
            "Er prüft Öffnungszeiten: Ist sonntags geöffnet?",
            "Er nennt Betriebe, bei denen Küche, Ort und Sonntag übereinstimmend belegt sind.",
          ),
          text("Fehlt eine dieser Angaben auf Ihrer Website, muss der Assistent sie anderswo finden – oder nennt Sie nicht."),
        ],
      },
    ],
  },
  {
    chapter: "Beispiel: Anwaltskanzlei",
    slides: [
      {
        title: "Der Typ LegalService",
        body: [
          text("Für Kanzleien ist LegalService der passende Typ. Der ältere Typ Attorney ist bei schema.org als veraltet markiert; LegalService ist umfassender."),
          list("Rechtsgebiete mit knowsAbout oder als Leistungen nennen.", "Anwältinnen und Anwälte als Person mit worksFor verknüpfen.", "Sprachen der Beratung mit knowsLanguage angeben."),
        ],
      },
      {
        title: "Das Snippet für eine Kanzlei",
        body: [
          jsonLd("JSON-LD für eine Kanzlei", {
            "@type": "LegalService",
            "@id": "https://www.kanzlei-muster.de/#kanzlei",
            name: "Kanzlei Muster Rechtsanwälte",
            url: "https://www.kanzlei-muster.de",
            telephone: "+49 221 123456",
            address: { "@type": "PostalAddress", streetAddress: "Domstraße 10", postalCode: "50668", addressLocality: "Köln", addressCountry: "DE" },
            knowsAbout: ["Arbeitsrecht", "Mietrecht", "Erbrecht"],
            knowsLanguage: ["de", "en"],
          }),
        ],
      },
      {
        title: "Anwältinnen und Anwälte auszeichnen",
        body: [
          jsonLd("Ein Anwalt als Person", {
            "@type": "Person",
            name: "Max Muster",
            jobTitle: "Rechtsanwalt und Fachanwalt für Arbeitsrecht",
            worksFor: { "@id": "https://www.kanzlei-muster.de/#kanzlei" },
            knowsAbout: "Arbeitsrecht",
          }),
          text("Fachanwaltstitel nur nennen, wenn er verliehen wurde – die Berufsregeln gelten auch für strukturierte Daten."),
        ],
      },
      {
        title: "Fragen zu Erstberatung und Kosten",
        body: [
          list(
            "Mandanten fragen Assistenten: „Was kostet eine Erstberatung im Arbeitsrecht?“",
            "Beantworten Sie das auf einer eigenen Seite, so genau wie möglich (in Deutschland z. B. mit Verweis auf die gesetzliche Höchstgebühr für eine Erstberatung von Verbrauchern).",
            "Dieselben Fragen als FAQPage auszeichnen – sichtbar auf der Seite.",
            "Keine Erfolgsquoten oder Garantien versprechen.",
          ),
        ],
      },
      {
        title: "Mehrere Standorte",
        body: [
          steps(
            "Für jeden Standort eine eigene Seite mit Adresse, Telefon und Öffnungszeiten.",
            "Auf jeder Standortseite ein eigenes LegalService-Snippet mit eigener @id.",
            "Die Kanzlei als Ganzes als Organization mit subOrganization oder department verbinden.",
            "Jeden Standort einzeln in Verzeichnissen und im Google-Unternehmensprofil führen.",
          ),
        ],
      },
    ],
  },
];
