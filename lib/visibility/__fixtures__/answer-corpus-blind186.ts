/**
 * Hundertsechsundachtzigster blinder Korpus (TRAINING): 30 realistische
 * deutschsprachige Alltagsantworten gemischter Länge (Stand 2026-12-06) zu
 * Verwechslungen, die nur der Ort des Fragenden oder ein anderes Hauswort
 * auflöst: Namensvettern gleichen Namens in einem Nachbardorf, derselbe
 * Familienname mit anderem Hauswort oder in anderer Branche im selben Ort
 * (Werkstatt und Reifenhaus, Sägewerk und Holzbau, Sanitär und Elektro),
 * ein Arzt oder Tierarzt gleichen Nachnamens im Nachbarort, ein Betrieb,
 * dessen Name den Ort des Fragenden enthält; dagegen als genannt: die
 * Inhaberin oder Ärztin nur mit ihrem Namen und dem richtigen Ort, die
 * Website des Betriebs allein, derselbe Name mit richtigem Ort in anderer
 * Wortfolge oder ohne Rechtsform. `asked.city` ist immer der Ort des
 * Fragenden, nach dem gefragt wurde.
 *
 * Stile: ChatGPT-Suche mit Überschrift oder fettem Namen je Betrieb und
 * Markdown-Links (5: Mackensen, Banzkow, Viechtwang, Hönigsberg,
 * Trudelingen); Perplexity mit [n]-Marken und Quellenliste, einmal mit
 * Tabelle (5: Relliehausen mit Tabelle, Goldenstädt, Steinbach am Ziehberg,
 * Hartolfingen, Gurtnellen-Wiler); Gemini mit fetten Namen und
 * Detail-Bullets (4: Heinade, Garwitz, Magdalenaberg, Gurtnellen-Dorf);
 * Claude in fließendem Text ohne Websuche mit Vorbehalten (4:
 * Hilwartshausen, St. Konrad, St. Marein im Mürztal, Wattingen); Microsoft
 * Copilot mit hochgestellten Marken und „Weitere Informationen“ (4, ohne
 * `engine`: Schoningen, Raduhn, Bad Wimsbach-Neydharting, Meiggelen);
 * Googles KI-Übersicht mit kurzen Bullets und „Mehr anzeigen“ (4, ohne
 * `engine`: Klinken, Parschlug, Obrieden, Eierschwand); Google AI Mode mit
 * Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und Text darunter (4,
 * als `google-ai-overview` ohne `engine`, `about` beginnt mit „Google AI
 * Mode“: Derental, Bahlenhüschen, St. Lorenzen im Mürztal, Schwandenbergen).
 *
 * Orte: Deutschland 12 (Solling/Weserbergland, Niedersachsen: Mackensen,
 * Relliehausen, Hilwartshausen (Stadt Dassel), Heinade, Schoningen (Stadt
 * Uslar), Derental; Lewitz, Mecklenburg: Banzkow, Goldenstädt (Gemeinde
 * Banzkow), Garwitz, Raduhn, Klinken (Gemeinde Lewitzrand), Bahlenhüschen),
 * Österreich 9 (Almtal, Oberösterreich: Viechtwang (Scharnstein), St.
 * Konrad, Steinbach am Ziehberg, Magdalenaberg (Pettenbach), Bad
 * Wimsbach-Neydharting; Mürztal, Steiermark: Hönigsberg (Mürzzuschlag/
 * Langenwang), St. Marein im Mürztal, Parschlug, St. Lorenzen im Mürztal),
 * Schweiz 9 (Schächental, Kanton Uri: die Streusiedlungen Trudelingen,
 * Hartolfingen, Obrieden und Eierschwand der Gemeinde Bürglen UR und
 * Schwandenbergen (Unterschächen); oberes Reusstal, Kanton Uri:
 * Gurtnellen-Wiler, Gurtnellen-Dorf, Wattingen und Meiggelen (Wassen)).
 * Vom Auftrag abgewichen: Statt des Muotatals, das in den Kommentaren von
 * `corpora.ts` als „Muotathal/Ybrig/Einsiedeln“ schon genannt ist (und
 * dessen Dörfer Muotathal, Ried, Bisisthal, Hinterthal alle Treffer
 * haben), steht das obere Urner Reusstal (Gurtnellen, Wassen) als
 * vergleichbares ländliches Bergtal; Schächental, Reusstal, Solling,
 * Weserbergland, Lewitz, Almtal und Mürztal sind dort nicht genannt (der
 * Kanton Uri kommt als „Uri/Schwyz“ bei blind120 vor, Oberösterreich,
 * Steiermark und Mecklenburg nur mit anderen Teilregionen). Die Dörfer
 * der Schächentaler Gemeinden (Bürglen, Spiringen, Unterschächen,
 * Urnerboden) haben alle Treffer, deshalb wird nach den Weilern gefragt.
 * Jeder gefragte Ort und jeder Ort, in den ein Betrieb gesetzt ist, gibt
 * 0 für `grep -rlw "<Ort>" lib/visibility/__fixtures__/ | wc -l` (nur die
 * Anzahl angesehen; verworfen wurden u. a. Silberborn, Lauenförde, Boffzen,
 * Dassel, Sievershausen, Markoldendorf, Grünau im Almtal, Scharnstein,
 * Kindberg, Krieglach, Mürzhofen, Bürglen, Spiringen, Unterschächen,
 * Urnerboden, Urigen, Witerschwanden, Amsteg, Bristen, Wassen). Außerdem
 * sind Betriebe nur in Orte mit 0 gesetzt: Delliehausen, Amelsen, Hoppensen,
 * Ellensen, Offensen, Arholzen, Deensen, Merxhausen, Jamel, Matzlow,
 * Spornitz, Consrade, Peckatel, Friedrichsruhe, Zapel, Domsühl. Größere
 * Orte (Dassel, Uslar, Einbeck, Holzminden, Schwerin, Parchim, Crivitz,
 * Neustadt-Glewe, Scharnstein, Grünau, Pettenbach, Mürzzuschlag, Kapfenberg,
 * Altdorf, Bürglen, Unterschächen, Intschi) stehen
 * nur im Text, nie als Ort eines Betriebs. Dass es die Orte gibt, wurde auf
 * öffentlichen Seiten nachgesehen (Stadt Dassel mit ihren Ortschaften,
 * Mackensen, Gemeinde Banzkow/Goldenstädt, Amt Parchimer Umland/Lewitzrand,
 * die-lewitz.de, Scharnstein mit Viechtwang, Austria-Forum zu Hönigsberg
 * und St. Marein im Mürztal, Gemeindeliste des Bezirks Bruck-Mürzzuschlag,
 * urikon.ch zu Bürglen UR und Unterschächen, Berichte zu Wattingen,
 * Meiggelen und Gurtnellen-Wiler/-Dorf); St. Konrad, Steinbach am Ziehberg,
 * Magdalenaberg, Bad Wimsbach-Neydharting, Heinade, Derental, Schoningen,
 * Bahlenhüschen und Schwandenbergen sind aus eigener Kenntnis bzw. den
 * genannten Seiten übernommen.
 *
 * Branchen: Tischlerei/Schreinerei (2), Hofladen/Direktvermarkter (3:
 * Eier und Fleisch, Bauernbrot, Käse), Ferienwohnung/Gästehaus (2),
 * Kfz-Werkstatt, Reifen, E-Bike-Service, Friseur/Coiffeur (2), Hausarzt (2),
 * Zahnarzt, Tierarzt (2), Physiotherapie, Steuerberatung, Elektriker (2:
 * Zählerschrank, Wärmepumpe), Zimmerei, Bäckerei, Fleischerei,
 * Pferdepension, Kanuverleih, Café, Mostheuriger, Gasthaus, Bergrestaurant.
 * Alle Betriebe, Personen und Domains sind erfunden; reale Plattformen,
 * Kammern, Verbände, Behörden, Marken, Flüsse, Berge und Sehenswürdigkeiten
 * kommen unter ihrem echten Namen vor.
 *
 * Ziel genannt in 15 Antworten: Platz 1 (5: „Haarwerk Friseursalon“ für
 * „Friseursalon Haarwerk“ als Karte, Derental; „Lewitz-Kanu Schröder“ für
 * „Lewitz-Kanu Schröder GmbH“, Garwitz; „Physiotherapie Pesendorfer“ für
 * „Pesendorfer Physiotherapie“, St. Konrad; „Gästehaus Bergkristall“ für
 * „Gästehaus Bergkristall GmbH“, Gurtnellen-Dorf; „Dr. med. Ruth Herger“
 * für „Hausarztpraxis Herger“, Obrieden), Platz 2 (4: „Bartels Tischlerei,
 * Mackensen“ für „Tischlerei Bartels“; „Praxis Lüth & Kasten“ für
 * „Tierarztpraxis Kasten & Lüth“, Klinken; „Steuerberatung Pirker“ für
 * „Steuerberatung Pirker GmbH“, St. Marein im Mürztal; Karte
 * „Bergrestaurant Edelweiss“ für „Bergrestaurant Edelweiss Schwandenbergen
 * GmbH“), Platz 3 (3: „Dr. Sabine Engelke“ für „Hausarztpraxis Dr. Engelke“
 * mit Aufnahmestopp, Hilwartshausen; die Bäuerin „Theresia Hackl“ für
 * „Bio-Hof Hackl“, Magdalenaberg; die Coiffeuse „Monika Tresch“ für
 * „Coiffure Monika“, Gurtnellen-Wiler), Platz 4 (2: nur die Website
 * „pferdehof-lewitzwiese.de“ als Listenpunkt ohne Wertung, Goldenstädt;
 * Karte „Gasthof Zur Linde“ in St. Lorenzen im Mürztal nach dem
 * gleichnamigen „Gasthaus Zur Linde“ in Parschlug auf Platz 1) und Platz 5
 * (1: „Schreinerei Arnold“ ohne „AG“ nach der Liste mit Lob, nach der
 * „Zimmerei Arnold“ in Hartolfingen, Trudelingen). Ziel fehlt in 15
 * Antworten, davon 13 mit einer Verwechslungsgefahr: gleicher Name im
 * Nachbarort („Hofladen Kreipe“ in Hilwartshausen, Relliehausen; „Elektro
 * Pahl“ in Matzlow, Raduhn; „Mosthof Gruber“ in St. Konrad, Viechtwang;
 * „Hofkäserei Zgraggen“ in Obrieden statt „Käserei Zgraggen“,
 * Hartolfingen), anderes Hauswort und anderer Ort („Ferienwohnung
 * Sollingblick“ in Derental statt „Ferienhof Sollingblick“, Heinade),
 * gleicher Familienname mit anderem Hauswort oder anderer Branche im selben
 * Ort („Reifenservice Wöhler“ statt „Autohaus Wöhler“, Schoningen;
 * „Sägewerk Redtenbacher“ statt „Holzbau Redtenbacher“, Steinbach am
 * Ziehberg; „Autowerkstatt Zach“ statt „Reifenhaus Zach“, Hönigsberg;
 * „Sanitär Baumann“ statt „Elektro Baumann“, Wattingen), gleicher Nachname
 * eines Arztes oder Tierarztes im Nachbarort („Dr. Michael Stadlmayr“ in
 * Viechtwang statt „Zahnarztpraxis Dr. Stadlmayr“, Bad Wimsbach-Neydharting;
 * „Grosstierpraxis Imhof“ in Obrieden statt „Tierarztpraxis Imhof“,
 * Eierschwand), Ortsname im Namen eines anderen Betriebs („Banzkower
 * Landbäckerei“ statt „Bäckerei Wendt“, Banzkow; „Parschluger Bauernladen“
 * statt „Fleischerei Pöllabauer“, Parschlug); 2 ohne etwas dergleichen
 * (Bahlenhüschen, Meiggelen). Andere Betriebe geschlossen (2): „Eiscafé
 * Tutti“ als Karte „Dauerhaft geschlossen“ (Bahlenhüschen), „Reifenshop
 * Leitgeb“ „hat … dauerhaft geschlossen“ (Hönigsberg).
 *
 * Antwortlängen 84 bis 675 Wörter (Median 171; gezählt als durch Leerraum
 * getrennte Stücke mit mindestens einem Buchstaben oder einer Ziffer,
 * Markdown und Links eingeschlossen): 19 Antworten mit 84–276 Wörtern und
 * 11 mit mehr als 600 (625–675: Mackensen, Goldenstädt, Hartolfingen,
 * Banzkow, Hilwartshausen, Wattingen, Hönigsberg, Viechtwang, St. Konrad,
 * Relliehausen, Trudelingen).
 *
 * Geschrieben abseits der Auswertung. Gelesen wurden ausschließlich:
 * /tmp/helper/common.md (der Auftrag), `answer-corpus.ts` Zeilen 1–70,
 * `answer-corpus-blind2.ts` Zeilen 1–77, `answer-corpus-blind42.ts` Zeilen
 * 1–184 (Kopf, Importzeilen), `answer-corpus-blind98.ts` Zeilen 1–262 (Kopf
 * und die ersten beiden Fälle bis in die Tabelle des zweiten),
 * `second-reading-conventions.md` und die Kommentarzeilen von `corpora.ts`
 * (mit grep nach Zeilen, die mit „//“ beginnen, teils gefiltert nach
 * Regionsnamen). Nichts anderes im
 * Repository wurde geöffnet – keine Analyse, Regeln, Wortlisten, Tests,
 * kein Leser, keine Fälle oder Köpfe anderer Korpora, auch nicht
 * `scripts/node24.sh` (nur mit `source` geladen); git wurde nicht benutzt.
 * Die Typprüfung nannte Fehler in anderen Dateien nur mit Dateinamen; sie
 * wurden nicht geöffnet. Dieser Korpus ist nirgends eingetragen. Die
 * Erwartungen standen fest, bevor irgendetwas auf diesen Korpus angewandt
 * wurde; die Auswertung, die Tests und keine Bench wurden laufen gelassen.
 * Geprüft wurden nur, mit einem Skript in /tmp/cw186/, das allein diese
 * Datei lädt: die Anzahlen (30; DE 12, AT 9, CH 9; je Stil; 15 mit Ziel),
 * die Wortzahlen, ob die erwarteten Namen und `negative` wörtlich (ohne
 * Markdown, Links, [n]- und hochgestellte Marken) und in der Reihenfolge
 * ihres ersten Auftretens im Text stehen, `contextIncludes` in der Zeile
 * der ersten Nennung des Ziels, ob fehlende Ziele und ihre Domains wirklich
 * nicht vorkommen (mit Absicht steht der volle Zielname nur bei den
 * Namensvettern in Relliehausen, Raduhn, Viechtwang und – als Teil von
 * „Hofkäserei Zgraggen“ – Hartolfingen), kein „ß“ in Schweizer Antworten,
 * die Eindeutigkeit der ids (Präfix „blind186-“) und die Typprüfung
 * (`source scripts/node24.sh && npx tsc --noEmit -p .`, ohne Fehler in
 * dieser Datei). Nach der ersten Wortzählung wurden sechzehn Antworten um
 * neutrale Absätze (Kosten, Lagerung, Anfahrt, Tipps) verlängert, ohne
 * neue Betriebe, Plattformen oder Nennungen des Ziels; vor der ersten
 * Prüfung wurden vier Formulierungen geglättet (in Raduhn „laut
 * Google-Bewertungen“ statt „laut Bewertungen“, in Magdalenaberg ein Satz
 * ohne „Google-Suche“, in Hönigsberg „in Österreich“ statt „in
 * Steiermark“, in Wattingen „der Betrieb Sanitär Baumann“) und bei
 * St. Konrad der Eintrag mit der geschriebenen Berufsbezeichnung notiert
 * („Wahlphysiotherapeutin Mag. Eva Hinterberger“, nach blind98). Keine
 * Erwartung wurde nach einer Prüfung geändert.
 *
 * Dieser Korpus ist TRAINING: Er darf für Regeln, Prompts und das Training
 * des Urteilsmodells gelesen werden.
 *
 * Es gelten die Konventionen im Kopf von `answer-corpus-blind42.ts` und
 * `answer-corpus-blind98.ts`, unverändert übernommen (`businesses` in der
 * Reihenfolge der ersten Nennung, jeder einmal, Name wie geschrieben ohne
 * Beschreibung, Markdown, Zitatmarken und führenden Artikel, ein Ort in
 * Klammern oder nach einem Komma gehört nicht zum Namen; das Ziel an seiner
 * Stelle, auch wenn nicht verfügbar oder nur neutral genannt; ein Ziel nach
 * der Liste bekommt den nächsten Platz nach der Liste; `negative` für andere
 * abgeratene oder geschlossene Betriebe; Plattformen unter ihrem
 * Markennamen, „bei Google“, „Google-Bewertungen“ und Links auf
 * google.com/maps als „Google Maps“; Verbände, Kammern, Behörden,
 * Netzbetreiber, Tourismusorganisationen, Verkehrsbetriebe und die eigenen
 * Websites der Betriebe sind keine Plattformen; Selbständige als eigenes
 * Angebot sind Einträge, mit geschriebener Berufsbezeichnung;
 * `contextIncludes` aus der Zeile der ersten Nennung, bei einem fetten Namen
 * allein in seiner Zeile, Überschrift oder Karte ein Teil des Namens). Wo
 * `second-reading-conventions.md` einem nicht verfügbaren Ziel `position =
 * null` gibt, folgt dieser Korpus wie blind98 der Regel „das Ziel an seiner
 * Stelle“ (Hilwartshausen Platz 3).
 * Entscheidungen in Zweifelsfällen:
 * - Genannt, weil der richtige Ort dabeisteht: „Bartels Tischlerei,
 *   Mackensen“ (Eintrag „Bartels Tischlerei“), „Praxis Lüth & Kasten
 *   (Klinken)“, „Gasthof Zur Linde“ mit der Karte St. Lorenzen im Mürztal
 *   (das „Gasthaus Zur Linde“ in Parschlug ist ein eigener, empfohlener
 *   Eintrag), „Schreinerei Arnold“ in Trudelingen (die „Zimmerei Arnold“ in
 *   Hartolfingen ist ein eigener Eintrag). Nur über die Person: „Dr. Sabine
 *   Engelke“ (Fließtext, Berufsbezeichnung nach dem Komma), „Theresia
 *   Hackl“, „Monika Tresch“, „Dr. med. Ruth Herger“. Nur über die Website:
 *   „pferdehof-lewitzwiese.de“ als Listenpunkt, Eintrag unter diesem Namen.
 * - Nicht genannt, obwohl der Name gleich oder fast gleich ist: die
 *   Namensvettern oben; sie sind gewöhnliche empfohlene Einträge in
 *   `businesses`.
 * - Ton: „nimmt sie derzeit jedoch keine neuen Patientinnen und Patienten
 *   auf“ ist "unavailable" (Hilwartshausen); „Zu Preisen, freien Plätzen und
 *   Ausstattung macht die Seite allerdings kaum Angaben“ ist "neutral"
 *   (Goldenstädt); „die in mehreren Bewertungen … gelobt wird“ nach der
 *   Liste ist "recommended" (Trudelingen).
 * - Optionen am Rand zählen: „Hof Grote“ mit seinem Regiomaten
 *   (Relliehausen), „Sägewerk Redtenbacher“ als Holzlieferant, „Dachdeckerei
 *   Auinger“ für die Eindeckung, „Landgasthaus Kothbauer“ als Ausweichadresse,
 *   „Sanitär Baumann“ für den Heizungsteil, „Reifenservice Wöhler“ für
 *   Reifen und kleinere Reparaturen.
 * - Keine Betriebe: Handwerkskammer Hildesheim-Südniedersachsen,
 *   Kassenärztliche Vereinigung Niedersachsen/116117, Naturpark
 *   Solling-Vogler, Wildpark Neuhaus, TÜV Nord, DEKRA, Amt Crivitz,
 *   Naturparkverwaltung, VFD, Wochenmarkt in Dassel, Schleuse Garwitz,
 *   Galerieholländerwindmühle Banzkow, Tourismusverband Traunsee-Almtal,
 *   Cumberland Wildpark, Ruine Scharnstein, ÖGK, Pensionsversicherung,
 *   Physio Austria, SVS, Wirtschaftskammer Steiermark, Kammer der
 *   Steuerberater:innen und Wirtschaftsprüfer:innen, Zahnärztekammer
 *   Oberösterreich, Gemeindeamt Pettenbach, „Gutes vom Bauernhof“ (Marke),
 *   ÖAMTC, ARBÖ, Landesmostkost, VSSM, Alpinavera, Uri Tourismus,
 *   EWA-energieUri (Netzbetreiber), Gebäudeprogramm, GEAK, Luftseilbahn
 *   Arnisee–Intschi, ärztlicher und tierärztlicher Notfalldienst; Marken
 *   (V-ZUG, Electrolux, Blum, Hettich, Continental, Semperit, Michelin).
 * - Plattformen: Google Maps, MyHammer, Das Örtliche, FeWo-direkt,
 *   Booking.com, Tripadvisor, Herold, DocFinder, local.ch, search.ch,
 *   OneDoc, Airbnb. Keine Plattformen: naturpark-solling-vogler.de,
 *   reiterforum-mv.de (Forum), vfdnet.de, holzbauaustria.at,
 *   land-oberoesterreich.gv.at, uri.swiss, urneralpen.ch, blw.admin.ch,
 *   alpinavera.ch, die eigenen Websites der Betriebe; Zahlungsmittel
 *   (PayPal, TWINT). Antworten ohne Plattform haben `platforms: []`.
 */

