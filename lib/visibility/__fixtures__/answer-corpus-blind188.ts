/**
 * Hundertachtundachtzigster blinder Korpus (REPORT-ONLY): 30 realistische
 * deutschsprachige Antworten gemischter Länge auf alltägliche Empfehlungsfragen
 * nach lokalen Betrieben, so wie gewöhnliche Menschen sie heute bekommen –
 * Handwerk (Dachdecker, Elektriker/Wallbox, Installateur/Wärmepumpe,
 * Zimmerei/Schreinerei), Ärzte (Hausarzt, Zahnarzt), Tierärzte,
 * Physiotherapie, Gasthäuser, Mostschenke, Heurige/Weingüter, Alpbeizli,
 * Hofläden und Alpkäse, Ferienwohnungen und Pensionen, Werkstätten (HU,
 * Pickerl, Motorradpanne), Friseur/Coiffeur, Anwalt (Hofübergabe),
 * Steuerberatung. Betriebe in Listen, Tabellen, Fließtext und Kartenkarten;
 * dazwischen Plattformen, Verbände, Kammern, Behörden, Marken,
 * Sehenswürdigkeiten, Seen, Berge, Pässe und Veranstaltungen; ab und zu
 * Namensvettern; Inhaber, die für ihren Betrieb stehen; einige Betriebe
 * abgeraten oder geschlossen. Alle Betriebe, Personen und Betriebs-Domains
 * sind erfunden; reale Plattformen, Kammern, Verbände, Behörden, Marken, Seen,
 * Flüsse, Berge und Sehenswürdigkeiten stehen unter ihrem echten Namen.
 *
 * Stile (je Fall in `about` und `asked.assistant`):
 * - ChatGPT-Suche mit Überschrift oder fettem Namen je Betrieb und
 *   Markdown-Links (5: Heringhausen, Germerode, Mitterkirchen im Machland,
 *   Nußdorf ob der Traisen, Richisau);
 * - Perplexity mit [n]-Marken und Quellenliste, teils mit Tabelle (5: Usseln
 *   und Frankershausen mit Tabelle, Saxen, Inzersdorf-Getzersdorf, Morgenholz);
 * - Gemini mit fetten Namen und Detail-Bullets (4: Vasbeck, Heldra, Arbing,
 *   Rhodannenberg);
 * - Claude in fließendem Text ohne Websuche, mit Vorbehalten (4: Flechtdorf,
 *   Datterode, Klam, Nussbüel);
 * - Microsoft Copilot mit hochgestellten Marken und „Weitere Informationen“
 *   (4, ohne `engine`: Schwalefeld, Netra, Eschenau, Argseeli);
 * - Googles KI-Übersicht mit kurzen Bullets und „Mehr anzeigen“ (4, ohne
 *   `engine`: Eimelrod, Marktl, Äsch, Ruogig);
 * - Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und
 *   Text darunter (4, als `google-ai-overview` ohne `engine`, `about` beginnt
 *   mit „Google AI Mode“: Abterode, St. Aegyd am Neuwalde, Mättenwang,
 *   Nidleren).
 *
 * Regionen und Orte: Deutschland 12 (Diemelsee/Upland, Landkreis
 * Waldeck-Frankenberg: Heringhausen, Vasbeck, Flechtdorf, Usseln,
 * Schwalefeld, Eimelrod; Werra-Meißner-Kreis: Abterode, Germerode,
 * Frankershausen, Heldra, Datterode, Netra), Österreich 9 (Machland, Bezirk
 * Perg: Mitterkirchen im Machland, Saxen, Arbing, Klam; Traisental:
 * Eschenau, Marktl (Lilienfeld), St. Aegyd am Neuwalde, Nußdorf ob der
 * Traisen, Inzersdorf-Getzersdorf), Schweiz 9 (Glarus: Richisau und
 * Rhodannenberg im Klöntal, Nussbüel bei Braunwald, Morgenholz im Niederurner
 * Täli; Urnerboden/Klausen: Argseeli und Mättenwang auf dem Urnerboden, Äsch,
 * Ruogig und Nidleren bei Unterschächen). Als Orte von Betrieben kommen dazu
 * Rhenegge, Rattlar, Vockerode, Wolfterode, Hitzerode, Röhrda, Grandenborn,
 * Altenburschla, Völkershausen, Rotheau, Reichersdorf, Stollhofen und
 * Statzendorf. Jeder dieser Orte ergab 0 bei
 * `grep -rlw "<Ort>" lib/visibility/__fixtures__/ | wc -l` (nur die Anzahl
 * wurde angesehen, nie die Fundstellen). Bei der Suche wurden viele Glarner
 * und Urner Dörfer und Weiler (z. B. Näfels, Linthal, Elm, Braunwald,
 * Urnerboden, Unterschächen, Spiringen) sowie Adorf, Naarn, Baumgartenberg,
 * Traismauer, Traisen, Wilhelmsburg und Türnitz gezählt und wegen Treffern
 * verworfen; sie und andere Städte, Dörfer, Täler, Seen und Berge (Korbach,
 * Willingen, Brilon, Marsberg, Eschwege, Wanfried, Grein, Perg, Linz,
 * Lilienfeld, Herzogenburg, Traismauer, Glarus, Niederurnen, Linthal,
 * Altdorf, Klöntal, Klöntalersee, Schächental, Klausenpass, Pragelpass,
 * Glärnisch, Ortstock, Tödi, Göller, Diemelsee, Hoher Meißner, Donau)
 * stehen nur im Text oder in der Frage, nie als Ort eines Betriebs. Dass
 * die Orte existieren, wurde auf öffentlichen Seiten nachgesehen
 * (Gemeindeseiten und Lexikonartikel: Ortsteile der Gemeinde Diemelsee und
 * der Gemeinde Meißner, Ringgau mit Datterode und Netra, Katastralgemeinden
 * von Lilienfeld mit Marktl, Gemeinde Spiringen mit Urnerboden, Argseeli
 * und Mättenwang, Wander- und Tourenberichte zu Richisau, Rhodannenberg,
 * Nussbüel, Morgenholz, Äsch, Ruogig und Nidleren). Die übrigen
 * österreichischen Gemeinden und die Orte des Uplands und des
 * Werra-Meißner-Kreises sind bekannte Gemeinden bzw. Ortsteile.
 * Abweichung: In den Kommentaren von `corpora.ts` kommen „Glarnerland“,
 * „Uri/Schwyz“ und „Mühlviertel“ (zu dem das Machland oft gezählt wird) als
 * Regionen früherer Korpora vor. Weil der Auftrag diese Gegenden ausdrücklich
 * nannte, wurden sie beibehalten, aber nur mit Orten, die 0 Treffer haben
 * (in Glarus vor allem Weiler abseits der Hauptorte).
 *
 * Ziel genannt in 15 Antworten: Platz 1 (5: Schwalefeld, Datterode im
 * Fließtext, Arbing als „Haustechnik Brandstetter“ für „Brandstetter
 * Haustechnik GmbH“, St. Aegyd am Neuwalde als Karte, Argseeli), Platz 2 (4:
 * Heringhausen, Abterode als Karte, Eschenau als „Autowerkstatt Gruber“ für
 * „Kfz-Werkstätte Gruber OG“, Inzersdorf-Getzersdorf über die Inhaberin
 * „Mag. Ursula Kohlbauer“ und die Domain kohlbauer-steuer.at in den Quellen),
 * Platz 3 (3: Vasbeck über den Inhaber „Jürgen Emde“ für „Kfz-Technik Emde“,
 * Richisau, Rhodannenberg über den Inhaber „Kaspar Stüssi“ für „Holzbau
 * Stüssi AG“, ausgebucht), Platz 4 (2: Mitterkirchen im Machland, abgeraten;
 * Mättenwang als vierte Karte) und Platz 5 (1: Frankershausen, „Dachdeckerei
 * Hupfeld“ für „Dachdeckerei Hupfeld GmbH“ erst nach der Liste, nur neutral
 * eingetragen). Ton: recommended 12, discouraged 1 (Mitterkirchen),
 * unavailable 1 (Rhodannenberg), neutral 1 (Frankershausen). Ziel fehlt in 15
 * Antworten, davon 5 mit einer Verwechslungsgefahr: gleicher Familienname in
 * anderem Gewerbe („Landmetzgerei Rohde“ statt „Hofladen Rohde“, Germerode;
 * „Hufbeschlag Thomas Hölzl“ statt „Tierarztpraxis Mag. Hölzl“, Saxen),
 * ähnlicher Name („Elektrotechnik Rothe“ statt „Elektro Röth“, Netra;
 * „Weinbau Moser-Kaltenecker“ statt „Weingut Zeiler-Moser“, Nußdorf ob der
 * Traisen), Sehenswürdigkeit bzw. Talname ähnlich dem Ziel („Stäubifall“ neben
 * dem fehlenden „Gasthaus Stäubi“, Äsch; „Schächental“ neben der fehlenden
 * „Physiotherapie Schächental GmbH“, Ruogig); die übrigen ohne so etwas.
 * Andere Betriebe abgeraten (1: Buchhaltungsbüro Fix & Fertig, Heldra) oder
 * geschlossen (3: Hofcafé Kupferbach „hat … geschlossen“, Germerode; Gasthof
 * Traisenbrücke als Karte „Dauerhaft geschlossen“, St. Aegyd am Neuwalde;
 * Pension Schächenblick „hat inzwischen geschlossen“, Äsch).
 *
 * Antwortlängen 81 bis 680 Wörter (Median 169; gezählt als durch Leerraum
 * getrennte Stücke mit mindestens einem Buchstaben oder einer Ziffer, Markdown
 * und Links eingeschlossen). Über 600 Wörter (10): Nußdorf ob der Traisen
 * 611, Nussbüel 613, Frankershausen 614, Arbing 614, Germerode 620, Richisau
 * 620, Mitterkirchen im Machland 632, Heringhausen 651, Datterode 653,
 * Flechtdorf 680. Die übrigen 20 liegen zwischen 81 und 267 Wörtern (kurz
 * sind KI-Übersichten, AI Mode und Copilot).
 *
 * Geschrieben abseits der Auswertung. Gelesen wurden ausschließlich:
 * `answer-corpus.ts` Zeilen 1–70, `answer-corpus-blind2.ts` Zeilen 1–77,
 * `answer-corpus-blind42.ts` Zeilen 1–184, `answer-corpus-blind98.ts` Zeilen
 * 1–262, `second-reading-conventions.md` und die Kommentarzeilen von
 * `corpora.ts` (mit `grep -n` nach Zeilen, die mit `//` beginnen; daraus
 * nur die Regionen früherer Korpora). Nichts anderes im Repository wurde geöffnet – keine Analyse,
 * Regeln, Wortlisten, Tests, kein Leser, keine Fälle anderer Korpora, keine
 * Skripte (`scripts/node24.sh` wurde nur mit `source` geladen, nicht
 * gelesen); git wurde nicht benutzt. Dieser Korpus ist nirgends eingetragen.
 * Die Erwartungen standen fest, bevor irgendetwas auf diesen Korpus angewandt
 * wurde; die Auswertung, die Tests und keine Bench wurden laufen gelassen.
 * Geprüft wurde nur mit einem Skript außerhalb des Repositorys
 * (/tmp/cw188/), das allein diese Datei lädt: Anzahlen (30; DE 12, AT 9, CH 9;
 * je Stil; 15 mit Ziel), Wortzahlen, ob die erwarteten Namen und `negative`
 * wörtlich (ohne Markdown, Links, [n]- und hochgestellte Marken) und in der
 * Reihenfolge ihres ersten Auftretens im Text stehen, `contextIncludes` in
 * der Zeile der ersten Nennung des Ziels, ob fehlende Ziele und ihre Domains
 * wirklich fehlen (ohne Groß-/Kleinschreibung), die Eindeutigkeit der ids
 * (Präfix „blind188-“) und die Typprüfung
 * (`source scripts/node24.sh && npx tsc --noEmit -p .`). Nach der ersten
 * Prüfung wurden: (a) sechzehn Antworten um neutrale Sätze (Tipps, Kosten,
 * Anreise, Öffnungszeiten) verlängert, ohne neue Betriebe, Plattformen oder
 * Nennungen des Ziels, weil zunächst nur eine Antwort über 600 und fünf unter
 * 80 Wörtern lagen; (b) im Fall Mitterkirchen der abgeratene Eintrag so
 * umgestellt, dass der fette Name und der Hinweis auf die gemischten
 * Bewertungen in einer Zeile stehen (die Erwartung „gemischte Bewertungen“
 * blieb; vorher stand der Name allein in seiner Zeile, was der Konvention für
 * `contextIncludes` widersprach – geändert wurde die Antwort, nicht die
 * Erwartung); (c) im Fall Datterode ein Tippfehler in `contextIncludes`
 * berichtigt („Kinder viel Zeit“ → „Kindern viel Zeit“, wie im Satz „bei
 * Kindern viel Zeit“ gemeint). Sonst wurde keine Erwartung nach einer
 * Prüfung geändert.
 *
 * Dieser Korpus ist REPORT-ONLY: ein Maßstab, dessen Zahlen berichtet werden
 * dürfen. Er wird nie für eine Regel, das Training des Urteilsmodells oder eine
 * Änderung eines Prompts gelesen; seine Abweichungen werden nie Fall für Fall
 * gelesen oder ausgegeben, nur seine Kennzahlen.
 *
 * Es gelten die Konventionen im Kopf von `answer-corpus-blind42.ts` und
 * `answer-corpus-blind98.ts`, unverändert übernommen (`businesses` in der
 * Reihenfolge der ersten Nennung, jeder einmal, Name wie geschrieben ohne
 * Beschreibung, Markdown, Zitatmarken und führenden Artikel; ein Ort in
 * Klammern nach dem Namen gehört nicht zum Namen; das Ziel an seiner Stelle,
 * auch wenn abgeraten, ausgebucht oder nur neutral genannt; ein Ziel nach der
 * Liste bekommt den nächsten Platz nach der Liste; `negative` für andere
 * abgeratene oder geschlossene Betriebe; Plattformen unter ihrem
 * Markennamen, „(Google)“, „bei Google“, „Google-Bewertungen“ und Links auf
 * google.com/maps als „Google Maps“; Selbständige als eigenes Angebot sind
 * Einträge, Inhaber eines schon genannten Betriebs nicht; `contextIncludes`
 * aus der Zeile der ersten Nennung, bei einem fetten Namen allein in seiner
 * Zeile oder Überschrift ein Teil des Namens). Entscheidungen in
 * Zweifelsfällen:
 * - Inhaber, die für ihren Betrieb stehen, sind der Eintrag unter dem
 *   geschriebenen Namen („Jürgen Emde“, „Mag. Ursula Kohlbauer“, „Kaspar
 *   Stüssi“); ebenso selbständige Personen als eigenes Angebot („Zahnärztin
 *   Dr. Miriam Vogt“, „Tierärztin Mag. Sandra Pühringer“, „Mag. Renate
 *   Haider“, „Dr. Elisabeth Frühwirth“, „Dr. Gernot Hainzl“, „Dr. med. dent.
 *   Reto Landolt“). „Dr. Stiehl“ im Text unter den Karten und „Dr. Clobes“
 *   später im Fließtext sind Wiederholungen schon genannter Betriebe.
 * - Der Hufschmied in Saxen ist ein empfohlener Betrieb (Eintrag), aber nicht
 *   das Ziel; „Ausg'steckt“, Kellergassen und das Kellergassenfest sind keine
 *   Betriebe.
 * - Ton: „gemischte Bewertungen … würde ich eher eine der anderen Adressen
 *   wählen“ ist "discouraged" (Mitterkirchen, Platz 4); „bis Frühjahr 2027
 *   ausgebucht und nimmt derzeit keine neuen Aufträge an“ ist "unavailable"
 *   (Rhodannenberg, Platz 3); „Außerdem ist … eingetragen; zu Referenzen …
 *   keine Angaben gefunden“ nach der Liste ist "neutral" (Frankershausen,
 *   Platz 5). „Taucht bei der Suche oft auf, darf aber … keine
 *   Steuererklärungen erstellen … würde ich davon abraten“ ist ein
 *   abgeratener Betrieb (`negative`, Heldra). Karten mit „Geschlossen · Öffnet
 *   …“ sind gewöhnliche Öffnungszeiten.
 * - Keine Betriebe (Verbände, Kammern, Behörden, Einrichtungen, Verkehr,
 *   Marken, Programme): TÜV Hessen, DEKRA, GTÜ, ADAC, Kassenärztliche
 *   Vereinigung Hessen/116117, Stadtkrankenhaus Korbach, Tourist-Information
 *   Diemelsee, Physio-Deutschland, Landestierärztekammer Hessen,
 *   Dachdecker-Innung Werra-Meißner, Handwerkskammer Kassel, ZVDH, BAFA/BEG,
 *   KfW, Untere Denkmalschutzbehörde, Steuerberaterkammer Hessen, Finanzamt
 *   Eschwege-Witzenhausen, ELSTER, DATEV (Software), Lohnsteuerhilfeverein
 *   (ohne Namen), Landeszahnärztekammer Hessen, Kassenzahnärztliche
 *   Vereinigung Hessen, EAM Netz, „Geprüfte Qualität – Hessen“ (Siegel),
 *   Wochenmarkt Eschwege, Genussland Oberösterreich (Marke), Tierärztekammer
 *   Oberösterreich, Tiergesundheitsdienst, Pferdeklinik (ohne Namen),
 *   Ochsner, iDM, Viessmann (Marken), KPC, „Raus aus Öl und Gas“, Land
 *   Oberösterreich, OÖ Energiesparverband, Netz Oberösterreich,
 *   Landwirtschaftskammer Oberösterreich bzw. Niederösterreich, SVS,
 *   Rechtsanwaltskammer Oberösterreich, Bezirksgericht Perg, ÖAMTC, ARBÖ, ÖGK,
 *   1450, Weinherbst Niederösterreich, Niederösterreich Wein, Weinbauverein,
 *   Traisental DAC, KSW, FinanzOnline, SSO, Kantonsspital Glarus, Kantonsspital
 *   Uri, Luftseilbahn Niederurnen–Morgenholz, Standseilbahn Linthal–Braunwald,
 *   Postauto, Axpo, Glarnerland Tourismus, Holzbau Schweiz, Lignum, Gemeinde
 *   Glarus, SLF, Tourismusbüro (ohne Namen), TCS, physioswiss; Zahlungsmittel
 *   (TWINT).
 * - Sehenswürdigkeiten, Gewässer, Berge, Pässe und Wege, keine Betriebe:
 *   Diemelsee, Sperrmauer, Naturpark Diemelsee, Klosterkirche Flechtdorf,
 *   Wolfgang-Bonhage-Museum, Klippe auf dem Martenberg, Mühlenkopfschanze,
 *   Ettelsberg, Uplandsteig, Bergwildpark Meißner, Geo-Naturpark
 *   Frau-Holle-Land, Frau-Holle-Teich, Hoher Meißner, Keltendorf
 *   Mitterkirchen, Machland-Damm, Burg Clam, Stift Baumgartenberg,
 *   Donauradweg, Klamschlucht, Göller, Gscheid, Traisental-Radweg, Stift
 *   Herzogenburg, Römertor Traismauer, Klöntalersee, Glärnisch,
 *   Vrenelisgärtli, Pragelpass, Ortstock, Tödi, Klausenpass, Stäubifall.
 *   Betriebsnamen, die solche Namen enthalten („Haus Diemelblick“,
 *   „Seerestaurant Klönblick“, „Café Glärnischblick“, „Berghaus Pragelblick“,
 *   „Gästehaus Göllerblick“, „Zimmerei Löntsch AG“, „Schreinerei Glärnisch
 *   GmbH“, „Motorradservice Klausen GmbH“, „Gesundheitspraxis Klausen“,
 *   „Obsthof Werrablick“, „Dachbau Meißnerland GmbH“), sind Betriebe.
 * - Plattformen: Google Maps, FeWo-direkt, Booking.com,
 *   Traum-Ferienwohnungen, Jameda, Doctolib, Treatwell, Tripadvisor,
 *   MyHammer, Gelbe Seiten, Das Örtliche, ProvenExpert, Herold, DocFinder,
 *   OneDoc, local.ch, search.ch, Renovero, Airbnb. Keine Plattformen: g-ba.de,
 *   dachdecker.org, denkmal.hessen.de, bafa.de, werra-meissner-kreis.de,
 *   tieraerztekammer.at, muehlviertel.at, noe.lko.at, ksgl.ch, die Website
 *   der Seilbahn und die eigenen Websites der Betriebe. Antworten ohne
 *   Plattform haben `platforms: []` (Abterode, Klam, Äsch, Mättenwang,
 *   Ruogig, Nidleren).
 */

