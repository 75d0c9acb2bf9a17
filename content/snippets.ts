import type { IndustrySnippet } from "@/lib/snippets/types";

/**
 * The industry snippet library: JSON-LD templates for German
 * local businesses, one per industry, typed against schema.org.
 *
 * Every template carries the same core (name, description, url, telephone, email, image,
 * PostalAddress, GeoCoordinates, OpeningHoursSpecification, priceRange)
 * plus one to three properties that exist on its schema.org type. "@type" is the most
 * specific schema.org type that also accepts the core properties (a LocalBusiness
 * subtype); where the fitting type is no LocalBusiness (VeterinaryCare, EventVenue,
 * EducationalOrganization), the template is a LocalBusiness and names that type in
 * additionalType. Placeholders such as "[Firmenname]" stand only inside string values.
 */
/** The core every LocalBusiness template shares (Google Search Central: required and recommended properties). */
const CORE = {
  name: "[Firmenname]",
  description: "[Kurzbeschreibung]",
  url: "[Website-URL]",
  telephone: "[Telefonnummer]",
  email: "[E-Mail]",
  image: "[Bild-URL]",
  address: {
    "@type": "PostalAddress",
    streetAddress: "[Straße-und-Hausnummer]",
    postalCode: "[PLZ]",
    addressLocality: "[Ort]",
    addressCountry: "DE",
  },
  geo: { "@type": "GeoCoordinates", latitude: "[Breitengrad]", longitude: "[Längengrad]" },
  // Filled with OpeningHoursSpecification objects read from what the owner types, e.g. "Mo–Fr 8–18 Uhr, Sa 9–13 Uhr".
  openingHoursSpecification: "[Öffnungszeiten]",
  priceRange: "[Preisrahmen]",
};