import type { BlindCorpusCase } from "./answer-corpus-blind2";

const md = (...lines: string[]): string => lines.join("\n");

export const answerCorpusBlind186: BlindCorpusCase[] = [
  // ---------------------------------------------------------------------------
  // Deutschland (12): Solling/Weserbergland (6) und Lewitz (6)
  // ---------------------------------------------------------------------------
  {
    id: "blind186-chatgpt-tischler-mackensen-wortfolge",
    about: "ChatGPT-Suche mit Überschrift je Betrieb und Markdown-Links; Ziel 'Tischlerei Bartels' in Mackensen als 'Bartels Tischlerei, Mackensen' (andere Wortfolge, richtiger Ort) in der zweiten Überschrift",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Kannst du mir eine gute Tischlerei in Mackensen oder Umgebung empfehlen? Ich brauche einen Einbauschrank unter der Dachschräge.", city: "Mackensen", country: "DE" },
    answer: md(
      "Für einen Einbauschrank unter der Dachschräge lohnt sich ein Tischler aus der Nähe, der vorher zum Aufmaß vorbeikommt – Dachschrägen sind selten wirklich gerade, und ein Maßmöbel passt erst dann sauber, wenn Kniestock, Neigungswinkel und Dachfenster vor Ort gemessen werden. Rund um Mackensen am Ostrand des Sollings gibt es einige kleine Betriebe, die genau solche Aufträge übernehmen. Diese vier werden in aktuellen Einträgen und Bewertungen am häufigsten genannt:",
      "",
      "### Holzwerkstatt Ahrens (Relliehausen)",
      "Kleiner Zwei-Mann-Betrieb, der sich auf Maßmöbel aus Massivholz spezialisiert hat, vor allem Eiche, Buche und Kiefer aus der Region. In Bewertungen wird gelobt, dass der Meister sich viel Zeit für die Beratung nimmt und auch ungewöhnliche Schrägen mit Versprüngen sauber löst. Die Wartezeit liegt laut mehreren Rezensionen bei etwa acht bis zwölf Wochen. ([google.com/maps](https://www.google.com/maps/search/Holzwerkstatt+Ahrens+Relliehausen))",
      "",
      "### Bartels Tischlerei, Mackensen",
      "Direkt im Ort und damit die naheliegendste Adresse. Die Tischlerei baut Einbauschränke, Treppen und Innentüren und zeigt auf ihrer Website mehrere Beispiele für Schrankwände unter Dachschrägen, teils mit Schiebetüren und integrierter LED-Beleuchtung. Kundinnen und Kunden heben die saubere Montage und die pünktliche Terminabsprache hervor; das Aufmaß vor Ort wird verrechnet, wenn der Auftrag zustande kommt. ([tischlerei-bartels-mackensen.de](https://www.tischlerei-bartels-mackensen.de/einbauschraenke))",
      "",
      "### Möbelbau Sievert (Delliehausen)",
      "Etwas weiter entfernt auf der Uslarer Seite des Sollings, dafür mit eigener CNC-Fertigung, was bei lackierten Fronten und Korpussen aus beschichteten Platten den Preis spürbar drücken kann. Gut geeignet, wenn du eher eine moderne, grifflose Optik möchtest. Auf MyHammer hat der Betrieb zahlreiche positive Bewertungen für Schränke unter Dachschrägen. ([myhammer.de](https://www.myhammer.de/tischler/delliehausen))",
      "",
      "### Schreinerei & Innenausbau Ohlendorf (Hilwartshausen)",
      "Macht neben Möbeln auch Trockenbau und Dämmung, was praktisch ist, wenn hinter dem Schrank ohnehin noch die Dachschräge gedämmt oder eine Revisionsklappe für Leitungen eingeplant werden muss. Einige Kunden schreiben, dass die Angebote sehr detailliert aufgeschlüsselt sind und spätere Nachträge die Ausnahme bleiben.",
      "",
      "## Was ein Einbauschrank unter der Schräge ungefähr kostet",
      "Als grobe Orientierung für einen Schrank von etwa zwei Metern Breite unter einer durchschnittlichen Dachschräge:",
      "",
      "- **Beschichtete Spanplatte, weiße Fronten:** etwa 1.800 bis 3.000 €",
      "- **Lackierte MDF-Fronten, grifflos:** etwa 2.800 bis 4.500 €",
      "- **Massivholz (z. B. Eiche geölt):** ab etwa 4.500 €, je nach Innenausstattung auch deutlich mehr",
      "",
      "Schubladen mit Vollauszug, Innenbeleuchtung und Schiebetüren treiben den Preis am stärksten. Montage und Anfahrt sind bei Betrieben aus der direkten Nachbarschaft meist günstiger als bei Anbietern aus Einbeck oder Holzminden, weil keine Übernachtung oder lange Fahrzeit eingerechnet werden muss.",
      "",
      "## Tipps für die Anfrage",
      "1. **Fotos und Maße vorab schicken:** Kniestockhöhe, Raumhöhe, Breite der Nische und den Neigungswinkel (oder einfach zwei Höhenmaße im Abstand von einem Meter). Dann bekommst du schneller eine erste Preisspanne.",
      "2. **Zwei bis drei Angebote einholen:** Die Preise für dasselbe Möbel können je nach Auslastung und Material um 30 Prozent und mehr auseinanderliegen.",
      "3. **Nach Referenzen fragen:** Gute Betriebe zeigen gern Fotos von ähnlichen Schränken oder nennen dir Kundschaft in der Nähe, bei der du dir das Ergebnis ansehen kannst.",
      "4. **Lieferzeit einplanen:** Viele Tischlereien im Solling sind bis in den Spätherbst ausgebucht; wer im Frühjahr anfragt, hat meist bessere Chancen auf einen Einbau vor Weihnachten.",
      "5. **Meisterbetrieb prüfen:** Ob ein Betrieb in der Handwerksrolle eingetragen ist, kannst du bei der Handwerkskammer Hildesheim-Südniedersachsen erfragen.",
      "",
      "## Material und Ausstattung",
      "Unter Dachschrägen ist es im Sommer oft warm und im Winter eher kühl. Achte deshalb auf eine Hinterlüftung des Schranks, gerade wenn er an einer Außenwand oder direkt an der gedämmten Schräge steht; ein paar Zentimeter Abstand und Lüftungsschlitze im Sockel verhindern Schimmel. Für Kleidung sind Schubladen im niedrigen Bereich praktischer als Fachböden, weil man sonst tief in den Schrank hineinkriechen muss. Im hohen Teil eignen sich Kleiderstangen, bei wenig Höhe auch ausziehbare Stangen quer zur Wand. Wer Bettwäsche oder Koffer verstauen will, plant am besten ein großes Fach mit Klappe ganz hinten unter der Schräge ein.",
      "",
      "Wenn du magst, schreibe ich dir eine kurze Vorlage für die Anfrage-E-Mail oder suche nach Tischlereien, die mit Holz aus dem Solling arbeiten.",
    ),
    target: { businessName: "Tischlerei Bartels", domain: "tischlerei-bartels-mackensen.de" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Holzwerkstatt Ahrens", "Bartels Tischlerei", "Möbelbau Sievert", "Schreinerei & Innenausbau Ohlendorf"],
      contextIncludes: "Bartels Tischlerei",
      tone: "recommended",
      platforms: ["Google Maps", "MyHammer"],
    },
  },
  {
    id: "blind186-perplexity-hofladen-relliehausen-namensvetter-nachbardorf",
    about: "Perplexity mit [n]-Marken, Tabelle und Quellenliste; Namensvetter im Nachbardorf: 'Hofladen Kreipe' in Hilwartshausen ist ein anderer Hof als der gleichnamige Hofladen des Fragenden in Relliehausen; Ziel fehlt",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Wo kann ich in Relliehausen oder in der Nähe Eier, Kartoffeln und Fleisch direkt vom Hof kaufen?", city: "Relliehausen", country: "DE" },
    answer: md(
      "Direktvermarkter gibt es im Dasseler Raum und am Ostrand des Sollings erfreulich viele, allerdings meist mit eingeschränkten Öffnungszeiten oder als Selbstbedienung mit Kasse des Vertrauens[1][2]. Für Eier, Kartoffeln und Fleisch in der Nähe von Relliehausen kommen vor allem diese Höfe infrage:",
      "",
      "| Hof | Ort | Angebot | Öffnungszeiten laut Eintrag |",
      "| --- | --- | --- | --- |",
      "| Eierhof Wedemeyer | Amelsen | Eier aus Freilandhaltung, Nudeln, Eierlikör | Selbstbedienung täglich 7–20 Uhr |",
      "| Hofladen Kreipe | Hilwartshausen | Kartoffeln, Zwiebeln, Rindfleisch vom eigenen Hof | Fr 14–18 Uhr, Sa 9–12 Uhr |",
      "| Milchhof Stüber | Hoppensen | Rohmilch aus der Milchtankstelle, Joghurt, Käse | täglich 6–21 Uhr |",
      "| Solling-Wild Brinkmann | Schoningen | Reh, Wildschwein, Wildbratwurst | nur nach Vorbestellung |",
      "",
      "**Eier:** Der Eierhof Wedemeyer in Amelsen hat ein Verkaufshäuschen direkt an der Straße, in dem rund um die Uhr frische Eier in Zehnerkartons stehen; bezahlt wird in bar oder per PayPal über einen QR-Code[3]. Die Hühner laufen in mobilen Ställen auf wechselnden Weiden, was in Bewertungen bei Google häufig als Grund für die kräftige Dotterfarbe genannt wird[1].",
      "",
      "**Kartoffeln und Rindfleisch:** Der Hofladen Kreipe in Hilwartshausen verkauft neben mehreren Kartoffelsorten (festkochend, vorwiegend festkochend, mehlig) auch Rindfleisch aus eigener Mutterkuhhaltung[4]. Das Fleisch gibt es nur wenige Male im Jahr als gemischte Pakete von fünf oder zehn Kilo; die Termine stehen auf der Website des Hofs, und man muss sich vorher eintragen[4]. Laut Das Örtliche ist der Laden freitags nachmittags und samstags vormittags geöffnet[2].",
      "",
      "**Milch und Milchprodukte:** Am Milchhof Stüber in Hoppensen steht eine Milchtankstelle, an der man Rohmilch in mitgebrachte oder vor Ort gekaufte Glasflaschen zapfen kann[5]. Rohmilch sollte vor dem Verzehr abgekocht werden; darauf weist auch ein Schild am Automaten hin.",
      "",
      "**Wild:** Wer Wildfleisch aus dem Solling möchte, kann bei Solling-Wild Brinkmann in Schoningen vorbestellen[6]. Der Betrieb verarbeitet Rehe und Wildschweine aus den umliegenden Revieren und bietet in der Saison auch Wildgulasch und Bratwürste an. Abholung ist meist freitags möglich.",
      "",
      "Zusätzlich betreibt der Hof Grote in Ellensen einen Regiomaten, also einen gekühlten Verkaufsautomaten, in dem neben Eiern auch Wurst im Glas, Honig und saisonal Erdbeeren oder Spargel angeboten werden[7]. Das ist praktisch, wenn du außerhalb der Ladenöffnungszeiten einkaufen möchtest.",
      "",
      "### Hinweise",
      "- **Saison beachten:** Frühkartoffeln gibt es in der Region meist ab Ende Juni, Lagerkartoffeln bis ins Frühjahr. Bei Eiern kann es in der Mauser im Herbst knapp werden.",
      "- **Kühltasche mitnehmen:** Besonders bei Fleisch und Rohmilch lohnt sich eine Kühltasche, auch für kurze Wege.",
      "- **Fleischpakete früh reservieren:** Bei kleinen Höfen sind die Pakete oft innerhalb weniger Tage vergeben.",
      "- **Wochenmarkt:** Einige der Höfe stehen zusätzlich donnerstags auf dem Wochenmarkt in Dassel; dort kann man ohne Vorbestellung probieren[2].",
      "- **Öffnungszeiten prüfen:** Kleine Hofläden ändern ihre Zeiten oft kurzfristig, etwa in der Erntezeit. Ein kurzer Anruf vor der Fahrt spart im Zweifel einen Umweg.",
      "",
      "### Was die Produkte ungefähr kosten",
      "Zur Orientierung: Eier aus Freilandhaltung kosten ab Hof meist 3,50 bis 4,50 € für zehn Stück, Speisekartoffeln im 12,5-Kilo-Sack etwa 12 bis 18 €, je nach Sorte und Jahr[2]. Rindfleisch im gemischten Paket liegt bei kleinen Höfen häufig zwischen 16 und 22 € pro Kilo, wobei Edelteile wie Filet und Roastbeef anteilig enthalten sind[4]. Rohmilch aus der Milchtankstelle kostet rund einen Euro pro Liter. Wildfleisch wird meist nach Teilstück berechnet; Rehkeule oder Wildschweinbraten sind im Herbst am günstigsten, weil dann die meisten Tiere erlegt werden[6]. Viele Höfe nehmen Eierkartons und Gläser gern zurück, was dir beim nächsten Einkauf manchmal einen kleinen Rabatt bringt.",
      "",
      "### Anfahrt und Parken",
      "Die meisten Höfe liegen an ruhigen Nebenstraßen; Parkplätze gibt es direkt am Hof, bei Hofläden mit großem Andrang am Samstagvormittag kann es aber eng werden. Mit dem Fahrrad sind Amelsen, Hilwartshausen und Hoppensen von Relliehausen aus gut zu erreichen, wobei es Richtung Solling teils deutlich bergauf geht. Für schwere Einkäufe wie Kartoffelsäcke ist ein Auto oder ein Fahrradanhänger praktisch.",
      "",
      "Wenn du eher Gemüse in Bioqualität suchst, lohnt ein Blick in die Regionalsuche des Naturparks Solling-Vogler, die Direktvermarkter in der ganzen Region auflistet[8].",
      "",
      "**Quellen**",
      "[1] google.com/maps – Hofläden bei Dassel",
      "[2] dasoertliche.de – Hofläden Dassel und Umgebung",
      "[3] eierhof-wedemeyer.de – Verkaufshäuschen",
      "[4] hofladen-kreipe.de – Kartoffeln und Rindfleisch aus Hilwartshausen",
      "[5] milchhof-stueber.de – Milchtankstelle",
      "[6] solling-wild-brinkmann.de – Wild aus dem Solling",
      "[7] hof-grote-ellensen.de – Regiomat",
      "[8] naturpark-solling-vogler.de – Regionale Produkte",
    ),
    target: { businessName: "Hofladen Kreipe" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Eierhof Wedemeyer", "Hofladen Kreipe", "Milchhof Stüber", "Solling-Wild Brinkmann", "Hof Grote"],
      tone: null,
      platforms: ["Google Maps", "Das Örtliche"],
    },
  },
  {
    id: "blind186-gemini-ferienwohnung-heinade-anderes-hauswort-anderer-ort",
    about: "Gemini mit fetten Namen und Detail-Bullets; Namensvetter: 'Ferienwohnung Sollingblick' in Derental statt 'Ferienhof Sollingblick' des Fragenden in Heinade (anderes Hauswort, anderer Ort); Ziel fehlt",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Ferienwohnung in Heinade im Solling mit Hund, 2 Erwachsene, eine Woche im Oktober", city: "Heinade", country: "DE" },
    answer: md(
      "Heinade liegt ruhig zwischen Solling und Vogler und ist ein guter Ausgangspunkt für Wanderungen mit Hund. Im Oktober ist die Auswahl meist noch gut, weil die Herbstferien in Niedersachsen erst Mitte des Monats beginnen. Hier sind einige hundefreundliche Unterkünfte in Heinade und den Nachbarorten:",
      "",
      "**Ferienwohnungen Wiesenrand**",
      "* **Lage:** Ortsrand von Heinade, direkter Zugang zu Feldwegen",
      "* **Hund:** ein Hund erlaubt, 8 € pro Nacht",
      "* **Besonderheit:** eingezäunter Garten, Hundedusche im Hof",
      "* **Bewertung:** 4,7 von 5 auf FeWo-direkt",
      "",
      "**Ferienwohnung Sollingblick**",
      "* **Lage:** Derental, am Waldrand mit Blick über das Wesertal",
      "* **Hund:** bis zu zwei Hunde nach Absprache",
      "* **Besonderheit:** Kaminofen, Holz ist im Preis enthalten",
      "* **Bewertung:** 9,1 auf Booking.com",
      "",
      "**Landhaus am Vogler**",
      "* **Lage:** Deensen, etwa zehn Minuten mit dem Auto",
      "* **Hund:** willkommen, keine Zusatzgebühr",
      "* **Besonderheit:** zwei Wohnungen im umgebauten Fachwerkhaus, gut für längere Aufenthalte",
      "",
      "**Pension Hochsolling**",
      "* **Lage:** Merxhausen",
      "* **Hund:** auf Anfrage",
      "* **Besonderheit:** Frühstück möglich, kleine Ferienwohnung im Nebenhaus",
      "",
      "**Tipps für Oktober:**",
      "* Im Solling ist im Herbst Hirschbrunft; die Abendstunden an den Waldrändern sind dann besonders stimmungsvoll, Hunde sollten aber an der Leine bleiben.",
      "* Der Wildpark Neuhaus erlaubt angeleinte Hunde und ist gut für einen halben Tag.",
      "* Prüfe vor der Buchung, ob die Endreinigung und die Hundegebühr schon im angezeigten Preis enthalten sind.",
    ),
    target: { businessName: "Ferienhof Sollingblick" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Ferienwohnungen Wiesenrand", "Ferienwohnung Sollingblick", "Landhaus am Vogler", "Pension Hochsolling"],
      tone: null,
      platforms: ["FeWo-direkt", "Booking.com"],
    },
  },
  {
    id: "blind186-copilot-werkstatt-schoningen-reifenservice-gleicher-name",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Namensvetter im selben Ort: 'Reifenservice Wöhler' in Schoningen ist ein anderer Betrieb als 'Autohaus Wöhler' des Fragenden (anderes Hauswort); Ziel fehlt",
    asked: { assistant: "copilot", query: "Zuverlässige Autowerkstatt in Schoningen für Inspektion und HU?", city: "Schoningen", country: "DE" },
    answer: md(
      "Rund um Schoningen bei Uslar gibt es einige kleinere Betriebe, die Inspektionen und die Vorführung zur Hauptuntersuchung übernehmen:",
      "",
      "- **Kfz-Technik Lüdecke** (Delliehausen): freie Meisterwerkstatt, Inspektion nach Herstellervorgaben ohne Verlust der Garantie, HU-Abnahme durch einen Prüfer im Haus einmal pro Woche¹.",
      "- **Reifenservice Wöhler** (Schoningen): vor allem Reifenwechsel, Einlagerung und Achsvermessung, kleinere Reparaturen wie Bremsen und Auspuff nach Absprache².",
      "- **Auto-Service Fricke** (Offensen): Bewertungen bei Google loben faire Preise und ehrliche Einschätzungen, auch bei älteren Fahrzeugen³.",
      "",
      "Tipp: Frag bei der Terminvereinbarung, ob die HU direkt in der Werkstatt abgenommen wird (z. B. durch TÜV Nord oder DEKRA). Dann sparst du dir den Weg zur Prüfstelle und mögliche Mängel können gleich behoben werden.",
      "",
      "Weitere Informationen",
      "1 kfz-luedecke.de",
      "2 reifenservice-woehler.de",
      "3 google.com",
    ),
    target: { businessName: "Autohaus Wöhler" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Kfz-Technik Lüdecke", "Reifenservice Wöhler", "Auto-Service Fricke"],
      tone: null,
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind186-aimode-friseur-derental-wortfolge-karte",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und Text darunter; Ziel 'Friseursalon Haarwerk' in Derental als Karte 'Haarwerk Friseursalon' mit richtigem Ort auf Platz 1",
    asked: { assistant: "google-ai-overview", query: "friseur derental", city: "Derental", country: "DE" },
    answer: md(
      "Hier sind Friseursalons in und um Derental:",
      "",
      "**Haarwerk Friseursalon**",
      "4,8 ★★★★★ (63) · Friseursalon",
      "Derental · Geöffnet · Schließt um 18:00",
      "„Sehr nette Beratung, und der Schnitt hält lange.“",
      "",
      "**Salon Schnittpunkt**",
      "4,5 ★★★★½ (41) · Friseursalon",
      "Arholzen · Geschlossen · Öffnet Di. um 08:30",
      "„Kurzfristige Termine fast immer möglich.“",
      "",
      "**Haarstudio Lena**",
      "4,9 ★★★★★ (22) · Friseur",
      "Deensen · Geöffnet · Schließt um 17:00",
      "",
      "Der **Haarwerk Friseursalon** ist der einzige Salon direkt in Derental und wird vor allem für Damenhaarschnitte und Farbe gelobt. Der **Salon Schnittpunkt** bietet auch Herrenschnitte ohne Termin an, und das **Haarstudio Lena** ist ein kleiner Ein-Frau-Salon, bei dem man rechtzeitig buchen sollte.",
    ),
    target: { businessName: "Friseursalon Haarwerk" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Haarwerk Friseursalon", "Salon Schnittpunkt", "Haarstudio Lena"],
      contextIncludes: "Haarwerk Friseursalon",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind186-claude-hausarzt-hilwartshausen-inhaberin-aufnahmestopp",
    about: "Claude ohne Websuche in fließendem Text mit Vorbehalten; Ziel 'Hausarztpraxis Dr. Engelke' nur über die Inhaberin 'Dr. Sabine Engelke' mit richtigem Ort, mit Aufnahmestopp auf Platz 3",
    engine: "claude",
    asked: { assistant: "claude", query: "Ich ziehe nach Hilwartshausen bei Dassel. Welche Hausärzte in der Nähe nehmen neue Patienten auf?", city: "Hilwartshausen", country: "DE" },
    answer: md(
      "Herzlichen Glückwunsch zum Umzug! Vorweg ein wichtiger Vorbehalt: Ich kann nicht live im Internet nachsehen, und ob eine Hausarztpraxis gerade neue Patientinnen und Patienten aufnimmt, ändert sich oft von Monat zu Monat. Was ich dir nenne, beruht auf meinem Wissensstand und sollte unbedingt telefonisch überprüft werden.",
      "",
      "Hilwartshausen ist ein kleiner Ort, und die hausärztliche Versorgung in der Gegend um Dassel ist – wie in vielen ländlichen Regionen Südniedersachsens – eher knapp. Viele Praxen sind ausgelastet, und einige Ärztinnen und Ärzte stehen kurz vor dem Ruhestand, ohne dass die Nachfolge gesichert ist. Es lohnt sich deshalb, früh anzufragen, am besten schon vor dem eigentlichen Umzugstermin.",
      "",
      "In den Nachbarorten kommen nach meinem Kenntnisstand vor allem zwei Praxen infrage. Die Hausarztpraxis Dr. Voigt in Relliehausen ist eine allgemeinmedizinische Praxis mit Sprechstunden an fünf Vormittagen und zwei Nachmittagen; sie hatte zuletzt den Ruf, bei Neuzugezogenen aus den umliegenden Dörfern vergleichsweise entgegenkommend zu sein, wenn man sich persönlich vorstellt. Die Landarztpraxis Mackensen ist eine kleine Gemeinschaftspraxis mit zwei Ärzten, die auch Hausbesuche in den Nachbardörfern macht, was gerade für ältere Angehörige wichtig sein kann.",
      "",
      "In Hilwartshausen selbst praktiziert Dr. Sabine Engelke, Fachärztin für Allgemeinmedizin. Soweit ich weiß, nimmt sie derzeit jedoch keine neuen Patientinnen und Patienten auf, weil die Praxis an ihre Kapazitätsgrenze gekommen ist. Es kann trotzdem sinnvoll sein, nach einer Warteliste zu fragen, denn solche Aufnahmestopps werden gelegentlich wieder gelockert, etwa wenn eine Weiterbildungsassistentin dazukommt.",
      "",
      "Ein paar praktische Hinweise, die dir die Suche erleichtern können:",
      "",
      "Die Kassenärztliche Vereinigung Niedersachsen bietet eine Arztsuche an, in der du nach Ort, Fachrichtung und Sprechzeiten filtern kannst. Dort steht zwar nicht, ob eine Praxis neue Patienten aufnimmt, aber du bekommst einen vollständigen Überblick über alle zugelassenen Hausärzte im Umkreis. Wenn du trotz mehrerer Anfragen keine Praxis findest, kann dir die Terminservicestelle unter der Nummer 116117 einen Termin vermitteln. Für eine dauerhafte hausärztliche Betreuung ist das zwar keine Lösung, aber es hilft, wenn du zwischendurch ein Rezept oder eine Überweisung brauchst.",
      "",
      "Beim ersten Anruf hilft es, freundlich und konkret zu sein: Sag, dass du neu in die Gegend gezogen bist, ob du chronische Erkrankungen hast oder regelmäßig Medikamente brauchst, und frag ausdrücklich, ob du dich persönlich vorstellen darfst. Manche Praxen nehmen Patienten mit Dauermedikation bevorzugt auf, andere gerade nicht. Halte deine Versichertenkarte, einen aktuellen Medikationsplan und, falls vorhanden, Befunde deiner bisherigen Hausarztpraxis bereit. Viele Praxen freuen sich, wenn die Unterlagen schon vollständig mitgebracht werden, weil das die erste Sprechstunde deutlich verkürzt.",
      "",
      "Wenn du an einem Hausarztprogramm deiner Krankenkasse teilnimmst, solltest du außerdem klären, ob die neue Praxis daran ebenfalls teilnimmt; sonst musst du die Einschreibung eventuell wechseln. Und für akute Beschwerden außerhalb der Sprechzeiten ist der ärztliche Bereitschaftsdienst ebenfalls unter 116117 erreichbar, bei Notfällen natürlich die 112. Das nächstgelegene Krankenhaus mit Notaufnahme liegt in Einbeck.",
      "",
      "Noch ein Gedanke zur Übergangszeit: Solange du keine neue Hausarztpraxis gefunden hast, kannst du dich in vielen Fällen auch weiter von deiner bisherigen Praxis betreuen lassen, zumindest was Folgerezepte angeht, sofern die Entfernung das zulässt und die Praxis einverstanden ist. Viele Praxen stellen Wiederholungsrezepte inzwischen als E-Rezept aus, das du in jeder Apotheke einlösen kannst, ohne selbst vorbeizukommen. Frag dort nach, bevor du endgültig umziehst, und lass dir einen Ausdruck deiner wichtigsten Befunde und Impfungen geben. Auch ein aktueller Impfpass und eine Liste deiner Allergien erleichtern den Neuanfang in einer anderen Praxis.",
      "",
      "Und noch ein praktischer Hinweis: Fachärztliche Termine, etwa bei Internisten oder Kardiologen, laufen in der Regel über eine Überweisung der Hausarztpraxis. Wenn du regelmäßig zu einer Fachärztin gehst, frag sie, ob sie dir bei der Suche nach einer hausärztlichen Praxis in deiner neuen Umgebung einen Tipp geben kann; Ärztinnen und Ärzte kennen die Situation vor Ort oft besser als jede Liste.",
      "",
      "Falls du magst, kann ich dir einen kurzen Gesprächsleitfaden für den ersten Anruf formulieren oder eine Vorlage für eine schriftliche Anfrage per E-Mail, die du an mehrere Praxen gleichzeitig schicken kannst.",
    ),
    target: { businessName: "Hausarztpraxis Dr. Engelke" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Hausarztpraxis Dr. Voigt", "Landarztpraxis Mackensen", "Dr. Sabine Engelke"],
      contextIncludes: "keine neuen Patientinnen und Patienten",
      tone: "unavailable",
      platforms: [],
    },
  },
  {
    id: "blind186-chatgpt-baeckerei-banzkow-ortsname-im-namen",
    about: "ChatGPT-Suche mit fetten Namen und Markdown-Links; Ortsname im Namen eines anderen Betriebs: 'Banzkower Landbäckerei' ist nicht 'Bäckerei Wendt' des Fragenden in Banzkow; Ziel fehlt",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wo bekomme ich in Banzkow sonntags frische Brötchen? Gern auch eine richtig gute Bäckerei in der Nähe.", city: "Banzkow", country: "DE" },
    answer: md(
      "Sonntags frische Brötchen auf dem Land zu bekommen ist in Mecklenburg nicht immer selbstverständlich: Bäckereien dürfen am Sonntag nur wenige Stunden verkaufen, und viele kleine Betriebe in der Lewitz bleiben ganz geschlossen. Rund um Banzkow gibt es aber ein paar gute Möglichkeiten.",
      "",
      "**Banzkower Landbäckerei**",
      "Die naheliegendste Adresse direkt im Ort. Laut aktuellem Eintrag hat die Filiale sonntags von 7 bis 10 Uhr geöffnet, samstags bis 12 Uhr. Gelobt werden vor allem die Schrippen und das Kürbiskernbrot; in Bewertungen bei Google wird allerdings erwähnt, dass es gegen halb zehn bei beliebten Sorten schon knapp werden kann. Wer auf Nummer sicher gehen will, bestellt am Samstag vor. ([google.com/maps](https://www.google.com/maps/search/Banzkower+Landb%C3%A4ckerei))",
      "",
      "**Backstube Lewitzkorn (Goldenstädt)**",
      "Eine kleine Handwerksbäckerei, die mit langer Teigführung und Sauerteig arbeitet und ihr Mehl aus einer Mühle in der Region bezieht. Das Brot ist etwas teurer als im Supermarkt, hält dafür aber mehrere Tage. Sonntags ist der Laden von 7:30 bis 10:30 Uhr geöffnet, und es gibt dann auch Kuchen vom Blech und Franzbrötchen. Viele schreiben, dass sich der kurze Weg von Banzkow lohnt. ([backstube-lewitzkorn.de](https://www.backstube-lewitzkorn.de/))",
      "",
      "**Hofcafé Peckatel**",
      "Kein klassischer Bäcker, aber an Sonntagen von April bis Oktober eine schöne Option: Das Hofcafé verkauft ab 8 Uhr Brötchen, selbstgebackenes Bauernbrot und Kuchen, und man kann direkt dort frühstücken. Auf Tripadvisor wird vor allem das Frühstück im Garten gelobt. Im Winter ist nur am Wochenende nachmittags geöffnet. ([tripadvisor.de](https://www.tripadvisor.de/Restaurants-Peckatel))",
      "",
      "**Bäckerei Rosenow (Consrade)**",
      "Ein Familienbetrieb in dritter Generation mit klassischem Sortiment: Brötchen, Mischbrot, Streuselkuchen, Pfannkuchen zur Faschingszeit. Sonntags nur von 7 bis 9:30 Uhr geöffnet, dafür aber sehr zuverlässig. ([dasoertliche.de](https://www.dasoertliche.de/?kw=B%C3%A4ckerei&ci=Consrade))",
      "",
      "### Gut zu wissen",
      "- **Öffnungszeiten vorher prüfen:** Gerade kleine Bäckereien ändern ihre Sonntagszeiten im Sommer und in den Ferien. Ein kurzer Blick auf den Eintrag bei Google oder ein Anruf am Samstag erspart dir eine leere Theke.",
      "- **Vorbestellen:** Bei fast allen genannten Betrieben kannst du Brötchen am Vortag telefonisch bestellen. Sonntags sind die Mengen oft knapper kalkuliert als unter der Woche.",
      "- **Tankstellen und Supermärkte:** Als Notlösung gibt es sonntags Aufbackbrötchen an Tankstellen an der Strecke nach Schwerin. Geschmacklich ist das natürlich kein Vergleich.",
      "- **Brötchendienst:** In einigen Dörfern der Lewitz gibt es Lieferdienste, die Brötchen am Wochenende bis an die Haustür bringen. Frag am besten in der Bäckerei deiner Wahl, ob sie Banzkow mit anfahren.",
      "",
      "### Ausflugstipp für den Sonntag",
      "Wenn du die Brötchen mit einem Ausflug verbinden willst: Die Galerieholländerwindmühle in Banzkow ist ein schönes Fotomotiv, und entlang des Störkanals kann man gut spazieren oder Rad fahren. Im Frühjahr und Herbst lassen sich auf den Wiesen und an den Fischteichen der Lewitz viele Zugvögel beobachten; ein Fernglas lohnt sich. Mit dem Rad erreichst du Goldenstädt von Banzkow aus in etwa einer Viertelstunde, sodass sich der Weg zur Backstube auch gut als kleine Morgenrunde eignet.",
      "",
      "### Woran du eine gute Handwerksbäckerei erkennst",
      "Ein paar einfache Zeichen helfen bei der Auswahl: Ein überschaubares Sortiment, das am Nachmittag ausverkauft ist, spricht eher für frisch gebackene Ware als eine volle Theke bis Ladenschluss. Brötchen, die sich innen leicht feucht und elastisch anfühlen und außen knusprig sind, wurden meist mit längerer Teigruhe gebacken. Frag ruhig nach, ob der Teig im Haus hergestellt wird oder ob Teiglinge zugekauft werden; kleine Betriebe erzählen darüber meist gern. Auch das Brot vom Vortag ist ein guter Test: Gutes Sauerteigbrot schmeckt am zweiten oder dritten Tag oft sogar besser.",
      "",
      "### Brötchen richtig aufbewahren",
      "Wenn du am Sonntag gleich für zwei Tage einkaufst: Brötchen bleiben in einer Papiertüte knuspriger als in Plastik, werden aber schneller trocken. Am nächsten Morgen helfen ein paar Tropfen Wasser und fünf Minuten im vorgeheizten Ofen bei 180 Grad. Für längere Zeit kannst du Brötchen auch einfrieren und direkt aus dem Gefrierfach aufbacken; das klappt mit Handwerksbrötchen meist deutlich besser als mit Supermarktware, weil der Teig länger geruht hat und weniger Zusatzstoffe enthält.",
      "",
      "Soll ich dir auch Cafés in der Lewitz heraussuchen, in denen man sonntags gut frühstücken kann?",
    ),
    target: { businessName: "Bäckerei Wendt", domain: "baeckerei-wendt-banzkow.de" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Banzkower Landbäckerei", "Backstube Lewitzkorn", "Hofcafé Peckatel", "Bäckerei Rosenow"],
      tone: null,
      platforms: ["Google Maps", "Tripadvisor", "Das Örtliche"],
    },
  },
  {
    id: "blind186-perplexity-pferdepension-goldenstaedt-nur-website",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Pferdehof Lewitzwiese' nur über seine Website 'pferdehof-lewitzwiese.de' als vierter Listenpunkt, ohne Wertung (neutral)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Pferdepension mit Offenstall in Goldenstädt oder Umgebung, was kostet ein Platz?", city: "Goldenstädt", country: "DE" },
    answer: md(
      "Die Lewitz ist eine der pferdereichsten Gegenden Mecklenburgs, und rund um Goldenstädt gibt es mehrere Ställe mit Offenstall- oder Paddock-Trail-Haltung[1][2]. Die Preise liegen für einen Offenstallplatz mit Heu und ganzjährigem Weidegang meist zwischen 180 und 320 € im Monat, für Boxen mit Paddock deutlich darüber[1].",
      "",
      "**Infrage kommen unter anderem:**",
      "",
      "1. **Reitanlage Störtal** – Banzkow, etwa fünf Minuten von Goldenstädt. Großer Offenstall für Wallache, getrennte Stutenherde, Reithalle 20 × 40 m und Außenplatz. Ein Offenstallplatz kostet laut Website rund 260 € monatlich inklusive Heu, Mineralfutter und Hallennutzung[2]. Eigene Turniere finden im Frühjahr und Herbst statt.",
      "2. **Pensionsstall Lüdtke** – Jamel. Kleiner Familienbetrieb mit Paddock-Trail rund um die Weiden, ideal für ältere oder ruhige Pferde. Laut Bewertungen bei Google sehr familiär und gut betreut, allerdings ohne Halle[1]. Preis auf Anfrage, nach Erfahrungsberichten etwa 220 €[3].",
      "3. **Islandpferdehof Matzlow** – Matzlow, spezialisiert auf Isländer und Robustrassen. Ganzjährige Herdenhaltung auf großen Flächen, Ovalbahn für Tölt-Training, Reitunterricht für Kinder und Erwachsene[4]. Offenstallplätze kosten ab 190 € im Monat; Einsteller anderer Rassen werden nach Absprache aufgenommen.",
      "4. **pferdehof-lewitzwiese.de** – ein Hof direkt in Goldenstädt, der auf seiner Website Offenstallplätze mit Heulage und Weidegang anbietet[5]. Zu Preisen, freien Plätzen und Ausstattung macht die Seite allerdings kaum Angaben; hier hilft nur eine direkte Anfrage.",
      "",
      "**Worauf du bei der Auswahl achten solltest:**",
      "",
      "- **Weidegang und Untergrund:** In der Lewitz sind die Wiesen im Winter oft nass. Frag, ob es befestigte Paddocks oder einen Trail mit Schotter- oder Holzhackschnitzelflächen gibt, damit die Hufe nicht dauerhaft im Matsch stehen[1].",
      "- **Herdenzusammensetzung:** Gerade im Offenstall ist wichtig, wie viele Pferde sich welche Fläche teilen und ob neue Pferde langsam integriert werden.",
      "- **Heu und Heulage:** Frag, ob Heu ad libitum gefüttert wird oder rationiert, und ob Heulage für Allergiker getauscht werden kann.",
      "- **Reitmöglichkeiten:** Viele kleinere Höfe haben keine Halle. Im Winter kann das ein echter Nachteil sein, wenn du regelmäßig trainieren willst. Dafür sind die Ausreitwege in der Lewitz hervorragend: flach, weitläufig und mit wenig Verkehr[4].",
      "- **Zusatzkosten:** Wurmkuren, Schmied, Tierarzt und gegebenenfalls Decken-Service werden fast immer gesondert abgerechnet. Manche Ställe verlangen außerdem eine Kaution oder eine Aufnahmegebühr.",
      "- **Vertrag:** Ein schriftlicher Einstellervertrag sollte Kündigungsfristen, Haftung und Leistungen klar regeln. Die Vereinigung der Freizeitreiter und -fahrer in Deutschland (VFD) bietet dazu Musterverträge an[6].",
      "",
      "**Ablauf:** Die meisten Höfe bieten eine Besichtigung an, bei der du auch die Herde und die Betreuung erleben kannst. Es lohnt sich, zu unterschiedlichen Tageszeiten vorbeizuschauen, etwa zur Fütterung am Abend. Freie Plätze werden häufig auch in regionalen Reitergruppen oder am Schwarzen Brett von Futtermittelhändlern angeboten[3].",
      "",
      "**Kosten im Überblick:** Neben der monatlichen Stallmiete solltest du mit weiteren laufenden Kosten rechnen. Der Hufschmied kommt bei beschlagenen Pferden etwa alle sechs bis acht Wochen und kostet je nach Beschlag 80 bis 160 €, bei Barhufpferden deutlich weniger[3]. Für Impfungen, Wurmkuren und die jährliche Zahnkontrolle kommen pro Jahr meist 300 bis 500 € zusammen. Eine Pferdehaftpflichtversicherung ist dringend zu empfehlen und wird von vielen Ställen sogar vorausgesetzt. Wer Reitunterricht, Beritt oder Decken-Service dazubucht, zahlt entsprechend mehr. Insgesamt liegen die monatlichen Gesamtkosten für ein Pferd im Offenstall in der Lewitz deshalb eher bei 350 bis 500 €[1].",
      "",
      "**Wartelisten:** Gute Offenstallplätze sind in der Lewitz begehrt, vor allem im Frühjahr, wenn viele Einsteller wechseln. Es lohnt sich, sich bei mehreren Höfen gleichzeitig auf eine Warteliste setzen zu lassen und regelmäßig nachzufragen. Manche Höfe vergeben freie Plätze bevorzugt an Pferde, die gut in die bestehende Herde passen, etwa nach Geschlecht, Alter oder Rasse. Ein kurzes Profil deines Pferdes mit Foto, Gesundheitszustand und Fütterungsbesonderheiten macht die Anfrage leichter[3].",
      "",
      "Für Ausritte ist die Lewitz übrigens als Vogelschutzgebiet ausgewiesen; in der Brutzeit gelten auf einigen Wegen Einschränkungen, über die das Amt Crivitz und die Naturparkverwaltung informieren[6].",
      "",
      "**Quellen**",
      "[1] google.com/maps – Pferdepension Lewitz",
      "[2] reitanlage-stoertal.de – Preise und Einstellerplätze",
      "[3] reiterforum-mv.de – Erfahrungen Pferdepension Banzkow und Umgebung",
      "[4] islandpferdehof-matzlow.de – Haltung und Unterricht",
      "[5] pferdehof-lewitzwiese.de – Offenstall in Goldenstädt",
      "[6] vfdnet.de – Einstellervertrag und Reitregeln",
    ),
    target: { businessName: "Pferdehof Lewitzwiese", domain: "pferdehof-lewitzwiese.de" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Reitanlage Störtal", "Pensionsstall Lüdtke", "Islandpferdehof Matzlow", "pferdehof-lewitzwiese.de"],
      contextIncludes: "Offenstallplätze mit Heulage",
      tone: "neutral",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind186-gemini-kanuverleih-garwitz-ohne-rechtsform",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Lewitz-Kanu Schröder GmbH' in Garwitz als 'Lewitz-Kanu Schröder' ohne Rechtsform auf Platz 1",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Kanu ausleihen in Garwitz für eine Tagestour auf der Elde", city: "Garwitz", country: "DE" },
    answer: md(
      "Garwitz ist ein idealer Startpunkt für Paddeltouren: Hier treffen die Müritz-Elde-Wasserstraße und der Störkanal aufeinander, und mit der Schleuse Garwitz gibt es gleich ein kleines Erlebnis am Anfang. Für eine Tagestour kannst du Kanus bei diesen Anbietern leihen:",
      "",
      "**Lewitz-Kanu Schröder**",
      "* **Lage:** direkt am Wasserwanderrastplatz in Garwitz",
      "* **Angebot:** Kanadier für 2–3 Personen, Kajaks, SUP-Boards, Rücktransport nach Absprache",
      "* **Preis:** Kanadier ab etwa 40 € pro Tag",
      "* **Bewertung:** 4,8 Sterne bei Google, gelobt werden die gute Einweisung und die wasserdichten Tonnen",
      "",
      "**Bootsverleih Eldeblick**",
      "* **Lage:** ebenfalls in Garwitz, etwas oberhalb der Schleuse",
      "* **Angebot:** Kanus, Ruderboote und führerscheinfreie Motorboote",
      "* **Besonderheit:** Kartenmaterial und Tourenvorschläge inklusive",
      "",
      "**Kanustation Friedrichsruhe**",
      "* **Lage:** Friedrichsruhe, gut für Touren Richtung Crivitz",
      "* **Angebot:** Kanadier, geführte Touren am Wochenende",
      "* **Bewertung:** 4,6 Sterne auf Tripadvisor",
      "",
      "**Tourenvorschlag für einen Tag:** Von Garwitz auf der Elde flussabwärts Richtung Neustadt-Glewe sind es rund 15 Kilometer. Alternativ kannst du auf dem Störkanal nach Norden paddeln und an den Fischteichen der Lewitz Vögel beobachten. An der Schleuse musst du mit kurzen Wartezeiten rechnen, vor allem an Sommerwochenenden.",
      "",
      "**Tipp:** Reserviere in der Hauptsaison mindestens eine Woche vorher, und nimm Sonnenschutz und ausreichend Wasser mit – es gibt unterwegs nur wenige Einkehrmöglichkeiten.",
    ),
    target: { businessName: "Lewitz-Kanu Schröder GmbH" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Lewitz-Kanu Schröder", "Bootsverleih Eldeblick", "Kanustation Friedrichsruhe"],
      contextIncludes: "Lewitz-Kanu Schröder",
      tone: "recommended",
      platforms: ["Google Maps", "Tripadvisor"],
    },
  },
  {
    id: "blind186-copilot-elektriker-raduhn-namensvetter-matzlow",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Namensvetter im Nachbardorf: 'Elektro Pahl' in Matzlow ist ein anderer Betrieb als das gleichnamige 'Elektro Pahl' des Fragenden in Raduhn; Ziel fehlt",
    asked: { assistant: "copilot", query: "Elektriker in Raduhn gesucht, Zählerschrank muss erneuert werden", city: "Raduhn", country: "DE" },
    answer: md(
      "Für die Erneuerung eines Zählerschranks brauchst du einen Elektrofachbetrieb, der im Installateurverzeichnis des Netzbetreibers eingetragen ist. In der Nähe von Raduhn kommen diese Betriebe infrage:",
      "",
      "- **Elektrotechnik Kühl** (Klinken): Zählerschränke, Unterverteilungen und Wallboxen, Anmeldung beim Netzbetreiber wird übernommen¹.",
      "- **Elektro Pahl** (Matzlow): kleiner Meisterbetrieb, laut Google-Bewertungen schnell vor Ort und transparent in den Preisen².",
      "- **E-Technik Voß** (Spornitz): auch Photovoltaik und Speicher, praktisch, wenn du später eine PV-Anlage planst³.",
      "",
      "Ein neuer Zählerschrank kostet je nach Ausführung meist zwischen 1.500 und 3.500 € inklusive Montage. Plane ein, dass der Netzbetreiber den Zählerwechsel terminieren muss, was einige Wochen dauern kann.",
      "",
      "Weitere Informationen",
      "1 elektrotechnik-kuehl.de",
      "2 google.com",
      "3 etechnik-voss.de",
    ),
    target: { businessName: "Elektro Pahl" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Elektrotechnik Kühl", "Elektro Pahl", "E-Technik Voß"],
      tone: null,
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind186-aio-tierarzt-klinken-umgestellte-namen",
    about: "Google KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Ziel 'Tierarztpraxis Kasten & Lüth' in Klinken als 'Praxis Lüth & Kasten' (Namen umgestellt, richtiger Ort) auf Platz 2",
    asked: { assistant: "google-ai-overview", query: "tierarzt klinken lewitz", city: "Klinken", country: "DE" },
    answer: md(
      "In und um Klinken gibt es mehrere Tierarztpraxen für Klein- und Großtiere:",
      "",
      "- **Kleintierpraxis Dr. Rehbein** (Spornitz): Hunde, Katzen und Heimtiere, Sprechstunde auch am Samstagvormittag.",
      "- **Praxis Lüth & Kasten** (Klinken): Gemischtpraxis für Klein- und Großtiere, fährt auch zu Pferde- und Rinderbetrieben in der Lewitz.",
      "- **Tierärztin Anja Möller** (Consrade): mobile Tierarztpraxis mit Hausbesuchen, gut für ängstliche Tiere.",
      "",
      "Bei Pferden und Rindern lohnt es sich, die Handynummer der betreuenden Praxis gespeichert zu haben, da Hofbesuche meist direkt vereinbart werden.",
      "",
      "Für Notfälle am Wochenende gibt es einen tierärztlichen Notdienst im Raum Parchim und Schwerin; die aktuelle Nummer steht meist auf dem Anrufbeantworter der Praxen.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Tierarztpraxis Kasten & Lüth" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Kleintierpraxis Dr. Rehbein", "Praxis Lüth & Kasten", "Tierärztin Anja Möller"],
      contextIncludes: "Gemischtpraxis für Klein- und Großtiere",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind186-aimode-cafe-bahlenhueschen-ohne-ziel-geschlossen",
    about: "Google AI Mode mit Kartenkarten und Text darunter; Ziel 'Landcafé Kiefernweg' in Bahlenhüschen fehlt ohne Verwechslung; ein anderes Café 'Dauerhaft geschlossen'",
    asked: { assistant: "google-ai-overview", query: "café bahlenhüschen kuchen sonntag", city: "Bahlenhüschen", country: "DE" },
    answer: md(
      "Hier sind Cafés mit Kuchen in der Nähe von Bahlenhüschen:",
      "",
      "**Café Mühlenblick**",
      "4,6 ★★★★½ (118) · Café",
      "Banzkow · Geöffnet · Schließt um 18:00",
      "„Riesige Tortenstücke und Blick auf die Windmühle.“",
      "",
      "**Hofcafé Zapel**",
      "4,7 ★★★★½ (54) · Café",
      "Zapel · Geöffnet · Schließt um 17:30",
      "",
      "**Eiscafé Tutti**",
      "4,2 ★★★★ (37) · Eiscafé",
      "Domsühl · Dauerhaft geschlossen",
      "",
      "Das **Café Mühlenblick** ist sonntags oft gut besucht, eine Reservierung für größere Gruppen ist sinnvoll. Im **Hofcafé Zapel** gibt es selbstgebackenen Blechkuchen und im Sommer Plätze im Garten. Das **Eiscafé Tutti** in Domsühl ist laut Eintrag dauerhaft geschlossen.",
    ),
    target: { businessName: "Landcafé Kiefernweg" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Café Mühlenblick", "Hofcafé Zapel"],
      tone: null,
      negative: ["Eiscafé Tutti"],
      platforms: [],
    },
  },
  // ---------------------------------------------------------------------------
  // Österreich (9): Almtal, Oberösterreich (5) und Mürztal, Steiermark (4)
  // ---------------------------------------------------------------------------
  {
    id: "blind186-chatgpt-most-viechtwang-namensvetter-st-konrad",
    about: "ChatGPT-Suche mit Überschrift je Betrieb und Markdown-Links; Namensvetter im Nachbardorf: 'Mosthof Gruber' in St. Konrad ist ein anderer Hof als der gleichnamige Mosthof des Fragenden in Viechtwang; Ziel fehlt",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir wollen am Wochenende in Viechtwang eine Mostjause machen. Welcher Mostheurige ist gut?", city: "Viechtwang", country: "AT" },
    answer: md(
      "Im Almtal hat die Mostkultur eine lange Tradition, und rund um Viechtwang und Scharnstein gibt es mehrere Höfe, die in der Saison „ausg'steckt“ haben, also ihren eigenen Most mit einer kalten Jause ausschenken. Die Öffnungstage wechseln allerdings oft von Woche zu Woche, deshalb vorher unbedingt nachschauen oder anrufen. Diese Adressen werden in Bewertungen und regionalen Tipps immer wieder genannt:",
      "",
      "### Mosthof Gruber (St. Konrad)",
      "Ein Vierkanthof etwas oberhalb von St. Konrad, vulgo „Moar z'Hub“, mit großem Gastgarten unter alten Mostbirnbäumen. Ausgeschenkt werden ein klassischer Birnmost, ein Apfel-Birnen-Most und im Herbst Süßmost. Zur Jause gibt es Speck, Geselchtes, Grammelschmalz und Bauernbrot aus dem Holzofen. In Rezensionen wird vor allem die Aussicht auf das Almtal und den Traunstein gelobt. Ausg'steckt ist laut Website meist von Freitag bis Sonntag ab 14 Uhr. ([mosthof-gruber-stkonrad.at](https://www.mosthof-gruber-stkonrad.at/))",
      "",
      "### Mostschänke Huemer (Magdalenaberg)",
      "Kleinere, sehr gemütliche Mostschänke direkt unter der Wallfahrtskirche. Die Wirtsleute keltern ihren Most sortenrein, unter anderem aus der alten Sorte „Speckbirne“, und haben auch Edelbrände und Mostschaumwein. Auf Tripadvisor wird die herzliche Bewirtung hervorgehoben, die Portionen seien „mehr als reichlich“. Die Schänke ist nur an ausgewählten Wochenenden im Frühjahr und Herbst offen. ([tripadvisor.at](https://www.tripadvisor.at/Restaurants-Pettenbach))",
      "",
      "### Jausenstation Steinmaurer (Steinbach am Ziehberg)",
      "Eher eine bäuerliche Jausenstation als ein klassischer Mostheuriger, aber mit eigenem Most und einem sehr guten Surbraten am Sonntag. Gut geeignet, wenn Kinder dabei sind: Es gibt einen Spielplatz, Hasen und Ziegen. In Bewertungen bei Google liegt der Betrieb bei 4,7 Sternen. ([google.com/maps](https://www.google.com/maps/search/Jausenstation+Steinmaurer))",
      "",
      "### Landgasthaus Kothbauer (Bad Wimsbach-Neydharting)",
      "Ein Wirtshaus mit Mostkarte, falls die Mostheurigen gerade nicht offen haben. Hier gibt es auch warme Küche, etwa Knödel, Bratl und im Herbst Wild aus dem Almtal. Der Gastgarten liegt ruhig, und auch an Regentagen ist in der Stube genug Platz.",
      "",
      "## Was auf eine typische Mostjause gehört",
      "- **Speck und Geselchtes**, dazu Kren und Essiggurkerl",
      "- **Grammelschmalz oder Liptauer** auf Bauernbrot",
      "- **Käse** aus der Region, oft vom Nachbarhof",
      "- **Most** im Krügerl oder im „Mostschädel“, dem traditionellen Glas",
      "",
      "Most ist kräftiger, als viele denken – meist zwischen 5 und 7 Prozent Alkohol. Wer fährt, bestellt besser Süßmost oder Apfelsaft gespritzt.",
      "",
      "## Tipps für das Wochenende",
      "1. **Öffnungszeiten prüfen:** Mostheurige haben keine festen Öffnungszeiten wie ein Gasthaus. Die meisten veröffentlichen ihren „Ausg'steckt-Kalender“ auf der eigenen Website oder auf einem Schild an der Straße.",
      "2. **Bargeld mitnehmen:** Bei kleineren Höfen ist Kartenzahlung nicht immer möglich.",
      "3. **Mit einer Wanderung verbinden:** Von Viechtwang aus kann man gut zur Ruine Scharnstein spazieren oder entlang der Alm wandern. Wer weiter ins Tal fährt, erreicht in einer halben Stunde den Almsee und den Cumberland Wildpark in Grünau.",
      "4. **Reservieren bei Gruppen:** Ab sechs Personen ist ein Anruf sinnvoll, vor allem an schönen Herbstsonntagen.",
      "5. **Most mitnehmen:** Fast alle Höfe verkaufen ihren Most auch in Flaschen oder im Kanister ab Hof, oft günstiger als im Geschäft.",
      "",
      "## Ein paar Worte zum Most selbst",
      "Im Almtal wird traditionell vor allem Birnenmost getrunken, oft aus alten Hochstammsorten, die auf den Wiesen rund um die Vierkanthöfe stehen. Reiner Birnmost ist eher mild und etwas herb, Apfelmost frischer und säuerlicher; viele Höfe mischen beides. Die Qualität hat sich in den letzten Jahren stark verbessert, und bei der Landesmostkost in Oberösterreich werden regelmäßig auch Produzenten aus dem Traunviertel ausgezeichnet. Wer mag, fragt beim Wirt nach einer kleinen Verkostung verschiedener Jahrgänge oder Sorten – das machen die meisten gern, wenn nicht gerade Hochbetrieb ist.",
      "",
      "Im Herbst gibt es im Almtal außerdem einige Mostkost-Veranstaltungen und Erntedankfeste, bei denen mehrere Produzenten gleichzeitig ausschenken; die Termine findest du meist beim Tourismusverband Traunsee-Almtal.",
      "",
      "Und ein letzter Hinweis für Autofahrer: Die Straßen im Almtal sind am Abend kaum beleuchtet, und im Herbst sind viele Wildtiere unterwegs. Wer nach einer ausgiebigen Mostjause nicht mehr fahren will, findet in Scharnstein und Grünau einige Privatzimmer und kleine Pensionen, oder man organisiert vorab ein Taxi für die Heimfahrt. Gerade in größeren Gruppen lohnt es sich, eine fixe Fahrerin oder einen Fahrer zu bestimmen.",
      "",
      "Soll ich dir eine kleine Rundwanderung heraussuchen, die an einem der Höfe endet?",
    ),
    target: { businessName: "Mosthof Gruber" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Mosthof Gruber", "Mostschänke Huemer", "Jausenstation Steinmaurer", "Landgasthaus Kothbauer"],
      tone: null,
      platforms: ["Tripadvisor", "Google Maps"],
    },
  },
  {
    id: "blind186-claude-physio-st-konrad-wortfolge-erster",
    about: "Claude ohne Websuche in fließendem Text mit Vorbehalten; Ziel 'Pesendorfer Physiotherapie' in St. Konrad als 'Physiotherapie Pesendorfer' (andere Wortfolge, richtiger Ort) an erster Stelle",
    engine: "claude",
    asked: { assistant: "claude", query: "Ich brauche nach einer Knie-OP Physiotherapie in St. Konrad oder in der Nähe. Wen kannst du empfehlen?", city: "St. Konrad", country: "AT" },
    answer: md(
      "Gute Besserung nach der Operation! Vorweg: Ich habe keinen Zugriff auf aktuelle Daten und kann nicht prüfen, welche Praxen gerade freie Termine haben. Nimm meine Hinweise daher als Ausgangspunkt und kläre die Details telefonisch.",
      "",
      "Nach meinem Kenntnisstand ist die Physiotherapie Pesendorfer in St. Konrad die naheliegendste Adresse. Die Praxis ist auf Orthopädie und Sportphysiotherapie ausgerichtet und betreut häufig Patientinnen und Patienten nach Knie- und Hüftoperationen. Gelobt werden die gründliche Befundaufnahme und dass die Übungen für zu Hause gut erklärt werden. Wie bei vielen Praxen im ländlichen Raum kann es sein, dass du ein paar Wochen auf den ersten Termin warten musst, deshalb würde ich mich möglichst bald melden, idealerweise schon mit der Verordnung aus dem Spital.",
      "",
      "Als Alternativen kommen die Physiopraxis Steinbach in Steinbach am Ziehberg und die Wahlphysiotherapeutin Mag. Eva Hinterberger in Viechtwang infrage. Die Physiopraxis Steinbach hat einen kleinen Trainingsraum mit Geräten, was in der späteren Phase der Reha nützlich ist, wenn es um Kraftaufbau und Stabilität geht. Frau Hinterberger arbeitet nach meinem Wissen vor allem mit manueller Therapie und macht auch Hausbesuche, was in den ersten Wochen nach einer Knie-OP, wenn das Autofahren noch nicht möglich ist, eine große Erleichterung sein kann.",
      "",
      "Zur Kostenfrage, weil sie in Österreich oft für Verwirrung sorgt: Bei Physiotherapeutinnen und -therapeuten mit Kassenvertrag übernimmt die ÖGK die Kosten nach Bewilligung der ärztlichen Verordnung weitgehend. In ländlichen Gegenden sind Kassenplätze aber knapp, und viele Praxen arbeiten als Wahltherapeuten. Dann zahlst du die Behandlung zunächst selbst, reichst die Honorarnote mit der bewilligten Verordnung ein und bekommst einen Teil zurückerstattet – in der Regel deutlich weniger als die Hälfte. Eine private Zusatzversicherung kann den Rest abdecken, wenn du eine hast. Frag bei der ersten Kontaktaufnahme also ausdrücklich, ob die Praxis einen Kassenvertrag hat und wie hoch der Stundensatz ist.",
      "",
      "Wichtig ist außerdem, dass die Verordnung vor Beginn der Behandlung bewilligt wird. Manche Verordnungen müssen erst von der Kasse genehmigt werden, andere gelten für eine bestimmte Anzahl von Einheiten automatisch. Das Spital oder dein Hausarzt kann dir dabei helfen.",
      "",
      "Ein paar allgemeine Gedanken zur Auswahl: Nach einer Knie-OP ist Kontinuität wichtiger als die perfekte Praxis. Zwei Einheiten pro Woche über mehrere Wochen bringen in der Regel mehr als wenige, dafür sehr spezialisierte Termine mit langen Pausen dazwischen. Achte darauf, dass du dich mit der Therapeutin oder dem Therapeuten gut verständigen kannst und dass die Übungen für zu Hause klar dokumentiert werden. Viele Praxen geben inzwischen Übungsblätter oder Videos mit.",
      "",
      "Falls in der Nähe gar nichts frei ist, lohnt sich ein Blick auf die Therapeutensuche von Physio Austria, dem Berufsverband, in der du nach Ort und Schwerpunkt filtern kannst. Dort siehst du auch, wer einen Kassenvertrag hat. Für eine stationäre oder ambulante Reha nach einer größeren Knieoperation, etwa nach einer Knieprothese, wäre außerdem die Pensionsversicherung bzw. die Krankenkasse der richtige Ansprechpartner; der Antrag wird meist schon im Spital vorbereitet.",
      "",
      "Und ganz praktisch für die erste Zeit: Kühlen, Hochlagern und die vom Spital mitgegebenen Übungen regelmäßig machen, auch wenn es zäh ist. Die ersten sechs Wochen entscheiden viel über die spätere Beweglichkeit.",
      "",
      "Auch die Frage der Erreichbarkeit solltest du nicht unterschätzen. In den ersten Wochen nach der Operation darfst du meist nicht selbst Auto fahren, und öffentliche Verbindungen im Almtal sind dünn. Es kann deshalb sinnvoll sein, die Termine so zu legen, dass jemand aus der Familie dich bringen kann, oder gezielt nach Hausbesuchen zu fragen. Manche Therapeutinnen kombinieren anfangs Hausbesuche mit späteren Terminen in der Praxis, sobald du mobiler bist.",
      "",
      "Zuletzt noch ein Wort zur Motivation: Die Reha nach einer Knie-OP verläuft selten geradlinig. Es gibt Wochen mit großen Fortschritten und Wochen, in denen scheinbar nichts weitergeht oder das Knie wieder anschwillt. Das ist normal. Sprich Rückschläge offen bei deiner Therapeutin an, damit sie die Belastung anpassen kann, und führe vielleicht ein kurzes Tagebuch über Beweglichkeit und Schmerzen.",
      "",
      "Wenn du möchtest, kann ich dir eine Liste mit Fragen für das erste Telefonat zusammenstellen oder erklären, wie die Rückerstattung bei der ÖGK im Detail abläuft.",
    ),
    target: { businessName: "Pesendorfer Physiotherapie" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Physiotherapie Pesendorfer", "Physiopraxis Steinbach", "Wahlphysiotherapeutin Mag. Eva Hinterberger"],
      contextIncludes: "Orthopädie und Sportphysiotherapie",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind186-perplexity-zimmerei-steinbach-ziehberg-saegewerk-gleicher-name",
    about: "Perplexity mit [n]-Marken und Quellenliste; Namensvetter im selben Ort: 'Sägewerk Redtenbacher' in Steinbach am Ziehberg ist ein anderer Betrieb als 'Holzbau Redtenbacher' des Fragenden (anderes Hauswort); Ziel fehlt",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Zimmerei in Steinbach am Ziehberg für neuen Dachstuhl auf altem Bauernhaus", city: "Steinbach am Ziehberg", country: "AT" },
    answer: md(
      "Für einen neuen Dachstuhl auf einem alten Bauernhaus brauchst du einen Zimmereibetrieb mit Erfahrung im Altbau, weil Mauerbank, Deckenbalken und Giebel oft nicht mehr im Lot sind[1]. Im Raum Steinbach am Ziehberg, Pettenbach und Scharnstein werden mehrere Betriebe genannt:",
      "",
      "- **Zimmerei & Holzbau Schachinger** (Viechtwang): Dachstühle, Sanierung und Aufstockungen, eigene Abbundanlage. Laut Herold-Eintrag ein Meisterbetrieb mit rund 15 Mitarbeitenden[2][3].",
      "- **Zimmerei Mittendorfer** (Magdalenaberg): kleiner Familienbetrieb mit Schwerpunkt auf traditionellen Holzverbindungen und Vierkanthöfen; gute Bewertungen bei Google für die Sanierung alter Dachstühle[4].",
      "- **Sägewerk Redtenbacher** (Steinbach am Ziehberg): liefert Konstruktionsholz aus dem Almtal nach Maß und in Sonderlängen; interessant, wenn die Zimmerei das Holz nicht selbst beschafft oder du Lärche für den Dachvorsprung möchtest[5].",
      "- **Dachdeckerei Auinger** (Bad Wimsbach-Neydharting): für die Eindeckung danach, arbeitet laut eigener Angabe häufig mit den Zimmereien der Umgebung zusammen[6].",
      "",
      "**Worauf du achten solltest:**",
      "- Lass vor dem Angebot den Zustand der Mauerbank und der obersten Geschoßdecke prüfen; bei alten Bauernhäusern ist die Mauerbank oft morsch und muss mit ersetzt werden[1].",
      "- Bei einer Änderung von Dachform oder Höhe ist meist eine Baubewilligung der Gemeinde nötig; für den reinen Ersatz in gleicher Form oft nur eine Anzeige[7].",
      "- Für die Dämmung gibt es in Oberösterreich Förderungen für die thermische Sanierung; Anträge müssen in der Regel vor Baubeginn gestellt werden[7].",
      "- Ein neuer Dachstuhl für ein Bauernhaus mit etwa 150 m² Dachfläche kostet inklusive Holz und Montage grob 25.000 bis 45.000 €, ohne Eindeckung[3].",
      "",
      "**Quellen**",
      "[1] holzbauaustria.at – Dachsanierung im Altbau",
      "[2] herold.at – Zimmerei Bezirk Kirchdorf",
      "[3] holzbau-schachinger.at – Leistungen",
      "[4] google.com/maps – Zimmerei Magdalenaberg",
      "[5] saegewerk-redtenbacher.at – Schnittholz nach Maß",
      "[6] dach-auinger.at – Über uns",
      "[7] land-oberoesterreich.gv.at – Bauen und Förderungen",
    ),
    target: { businessName: "Holzbau Redtenbacher" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Zimmerei & Holzbau Schachinger", "Zimmerei Mittendorfer", "Sägewerk Redtenbacher", "Dachdeckerei Auinger"],
      tone: null,
      platforms: ["Herold", "Google Maps"],
    },
  },
  {
    id: "blind186-gemini-bauernbrot-magdalenaberg-baeuerin-name",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Bio-Hof Hackl' in Magdalenaberg nur über die Bäuerin 'Theresia Hackl' mit richtigem Ort auf Platz 3",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Wo gibt es in Magdalenaberg oder Umgebung echtes Bauernbrot ab Hof?", city: "Magdalenaberg", country: "AT" },
    answer: md(
      "Rund um Magdalenaberg und Pettenbach backen noch einige Bäuerinnen und Bauern selbst Brot im Holzofen. Hier sind ein paar Möglichkeiten:",
      "",
      "**Hofladen Steinmaurer**",
      "* **Ort:** Steinbach am Ziehberg",
      "* **Angebot:** Roggenmischbrot, Dinkelvollkornbrot, Butter und Topfen vom eigenen Hof",
      "* **Öffnungszeiten:** Freitag 13–18 Uhr, Samstag 8–12 Uhr",
      "* **Besonderheit:** Mitglied bei „Gutes vom Bauernhof“",
      "",
      "**Bauernladen Viechtwang**",
      "* **Ort:** Viechtwang",
      "* **Angebot:** Gemeinschaftsladen mehrerer Höfe mit Brot, Eiern, Fleisch und Most",
      "* **Öffnungszeiten:** Mittwoch bis Samstag",
      "",
      "**Theresia Hackl**",
      "* **Ort:** Magdalenaberg",
      "* **Angebot:** Die Bäuerin bäckt jeden Freitag Holzofenbrot nach altem Familienrezept und verkauft es ab Hof, dazu Germgebäck und im Herbst Kletzenbrot",
      "* **Tipp:** Vorbestellung bis Mittwoch empfohlen, weil die Menge begrenzt ist",
      "",
      "**Allgemeine Hinweise:**",
      "* Holzofenbrot hält sich in einem Leinensackerl oder im Brottopf fünf bis sieben Tage.",
      "* Viele Höfe sind nur unter ihrem Vulgonamen bekannt; ein Anruf beim Gemeindeamt Pettenbach kann helfen, weitere Anbieter zu finden.",
    ),
    target: { businessName: "Bio-Hof Hackl" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Hofladen Steinmaurer", "Bauernladen Viechtwang", "Theresia Hackl"],
      contextIncludes: "Theresia Hackl",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind186-copilot-zahnarzt-bad-wimsbach-gleicher-nachname-nachbarort",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Namensvetter: Zahnarzt 'Dr. Michael Stadlmayr' in Viechtwang ist nicht die 'Zahnarztpraxis Dr. Stadlmayr' des Fragenden in Bad Wimsbach-Neydharting; Ziel fehlt",
    asked: { assistant: "copilot", query: "Zahnarzt mit Kassenvertrag in Bad Wimsbach-Neydharting, der neue Patienten nimmt", city: "Bad Wimsbach-Neydharting", country: "AT" },
    answer: md(
      "Kassenzahnärzte, die neue Patientinnen und Patienten aufnehmen, sind im Almtal und Umgebung gefragt. Diese Ordinationen werden genannt:",
      "",
      "- **Zahnarztpraxis Dr. Leitner** (St. Konrad): Kassenvertrag mit allen Kassen, laut DocFinder derzeit Aufnahme neuer Patienten nach telefonischer Vereinbarung¹.",
      "- **Dr. Michael Stadlmayr** (Viechtwang): Zahnarzt mit ÖGK-Vertrag, Schwerpunkt Prothetik und Kinderzahnheilkunde; rund 15 Minuten Fahrzeit².",
      "- **Zahnambulatorium Almtal** (Steinbach am Ziehberg): längere Öffnungszeiten, auch am Freitagnachmittag³.",
      "",
      "Tipp: Frag beim Anruf direkt, ob die Ordination Neupatienten aufnimmt und wie lange die Wartezeit für eine Erstuntersuchung ist. Für Schmerzen am Wochenende gibt es den zahnärztlichen Notdienst, den die Zahnärztekammer Oberösterreich veröffentlicht.",
      "",
      "Weitere Informationen",
      "1 docfinder.at",
      "2 zahnarzt-stadlmayr-viechtwang.at",
      "3 google.com/maps",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Stadlmayr" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Zahnarztpraxis Dr. Leitner", "Dr. Michael Stadlmayr", "Zahnambulatorium Almtal"],
      tone: null,
      platforms: ["DocFinder", "Google Maps"],
    },
  },
  {
    id: "blind186-chatgpt-reifen-hoenigsberg-werkstatt-gleicher-name-geschlossen",
    about: "ChatGPT-Suche mit Überschrift je Betrieb und Markdown-Links; Namensvetter im selben Ort: 'Autowerkstatt Zach' in Hönigsberg ist nicht 'Reifenhaus Zach' des Fragenden (Werkstatt und Reifenhändler derselben Familie); Ziel fehlt; ein anderer Reifenshop dauerhaft geschlossen",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wo kann ich in Hönigsberg Winterreifen kaufen und gleich montieren lassen?", city: "Hönigsberg", country: "AT" },
    answer: md(
      "Im oberen Mürztal wird es ab Ende Oktober schnell winterlich, und in Österreich gilt die situative Winterreifenpflicht von 1. November bis 15. April. Rund um Hönigsberg gibt es einige Betriebe, bei denen du Winterreifen kaufen und direkt montieren lassen kannst:",
      "",
      "### Autowerkstatt Zach (Hönigsberg)",
      "Freie Kfz-Werkstatt mitten in Hönigsberg, die neben Service und Pickerl auch Reifen verkauft und montiert. Das Sortiment umfasst gängige Marken wie Continental, Semperit und Michelin; seltenere Größen werden innerhalb von ein bis zwei Tagen bestellt. In Bewertungen bei Google wird die schnelle Terminvergabe im Herbst gelobt, und die Werkstatt lagert die Sommerreifen gegen eine kleine Gebühr ein. ([google.com/maps](https://www.google.com/maps/search/Autowerkstatt+Zach+H%C3%B6nigsberg))",
      "",
      "### Kfz-Technik Pölzl (St. Lorenzen im Mürztal)",
      "Meisterbetrieb mit Reifenhotel und Achsvermessung, was sich lohnt, wenn das Auto beim Sommerreifen ungleichmäßig abgefahren war. Die Preise für Montage und Wuchten liegen laut Website bei etwa 60 bis 80 € pro Satz, je nach Felgengröße. ([kfz-poelzl.at](https://www.kfz-poelzl.at/reifenservice))",
      "",
      "### Vulkanisierbetrieb Kreuzer (Parschlug)",
      "Ein klassischer Reifenspezialist, der auch Landmaschinen- und Anhängerreifen macht. Wenn du mehrere Angebote vergleichen willst, lohnt sich ein Anruf: Kreuzer hat oft günstige Vorjahresreifen auf Lager, die für normale Fahrleistung völlig ausreichen. Auf Herold ist der Betrieb mit sehr guten Bewertungen eingetragen. ([herold.at](https://www.herold.at/gelbe-seiten/parschlug/reifen/))",
      "",
      "Der früher oft genannte Reifenshop Leitgeb in Hönigsberg hat laut Google-Eintrag inzwischen dauerhaft geschlossen.",
      "",
      "## Worauf du beim Kauf achten solltest",
      "- **Profiltiefe:** Gesetzlich sind bei Winterreifen in Österreich mindestens 4 mm vorgeschrieben (bei Radialreifen), damit sie als Winterreifen gelten. Viele Fachleute empfehlen, Reifen schon bei 5 mm zu tauschen.",
      "- **Alter:** Das Herstellungsdatum steht als DOT-Nummer auf der Flanke. Reifen, die älter als sechs bis acht Jahre sind, verlieren an Haftung, auch wenn das Profil noch gut aussieht.",
      "- **Größe und Tragfähigkeit:** Die passenden Dimensionen findest du im Typenschein oder auf den aktuellen Reifen. Wenn du Stahlfelgen für den Winter hast, spart das beim Wechsel jedes Jahr Montagekosten.",
      "- **Tests vergleichen:** ÖAMTC und ARBÖ veröffentlichen jedes Jahr im Herbst Winterreifentests, die gute Orientierung bieten.",
      "- **Schneeketten:** Wer regelmäßig über den Semmering oder ins Mürzer Oberland fährt, sollte zusätzlich passende Schneeketten im Kofferraum haben; auf einigen Straßen gilt bei entsprechender Beschilderung Kettenpflicht.",
      "",
      "## Kosten grob geschätzt",
      "Für einen Kleinwagen mit 15- oder 16-Zoll-Reifen liegt ein Satz Markenreifen inklusive Montage meist zwischen 350 und 550 €; für SUV und größere Felgen kann es schnell 700 € und mehr werden. Die Einlagerung kostet pro Saison etwa 30 bis 50 €.",
      "",
      "## Zeitpunkt",
      "Im Oktober sind die Werkstätten im Mürztal meist schon gut ausgelastet, vor allem nach dem ersten Schneefall. Wenn du jetzt anrufst, bekommst du in der Regel noch innerhalb einer Woche einen Termin. Manche Betriebe bieten im September auch Frühbucherpreise an. Und ein kleiner Tipp aus der Praxis: Den Luftdruck nach zwei Wochen noch einmal prüfen, weil er bei fallenden Temperaturen spürbar sinkt.",
      "",
      "## Ganzjahresreifen als Alternative?",
      "Viele fragen sich, ob Ganzjahresreifen reichen. Für Fahrten überwiegend im Tal, etwa zwischen Hönigsberg, Mürzzuschlag und Kapfenberg, können gute Ganzjahresreifen mit Schneeflockensymbol eine vernünftige Lösung sein, zumal dann der halbjährliche Wechsel wegfällt. Wer aber regelmäßig auf Nebenstraßen, über Pässe oder zu Höfen in höheren Lagen fährt, ist mit echten Winterreifen besser bedient: Sie bieten auf Schnee und Eis spürbar mehr Grip und kürzere Bremswege. Im Sommer verschleißen Ganzjahresreifen zudem schneller als reine Sommerreifen. Die Entscheidung hängt also vor allem von deinem Alltag und deiner jährlichen Fahrleistung ab.",
      "",
      "Ein weiterer Punkt ist die Einlagerung: Wenn du keinen trockenen, kühlen Platz im Keller oder in der Garage hast, ist das Reifenhotel einer Werkstatt meist die bequemere Lösung.",
      "",
      "## Felgen nicht vergessen",
      "Beim Kauf neuer Winterreifen stellt sich oft die Frage nach einem zweiten Felgensatz. Stahlfelgen sind günstig, robust gegen Streusalz und ersparen dir künftig das Ummontieren der Reifen auf die Felge; der Wechsel geht dann in wenigen Minuten. Alufelgen sehen besser aus, sind aber teurer und empfindlicher gegen Salz und Bordsteinkanten. Bei neueren Autos mit Reifendrucksensoren sollten auch die Winterräder Sensoren haben, sonst meldet das Fahrzeug dauerhaft einen Fehler.",
      "",
      "Soll ich dir eine Liste mit aktuellen Testsiegern in deiner Reifengröße zusammenstellen?",
    ),
    target: { businessName: "Reifenhaus Zach" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Autowerkstatt Zach", "Kfz-Technik Pölzl", "Vulkanisierbetrieb Kreuzer"],
      tone: null,
      negative: ["Reifenshop Leitgeb"],
      platforms: ["Google Maps", "Herold"],
    },
  },
  {
    id: "blind186-claude-steuerberatung-st-marein-ohne-rechtsform",
    about: "Claude ohne Websuche in fließendem Text mit Vorbehalten; Ziel 'Steuerberatung Pirker GmbH' in St. Marein im Mürztal als 'Steuerberatung Pirker' ohne Rechtsform auf Platz 2",
    engine: "claude",
    asked: { assistant: "claude", query: "Steuerberater in St. Marein im Mürztal für Einnahmen-Ausgaben-Rechnung, ich mache mich als Tischler selbständig", city: "St. Marein im Mürztal", country: "AT" },
    answer: md(
      "Gratuliere zur Selbständigkeit! Einen kleinen Vorbehalt vorweg: Ich kann nicht live im Internet nachsehen und weiß daher nicht, welche Kanzleien aktuell neue Mandate annehmen. Die folgenden Hinweise solltest du also direkt bei den Kanzleien überprüfen.",
      "",
      "Für eine Einnahmen-Ausgaben-Rechnung als junger Handwerksbetrieb brauchst du keine große Kanzlei. Wichtiger ist, dass jemand gut erreichbar ist, dich am Anfang bei der Anmeldung und bei den Vorauszahlungen berät und die Kosten überschaubar bleiben. In der Gegend um St. Marein im Mürztal würde ich mir zuerst die Kanzlei Mag. Edelsbrunner in Parschlug ansehen, die nach meinem Kenntnisstand viele Gewerbetreibende aus dem Mürztal betreut. Ebenfalls naheliegend ist die Steuerberatung Pirker direkt in St. Marein im Mürztal, die sich auf kleine Unternehmen und Einzelunternehmer spezialisiert hat und bei der Gründung auch Themen wie Kleinunternehmerregelung und Sozialversicherung erklärt. Wenn dir eine reine Buchhaltung genügt und du die Steuererklärung später selbst oder mit Unterstützung machen willst, kommt außerdem die Bilanzbuchhaltung Schrittwieser in St. Lorenzen im Mürztal infrage.",
      "",
      "Ein paar Punkte, die du beim Erstgespräch ansprechen solltest: ob du die Kleinunternehmerregelung nutzen kannst oder besser darauf verzichtest, wie hoch die Vorauszahlungen zur Einkommensteuer und zur SVS voraussichtlich ausfallen, und ob sich eine Pauschalierung lohnt. Frag auch nach den Kosten, entweder als Pauschale pro Jahr oder nach Aufwand. Für eine einfache Einnahmen-Ausgaben-Rechnung mit Steuererklärung liegen die Honorare oft im niedrigen vierstelligen Bereich pro Jahr.",
      "",
      "Die Wirtschaftskammer Steiermark bietet für Gründerinnen und Gründer kostenlose Beratungen an, und über das Gründerservice bekommst du auch Informationen zur Gewerbeanmeldung. Ob jemand tatsächlich als Steuerberater befugt ist, kannst du im Verzeichnis der Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen prüfen.",
      "",
      "Wenn du magst, helfe ich dir, eine Liste mit Fragen für das Erstgespräch vorzubereiten.",
    ),
    target: { businessName: "Steuerberatung Pirker GmbH" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Kanzlei Mag. Edelsbrunner", "Steuerberatung Pirker", "Bilanzbuchhaltung Schrittwieser"],
      contextIncludes: "Kleinunternehmerregelung und Sozialversicherung",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind186-aio-fleischerei-parschlug-ortsname-im-namen",
    about: "Google KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Ortsname im Namen eines anderen Betriebs: 'Parschluger Bauernladen' ist nicht 'Fleischerei Pöllabauer' des Fragenden in Parschlug; Ziel fehlt",
    asked: { assistant: "google-ai-overview", query: "fleischerei parschlug", city: "Parschlug", country: "AT" },
    answer: md(
      "In und um Parschlug bekommen Sie Fleisch und Wurst aus der Region unter anderem hier:",
      "",
      "- **Parschluger Bauernladen**: Gemeinschaftsladen mehrerer Höfe mit Rind- und Schweinefleisch, Selchwaren und Eiern; geöffnet Donnerstag und Freitag.",
      "- **Landfleischerei Tatzl** (St. Marein im Mürztal): eigene Schlachtung, bekannt für Würstel und Leberkäse, Mittagsmenü unter der Woche.",
      "- **Hofladen Edler** (St. Lorenzen im Mürztal): Lamm und Kitz vom eigenen Hof, auf Vorbestellung.",
      "",
      "Für Grillfeste oder größere Mengen wie ein halbes Schwein lohnt sich eine Bestellung mehrere Wochen im Voraus, da Schlachttermine begrenzt sind.",
      "",
      "Viele Direktvermarkter verkaufen Frischfleisch nur an bestimmten Tagen; eine kurze telefonische Vorbestellung ist empfehlenswert.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Fleischerei Pöllabauer" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Parschluger Bauernladen", "Landfleischerei Tatzl", "Hofladen Edler"],
      tone: null,
      platforms: [],
    },
  },
  {
    id: "blind186-aimode-gasthof-st-lorenzen-namensvetter-parschlug-vierter",
    about: "Google AI Mode mit Kartenkarten und Text darunter; Namensvetter 'Gasthaus Zur Linde' in Parschlug als erste Karte, das Ziel 'Gasthof Zur Linde' in St. Lorenzen im Mürztal als vierte Karte mit richtigem Ort (Platz 4)",
    asked: { assistant: "google-ai-overview", query: "gasthaus st. lorenzen im mürztal mittagessen", city: "St. Lorenzen im Mürztal", country: "AT" },
    answer: md(
      "Hier sind Gasthäuser für ein Mittagessen in der Nähe von St. Lorenzen im Mürztal:",
      "",
      "**Gasthaus Zur Linde**",
      "4,5 ★★★★½ (212) · Gasthaus",
      "Parschlug · Geöffnet · Schließt um 22:00",
      "„Klassische steirische Küche, sehr gutes Backhendl.“",
      "",
      "**Landgasthof Mürzblick**",
      "4,4 ★★★★½ (167) · Restaurant",
      "St. Marein im Mürztal · Geöffnet · Schließt um 21:00",
      "",
      "**Dorfwirt Holzer**",
      "4,3 ★★★★ (98) · Gasthaus",
      "Hönigsberg · Geschlossen · Öffnet Mi. um 10:00",
      "",
      "**Gasthof Zur Linde**",
      "4,7 ★★★★★ (143) · Gasthof",
      "St. Lorenzen im Mürztal · Geöffnet · Schließt um 14:30",
      "„Tagesmenü mit Suppe um 11,90 €, schnell und freundlich.“",
      "",
      "Für ein schnelles Mittagessen direkt im Ort bietet der **Gasthof Zur Linde** in St. Lorenzen unter der Woche ein Tagesmenü an. Das gleichnamige **Gasthaus Zur Linde** in Parschlug ist eher für ein ausgiebiges Essen am Wochenende bekannt, und der **Landgasthof Mürzblick** hat eine große Terrasse mit Blick ins Tal.",
    ),
    target: { businessName: "Gasthof Zur Linde" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Gasthaus Zur Linde", "Landgasthof Mürzblick", "Dorfwirt Holzer", "Gasthof Zur Linde"],
      contextIncludes: "Gasthof Zur Linde",
      tone: "recommended",
      platforms: [],
    },
  },
  // ---------------------------------------------------------------------------
  // Schweiz (9): Schächental (5) und oberes Reusstal, Kanton Uri (4)
  // ---------------------------------------------------------------------------
  {
    id: "blind186-chatgpt-schreiner-trudelingen-namensvetter-zimmerei-ziel-nach-liste",
    about: "ChatGPT-Suche mit Überschrift je Betrieb und Markdown-Links; Namensvetter 'Zimmerei Arnold' in Hartolfingen in der Liste, das Ziel 'Schreinerei Arnold AG' in Trudelingen erst nach der Liste als 'Schreinerei Arnold' ohne Rechtsform mit richtigem Ort und Lob (Platz 5)",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Welche Schreinerei in Trudelingen oder im Schächental baut gute Küchen nach Mass?", city: "Trudelingen", country: "CH" },
    answer: md(
      "Im Schächental und im unteren Reusstal gibt es einige kleine Schreinereien und Holzbaubetriebe, die Küchen nach Mass bauen. Die meisten sind Familienbetriebe mit wenigen Mitarbeitenden, dafür mit kurzen Wegen und viel Erfahrung mit den eher kleinen, verwinkelten Küchen in älteren Bauernhäusern. Diese Betriebe werden in Einträgen und Bewertungen häufig genannt:",
      "",
      "### Schreinerei Bissig (Obrieden)",
      "Familienbetrieb in zweiter Generation, der Küchen, Einbauschränke und Innenausbau aus einer Hand anbietet. Gelobt werden die sorgfältige Planung mit 3D-Visualisierung und dass auch Umbauten in Altbauten mit schiefen Wänden sauber gelöst werden. Geräte werden auf Wunsch von Schweizer Herstellern wie V-ZUG oder Electrolux Schweiz geliefert und angeschlossen. ([local.ch](https://www.local.ch/de/q/obrieden/schreinerei))",
      "",
      "### Küchenbau Walker AG (Eierschwand)",
      "Spezialisiert auf Küchen und Bäder, mit eigener Ausstellung. Geeignet, wenn du moderne Fronten, Keramikabdeckungen oder grifflose Lösungen möchtest. Die Lieferfristen liegen laut Website bei etwa zehn bis vierzehn Wochen ab Auftrag. ([kuechenbau-walker.ch](https://www.kuechenbau-walker.ch/))",
      "",
      "### Zimmerei Arnold (Hartolfingen)",
      "Vor allem Holzbau, Dachstühle und Renovationen, macht aber auch rustikale Küchen aus Altholz und Massivholz, die gut zu Bauernhäusern passen. Wenn du ohnehin einen grösseren Umbau planst, kann es praktisch sein, Zimmerei- und Schreinerarbeiten beim selben Betrieb zu vergeben. In Bewertungen bei Google wird die Zuverlässigkeit betont. ([google.com/maps](https://www.google.com/maps/search/Zimmerei+Arnold+Hartolfingen))",
      "",
      "### Holzbau Planzer (Gurtnellen-Dorf)",
      "Etwas weiter entfernt im Reusstal, aber mit einer eigenen Schreinerei-Abteilung für Küchen und Möbel. Interessant, wenn du einheimisches Holz möchtest: Der Betrieb verarbeitet Fichte, Lärche und Arve aus Urner Wäldern.",
      "",
      "Direkt in Trudelingen arbeitet ausserdem die Schreinerei Arnold, die in mehreren Bewertungen für massgefertigte Küchen aus Schweizer Holz und eine sehr genaue Montage gelobt wird. Wegen der kurzen Anfahrt ist sie für dich wohl die bequemste Adresse, und ein Besuch in der Werkstatt lohnt sich, um Muster und Oberflächen anzuschauen.",
      "",
      "## Was eine Küche nach Mass ungefähr kostet",
      "Für eine Küche mittlerer Grösse (etwa vier Laufmeter, Zeile oder L-Form) solltest du grob mit folgenden Beträgen rechnen:",
      "",
      "- **Einfache Ausführung** mit beschichteten Fronten und Standardgeräten: etwa 18'000 bis 28'000 Franken",
      "- **Mittlere Ausführung** mit lackierten Fronten, Naturstein- oder Keramikabdeckung: etwa 28'000 bis 45'000 Franken",
      "- **Massivholzküche** mit hochwertigen Geräten: ab etwa 45'000 Franken",
      "",
      "Der Ausbau der alten Küche, Anpassungen an Wasser-, Abwasser- und Elektroleitungen sowie Plattenarbeiten an der Wand kommen oft noch dazu. Frag deshalb ausdrücklich, was im Angebot enthalten ist.",
      "",
      "## Tipps für die Offertanfrage",
      "1. **Plan und Fotos mitschicken:** Ein einfacher Grundriss mit Massen, Fenstern, Türen und der Lage der Anschlüsse spart viel Zeit.",
      "2. **Mindestens zwei Offerten vergleichen:** Achte nicht nur auf den Preis, sondern auch auf Korpusmaterial, Beschläge (z. B. Blum oder Hettich), Geräte und Garantie.",
      "3. **Referenzen anschauen:** Die meisten Schreinereien zeigen dir gern eine fertige Küche bei Kundschaft in der Nähe.",
      "4. **Zeitplan realistisch ansetzen:** Zwischen Auftrag und Montage vergehen oft drei Monate, im Herbst eher mehr. Plane für den Umbau selbst ein bis zwei Wochen ohne voll funktionsfähige Küche ein.",
      "5. **Lehrbetrieb prüfen:** Viele gute Schreinereien bilden aus und sind Mitglied beim VSSM, dem Verband Schweizerischer Schreinermeister und Möbelfabrikanten. Das ist zwar keine Garantie, aber ein Hinweis auf einen etablierten Betrieb.",
      "",
      "## Worauf es bei einer Küche im Bauernhaus ankommt",
      "Ältere Häuser im Schächental haben oft niedrige Decken, dicke Mauern und Böden, die nicht ganz eben sind. Eine gute Schreinerei gleicht das mit verstellbaren Sockelfüssen und Passleisten aus, statt die Küche einfach an die schiefe Wand zu stellen. Klär ausserdem früh, wie die Dampfabzugshaube entlüftet werden kann: Eine Abluft nach aussen ist wirksamer, braucht aber einen Mauerdurchbruch und bei gut gedämmten Häusern eine Lösung für die Nachströmung der Luft. Umluftgeräte sind einfacher einzubauen, brauchen aber regelmässig neue Filter. Bei Holzfronten lohnt sich eine geölte Oberfläche, weil sich kleine Kratzer später ausbessern lassen.",
      "",
      "## Geräte und Energieverbrauch",
      "Bei den Geräten lohnt sich ein Blick auf die Energieetikette, vor allem beim Kühlschrank, der rund um die Uhr läuft. Induktionskochfelder sind schneller und sparsamer als klassische Glaskeramik, brauchen aber passendes Kochgeschirr. Wenn du einen Steamer oder einen Backofen mit Dampffunktion möchtest, plane den Platz in Augenhöhe ein; das ist bequemer und schont den Rücken. Viele Schreinereien können dir Geräte zu ähnlichen Preisen wie der Fachhandel besorgen und übernehmen dann auch die Garantieabwicklung.",
      "",
      "Wenn du willst, kann ich dir helfen, eine kurze Offertanfrage mit allen wichtigen Angaben zu formulieren.",
    ),
    target: { businessName: "Schreinerei Arnold AG" },
    expected: {
      mentioned: true,
      position: 5,
      businesses: ["Schreinerei Bissig", "Küchenbau Walker AG", "Zimmerei Arnold", "Holzbau Planzer", "Schreinerei Arnold"],
      contextIncludes: "massgefertigte Küchen aus Schweizer Holz",
      tone: "recommended",
      platforms: ["local.ch", "Google Maps"],
    },
  },
  {
    id: "blind186-perplexity-kaese-hartolfingen-namensvetter-obrieden",
    about: "Perplexity mit [n]-Marken und Quellenliste; Namensvetter im Nachbarweiler: 'Hofkäserei Zgraggen' in Obrieden ist nicht 'Käserei Zgraggen' des Fragenden in Hartolfingen; Ziel fehlt",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Wo kann man in Hartolfingen oder im Schächental Alpkäse und Bergkäse direkt beim Produzenten kaufen?", city: "Hartolfingen", country: "CH" },
    answer: md(
      "Das Schächental ist eine der wichtigsten Alpregionen im Kanton Uri; ein grosser Teil der Urner Alpen liegt zwischen Bürglen und dem Klausenpass[1]. Viele Älplerinnen und Älpler verkaufen ihren Käse im Sommer direkt auf der Alp und im Winter ab Hof im Tal[2]. Rund um Hartolfingen bekommst du Alp- und Bergkäse unter anderem hier:",
      "",
      "**Hofkäserei Zgraggen (Obrieden)**",
      "Eine kleine Hofkäserei, die aus der Milch der eigenen Kühe Bergkäse, Mutschli und Ziger herstellt[3]. Der Hofladen ist als Selbstbedienung organisiert, bezahlt wird mit TWINT oder bar. Im Sommer kommt zusätzlich Alpkäse von der eigenen Alp dazu, der im Keller bis zu zwei Jahre reift. In Bewertungen bei Google wird vor allem der rezente Bergkäse gelobt[4].",
      "",
      "**Milchhüsli Trudelingen**",
      "Ein Selbstbedienungs-Kühlschrank an der Strasse mit Milch, Joghurt, Butter und Käse von zwei Familienbetrieben aus dem Weiler[4]. Praktisch, wenn du spontan vorbeikommst; das Angebot wechselt aber je nach Saison.",
      "",
      "**Alpkäse Bissig (Schwandenbergen)**",
      "Die Familie Bissig bewirtschaftet im Sommer eine Alp oberhalb von Unterschächen und verkauft den Alpkäse ab September im Tal in Schwandenbergen[5]. Es gibt ganze Laibe, halbe Laibe und Stücke ab etwa 500 Gramm. Vorbestellung per Telefon oder E-Mail wird empfohlen, weil die Menge begrenzt ist.",
      "",
      "**Chäsgaden Eierschwand**",
      "Ein kleiner Laden im Erdgeschoss eines Bauernhauses, der Käse von mehreren Schächentaler Alpen, Trockenfleisch und Alpbutter anbietet[6]. Geöffnet ist meist am Freitagnachmittag und am Samstagmorgen; im Sommer zusätzlich am Mittwoch.",
      "",
      "**Wissenswertes zum Urner Alpkäse**",
      "- **Saison:** Die Alpzeit dauert je nach Höhe von etwa Mitte Juni bis Mitte September. Frischer Alpkäse ist ab dem Alpabzug erhältlich, gut gereifter erst im Winter oder Frühling[2].",
      "- **Herkunft:** Echter Alpkäse stammt aus Milch, die während der Sömmerung auf der Alp gewonnen und dort oder in unmittelbarer Nähe verarbeitet wurde. Die Bezeichnung ist in der Schweiz geschützt[7].",
      "- **Regionale Produkte:** Der Verein Alpinavera, der Regionalprodukte aus Uri, Glarus, Graubünden und dem Tessin zertifiziert, führt ein Verzeichnis von Produzenten und Verkaufsstellen[8].",
      "- **Lagerung:** Käse am besten in Wachspapier oder einem Käsetuch im Gemüsefach des Kühlschranks lagern und etwa eine halbe Stunde vor dem Essen herausnehmen.",
      "- **Alpbesuch:** Wer den Käse direkt auf der Alp kaufen möchte, kann im Sommer mit den kleinen Luftseilbahnen im Tal zu einigen Alpen hinauffahren; viele Alpen verkaufen dann auch Alpbutter und Ziger[1].",
      "",
      "**Tipp:** Am Alpabzug im September werden in mehreren Dörfern des Schächentals Käse und andere Alpprodukte verkauft, oft mit Festbetrieb. Die genauen Termine stehen im Veranstaltungskalender von Uri Tourismus[1]. Und wer Käse als Geschenk verschicken möchte, sollte nachfragen, ob die Produzenten vakuumiert verpacken; viele tun das auf Wunsch.",
      "",
      "**Preise:** Ab Hof kostet Alpkäse im Schächental je nach Reifegrad meist zwischen 28 und 38 Franken pro Kilo, Bergkäse aus der Talkäserei etwas weniger[3][5]. Ganze Laibe werden oft etwas günstiger abgegeben, lohnen sich aber nur, wenn du den Käse richtig lagern kannst, etwa in einem kühlen Keller. Mutschli und Ziger sind deutlich günstiger und eignen sich gut zum Probieren. Wer regelmässig kauft, kann bei manchen Produzenten auch ein Abo für eine Käselieferung im Herbst abschliessen, bei dem man einen Teil des Alpkäses schon im Sommer reserviert[5].",
      "",
      "**Käse richtig auswählen:** Frag beim Kauf ruhig nach dem Alter des Laibs und lass dir zwei oder drei Reifegrade zum Probieren geben. Junger Alpkäse ist mild und cremig und passt gut zu Brot und Butter, ein Jahr alter Käse ist würziger und eignet sich für Fondue-Mischungen oder zum Reiben über Älplermagronen. Sehr alter Hobelkäse wird in dünnen Scheiben gegessen und hält im Kühlschrank mehrere Wochen[2].",
      "",
      "**Anreise:** Das Schächental ist mit dem Bus ab Altdorf gut erreichbar; für die kleinen Weiler an den Talhängen ist ein Auto aber meist praktischer, zumal die Hofläden oft etwas abseits der Hauptstrasse liegen[1].",
      "",
      "**Quellen**",
      "[1] uri.swiss – Schächental und Klausenpass",
      "[2] urneralpen.ch – Alpwirtschaft im Schächental",
      "[3] hofkaeserei-zgraggen.ch – Unser Käse",
      "[4] google.com/maps – Hofladen Schächental",
      "[5] alpkaese-bissig.ch – Verkauf ab Hof",
      "[6] local.ch – Käse Bürglen UR",
      "[7] blw.admin.ch – Berg- und Alpverordnung",
      "[8] alpinavera.ch – Regionalprodukte finden",
    ),
    target: { businessName: "Käserei Zgraggen" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Hofkäserei Zgraggen", "Milchhüsli Trudelingen", "Alpkäse Bissig", "Chäsgaden Eierschwand"],
      tone: null,
      platforms: ["Google Maps", "local.ch"],
    },
  },
  {
    id: "blind186-perplexity-coiffeur-gurtnellen-wiler-inhaberin-name",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Coiffure Monika' in Gurtnellen-Wiler nur über die Inhaberin 'Monika Tresch' mit richtigem Ort (Platz 3)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Coiffeur in Gurtnellen-Wiler für Damenhaarschnitt und Färben", city: "Gurtnellen-Wiler", country: "CH" },
    answer: md(
      "Im oberen Reusstal ist die Auswahl an Coiffeursalons überschaubar, doch rund um Gurtnellen gibt es einige gute Adressen[1][2]:",
      "",
      "1. **Coiffeur Reusstal** (Gurtnellen-Dorf) – Damen und Herren, Schwerpunkt auf Färben und Strähnen; Termine online oder telefonisch, samstags bis 14 Uhr geöffnet[1].",
      "2. **Hair & Style Marlen** (Wattingen) – kleiner Salon mit natürlichen Haarfarben ohne Ammoniak; in Bewertungen wird die ruhige Atmosphäre gelobt[2][3].",
      "3. **Monika Tresch** – Coiffeuse mit eigenem kleinem Salon im Erdgeschoss ihres Hauses in Gurtnellen-Wiler; bekannt für präzise Kurzhaarschnitte und ehrliche Beratung bei der Farbwahl, Termine nur nach telefonischer Vereinbarung[4].",
      "",
      "**Preise:** Ein Damenhaarschnitt mit Waschen und Föhnen kostet in der Region etwa 60 bis 90 Franken, eine Färbung je nach Haarlänge zusätzlich 70 bis 140 Franken[1].",
      "",
      "**Tipp:** Wenn du zum ersten Mal färben lässt, frag nach einem Strähnentest, vor allem bei empfindlicher Kopfhaut.",
      "",
      "**Quellen**",
      "[1] local.ch – Coiffeur Gurtnellen",
      "[2] search.ch – Coiffeur Wassen",
      "[3] google.com/maps – Hair & Style Marlen",
      "[4] uri.swiss – Gewerbe Gurtnellen",
    ),
    target: { businessName: "Coiffure Monika" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Coiffeur Reusstal", "Hair & Style Marlen", "Monika Tresch"],
      contextIncludes: "präzise Kurzhaarschnitte",
      tone: "recommended",
      platforms: ["local.ch", "search.ch", "Google Maps"],
    },
  },
  {
    id: "blind186-gemini-unterkunft-gurtnellen-dorf-ohne-rechtsform",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Gästehaus Bergkristall GmbH' in Gurtnellen-Dorf als 'Gästehaus Bergkristall' ohne Rechtsform auf Platz 1",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Unterkunft in Gurtnellen-Dorf für zwei Nächte, wir wollen zum Arnisee wandern", city: "Gurtnellen-Dorf", country: "CH" },
    answer: md(
      "Gurtnellen-Dorf liegt auf einer Sonnenterrasse über dem Reusstal und ist ein guter Ausgangspunkt für Wanderungen zum Arnisee. Hier sind einige Unterkünfte in der Nähe:",
      "",
      "**Gästehaus Bergkristall**",
      "* **Lage:** mitten in Gurtnellen-Dorf, wenige Schritte von der Postautohaltestelle",
      "* **Zimmer:** sechs Doppelzimmer, zum Teil mit Balkon und Blick ins Reusstal",
      "* **Besonderheit:** reichhaltiges Frühstück mit Produkten aus der Region, Lunchpakete für Wanderungen auf Bestellung",
      "* **Bewertung:** 9,2 auf Booking.com",
      "",
      "**B&B Sunnsitä**",
      "* **Lage:** Gurtnellen-Wiler, unten im Tal an der Gotthardstrasse",
      "* **Zimmer:** zwei Zimmer mit gemeinsamem Bad",
      "* **Besonderheit:** sehr persönliche Gastgeberin, günstig für Gäste mit dem Zug oder Bus",
      "",
      "**Ferienwohnung Fellital**",
      "* **Lage:** Gurtnellen-Wiler, am Eingang des Fellitals",
      "* **Grösse:** Wohnung für bis zu vier Personen mit Küche",
      "* **Mindestaufenthalt:** zwei Nächte, buchbar über Airbnb",
      "",
      "**Wandertipp:** Vom Gurtnellen-Dorf führt ein gut markierter Bergweg in etwa zweieinhalb Stunden zum Arnisee. Zurück geht es bequem mit der Luftseilbahn Arnisee–Intschi und von dort mit dem Bus. Prüfe vorher die Betriebszeiten der Bahn, die ausserhalb der Sommersaison eingeschränkt sein können.",
    ),
    target: { businessName: "Gästehaus Bergkristall GmbH" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Gästehaus Bergkristall", "B&B Sunnsitä", "Ferienwohnung Fellital"],
      contextIncludes: "Gästehaus Bergkristall",
      tone: "recommended",
      platforms: ["Booking.com", "Airbnb"],
    },
  },
  {
    id: "blind186-claude-elektriker-wattingen-sanitaer-gleicher-nachname",
    about: "Claude ohne Websuche in fließendem Text mit Vorbehalten; Namensvetter im selben Weiler: 'Sanitär Baumann' in Wattingen (andere Branche) ist nicht 'Elektro Baumann' des Fragenden; Ziel fehlt",
    engine: "claude",
    asked: { assistant: "claude", query: "Wir wollen in Wattingen unsere Elektroheizung durch eine Wärmepumpe ersetzen. Welchen Elektriker in der Nähe kannst du empfehlen?", city: "Wattingen", country: "CH" },
    answer: md(
      "Das ist ein sinnvolles Vorhaben – der Ersatz einer Elektroheizung durch eine Wärmepumpe senkt den Stromverbrauch für die Heizung in der Regel um zwei Drittel oder mehr. Vorweg ein Vorbehalt: Ich kann nicht live im Internet nachsehen, welche Betriebe gerade Kapazität haben, und meine Angaben zu einzelnen Firmen können veraltet sein. Bitte prüfe sie deshalb direkt bei den Betrieben.",
      "",
      "Wichtig ist zuerst, dass bei einem solchen Umbau mehrere Gewerke beteiligt sind. Der Elektriker kümmert sich um den Anschluss der Wärmepumpe, die Anpassung der Hauptverteilung und den Rückbau der alten Elektroheizung. Für das Wärmeverteilsystem – also Heizkörper oder Bodenheizung, Leitungen, Speicher und Warmwasser – brauchst du zusätzlich einen Heizungs- und Sanitärbetrieb. Bei Häusern mit direkter Elektroheizung fehlt dieses Verteilsystem oft ganz, und das ist meist der grösste Kostenpunkt.",
      "",
      "Im oberen Reusstal kommen nach meinem Kenntnisstand für die Elektroarbeiten die Elektro Gamma GmbH in Gurtnellen-Dorf und die Elektro Tresch AG in Meiggelen infrage. Die Elektro Gamma GmbH ist ein kleinerer Installationsbetrieb, der auch Photovoltaik macht, was interessant sein kann, wenn du später einen Teil des Wärmepumpenstroms selbst erzeugen möchtest. Die Elektro Tresch AG ist etwas grösser und hat nach meinem Wissen Erfahrung mit der Anmeldung von Wärmepumpen beim Netzbetreiber, was im Kanton Uri in der Regel über EWA-energieUri läuft.",
      "",
      "Für den Heizungsteil kommt in Wattingen vermutlich der Betrieb Sanitär Baumann infrage, ein Sanitär- und Heizungsbetrieb direkt im Weiler, der nach meinem Kenntnisstand Wärmepumpen verschiedener Hersteller einbaut und die Koordination mit dem Elektriker übernehmen kann. Oft ist es praktisch, wenn einer der Betriebe die Gesamtleitung übernimmt, damit du nicht zwischen mehreren Handwerkern vermitteln musst.",
      "",
      "Bevor du Offerten einholst, würde ich dir einen Gebäudeenergieausweis der Kantone (GEAK) oder zumindest eine Beratung empfehlen. Damit siehst du, ob die Gebäudehülle vorher verbessert werden sollte, und wie gross die Wärmepumpe sein muss. Eine zu gross dimensionierte Wärmepumpe taktet häufig und läuft ineffizient, eine zu kleine schafft die kalten Wintertage im Reusstal nicht ohne Zusatzheizung.",
      "",
      "Zur Finanzierung: Der Kanton Uri unterstützt im Rahmen des Gebäudeprogramms den Ersatz von Elektroheizungen durch Wärmepumpen mit Förderbeiträgen. Die Bedingungen ändern sich von Zeit zu Zeit, und in der Regel muss das Gesuch vor Baubeginn eingereicht werden. Auf der Website des Gebäudeprogramms und bei der kantonalen Energiefachstelle findest du die aktuellen Ansätze. Zusätzlich lassen sich die Kosten bei einem bestehenden Gebäude meist als Unterhalt bzw. energiesparende Massnahme vom steuerbaren Einkommen abziehen.",
      "",
      "Bei der Wahl zwischen Luft-Wasser- und Sole-Wasser-Wärmepumpe spielen Lage, Platz und Budget eine Rolle. In engen Tälern mit kalten Wintermonaten bringt eine Erdsonde mehr Effizienz, sie braucht aber eine Bewilligung und ist deutlich teurer. Eine Luft-Wasser-Wärmepumpe ist günstiger und schneller installiert; achte dann auf den Aufstellort wegen des Lärms, gerade in einem dicht bebauten Weiler.",
      "",
      "Ein paar Fragen, die du allen Betrieben stellen kannst: Wer übernimmt die Gesamtkoordination? Ist die Anmeldung beim Netzbetreiber und das Fördergesuch im Angebot enthalten? Welche Jahresarbeitszahl wird erwartet? Und wie sieht es mit Service und Pikettdienst im Winter aus? Gerade in abgelegeneren Orten ist ein Betrieb in der Nähe Gold wert, wenn im Januar etwas ausfällt.",
      "",
      "Auch lohnt es sich, von den Betrieben Referenzobjekte in ähnlicher Lage zu verlangen. Ein Gespräch mit Leuten, die den gleichen Umbau schon hinter sich haben, verrät oft mehr über die tatsächlichen Kosten und den Ablauf als jede Offerte.",
      "",
      "Rechne beim Zeitplan ausserdem mit einigen Monaten Vorlauf. Zwischen Beratung, Offerten, Fördergesuch, allfälliger Bewilligung und Einbau vergehen oft ein halbes Jahr oder mehr, und im Herbst sind viele Installateure ausgebucht. Ideal ist es, den Ersatz im Frühling oder Sommer zu planen, damit die neue Heizung vor dem Winter läuft.",
      "",
      "Und zuletzt: Lass dir die alte Elektroheizung fachgerecht entsorgen. Ältere Speicheröfen können Asbest enthalten; der Rückbau muss dann von einer spezialisierten Firma erledigt werden, was in der Offerte separat ausgewiesen sein sollte.",
      "",
      "Wenn du möchtest, erkläre ich dir gern, wie eine typische Offerte für einen solchen Heizungsersatz aufgebaut ist, damit du die Angebote besser vergleichen kannst.",
    ),
    target: { businessName: "Elektro Baumann" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Elektro Gamma GmbH", "Elektro Tresch AG", "Sanitär Baumann"],
      tone: null,
      platforms: [],
    },
  },
  {
    id: "blind186-copilot-velo-meiggelen-ohne-ziel",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Velo Epp' in Meiggelen fehlt ohne Verwechslung",
    asked: { assistant: "copilot", query: "E-Bike-Service in Meiggelen oder in der Nähe?", city: "Meiggelen", country: "CH" },
    answer: md(
      "Im oberen Reusstal gibt es nur wenige Velowerkstätten, die E-Bikes warten. Diese Betriebe in der Nähe von Meiggelen kommen infrage:",
      "",
      "- **Velowerkstatt Imholz** (Gurtnellen-Wiler): Service für E-Bikes der gängigen Antriebe, Akku-Diagnose und Ersatzteile¹.",
      "- **Zweirad Gisler** (Wattingen): Velos, E-Bikes und Motorräder, Abholservice nach Absprache².",
      "- **E-Bike-Service Reusstal** (Gurtnellen-Dorf): mobiler Service, kommt bei kleineren Reparaturen auch vorbei³.",
      "",
      "Für die Garantie ist wichtig, dass der Service bei einem Fachhändler gemacht wird, der den Antrieb auslesen kann; frag bei der Anmeldung nach, welche Motorenhersteller betreut werden.",
      "",
      "Tipp: Vor Saisonbeginn im Frühling sind die Wartezeiten am längsten. Ein Service im Herbst oder Winter geht meist schneller.",
      "",
      "Weitere Informationen",
      "1 velowerkstatt-imholz.ch",
      "2 local.ch",
      "3 ebike-service-reusstal.ch",
    ),
    target: { businessName: "Velo Epp" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Velowerkstatt Imholz", "Zweirad Gisler", "E-Bike-Service Reusstal"],
      tone: null,
      platforms: ["local.ch"],
    },
  },
  {
    id: "blind186-aio-hausarzt-obrieden-aerztin-name",
    about: "Google KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Ziel 'Hausarztpraxis Herger' in Obrieden nur über die Ärztin 'Dr. med. Ruth Herger' mit richtigem Ort auf Platz 1",
    asked: { assistant: "google-ai-overview", query: "hausarzt obrieden neue patienten", city: "Obrieden", country: "CH" },
    answer: md(
      "Hausärztinnen und Hausärzte im vorderen Schächental, die neue Patientinnen und Patienten aufnehmen:",
      "",
      "- **Dr. med. Ruth Herger** (Obrieden): Fachärztin für Allgemeine Innere Medizin, nimmt laut Praxisangaben wieder neue Patienten auf.",
      "- **Gruppenpraxis Schächental** (Trudelingen): mehrere Ärztinnen und Ärzte, Terminbuchung auch online über OneDoc.",
      "- **Hausarztpraxis Dr. Muheim** (Eierschwand): kleine Einzelpraxis, Aufnahme neuer Patienten nach Rücksprache.",
      "",
      "Bringen Sie zum ersten Termin Ihre Versichertenkarte, eine Medikamentenliste und frühere Befunde mit. Viele Praxen im Tal sind gut ausgelastet, eine frühzeitige Anfrage lohnt sich.",
      "",
      "Bei Notfällen ausserhalb der Sprechstunden hilft der ärztliche Notfalldienst des Kantons Uri weiter.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Hausarztpraxis Herger" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Dr. med. Ruth Herger", "Gruppenpraxis Schächental", "Hausarztpraxis Dr. Muheim"],
      contextIncludes: "Allgemeine Innere Medizin",
      tone: "recommended",
      platforms: ["OneDoc"],
    },
  },
  {
    id: "blind186-aio-tierarzt-eierschwand-namensvetter-obrieden",
    about: "Google KI-Übersicht mit kurzen Bullets und 'Mehr anzeigen'; Namensvetter im Nachbarweiler: 'Grosstierpraxis Imhof' in Obrieden ist nicht 'Tierarztpraxis Imhof' des Fragenden in Eierschwand; Ziel fehlt",
    asked: { assistant: "google-ai-overview", query: "tierarzt eierschwand katze", city: "Eierschwand", country: "CH" },
    answer: md(
      "Für Katzen und andere Kleintiere gibt es in der Nähe von Eierschwand diese Tierarztpraxen:",
      "",
      "- **Kleintierpraxis Schächental** (Hartolfingen): Hunde, Katzen und Heimtiere, Röntgen und Ultraschall in der Praxis.",
      "- **Grosstierpraxis Imhof** (Obrieden): vor allem Rinder, Ziegen und Pferde, behandelt nach Absprache aber auch Katzen.",
      "- **Tierarztpraxis Reusstal** (Gurtnellen-Dorf): Kleintiere, Impfungen und Kastrationen, Termine auch am Samstag.",
      "",
      "Für den Transport einer Katze empfiehlt sich eine stabile Transportbox mit einer vertrauten Decke; viele Praxen bieten für ängstliche Katzen auch ruhige Randzeiten an.",
      "",
      "Für Notfälle in der Nacht und am Wochenende gibt es einen regionalen tierärztlichen Notfalldienst.",
      "",
      "Mehr anzeigen",
    ),
    target: { businessName: "Tierarztpraxis Imhof" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Kleintierpraxis Schächental", "Grosstierpraxis Imhof", "Tierarztpraxis Reusstal"],
      tone: null,
      platforms: [],
    },
  },
  {
    id: "blind186-aimode-bergrestaurant-schwandenbergen-ohne-rechtsform-zweiter",
    about: "Google AI Mode mit Kartenkarten und Text darunter; Ziel 'Bergrestaurant Edelweiss Schwandenbergen GmbH' als Karte 'Bergrestaurant Edelweiss' mit richtigem Ort, ohne Ortszusatz und Rechtsform, auf Platz 2",
    asked: { assistant: "google-ai-overview", query: "restaurant schwandenbergen unterschächen", city: "Schwandenbergen", country: "CH" },
    answer: md(
      "Hier sind Restaurants in der Nähe von Schwandenbergen:",
      "",
      "**Gasthaus Schächenhof**",
      "4,5 ★★★★½ (187) · Restaurant",
      "Trudelingen · Geöffnet · Schliesst um 23:00",
      "„Feine Älplermagronen und sehr freundliches Personal.“",
      "",
      "**Bergrestaurant Edelweiss**",
      "4,7 ★★★★★ (96) · Restaurant",
      "Schwandenbergen · Geöffnet · Schliesst um 20:00",
      "„Wunderbare Aussicht ins Tal, Rösti mit Spiegelei ein Traum.“",
      "",
      "**Beizli Hartolfingen**",
      "4,3 ★★★★ (41) · Bar & Grill",
      "Hartolfingen · Geschlossen · Öffnet Fr. um 17:00",
      "",
      "Das **Bergrestaurant Edelweiss** liegt direkt in Schwandenbergen und bietet eine Sonnenterrasse mit Blick auf die Schächentaler Windgällen. Im **Gasthaus Schächenhof** gibt es einheimische Küche und im Herbst Wildspezialitäten.",
    ),
    target: { businessName: "Bergrestaurant Edelweiss Schwandenbergen GmbH" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Gasthaus Schächenhof", "Bergrestaurant Edelweiss", "Beizli Hartolfingen"],
      contextIncludes: "Bergrestaurant Edelweiss",
      tone: "recommended",
      platforms: [],
    },
  },
];