import type { BlindCorpusCase } from "./answer-corpus-blind2";

const md = (...lines: string[]): string => lines.join("\n");

export const answerCorpusBlind188: BlindCorpusCase[] = [
  // ---------------------------------------------------------------------------
  // Deutschland (12): Diemelsee/Upland und Werra-Meißner (Hessen)
  // ---------------------------------------------------------------------------
  {
    id: "blind188-chatgpt-ferienwohnung-heringhausen-ueberschriften",
    about: "ChatGPT-Suche mit Überschrift je Unterkunft und Markdown-Links, lang mit Ausflugstipps; Ziel in der zweiten Überschrift",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir suchen für die Sommerferien eine Ferienwohnung in Heringhausen am Diemelsee, 2 Erwachsene und 2 Kinder (6 und 9), gern mit Seeblick oder Bauernhof. Was kannst du empfehlen?", city: "Heringhausen", country: "DE" },
    answer: md(
      "Heringhausen ist der touristische Mittelpunkt der Gemeinde Diemelsee und staatlich anerkannter Luftkurort – der Ort liegt direkt am Ufer des Stausees, und fast alle Unterkünfte sind zu Fuß vom Wasser aus erreichbar. Für eine Familie mit zwei Kindern im Grundschulalter passen nach aktuellen Einträgen und Bewertungen vor allem diese Unterkünfte:",
      "",
      "### Haus Diemelblick",
      "Drei Ferienwohnungen zwischen 45 und 80 m² am Hang oberhalb der Uferpromenade. Die große Wohnung im Obergeschoss hat zwei Schlafzimmer und einen Balkon, von dem man über den See bis zur Sperrmauer schaut. Bettwäsche und Handtücher sind im Preis enthalten, Endreinigung wird extra berechnet. Gäste loben in den Bewertungen die Sauberkeit und die kurze Strecke zur Badestelle. ([fewo-direkt.de](https://www.fewo-direkt.de/ferienwohnung-diemelsee/heringhausen))",
      "",
      "### Ferienhof Sauer",
      "Ein familiengeführter Bauernhof am Ortsrand mit Milchkühen, Ziegen, Kaninchen und zwei Ponys. Die Kinder dürfen morgens beim Füttern helfen, es gibt einen Spielplatz, ein Trampolin und eine Scheune für Regentage. Zwei der vier Wohnungen sind ebenerdig, ein Brötchenservice wird angeboten, und am Wochenende gibt es frische Milch direkt vom Hof. Für euch mit Kindern im Alter von 6 und 9 ist das wahrscheinlich die stimmigste Wahl, weil ihr hier Seenähe und Hofleben verbindet – zum Ufer sind es rund zehn Minuten zu Fuß. ([ferienhof-sauer-diemelsee.de](https://www.ferienhof-sauer-diemelsee.de/ferienwohnungen))",
      "",
      "### Pension Itterbogen",
      "Kleinere Pension mit zwei Familienzimmern und einer Ferienwohnung für bis zu fünf Personen, ruhig am Itterarm des Sees gelegen. Frühstück kann dazugebucht werden, ein Fahrradkeller und Ladestation für E-Bikes sind vorhanden. Die Wohnung ist eher einfach eingerichtet, dafür im Preis deutlich günstiger als die Unterkünfte direkt am Hauptsee. ([booking.com](https://www.booking.com/hotel/de/pension-itterbogen.de.html))",
      "",
      "### Gästehaus Bergfried (Rhenegge)",
      "Falls in Heringhausen in den Ferien alles ausgebucht ist: Das Gästehaus in Rhenegge liegt etwa zehn Autominuten entfernt, hat ein großes Gartengrundstück mit Grillplatz und vermietet zwei geräumige Wohnungen mit je drei Schlafzimmern. Die Gastgeber geben gern Tipps für Wanderungen und Radtouren ins Upland. ([traum-ferienwohnungen.de](https://www.traum-ferienwohnungen.de/europa/deutschland/diemelsee/))",
      "",
      "## Gut zu wissen",
      "",
      "- **Früh buchen:** Die Sommerferien in Hessen und Nordrhein-Westfalen überschneiden sich teilweise, dann sind die Wohnungen am See schnell weg. Viele Gastgeber vermieten in der Hauptsaison nur wochenweise von Samstag bis Samstag.",
      "- **Kurbeitrag:** Als Luftkurort erhebt Heringhausen einen Kurbeitrag pro Person und Nacht, Kinder zahlen ermäßigt oder gar nichts. Den genauen Betrag nennt euch der Gastgeber oder die Tourist-Information Diemelsee, die ebenfalls in Heringhausen sitzt und auch freie Unterkünfte vermittelt.",
      "- **Baden und Boot:** Am Ufer gibt es mehrere ausgewiesene Badestellen mit Liegewiesen; das Wasser wird im Hochsommer angenehm warm, weil der See recht flach ausläuft. Tret- und Ruderboote kann man am Anleger in der Ortsmitte leihen.",
      "- **Wandern:** Der Rundweg um den Diemelsee ist gut 20 Kilometer lang und lässt sich in Etappen aufteilen – für Kinder ist der Abschnitt über die Sperrmauer besonders spannend. Im Naturpark Diemelsee gibt es außerdem mehrere kurze Themenwege.",
      "- **Ausflüge bei Regen:** Die romanische Klosterkirche in Flechtdorf, die Altstadt von Korbach mit dem Wolfgang-Bonhage-Museum und die Klippe auf dem Martenberg bei Adorf sind gut mit dem Auto erreichbar.",
      "- **Willingen:** In rund 25 Minuten seid ihr in Willingen. Dort lohnen sich die Mühlenkopfschanze, die Wanderwege am Ettelsberg und bei gutem Wetter der Uplandsteig. Viele Ferienwohnungen geben eine Gästekarte aus, mit der Busse in der Region kostenlos sind.",
      "- **Anreise:** Mit dem Auto erreicht ihr Heringhausen über Korbach oder über Marsberg und Padberg; mit der Bahn fahrt ihr bis Korbach oder Brilon-Wald und nehmt von dort den Bus. In der Saison verkehrt außerdem ein Ausflugsschiff auf dem See, das mehrere Anleger verbindet.",
      "- **Einkaufen:** Für größere Einkäufe fahrt ihr am besten nach Korbach oder Brilon; in Heringhausen selbst gibt es nur ein kleines Angebot, ein Bäckerwagen kommt aber in der Saison mehrmals pro Woche.",
      "",
      "**Mein Tipp:** Wenn euch Tiere und Platz zum Toben wichtiger sind als der direkte Blick aufs Wasser, nehmt den Ferienhof; wenn ihr abends auf dem Balkon den Sonnenuntergang über dem See sehen wollt, das Haus Diemelblick. Fragt bei beiden nach, ob Kinderbetten, Hochstuhl und ein abschließbarer Raum für Fahrräder vorhanden sind, und ob Haustiere im Haus wohnen, falls jemand allergisch ist.",
      "",
      "Soll ich dir noch Unterkünfte mit Sauna oder direkt am Itterarm heraussuchen?",
    ),
    target: { businessName: "Ferienhof Sauer", domain: "ferienhof-sauer-diemelsee.de" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Haus Diemelblick", "Ferienhof Sauer", "Pension Itterbogen", "Gästehaus Bergfried"],
      contextIncludes: "Ferienhof Sauer",
      tone: "recommended",
      platforms: ["FeWo-direkt", "Booking.com", "Traum-Ferienwohnungen"],
    },
  },
  {
    id: "blind188-perplexity-physiotherapie-usseln-tabelle",
    about: "Perplexity mit [n]-Marken, Tabelle und Quellenliste zur Physiotherapie; Ziel fehlt",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Physiotherapie in Usseln mit Hausbesuch, Krankengymnastik nach Knie-OP", city: "Usseln", country: "DE" },
    answer: md(
      "In Usseln und den Nachbarorten im Upland gibt es mehrere Praxen, die Krankengymnastik nach Knie-Operationen anbieten; Hausbesuche sind möglich, wenn die Ärztin oder der Arzt sie auf der Verordnung ankreuzt[1][4].",
      "",
      "| Praxis | Ort | Schwerpunkte | Hausbesuche |",
      "| --- | --- | --- | --- |",
      "| Physiopraxis am Hagen | Usseln | KG, Manuelle Therapie, Lymphdrainage | ja |",
      "| Therapiezentrum Upland | Schwalefeld | KG am Gerät, Reha-Sport, Kiefergelenk | nein |",
      "| Physiotherapie Lena Hömberg | Eimelrod | KG, Bobath, Geriatrie | ja, im Upland |",
      "",
      "**Physiopraxis am Hagen** ist die einzige Praxis direkt in Usseln. Sie arbeitet mit allen Kassen, bietet nach Knie-TEP eine Nachbehandlung mit Manueller Lymphdrainage an und hat laut Bewertungen meist innerhalb einer Woche einen ersten Termin frei[2].",
      "",
      "**Therapiezentrum Upland** lohnt sich, sobald du wieder selbst fahren kannst: Die gerätegestützte Krankengymnastik (KGG) hilft beim Muskelaufbau nach der Reha[3].",
      "",
      "**Physiotherapie Lena Hömberg** fährt zu Hausbesuchen auch nach Usseln und Rattlar und ist besonders bei älteren Patientinnen und Patienten beliebt[1].",
      "",
      "Tipp: Eine Verordnung muss innerhalb von 28 Tagen nach Ausstellung begonnen werden. Die Zuzahlung beträgt 10 € pro Verordnung plus 10 % der Behandlungskosten, sofern du nicht befreit bist[4]. Eine Übersicht über Praxen findest du auch beim Landesverband Hessen von Physio-Deutschland.",
      "",
      "**Quellen**",
      "1. [Physiotherapie in Usseln – Google Maps](https://www.google.com/maps/search/physiotherapie+usseln)",
      "2. [physiopraxis-am-hagen.de – Leistungen](https://www.physiopraxis-am-hagen.de/leistungen)",
      "3. [therapiezentrum-upland.de – KGG](https://www.therapiezentrum-upland.de/kgg)",
      "4. [g-ba.de – Heilmittel-Richtlinie](https://www.g-ba.de/richtlinien/12/)",
    ),
    target: { businessName: "Physiotherapie Kesper" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Physiopraxis am Hagen", "Therapiezentrum Upland", "Physiotherapie Lena Hömberg"],
      tone: null,
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind188-gemini-werkstatt-vasbeck-inhaber",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Kfz-Technik Emde' nur über den Inhaber 'Jürgen Emde' an dritter Stelle",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Gute freie Autowerkstatt in Vasbeck oder Umgebung, die auch HU abnimmt?", city: "Vasbeck", country: "DE" },
    answer: md(
      "Gern! In Vasbeck und Umgebung gibt es ein paar zuverlässige Werkstätten. Die Hauptuntersuchung selbst nimmt immer eine Prüforganisation wie TÜV Hessen, DEKRA oder GTÜ ab, die aber regelmäßig in die Werkstätten kommt – du musst also nicht extra zu einer Prüfstelle fahren.",
      "",
      "**Autohaus Kleinschmidt**",
      "* **Adresse:** Flechtdorf, an der Landstraße Richtung Korbach",
      "* **Leistungen:** Inspektion aller Marken, Klimaservice, Reifeneinlagerung",
      "* **HU:** Jeden Dienstag Prüftag mit dem TÜV Hessen",
      "* **Bewertung:** 4,5 Sterne (Google)",
      "",
      "**Werkstatt Rhenetal GmbH**",
      "* **Adresse:** Rhenegge",
      "* **Besonderheit:** Spezialisiert auf ältere Fahrzeuge und Landmaschinen, auch Oldtimer-Gutachten",
      "* **HU:** Nach Vereinbarung mit DEKRA",
      "* **Bewertung:** 4,6 Sterne",
      "",
      "**Jürgen Emde**",
      "* **Art:** Kfz-Meisterbetrieb in Vasbeck, kleiner Familienbetrieb",
      "* **Besonderheit:** Faire Preise, Ersatzwagen auf Anfrage, Hol- und Bringservice im Ort",
      "* **HU:** Zweimal im Monat kommt die GTÜ",
      "* **Bewertung:** 4,8 Sterne, Kunden loben die ehrliche Beratung",
      "",
      "**Tipp:** Vereinbare HU und Inspektion am selben Tag, dann werden kleinere Mängel oft gleich behoben. Der ADAC bietet außerdem einen Werkstatt-Vergleich für Mitglieder an.",
    ),
    target: { businessName: "Kfz-Technik Emde" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Autohaus Kleinschmidt", "Werkstatt Rhenetal GmbH", "Jürgen Emde"],
      contextIncludes: "Jürgen Emde",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind188-claude-hausarzt-flechtdorf-fliesstext",
    about: "Claude ohne Websuche, langer Fließtext mit Vorbehalten und zwei Praxen im Text; Ziel fehlt",
    engine: "claude",
    asked: { assistant: "claude", query: "Ich wohne seit kurzem in Flechtdorf (Diemelsee) und brauche einen Hausarzt. Meine alte Praxis war in Dortmund. Wen kannst du empfehlen?", city: "Flechtdorf", country: "DE" },
    answer: md(
      "Willkommen in Flechtdorf! Vorweg eine ehrliche Einschränkung: Ich habe gerade keinen Zugriff auf aktuelle Webseiten oder Bewertungsportale, und gerade bei Hausarztpraxen im ländlichen Raum ändert sich viel – Praxen werden übergeben, schließen oder nehmen zeitweise keine neuen Patientinnen und Patienten auf. Nimm meine Hinweise deshalb als Ausgangspunkt und nicht als verlässliche Liste.",
      "",
      "Flechtdorf selbst ist ein kleiner Ortsteil der Gemeinde Diemelsee, bekannt vor allem für die romanische Klosterkirche. Eine eigene Hausarztpraxis direkt im Ort gibt es meines Wissens nicht; die hausärztliche Versorgung läuft über die größeren Ortsteile der Gemeinde und über Korbach, das mit dem Auto in etwa einer Viertelstunde erreichbar ist. Wenn du kein Auto hast, lohnt sich ein Blick auf die Busverbindungen, die auf dem Land werktags oft nur wenige Male am Tag fahren.",
      "",
      "Aus meinem Trainingsstand kenne ich zwei Anlaufstellen, die in der Nähe genannt werden. Die Hausarztpraxis Dr. Brüne wurde in älteren Einträgen für ihre ruhige, gründliche Art und für Hausbesuche bei älteren Menschen gelobt; ob sie derzeit noch neue Patienten aufnimmt, kann ich nicht sagen. Daneben gibt es die Gemeinschaftspraxis am Rhenebogen in Rhenegge, in der mehrere Allgemeinmedizinerinnen und -mediziner arbeiten, was den Vorteil hat, dass auch bei Urlaub oder Krankheit meist jemand erreichbar ist. Beide Praxen solltest du unbedingt vorher anrufen, statt einfach vorbeizugehen.",
      "",
      "Wie du am schnellsten an einen Platz kommst:",
      "",
      "1. **Direkt anrufen und freundlich nachfragen.** Sag gleich, dass du neu zugezogen bist, in welchem Ortsteil du wohnst und ob du chronische Erkrankungen oder Dauermedikamente hast. Praxen auf dem Land nehmen Menschen aus dem direkten Einzugsgebiet oft eher auf als solche, die nur vorübergehend da sind.",
      "2. **Arztsuche der Kassenärztlichen Vereinigung Hessen nutzen.** Dort kannst du nach Fachrichtung und Entfernung filtern und siehst zumindest, welche Praxen es gibt und wie die Sprechzeiten sind.",
      "3. **Terminservicestelle 116117.** Die Servicestelle vermittelt keine dauerhafte Hausarztpraxis, kann aber bei einem akuten Termin helfen. Nachts und am Wochenende erreichst du unter derselben Nummer den ärztlichen Bereitschaftsdienst.",
      "4. **Bewertungsportale mit Vorsicht lesen.** Auf Jameda und in Google-Bewertungen findest du Eindrücke anderer Patienten, aber bei kleinen Praxen sind es oft nur eine Handvoll Bewertungen, die stark schwanken. Auf Doctolib kannst du sehen, ob eine Praxis Online-Termine anbietet, was auf dem Land allerdings noch die Ausnahme ist.",
      "5. **Deine Krankenkasse fragen.** Manche Kassen haben Listen von Praxen, die an Hausarztverträgen teilnehmen, und helfen bei der Suche, wenn du länger nichts findest.",
      "",
      "Ein paar praktische Punkte noch: Lass dir von deiner alten Praxis in Dortmund die wichtigsten Befunde, Impfdaten und den aktuellen Medikationsplan schicken, am besten als Ausdruck oder über die elektronische Patientenakte, falls du sie nutzt. Das erleichtert den ersten Termin enorm, weil die neue Praxis nicht bei null anfängt. Wenn du regelmäßig Rezepte brauchst, sorge vor dem Umzug für einen Vorrat von ein paar Wochen, damit du nicht unter Zeitdruck gerätst.",
      "",
      "Noch ein Wort zur Auswahl: Achte beim ersten Gespräch darauf, ob die Praxis Hausbesuche macht, wie Rezepte für Dauermedikamente bestellt werden können (telefonisch, per Fax, per E-Mail oder über eine App) und wie lange man in der Regel auf einen Termin wartet, wenn es nicht dringend ist. Gerade auf dem Land sind solche praktischen Dinge im Alltag oft wichtiger als die Frage, ob eine Praxis besonders modern eingerichtet ist. Und frag ruhig nach, ob die Praxis an Vorsorgeprogrammen wie dem Check-up ab 35 oder an strukturierten Behandlungsprogrammen für chronische Erkrankungen teilnimmt, falls das für dich relevant ist.",
      "",
      "Für Notfälle ist das nächstgelegene Krankenhaus mit Notaufnahme das Stadtkrankenhaus Korbach. Bei lebensbedrohlichen Beschwerden gilt natürlich immer die 112.",
      "",
      "Zum Hintergrund: Im Landkreis Waldeck-Frankenberg gibt es, wie in vielen ländlichen Regionen Hessens, weniger Hausärztinnen und Hausärzte als früher, und einige Praxen suchen seit Jahren eine Nachfolge. Es kann also sein, dass du zwei, drei Anrufe brauchst, bis es klappt. Lass dich davon nicht entmutigen – wer freundlich und mit klaren Angaben fragt, hat meistens nach kurzer Zeit Erfolg. Manchmal hilft auch die Nachfrage bei einer Apotheke in der Nähe; die Mitarbeitenden wissen oft sehr genau, welche Praxis gerade Kapazitäten hat und welche nicht.",
      "",
      "Wenn du magst, kann ich dir eine kurze Vorlage für den ersten Anruf oder eine E-Mail an die Praxis formulieren.",
    ),
    target: { businessName: "Hausarztpraxis Dr. Wetekam" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Hausarztpraxis Dr. Brüne", "Gemeinschaftspraxis am Rhenebogen"],
      tone: null,
      platforms: ["Jameda", "Google Maps", "Doctolib"],
    },
  },
  {
    id: "blind188-copilot-restaurant-schwalefeld-hochgestellt",
    about: "Microsoft Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel an erster Stelle",
    asked: { assistant: "copilot", query: "Restaurant in Schwalefeld für ein Familienessen am Sonntag mit 10 Personen", city: "Schwalefeld", country: "DE" },
    answer: md(
      "Für ein Familienessen mit zehn Personen in Schwalefeld bieten sich diese Lokale an:",
      "",
      "- **Landgasthaus Schwalefelder Hof**: Gutbürgerliche Küche mit Wild aus dem Upland, ein separater Raum für Gruppen bis 20 Personen und ein Sonntagsmittagstisch. Reservierung empfohlen.¹",
      "- **Gasthof Upländer Stuben**: Im Nachbarort Usseln, bekannt für Schnitzelvariationen und hausgemachte Kuchen, großer Parkplatz.²",
      "- **Café Uplandblick**: Eher für Kaffee und Kuchen am Nachmittag, mit Terrasse und Blick auf die Berge rund um Willingen.³",
      "",
      "Für Sonntage in der Ferienzeit solltest du eine Woche vorher reservieren, weil viele Urlaubsgäste aus Willingen in die umliegenden Dörfer ausweichen. Manche Gasthäuser bieten für Gruppen ein festes Menü an, was die Bestellung erleichtert.",
      "",
      "Weitere Informationen",
      "1 tripadvisor.de",
      "2 google.com",
      "3 cafe-uplandblick.de",
    ),
    target: { businessName: "Landgasthaus Schwalefelder Hof" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Landgasthaus Schwalefelder Hof", "Gasthof Upländer Stuben", "Café Uplandblick"],
      contextIncludes: "Sonntagsmittagstisch",
      tone: "recommended",
      platforms: ["Tripadvisor", "Google Maps"],
    },
  },
  {
    id: "blind188-aio-friseur-eimelrod-kurz",
    about: "Googles KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Ziel fehlt",
    asked: { assistant: "google-ai-overview", query: "friseur eimelrod", city: "Eimelrod", country: "DE" },
    answer: md(
      "In Eimelrod und den umliegenden Orten des Uplands gibt es einige kleine Friseursalons:",
      "",
      "* **Salon Hannelore Behle:** Direkt in Eimelrod, Damen und Herren, Termine nur telefonisch.",
      "* **Haarstudio Upland:** In Usseln, auch samstags geöffnet, Online-Buchung über Treatwell möglich.",
      "* **Friseur Kappe:** In Rattlar, klassischer Herrenschnitt und Bartpflege.",
      "",
      "Viele kleine Salons auf dem Land haben montags geschlossen und arbeiten nur mit Termin. Für Hochsteckfrisuren oder Brautstyling sollte man mehrere Wochen vorher anfragen, da die kleinen Salons oft nur mit einer oder zwei Friseurinnen arbeiten.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Friseursalon Bunte Locke" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Salon Hannelore Behle", "Haarstudio Upland", "Friseur Kappe"],
      tone: null,
      platforms: ["Treatwell"],
    },
  },
  {
    id: "blind188-aimode-tierarzt-abterode-karten",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und Text darunter; Ziel als zweite Karte",
    asked: { assistant: "google-ai-overview", query: "Tierarzt Abterode Katze", city: "Abterode", country: "DE" },
    answer: md(
      "Hier sind Tierarztpraxen in der Nähe von Abterode, die Katzen behandeln:",
      "",
      "**Tierarztpraxis am Meißner**",
      "4,8 ★ (126) · Tierarzt",
      "Geöffnet · Schließt um 18:00",
      "„Sehr einfühlsam mit unserer ängstlichen Katze.“",
      "",
      "**Tierarztpraxis Dr. Stiehl**",
      "4,6 ★ (89) · Tierarzt",
      "Geschlossen · Öffnet Mo. um 08:00",
      "„Nimmt sich Zeit und erklärt alles genau.“",
      "",
      "**Kleintierpraxis Vockerode**",
      "4,9 ★ (41) · Tierärztin",
      "Geöffnet · Schließt um 12:30",
      "",
      "Die Tierarztpraxis am Meißner bietet auch Röntgen und Zahnbehandlungen an. Die Praxis von Dr. Stiehl in Abterode macht nach Absprache Hausbesuche, was bei gestressten Katzen hilfreich sein kann. Am Wochenende gibt es im Werra-Meißner-Kreis einen tierärztlichen Notdienst; die Landestierärztekammer Hessen veröffentlicht die diensthabenden Praxen.",
    ),
    target: { businessName: "Tierarztpraxis Dr. Stiehl" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Tierarztpraxis am Meißner", "Tierarztpraxis Dr. Stiehl", "Kleintierpraxis Vockerode"],
      contextIncludes: "Dr. Stiehl",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind188-chatgpt-hofladen-germerode-namensvetter",
    about: "ChatGPT-Suche, lang, fette Namen mit Links; ein geschlossenes Hofcafé; Ziel 'Hofladen Rohde' fehlt, nur die Landmetzgerei Rohde in Wolfterode (gleicher Familienname, anderes Gewerbe)",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wo kann ich in Germerode oder am Meißner regional einkaufen – Hofladen mit Eiern, Fleisch, Käse?", city: "Germerode", country: "DE" },
    answer: md(
      "Rund um Germerode und den Hohen Meißner gibt es einige Direktvermarkter, bei denen du Eier, Fleisch, Wurst, Käse und saisonales Obst und Gemüse direkt vom Erzeuger bekommst. Die meisten haben nur an bestimmten Tagen geöffnet, deshalb lohnt sich vor dem Besuch ein kurzer Blick auf die Öffnungszeiten.",
      "",
      "**1. Hofladen am Klosterweg (Germerode)**",
      "Kleiner Hofladen in Laufweite der Klosterkirche mit Eiern aus Freilandhaltung, Kartoffeln, Nudeln aus eigenem Hartweizen und Honig von Imkern aus der Umgebung. Freitags gibt es frisches Brot aus dem Holzofen. Geöffnet ist Dienstag, Freitag und Samstagvormittag, außerhalb dieser Zeiten steht ein Eierautomat am Hoftor. ([Google Maps](https://www.google.com/maps/search/hofladen+germerode))",
      "",
      "**2. Landmetzgerei Rohde (Wolfterode)**",
      "Eine Metzgerei mit eigener Schlachtung, die Rinder und Schweine von Höfen aus dem Meißnervorland bezieht. Besonders gelobt werden die Ahle Wurscht, die nordhessische Spezialität, und der Schwartenmagen. Mittwochs gibt es einen Mittagstisch. ([landmetzgerei-rohde.de](https://www.landmetzgerei-rohde.de/))",
      "",
      "**3. Ziegenhof Kalbe (Vockerode)**",
      "Ziegenkäse in vielen Varianten – frisch, gereift, mit Kräutern oder in Öl eingelegt – und im Frühjahr Zicklein-Fleisch auf Vorbestellung. Der Hof bietet gelegentlich Führungen für Familien an, bei denen Kinder die Ziegen füttern dürfen. ([ziegenhof-kalbe.de](https://www.ziegenhof-kalbe.de/hofladen))",
      "",
      "**4. Obsthof Werrablick (Frankershausen)**",
      "Von Juli bis Oktober gibt es hier Äpfel, Birnen, Zwetschgen und Kirschen aus eigenem Anbau, außerdem naturtrüben Apfelsaft und Apfelwein. Im Herbst kannst du an einigen Wochenenden selbst pflücken. ([obsthof-werrablick.de](https://www.obsthof-werrablick.de/))",
      "",
      "Ein Hinweis noch: Das Hofcafé Kupferbach in Abterode, das in älteren Empfehlungen oft auftaucht, hat Ende 2024 geschlossen – dort bekommst du also nichts mehr.",
      "",
      "### Tipps für deinen Einkauf",
      "",
      "- **Wochenmarkt:** Auf dem Wochenmarkt in Eschwege verkaufen mehrere Höfe aus dem Meißnerland, darunter auch Erzeuger, die keinen eigenen Laden haben. Das ist praktisch, wenn du vieles auf einmal besorgen willst.",
      "- **Regionale Siegel:** Achte auf das Zeichen „Geprüfte Qualität – Hessen“; es kennzeichnet Produkte, die in Hessen erzeugt und verarbeitet wurden. Bei Käse und Fleisch vom Hof steht die Herkunft aber ohnehin meist direkt am Produkt.",
      "- **Ausflug kombinieren:** Wenn du mit Kindern unterwegs bist, lässt sich der Einkauf gut mit einem Besuch im Bergwildpark Meißner verbinden, der zwischen Germerode und dem Meißnerplateau liegt. Auch die Wanderwege im Geo-Naturpark Frau-Holle-Land beginnen teilweise direkt am Ortsrand, etwa zum Frau-Holle-Teich auf dem Hohen Meißner.",
      "- **Kühltasche mitnehmen:** Gerade bei Fleisch, Wurst und Käse ist eine Kühltasche sinnvoll, vor allem im Sommer und wenn du mehrere Höfe nacheinander anfährst.",
      "- **Bar zahlen:** Viele kleine Hofläden nehmen keine Karte, manche haben eine Kasse des Vertrauens. Am besten hast du etwas Bargeld und Kleingeld dabei.",
      "- **Vorbestellen:** Fleischpakete, Zicklein und Weihnachtsgänse werden fast überall nur auf Vorbestellung verkauft, oft schon Wochen im Voraus. Ein kurzer Anruf spart dir eine vergebliche Fahrt.",
      "- **Preise:** Direkt vom Hof ist nicht automatisch billiger als im Supermarkt, aber Qualität und Frische sind meist deutlich besser. Ein Dutzend Freilandeier kostet in der Gegend etwa 4 bis 5 €, ein Kilo Rindergulasch vom Weiderind rund 18 bis 24 €, Ziegenfrischkäse um 3 bis 4 € pro Stück.",
      "- **Verpackung mitbringen:** Eierkartons, Gläser und Dosen werden in vielen Hofläden gern wiederverwendet; manche geben dafür sogar ein paar Cent zurück. Auch ein Korb oder ein paar Stoffbeutel für Obst und Gemüse sind praktisch.",
      "- **Mit dem Rad:** Die Hofläden liegen zum Teil nur wenige Kilometer auseinander. Wer sportlich ist, kann eine Einkaufstour mit dem Rad machen; die Anstiege rund um den Meißner sind allerdings nicht zu unterschätzen, ein E-Bike hilft.",
      "- **Saison beachten:** Im Winter haben einige Höfe nur eingeschränkt geöffnet, dafür gibt es dann Wildfleisch aus den Wäldern am Meißner und Gänse zur Weihnachtszeit.",
      "",
      "Übrigens: Wer regelmäßig regional einkaufen möchte, kann bei einigen der genannten Betriebe auch eine Gemüse- oder Fleischkiste abonnieren oder sich in eine Bestellliste eintragen lassen; dann wird man per Nachricht informiert, wenn wieder geschlachtet wird oder die ersten Äpfel reif sind.",
      "",
      "Wenn du mir sagst, an welchem Wochentag du einkaufen möchtest, kann ich dir eine kleine Route zusammenstellen, bei der alle Läden auch wirklich geöffnet sind.",
    ),
    target: { businessName: "Hofladen Rohde", domain: "hofladen-rohde.de" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Hofladen am Klosterweg", "Landmetzgerei Rohde", "Ziegenhof Kalbe", "Obsthof Werrablick"],
      tone: null,
      negative: ["Hofcafé Kupferbach"],
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind188-perplexity-dachdecker-frankershausen-nach-liste",
    about: "Perplexity, lang, mit [n]-Marken, Kostentabelle und Quellenliste; Ziel 'Dachdeckerei Hupfeld GmbH' in Kurzform erst nach der Liste, nur neutral eingetragen (Platz 5)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Dachdecker in Frankershausen (Berkatal) für Dachsanierung mit Dämmung, altes Fachwerkhaus", city: "Frankershausen", country: "DE" },
    answer: md(
      "Für eine Dachsanierung mit Dämmung an einem Fachwerkhaus in Frankershausen kommen mehrere Dachdeckerbetriebe aus dem Berkatal und dem Meißnervorland infrage; bei Fachwerk ist Erfahrung mit diffusionsoffenen Aufbauten und mit dem Denkmalschutz besonders wichtig[1][2].",
      "",
      "## Betriebe in der Nähe",
      "",
      "**Bedachungen Otto (Hitzerode)** – Meisterbetrieb in dritter Generation, Schwerpunkt Steil- und Schieferdächer, viele Referenzen an Fachwerkhäusern im Werratal. Der Betrieb übernimmt auch die Koordination mit dem Zimmerer, wenn Sparren ausgetauscht werden müssen[3].",
      "",
      "**Dach & Holz Berkatal GmbH** – Dachdeckerei und Zimmerei unter einem Dach, was bei Fachwerk praktisch ist, weil Holzschäden direkt mitbehoben werden. Bietet Aufsparrendämmung mit Holzfaserplatten an und ist Mitglied der Dachdecker-Innung Werra-Meißner[4].",
      "",
      "**Zimmerei und Dachdeckerei Brill (Frankershausen)** – Kleiner Familienbetrieb direkt im Ort, gelobt für saubere Baustellen und pünktliche Termine. Eher für kleinere bis mittlere Dächer geeignet[5].",
      "",
      "**Dachbau Meißnerland GmbH** – Etwas größerer Betrieb mit eigener Spenglerei, auch Photovoltaik-Indach-Lösungen. Längere Vorlaufzeiten, aktuell etwa vier bis sechs Monate[6].",
      "",
      "Außerdem ist in Frankershausen die Dachdeckerei Hupfeld eingetragen[5]; zu Referenzen oder Schwerpunkten habe ich dort allerdings keine Angaben gefunden.",
      "",
      "## Was kostet eine Dachsanierung mit Dämmung?",
      "",
      "| Maßnahme | Kosten pro m² Dachfläche (ca.) | Hinweis |",
      "| --- | --- | --- |",
      "| Neueindeckung mit Tondachziegeln | 90–140 € | inkl. Lattung und Unterspannbahn |",
      "| Aufsparrendämmung Holzfaser | 120–180 € | diffusionsoffen, gut für Fachwerk |",
      "| Zwischensparrendämmung | 50–90 € | günstiger, oft von innen möglich |",
      "| Schieferdeckung | 160–250 € | bei Denkmalschutz häufig verlangt |",
      "| Gerüst | 8–15 € pro m² Fassade | je nach Standzeit |",
      "",
      "Für ein typisches Einfamilienhaus mit 150–180 m² Dachfläche liegen die Gesamtkosten damit schnell zwischen 35.000 und 60.000 €[7].",
      "",
      "## Förderung",
      "",
      "Die Dämmung des Daches wird im Rahmen der Bundesförderung für effiziente Gebäude (BEG) als Einzelmaßnahme über das BAFA mit 15 % gefördert, mit individuellem Sanierungsfahrplan mit 20 %[8]. Voraussetzung ist, dass ein Energieeffizienz-Experte den Antrag vor Beginn der Arbeiten stellt bzw. begleitet. Für umfassende Sanierungen zum Effizienzhaus gibt es zinsgünstige Kredite der KfW. Steht das Haus unter Denkmalschutz, brauchst du vorab eine Genehmigung der Unteren Denkmalschutzbehörde beim Werra-Meißner-Kreis; dafür sind unter Umständen auch steuerliche Abschreibungen möglich[9].",
      "",
      "## Tipps für die Auswahl",
      "",
      "- Hol mindestens drei Angebote ein und achte darauf, dass sie dieselben Positionen enthalten (Gerüst, Entsorgung, Dachrinnen, Anschlüsse an Kamin und Gauben).",
      "- Frag ausdrücklich nach Referenzen an Fachwerkhäusern; bei falschem Aufbau kann sich Feuchtigkeit im Holz sammeln.",
      "- Prüfe, ob der Betrieb in der Handwerksrolle der Handwerkskammer Kassel eingetragen ist.",
      "- Bewertungen auf MyHammer oder in den Gelben Seiten geben einen ersten Eindruck, sind bei kleinen Betrieben aber oft spärlich; ein Anruf bei Nachbarn mit ähnlichen Häusern ist manchmal aufschlussreicher.",
      "- Plane genug Vorlauf ein: Viele Dachdecker in Nordhessen sind für die nächsten Monate ausgebucht, Sanierungen im Winter sind nur eingeschränkt möglich.",
      "- Lass dir den geplanten Dachaufbau schriftlich beschreiben, inklusive Dämmstärke, Dampfbremse bzw. Dampfbremse mit variablem Sd-Wert und Anschlüssen an Giebel und Traufe. Bei Fachwerk sollte auch geklärt sein, wie der Übergang zur Außenwand ausgeführt wird.",
      "- Prüfe den Zeitplan: Eine Dachsanierung an einem Einfamilienhaus dauert je nach Umfang zwei bis sechs Wochen, bei Schieferdeckung länger. Rechne Puffer für Regentage und für Nacharbeiten am Holz ein, die sich oft erst nach dem Abdecken zeigen.",
      "- Denk an die Dachentwässerung und die Blitzschutzanlage: Wenn das Dach ohnehin neu gedeckt wird, ist es der günstigste Zeitpunkt, Rinnen, Fallrohre und Ableitungen zu erneuern oder eine Photovoltaikanlage vorzubereiten, etwa mit Leerrohren für die Leitungen.",
      "- Frag nach der Gewährleistung: Nach VOB beträgt sie in der Regel vier Jahre, nach BGB-Werkvertrag fünf Jahre. Viele Betriebe bieten für die Dacheindeckung zusätzlich eine Herstellergarantie auf die Ziegel an.",
      "- Vereinbare Abschlagszahlungen nach Baufortschritt und behalte einen Teil bis zur Abnahme ein.",
      "- Kläre vorab, ob während der Arbeiten das Dachgeschoss bewohnbar bleibt und wie das Haus bei Regen geschützt wird.",
      "",
      "**Quellen**",
      "1. [dachdecker.org – Zentralverband des Deutschen Dachdeckerhandwerks: Dämmung im Altbau](https://www.dachdecker.org/)",
      "2. [denkmalpflege-hessen.de – Fachwerk und Dämmung](https://denkmal.hessen.de/)",
      "3. [bedachungen-otto.de – Referenzen](https://www.bedachungen-otto.de/referenzen)",
      "4. [dach-holz-berkatal.de – Leistungen](https://www.dach-holz-berkatal.de/)",
      "5. [Das Örtliche – Dachdecker in Berkatal](https://www.dasoertliche.de/?kw=dachdecker&ci=berkatal)",
      "6. [dachbau-meissnerland.de – Aktuelles](https://www.dachbau-meissnerland.de/aktuelles)",
      "7. [MyHammer – Kosten Dachsanierung 2026](https://www.my-hammer.de/kosten/dachsanierung)",
      "8. [bafa.de – BEG Einzelmaßnahmen](https://www.bafa.de/DE/Energie/Effiziente_Gebaeude/)",
      "9. [werra-meissner-kreis.de – Denkmalschutz](https://www.werra-meissner-kreis.de/)",
    ),
    target: { businessName: "Dachdeckerei Hupfeld GmbH" },
    expected: {
      mentioned: true,
      position: 5,
      businesses: ["Bedachungen Otto", "Dach & Holz Berkatal GmbH", "Zimmerei und Dachdeckerei Brill", "Dachbau Meißnerland GmbH", "Dachdeckerei Hupfeld"],
      contextIncludes: "keine Angaben gefunden",
      tone: "neutral",
      platforms: ["Das Örtliche", "MyHammer", "Gelbe Seiten"],
    },
  },
  {
    id: "blind188-gemini-steuerberater-heldra-abgeraten",
    about: "Gemini mit fetten Namen und Detail-Bullets; ein Buchhaltungsbüro wird abgeraten; Ziel fehlt",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Steuerberater in Heldra oder Wanfried für Rentner mit Photovoltaikanlage und Vermietung", city: "Heldra", country: "DE" },
    answer: md(
      "Mit Rente, einer Photovoltaikanlage und Mieteinnahmen ist eine Steuererklärung schnell umfangreicher, als man denkt. In der Gegend um Heldra gibt es einige Kanzleien, die genau solche Fälle regelmäßig bearbeiten:",
      "",
      "**Steuerberatung Anke Wetzestein**",
      "* **Ort:** Altenburschla, wenige Minuten von Heldra",
      "* **Schwerpunkt:** Privatpersonen, Vermietung und Verpachtung, Renten",
      "* **Besonderheit:** Hausbesuche für ältere Mandanten möglich",
      "* **Bewertung:** 4,9 Sterne bei ProvenExpert",
      "",
      "**Kanzlei Hose & Partner**",
      "* **Ort:** Heldra",
      "* **Schwerpunkt:** Landwirte, Photovoltaik, kleine Gewerbebetriebe",
      "* **Besonderheit:** Digitale Belegübermittlung über DATEV Unternehmen online",
      "* **Bewertung:** 4,6 Sterne (Google)",
      "",
      "**Steuerbüro Völker**",
      "* **Ort:** Völkershausen",
      "* **Schwerpunkt:** Einkommensteuer für Privatpersonen, faire Pauschalpreise",
      "* **Hinweis:** Nimmt derzeit nur Mandanten aus dem Werratal an",
      "",
      "**Buchhaltungsbüro Fix & Fertig**",
      "* **Hinweis:** Taucht bei der Suche oft auf, darf aber als reines Buchhaltungsbüro keine Steuererklärungen erstellen; außerdem gibt es mehrere Beschwerden über verspätete Unterlagen. Für deinen Fall würde ich davon abraten.",
      "",
      "**Gut zu wissen:**",
      "* Seit 2022 sind kleine PV-Anlagen bis 30 kWp auf Einfamilienhäusern einkommensteuerfrei; die Vermietung muss aber weiterhin in der Anlage V erklärt werden.",
      "* Ob jemand als Steuerberater zugelassen ist, kannst du im Verzeichnis der Steuerberaterkammer Hessen prüfen.",
      "* Zuständig ist das Finanzamt Eschwege-Witzenhausen; die Erklärung wird heute fast immer elektronisch über ELSTER übermittelt.",
      "* Für reine Renteneinkünfte ohne Vermietung wäre auch ein Lohnsteuerhilfeverein eine günstige Alternative.",
    ),
    target: { businessName: "Steuerkanzlei Bachmann" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Steuerberatung Anke Wetzestein", "Kanzlei Hose & Partner", "Steuerbüro Völker"],
      tone: null,
      negative: ["Buchhaltungsbüro Fix & Fertig"],
      platforms: ["ProvenExpert", "Google Maps"],
    },
  },
  {
    id: "blind188-claude-zahnarzt-datterode-fliesstext-zuerst",
    about: "Claude, langer Fließtext mit Vorbehalten; Ziel als erste Praxis im laufenden Satz, später wiederholt",
    engine: "claude",
    asked: { assistant: "claude", query: "Welcher Zahnarzt in Datterode oder im Ringgau ist gut für Kinder? Meine Tochter (5) hat Angst.", city: "Datterode", country: "DE" },
    answer: md(
      "Das ist eine gute Frage, denn gerade der erste richtige Zahnarztbesuch prägt Kinder oft für lange Zeit. Vorweg: Ich kann nicht in Echtzeit prüfen, ob Praxen gerade neue Patientinnen aufnehmen oder wie aktuell die Bewertungen sind, deshalb bitte alles telefonisch gegenchecken.",
      "",
      "Im Ringgau wird am häufigsten die Zahnarztpraxis Dr. Clobes in Datterode genannt, vor allem von Eltern, die loben, dass sich das Team bei Kindern viel Zeit nimmt und die Behandlung spielerisch erklärt. Nach dem, was ich weiß, gibt es dort sogenannte Kennenlerntermine, bei denen Kinder nur auf dem Stuhl sitzen, das Licht an- und ausschalten und sich die Instrumente zeigen lassen, ohne dass behandelt wird. Für ein ängstliches Kind ist genau das oft der beste Einstieg.",
      "",
      "Eine zweite Möglichkeit ist Zahnärztin Dr. Miriam Vogt in Röhrda, die eine Zusatzqualifikation in Kinderzahnheilkunde haben soll und nach Elternberichten sehr ruhig und geduldig arbeitet. Die Praxis ist kleiner, dadurch sind Termine manchmal schwieriger zu bekommen, die Atmosphäre ist aber familiär. Als dritte Adresse kommt die Zahnarztpraxis Netratal in Netra infrage, eine Gemeinschaftspraxis mit mehreren Behandlern, die vor allem wegen der Öffnungszeiten am späten Nachmittag praktisch sein kann, wenn Kindergarten und Arbeit schwer unter einen Hut zu bringen sind.",
      "",
      "Wenn du dich für eine Praxis entschieden hast, helfen ein paar Dinge, damit der Besuch gut läuft:",
      "",
      "- **Vorher spielerisch vorbereiten.** Bilderbücher über den Zahnarztbesuch oder ein Rollenspiel mit Kuscheltieren nehmen viel Unbekanntes weg. Vermeide Sätze wie „Es tut gar nicht weh“ – das Wort „weh“ bleibt hängen.",
      "- **Einen guten Zeitpunkt wählen.** Vormittags sind die meisten Kinder ausgeruhter, und die Praxis ist oft noch nicht im Verzug.",
      "- **Die eigene Angst nicht übertragen.** Falls du selbst ungern zum Zahnarzt gehst, kann es helfen, wenn eine andere Bezugsperson mitkommt.",
      "- **Ankündigen, dass sie Angst hat.** Sag es schon bei der Terminvereinbarung; gute Praxen planen dann mehr Zeit ein und lassen das Kind zuerst mit einer Assistentin warm werden.",
      "- **Kleine Belohnung danach,** aber nicht als Bestechung vorher.",
      "",
      "Die Frühuntersuchungen beim Zahnarzt sind für Kinder bis zum sechsten Geburtstag übrigens Kassenleistung, ebenso das Auftragen von Fluoridlack zweimal im Jahr. Lass dir das Kinder-Untersuchungsheft bzw. den Zahnärztlichen Kinderpass geben, falls du noch keinen hast; die Landeszahnärztekammer Hessen stellt dazu Informationen für Eltern bereit. Auch das Bonusheft solltest du von Anfang an führen lassen.",
      "",
      "Falls die Angst sehr groß ist oder eine größere Behandlung nötig wird, etwa mehrere kariöse Milchzähne, gibt es spezialisierte Kinderzahnarztpraxen in Eschwege und Kassel, die auch Behandlungen unter Lachgas oder in Narkose anbieten. Eine Überweisung brauchst du dafür nicht, aber oft längere Wartezeiten. Welche Praxen das konkret anbieten, erfährst du auch bei der Kassenzahnärztlichen Vereinigung Hessen.",
      "",
      "Bewertungen auf Jameda oder bei Google können dir einen ersten Eindruck geben, aber bei Kindern zählt am Ende vor allem, ob die Chemie zwischen deiner Tochter und dem Behandlungsteam stimmt. Wenn es beim ersten Versuch nicht klappt, ist das kein Drama – ein zweiter Kennenlerntermin oder ein Wechsel der Praxis ist völlig normal. Viele Kinder, die beim ersten Besuch weinen, sitzen beim dritten stolz allein auf dem Stuhl.",
      "",
      "Zur Zahnpflege zu Hause noch ein kurzer Hinweis, weil sie die Besuche deutlich entspannter macht: Bis etwa zum Schulalter sollten Eltern nachputzen, am besten abends im Liegen mit einer weichen Kinderzahnbürste und einer erbsengroßen Menge Kinderzahnpasta mit Fluorid. Süßes lieber zu den Mahlzeiten als zwischendurch, und zuckerhaltige Getränke aus der Flasche möglichst vermeiden. Wenn die Zähne gesund sind, bleiben die Termine kurz und angenehm – und genau das nimmt vielen Kindern mit der Zeit die Angst.",
      "",
      "Und noch ein Gedanke zur Auswahl: Bei Dr. Clobes würde ich als Erstes anrufen, weil die Praxis am nächsten liegt und die Wege für ein kleines Kind kurz bleiben. Wenn dort kein Termin in absehbarer Zeit frei ist, sind Röhrda und Netra mit dem Auto nur wenige Minuten entfernt. Für Notfälle am Wochenende gibt es den zahnärztlichen Notdienst, dessen aktuelle Nummer die Landeszahnärztekammer veröffentlicht.",
      "",
      "Möchtest du, dass ich dir ein paar Bilderbücher zum Thema empfehle oder eine kleine Geschichte für den Abend vorher schreibe?",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Clobes" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Zahnarztpraxis Dr. Clobes", "Zahnärztin Dr. Miriam Vogt", "Zahnarztpraxis Netratal"],
      contextIncludes: "Kindern viel Zeit",
      tone: "recommended",
      platforms: ["Jameda", "Google Maps"],
    },
  },
  {
    id: "blind188-copilot-elektriker-netra-aehnlicher-name",
    about: "Microsoft Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Elektro Röth' fehlt, genannt wird die ähnlich benannte 'Elektrotechnik Rothe' in Grandenborn",
    asked: { assistant: "copilot", query: "Elektriker in Netra für Wallbox-Installation", city: "Netra", country: "DE" },
    answer: md(
      "Für die Installation einer Wallbox in Netra kommen diese Elektrobetriebe in Frage:",
      "",
      "1. **Elektrotechnik Rothe** – in Grandenborn, installiert Wallboxen von 11 und 22 kW und übernimmt die Anmeldung beim Netzbetreiber.¹",
      "2. **Elektro-Service Ringgau GmbH** – direkt in Netra, auch Photovoltaik und Speicher, Termine meist innerhalb von drei bis vier Wochen.²",
      "3. **E-Mobil Technik Röhrda** – spezialisiert auf Ladeinfrastruktur für Privathaushalte und kleine Betriebe, bietet Komplettpakete inklusive Wallbox an.³",
      "",
      "Wichtig: Wallboxen bis 11 kW müssen beim Netzbetreiber – im Ringgau ist das meist EAM Netz – angemeldet werden, 22-kW-Wallboxen sind genehmigungspflichtig. Die Installation darf nur ein eingetragener Elektrofachbetrieb vornehmen. Lass dir vorab einen Vor-Ort-Termin geben, damit geprüft wird, ob dein Hausanschluss und der Zählerschrank ausreichen; ein neuer Zählerschrank kann die Kosten schnell um 1.500 bis 3.000 € erhöhen. Bewertungen findest du zum Beispiel auf MyHammer.⁴",
      "",
      "Weitere Informationen",
      "1 elektrotechnik-rothe.de",
      "2 gelbeseiten.de",
      "3 emobil-roehrda.de",
      "4 my-hammer.de",
    ),
    target: { businessName: "Elektro Röth", domain: "elektro-roeth.de" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Elektrotechnik Rothe", "Elektro-Service Ringgau GmbH", "E-Mobil Technik Röhrda"],
      tone: null,
      platforms: ["Gelbe Seiten", "MyHammer"],
    },
  },
  // ---------------------------------------------------------------------------
  // Österreich (9): Machland (Oberösterreich) und Traisental (Niederösterreich)
  // ---------------------------------------------------------------------------
  {
    id: "blind188-chatgpt-gasthaus-mitterkirchen-abgeraten",
    about: "ChatGPT-Suche, lang, fette Namen mit Links und Ausflugstipps; Ziel als vierter Betrieb mit gemischten Bewertungen abgeraten",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir machen eine Radtour am Donauradweg und übernachten in Mitterkirchen im Machland. Wo kann man abends gut essen, gern auch Most?", city: "Mitterkirchen im Machland", country: "AT" },
    answer: md(
      "Mitterkirchen im Machland liegt direkt an der Nordroute des Donauradwegs, und abends findet man im Ort und in den Nachbargemeinden ein paar gute Adressen mit regionaler Küche und Most aus dem Mühlviertel und Machland. Hier meine Auswahl, ergänzt um ein paar Hinweise für Radfahrer:",
      "",
      "**Gasthof Schwarzböck**",
      "Traditionelles Wirtshaus im Ortszentrum mit Gastgarten unter Kastanien. Auf der Karte stehen Bratl in der Rein, Surschnitzel, Knödel in verschiedenen Varianten und im Sommer Zander aus der Region. Die Portionen sind groß, was nach einer langen Etappe durchaus willkommen ist, und es gibt versperrbare Abstellplätze für Räder. Küche bis 21 Uhr, Montag Ruhetag. ([tripadvisor.at](https://www.tripadvisor.at/Restaurants-Mitterkirchen_im_Machland))",
      "",
      "**Landgasthaus Donaublick (Saxen)**",
      "Etwa zehn Minuten mit dem Rad flussabwärts. Die Terrasse schaut auf die Donau, abends oft mit schönem Sonnenuntergang. Die Küche ist etwas gehobener, mit saisonalen Gerichten wie Bärlauchknödeln im Frühjahr, Eierschwammerl im Sommer und Wild im Herbst. Reservieren ist am Wochenende ratsam. ([landgasthaus-donaublick.at](https://www.landgasthaus-donaublick.at/))",
      "",
      "**Mostschenke Pirklbauer (Arbing)**",
      "Für Most ist das die beste Wahl in der Gegend: Eigener Birn- und Apfelmost, Mostbratl, Speckbrot und eine kalte Platte mit Käse aus dem Mühlviertel. Geöffnet ist allerdings nur von Donnerstag bis Sonntag, die Ausg'steckt-Zeiten stehen auf der Website. Mit dem Rad sind es gut 15 Minuten über Nebenstraßen. ([Google Maps](https://www.google.com/maps/search/mostschenke+arbing))",
      "",
      "**Mostheuriger Hinterleitner** – Zu diesem Mostheurigen in Mitterkirchen gibt es zuletzt gemischte Bewertungen – mehrere Gäste schreiben von langen Wartezeiten und unfreundlichem Service, der Most selbst wird aber gelobt. Wenn ihr nur einen Abend habt, würde ich eher eine der anderen Adressen wählen.",
      "",
      "### Tipps für euren Aufenthalt",
      "",
      "- **Keltendorf Mitterkirchen:** Unbedingt anschauen, wenn ihr früh genug ankommt. Das Freilichtmuseum zeigt ein rekonstruiertes Dorf aus der Hallstattzeit mit Wohnhäusern, Werkstätten und einem Fürstengrab. Geöffnet ist es von Mai bis Oktober, für Gruppen gibt es Führungen.",
      "- **Machland-Damm:** Der Hochwasserschutzdamm, der nach dem Hochwasser von 2002 errichtet wurde, ist gleichzeitig ein schöner, ebener Radweg mit Blick über die Augebiete.",
      "- **Burg Clam und Stift Baumgartenberg:** Beide liegen nur wenige Kilometer nördlich bzw. westlich. Die Burg Clam ist noch bewohnt und im Sommer für Führungen geöffnet, in der Stiftskirche Baumgartenberg beeindruckt der barocke Stuck.",
      "- **Most-Kultur:** Im Mühlviertel und Machland wird Most traditionell vor allem aus Birnen gepresst. Fragt ruhig nach einem Mostkost-Brettl, dann könnt ihr mehrere Sorten probieren. Viele Mostschenken haben nur an bestimmten Wochen „ausg'steckt“ – ein grüner Buschen über dem Tor zeigt das an.",
      "- **Unterwegs einkaufen:** Unter der Marke „Genussland Oberösterreich“ findet ihr in Greißlereien und Hofläden regionale Produkte, die sich gut als Proviant für die nächste Etappe eignen.",
      "- **Rückweg im Dunkeln:** Die Nebenstraßen im Machland sind kaum beleuchtet; nehmt für den Rückweg vom Abendessen eine gute Lampe mit, und denkt daran, dass es auch für Radfahrer eine Promillegrenze gibt.",
      "- **Regentage:** Falls es regnet, lohnt sich ein Abstecher ins Stift Baumgartenberg oder ein gemütlicher Nachmittag in einem der Gasthäuser; die meisten haben eine große Stube, in der man auch mit nassen Radsachen willkommen ist.",
      "- **Mücken:** In den Donauauen kann es an warmen Sommerabenden sehr viele Gelsen geben – Gastgärten direkt am Wasser sind dann nicht immer die angenehmste Wahl.",
      "- **Reservieren:** In der Hauptsaison sind die Gasthäuser entlang des Radwegs abends oft gut besucht, vor allem wenn Radreisegruppen unterwegs sind. Ein Anruf am Vormittag sichert euch einen Tisch; viele Wirte halten für Radfahrer auch spät noch eine warme Küche bereit, wenn man sich ankündigt.",
      "- **Räder sichern:** Fast alle Gasthäuser haben Abstellplätze, aber nicht jeder ist überdacht oder versperrbar. Für E-Bikes lohnt sich ein gutes Schloss; Ladestationen gibt es in einigen Betrieben, fragt beim Reservieren danach.",
      "- **Frühstück und Proviant:** Bäckereien öffnen im Machland früh, am Sonntag haben aber viele geschlossen. Füllt eure Trinkflaschen am Abend auf, denn zwischen den Orten gibt es auf manchen Abschnitten kaum Einkehrmöglichkeiten.",
      "- **Weiterfahrt:** Die nächste größere Stadt flussabwärts ist Grein mit dem historischen Stadttheater; flussaufwärts erreicht ihr über Mauthausen nach etwa einer Tagesetappe Linz.",
      "",
      "Soll ich euch auch Unterkünfte oder eine Etappenplanung für die nächsten Tage heraussuchen?",
    ),
    target: { businessName: "Mostheuriger Hinterleitner" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Gasthof Schwarzböck", "Landgasthaus Donaublick", "Mostschenke Pirklbauer", "Mostheuriger Hinterleitner"],
      contextIncludes: "gemischte Bewertungen",
      tone: "discouraged",
      platforms: ["Tripadvisor", "Google Maps"],
    },
  },
  {
    id: "blind188-perplexity-tierarzt-saxen-hufschmied",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Tierarztpraxis Mag. Hölzl' fehlt, genannt wird nur der Hufschmied Thomas Hölzl (gleicher Familienname, anderes Gewerbe)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Tierarzt für Pferde in Saxen, der auch Hausbesuche macht", city: "Saxen", country: "AT" },
    answer: md(
      "Für Pferde in Saxen und im Machland gibt es mehrere Tierärztinnen und Tierärzte mit Fahrpraxis, die Hausbesuche im Stall machen[1][2].",
      "",
      "- **Tierarztpraxis Machland** in Saxen betreut Pferde und Rinder, bietet mobiles Röntgen und Ultraschall im Stall an und hat einen eigenen Notdienst für Stammkunden[2].",
      "- **Tierärztin Mag. Sandra Pühringer** aus Arbing ist auf Pferdezahnheilkunde und Lahmheitsdiagnostik spezialisiert; sie fährt bis ins untere Mühlviertel und wird in Bewertungen für ihre ruhige Art gelobt[3].",
      "- Für Hufprobleme empfehlen mehrere Pferdehalter aus der Gegend außerdem **Hufbeschlag Thomas Hölzl** in Saxen, der eng mit den Tierärzten zusammenarbeitet, etwa bei orthopädischen Beschlägen[4].",
      "",
      "Für Notfälle außerhalb der Ordinationszeiten lohnt es sich, die Nummer der Pferdeklinik in Linz oder Wels griffbereit zu haben. Die Tierärztekammer Oberösterreich führt ein Verzeichnis aller niedergelassenen Tierärzte[1]. Wer Rinder oder Schafe hält, sollte auf die Mitgliedschaft der Praxis beim Tiergesundheitsdienst achten.",
      "",
      "Ein Ausritt lohnt sich übrigens in Richtung Klamschlucht, wo es allerdings für Pferde nur einige Abschnitte gibt[5].",
      "",
      "**Quellen**",
      "1. [tieraerztekammer.at – Tierarztsuche Oberösterreich](https://www.tieraerztekammer.at/)",
      "2. [Herold – Tierärzte in Saxen](https://www.herold.at/gelbe-seiten/saxen/tierarzt/)",
      "3. [Google Maps – Tierärztin Pühringer](https://www.google.com/maps/search/tieraerztin+puehringer+arbing)",
      "4. [hufbeschlag-hoelzl.at](https://www.hufbeschlag-hoelzl.at/)",
      "5. [muehlviertel.at – Klamschlucht](https://www.muehlviertel.at/)",
    ),
    target: { businessName: "Tierarztpraxis Mag. Hölzl" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Tierarztpraxis Machland", "Tierärztin Mag. Sandra Pühringer", "Hufbeschlag Thomas Hölzl"],
      tone: null,
      platforms: ["Herold", "Google Maps"],
    },
  },
  {
    id: "blind188-gemini-waermepumpe-arbing-kurzform",
    about: "Gemini, lang, fette Namen mit Detail-Bullets, Förderung und Marken; Ziel 'Brandstetter Haustechnik GmbH' als 'Haustechnik Brandstetter' an erster Stelle",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Installateur für Wärmepumpe in Arbing, wir wollen die Ölheizung tauschen", city: "Arbing", country: "AT" },
    answer: md(
      "Der Umstieg von Öl auf eine Wärmepumpe lohnt sich im Machland in den meisten Fällen, zumal es aktuell noch hohe Förderungen gibt. Hier sind Installateurbetriebe in und um Arbing, die Wärmepumpen planen und einbauen:",
      "",
      "**Haustechnik Brandstetter**",
      "* **Standort:** Arbing, Gewerbegebiet an der Bundesstraße",
      "* **Leistungen:** Luft- und Erdwärmepumpen, Heizungstausch inklusive Entsorgung des Öltanks, Photovoltaik-Kombination",
      "* **Besonderheit:** Eigenes Planungsbüro mit Heizlastberechnung, übernimmt auf Wunsch die Förderanträge",
      "* **Marken:** Ochsner und iDM",
      "* **Bewertung:** 4,9 Sterne (Google), Kunden loben die saubere Arbeit und die Nachbetreuung",
      "",
      "**Wimmer Bad & Heizung**",
      "* **Standort:** Saxen",
      "* **Leistungen:** Wärmepumpen, Pellets, Badsanierung",
      "* **Besonderheit:** Kleiner Betrieb mit kurzen Wegen, der Chef kommt selbst zur Besichtigung",
      "* **Marken:** Viessmann",
      "* **Bewertung:** 4,7 Sterne",
      "",
      "**Energietechnik Machland OG**",
      "* **Standort:** Mitterkirchen im Machland",
      "* **Leistungen:** Erdwärme mit Tiefenbohrung und Flächenkollektor, Wartungsverträge",
      "* **Besonderheit:** Erfahrung mit Altbauten und Bauernhäusern, bei denen die Heizkörper bleiben sollen",
      "* **Bewertung:** 4,6 Sterne bei Herold",
      "",
      "**Installateur Leonhartsberger**",
      "* **Standort:** Klam",
      "* **Leistungen:** Heizungstausch, Notdienst, Service für bestehende Wärmepumpen",
      "* **Hinweis:** Lange Wartezeiten für Neuanlagen, aber zuverlässiger Kundendienst",
      "",
      "**Förderungen (Stand 2026)**",
      "* **Bundesförderung „Raus aus Öl und Gas“:** Für den Tausch eines Öl- oder Gaskessels gegen eine Wärmepumpe gibt es einen Zuschuss, der über die Kommunalkredit Public Consulting (KPC) abgewickelt wird. Wichtig ist die Registrierung vor Auftragsvergabe.",
      "* **Land Oberösterreich:** Zusätzlich zur Bundesförderung kann eine Landesförderung beantragt werden; die Bedingungen ändern sich regelmäßig.",
      "* **Beratung:** Der OÖ Energiesparverband bietet eine kostenlose, firmenunabhängige Energieberatung an, auch direkt bei dir zu Hause. Das ist vor allem sinnvoll, wenn du unsicher bist, ob dein Haus für eine Luftwärmepumpe ausreichend gedämmt ist.",
      "",
      "**Worauf du achten solltest**",
      "* **Heizlastberechnung:** Eine seriöse Planung beginnt mit einer Berechnung der Heizlast. Eine zu groß dimensionierte Wärmepumpe taktet häufig und arbeitet ineffizient, eine zu kleine schafft an kalten Tagen die Temperatur nicht.",
      "* **Vorlauftemperatur:** Wärmepumpen arbeiten am besten mit niedrigen Vorlauftemperaturen. Bei alten Radiatoren kann ein Tausch einzelner Heizkörper sinnvoll sein, eine Fußbodenheizung ist aber nicht zwingend.",
      "* **Aufstellort:** Bei Luftwärmepumpen das Außengerät so platzieren, dass die Schallemissionen für Nachbarn unter den Grenzwerten bleiben; manche Gemeinden verlangen eine Bauanzeige.",
      "* **Stromnetz:** Der Anschluss einer Wärmepumpe muss beim Netzbetreiber Netz Oberösterreich gemeldet werden, was der Installateur normalerweise erledigt.",
      "* **Öltank:** Die fachgerechte Entleerung, Reinigung und Entsorgung des Tanks kostet je nach Größe einige hundert bis über tausend Euro und sollte im Angebot enthalten sein.",
      "* **Warmwasser:** Überlege, ob das Warmwasser künftig über die Wärmepumpe, einen eigenen Wärmepumpenboiler oder teilweise über die Photovoltaik erwärmt werden soll. Das beeinflusst die Größe des Speichers und die Effizienz der gesamten Anlage.",
      "* **Wartung:** Luftwärmepumpen brauchen wenig Wartung, ein jährlicher Service mit Kontrolle von Kältekreis, Filtern und Einstellungen ist aber sinnvoll und bei manchen Herstellern Voraussetzung für eine verlängerte Garantie. Frag nach den Kosten eines Wartungsvertrags.",
      "* **Zeitplan:** Der Tausch selbst dauert meist nur wenige Tage, die Planung, die Förderregistrierung und die Lieferzeiten können aber mehrere Monate in Anspruch nehmen. Wer im Herbst warm sitzen will, sollte im Frühjahr mit der Planung beginnen.",
      "* **Angebote vergleichen:** Hol mindestens zwei bis drei Angebote ein und achte darauf, ob Hydraulik, Pufferspeicher, Warmwasserspeicher und Inbetriebnahme enthalten sind.",
      "",
      "**Typische Fragen im Erstgespräch**",
      "* Wie hoch ist die berechnete Heizlast meines Hauses, und welche Leistung schlagen Sie deshalb vor?",
      "* Welche Jahresarbeitszahl ist bei meinen Heizkörpern realistisch, und was kostet mich das voraussichtlich an Strom pro Jahr?",
      "* Wer kümmert sich um die Förderanträge, die Meldung beim Netzbetreiber und die Entsorgung des Öltanks?",
      "* Wie schnell kommt im Störungsfall jemand vorbei, auch am Wochenende und mitten im Winter?",
      "",
      "**Kostenrahmen:** Für ein Einfamilienhaus liegt eine Luftwärmepumpe inklusive Installation meist zwischen 18.000 und 30.000 €, eine Erdwärmepumpe mit Tiefenbohrung deutlich darüber. Nach Abzug der Förderungen bleibt oft nur etwa die Hälfte der Kosten übrig, und die laufenden Heizkosten sinken gegenüber Öl in der Regel spürbar, vor allem in Kombination mit einer eigenen Photovoltaikanlage am Dach.",
      "",
      "Soll ich dir eine Checkliste für das Erstgespräch mit dem Installateur zusammenstellen?",
    ),
    target: { businessName: "Brandstetter Haustechnik GmbH" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Haustechnik Brandstetter", "Wimmer Bad & Heizung", "Energietechnik Machland OG", "Installateur Leonhartsberger"],
      contextIncludes: "Haustechnik Brandstetter",
      tone: "recommended",
      platforms: ["Google Maps", "Herold"],
    },
  },
  {
    id: "blind188-claude-anwalt-klam-hofuebergabe",
    about: "Claude im Fließtext mit Vorbehalten zur Hofübergabe; eine Rechtsanwältin und eine Kanzlei im Text; Ziel fehlt",
    engine: "claude",
    asked: { assistant: "claude", query: "Wir wollen unseren Hof in Klam an unseren Sohn übergeben. Welchen Anwalt könnt ihr empfehlen?", city: "Klam", country: "AT" },
    answer: md(
      "Eine Hofübergabe ist ein großer Schritt, rechtlich wie familiär, und es ist gut, dass Sie sich früh Unterstützung holen. Ich muss vorausschicken, dass ich keine aktuellen Bewertungen prüfen kann und nicht sicher weiß, welche Kanzleien derzeit Kapazitäten haben.",
      "",
      "In der Gegend um Klam werden für landwirtschaftliche Übergaben häufig zwei Adressen genannt: Mag. Renate Haider, Rechtsanwältin in Saxen, die sich nach meinem Kenntnisstand seit Jahren mit Übergabsverträgen, Ausgedinge und Wohnrechten beschäftigt, und die Kanzlei Leitner & Steininger in Mitterkirchen im Machland, die neben dem Agrarrecht auch Erbrecht und Grundverkehrsverfahren abdeckt. Beide würde ich um ein Erstgespräch bitten und dabei fragen, wie viele Hofübergaben sie pro Jahr begleiten.",
      "",
      "Wichtig zu wissen: Bei einer Hofübergabe braucht es in Österreich für die Verbücherung im Grundbuch in der Regel ohnehin einen Notariatsakt oder eine beglaubigte Urkunde. Viele Familien gehen deshalb direkt zu einem Notariat, das den Vertrag errichtet und auch die Eintragung erledigt. Ein Anwalt lohnt sich vor allem dann, wenn es weichende Geschwister gibt, Streit droht oder komplexe Fragen zu Pflichtteil, Ausgedinge und Pflegeverpflichtungen zu klären sind.",
      "",
      "Gute erste Anlaufstellen sind außerdem die Landwirtschaftskammer Oberösterreich, die eine Beratung zur Hofübergabe anbietet und Musterfragen für das Familiengespräch bereithält, sowie die Sozialversicherung der Selbständigen (SVS) wegen der Auswirkungen auf Ihre Pension und die Versicherung Ihres Sohnes. Die Rechtsanwaltskammer Oberösterreich bietet zudem eine kostenlose erste anwaltliche Auskunft an bestimmten Tagen beim Bezirksgericht Perg an.",
      "",
      "Bereiten Sie für das Erstgespräch am besten einen Grundbuchauszug, den Einheitswertbescheid, eine Übersicht über Maschinen, Tiere und Förderverpflichtungen sowie Ihre Vorstellungen zu Wohnrecht und Ausgedinge vor. Dann lässt sich schnell abschätzen, wie aufwendig die Übergabe wird und was sie ungefähr kostet.",
    ),
    target: { businessName: "Rechtsanwaltskanzlei Dr. Puchner" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Mag. Renate Haider", "Kanzlei Leitner & Steininger"],
      tone: null,
      platforms: [],
    },
  },
  {
    id: "blind188-copilot-pickerl-eschenau-kurzform",
    about: "Microsoft Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Kfz-Werkstätte Gruber OG' als 'Autowerkstatt Gruber' an zweiter Stelle",
    asked: { assistant: "copilot", query: "Pickerl machen in Eschenau – welche Werkstatt?", city: "Eschenau", country: "AT" },
    answer: md(
      "In Eschenau und Umgebung kannst du die §57a-Begutachtung (Pickerl) bei diesen Werkstätten machen lassen:",
      "",
      "- **Kfz-Service Zöchling** – Ortszentrum Eschenau, Pickerl oft am selben Tag, alle Marken.¹",
      "- **Autowerkstatt Gruber** – in Rotheau, kleiner Familienbetrieb, faire Preise und bei Mängeln ehrliche Beratung.²",
      "- **Reifen & Service Wallner** – vor allem für Reifenwechsel, Pickerl nach Terminvereinbarung.³",
      "",
      "Alternativ bieten auch ÖAMTC und ARBÖ die Begutachtung an ihren Prüfstellen an. Das Pickerl kann einen Monat vor bis vier Monate nach dem Stichtag gemacht werden.",
      "",
      "Weitere Informationen",
      "1 herold.at",
      "2 autowerkstatt-gruber.at",
      "3 reifen-wallner.at",
    ),
    target: { businessName: "Kfz-Werkstätte Gruber OG" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Kfz-Service Zöchling", "Autowerkstatt Gruber", "Reifen & Service Wallner"],
      contextIncludes: "Rotheau",
      tone: "recommended",
      platforms: ["Herold"],
    },
  },
  {
    id: "blind188-aio-hausarzt-marktl-kurz",
    about: "Googles KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Ziel fehlt",
    asked: { assistant: "google-ai-overview", query: "hausarzt marktl lilienfeld kassenarzt", city: "Marktl", country: "AT" },
    answer: md(
      "In Marktl und Lilienfeld gibt es mehrere Allgemeinmediziner mit Kassenvertrag:",
      "",
      "* **Dr. Elisabeth Frühwirth:** Ärztin für Allgemeinmedizin in Marktl, alle Kassen, Hausbesuche nach Vereinbarung.",
      "* **Gruppenpraxis Traisental:** Zwei Allgemeinmediziner, längere Öffnungszeiten, auch Impfungen und Vorsorgeuntersuchung.",
      "* **Dr. Gernot Hainzl:** Wahlarzt, Termine kurzfristig, Kosten werden von der ÖGK teilweise rückerstattet.",
      "",
      "Neue Patientinnen und Patienten werden nicht überall aufgenommen; am besten vorher telefonisch nachfragen und die e-card mitnehmen. Bei akuten Beschwerden außerhalb der Ordinationszeiten hilft die Gesundheitsnummer 1450. Die Ordinationszeiten findest du auch auf DocFinder.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Ordination Dr. Schagerl" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Dr. Elisabeth Frühwirth", "Gruppenpraxis Traisental", "Dr. Gernot Hainzl"],
      tone: null,
      platforms: ["DocFinder"],
    },
  },
  {
    id: "blind188-aimode-pension-st-aegyd-karten-geschlossen",
    about: "Google AI Mode mit Kartenkarten; Ziel als erste Karte, ein Gasthof als 'Dauerhaft geschlossen'",
    asked: { assistant: "google-ai-overview", query: "Übernachtung St. Aegyd am Neuwalde Wandern Göller", city: "St. Aegyd am Neuwalde", country: "AT" },
    answer: md(
      "Für eine Wandertour am Göller gibt es in St. Aegyd am Neuwalde diese Unterkünfte:",
      "",
      "**Gästehaus Göllerblick**",
      "4,7 ★ (64) · Pension",
      "Geöffnet · Rezeption bis 20:00",
      "„Tolles Frühstück, Wirtin gibt gute Wandertipps.“",
      "",
      "**Ferienwohnung Haus Hofer**",
      "4,9 ★ (22) · Ferienwohnung",
      "Geöffnet",
      "",
      "**Gasthof Traisenbrücke**",
      "4,1 ★ (110) · Gasthof",
      "Dauerhaft geschlossen",
      "",
      "Das Gästehaus Göllerblick liegt ruhig am Ortsrand und bietet Lunchpakete für Wanderer an; die Ferienwohnung Haus Hofer eignet sich für Familien und ist über Booking.com buchbar. Der Aufstieg auf den Göller dauert vom Gscheid aus etwa zwei Stunden.",
    ),
    target: { businessName: "Gästehaus Göllerblick" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Gästehaus Göllerblick", "Ferienwohnung Haus Hofer"],
      contextIncludes: "Göllerblick",
      tone: "recommended",
      negative: ["Gasthof Traisenbrücke"],
      platforms: ["Booking.com"],
    },
  },
  {
    id: "blind188-chatgpt-heuriger-nussdorf-aehnlicher-name",
    about: "ChatGPT-Suche, lang, Überschriften je Betrieb, Wein-Region, Radweg und Veranstaltungen; Ziel 'Weingut Zeiler-Moser' fehlt, genannt wird 'Weinbau Moser-Kaltenecker'",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Heuriger oder Weingut in Nußdorf ob der Traisen für einen Ausflug mit Freunden im September", city: "Nußdorf ob der Traisen", country: "AT" },
    answer: md(
      "Nußdorf ob der Traisen ist eines der Zentren des Weinbaugebiets Traisental – klein, aber mit vielen Familienweingütern, die vor allem Grünen Veltliner und Riesling auf kalkreichen Terrassen keltern. Im September ist die beste Zeit für einen Ausflug: Die Lese beginnt, viele Heurige haben ausg'steckt, und an den Wochenenden gibt es Veranstaltungen im Rahmen des Weinherbst Niederösterreich. Diese Adressen kann ich für eine Gruppe empfehlen:",
      "",
      "### Weingut Hofbauer-Schmid",
      "Familienweingut mitten im Ort mit einem schönen Innenhof unter alten Nussbäumen. Der Heurige hat im September meist zwei Wochen ausg'steckt, es gibt ein Buffet mit Blunzn, Liptauer, Bratlfett und hausgemachten Mehlspeisen. Die Weine – besonders der Grüne Veltliner Traisental DAC aus der Ried Berg – werden regelmäßig ausgezeichnet. Für Gruppen ab acht Personen bitte reservieren. ([hofbauer-schmid.at](https://www.hofbauer-schmid.at/heuriger))",
      "",
      "### Heuriger Kaltenböck (Reichersdorf)",
      "Gleich im Nachbarort, sehr bodenständig, mit großem Garten und Blick über die Weingärten. Ideal, wenn ihr mit dem Rad unterwegs seid, weil der Traisental-Radweg nur wenige hundert Meter entfernt verläuft. Es gibt warme Speisen wie Schweinsbraten und im Herbst Sturm. ([Google Maps](https://www.google.com/maps/search/heuriger+kaltenb%C3%B6ck+reichersdorf))",
      "",
      "### Weinbau Moser-Kaltenecker",
      "Kleiner Betrieb in Inzersdorf-Getzersdorf, der vor allem für seine Rieslinge und einen sehr guten Frizzante bekannt ist. Verkostungen sind nach Anmeldung möglich, auch für Gruppen mit einer kleinen Jause. Die Winzerin führt auf Wunsch durch den Keller in der Kellergasse. ([tripadvisor.at](https://www.tripadvisor.at/Attractions-Traisental))",
      "",
      "### Winzerhof Stollhofen",
      "Am Rand des Traisentals in Richtung Donau, mit modernem Verkostungsraum und Terrasse. Eine gute Wahl, wenn jemand in der Gruppe lieber Rotwein trinkt: Neben Veltliner gibt es hier einen kräftigen Zweigelt. ([winzerhof-stollhofen.at](https://www.winzerhof-stollhofen.at/))",
      "",
      "## Tipps für euren Ausflug",
      "",
      "- **Heurigenkalender:** Heurige haben nur an bestimmten Wochen geöffnet. Die aktuellen Ausg'steckt-Zeiten findet ihr auf den Websites der Betriebe oder beim Weinbauverein; ein grüner Buschen über dem Eingang zeigt an, dass geöffnet ist.",
      "- **Anreise:** Mit dem Zug fahrt ihr bis Herzogenburg oder Traismauer und von dort mit dem Rad oder Taxi weiter. Wer selbst fährt, braucht einen Fahrer, der nichts trinkt – die Kellergassen sind verlockend.",
      "- **Kellergassen:** In Nußdorf und den Nachbarorten gibt es mehrere Kellergassen mit Presshäusern, die zum Teil noch aus dem 19. Jahrhundert stammen. Bei Veranstaltungen wie dem Kellergassenfest sind viele Keller geöffnet.",
      "- **Kultur:** Das Augustiner-Chorherrenstift Herzogenburg mit seiner barocken Stiftskirche liegt nur wenige Kilometer entfernt und lässt sich gut mit einer Weinverkostung kombinieren. Auch die Römerstadt Traismauer mit dem Römertor ist einen Abstecher wert.",
      "- **Weinherbst:** Im September und Oktober finden im Rahmen des Weinherbst Niederösterreich Wanderungen durch die Weingärten, Lesefeste und Kellergassenführungen statt. Die Termine werden von Niederösterreich Wein veröffentlicht.",
      "- **Traisental DAC:** Auf dem Etikett erkennt ihr typische Weine der Region an der Herkunftsbezeichnung Traisental DAC, die es für Grünen Veltliner und Riesling gibt.",
      "- **Wein mitnehmen:** Fast alle Betriebe verkaufen ab Hof. Wenn ihr mehrere Kartons kaufen wollt, fragt nach Gruppenrabatten oder Zustellung nach Wien.",
      "- **Essen:** Beim Heurigen wird traditionell vom Buffet bestellt und am Tisch bezahlt; warme Speisen gibt es nicht überall. Wer Vegetarier in der Gruppe hat, fragt am besten vorher nach, ob es neben Liptauer und Käse auch warme Gerichte ohne Fleisch gibt.",
      "- **Größere Gruppen:** Ab etwa zehn Personen lohnt sich eine Reservierung mit Vorbestellung einer Brettljause oder eines Buffets; viele Betriebe richten dann einen eigenen Tisch im Hof oder im Presshaus her.",
      "- **Übernachten:** Wer nicht am selben Abend zurückfahren will, findet in den Weinorten des Traisentals einige Zimmer bei Winzern und kleine Pensionen; im September, während der Lese, sind sie allerdings schnell belegt.",
      "- **Sturm:** Der junge, noch gärende Traubenmost ist im September überall zu haben. Er schmeckt süß und harmlos, hat aber schon einiges an Alkohol – nicht unterschätzen, vor allem, wenn ihr mit dem Rad unterwegs seid.",
      "- **Wetter:** Abends wird es im September in den Weingärten schon kühl, eine Jacke schadet nicht.",
      "",
      "Wenn ihr mir sagt, an welchem Wochenende ihr kommt, kann ich nachsehen, welche Heurigen dann voraussichtlich ausg'steckt haben.",
    ),
    target: { businessName: "Weingut Zeiler-Moser" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Weingut Hofbauer-Schmid", "Heuriger Kaltenböck", "Weinbau Moser-Kaltenecker", "Winzerhof Stollhofen"],
      tone: null,
      platforms: ["Google Maps", "Tripadvisor"],
    },
  },
  {
    id: "blind188-perplexity-steuerberatung-inzersdorf-inhaberin-domain",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Steuerberatungskanzlei Kohlbauer' über die Inhaberin 'Mag. Ursula Kohlbauer' und ihre Domain an zweiter Stelle",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Steuerberater in Inzersdorf-Getzersdorf für Landwirtschaft mit Direktvermarktung und Buschenschank", city: "Inzersdorf-Getzersdorf", country: "AT" },
    answer: md(
      "Für einen landwirtschaftlichen Betrieb mit Direktvermarktung und Heurigen ist eine Kanzlei mit Erfahrung in Pauschalierung und Nebenerwerb sinnvoll; im unteren Traisental gibt es dafür einige Anlaufstellen[1][2].",
      "",
      "- **Steuerberatung Traisental GmbH** in Inzersdorf-Getzersdorf betreut viele Winzer und Landwirte, auch bei der Umsatzsteuer-Pauschalierung und beim Wechsel zur Buchführung[2].",
      "- **Mag. Ursula Kohlbauer**, Steuerberaterin in Statzendorf, ist auf land- und forstwirtschaftliche Betriebe spezialisiert und berät zur Abgrenzung von Urproduktion und Nebengewerbe, etwa bei Heurigen und Hofläden[3].",
      "- **Buchhaltung Wagner-Frey** in Reichersdorf übernimmt die laufende Buchhaltung und Registrierkassen-Themen, die Jahreserklärung erfolgt in Zusammenarbeit mit einer Steuerberatungskanzlei[4].",
      "",
      "Wichtig: Bei Heurigen gilt die Grenze für die Pauschalierung von Nebentätigkeiten; wird sie überschritten, kann eine Gewerbeanmeldung nötig werden. Die Landwirtschaftskammer Niederösterreich bietet dazu Beratungen an[5], und die SVS informiert zur Beitragsgrundlage. Ob eine Kanzlei zugelassen ist, lässt sich im Verzeichnis der Kammer der Steuerberater:innen und Wirtschaftsprüfer (KSW) prüfen. Erklärungen werden über FinanzOnline eingereicht.",
      "",
      "**Quellen**",
      "1. [lk-noe.at – Steuern in der Landwirtschaft](https://noe.lko.at/)",
      "2. [Herold – Steuerberater Inzersdorf-Getzersdorf](https://www.herold.at/gelbe-seiten/inzersdorf-getzersdorf/steuerberater/)",
      "3. [kohlbauer-steuer.at – Landwirtschaft](https://www.kohlbauer-steuer.at/landwirtschaft)",
      "4. [wagner-frey.at](https://www.wagner-frey.at/)",
      "5. [noe.lko.at – Beratung Direktvermarktung](https://noe.lko.at/direktvermarktung)",
    ),
    target: { businessName: "Steuerberatungskanzlei Kohlbauer", domain: "kohlbauer-steuer.at" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Steuerberatung Traisental GmbH", "Mag. Ursula Kohlbauer", "Buchhaltung Wagner-Frey"],
      contextIncludes: "Statzendorf",
      tone: "recommended",
      platforms: ["Herold"],
    },
  },
  // ---------------------------------------------------------------------------
  // Schweiz (9): Glarus (Klöntal, Braunwald, Niederurner Täli) und Urnerboden/Klausen
  // ---------------------------------------------------------------------------
  {
    id: "blind188-chatgpt-restaurant-richisau-kloental",
    about: "ChatGPT-Suche, lang, fette Namen mit Links, See, Pass, Postauto und Wanderungen; Ziel an dritter Stelle",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir wandern am Samstag im Klöntal und enden in Richisau. Wo können wir dort oder am See gut einkehren?", city: "Richisau", country: "CH" },
    answer: md(
      "Das Klöntal ist eines der schönsten Täler im Glarnerland, und am Samstag werdet ihr dort sicher nicht allein sein – bei schönem Wetter ist die Strasse entlang des Klöntalersees gut befahren, und die Postauto-Kurse ab Glarus sind am Wochenende oft voll. Zum Einkehren gibt es zwischen dem See und Richisau ein paar Möglichkeiten, die alle etwas anders sind:",
      "",
      "**1. Seerestaurant Klönblick (Rhodannenberg)**",
      "Am unteren Ende des Sees, direkt bei der Staumauer, mit grosser Terrasse und Blick über das Wasser auf den Glärnisch. Auf der Karte stehen Glarner Klassiker wie Chalberwurst mit Kartoffelstock und Zwiebelsauce, im Sommer Fischknusperli und eine Auswahl an Salaten. Am Wochenende unbedingt reservieren, die Terrasse ist mittags schnell besetzt. ([tripadvisor.ch](https://www.tripadvisor.ch/Restaurants-Kloental))",
      "",
      "**2. Café Glärnischblick (Richisau)**",
      "Kleines Café mit selbst gebackenen Kuchen – die Glarner Pastete mit Zwetschgen- und Mandelfüllung ist hier besonders gut –, dazu Suppen, Käseschnitten und Plättli. Ideal für den Abschluss einer Wanderung, weil die Postauto-Endhaltestelle in Gehweite liegt. ([Google Maps](https://www.google.com/maps/search/cafe+richisau))",
      "",
      "**3. Alpbeizli Hinterklön**",
      "Einfache Alpwirtschaft etwas oberhalb von Richisau, von Juni bis September geöffnet. Es gibt Alpkäse, Ziger, Rösti mit Spiegelei und Älplermagronen, dazu Sirup und Most. Die Wirtsleute machen den Käse selbst, man kann ihn auch zum Mitnehmen kaufen. Kein Strom aus dem Netz, dafür viel Ruhe – wer eine urige Einkehr sucht, ist hier richtig. Zahlung bar oder mit TWINT. ([hinterkloen.ch](https://www.hinterkloen.ch/))",
      "",
      "**4. Berghaus Pragelblick**",
      "Am Weg Richtung Pragelpass, etwa eine Stunde von Richisau. Lohnt sich, wenn ihr die Tour verlängern wollt; es gibt einfache Mahlzeiten und ein Matratzenlager für Übernachtungen. Am Wochenende ist der Pragelpass für den Autoverkehr teilweise gesperrt, was die Strecke für Wanderer und Velofahrer besonders angenehm macht. ([local.ch](https://www.local.ch/de/q/kloental/restaurant))",
      "",
      "### Praktische Hinweise",
      "",
      "- **Postauto:** Die Linie von Glarus ins Klöntal fährt nur in der Sommersaison, etwa von Mai bis Oktober. Die Endstation ist Richisau. Am Samstag lohnt es sich, frühzeitig an der Haltestelle zu sein; bei grossem Andrang werden manchmal zusätzliche Kurse eingesetzt, garantiert ist das aber nicht.",
      "- **Seeuferweg:** Die Wanderung auf der Südseite des Klöntalersees gehört zu den beliebtesten im Kanton. Einige Abschnitte führen über Felsstufen und sind mit Drahtseilen gesichert, mit kleinen Kindern oder Kinderwagen ist der Weg nicht geeignet.",
      "- **Baden:** Der See ist im Hochsommer angenehm warm, es gibt mehrere ruhige Badeplätze am Südufer. Achtung: Der Wasserstand schwankt, weil der See als Speicher für ein Kraftwerk der Axpo genutzt wird.",
      "- **Vrenelisgärtli:** Vom Klöntal aus sieht man bei klarem Wetter das Vrenelisgärtli, den bekanntesten Gipfel des Glärnischmassivs. Um die Figur des Vreneli rankt sich eine bekannte Glarner Sage, die ihr euch beim Einkehren erzählen lassen könnt.",
      "- **Camping:** Am oberen Seeende gibt es einen Zeltplatz, falls ihr übernachten möchtet. Wildcampieren ist im Klöntal nicht erlaubt, und Feuer dürfen nur an den markierten Feuerstellen gemacht werden; bei Trockenheit gilt oft ein kantonales Feuerverbot.",
      "- **Bargeld:** In den Alpbeizli funktioniert nicht immer jede Karte; TWINT wird aber oft akzeptiert.",
      "- **Mit Kindern:** Für Familien eignet sich vor allem der Weg am Nordufer entlang der Strasse oder eine kurze Runde um das obere Seeende. Spielplätze gibt es kaum, dafür Bäche zum Staudämme-Bauen und viele flache Steine zum Werfen – Wechselkleider einpacken lohnt sich.",
      "- **Mit dem Auto:** Die Strasse ins Klöntal ist schmal und kurvig; Parkplätze am See sind an schönen Wochenenden früh belegt und kostenpflichtig. Wer kann, nimmt besser das Postauto und spart sich die Parkplatzsuche.",
      "- **Reservation:** In den kleineren Betrieben lohnt sich bei Gruppen ab sechs Personen ein kurzer Anruf, vor allem über Mittag. Manche Alpbeizli schliessen bei schlechtem Wetter spontan, ein Blick auf deren Website oder ein Anruf am Morgen schützt vor Enttäuschungen.",
      "- **Wetter:** Das Tal ist eng und von hohen Felswänden umgeben, an heissen Tagen können sich am Nachmittag rasch Gewitter bilden. Plant die Rückkehr zum Postauto entsprechend.",
      "",
      "Weitere Ideen für Touren im Glarnerland findet ihr bei Glarnerland Tourismus. Soll ich euch noch eine passende Wanderroute mit Zeitangaben zusammenstellen?",
    ),
    target: { businessName: "Alpbeizli Hinterklön" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Seerestaurant Klönblick", "Café Glärnischblick", "Alpbeizli Hinterklön", "Berghaus Pragelblick"],
      contextIncludes: "Alpbeizli Hinterklön",
      tone: "recommended",
      platforms: ["Tripadvisor", "Google Maps", "local.ch"],
    },
  },
  {
    id: "blind188-perplexity-zahnarzt-morgenholz-quellen",
    about: "Perplexity mit [n]-Marken und Quellenliste, Seilbahn und Spital zwischen den Namen; Ziel fehlt",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Zahnarzt für jemanden, der in Morgenholz oberhalb Niederurnen wohnt – am liebsten mit Samstagsterminen", city: "Morgenholz", country: "CH" },
    answer: md(
      "Da Morgenholz nur über die Luftseilbahn Niederurnen–Morgenholz oder zu Fuss erreichbar ist, kommen vor allem Zahnarztpraxen im Glarner Unterland mit guter Anbindung an die Talstation infrage[1].",
      "",
      "1. **Zahnarztpraxis Linthpark** – Gemeinschaftspraxis mit vier Zahnärztinnen und Zahnärzten, Termine auch samstags von 8 bis 12 Uhr, Online-Buchung über OneDoc[2].",
      "2. **Zahnmedizin Hirzli AG** – moderne Praxis mit Dentalhygiene, Implantologie und Kinderzahnmedizin; Samstagstermine einmal im Monat[3].",
      "3. **Dr. med. dent. Reto Landolt** – kleine Einzelpraxis, bekannt für ruhige Behandlung von Angstpatienten, keine Samstagstermine, dafür Abendsprechstunde am Donnerstag[4].",
      "",
      "Alle drei sind Mitglied der SSO (Schweizerische Zahnärzte-Gesellschaft), deren Tarife als Richtwerte gelten. Zahnbehandlungen werden in der Schweiz von der Grundversicherung meist nicht übernommen; eine Zusatzversicherung lohnt sich je nach Alter. Bei Notfällen am Wochenende hilft der zahnärztliche Notfalldienst des Kantons Glarus, dessen Nummer über das Kantonsspital Glarus erfragt werden kann[5]. Einträge mit Bewertungen findest du auch auf local.ch und search.ch.",
      "",
      "**Quellen**",
      "1. [seilbahn-morgenholz.ch – Fahrplan](https://www.seilbahn-morgenholz.ch/)",
      "2. [onedoc.ch – Zahnarztpraxis Linthpark](https://www.onedoc.ch/de/zahnarzt/glarus-nord)",
      "3. [local.ch – Zahnmedizin Hirzli AG](https://www.local.ch/de/d/glarus-nord/zahnmedizin-hirzli)",
      "4. [search.ch – Dr. med. dent. Reto Landolt](https://search.ch/tel/?was=zahnarzt+landolt)",
      "5. [ksgl.ch – Notfall](https://www.ksgl.ch/notfall)",
    ),
    target: { businessName: "Zahnarztpraxis Dr. med. dent. Jenny" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Zahnarztpraxis Linthpark", "Zahnmedizin Hirzli AG", "Dr. med. dent. Reto Landolt"],
      tone: null,
      platforms: ["OneDoc", "local.ch", "search.ch"],
    },
  },
  {
    id: "blind188-gemini-holzbau-rhodannenberg-inhaber-ausgebucht",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Holzbau Stüssi AG' nur über den Inhaber 'Kaspar Stüssi' an dritter Stelle, derzeit ohne Kapazität",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Zimmermann oder Schreiner für die Renovation eines Ferienhäuschens bei Rhodannenberg im Klöntal", city: "Rhodannenberg", country: "CH" },
    answer: md(
      "Für die Renovation eines Ferienhäuschens im Klöntal brauchst du einen Betrieb, der Erfahrung mit Holzbauten in exponierter Lage hat und auch mit der eingeschränkten Zufahrt im Winter umgehen kann. Diese Betriebe kommen in Frage:",
      "",
      "**Schreinerei Glärnisch GmbH**",
      "* **Spezialität:** Innenausbau, Fenster, Küchen und Einbauschränke aus Massivholz",
      "* **Besonderheit:** Arbeitet viel mit einheimischem Fichten- und Lärchenholz",
      "* **Bewertung:** 4,8 Sterne auf local.ch",
      "",
      "**Zimmerei Löntsch AG**",
      "* **Spezialität:** Dachstühle, Fassaden, Anbauten und Sanierung von Strickbauten",
      "* **Besonderheit:** Eigene Abbundanlage, erstellt auch Holzelemente für Lauben und Balkone",
      "* **Bewertung:** 4,6 Sterne",
      "",
      "**Kaspar Stüssi**",
      "* **Spezialität:** Zimmermeister mit eigenem Holzbaubetrieb, Umbauten von Alphütten und Ferienhäusern",
      "* **Besonderheit:** Sehr gute Referenzen im Klöntal und in Braunwald",
      "* **Hinweis:** Laut eigener Website bis Frühjahr 2027 ausgebucht und nimmt derzeit keine neuen Aufträge an",
      "",
      "**Holzwerkstatt Klöntal**",
      "* **Spezialität:** Kleinere Reparaturen, Böden, Treppen und Möbel nach Mass",
      "* **Besonderheit:** Flexibel bei kurzfristigen Aufträgen",
      "",
      "**Gut zu wissen:**",
      "* **Baubewilligung:** Für Umbauten ausserhalb der Bauzone gelten strenge Regeln; kläre vorab mit der Gemeinde Glarus und dem Kanton, was erlaubt ist.",
      "* **Offerten vergleichen:** Über Renovero kannst du mehrere Offerten einholen; achte auf Mitglieder von Holzbau Schweiz.",
      "* **Holz aus der Region:** Das Herkunftszeichen Schweizer Holz von Lignum garantiert einheimisches Holz.",
      "* **Zufahrt:** Die Klöntalerstrasse ist im Winter nicht durchgehend befahrbar; plane Arbeiten am besten zwischen Mai und Oktober.",
    ),
    target: { businessName: "Holzbau Stüssi AG" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Schreinerei Glärnisch GmbH", "Zimmerei Löntsch AG", "Kaspar Stüssi", "Holzwerkstatt Klöntal"],
      contextIncludes: "Kaspar Stüssi",
      tone: "unavailable",
      platforms: ["local.ch", "Renovero"],
    },
  },
  {
    id: "blind188-claude-ferienwohnung-nussbuel-braunwald",
    about: "Claude, langer Fließtext mit Vorbehalten über das autofreie Braunwald, drei Unterkünfte im Text; Ziel fehlt",
    engine: "claude",
    asked: { assistant: "claude", query: "Ferienwohnung in Nussbüel bei Braunwald für eine Woche im Februar, zwei Erwachsene und ein Hund. Was empfiehlst du?", city: "Nussbüel", country: "CH" },
    answer: md(
      "Nussbüel ist ein schöner Gedanke für eine Winterwoche: Der kleine Weiler liegt ein Stück ausserhalb von Braunwald auf der Sonnenterrasse über dem Linthal, ist im Winter nur zu Fuss, mit Schlitten oder mit der Pferdekutsche erreichbar und entsprechend ruhig. Ich muss aber gleich dazusagen, dass ich keine aktuellen Verfügbarkeiten und Preise abrufen kann und dass sich das kleine Angebot an Ferienwohnungen dort von Jahr zu Jahr ändern kann.",
      "",
      "Aus dem, was ich weiss, kämen für euch vor allem drei Unterkünfte in Frage. Das Gästehaus Eggstöckli vermietet neben einigen Zimmern auch eine Ferienwohnung mit Holzofen und kleiner Küche; Hunde sind dort nach vorheriger Absprache erlaubt, und die Gastgeber helfen mit dem Gepäcktransport von der Bergstation. Das Ferienchalet Bräch liegt etwas oberhalb des Weilers und ist eher für Leute gedacht, die wirklich abgeschieden sein möchten: ein einfaches, gemütliches Chalet, im Winter aber mit längerem Fussweg durch den Schnee. Und schliesslich gibt es die Ferienwohnung Familie Hefti, eine private Wohnung im Untergeschoss eines Bauernhauses, die vor allem bei Stammgästen beliebt ist und häufig früh im Jahr ausgebucht ist.",
      "",
      "Ein paar Dinge, die ihr bei der Planung bedenken solltet:",
      "",
      "**Anreise ohne Auto.** Braunwald ist autofrei. Ihr parkiert in Linthal bei der Talstation der Standseilbahn Linthal–Braunwald – dort gibt es ein Parkhaus – und fahrt in wenigen Minuten hinauf. Das Gepäck wird im Dorf mit kleinen Elektrofahrzeugen zu den Unterkünften gebracht; nach Nussbüel muss das meist extra organisiert werden. Hunde dürfen in der Standseilbahn mitfahren, brauchen aber ein eigenes Billett.",
      "",
      "**Mit Hund im Winter.** Nicht alle Winterwanderwege sind für Hunde offen, weil Loipen und Schlittelwege oft getrennt geführt werden und Hunde auf der Loipe nicht erwünscht sind. Der Weg vom Dorf nach Nussbüel ist ein gepfadeter Winterwanderweg, auf dem auch Pferdekutschen unterwegs sind – Leine ist also sinnvoll. Fragt in der Unterkunft nach, ob es einen Hundekorb gibt und ob für den Hund eine Reinigungspauschale anfällt.",
      "",
      "**Lawinen und Wetter.** Auf dem Weg nach Nussbüel gibt es einen Abschnitt, der bei kritischen Verhältnissen gesperrt werden kann. Schaut vor jedem Ausflug auf die Lawinenbulletins des SLF und fragt im Dorf nach, ob der Weg offen ist. Im Februar ist das Wetter in Braunwald oft sonnig, die Sonne verschwindet aber hinter dem Ortstock schon am frühen Nachmittag.",
      "",
      "**Was man im Winter machen kann.** Braunwald hat ein kleines, familiäres Skigebiet, Schlittelwege, Schneeschuhtrails und sehr schöne Winterwanderwege. Das Panorama reicht vom Ortstock bis zum Tödi, dem höchsten Glarner Berg. An einigen Abenden im Winter gibt es Fondue-Abende oder Nachtschlitteln, Informationen dazu hat das Tourismusbüro im Dorf.",
      "",
      "**Einkaufen und Verpflegung.** Im Dorf gibt es einen kleinen Laden und eine Bäckerei, in Nussbüel selbst aber keine Einkaufsmöglichkeit. Nehmt also für die ersten Tage Vorräte mit, besonders wenn ihr selbst kochen wollt. Im Weiler gibt es immerhin eine Einkehrmöglichkeit, die im Winter an vielen Tagen geöffnet hat.",
      "",
      "**Ausrüstung.** Für den Weg nach Nussbüel braucht ihr gute Winterschuhe, eventuell Schuhketten, und für den Hund je nach Schneelage Pfotenschutz oder Pfotenbalsam, weil Streusalz und harter Schnee die Ballen reizen können. Eine Stirnlampe ist nützlich, wenn ihr am Abend vom Dorf zurückkehrt, denn die Wege sind ausserhalb des Dorfkerns kaum beleuchtet.",
      "",
      "**Buchung.** Kleine Unterkünfte wie die genannten sind oft nur direkt bei den Vermietern buchbar; manche stehen auch auf Airbnb oder Booking.com, dann aber zu etwas höheren Preisen. Für den Februar, wenn in mehreren Kantonen Sportferien sind, würde ich so früh wie möglich anfragen. Rechnet zusätzlich mit einer Kurtaxe pro Person und Nacht.",
      "",
      "Falls in Nussbüel nichts mehr frei ist, gibt es in Braunwald selbst deutlich mehr Ferienwohnungen; von dort aus erreicht ihr den Weiler in etwa einer Stunde zu Fuss. Soll ich euch eine kurze Anfrage-Mail an eine der Unterkünfte formulieren, in der ihr gleich nach Hund, Gepäcktransport und Anreise fragt?",
    ),
    target: { businessName: "Ferienwohnung Bergmatt" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Gästehaus Eggstöckli", "Ferienchalet Bräch", "Ferienwohnung Familie Hefti"],
      tone: null,
      platforms: ["Airbnb", "Booking.com"],
    },
  },
  {
    id: "blind188-copilot-alpkaese-argseeli-erster",
    about: "Microsoft Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel an erster Stelle",
    asked: { assistant: "copilot", query: "Wo kann man auf dem Urnerboden bei Argseeli Alpkäse direkt ab Alp kaufen?", city: "Argseeli", country: "CH" },
    answer: md(
      "Auf dem Urnerboden, der grössten Alp der Schweiz, kannst du im Sommer an mehreren Orten Alpkäse direkt kaufen:",
      "",
      "- **Alpkäserei Herger** – bei Argseeli, Alpkäse in verschiedenen Reifestufen, Ziger und Alpbutter; Verkauf täglich von Juni bis September.¹",
      "- **Alpbetrieb Walker** – ebenfalls in Argseeli, mit Selbstbedienungskühlschrank und Kasse des Vertrauens.²",
      "- **Hofladen Mättenwang** – kleiner Laden an der Klausenstrasse, auch Trockenfleisch und Sirup.³",
      "",
      "Der Klausenpass ist nur im Sommer offen; im Winter erreichst du den Urnerboden nur von Linthal aus. Das Postauto hält an mehreren Stellen auf dem Boden. Laut Google-Bewertungen lohnt sich vor allem der gereifte Käse.",
      "",
      "Weitere Informationen",
      "1 alpkaeserei-herger.ch",
      "2 google.com",
      "3 hofladen-maettenwang.ch",
    ),
    target: { businessName: "Alpkäserei Herger" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Alpkäserei Herger", "Alpbetrieb Walker", "Hofladen Mättenwang"],
      contextIncludes: "Argseeli",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind188-aio-unterkunft-aesch-staeubifall",
    about: "Googles KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Wasserfall 'Stäubifall' ähnlich dem Ziel 'Gasthaus Stäubi', das fehlt; eine Pension geschlossen",
    asked: { assistant: "google-ai-overview", query: "übernachten äsch unterschächen stäubifall", city: "Äsch", country: "CH" },
    answer: md(
      "Direkt in Äsch beim Stäubifall gibt es kaum Übernachtungsmöglichkeiten, in der Umgebung aber einige:",
      "",
      "* **Bergbeiz Nidleren:** Zwischen Unterschächen und Äsch, einfache Zimmer und Frühstück, im Sommer geöffnet.",
      "* **Ferienwohnung Arnold-Gisler:** In Ruogig, für bis zu vier Personen, Mindestaufenthalt drei Nächte.",
      "* **Gruppenhaus Wannelen:** Matratzenlager für Gruppen oberhalb von Äsch, nur zu Fuss erreichbar.",
      "",
      "Die früher oft empfohlene Pension Schächenblick hat inzwischen geschlossen. Das Postauto über den Klausenpass hält in Unterschächen; von dort führt ein Fahrweg in etwa einer Stunde zu Fuss nach Äsch. Im Winter ist der Weg wegen Lawinengefahr oft gesperrt.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Gasthaus Stäubi" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Bergbeiz Nidleren", "Ferienwohnung Arnold-Gisler", "Gruppenhaus Wannelen"],
      tone: null,
      negative: ["Pension Schächenblick"],
      platforms: [],
    },
  },
  {
    id: "blind188-aimode-garage-maettenwang-karten-vierte",
    about: "Google AI Mode mit Kartenkarten und Text darunter, TCS zwischen den Namen; Ziel als vierte Karte",
    asked: { assistant: "google-ai-overview", query: "Motorrad Panne Urnerboden Mättenwang Werkstatt", city: "Mättenwang", country: "CH" },
    answer: md(
      "Bei einer Motorradpanne auf dem Urnerboden rund um Mättenwang helfen diese Werkstätten:",
      "",
      "**Motorradservice Klausen GmbH**",
      "4,8 ★ (57) · Motorradwerkstatt",
      "Geöffnet · Schliesst um 18:30",
      "",
      "**Garage Muheim**",
      "4,5 ★ (33) · Autowerkstatt",
      "Geöffnet · Schliesst um 17:00",
      "",
      "**Reifen Planzer**",
      "4,6 ★ (19) · Reifenservice",
      "Geschlossen · Öffnet Mo. um 07:30",
      "",
      "**Garage Imholz**",
      "4,7 ★ (28) · Auto- und Motorradwerkstatt",
      "Geöffnet · Schliesst um 18:00",
      "",
      "Die Garage Imholz bietet auch einen Abschleppdienst über den Klausenpass an. Wer Mitglied beim TCS ist, kann die Pannenhilfe unter 140 rufen. Beachte, dass der Pass im Winter gesperrt ist.",
    ),
    target: { businessName: "Garage Imholz" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Motorradservice Klausen GmbH", "Garage Muheim", "Reifen Planzer", "Garage Imholz"],
      contextIncludes: "Imholz",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind188-aio-physiotherapie-ruogig-talname",
    about: "Googles KI-Übersicht mit kurzen Bullets; der Talname 'Schächental' kommt vor, das Ziel 'Physiotherapie Schächental GmbH' fehlt",
    asked: { assistant: "google-ai-overview", query: "physiotherapie ruogig unterschächen", city: "Ruogig", country: "CH" },
    answer: md(
      "Im Schächental gibt es nur wenige Physiotherapie-Angebote; in der Nähe von Ruogig sind das:",
      "",
      "* **Physiotherapie Annemarie Arnold:** In Ruogig, Hausbesuche im ganzen Tal, alle Krankenkassen, auch Lymphdrainage.",
      "* **Gesundheitspraxis Klausen:** Physiotherapie und medizinische Massage, Termine auch am Abend und in den Schulferien.",
      "",
      "Für eine Behandlung über die Grundversicherung braucht es eine ärztliche Verordnung, die in der Regel für neun Sitzungen gilt. Für spezialisierte Behandlungen nach Operationen verweisen viele auf das Kantonsspital Uri in Altdorf. Eine Liste zugelassener Therapeutinnen und Therapeuten führt physioswiss.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Physiotherapie Schächental GmbH" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Physiotherapie Annemarie Arnold", "Gesundheitspraxis Klausen"],
      tone: null,
      platforms: [],
    },
  },
  {
    id: "blind188-aimode-coiffeur-nidleren-karten",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und Text darunter; Ziel fehlt",
    asked: { assistant: "google-ai-overview", query: "Coiffeur in der Nähe von Nidleren Schächental", city: "Nidleren", country: "CH" },
    answer: md(
      "Hier sind Coiffeure in der Nähe von Nidleren:",
      "",
      "**Coiffeur Bianca**",
      "4,9 ★ (38) · Coiffeur",
      "Geöffnet · Schliesst um 18:00",
      "",
      "**Coiffure Zurfluh**",
      "4,6 ★ (51) · Coiffeur",
      "Geschlossen · Öffnet Di. um 08:30",
      "",
      "**Haarstudio Chlausen**",
      "4,4 ★ (17) · Friseursalon",
      "Geöffnet · Schliesst um 12:00",
      "",
      "Coiffeur Bianca bietet auch Hausbesuche für ältere Menschen im Tal an. Coiffure Zurfluh ist auf Herrenschnitte und Bartpflege spezialisiert. Termine werden bei allen drei meist telefonisch vergeben; samstags sind die Salons im Schächental oft nur am Vormittag geöffnet, und vor Feiertagen sind die Termine schnell weg.",
    ),
    target: { businessName: "Coiffeur Haarscharf" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Coiffeur Bianca", "Coiffure Zurfluh", "Haarstudio Chlausen"],
      tone: null,
      platforms: [],
    },
  },
];
