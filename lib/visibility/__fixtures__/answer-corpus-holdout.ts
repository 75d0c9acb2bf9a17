/**
 * Zurückgehaltener Korpus (Hold-out) realistischer deutschsprachiger
 * KI-Antworten (ChatGPT, Gemini, Perplexity, Claude, Le Chat) auf Fragen nach
 * lokalen Empfehlungen. Die Fälle wurden ohne Kenntnis der Implementierung
 * geschrieben und unterscheiden sich in Wortlaut und Struktur bewusst von
 * `answer-corpus.ts`; sie dienen dazu, Schwächen der Auswertung aufzudecken.
 *
 * Es gelten dieselben Lese-Konventionen wie in `answer-corpus.ts`:
 * - `businesses` enthält nur empfohlene Betriebe, in Reihenfolge des ersten
 *   Auftretens, dedupliziert, nur der Name (ohne Adresse/Beschreibung, ohne
 *   Aufzählungszeichen, Nummer, "Platz n:", Markdown, Emoji, Quellenmarker).
 * - Einleitung, Schluss, Überschriften, Tipps/Kriterienlisten, Unterpunkte wie
 *   "Adresse: …", Quellenlisten und Plattformen als Suchorte sind keine Betriebe.
 * - `position` ist der 1-basierte Rang des Ziels in `businesses` (erste Nennung).
 * - `contextIncludes` stammt aus dem Satz bzw. Listenpunkt der ersten Nennung.
 * - Wo die Betriebsliste strittig wäre (z. B. Namen, die mit einem Artikel
 *   beginnen), fehlt `businesses`.
 */

import type { CorpusCase } from "./answer-corpus";

const md = (...lines: string[]): string => lines.join("\n");