export const INDUSTRY_SNIPPETS: readonly IndustrySnippet[] = [
  {
    id: "zahnarztpraxis",
    branche: "Zahnarztpraxis",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für Zahnarztpraxen mit Fachgebiet Zahnmedizin, Sprechzeiten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: [
      "Professionelle Zahnreinigung",
      "Füllungstherapie",
      "Wurzelbehandlung",
      "Zahnersatz und Implantate",
      "Behandlung von Angstpatienten"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Dentist",
      ...CORE,
      medicalSpecialty: "https://schema.org/Dentistry",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "kieferorthopaedie",
    branche: "Kieferorthopädie",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für kieferorthopädische Praxen, die Zahn- und Kieferfehlstellungen bei Kindern und Erwachsenen behandeln.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Feste Zahnspange",
      "Herausnehmbare Zahnspange",
      "Unsichtbare Aligner",
      "Kieferorthopädie für Erwachsene",
      "Retainer nach der Behandlung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Dentist",
      ...CORE,
      medicalSpecialty: "https://schema.org/Dentistry",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "arztpraxis",
    branche: "Arztpraxis",
    kategorie: "Gesundheit",
    beschreibung: "JSON-LD für hausärztliche Praxen mit Fachrichtung Allgemeinmedizin, Sprechzeiten, Adresse und Telefonnummer.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: ["Vorsorgeuntersuchungen", "Impfungen", "Gesundheits-Check-up", "Hausbesuche", "Blutabnahme und Labor"],
    template: {
      "@context": "https://schema.org",
      "@type": "Physician",
      ...CORE,
      medicalSpecialty: "https://schema.org/PrimaryCare",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "kinderarztpraxis",
    branche: "Kinderarztpraxis",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für Kinder- und Jugendarztpraxen mit Fachgebiet Pädiatrie, Sprechzeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: [
      "U-Untersuchungen",
      "Impfungen",
      "Jugendgesundheitsuntersuchung",
      "Akutsprechstunde",
      "Entwicklungsdiagnostik"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Physician",
      ...CORE,
      medicalSpecialty: "https://schema.org/Pediatric",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "frauenarztpraxis",
    branche: "Frauenarztpraxis",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für gynäkologische Praxen mit Fachgebiet Frauenheilkunde, Sprechzeiten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Kontaktseite", "Leistungsseite"],
    beispiele: [
      "Krebsvorsorge",
      "Schwangerschaftsvorsorge",
      "Verhütungsberatung",
      "Ultraschalluntersuchung",
      "Beratung in den Wechseljahren"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Physician",
      ...CORE,
      medicalSpecialty: "https://schema.org/Gynecologic",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "augenarzt",
    branche: "Augenarzt",
    kategorie: "Gesundheit",
    beschreibung: "JSON-LD für augenärztliche Praxen mit Fachgebiet Augenheilkunde, Sprechzeiten, Adresse und Kontaktmöglichkeiten.",
    verwendung: ["Startseite", "Kontaktseite", "Leistungsseite"],
    beispiele: [
      "Augenuntersuchung und Sehtest",
      "Glaukom-Vorsorge",
      "Netzhautuntersuchung",
      "Behandlung des Grauen Stars",
      "Kontaktlinsenanpassung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Physician",
      ...CORE,
      medicalSpecialty: "https://schema.org/Ophthalmology",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "hautarzt",
    branche: "Hautarzt",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für dermatologische Praxen mit Fachgebiet Dermatologie, Sprechzeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Kontaktseite", "Leistungsseite"],
    beispiele: [
      "Hautkrebs-Screening",
      "Muttermal-Kontrolle",
      "Akne-Behandlung",
      "Allergietests",
      "Ästhetische Dermatologie"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Physician",
      ...CORE,
      medicalSpecialty: "https://schema.org/Dermatology",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "orthopaedie",
    branche: "Orthopädische Praxis",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für orthopädische Praxen mit Schwerpunkt auf Erkrankungen von Knochen, Gelenken, Muskeln und Wirbelsäule.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Rückenschmerz-Therapie",
      "Gelenkdiagnostik",
      "Sportorthopädie",
      "Stoßwellentherapie",
      "Einlagenversorgung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Physician",
      ...CORE,
      medicalSpecialty: "https://schema.org/Musculoskeletal",
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "physiotherapie",
    branche: "Physiotherapie",
    kategorie: "Gesundheit",
    beschreibung: "JSON-LD für Physiotherapiepraxen mit Behandlungsschwerpunkten, Einzugsgebiet für Hausbesuche und Öffnungszeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Krankengymnastik", "Manuelle Therapie", "Lymphdrainage", "Klassische Massage", "Hausbesuche"],
    template: {
      "@context": "https://schema.org",
      "@type": "Physiotherapy",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "ergotherapie",
    branche: "Ergotherapie",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für ergotherapeutische Praxen mit Behandlungsschwerpunkten, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Motorisch-funktionelle Behandlung",
      "Sensorische Integrationstherapie",
      "Hirnleistungstraining",
      "Handtherapie",
      "Hausbesuche"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "logopaedie",
    branche: "Logopädie",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für logopädische Praxen, die Sprach-, Sprech-, Stimm- und Schluckstörungen bei Kindern und Erwachsenen behandeln.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Sprachtherapie für Kinder", "Stimmtherapie", "Stottertherapie", "Schlucktherapie", "Aphasie-Therapie"],
    template: {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "psychotherapie",
    branche: "Psychotherapie",
    kategorie: "Gesundheit",
    beschreibung: "JSON-LD für psychotherapeutische Praxen mit Therapieschwerpunkten, Sprechzeiten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Psychotherapeutische Sprechstunde",
      "Verhaltenstherapie",
      "Tiefenpsychologisch fundierte Psychotherapie",
      "Gruppentherapie",
      "Paartherapie"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "heilpraktiker",
    branche: "Heilpraktiker",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für Heilpraktikerpraxen mit Behandlungsmethoden, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Naturheilkunde", "Akupunktur", "Osteopathische Behandlung", "Ernährungsberatung", "Pflanzenheilkunde"],
    template: {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]"
    }
  },
  {
    id: "podologie",
    branche: "Podologie",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für podologische Praxen, die medizinische Fußpflege und Fußbehandlungen nach ärztlicher Verordnung anbieten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Medizinische Fußpflege",
      "Behandlung eingewachsener Nägel",
      "Nagelkorrekturspangen",
      "Diabetischer Fuß",
      "Hornhaut- und Hühneraugenbehandlung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Podiatric",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "hebammenpraxis",
    branche: "Hebammenpraxis",
    kategorie: "Gesundheit",
    beschreibung: "JSON-LD für Hebammenpraxen mit Kursangebot, Einzugsgebiet für Hausbesuche und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Schwangerschaftsvorsorge",
      "Geburtsvorbereitungskurs",
      "Wochenbettbetreuung",
      "Stillberatung",
      "Rückbildungskurs"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Midwifery",
      ...CORE,
      knowsAbout: "[Behandlungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "pflegedienst",
    branche: "Pflegedienst",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für ambulante Pflegedienste mit Einzugsgebiet, Leistungsschwerpunkten und Erreichbarkeit.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Grundpflege",
      "Behandlungspflege",
      "Verhinderungspflege",
      "Pflegeberatung",
      "Hauswirtschaftliche Versorgung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "tierarztpraxis",
    branche: "Tierarztpraxis",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für Tierarztpraxen und Kleintierkliniken mit behandelten Tierarten, Sprechzeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: [
      "Impfungen",
      "Kastration",
      "Zahnbehandlung beim Tier",
      "Röntgen und Ultraschall",
      "Tierärztlicher Notdienst"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/VeterinaryCare",
      ...CORE,
      knowsAbout: "[Tierarten]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "optiker",
    branche: "Optiker",
    kategorie: "Gesundheit",
    beschreibung: "JSON-LD für Augenoptiker mit Öffnungszeiten, Zahlungsarten und Kontaktdaten für Sehtest und Brillenberatung.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: [
      "Sehtest",
      "Brillenberatung",
      "Kontaktlinsenanpassung",
      "Sonnenbrillen mit Sehstärke",
      "Brillenreparatur"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Optician",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "hoerakustiker",
    branche: "Hörakustiker",
    kategorie: "Gesundheit",
    beschreibung: "Strukturierte Daten für Hörakustiker mit Leistungsschwerpunkten, Öffnungszeiten und Zahlungsarten.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: [
      "Kostenloser Hörtest",
      "Hörgeräteanpassung",
      "Individueller Gehörschutz",
      "Tinnitus-Beratung",
      "Hörgeräteservice"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "MedicalBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "apotheke",
    branche: "Apotheke",
    kategorie: "Gesundheit",
    beschreibung: "Vorlage für Apotheken mit Öffnungszeiten, Zahlungsarten, Adresse und Kontaktdaten für Vorbestellungen.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: ["Rezepteinlösung", "Arzneimittelberatung", "Medikationsanalyse", "Botendienst", "Blutdruckmessung"],
    template: {
      "@context": "https://schema.org",
      "@type": "Pharmacy",
      ...CORE,
      medicalSpecialty: "https://schema.org/PharmacySpecialty",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "rechtsanwalt",
    branche: "Rechtsanwalt",
    kategorie: "Recht & Finanzen",
    beschreibung: "JSON-LD für Anwaltskanzleien mit Rechtsgebieten, Einzugsgebiet, Bürozeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Arbeitsrecht", "Familienrecht", "Mietrecht", "Verkehrsrecht", "Erbrecht"],
    template: {
      "@context": "https://schema.org",
      "@type": "Attorney",
      ...CORE,
      knowsAbout: "[Rechtsgebiete]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "fachanwalt-familienrecht",
    branche: "Fachanwalt für Familienrecht",
    kategorie: "Recht & Finanzen",
    beschreibung: "Strukturierte Daten für familienrechtliche Kanzleien mit Rechtsgebieten, Bürozeiten und Kontaktmöglichkeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Scheidung", "Unterhalt", "Sorge- und Umgangsrecht", "Zugewinnausgleich", "Eheverträge"],
    template: {
      "@context": "https://schema.org",
      "@type": "Attorney",
      ...CORE,
      knowsAbout: "[Rechtsgebiete]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "notar",
    branche: "Notar",
    kategorie: "Recht & Finanzen",
    beschreibung: "Vorlage für Notariate mit Tätigkeitsschwerpunkten, Sprechzeiten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Immobilienkaufverträge",
      "Testamente und Erbverträge",
      "Gesellschaftsgründungen",
      "Vorsorgevollmachten",
      "Beglaubigungen"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Notary",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "steuerberater",
    branche: "Steuerberater",
    kategorie: "Recht & Finanzen",
    beschreibung: "JSON-LD für Steuerberatungskanzleien mit Beratungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Einkommensteuererklärung",
      "Finanzbuchhaltung",
      "Lohnabrechnung",
      "Jahresabschluss",
      "Existenzgründungsberatung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "AccountingService",
      ...CORE,
      knowsAbout: "[Beratungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "buchhaltungsbuero",
    branche: "Buchhaltungsbüro",
    kategorie: "Recht & Finanzen",
    beschreibung: "Strukturierte Daten für Buchhaltungsbüros mit Leistungsschwerpunkten, Einzugsgebiet und Bürozeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Laufende Finanzbuchhaltung",
      "Lohn- und Gehaltsabrechnung",
      "Belegerfassung",
      "Digitale Buchhaltung",
      "Mahnwesen"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "AccountingService",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "lohnsteuerhilfeverein",
    branche: "Lohnsteuerhilfeverein",
    kategorie: "Recht & Finanzen",
    beschreibung: "Vorlage für Beratungsstellen von Lohnsteuerhilfevereinen mit Sprechzeiten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Kontaktseite", "Standortseite"],
    beispiele: [
      "Einkommensteuererklärung für Arbeitnehmer",
      "Rentnerberatung",
      "Prüfung von Steuerbescheiden",
      "Einspruch beim Finanzamt",
      "Kindergeldberatung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "AccountingService",
      ...CORE,
      knowsAbout: "[Beratungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "versicherungsmakler",
    branche: "Versicherungsmakler",
    kategorie: "Recht & Finanzen",
    beschreibung: "JSON-LD für Versicherungsmakler und -agenturen mit Beratungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Private Haftpflichtversicherung",
      "Berufsunfähigkeitsversicherung",
      "Kfz-Versicherung",
      "Gewerbeversicherungen",
      "Altersvorsorge"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "InsuranceAgency",
      ...CORE,
      knowsAbout: "[Beratungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "finanzberatung",
    branche: "Finanzberatung",
    kategorie: "Recht & Finanzen",
    beschreibung: "Strukturierte Daten für unabhängige Finanzberater mit Beratungsschwerpunkten, Einzugsgebiet und Terminkontakt.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Vermögensaufbau", "Altersvorsorge", "Baufinanzierung", "Geldanlage", "Ruhestandsplanung"],
    template: {
      "@context": "https://schema.org",
      "@type": "FinancialService",
      ...CORE,
      knowsAbout: "[Beratungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "bankfiliale",
    branche: "Bankfiliale",
    kategorie: "Recht & Finanzen",
    beschreibung: "Vorlage für Filialen von Banken und Sparkassen mit Öffnungszeiten, Adresse und Kontaktdaten.",
    verwendung: ["Standortseite", "Kontaktseite", "Leistungsseite"],
    beispiele: ["Girokonto", "Kredite und Finanzierungen", "Geldanlage", "Baufinanzierung", "Geldautomat"],
    template: {
      "@context": "https://schema.org",
      "@type": "BankOrCreditUnion",
      ...CORE,
      knowsAbout: "[Beratungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "elektriker",
    branche: "Elektriker",
    kategorie: "Handwerk & Bau",
    beschreibung: "JSON-LD für Elektrofachbetriebe mit Einzugsgebiet, Leistungsschwerpunkten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Elektroinstallation",
      "E-Check",
      "Photovoltaikanlagen",
      "Smart-Home-Installation",
      "Wallbox für Elektroautos"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "Electrician",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "sanitaer-heizung",
    branche: "Sanitär & Heizung",
    kategorie: "Handwerk & Bau",
    beschreibung: "Strukturierte Daten für SHK-Betriebe mit Einzugsgebiet, Leistungsschwerpunkten und Notdienst-Kontakt.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Badsanierung", "Heizungsinstallation", "Wärmepumpen", "Rohrreinigung", "Wartung und Notdienst"],
    template: {
      "@context": "https://schema.org",
      "@type": "Plumber",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "klimatechnik",
    branche: "Klima- und Lüftungstechnik",
    kategorie: "Handwerk & Bau",
    beschreibung: "Vorlage für Fachbetriebe für Heizungs-, Klima- und Lüftungstechnik mit Einzugsgebiet und Leistungen.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Klimaanlagen-Einbau", "Lüftungsanlagen", "Wärmepumpen", "Wartung von Klimaanlagen", "Kältetechnik"],
    template: {
      "@context": "https://schema.org",
      "@type": "HVACBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "dachdecker",
    branche: "Dachdecker",
    kategorie: "Handwerk & Bau",
    beschreibung: "JSON-LD für Dachdeckerbetriebe mit Einzugsgebiet, Leistungsschwerpunkten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Dachsanierung", "Dachreparatur", "Dachdämmung", "Flachdachabdichtung", "Dachfenster-Einbau"],
    template: {
      "@context": "https://schema.org",
      "@type": "RoofingContractor",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "malerbetrieb",
    branche: "Malerbetrieb",
    kategorie: "Handwerk & Bau",
    beschreibung: "Strukturierte Daten für Maler- und Lackiererbetriebe mit Einzugsgebiet, Leistungen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Innenanstrich", "Fassadenanstrich", "Tapezierarbeiten", "Wärmedämmverbundsystem", "Bodenbeläge"],
    template: {
      "@context": "https://schema.org",
      "@type": "HousePainter",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "schreinerei",
    branche: "Schreinerei",
    kategorie: "Handwerk & Bau",
    beschreibung: "Vorlage für Schreinereien und Tischlereien mit Einzugsgebiet, Leistungsschwerpunkten und Werkstattzeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Möbel nach Maß", "Einbauschränke", "Innentüren", "Fenster und Haustüren", "Treppenbau"],
    template: {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "zimmerei",
    branche: "Zimmerei",
    kategorie: "Handwerk & Bau",
    beschreibung: "JSON-LD für Zimmereibetriebe und Holzbauunternehmen mit Einzugsgebiet, Leistungen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Dachstühle", "Holzrahmenbau", "Carports", "Aufstockungen", "Holzterrassen"],
    template: {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "fliesenleger",
    branche: "Fliesenleger",
    kategorie: "Handwerk & Bau",
    beschreibung: "Strukturierte Daten für Fliesenlegerbetriebe mit Einzugsgebiet, Leistungsschwerpunkten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Badfliesen", "Bodenfliesen", "Großformatfliesen", "Naturstein", "Fugensanierung"],
    template: {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "gartenbau",
    branche: "Gartenbau",
    kategorie: "Handwerk & Bau",
    beschreibung: "Vorlage für Garten- und Landschaftsbaubetriebe mit Einzugsgebiet, Leistungsschwerpunkten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Gartengestaltung", "Pflasterarbeiten", "Baumpflege", "Rollrasen", "Gartenpflege"],
    template: {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "schluesseldienst",
    branche: "Schlüsseldienst",
    kategorie: "Handwerk & Bau",
    beschreibung: "JSON-LD für Schlüsseldienste mit Einzugsgebiet, Notdienst-Erreichbarkeit und transparentem Preisrahmen.",
    verwendung: ["Startseite", "Kontaktseite", "Leistungsseite"],
    beispiele: ["Türöffnung", "Schlosstausch", "Einbruchschutz", "Schließanlagen", "Schlüssel nachmachen"],
    template: {
      "@context": "https://schema.org",
      "@type": "Locksmith",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "bauunternehmen",
    branche: "Bauunternehmen",
    kategorie: "Handwerk & Bau",
    beschreibung: "Strukturierte Daten für Bauunternehmen und Generalunternehmer mit Einzugsgebiet und Leistungsschwerpunkten.",
    verwendung: ["Startseite", "Leistungsseite", "Über-uns-Seite"],
    beispiele: ["Neubau", "Rohbau", "Sanierung und Umbau", "Schlüsselfertiges Bauen", "Anbauten"],
    template: {
      "@context": "https://schema.org",
      "@type": "GeneralContractor",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "architekturbuero",
    branche: "Architekturbüro",
    kategorie: "Handwerk & Bau",
    beschreibung: "Vorlage für Architekturbüros mit Planungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Über-uns-Seite"],
    beispiele: ["Entwurfsplanung", "Bauantrag", "Bauleitung", "Energetische Sanierung", "Innenarchitektur"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "ingenieurbuero",
    branche: "Ingenieurbüro",
    kategorie: "Handwerk & Bau",
    beschreibung: "JSON-LD für Ingenieurbüros mit Fachgebieten, Einzugsgebiet, Bürozeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Über-uns-Seite"],
    beispiele: ["Tragwerksplanung", "Energieberatung", "Haustechnikplanung", "Brandschutzkonzepte", "Bauphysik"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "restaurant",
    branche: "Restaurant",
    kategorie: "Gastronomie",
    beschreibung: "Strukturierte Daten für Restaurants mit Küche, Speisekarte, Reservierungsmöglichkeit und Öffnungszeiten.",
    verwendung: ["Startseite", "Speisekarte", "Kontaktseite"],
    beispiele: ["Mittagstisch", "À-la-carte-Menü", "Tischreservierung", "Feiern und Events", "Außer-Haus-Verkauf"],
    template: {
      "@context": "https://schema.org",
      "@type": "Restaurant",
      ...CORE,
      servesCuisine: "[Küche]",
      acceptsReservations: "True",
      hasMenu: "[Speisekarten-URL]"
    }
  },
  {
    id: "pizzeria",
    branche: "Pizzeria",
    kategorie: "Gastronomie",
    beschreibung: "Vorlage für Pizzerien und italienische Restaurants mit Küche, Speisekarte und Reservierungsmöglichkeit.",
    verwendung: ["Startseite", "Speisekarte", "Kontaktseite"],
    beispiele: ["Pizza aus dem Steinofen", "Pasta", "Lieferservice", "Abholung", "Tischreservierung"],
    template: {
      "@context": "https://schema.org",
      "@type": "Restaurant",
      ...CORE,
      servesCuisine: "[Küche]",
      acceptsReservations: "True",
      hasMenu: "[Speisekarten-URL]"
    }
  },
  {
    id: "cafe",
    branche: "Café",
    kategorie: "Gastronomie",
    beschreibung: "JSON-LD für Cafés mit Speisekarte, Reservierungsmöglichkeit, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Speisekarte", "Standortseite"],
    beispiele: ["Frühstück", "Kaffeespezialitäten", "Hausgemachter Kuchen", "Brunch", "Coffee to go"],
    template: {
      "@context": "https://schema.org",
      "@type": "CafeOrCoffeeShop",
      ...CORE,
      servesCuisine: "[Küche]",
      acceptsReservations: "True",
      hasMenu: "[Speisekarten-URL]"
    }
  },
  {
    id: "baeckerei",
    branche: "Bäckerei",
    kategorie: "Gastronomie",
    beschreibung: "Strukturierte Daten für Bäckereien mit Filialadresse, Öffnungszeiten, Sortiment und Zahlungsarten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Brot und Brötchen", "Feingebäck", "Torten auf Bestellung", "Frühstücksangebot", "Snacks zum Mitnehmen"],
    template: {
      "@context": "https://schema.org",
      "@type": "Bakery",
      ...CORE,
      hasMenu: "[Speisekarten-URL]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "konditorei",
    branche: "Konditorei",
    kategorie: "Gastronomie",
    beschreibung: "Vorlage für Konditoreien und Patisserien mit Öffnungszeiten, Sortiment, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Torten auf Bestellung", "Hochzeitstorten", "Pralinen", "Feingebäck", "Café-Betrieb"],
    template: {
      "@context": "https://schema.org",
      "@type": "Bakery",
      ...CORE,
      hasMenu: "[Speisekarten-URL]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "metzgerei",
    branche: "Metzgerei",
    kategorie: "Gastronomie",
    beschreibung: "JSON-LD für Metzgereien und Fleischereien mit Öffnungszeiten, Mittagstisch, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: [
      "Fleisch und Wurst aus eigener Herstellung",
      "Mittagstisch",
      "Partyservice",
      "Grillspezialitäten",
      "Vorbestellung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "FoodEstablishment",
      ...CORE,
      hasMenu: "[Speisekarten-URL]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "catering",
    branche: "Catering",
    kategorie: "Gastronomie",
    beschreibung: "Strukturierte Daten für Catering- und Partyservices mit Küche, Liefergebiet und Menüangebot.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Firmencatering", "Hochzeitscatering", "Fingerfood", "Buffets", "Lieferung und Aufbau"],
    template: {
      "@context": "https://schema.org",
      "@type": "FoodEstablishment",
      ...CORE,
      servesCuisine: "[Küche]",
      hasMenu: "[Speisekarten-URL]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "bar-kneipe",
    branche: "Bar und Kneipe",
    kategorie: "Gastronomie",
    beschreibung: "Vorlage für Bars, Kneipen und Pubs mit Getränkekarte, Reservierungsmöglichkeit und Öffnungszeiten.",
    verwendung: ["Startseite", "Speisekarte", "Kontaktseite"],
    beispiele: ["Cocktails", "Fassbier", "Live-Sport", "Tischreservierung", "Private Feiern"],
    template: {
      "@context": "https://schema.org",
      "@type": "BarOrPub",
      ...CORE,
      acceptsReservations: "True",
      hasMenu: "[Speisekarten-URL]"
    }
  },
  {
    id: "imbiss",
    branche: "Imbiss",
    kategorie: "Gastronomie",
    beschreibung: "JSON-LD für Imbisse und Schnellrestaurants mit Küche, Speisekarte, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Speisekarte", "Standortseite"],
    beispiele: ["Currywurst und Pommes", "Döner und Wraps", "Burger", "Mittagsangebot", "Lieferservice"],
    template: {
      "@context": "https://schema.org",
      "@type": "FastFoodRestaurant",
      ...CORE,
      servesCuisine: "[Küche]",
      hasMenu: "[Speisekarten-URL]"
    }
  },
  {
    id: "eiscafe",
    branche: "Eiscafé",
    kategorie: "Gastronomie",
    beschreibung: "Strukturierte Daten für Eiscafés und Eisdielen mit Speisekarte, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Speisekarte", "Standortseite"],
    beispiele: ["Hausgemachtes Eis", "Eisbecher", "Eistorten auf Bestellung", "Kaffeespezialitäten", "Eis zum Mitnehmen"],
    template: {
      "@context": "https://schema.org",
      "@type": "IceCreamShop",
      ...CORE,
      hasMenu: "[Speisekarten-URL]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "brauerei",
    branche: "Brauerei",
    kategorie: "Gastronomie",
    beschreibung: "Vorlage für Brauereien mit Brauhaus oder Ausschank, Speisekarte, Reservierung und Öffnungszeiten.",
    verwendung: ["Startseite", "Speisekarte", "Kontaktseite"],
    beispiele: ["Brauereiführungen", "Bierverkostung", "Brauhaus-Gastronomie", "Bierverkauf ab Hof", "Braukurse"],
    template: {
      "@context": "https://schema.org",
      "@type": "Brewery",
      ...CORE,
      servesCuisine: "[Küche]",
      acceptsReservations: "True",
      hasMenu: "[Speisekarten-URL]"
    }
  },
  {
    id: "weingut",
    branche: "Weingut",
    kategorie: "Gastronomie",
    beschreibung: "JSON-LD für Weingüter mit Weinverkauf, Weinproben, Straußwirtschaft und Öffnungszeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: ["Weinprobe", "Weinverkauf ab Hof", "Straußwirtschaft", "Weinversand", "Kellerführung"],
    template: {
      "@context": "https://schema.org",
      "@type": "Winery",
      ...CORE,
      acceptsReservations: "True",
      hasMenu: "[Speisekarten-URL]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "friseur",
    branche: "Friseur",
    kategorie: "Beauty & Wellness",
    beschreibung: "Strukturierte Daten für Friseursalons mit Leistungen, Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Damenhaarschnitt", "Herrenhaarschnitt", "Färben und Strähnen", "Hochsteckfrisuren", "Brautstyling"],
    template: {
      "@context": "https://schema.org",
      "@type": "HairSalon",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "barbershop",
    branche: "Barbershop",
    kategorie: "Beauty & Wellness",
    beschreibung: "Vorlage für Barbershops mit Leistungen für Haar und Bart, Öffnungszeiten und Zahlungsarten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Herrenhaarschnitt", "Fade-Cut", "Bartrasur mit dem Messer", "Bartpflege", "Haarwäsche und Styling"],
    template: {
      "@context": "https://schema.org",
      "@type": "HairSalon",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "kosmetikstudio",
    branche: "Kosmetikstudio",
    kategorie: "Beauty & Wellness",
    beschreibung: "JSON-LD für Kosmetikstudios mit Behandlungen, Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Gesichtsbehandlung",
      "Microneedling",
      "Wimpern- und Augenbrauenstyling",
      "Haarentfernung",
      "Permanent Make-up"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "nagelstudio",
    branche: "Nagelstudio",
    kategorie: "Beauty & Wellness",
    beschreibung: "Strukturierte Daten für Nagelstudios mit Leistungen, Öffnungszeiten, Preisrahmen und Zahlungsarten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Gelnägel", "Maniküre", "Pediküre", "Nail-Art", "Shellac"],
    template: {
      "@context": "https://schema.org",
      "@type": "NailSalon",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "tattoostudio",
    branche: "Tattoostudio",
    kategorie: "Beauty & Wellness",
    beschreibung: "Vorlage für Tattoo- und Piercingstudios mit Stilrichtungen, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Individuelle Tattoo-Motive", "Cover-ups", "Fineline-Tattoos", "Piercing", "Tattoo-Beratung"],
    template: {
      "@context": "https://schema.org",
      "@type": "TattooParlor",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "massagepraxis",
    branche: "Massagepraxis",
    kategorie: "Beauty & Wellness",
    beschreibung: "JSON-LD für Massagepraxen mit Massagearten, Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Klassische Massage", "Hot-Stone-Massage", "Sportmassage", "Fußreflexzonenmassage", "Gutscheine"],
    template: {
      "@context": "https://schema.org",
      "@type": "HealthAndBeautyBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "day-spa",
    branche: "Day Spa",
    kategorie: "Beauty & Wellness",
    beschreibung: "Strukturierte Daten für Day Spas und Wellnessoasen mit Anwendungen, Öffnungszeiten und Preisrahmen.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Sauna und Dampfbad", "Wellness-Massagen", "Spa-Pakete für Paare", "Gesichtsbehandlungen", "Gutscheine"],
    template: {
      "@context": "https://schema.org",
      "@type": "DaySpa",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "sonnenstudio",
    branche: "Sonnenstudio",
    kategorie: "Beauty & Wellness",
    beschreibung: "Vorlage für Sonnenstudios mit Öffnungszeiten, Preisrahmen, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Solarium", "Hautberatung", "Bräunungsdusche", "Zehnerkarten", "Pflegeprodukte"],
    template: {
      "@context": "https://schema.org",
      "@type": "HealthAndBeautyBusiness",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "autowerkstatt",
    branche: "Autowerkstatt",
    kategorie: "Auto & Mobilität",
    beschreibung: "JSON-LD für Kfz-Werkstätten mit Fahrzeugmarken, Einzugsgebiet, Öffnungszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Inspektion", "Hauptuntersuchung", "Bremsenservice", "Klimaservice", "Unfallinstandsetzung"],
    template: {
      "@context": "https://schema.org",
      "@type": "AutoRepair",
      ...CORE,
      knowsAbout: "[Fahrzeugmarken]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "autohaus",
    branche: "Autohaus",
    kategorie: "Auto & Mobilität",
    beschreibung: "Strukturierte Daten für Autohäuser mit vertretener Marke, Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Neuwagen", "Gebrauchtwagen", "Probefahrt", "Finanzierung und Leasing", "Inzahlungnahme"],
    template: {
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      ...CORE,
      brand: { "@type": "Brand", name: "[Marke]" },
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "karosseriebau",
    branche: "Karosseriebau",
    kategorie: "Auto & Mobilität",
    beschreibung: "Vorlage für Karosserie- und Lackierbetriebe mit Leistungen, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Unfallreparatur",
      "Smart Repair",
      "Autolackierung",
      "Dellenentfernung",
      "Abwicklung mit der Versicherung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "AutoBodyShop",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "waschanlage",
    branche: "Waschanlage",
    kategorie: "Auto & Mobilität",
    beschreibung: "JSON-LD für Autowaschanlagen und Waschstraßen mit Öffnungszeiten, Preisrahmen und Zahlungsarten.",
    verwendung: ["Startseite", "Standortseite", "Leistungsseite"],
    beispiele: ["Waschstraße", "SB-Waschboxen", "Innenreinigung", "Fahrzeugaufbereitung", "Waschkarten und Abos"],
    template: {
      "@context": "https://schema.org",
      "@type": "AutoWash",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "reifenservice",
    branche: "Reifenservice",
    kategorie: "Auto & Mobilität",
    beschreibung: "Strukturierte Daten für Reifenhändler und Reifenservices mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Reifenwechsel", "Reifeneinlagerung", "Reifenverkauf", "Achsvermessung", "Felgen"],
    template: {
      "@context": "https://schema.org",
      "@type": "TireShop",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "tankstelle",
    branche: "Tankstelle",
    kategorie: "Auto & Mobilität",
    beschreibung: "Vorlage für Tankstellen mit Öffnungszeiten, Zahlungsarten, Standort und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite"],
    beispiele: [
      "Kraftstoffe",
      "Ladesäulen für Elektroautos",
      "Shop und Backwaren",
      "Waschanlage",
      "Reifenluft und Staubsauger"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "GasStation",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "autovermietung",
    branche: "Autovermietung",
    kategorie: "Auto & Mobilität",
    beschreibung: "JSON-LD für Autovermietungen mit Mietstation, Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Pkw-Vermietung", "Transporter mieten", "Langzeitmiete", "Einwegmiete", "Zusatzversicherungen"],
    template: {
      "@context": "https://schema.org",
      "@type": "AutoRental",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "kfz-teilehandel",
    branche: "Kfz-Teilehandel",
    kategorie: "Auto & Mobilität",
    beschreibung: "Strukturierte Daten für Kfz-Teilehändler mit Sortiment, Öffnungszeiten und Zahlungsarten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Ersatzteile", "Autozubehör", "Öle und Flüssigkeiten", "Werkzeug", "Teilebestellung"],
    template: {
      "@context": "https://schema.org",
      "@type": "AutoPartsStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "zweiradwerkstatt",
    branche: "Zweiradwerkstatt",
    kategorie: "Auto & Mobilität",
    beschreibung: "Vorlage für Motorrad- und Rollerwerkstätten mit Leistungen, Fahrzeugmarken und Öffnungszeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Inspektion", "Reifenwechsel", "Vorbereitung zur Hauptuntersuchung", "Tuning", "Saisonstart-Check"],
    template: {
      "@context": "https://schema.org",
      "@type": "MotorcycleRepair",
      ...CORE,
      knowsAbout: "[Fahrzeugmarken]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "motorradhaendler",
    branche: "Motorradhändler",
    kategorie: "Auto & Mobilität",
    beschreibung: "JSON-LD für Motorradhändler mit vertretener Marke, Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Neue Motorräder", "Gebrauchte Motorräder", "Probefahrt", "Bekleidung und Zubehör", "Finanzierung"],
    template: {
      "@context": "https://schema.org",
      "@type": "MotorcycleDealer",
      ...CORE,
      brand: { "@type": "Brand", name: "[Marke]" },
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "fahrradladen",
    branche: "Fahrradladen",
    kategorie: "Auto & Mobilität",
    beschreibung: "Strukturierte Daten für Fahrradgeschäfte mit Werkstatt, Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["E-Bikes", "Fahrradreparatur", "Probefahrt", "Dienstrad-Leasing", "Zubehör"],
    template: {
      "@context": "https://schema.org",
      "@type": "BikeStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "immobilienmakler",
    branche: "Immobilienmakler",
    kategorie: "Immobilien",
    beschreibung: "JSON-LD für Immobilienmakler mit Einzugsgebiet, Leistungsschwerpunkten, Bürozeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Immobilienbewertung",
      "Verkauf von Häusern und Wohnungen",
      "Vermietung",
      "Exposé-Erstellung",
      "Besichtigungen"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "hausverwaltung",
    branche: "Hausverwaltung",
    kategorie: "Immobilien",
    beschreibung: "Strukturierte Daten für Haus- und WEG-Verwaltungen mit Einzugsgebiet, Leistungen und Erreichbarkeit.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "WEG-Verwaltung",
      "Mietverwaltung",
      "Nebenkostenabrechnung",
      "Eigentümerversammlungen",
      "Instandhaltungsplanung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "immobiliengutachter",
    branche: "Immobiliengutachter",
    kategorie: "Immobilien",
    beschreibung: "Vorlage für Sachverständige für Immobilienbewertung mit Einzugsgebiet, Gutachtenarten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Verkehrswertgutachten",
      "Kurzgutachten",
      "Bauschadensgutachten",
      "Beratung beim Immobilienkauf",
      "Gutachten bei Erbschaft und Scheidung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "coworking",
    branche: "Coworking",
    kategorie: "Immobilien",
    beschreibung: "JSON-LD für Coworking-Spaces mit Öffnungszeiten, Preisrahmen, Ausstattung und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: ["Flexible Arbeitsplätze", "Fester Schreibtisch", "Meetingräume", "Geschäftsadresse", "Community-Events"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "lagerraumvermietung",
    branche: "Lagerraumvermietung",
    kategorie: "Immobilien",
    beschreibung: "Strukturierte Daten für Self-Storage-Anbieter und Lagerraumvermietungen mit Öffnungszeiten und Preisrahmen.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: ["Lagerboxen", "Möbeleinlagerung", "Aktenlagerung", "Lagerung für Gewerbe", "Umzugsmaterial"],
    template: {
      "@context": "https://schema.org",
      "@type": "SelfStorage",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "blumenladen",
    branche: "Blumenladen",
    kategorie: "Handel",
    beschreibung: "Vorlage für Blumengeschäfte und Floristen mit Öffnungszeiten, Liefergebiet und Zahlungsarten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Blumensträuße", "Hochzeitsfloristik", "Trauerfloristik", "Blumenlieferung", "Zimmerpflanzen"],
    template: {
      "@context": "https://schema.org",
      "@type": "Florist",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "buchhandlung",
    branche: "Buchhandlung",
    kategorie: "Handel",
    beschreibung: "JSON-LD für Buchhandlungen mit Öffnungszeiten, Zahlungsarten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Bücherbestellung", "Lesungen", "Kinderbücher", "Geschenkgutscheine", "Schulbücher"],
    template: {
      "@context": "https://schema.org",
      "@type": "BookStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "modegeschaeft",
    branche: "Modegeschäft",
    kategorie: "Handel",
    beschreibung: "Strukturierte Daten für Modeboutiquen und Bekleidungsgeschäfte mit Öffnungszeiten und Zahlungsarten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Damenmode", "Herrenmode", "Accessoires", "Stilberatung", "Änderungsservice"],
    template: {
      "@context": "https://schema.org",
      "@type": "ClothingStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "schuhgeschaeft",
    branche: "Schuhgeschäft",
    kategorie: "Handel",
    beschreibung: "Vorlage für Schuhgeschäfte mit Öffnungszeiten, Zahlungsarten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Damenschuhe", "Herrenschuhe", "Kinderschuhe", "Fußvermessung", "Schuhpflege"],
    template: {
      "@context": "https://schema.org",
      "@type": "ShoeStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "juwelier",
    branche: "Juwelier",
    kategorie: "Handel",
    beschreibung: "JSON-LD für Juweliere und Goldschmiede mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Trauringe", "Schmuck", "Uhren", "Schmuckreparatur", "Goldankauf"],
    template: {
      "@context": "https://schema.org",
      "@type": "JewelryStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "moebelhaus",
    branche: "Möbelhaus",
    kategorie: "Handel",
    beschreibung: "Strukturierte Daten für Möbelhäuser mit Öffnungszeiten, Zahlungsarten, Liefergebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Wohnzimmermöbel", "Schlafzimmer", "Polstermöbel", "Einrichtungsberatung", "Lieferung und Montage"],
    template: {
      "@context": "https://schema.org",
      "@type": "FurnitureStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "kuechenstudio",
    branche: "Küchenstudio",
    kategorie: "Handel",
    beschreibung: "Vorlage für Küchenstudios mit Planungsberatung, Öffnungszeiten, Liefergebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Küchenplanung", "Einbauküchen", "Elektrogeräte", "Aufmaß vor Ort", "Montage"],
    template: {
      "@context": "https://schema.org",
      "@type": "FurnitureStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "baumarkt",
    branche: "Baumarkt",
    kategorie: "Handel",
    beschreibung: "JSON-LD für Baumärkte und Eisenwarenhandlungen mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Werkzeug", "Baustoffe", "Farben und Lacke", "Gartenbedarf", "Zuschnittservice"],
    template: {
      "@context": "https://schema.org",
      "@type": "HardwareStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "gartencenter",
    branche: "Gartencenter",
    kategorie: "Handel",
    beschreibung: "Strukturierte Daten für Gartencenter und Gärtnereien mit Öffnungszeiten, Sortiment und Zahlungsarten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Pflanzen", "Saatgut", "Gartengeräte", "Erde und Dünger", "Pflanzenberatung"],
    template: {
      "@context": "https://schema.org",
      "@type": "GardenStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "zoofachhandel",
    branche: "Zoofachhandel",
    kategorie: "Handel",
    beschreibung: "Vorlage für Zoofachgeschäfte mit Öffnungszeiten, Zahlungsarten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Tierfutter", "Aquaristik", "Kleintierbedarf", "Hundezubehör", "Beratung zur Tierhaltung"],
    template: {
      "@context": "https://schema.org",
      "@type": "PetStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "elektronikfachhandel",
    branche: "Elektronikfachhandel",
    kategorie: "Handel",
    beschreibung: "JSON-LD für Elektronikfachgeschäfte mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Fernseher", "Haushaltsgeräte", "Audio und HiFi", "Installation und Anschluss", "Reparaturservice"],
    template: {
      "@context": "https://schema.org",
      "@type": "ElectronicsStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "handyladen",
    branche: "Handyladen",
    kategorie: "Handel",
    beschreibung: "Strukturierte Daten für Mobilfunkshops mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Smartphones", "Mobilfunkverträge", "Zubehör", "Datenübertragung", "Displayschutz"],
    template: {
      "@context": "https://schema.org",
      "@type": "MobilePhoneStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "computerladen",
    branche: "Computerladen",
    kategorie: "Handel",
    beschreibung: "Vorlage für Computergeschäfte mit Öffnungszeiten, Zahlungsarten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Notebooks", "PCs nach Wunsch", "Zubehör", "Einrichtung neuer Geräte", "Aufrüstung"],
    template: {
      "@context": "https://schema.org",
      "@type": "ComputerStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "spielwarengeschaeft",
    branche: "Spielwarengeschäft",
    kategorie: "Handel",
    beschreibung: "JSON-LD für Spielwarengeschäfte mit Öffnungszeiten, Zahlungsarten, Adresse und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Spielzeug", "Gesellschaftsspiele", "Modellbau", "Geschenkverpackung", "Geburtstagstisch"],
    template: {
      "@context": "https://schema.org",
      "@type": "ToyStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "sportgeschaeft",
    branche: "Sportgeschäft",
    kategorie: "Handel",
    beschreibung: "Strukturierte Daten für Sportfachgeschäfte mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Laufschuhe", "Sportbekleidung", "Ski- und Snowboardservice", "Laufanalyse", "Vereinsausstattung"],
    template: {
      "@context": "https://schema.org",
      "@type": "SportingGoodsStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "weinhandlung",
    branche: "Weinhandlung",
    kategorie: "Handel",
    beschreibung: "Vorlage für Weinhandlungen und Spirituosengeschäfte mit Öffnungszeiten, Zahlungsarten und Liefergebiet.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Weine aus aller Welt", "Weinproben", "Präsentkörbe", "Spirituosen", "Lieferservice"],
    template: {
      "@context": "https://schema.org",
      "@type": "LiquorStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "biomarkt",
    branche: "Biomarkt",
    kategorie: "Handel",
    beschreibung: "JSON-LD für Biomärkte und Naturkostläden mit Öffnungszeiten, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Obst und Gemüse", "Regionale Produkte", "Frischetheke", "Naturkosmetik", "Unverpackt-Station"],
    template: {
      "@context": "https://schema.org",
      "@type": "GroceryStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "hofladen",
    branche: "Hofladen",
    kategorie: "Handel",
    beschreibung: "Strukturierte Daten für Hofläden und Direktvermarkter mit Öffnungszeiten, Zahlungsarten und Standort.",
    verwendung: ["Startseite", "Standortseite"],
    beispiele: ["Eier", "Kartoffeln und Gemüse", "Milchprodukte", "Fleisch aus eigener Haltung", "Saisonale Produkte"],
    template: {
      "@context": "https://schema.org",
      "@type": "GroceryStore",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "reinigungsfirma",
    branche: "Reinigungsfirma",
    kategorie: "Dienstleistungen",
    beschreibung: "Vorlage für Gebäudereinigungen und Reinigungsfirmen mit Einzugsgebiet, Leistungen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Unterhaltsreinigung", "Büroreinigung", "Fensterreinigung", "Grundreinigung", "Treppenhausreinigung"],
    template: {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "umzugsunternehmen",
    branche: "Umzugsunternehmen",
    kategorie: "Dienstleistungen",
    beschreibung: "JSON-LD für Umzugsunternehmen mit Einzugsgebiet, Leistungen, Erreichbarkeit und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Privatumzug", "Firmenumzug", "Möbelmontage", "Halteverbotszone", "Entrümpelung"],
    template: {
      "@context": "https://schema.org",
      "@type": "MovingCompany",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "hausmeisterservice",
    branche: "Hausmeisterservice",
    kategorie: "Dienstleistungen",
    beschreibung: "Strukturierte Daten für Hausmeisterdienste mit Einzugsgebiet, Leistungen und Erreichbarkeit.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Objektbetreuung", "Winterdienst", "Grünpflege", "Kleinreparaturen", "Mülltonnenservice"],
    template: {
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "textilreinigung",
    branche: "Textilreinigung",
    kategorie: "Dienstleistungen",
    beschreibung: "Vorlage für Textilreinigungen und Wäschereien mit Öffnungszeiten, Preisrahmen und Zahlungsarten.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: [
      "Hemdenservice",
      "Chemische Reinigung",
      "Bettwäsche und Gardinen",
      "Lederreinigung",
      "Änderungsschneiderei"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "DryCleaningOrLaundry",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "fotostudio",
    branche: "Fotostudio",
    kategorie: "Dienstleistungen",
    beschreibung: "JSON-LD für Fotostudios und Fotografen mit Leistungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Passbilder", "Bewerbungsfotos", "Hochzeitsfotografie", "Familien-Shooting", "Businessporträts"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "eventlocation",
    branche: "Eventlocation",
    kategorie: "Dienstleistungen",
    beschreibung: "Strukturierte Daten für Eventlocations und Veranstaltungsräume mit Kapazität, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Hochzeiten", "Firmenfeiern", "Tagungen", "Geburtstagsfeiern", "Catering-Partner"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/EventVenue",
      ...CORE,
      maximumAttendeeCapacity: "[Maximale-Personenzahl]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "webagentur",
    branche: "Webagentur",
    kategorie: "Dienstleistungen",
    beschreibung: "Vorlage für Webagenturen und Webdesigner mit Leistungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Webdesign", "Onlineshops", "Suchmaschinenoptimierung", "Website-Wartung", "Hosting"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "werbeagentur",
    branche: "Werbeagentur",
    kategorie: "Dienstleistungen",
    beschreibung: "JSON-LD für Werbe- und Marketingagenturen mit Leistungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Corporate Design", "Social-Media-Marketing", "Printmedien", "Werbekampagnen", "Videoproduktion"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "it-service",
    branche: "IT-Service",
    kategorie: "Dienstleistungen",
    beschreibung: "Strukturierte Daten für IT-Dienstleister und Systemhäuser mit Einzugsgebiet, Leistungen und Supportzeiten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["IT-Support", "Netzwerkinstallation", "Datensicherung", "IT-Sicherheit", "Cloud-Lösungen"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "handyreparatur",
    branche: "Handyreparatur",
    kategorie: "Dienstleistungen",
    beschreibung: "Vorlage für Handy- und Tablet-Reparaturwerkstätten mit Öffnungszeiten, Preisrahmen und Zahlungsarten.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: ["Displaytausch", "Akkutausch", "Wasserschaden-Reparatur", "Datenrettung", "Reparatur von Tablets"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "unternehmensberatung",
    branche: "Unternehmensberatung",
    kategorie: "Dienstleistungen",
    beschreibung: "JSON-LD für Unternehmensberatungen mit Beratungsschwerpunkten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Über-uns-Seite"],
    beispiele: ["Strategieberatung", "Prozessoptimierung", "Fördermittelberatung", "Nachfolgeplanung", "Digitalisierung"],
    template: {
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Beratungsschwerpunkte]"
    }
  },
  {
    id: "personalvermittlung",
    branche: "Personalvermittlung",
    kategorie: "Dienstleistungen",
    beschreibung: "Strukturierte Daten für Personalvermittlungen und Zeitarbeitsfirmen mit Einzugsgebiet und Branchenschwerpunkten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Personalvermittlung",
      "Arbeitnehmerüberlassung",
      "Headhunting",
      "Bewerbercoaching",
      "Recruiting für Fachkräfte"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "EmploymentAgency",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "druckerei",
    branche: "Druckerei",
    kategorie: "Dienstleistungen",
    beschreibung: "Vorlage für Druckereien mit Leistungsschwerpunkten, Öffnungszeiten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Visitenkarten", "Flyer und Broschüren", "Plakate", "Werbetechnik", "Digitaldruck"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "copyshop",
    branche: "Copyshop",
    kategorie: "Dienstleistungen",
    beschreibung: "JSON-LD für Copyshops mit Öffnungszeiten, Preisrahmen, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Leistungsseite"],
    beispiele: ["Kopien und Ausdrucke", "Abschlussarbeiten binden", "Scannen", "Großformatdruck", "Laminieren"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "bestatter",
    branche: "Bestatter",
    kategorie: "Dienstleistungen",
    beschreibung: "Strukturierte Daten für Bestattungsinstitute mit Einzugsgebiet, Leistungen und Erreichbarkeit rund um die Uhr.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Erdbestattung", "Feuerbestattung", "Trauerfeier", "Bestattungsvorsorge", "Erledigung von Formalitäten"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Leistungsschwerpunkte]"
    }
  },
  {
    id: "hundesalon",
    branche: "Hundesalon",
    kategorie: "Dienstleistungen",
    beschreibung: "Vorlage für Hundesalons und Tierpflege mit Leistungen, Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Scheren und Trimmen", "Baden und Föhnen", "Krallenpflege", "Welpengewöhnung", "Fellpflege"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "schneiderei",
    branche: "Änderungsschneiderei",
    kategorie: "Dienstleistungen",
    beschreibung: "JSON-LD für Änderungsschneidereien und Maßschneider mit Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Standortseite"],
    beispiele: [
      "Hosen kürzen",
      "Reißverschluss ersetzen",
      "Anpassungen an Anzügen",
      "Brautkleid-Änderungen",
      "Maßanfertigung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      ...CORE,
      knowsAbout: "[Leistungsschwerpunkte]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "kita",
    branche: "Kita",
    kategorie: "Bildung",
    beschreibung: "Strukturierte Daten für Kindertagesstätten mit Betreuungszeiten, Einzugsgebiet und pädagogischem Konzept.",
    verwendung: ["Startseite", "Über-uns-Seite", "Kontaktseite"],
    beispiele: ["Krippe", "Kindergarten", "Ganztagsbetreuung", "Eingewöhnung", "Vorschule"],
    template: {
      "@context": "https://schema.org",
      "@type": "ChildCare",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Pädagogisches-Konzept]"
    }
  },
  {
    id: "kindertagespflege",
    branche: "Kindertagespflege",
    kategorie: "Bildung",
    beschreibung: "Vorlage für Tagesmütter und Tagesväter mit Betreuungszeiten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Über-uns-Seite", "Kontaktseite"],
    beispiele: ["Betreuung unter drei Jahren", "Kleine Gruppen", "Eingewöhnung", "Randzeitenbetreuung", "Mittagessen"],
    template: {
      "@context": "https://schema.org",
      "@type": "ChildCare",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsAbout: "[Pädagogisches-Konzept]"
    }
  },
  {
    id: "fahrschule",
    branche: "Fahrschule",
    kategorie: "Bildung",
    beschreibung: "JSON-LD für Fahrschulen mit Führerscheinklassen, Einzugsgebiet, Bürozeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Führerschein Klasse B",
      "Motorradführerschein",
      "Ferienkurse",
      "Begleitetes Fahren ab 17",
      "Auffrischungsstunden"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/EducationalOrganization",
      ...CORE,
      knowsAbout: "[Führerscheinklassen]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "nachhilfe",
    branche: "Nachhilfe",
    kategorie: "Bildung",
    beschreibung: "Strukturierte Daten für Nachhilfeinstitute mit Unterrichtsfächern, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: [
      "Mathematik-Nachhilfe",
      "Englisch-Nachhilfe",
      "Prüfungsvorbereitung",
      "Online-Nachhilfe",
      "Hausaufgabenbetreuung"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/EducationalOrganization",
      ...CORE,
      knowsAbout: "[Unterrichtsfächer]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "musikschule",
    branche: "Musikschule",
    kategorie: "Bildung",
    beschreibung: "Vorlage für private Musikschulen mit Instrumentalunterricht, Einzugsgebiet, Unterrichtszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Kursseite", "Kontaktseite"],
    beispiele: [
      "Klavierunterricht",
      "Gitarrenunterricht",
      "Gesangsunterricht",
      "Musikalische Früherziehung",
      "Bandcoaching"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/EducationalOrganization",
      ...CORE,
      knowsAbout: "[Unterrichtsfächer]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "tanzschule",
    branche: "Tanzschule",
    kategorie: "Bildung",
    beschreibung: "JSON-LD für Tanzschulen mit Kursangebot, Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Kursseite", "Kontaktseite"],
    beispiele: ["Gesellschaftstanz", "Hochzeitstanzkurs", "Kindertanz", "Hip-Hop", "Tanzpartys"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/EducationalOrganization",
      ...CORE,
      knowsAbout: "[Unterrichtsfächer]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "sprachschule",
    branche: "Sprachschule",
    kategorie: "Bildung",
    beschreibung: "Strukturierte Daten für Sprachschulen mit Sprachkursen, Einzugsgebiet, Unterrichtszeiten und Kontaktdaten.",
    verwendung: ["Startseite", "Kursseite", "Kontaktseite"],
    beispiele: ["Deutschkurse", "Englisch für den Beruf", "Integrationskurse", "Sprachprüfungen", "Einzelunterricht"],
    template: {
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      additionalType: "https://schema.org/EducationalOrganization",
      ...CORE,
      knowsAbout: "[Unterrichtsfächer]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "fitnessstudio",
    branche: "Fitnessstudio",
    kategorie: "Sport & Freizeit",
    beschreibung: "Vorlage für Fitnessstudios mit Kursangebot, Öffnungszeiten, Preisrahmen und Zahlungsarten.",
    verwendung: ["Startseite", "Kursseite", "Kontaktseite"],
    beispiele: ["Gerätetraining", "Kursprogramm", "Personal Training", "Probetraining", "Sauna"],
    template: {
      "@context": "https://schema.org",
      "@type": "ExerciseGym",
      ...CORE,
      knowsAbout: "[Kursangebot]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "yogastudio",
    branche: "Yogastudio",
    kategorie: "Sport & Freizeit",
    beschreibung: "JSON-LD für Yogastudios mit Kursangebot, Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Kursseite", "Kontaktseite"],
    beispiele: ["Hatha-Yoga", "Vinyasa-Yoga", "Yoga für Anfänger", "Meditation", "Workshops"],
    template: {
      "@context": "https://schema.org",
      "@type": "SportsActivityLocation",
      ...CORE,
      knowsAbout: "[Kursangebot]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "sportverein",
    branche: "Sportverein",
    kategorie: "Sport & Freizeit",
    beschreibung: "Strukturierte Daten für Sportvereine mit Sportarten, Trainingszeiten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Über-uns-Seite", "Kontaktseite"],
    beispiele: ["Fußball", "Turnen", "Leichtathletik", "Kindersport", "Probetraining"],
    template: {
      "@context": "https://schema.org",
      "@type": "SportsClub",
      ...CORE,
      knowsAbout: "[Sportarten]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "kletterhalle",
    branche: "Kletterhalle",
    kategorie: "Sport & Freizeit",
    beschreibung: "Vorlage für Kletter- und Boulderhallen mit Öffnungszeiten, Kursangebot, Preisrahmen und Zahlungsarten.",
    verwendung: ["Startseite", "Kursseite", "Standortseite"],
    beispiele: ["Bouldern", "Seilklettern", "Kletterkurse", "Kindergeburtstage", "Ausrüstungsverleih"],
    template: {
      "@context": "https://schema.org",
      "@type": "SportsActivityLocation",
      ...CORE,
      knowsAbout: "[Kursangebot]",
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "bowlingcenter",
    branche: "Bowlingcenter",
    kategorie: "Sport & Freizeit",
    beschreibung: "JSON-LD für Bowlingcenter mit Öffnungszeiten, Preisrahmen, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Bowlingbahnen", "Kindergeburtstage", "Firmenfeiern", "Billard und Darts", "Gastronomie"],
    template: {
      "@context": "https://schema.org",
      "@type": "BowlingAlley",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "golfclub",
    branche: "Golfclub",
    kategorie: "Sport & Freizeit",
    beschreibung: "Strukturierte Daten für Golfclubs und Golfplätze mit Öffnungszeiten, Preisrahmen und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Greenfee", "Platzreifekurs", "Golfunterricht", "Driving Range", "Clubmitgliedschaft"],
    template: {
      "@context": "https://schema.org",
      "@type": "GolfCourse",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "tennisanlage",
    branche: "Tennisanlage",
    kategorie: "Sport & Freizeit",
    beschreibung: "Vorlage für Tennisanlagen und Tennishallen mit Öffnungszeiten, Platzbuchung und Preisrahmen.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Platzvermietung", "Tennistraining", "Hallentennis", "Padel", "Mitgliedschaft"],
    template: {
      "@context": "https://schema.org",
      "@type": "TennisComplex",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "kino",
    branche: "Kino",
    kategorie: "Sport & Freizeit",
    beschreibung: "JSON-LD für Kinos mit Öffnungszeiten, Preisrahmen, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Aktuelle Filme", "Sneak Preview", "Kinderkino", "Saalmiete", "Geschenkgutscheine"],
    template: {
      "@context": "https://schema.org",
      "@type": "MovieTheater",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "escape-room",
    branche: "Escape Room",
    kategorie: "Sport & Freizeit",
    beschreibung: "Strukturierte Daten für Escape Rooms mit Öffnungszeiten, Preisrahmen, Zahlungsarten und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Live-Escape-Spiele", "Teamevents", "Junggesellenabschiede", "Kindergeburtstage", "Gutscheine"],
    template: {
      "@context": "https://schema.org",
      "@type": "EntertainmentBusiness",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "freizeitpark",
    branche: "Freizeitpark",
    kategorie: "Sport & Freizeit",
    beschreibung: "Vorlage für Freizeitparks mit Öffnungszeiten, Eintrittspreisen, Zahlungsarten und Anfahrt.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Fahrgeschäfte", "Shows", "Jahreskarten", "Gruppentickets", "Gastronomie im Park"],
    template: {
      "@context": "https://schema.org",
      "@type": "AmusementPark",
      ...CORE,
      paymentAccepted: "[Zahlungsarten]",
      currenciesAccepted: "EUR"
    }
  },
  {
    id: "hotel",
    branche: "Hotel",
    kategorie: "Tourismus",
    beschreibung: "JSON-LD für Hotels mit Check-in- und Check-out-Zeiten, Sterneklassifizierung und Kontaktdaten.",
    verwendung: ["Startseite", "Zimmerseite", "Kontaktseite"],
    beispiele: ["Doppelzimmer", "Frühstück", "Tagungsräume", "Wellnessbereich", "Parkplatz"],
    template: {
      "@context": "https://schema.org",
      "@type": "Hotel",
      ...CORE,
      checkinTime: "[Check-in-ab]",
      checkoutTime: "[Check-out-bis]",
      starRating: { "@type": "Rating", ratingValue: "[Sterne]" }
    }
  },
  {
    id: "pension",
    branche: "Pension",
    kategorie: "Tourismus",
    beschreibung: "Strukturierte Daten für Pensionen und Gästehäuser mit Zimmeranzahl, Check-in- und Check-out-Zeiten.",
    verwendung: ["Startseite", "Zimmerseite", "Kontaktseite"],
    beispiele: ["Einzelzimmer", "Doppelzimmer", "Frühstück", "Fahrradabstellraum", "Parkplatz"],
    template: {
      "@context": "https://schema.org",
      "@type": "BedAndBreakfast",
      ...CORE,
      checkinTime: "[Check-in-ab]",
      checkoutTime: "[Check-out-bis]",
      numberOfRooms: "[Zimmeranzahl]"
    }
  },
  {
    id: "ferienwohnung",
    branche: "Ferienwohnung",
    kategorie: "Tourismus",
    beschreibung: "Vorlage für Ferienwohnungen und Ferienhäuser mit Check-in- und Check-out-Zeiten und Zimmeranzahl.",
    verwendung: ["Startseite", "Zimmerseite", "Kontaktseite"],
    beispiele: [
      "Ferienwohnung für Familien",
      "Voll ausgestattete Küche",
      "WLAN",
      "Endreinigung",
      "Haustiere auf Anfrage"
    ],
    template: {
      "@context": "https://schema.org",
      "@type": "VacationRental",
      ...CORE,
      checkinTime: "[Check-in-ab]",
      checkoutTime: "[Check-out-bis]",
      numberOfRooms: "[Zimmeranzahl]"
    }
  },
  {
    id: "hostel",
    branche: "Hostel",
    kategorie: "Tourismus",
    beschreibung: "JSON-LD für Hostels und Jugendherbergen mit Check-in- und Check-out-Zeiten und Zimmeranzahl.",
    verwendung: ["Startseite", "Zimmerseite", "Kontaktseite"],
    beispiele: ["Mehrbettzimmer", "Privatzimmer", "Gemeinschaftsküche", "Gruppenreisen", "Frühstück"],
    template: {
      "@context": "https://schema.org",
      "@type": "Hostel",
      ...CORE,
      checkinTime: "[Check-in-ab]",
      checkoutTime: "[Check-out-bis]",
      numberOfRooms: "[Zimmeranzahl]"
    }
  },
  {
    id: "campingplatz",
    branche: "Campingplatz",
    kategorie: "Tourismus",
    beschreibung: "Strukturierte Daten für Campingplätze mit Check-in- und Check-out-Zeiten, Haustierregel und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Stellplätze für Wohnmobile", "Zeltplätze", "Mietunterkünfte", "Sanitäranlagen", "Stromanschluss"],
    template: {
      "@context": "https://schema.org",
      "@type": "Campground",
      ...CORE,
      checkinTime: "[Check-in-ab]",
      checkoutTime: "[Check-out-bis]",
      petsAllowed: "[Haustiere-erlaubt]"
    }
  },
  {
    id: "reisebuero",
    branche: "Reisebüro",
    kategorie: "Tourismus",
    beschreibung: "Vorlage für Reisebüros mit Reisezielen, Öffnungszeiten, Einzugsgebiet und Kontaktdaten.",
    verwendung: ["Startseite", "Leistungsseite", "Kontaktseite"],
    beispiele: ["Pauschalreisen", "Kreuzfahrten", "Individualreisen", "Flugbuchung", "Reiseversicherungen"],
    template: {
      "@context": "https://schema.org",
      "@type": "TravelAgency",
      ...CORE,
      knowsAbout: "[Reiseziele]",
      areaServed: "[Einzugsgebiet]"
    }
  },
  {
    id: "touristinformation",
    branche: "Touristinformation",
    kategorie: "Tourismus",
    beschreibung: "JSON-LD für Touristinformationen mit Öffnungszeiten, betreuter Region, Sprachen und Kontaktdaten.",
    verwendung: ["Startseite", "Standortseite", "Kontaktseite"],
    beispiele: ["Stadtführungen", "Zimmervermittlung", "Veranstaltungstickets", "Wander- und Radkarten", "Souvenirs"],
    template: {
      "@context": "https://schema.org",
      "@type": "TouristInformationCenter",
      ...CORE,
      areaServed: "[Einzugsgebiet]",
      knowsLanguage: "[Sprachen]"
    }
  }
];

/** Industries in the library: the one count every page states (e.g. "137 Branchen"). */
export const INDUSTRY_COUNT = INDUSTRY_SNIPPETS.length;