export const answerCorpusHoldout: CorpusCase[] = [
  // ---------------------------------------------------------------------------
  // Listen mit Unterpunkten, Emoji, Rangplätzen, langen Listen
  // ---------------------------------------------------------------------------
  {
    id: "holdout-zahnarzt-dresden-unterpunkte-adresse-telefon-bewertung",
    about: "Nummerierte fette Namen mit eingerückten Unterpunkten Adresse/Telefon/Bewertung (4,8 ★), Ziel auf Platz 3 von 4",
    answer: md(
      "Gerne, hier sind vier Zahnarztpraxen in Dresden, die online besonders gut bewertet werden:",
      "",
      "1. **Zahnarztpraxis Elbflorenz**",
      "   - Adresse: Prager Straße 10, 01069 Dresden",
      "   - Telefon: 0351 4862210",
      "   - Bewertung: 4,8 ★ (312 Google-Rezensionen)",
      "2. **Zahnärzte an der Frauenkirche**",
      "   - Adresse: Neumarkt 2, 01067 Dresden",
      "   - Telefon: 0351 8123344",
      "   - Bewertung: 4,6 ★ (187 Google-Rezensionen)",
      "3. **Zahnarztpraxis Dr. Vogel**",
      "   - Adresse: Bautzner Straße 45, 01099 Dresden",
      "   - Telefon: 0351 5660017",
      "   - Bewertung: 4,9 ★ (98 Google-Rezensionen)",
      "4. **Dentalzentrum Striesen**",
      "   - Adresse: Schandauer Straße 30, 01309 Dresden",
      "   - Telefon: 0351 3107788",
      "   - Bewertung: 4,7 ★ (140 Google-Rezensionen)",
      "",
      "Die Angaben können sich geändert haben – bitte prüfen Sie Telefonnummer und Öffnungszeiten vor Ihrem Besuch.",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Vogel" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: [
        "Zahnarztpraxis Elbflorenz",
        "Zahnärzte an der Frauenkirche",
        "Zahnarztpraxis Dr. Vogel",
        "Dentalzentrum Striesen",
      ],
      contextIncludes: "Zahnarztpraxis Dr. Vogel",
    },
  },
  {
    id: "holdout-zahnarzt-wien-emoji-aufzaehlung",
    about: "Zeilen mit Zahn-Emoji als Aufzählungszeichen ('🦷 **Name** – …') ohne '-', Wien, Ziel auf Platz 2",
    answer: md(
      "Hier ein paar gut bewertete Zahnarztpraxen in Wien:",
      "",
      "🦷 **Zahnambulatorium Mariahilf** – Mariahilfer Straße 88, 1070 Wien, Kassenvertrag mit der ÖGK",
      "🦷 **Zahnarztpraxis Dr. Hofbauer** – Alser Straße 20, 1090 Wien, Wahlarztordination mit kurzen Wartezeiten",
      "🦷 **Dentalstudio Donaustadt** – Wagramer Straße 95, 1220 Wien, moderne Implantologie",
      "",
      "✨ **Tipp:** Bei Wahlärzten bekommen Sie einen Teil der Kosten von der ÖGK zurückerstattet.",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Hofbauer" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Zahnambulatorium Mariahilf", "Zahnarztpraxis Dr. Hofbauer", "Dentalstudio Donaustadt"],
      contextIncludes: "Alser Straße 20",
    },
  },
  {
    id: "holdout-werkstatt-bochum-platz-rangliste-namen-mit-zahlen",
    about: "Rangliste im Stil 'Platz 1: **Name** – …' mit Zahlen in den Namen ('Autoservice 24', 'Ruhr 2000'), Ziel auf Platz 2",
    answer: md(
      "Hier meine Rangliste der besten freien Werkstätten in Bochum:",
      "",
      "Platz 1: **Autoservice 24** – rund um die Uhr erreichbar, Pannenhilfe und Abschleppdienst",
      "Platz 2: **Kfz-Technik Ruhr 2000** – Meisterbetrieb seit 1998, alle Marken",
      "Platz 3: **Werkstatt Kemal & Söhne** – günstige Inspektionen, schnelle Termine",
      "",
      "Wenn Sie nur einen Reifenwechsel brauchen, reicht oft auch ein Reifenhändler.",
    ),
    target: { businessName: "Kfz-Technik Ruhr 2000" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Autoservice 24", "Kfz-Technik Ruhr 2000", "Werkstatt Kemal & Söhne"],
      contextIncludes: "Meisterbetrieb seit 1998",
    },
  },
  {
    id: "holdout-physio-hannover-sieben-betriebe-ziel-sechster",
    about: "Lange Liste mit sieben Praxen, Ziel auf Platz 6",
    answer: md(
      "Hier sind sieben Physiotherapiepraxen in Hannover, die regelmäßig gute Bewertungen bekommen:",
      "",
      "1. **Physio am Maschsee** – Krankengymnastik und Manuelle Therapie",
      "2. **Therapiezentrum List** – große Praxis mit eigener Trainingsfläche",
      "3. **Physiotherapie Kröger** – Hausbesuche in der Südstadt",
      "4. **Bewegungsraum Linden** – Schwerpunkt Sportverletzungen",
      "5. **Praxis für Physiotherapie Aydın** – auch Lymphdrainage",
      "6. **Rückenwerk Hannover** – Rückenschule und gerätegestützte Krankengymnastik",
      "7. **Physio Vital Döhren** – kurzfristige Termine, auch abends",
      "",
      "Für Behandlungen auf Rezept brauchen Sie eine ärztliche Heilmittelverordnung.",
    ),
    target: { businessName: "Rückenwerk Hannover" },
    expected: {
      mentioned: true,
      position: 6,
      businesses: [
        "Physio am Maschsee",
        "Therapiezentrum List",
        "Physiotherapie Kröger",
        "Bewegungsraum Linden",
        "Praxis für Physiotherapie Aydın",
        "Rückenwerk Hannover",
        "Physio Vital Döhren",
      ],
      contextIncludes: "Rückenschule",
    },
  },
  {
    id: "holdout-dachdecker-muenster-ziel-fuenfter-dann-worauf-achten",
    about: "Fünf Betriebe ohne Fettdruck, Ziel auf Platz 5; danach '### Worauf Sie achten sollten' mit gleich formatierter nummerierter Kriterienliste",
    answer: md(
      "Für eine Dachsanierung in Münster kommen diese Dachdeckerbetriebe infrage:",
      "",
      "1. Dachdeckerei Brüning GmbH – Steildach, Dachfenster, Dämmung",
      "2. Münsterland Bedachungen – Flachdächer und Gründächer",
      "3. Dach & Wand Hölscher – Fassadenverkleidung und Reparaturen",
      "4. Zimmerei und Dachbau Terhorst – Holzbau, Dachstuhlsanierung",
      "5. Dachtechnik Overbeck – Photovoltaik-Indachsysteme und Sturmschadenreparatur",
      "",
      "### Worauf Sie achten sollten",
      "",
      "1. **Meisterbetrieb** – Dachdecker ist ein zulassungspflichtiges Handwerk, fragen Sie nach der Eintragung in die Handwerksrolle.",
      "2. **Schriftliches Angebot** – mit Aufschlüsselung von Material und Arbeitszeit.",
      "3. **Referenzen** – seriöse Betriebe zeigen gern Fotos abgeschlossener Projekte.",
      "4. **Fördermittel** – für die Dämmung gibt es Zuschüsse über die BAFA.",
    ),
    target: { businessName: "Dachtechnik Overbeck" },
    expected: {
      mentioned: true,
      position: 5,
      businesses: [
        "Dachdeckerei Brüning GmbH",
        "Münsterland Bedachungen",
        "Dach & Wand Hölscher",
        "Zimmerei und Dachbau Terhorst",
        "Dachtechnik Overbeck",
      ],
      contextIncludes: "Indachsysteme",
    },
  },

  // ---------------------------------------------------------------------------
  // Besondere Namensformen: Artikel, Zahlen, Anführungszeichen, Englisch
  // ---------------------------------------------------------------------------
  {
    id: "holdout-zahnarzt-bonn-name-beginnt-mit-die",
    about: "Name beginnt mit Artikel ('Die Zahnärzte am Park'), Ziel auf Platz 2 (Betriebsliste wegen Artikel strittig)",
    answer: md(
      "In Bonn kann ich Ihnen diese Zahnarztpraxen empfehlen:",
      "",
      "- **Zahnarztpraxis Rheinaue** – Implantologie und Parodontologie",
      "- **Die Zahnärzte am Park** – Gemeinschaftspraxis am Hofgarten, auch Kinderbehandlung",
      "- **Zahnmedizin Beuel** – Abendsprechstunde bis 20 Uhr",
    ),
    target: { businessName: "Die Zahnärzte am Park" },
    expected: {
      mentioned: true,
      position: 2,
      contextIncludes: "Gemeinschaftspraxis am Hofgarten",
    },
  },
  {
    id: "holdout-friseur-freiburg-name-beginnt-mit-das",
    about: "Name 'Das Haarstudio' mit Stadtteil in Klammern, Ziel auf Platz 3 von 4 (Betriebsliste wegen Artikel strittig)",
    answer: md(
      "Friseure in Freiburg mit sehr guten Bewertungen:",
      "",
      "1. **Salon Schnittpunkt** (Wiehre) – Damen- und Herrenschnitte",
      "2. **Friseur Marquardt** (Altstadt) – klassisch, auch Nassrasur",
      "3. **Das Haarstudio** (Herdern) – spezialisiert auf Balayage und Naturhaarfarben",
      "4. **Haarwerkstatt Zähringen** (Zähringen) – günstig, auch ohne Termin",
    ),
    target: { businessName: "Das Haarstudio" },
    expected: {
      mentioned: true,
      position: 3,
      contextIncludes: "Balayage",
    },
  },
  {
    id: "holdout-negativ-das-haarstudio-als-gattungsbegriff",
    about: "Ziel 'Das Haarstudio'; Antwort nennt nur 'Haarstudio Sommer/Elegance' und 'das Haarstudio Ihrer Wahl' (generisch)",
    answer: md(
      "In Ulm gibt es einige gute Friseure:",
      "",
      "- **Haarstudio Sommer** – Colorationen und Hochsteckfrisuren",
      "- **Salon Münsterplatz** – klassischer Damen- und Herrenfriseur",
      "- **Haarstudio Elegance** – Extensions und Haarverlängerung",
      "",
      "Wenn Sie unsicher sind, fragen Sie das Haarstudio Ihrer Wahl nach einem kostenlosen Beratungstermin.",
    ),
    target: { businessName: "Das Haarstudio" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Haarstudio Sommer", "Salon Münsterplatz", "Haarstudio Elegance"],
    },
  },
  {
    id: "holdout-physio-bremen-zahl-am-namensende",
    about: "Name endet auf eine Zahl ('Praxis am Markt 3'), '*'-Aufzählung ohne Fettdruck, Ziel auf Platz 2",
    answer: md(
      "Physiotherapie in Bremen-Vegesack – diese Praxen werden oft empfohlen:",
      "",
      "* Physiotherapie Vegesack Nord – Krankengymnastik am Gerät",
      "* Praxis am Markt 3 – Manuelle Therapie und Osteopathie, direkt am Sedanplatz",
      "* Therapiezentrum Lesum – neurologische Behandlungen nach Bobath",
    ),
    target: { businessName: "Praxis am Markt 3" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Physiotherapie Vegesack Nord", "Praxis am Markt 3", "Therapiezentrum Lesum"],
      contextIncludes: "Osteopathie",
    },
  },
  {
    id: "holdout-schluesseldienst-berlin-name-beginnt-mit-1a",
    about: "Name beginnt mit Ziffer ('1. 1A Schlüsseldienst Berlin'), ohne Fettdruck, Ziel auf Platz 1",
    answer: md(
      "Seriöse Schlüsseldienste in Berlin zu finden ist nicht leicht, weil es viele unseriöse Anbieter gibt. Diese Betriebe haben transparente Preise:",
      "",
      "1. 1A Schlüsseldienst Berlin – Festpreis ab 89 € für Türöffnungen tagsüber",
      "2. Schlüssel-Service Wedding – Meisterbetrieb, auch Schließanlagen",
      "3. Sicherheitstechnik Brandl – Einbruchschutz und Türöffnungen",
      "",
      "Lassen Sie sich den Preis immer vor Beginn der Arbeiten am Telefon nennen.",
    ),
    target: { businessName: "1A Schlüsseldienst Berlin" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["1A Schlüsseldienst Berlin", "Schlüssel-Service Wedding", "Sicherheitstechnik Brandl"],
      contextIncludes: "Festpreis ab 89",
    },
  },
  {
    id: "holdout-cafe-leipzig-namen-in-anfuehrungszeichen-liste",
    about: "Listenpunkte mit Namen komplett in „…“ bzw. \"…\", Ziel auf Platz 2",
    answer: md(
      "Für guten Kaffee in Leipzig würde ich diese Cafés empfehlen:",
      "",
      "- „Kaffeerösterei Bohnenglück“ – röstet selbst, sehr gute Filterkaffees",
      "- \"Café Tante Frieda\" – hausgemachte Kuchen, gemütliche Einrichtung",
      "- „Milchbar Plagwitz“ – Frühstück bis 15 Uhr, veganer Kuchen",
    ),
    target: { businessName: "Café Tante Frieda" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Kaffeerösterei Bohnenglück", "Café Tante Frieda", "Milchbar Plagwitz"],
      contextIncludes: "hausgemachte Kuchen",
    },
  },
  {
    id: "holdout-zahnarzt-berlin-englische-markennamen",
    about: "Englische Markennamen mit Binnenmajuskel ('SmileDent Berlin'), Nutzer schreibt 'Smiledent Berlin', Ziel auf Platz 2",
    answer: md(
      "Für ästhetische Zahnmedizin in Berlin sind diese Praxen bekannt:",
      "",
      "1. **White Smile Clinic** – Veneers und Bleaching am Kurfürstendamm",
      "2. **SmileDent Berlin** – unsichtbare Zahnspangen (Aligner), englischsprachiges Team",
      "3. **DentaLounge Mitte** – Prophylaxe und Bleaching, auch samstags",
    ),
    target: { businessName: "Smiledent Berlin" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["White Smile Clinic", "SmileDent Berlin", "DentaLounge Mitte"],
      contextIncludes: "englischsprachiges Team",
    },
  },
  {
    id: "holdout-friseur-koeln-hair-and-soul",
    about: "Kurzer englischer Name mit '&' ('Hair & Soul') zwischen ähnlichen Namen ('Hair by Nina'), Ziel auf Platz 3 von 4",
    answer: md(
      "Diese Salons in Köln-Ehrenfeld haben einen guten Ruf:",
      "",
      "- **Barber Brothers** – Fades und Bartpflege",
      "- **Hair by Nina** – kleiner Einzelsalon, Schwerpunkt Locken",
      "- **Hair & Soul** – Naturfriseur, pflanzliche Haarfarben, entspannte Atmosphäre",
      "- **Cut & Color Studio** – Colorationen und Strähnen",
      "",
      "Viele dieser Salons sind samstags schnell ausgebucht.",
    ),
    target: { businessName: "Hair & Soul" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Barber Brothers", "Hair by Nina", "Hair & Soul", "Cut & Color Studio"],
      contextIncludes: "pflanzliche Haarfarben",
    },
  },

  // ---------------------------------------------------------------------------
  // Österreich, Schweiz, Rechtsformen, Schreibweise des Nutzers
  // ---------------------------------------------------------------------------
  {
    id: "holdout-elektriker-wien-gesmbh-nur-in-antwort",
    about: "Österreichische Rechtsform 'Ges.m.b.H.' (mit Punkten) nur in der Antwort, Bezirks-PLZ, Ziel auf Platz 2",
    answer: md(
      "Für Elektroinstallationen in Wien würde ich mir diese Betriebe ansehen:",
      "",
      "1. **Elektro Wimmer** – 1100 Wien, Hausinstallationen und Zählerplatz-Umbau",
      "2. **Elektro Gruber Ges.m.b.H.** – 1140 Wien, Photovoltaik und Wallboxen, auch Förderberatung",
      "3. **Elektrotechnik Novak & Söhne** – 1210 Wien, Notdienst rund um die Uhr",
      "",
      "In Österreich muss der Elektriker eine entsprechende Gewerbeberechtigung haben – fragen Sie im Zweifel danach.",
    ),
    target: { businessName: "Elektro Gruber" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Elektro Wimmer", "Elektro Gruber Ges.m.b.H.", "Elektrotechnik Novak & Söhne"],
      contextIncludes: "Photovoltaik und Wallboxen",
    },
  },
  {
    id: "holdout-treuhand-zuerich-ag-nur-beim-nutzer",
    about: "Schweiz: Rechtsform 'AG' nur beim Nutzer; Verbände im Schlusssatz sind keine Betriebe; Ziel zuletzt",
    answer: md(
      "Für eine Treuhand in Zürich, die KMU betreut, kommen diese Büros infrage:",
      "",
      "- **Treuhandbüro Meier & Partner** – Buchhaltung und Lohnadministration, Kreis 4",
      "- **Limmat Consulting** – Steuererklärungen für Selbstständige",
      "- **Treuhand Seefeld** – Gründungsberatung und Mehrwertsteuer-Abrechnungen",
      "",
      "Achten Sie darauf, dass das Büro Mitglied bei TREUHAND|SUISSE oder EXPERTsuisse ist.",
    ),
    target: { businessName: "Treuhand Seefeld AG" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Treuhandbüro Meier & Partner", "Limmat Consulting", "Treuhand Seefeld"],
      contextIncludes: "Gründungsberatung",
    },
  },
  {
    id: "holdout-cafe-potsdam-nutzer-komplett-kleingeschrieben",
    about: "Nutzer schreibt 'bäckerei & café sonnenschein' komplett klein, Antwort ohne Fettdruck, Ziel auf Platz 2",
    answer: md(
      "In Potsdam gibt es ein paar schöne Cafés mit eigener Backstube:",
      "",
      "1. Café Heider – Traditionscafé am Nauener Tor",
      "2. Bäckerei & Café Sonnenschein – Frühstück, hausgemachte Torten, glutenfreie Brote",
      "3. Backstube Babelsberg – Sauerteigbrot und Zimtschnecken",
    ),
    target: { businessName: "bäckerei & café sonnenschein" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Café Heider", "Bäckerei & Café Sonnenschein", "Backstube Babelsberg"],
      contextIncludes: "glutenfreie Brote",
    },
  },

  // ---------------------------------------------------------------------------
  // Position des Ziels außerhalb der Hauptliste, Deduplizierung
  // ---------------------------------------------------------------------------
  {
    id: "holdout-orthopaede-karlsruhe-ziel-nur-im-schlusssatz",
    about: "Ziel nur im Schlusssatz ('Besonders hervorheben möchte ich noch die Praxis Dr. Lorenz, …'), zählt als vierte Empfehlung",
    answer: md(
      "Für Orthopädie in Karlsruhe-Durlach kann ich Ihnen diese Praxen nennen:",
      "",
      "1. **Orthopädie am Turmberg** – Sportorthopädie und Arthroskopie",
      "2. **Orthopädisches Zentrum Durlach** – große Praxis mit eigener Physiotherapie",
      "3. **Praxis für Orthopädie Dr. Stein** – Wirbelsäulenbehandlungen, auch Akupunktur",
      "",
      "Besonders hervorheben möchte ich noch die Praxis Dr. Lorenz, die als eine der wenigen auch Stoßwellentherapie ohne lange Wartezeit anbietet.",
    ),
    target: { businessName: "Praxis Dr. Lorenz" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: [
        "Orthopädie am Turmberg",
        "Orthopädisches Zentrum Durlach",
        "Praxis für Orthopädie Dr. Stein",
        "Praxis Dr. Lorenz",
      ],
      contextIncludes: "Besonders hervorheben",
    },
  },
  {
    id: "holdout-yoga-muenchen-weitere-optionen-inline-nach-liste",
    about: "Nach der Liste ein Satz 'Weitere gute Optionen sind A, B und C.'; Ziel im Satz auf Platz 5",
    answer: md(
      "Für Yoga in München-Schwabing kann ich folgende Studios empfehlen:",
      "",
      "1. **Yogaloft Schwabing** – Vinyasa und Yin, kleine Gruppen",
      "2. **Studio Atemraum** – Hatha-Yoga für Einsteiger",
      "3. **Ashtanga Yoga München** – Mysore-Klassen am Morgen",
      "",
      "Weitere gute Optionen sind Yoga am Elisabethplatz, Lotus Yogastudio und Bikram Hot Yoga Nord.",
    ),
    target: { businessName: "Lotus Yogastudio" },
    expected: {
      mentioned: true,
      position: 5,
      businesses: [
        "Yogaloft Schwabing",
        "Studio Atemraum",
        "Ashtanga Yoga München",
        "Yoga am Elisabethplatz",
        "Lotus Yogastudio",
        "Bikram Hot Yoga Nord",
      ],
      contextIncludes: "Weitere gute Optionen",
    },
  },
  {
    id: "holdout-maler-koepenick-konkurrent-mit-und-ohne-rechtsform",
    about: "Konkurrent erst als 'Malerbetrieb Schulz', dann als 'Malerbetrieb Schulz GmbH' in zweitem Abschnitt; dedupliziert, Ziel auf Platz 3",
    answer: md(
      "Malerbetriebe in Berlin-Köpenick, die häufig empfohlen werden:",
      "",
      "**Innenanstrich und Tapezierarbeiten:**",
      "- **Malerbetrieb Schulz** – saubere Arbeit, faire Festpreise",
      "- **Farbwerk Köpenick** – auch Spachteltechniken und Lehmputz",
      "",
      "**Fassade:**",
      "- **Malerbetrieb Schulz GmbH** – Gerüst aus eigener Hand, Wärmedämmverbundsysteme",
      "- **Malermeister Krüger & Sohn** – denkmalgeschützte Fassaden und Altbauten",
      "",
      "Holen Sie für größere Fassadenarbeiten mindestens zwei Angebote ein.",
    ),
    target: { businessName: "Malermeister Krüger & Sohn" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Malerbetrieb Schulz", "Farbwerk Köpenick", "Malermeister Krüger & Sohn"],
      contextIncludes: "denkmalgeschützte Fassaden",
    },
  },

  // ---------------------------------------------------------------------------
  // Perplexity-Stil mit Quellenmarkern und Quellenliste
  // ---------------------------------------------------------------------------
  {
    id: "holdout-kfo-stuttgart-perplexity-marker-am-namen-und-quellenliste",
    about: "Quellenmarker direkt nach dem fetten Namen ('**Name**[1][3] – …') und URL-Quellenliste am Ende; Name+Domain, Ziel auf Platz 2",
    answer: md(
      "Laut aktuellen Bewertungen gehören diese Kieferorthopäden in Stuttgart zu den beliebtesten:",
      "",
      "1. **Kieferorthopädie am Feuersee**[1][3] – Aligner-Behandlung für Erwachsene, kurze Wartezeiten auf den Ersttermin.",
      "2. **KFO Praxis Dr. Aydemir**[2] – Schwerpunkt Kinder und Jugendliche, feste und lose Zahnspangen.",
      "3. **Zahnspangen-Zentrum Bad Cannstatt**[1][4] – Lingualtechnik und digitale Behandlungsplanung.",
      "",
      "Die Kosten für Erwachsene werden meist nicht von der gesetzlichen Krankenkasse übernommen[4].",
      "",
      "Quellen:",
      "[1] https://www.jameda.de/stuttgart/kieferorthopaeden/",
      "[2] https://www.kfo-aydemir.de/praxis",
      "[3] https://www.google.com/maps/search/kieferorthop%C3%A4de+stuttgart",
      "[4] https://www.kzvbw.de/patienten/kosten",
    ),
    target: { businessName: "KFO Praxis Dr. Aydemir", domain: "kfo-aydemir.de" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Kieferorthopädie am Feuersee", "KFO Praxis Dr. Aydemir", "Zahnspangen-Zentrum Bad Cannstatt"],
      contextIncludes: "Schwerpunkt Kinder und Jugendliche",
    },
  },
  {
    id: "holdout-physio-koeln-perplexity-fliesstext-marker-quellen",
    about: "Fließtext-Aufzählung mit Markern ('Physio Vital Sülz[1], TheraPlus Köln[2] und die Praxis Bewegungsraum[1][3]') und Quellenliste 'domain – Titel'",
    answer: md(
      "In Köln-Sülz werden für Physiotherapie vor allem Physio Vital Sülz[1], TheraPlus Köln[2] und die Praxis Bewegungsraum[1][3] empfohlen. TheraPlus Köln bietet zusätzlich Gerätetraining und Rehasport an[2].",
      "",
      "Quellen",
      "1. jameda.de – Physiotherapeuten in Köln-Sülz",
      "2. theraplus-koeln.de – Leistungen",
      "3. 11880.com – Physiotherapie Köln",
    ),
    target: { businessName: "TheraPlus Köln" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Physio Vital Sülz", "TheraPlus Köln", "Praxis Bewegungsraum"],
      contextIncludes: "vor allem Physio Vital",
    },
  },

  // ---------------------------------------------------------------------------
  // Negative Fälle mit Beinahe-Treffern
  // ---------------------------------------------------------------------------
  {
    id: "holdout-negativ-zahnzentrum-gemeinsames-erstes-wort",
    about: "Ziel 'Zahnzentrum Lindenau'; Antwort hat nur andere 'Zahnzentrum …' und 'Lindenau' als Ortsangabe im selben Listenpunkt",
    answer: md(
      "Zahnärzte in Leipzig mit guten Bewertungen:",
      "",
      "1. **Zahnzentrum Leipzig-Mitte** – Implantologie, Behandlung in Vollnarkose möglich",
      "2. **Zahnzentrum am Westplatz** – Kinderzahnheilkunde und Prophylaxe",
      "3. **Zahnzentrum Plagwitz** – Karl-Heine-Straße 50, gut erreichbar aus Lindenau und Schleußig",
      "",
      "Für Angstpatienten empfiehlt sich ein ausführliches Vorgespräch.",
    ),
    target: { businessName: "Zahnzentrum Lindenau" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Zahnzentrum Leipzig-Mitte", "Zahnzentrum am Westplatz", "Zahnzentrum Plagwitz"],
    },
  },
  {
    id: "holdout-negativ-gleicher-vorname-anderer-nachname",
    about: "Ziel 'Physiotherapie Anna Becker', Antwort nur 'Physiotherapie Anna Berger'",
    answer: md(
      "Physiotherapeuten in Mainz-Gonsenheim:",
      "",
      "- **Physiotherapie Anna Berger** – Manuelle Therapie und Lymphdrainage",
      "- **Reha-Zentrum Gonsenheim** – große Trainingsfläche, Rehasport",
      "- **Praxis für Physiotherapie Lenz** – Hausbesuche im ganzen Stadtteil",
    ),
    target: { businessName: "Physiotherapie Anna Becker" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Physiotherapie Anna Berger", "Reha-Zentrum Gonsenheim", "Praxis für Physiotherapie Lenz"],
    },
  },
  {
    id: "holdout-negativ-gleicher-nachname-anderer-vorname",
    about: "Ziel 'Rechtsanwalt Thomas Wagner', Antwort nur 'Rechtsanwältin Sabine Wagner'",
    answer: md(
      "Für Arbeitsrecht in Düsseldorf werden diese Anwälte häufig empfohlen:",
      "",
      "1. **Rechtsanwältin Sabine Wagner** – Fachanwältin für Arbeitsrecht, vertritt Arbeitnehmer",
      "2. **Kanzlei Rhein & Ruhr Arbeitsrecht** – Abfindungsverhandlungen und Kündigungsschutzklagen",
      "3. **Rechtsanwalt Dr. Markus Ebert** – Beratung für Betriebsräte",
    ),
    target: { businessName: "Rechtsanwalt Thomas Wagner" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Rechtsanwältin Sabine Wagner", "Kanzlei Rhein & Ruhr Arbeitsrecht", "Rechtsanwalt Dr. Markus Ebert"],
    },
  },
  {
    id: "holdout-negativ-autoservice-24-woerter-verstreut",
    about: "Ziel 'Autoservice 24'; Antwort hat 'Autoservice Schmitz' mit '24 Stunden erreichbar' im selben Listenpunkt",
    answer: md(
      "Werkstätten in Wuppertal, die auch kurzfristig helfen:",
      "",
      "- **Autoservice Schmitz** – Pannenhilfe und Abschleppdienst, 24 Stunden erreichbar",
      "- **Kfz-Meisterbetrieb Barmen** – Inspektionen für alle Marken",
      "- **Reifenservice Elberfeld** – Reifenwechsel, Einlagerung, Achsvermessung",
    ),
    target: { businessName: "Autoservice 24" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Autoservice Schmitz", "Kfz-Meisterbetrieb Barmen", "Reifenservice Elberfeld"],
    },
  },

  // ---------------------------------------------------------------------------
  // Verweigerung mit Plattformen
  // ---------------------------------------------------------------------------
  {
    id: "holdout-verweigerung-friseur-wien-nur-plattformen-nummeriert",
    about: "'Ich kann keine konkreten Empfehlungen … geben', danach nummerierte fette Plattformliste (Google Maps, Treatwell, Herold.at, Instagram)",
    answer: md(
      "Ich kann keine konkreten Empfehlungen für einzelne Friseursalons in Wien geben, da ich keinen Zugriff auf aktuelle Bewertungen habe. Diese Plattformen helfen Ihnen aber bei der Suche:",
      "",
      "1. **Google Maps** – Suchen Sie nach „Friseur“ plus Ihrem Bezirk und filtern Sie nach Bewertung.",
      "2. **Treatwell** – Online-Buchung mit verifizierten Kundenbewertungen.",
      "3. **Herold.at** – das österreichische Branchenverzeichnis mit Öffnungszeiten.",
      "4. **Instagram** – viele Salons zeigen dort Fotos ihrer Arbeiten.",
      "",
      "Wenn Sie mir sagen, welche Leistung Sie suchen (z. B. Balayage oder Herrenschnitt), gebe ich Ihnen gern Tipps, worauf Sie achten sollten.",
    ),
    target: { businessName: "Salon Vivid" },
    expected: {
      mentioned: false,
      position: null,
      businesses: [],
    },
  },

  // ---------------------------------------------------------------------------
  // Stil einzelner Assistenten: Gemini, Medaillen-Emoji, Le Chat, Claude
  // ---------------------------------------------------------------------------
  {
    id: "holdout-tierarzt-frankfurt-gemini-fette-unterpunkt-labels",
    about: "Gemini-Stil: '**1. Name**' und darunter '* **Adresse:** …', '* **Bewertung:** 4,9/5', '* **Besonderheit:** …'; Ziel auf Platz 2",
    answer: md(
      "Hier sind einige empfehlenswerte Tierarztpraxen in Frankfurt am Main:",
      "",
      "**1. Tierarztpraxis Sachsenhausen**",
      "* **Adresse:** Schweizer Straße 60, 60594 Frankfurt",
      "* **Bewertung:** 4,7/5 (Google)",
      "* **Besonderheit:** Spezialisiert auf Katzen, eigene Katzensprechstunde",
      "",
      "**2. Kleintierpraxis am Günthersburgpark**",
      "* **Adresse:** Wetteraustraße 12, 60389 Frankfurt",
      "* **Bewertung:** 4,9/5 (Google)",
      "* **Besonderheit:** Zahnbehandlungen und Ultraschall",
      "",
      "**3. Tierklinik Nordwest**",
      "* **Adresse:** Praunheimer Landstraße 120, 60488 Frankfurt",
      "* **Bewertung:** 4,5/5 (Google)",
      "* **Besonderheit:** 24-Stunden-Notdienst",
      "",
      "**Wichtig:** Rufen Sie bei Notfällen immer vorher in der Praxis an.",
    ),
    target: { businessName: "Kleintierpraxis am Günthersburgpark" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Tierarztpraxis Sachsenhausen", "Kleintierpraxis am Günthersburgpark", "Tierklinik Nordwest"],
      contextIncludes: "Kleintierpraxis am Günthersburgpark",
    },
  },
  {
    id: "holdout-sushi-duesseldorf-medaillen-emoji",
    about: "Rangliste mit Medaillen-Emoji ('🥇 **Name** – …') statt Nummern, Ziel auf Platz 2",
    answer: md(
      "Meine Favoriten für Sushi in Düsseldorf:",
      "",
      "🥇 **Sushi Sakura** – frischer Fisch, Omakase am Wochenende",
      "🥈 **Nagomi Sushi Bar** – authentisch japanisch, oft ausgebucht",
      "🥉 **Roll & Bowl** – günstige Poke Bowls und kreative Rolls",
      "",
      "Reservieren Sie am Freitag- und Samstagabend am besten vorher.",
    ),
    target: { businessName: "Nagomi Sushi Bar" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Sushi Sakura", "Nagomi Sushi Bar", "Roll & Bowl"],
      contextIncludes: "authentisch japanisch",
    },
  },
  {
    id: "holdout-tierarzt-mannheim-le-chat-komma-nach-namen",
    about: "Le-Chat-Stil '- **Name**, Straße, PLZ Ort – Beschreibung'; Nutzer schreibt 'Vetcare', Antwort 'VetCare'; Ziel zuletzt",
    answer: md(
      "Hier sind einige Tierärzte in Mannheim, die gute Rückmeldungen erhalten:",
      "",
      "- **Tierarztpraxis Am Luisenpark**, Theodor-Heuss-Anlage 8, 68165 Mannheim – Kleintiere und Exoten, Termine online buchbar",
      "- **Tierärztliche Praxis Neckarau**, Rheingoldstraße 21, 68199 Mannheim – Hunde und Katzen, Hausbesuche möglich",
      "- **VetCare Lindenhof**, Meerfeldstraße 14, 68163 Mannheim – lange Öffnungszeiten unter der Woche",
    ),
    target: { businessName: "Vetcare Lindenhof" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Tierarztpraxis Am Luisenpark", "Tierärztliche Praxis Neckarau", "VetCare Lindenhof"],
      contextIncludes: "lange Öffnungszeiten",
    },
  },
  {
    id: "holdout-anwalt-leipzig-claude-absaetze-mit-fettem-namen",
    about: "Claude-Stil: Absätze, die mit fettem Namen als Satzsubjekt beginnen ('**Name** ist …'), ohne Liste; Ziel auf Platz 2",
    answer: md(
      "Für Mietrecht in Leipzig gibt es einige Kanzleien, die regelmäßig gut bewertet werden. Ein paar Anhaltspunkte:",
      "",
      "**Kanzlei Berger & Hofer** ist auf Mietrecht für Mieter spezialisiert und bietet eine Erstberatung zum Festpreis an. Die Kanzlei sitzt in der Südvorstadt.",
      "",
      "**Rechtsanwalt Jonas Pietsch** arbeitet allein, ist aber für schnelle Rückmeldungen bekannt und vertritt auch bei Eigenbedarfskündigungen.",
      "",
      "**Mietrechtskanzlei Sachsen** ist die größte der drei und berät sowohl Mieter als auch Vermieter.",
      "",
      "Ein Hinweis noch: Wenn Sie Mitglied im Mieterverein sind, bekommen Sie dort oft eine kostenlose Erstberatung.",
    ),
    target: { businessName: "Rechtsanwalt Jonas Pietsch" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Kanzlei Berger & Hofer", "Rechtsanwalt Jonas Pietsch", "Mietrechtskanzlei Sachsen"],
      contextIncludes: "schnelle Rückmeldungen",
    },
  },
];
