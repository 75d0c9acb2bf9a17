/** Trainingskorpus (Alltag): Hundertfünfzigster blinder Korpus, TRAINING. 30
 * realistische deutschsprachige Antworten gemischter Länge im Stil der
 * Assistenten, so wie sie heute (mit Websuche) auf die Empfehlungsfrage eines
 * gewöhnlichen Menschen nach einem lokalen Betrieb des Alltags antworten.
 *
 * Dieser Korpus ist ein TRAININGSKORPUS, kein REPORT-ONLY-Maßstab: Seine Fälle
 * dürfen später Fall für Fall gelesen werden, um die Regeln zu verbessern
 * (Abweichungen ansehen, Ursachen suchen, Regeln anpassen). Die Erwartungen
 * bleiben dabei die Grundwahrheit; sie wurden vor jeder Anwendung festgelegt
 * und werden nicht an ein Werkzeug angepasst.
 *
 * Stile und Orte:
 * - ChatGPT-Suche mit Überschrift oder fettem Namen je Betrieb, kurzen Absätzen
 *   und Zitaten als Markdown-Links (5): Gomadingen, Criesbach, Erlsbach,
 *   Zedlach, Ladir.
 * - Perplexity mit [n]-Marken und nummerierter Quellenliste (5): Hayingen (mit
 *   Tabelle), Ailringen, Görtschach, Morissen, Peiden.
 * - Gemini mit fetten Namen und Detail-Bullets „Lage:“, „Besonderheit:“,
 *   „Bewertung:“ (4): Zwiefalten, Hohebach, Ratschitsch, Igels.
 * - Claude in fließendem Text mit kurzer Liste und Vorbehalten (4): Römerstein,
 *   Schlaiten, Pitasch mit Websuche; Vignogn ausdrücklich ohne Websuche.
 * - Microsoft Copilot mit hochgestellten Marken und „Weitere Informationen“ (4,
 *   ohne `engine`): Bartenstein, Mehrstetten, Obermauern, Surcuolm.
 * - Googles KI-Übersicht mit kurzen Bullets und Quellen (4, ohne `engine`):
 *   Heroldstatt, Gaggstatt, Hinterbichl, Curaglia.
 * - Google AI Mode mit Kartenkarten (Sterne, Kategorie, Ort, Öffnungsstatus; 4,
 *   als `google-ai-overview` ohne `engine`, `about` beginnt mit „Google AI
 *   Mode“): Eschental, Arnbach, St. Johann im Walde, Andiast.
 *
 * Orte nach Land (alle 30 gefragten Orte mit 0 Treffern):
 * - Deutschland 12: Schwäbische Alb (Gomadingen, Hayingen, Zwiefalten,
 *   Römerstein, Mehrstetten, Heroldstatt) und Hohenlohe, gefragt mit dem Namen
 *   des Dorfs (Criesbach/Ingelfingen, Ailringen/Mulfingen, Hohebach/Dörzbach,
 *   Eschental/Kupferzell, Bartenstein/Schrozberg, Gaggstatt/Kirchberg an der
 *   Jagst).
 * - Österreich 9: Defereggental (Erlsbach/St. Jakob in Defereggen,
 *   Görtschach/St. Veit in Defereggen, Ratschitsch/Hopfgarten in Defereggen)
 *   und übriges Osttirol (Zedlach/Matrei in Osttirol, Obermauern/Virgen,
 *   Hinterbichl/Prägraten am Großvenediger, Arnbach/Sillian, Schlaiten,
 *   St. Johann im Walde). Die Gemeindenamen des Defereggentals und die meisten
 *   Osttiroler Gemeinden hatten Treffer und wurden deshalb nicht gefragt.
 * - Schweiz 9 (deutschsprachige Antworten in Schweizer Schreibung ohne ß):
 *   Lugnez/Val Lumnezia (Morissen, Peiden, Igels, Vignogn; Gemeinde Lumnezia)
 *   und Surselva (Ladir und Pitasch/Ilanz/Glion, Andiast/Breil/Brigels,
 *   Surcuolm/Obersaxen Mundaun, Curaglia/Medel).
 * Nur im Text genannte Nachbarorte, Regionen, Flüsse und Berge (Münsingen,
 * Riedlingen, Bad Urach, Böhringen, Westerheim, Laichingen, Sontheim, Künzelsau,
 * Ingelfingen, Niedernhall, Krautheim, Mulfingen, Crailsheim, Kirchberg an der
 * Jagst, Schrozberg, Kupferzell, Reutlingen, Ulm, Sonnenbühl, Lienz, Matrei,
 * Huben, St. Jakob, Hopfgarten, Virgen, Prägraten, Sillian, Heinfels, Ainet,
 * Ilanz, Vella, Cumbel, Degen, Surcasti, Vrin, Schnaus, Ruschein, Riein,
 * Sevgein, Disentis/Mustér, Obersaxen Meierhof, Waltensburg/Vuorz, Chur, Laax,
 * Flims, Lauter, Jagst, Kocher, Schwarzach …) sind keine gefragten Orte und
 * wurden nicht gezählt.
 *
 * Branchen: Hausarzt (3), Zahnarzt (3), Tierarzt, Physiotherapie (2),
 * Steuerberatung/Treuhand (2), Kfz-Werkstatt/HU, Garage/MFK, Dachdecker,
 * Elektriker, Installateur, Schreiner/Tischler (3), Bäckerei (2), Hofladen,
 * Gasthof mit Halbpension, Jausenstation, Restaurant, Ferienwohnung (3),
 * Friseur (2). Alle Betriebe sind erfunden; reale Plattformen, Ketten (A.T.U,
 * LBG), Kammern, Verbände, Behörden, Versicherer, Straßen und
 * Sehenswürdigkeiten kommen unter ihrem echten Namen vor.
 *
 * Ziel genannt in 15 Antworten (DE 6, AT 5, CH 4):
 * - in gewöhnlicher Form (7): voller Name in einer Überschrift (Gomadingen
 *   Platz 2, Ladir Platz 5), fett in einer Liste (Zwiefalten 1, Heroldstatt 1,
 *   Erlsbach 1, Pitasch 1), übliche Kurzform „Zahnarztpraxis Deplazes“ für
 *   „Zahnarztpraxis Dr. med. dent. Deplazes“ (Curaglia 2);
 * - in einer Form, die ein eiliger Leser übersieht (8): nur in einer
 *   Tabellenzeile (Hayingen 4), nur über den Inhaber „Dachdeckermeister Jürgen
 *   Hofmann“ für „Hofmann Bedachungen GmbH“ (Hohebach 3), andere Wortfolge
 *   „Bäckerei & Café Rupp“ für „Café-Bäckerei Rupp“ (Bartenstein 2), nur über
 *   `domain` tischlerei-ladstaetter.at, die Antwort nennt die „Tischlerei
 *   Ladstätter“ und verlinkt die Domain als Quelle [2] (Görtschach 2), erst
 *   nach der Liste im Fließtext als „Kanzlei Mag. Ortner“ für
 *   „Steuerberatungskanzlei Mag. Ortner“ ohne Wertung (Schlaiten 4, neutral),
 *   nur über die Zahnärztin „Zahnärztin Dr. Maria Oblasser“ für „Zahnarztpraxis
 *   Dr. Oblasser“ (Obermauern 1), als Kartenkarte mit „Vorübergehend
 *   geschlossen“ (Arnbach 3, unavailable), mit Abraten „Bewertungen sind
 *   allerdings gemischt … würde eher eine der anderen Praxen wählen“ (Peiden 2,
 *   discouraged).
 * Plätze: 1 (5), 2 (5), 3 (2), 4 (2), 5 (1).
 *
 * Ziel fehlt in 15 Antworten (DE 6, AT 4, CH 5):
 * - mit Verwechslungsgefahr (7): gleicher Familienname in einem anderen Gewerk
 *   („Fensterbau Ehrmann GmbH“ statt „Schreinerei Ehrmann“, Criesbach), der Ort
 *   und Berg Römerstein mit Aussichtsturm statt „Zahnarztpraxis am
 *   Römerstein“ (Römerstein), ähnliche Schreibweise in einem anderen Ort mit
 *   eigener Domain („Physiotherapie Lutze“ in Crailsheim,
 *   physio-lutze-crailsheim.de, statt „Physiotherapie Lutz“,
 *   physiotherapie-lutz.de; Gaggstatt), der Lärchenwald „Zedlacher Paradies“
 *   statt „Jausenstation Zedlacher Paradies“ (Zedlach), gleicher Name in einem
 *   anderen Fach („Zahnarztpraxis Dr. Egger“ in Matrei statt „Allgemeinmedizin
 *   Dr. Egger“; Hinterbichl), der Berg Piz Mundaun statt „Ferienwohnung Piz
 *   Mundaun“ (Morissen), ähnlicher Name in einem anderen Ort mit eigener Domain
 *   („Beck Arpagaus“ in Vella, beck-arpagaus-vella.ch, statt „Bäckerei
 *   Arpagaus“, baeckerei-arpagaus.ch; Surcuolm);
 * - ohne etwas dergleichen (8): Ailringen, Mehrstetten, Eschental,
 *   Ratschitsch, St. Johann im Walde, Igels, Andiast und Vignogn (Claude ohne
 *   Websuche nennt gar keinen Betrieb, `businesses: []`).
 * Der volle Name eines fehlenden Ziels steht in keiner Antwort als eigenes
 * Wort; mit Absicht vorhanden sind nur die Verwechslungen oben („Physiotherapie
 * Lutz“ als Anfang von „Physiotherapie Lutze“, „Dr. Egger“ in
 * „Zahnarztpraxis Dr. Egger“, „Römerstein“, „Zedlacher Paradies“, „Piz
 * Mundaun“, „Arpagaus“, „Ehrmann“). In diesem Korpus wird von keinem anderen
 * Betrieb abgeraten und keiner ist geschlossen; `negative` kommt nicht vor.
 *
 * Antwortlängen 34 bis 658 Wörter (Median 130,5; gezählt als durch Leerraum
 * getrennte Stücke mit mindestens einem Buchstaben oder einer Ziffer, Markdown
 * und Links eingeschlossen): 10 Antworten unter 100 Wörtern (34–52: Copilot
 * Bartenstein, Mehrstetten, Surcuolm; KI-Übersicht Gaggstatt, Hinterbichl,
 * Curaglia; AI Mode Eschental, Arnbach, St. Johann im Walde, Andiast), 10 mit
 * 100–300 (116–187) und 10 mit mehr als 600 (637–658: Gomadingen, Hayingen,
 * Hohebach, Römerstein, Erlsbach, Schlaiten, Ladir, Morissen, Igels,
 * Pitasch). Die langen Antworten wurden nach der ersten Wortzählung mit
 * neutralen Absätzen (Vorsorge, Regentage, Bauzeit, Kosten, Sicherheit am Berg,
 * Fristen, Mandatswechsel, Velo und Hund, Pflege, Umbauten) verlängert, ohne
 * neue Betriebe, Plattformen oder Nennungen des Ziels.
 *
 * Geschrieben abseits der Auswertung. Gelesen wurden ausschließlich:
 * `answer-corpus.ts` Zeilen 1–70 (der Typ `CorpusCase`, die Konventionen und
 * der erste Fall), `answer-corpus-blind2.ts` Zeilen 1–77 (`BlindCorpusCase`
 * und der erste Fall), `answer-corpus-blind42.ts` Zeilen 1–184 (Kopf mit den
 * Konventionen und die Importzeilen), `answer-corpus-blind98.ts` Zeilen 1–262
 * (Kopf, Importzeilen, erster Fall und Anfang des zweiten) und
 * `second-reading-conventions.md`. `scripts/node24.sh` wurde nur mit `source`
 * ausgeführt, nicht gelesen. Nichts anderes im Repository wurde geöffnet –
 * keine Analyse, Regeln, Wortlisten, Tests, kein Leser, keine Fälle oder Köpfe
 * anderer Korpora, auch nicht `corpora.ts` (dieser Korpus ist dort nicht
 * eingetragen). Einmal wurde mit `ls … | grep -c blind` nur die Anzahl der
 * Korpusdateien gezählt, ohne eine zu öffnen. Die Orte wurden nur mit
 * `grep -rlw "<Ort>" lib/visibility/__fixtures__/ | wc -l` geprüft, dabei wurde
 * nur die Anzahl der Dateien angesehen, nie die Fundstellen; Kandidaten mit
 * Treffern (u. a. Westerheim, Sonnenbühl, Merklingen, fast alle Hohenloher und
 * Osttiroler Gemeinden, Vrin, Vella, Cumbel, Obersaxen, Falera, Luven, Sedrun,
 * Trun, Laax) wurden verworfen. Die Auswertung, die Tests und keine Bench
 * wurden laufen gelassen; git wurde nur einmal am Ende mit `git status --short`
 * benutzt. Geprüft wurden nur, mit einem Skript außerhalb des Repositorys
 * (/tmp/cw150/check.ts), das allein diese Datei lädt: die Anzahlen (30; DE 12,
 * AT 9, CH 9; je Stil; 15 mit Ziel), die Eindeutigkeit der ids (Präfix
 * „blind150-“), `engine` gleich `asked.assistant` nur bei ChatGPT, Perplexity,
 * Gemini und Claude, ob die erwarteten Namen wörtlich (ohne Markdown, [n]- und
 * hochgestellte Marken) und in der Reihenfolge ihres ersten Auftretens im Text
 * stehen, `contextIncludes` in der Zeile der ersten Nennung des Ziels, ob
 * fehlende Ziele (als ganzes Wort) und ihre Domains wirklich fehlen, kein ß in
 * den Schweizer Antworten, die Wortzahlen und die Typprüfung
 * (`npx tsc --noEmit -p tsconfig.json`, keine Meldung zu dieser Datei). Keine
 * Erwartung wurde nach einer Prüfung geändert.
 *
 * Es gelten die Konventionen im Kopf von `answer-corpus-blind42.ts` und
 * `answer-corpus-blind98.ts`, unverändert übernommen (`businesses` in der
 * Reihenfolge der ersten Nennung, jeder einmal, Name wie geschrieben ohne
 * Beschreibung, Markdown, Zitatmarken und führenden Artikel, eine geschriebene
 * Rechtsform bleibt stehen, ein Ort in Klammern gehört nicht zum Namen; das
 * Ziel an seiner Stelle, auch wenn abgeraten, geschlossen oder nur neutral
 * genannt; ein Ziel nach der Liste bekommt den nächsten Platz nach der Liste;
 * `negative` für andere abgeratene oder geschlossene Betriebe; Plattformen
 * unter ihrem Markennamen, „bei Google“, „Google-Bewertungen“,
 * „Google-Einträge“ und Links auf google.com/maps als „Google Maps“;
 * Verbände, Kammern, Behörden, Tourismusseiten und die eigenen Websites der
 * Betriebe sind keine Plattformen; Selbständige als eigenes Angebot sind
 * Einträge, Inhaber eines schon genannten Betriebs nicht; `contextIncludes`
 * aus der Zeile der ersten Nennung, bei einem fetten Namen allein in seiner
 * Zeile oder Überschrift ein Teil des Namens). Wo
 * `second-reading-conventions.md` einem abgeratenen oder geschlossenen Ziel
 * `position = null` gibt, folgt dieser Korpus wie blind42 und blind98 der
 * Regel „das Ziel an seiner Stelle“ (Peiden Platz 2, Arnbach Platz 3).
 * Entscheidungen in Zweifelsfällen:
 * - Ton: „Vorübergehend geschlossen“ auf der Karte ist "unavailable"
 *   (Arnbach); „Bewertungen sind allerdings gemischt … Ich würde eher eine der
 *   anderen Praxen wählen“ ist "discouraged" (Peiden); „In Schlaiten selbst ist
 *   laut Herold außerdem die Kanzlei Mag. Ortner eingetragen; zu ihren
 *   Schwerpunkten habe ich allerdings kaum Angaben gefunden.“ nach der Liste
 *   ist "neutral" (Platz 4). „Geschlossen · Öffnet …“ auf Karten sind
 *   gewöhnliche Öffnungszeiten.
 * - Betriebe als Option mit Einschränkung zählen: „Fensterbau Ehrmann GmbH“
 *   (nur Fenster, keine Möbel), „Zimmerei & Holzbau Seybold“ (längere
 *   Vorlaufzeiten), „Möbelschreinerei Blumenthal“ (lange Wartezeiten), „Garage
 *   Sut Crest“ (begrenzte Kapazität), „Zahnarztpraxis Dr. Egger“ (nur für
 *   Zahnbehandlungen), „Beck Arpagaus“ (25 Minuten entfernt).
 * - Personen als eigenes Angebot sind Einträge, mit geschriebener
 *   Berufsbezeichnung: „Tierärztin Dr. Lena Ortlieb“, „Zahnärztin Dr. Sabine
 *   Haug“, „Dachdeckermeister Jürgen Hofmann“, „Steuerberaterin Mag. Julia
 *   Wibmer“, „Zahnärztin Dr. Maria Oblasser“, „Physiotherapeutin Ursina
 *   Cabalzar“; „Buchhaltungsbüro Anna Tschuor“ ist ein Büroname. Dr. Matthias
 *   Sautter und Dr. Kächele (Inhaber schon genannter Praxen) sind keine
 *   eigenen Einträge.
 * - Ein Ort in Klammern gehört nicht zum Namen („Praxis Dr. Friederike Kuhn
 *   (Münsingen)“, „Salon Linda (Riedlingen)“); Ketten als Option mit dem
 *   geschriebenen Namen: „A.T.U Laichingen“, „LBG Lienz“ (die im selben Satz
 *   genannte LBG Österreich ist kein eigener Eintrag).
 * - Keine Betriebe: Kassenärztliche Vereinigung Baden-Württemberg/116117,
 *   Terminservicestelle, AOK Baden-Württemberg, unbenannte Notfallpraxen und
 *   Kliniken, Landestierärztekammer Baden-Württemberg, TÜV, DEKRA, BAFA, KfW,
 *   Handwerkskammer Heilbronn-Franken, Landeszahnärztekammer
 *   Baden-Württemberg, Deutsche Gesellschaft für zahnärztliche Hypnose, ÖGK,
 *   BVAEB, SVS, Zahnärztekammer Tirol, Landwirtschaftskammer Tirol, Kammer der
 *   Steuerberater:innen und Wirtschaftsprüfer:innen, Bergrettung,
 *   TREUHAND|SUISSE, EXPERTsuisse, SVA Graubünden, Steuerverwaltung
 *   Graubünden, Strassenverkehrsamt Graubünden, TCS, Amt für Energie und
 *   Verkehr, kantonale Denkmalpflege, Gemeinde Lumnezia, FMH, Postauto,
 *   Rhätische Bahn, das Spital in Ilanz.
 * - Sehenswürdigkeiten, Berge, Gewässer und Ausflugsziele, keine Betriebe:
 *   Großes Lautertal, Lauter, Wimsener Höhle, Biosphärengebiet Schwäbische
 *   Alb, Münster in Zwiefalten, Bärenhöhle, Ulmer Münster, Römerstein mit
 *   Aussichtsturm, Zedlacher Paradies, Nationalpark Hohe Tauern,
 *   Rieserfernergruppe, Staller Sattel, Obersee, Patscher Tal, Jagdhausalmen,
 *   Brunnalm, Defereggental-Höhenweg, Schloss Bruck, Nationalparkhaus in
 *   Matrei, Skigebiet St. Jakob im Defereggental, Schwarzach, Piz Mundaun,
 *   Adula, Tödi, Vrin. Betriebsnamen, die solche Wörter enthalten („Pension
 *   Stallersattel“, „Alpengasthof Seespitze“, „Appartement Schwarzach“,
 *   „Haarstudio Aach“, „Tierarztpraxis Jagsttal“, „Dachbau Jagsttal GmbH“,
 *   „Therapiezentrum Jagst“, „Holzwerkstatt Lumnezia“, „Casa Lumnezia“,
 *   „Dorfladen Surcuolm“, „Bäckerei Meierhof“), sind Betriebe.
 * - Plattformen: Google Maps, Jameda, Doctolib, MyHammer, Booking.com,
 *   FeWo-direkt, Traum-Ferienwohnungen, Treatwell, Gelbe Seiten, Das Örtliche,
 *   Tripadvisor, Urlaub am Bauernhof, Herold, DocFinder, Airbnb, OneDoc,
 *   Renovero, local.ch, search.ch. Die vier Antworten des AI Mode nennen keine
 *   Plattform (`platforms: []`). Keine Plattformen: kvbawue.de, ltk-bw.de,
 *   tuev-sued.de, schwaebischealb.de, hayingen.de, wimsener-hoehle.de,
 *   biosphaerengebiet-alb.de, schrozberg.de, osttirol.com,
 *   gesundheitskasse.at, surselva.info, lumnezia.ch, graubuenden.ch,
 *   schweizmobil.ch, sbb.ch, physioswiss.ch, obersaxen-mundaun.ch, die eigenen
 *   Websites der Betriebe (praxis-sautter-gomadingen.de, tieraerztin-ortlieb.de,
 *   elektrotechnik-albhoehe.de, physio-lutze-crailsheim.de,
 *   tischlerei-ladstaetter.at, dentalzentrum-lienz.at, alpina-treuhand.ch,
 *   treuhand-casaulta.ch, beck-arpagaus-vella.ch); Software (FinanzOnline).
 */

import type { BlindCorpusCase } from "./answer-corpus-blind2";

const md = (...lines: string[]): string => lines.join("\n");

export const answerCorpusBlind150: BlindCorpusCase[] = [
  // ---------------------------------------------------------------------------
  // Deutschland (12): Schwäbische Alb und Hohenlohe
  // ---------------------------------------------------------------------------
  {
    id: "blind150-chatgpt-hausarzt-gomadingen-ueberschrift-lang",
    about: "ChatGPT-Suche, lang, Überschrift je Praxis mit Markdown-Links; Ziel unter vollem Namen in der zweiten Überschrift",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir sind nach Gomadingen gezogen. Welcher Hausarzt in der Gegend nimmt noch neue Patienten auf?", city: "Gomadingen", country: "DE" },
    answer: md(
      "Willkommen auf der Alb! Im Großen Lautertal ist die hausärztliche Versorgung eher dünn, und viele Praxen arbeiten an der Grenze ihrer Kapazität. Nach aktuellen Einträgen und Bewertungen kommen für Gomadingen vor allem diese drei Praxen infrage:",
      "",
      "### Hausarztpraxis im Lautertal",
      "Gemeinschaftspraxis mit zwei Fachärztinnen für Allgemeinmedizin, Sprechstunden an fünf Vormittagen und an zwei Nachmittagen. Die Praxis nimmt an der hausarztzentrierten Versorgung teil und macht nach Absprache Hausbesuche in Gomadingen, Dapfen und Offenhausen. In Bewertungen wird die freundliche Anmeldung gelobt, bemängelt wird gelegentlich die telefonische Erreichbarkeit am Montagmorgen. ([jameda.de](https://www.jameda.de/gomadingen/allgemeinmediziner/fachgebiet/))",
      "",
      "### Hausarztpraxis Dr. Sautter",
      "Dr. Matthias Sautter ist Facharzt für Innere und Allgemeinmedizin mit Zusatzbezeichnung Sportmedizin. Laut Praxiswebsite werden derzeit wieder neue Patientinnen und Patienten aufgenommen, allerdings zuerst mit einem Aufnahmetermin, bei dem Vorbefunde und Medikamentenplan besprochen werden. Neben der Grundversorgung gibt es Ultraschall, Belastungs-EKG und Impfberatung für Reisen. Patienten beschreiben ihn als ruhig, gründlich und gut erreichbar. ([praxis-sautter-gomadingen.de](https://www.praxis-sautter-gomadingen.de/neupatienten))",
      "",
      "### Praxis Dr. Friederike Kuhn (Münsingen)",
      "Etwa zehn Autominuten entfernt, hausärztlich-internistische Praxis mit Schwerpunkt Diabetologie. Termine lassen sich über Doctolib online buchen, was für Berufstätige praktisch ist; Akutsprechstunde täglich ab 8 Uhr ohne Termin. ([doctolib.de](https://www.doctolib.de/allgemeinmedizin/muensingen))",
      "",
      "### So gehst du am besten vor",
      "Ruf am besten gleich morgens kurz nach Öffnung an und sag direkt, dass du neu in Gomadingen bist und eine dauerhafte Hausarztpraxis suchst. Viele Praxen führen eine Warteliste, tragen dich aber ein, wenn du freundlich nachfragst. Halte deine Gesundheitskarte, eine Liste deiner Medikamente und, falls vorhanden, Arztbriefe oder Laborwerte aus der alten Praxis bereit. Eine Kopie deiner Patientenakte kannst du bei der bisherigen Praxis anfordern; die erste Kopie ist nach der Datenschutz-Grundverordnung in der Regel kostenlos.",
      "",
      "Wenn du bei der AOK Baden-Württemberg oder einer anderen Kasse mit Hausarztvertrag versichert bist, lohnt es sich, nach der hausarztzentrierten Versorgung zu fragen. Du schreibst dich dann bei einer Praxis ein, bekommst dafür oft kürzere Wartezeiten bei Fachärzten und zahlst keine Zuzahlung für bestimmte Leistungen. Die Bindung gilt meist für mindestens ein Jahr, ein Wechsel ist nur aus wichtigem Grund früher möglich.",
      "",
      "### Wenn es schnell gehen muss",
      "Außerhalb der Sprechzeiten erreichst du den ärztlichen Bereitschaftsdienst unter der Nummer 116117. Die nächstgelegenen Notfallpraxen sind am Klinikum in Reutlingen und an der Klinik in Münsingen; wann sie geöffnet haben, steht auf der Website der Kassenärztlichen Vereinigung Baden-Württemberg. Bei lebensbedrohlichen Beschwerden wie Brustschmerzen, Atemnot oder Lähmungserscheinungen gilt natürlich immer die 112.",
      "",
      "Findest du innerhalb von vier Wochen keine Praxis, hilft die Terminservicestelle der KV, ebenfalls über 116117 oder online. Sie vermittelt allerdings vor allem Termine bei Fachärzten und nur in Ausnahmefällen eine dauerhafte Hausarztpraxis. Die Arztsuche der KV Baden-Württemberg ([kvbawue.de](https://www.kvbawue.de/buerger/arztsuche)) zeigt dir außerdem alle zugelassenen Praxen mit Fachrichtung, Sprechzeiten und Barrierefreiheit.",
      "",
      "### Anfahrt und Alltag",
      "Von Gomadingen aus bist du mit dem Auto schnell in Münsingen; mit Bus und Rad ist es etwas umständlicher, weil die Verbindungen im Lautertal am Wochenende ausgedünnt sind. Frag bei der Anmeldung, ob die Praxis Rezepte auch per E-Rezept an die Apotheke schickt und ob Wiederholungsrezepte telefonisch oder über ein Formular bestellt werden können – das erspart dir viele Fahrten. Für Laborwerte vereinbaren die meisten Praxen einen festen Termin am frühen Morgen, zu dem du nüchtern kommen solltest.",
      "",
      "Im Winter lohnt ein Blick auf die Straßenverhältnisse: Auf der Albhochfläche kann es morgens glatt sein, und manche Praxen verlegen Termine bei starkem Schneefall, wenn du vorher anrufst. Viele Praxen bieten inzwischen auch Videosprechstunden für Folgetermine und Befundbesprechungen an.",
      "",
      "### Impfungen und Vorsorge",
      "Wenn du eine neue Praxis gefunden hast, bring deinen Impfpass mit. Viele Hausärztinnen und Hausärzte prüfen beim ersten Termin, ob Auffrischungen fällig sind, etwa gegen Tetanus, Diphtherie und Keuchhusten. Ab 35 Jahren hast du alle drei Jahre Anspruch auf einen kostenlosen Check-up bei der Hausarztpraxis, und in Baden-Württemberg wird wegen der Zecken auf der Alb die FSME-Impfung ausdrücklich empfohlen – der Landkreis Reutlingen gilt als Risikogebiet. Frag am besten gleich beim Aufnahmetermin danach, dann lässt sich das mit einer Blutabnahme verbinden.",
      "",
      "Soll ich dir auch Kinderarztpraxen oder Zahnärzte in der Nähe von Gomadingen heraussuchen?",
    ),
    target: { businessName: "Hausarztpraxis Dr. Sautter", domain: "praxis-sautter-gomadingen.de" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Hausarztpraxis im Lautertal", "Hausarztpraxis Dr. Sautter", "Praxis Dr. Friederike Kuhn"],
      contextIncludes: "Dr. Sautter",
      tone: "recommended",
      platforms: ["Jameda", "Doctolib"],
    },
  },
  {
    id: "blind150-chatgpt-schreiner-criesbach-familienname-anderes-gewerk",
    about: "ChatGPT-Suche, fette Namen; Ziel 'Schreinerei Ehrmann' fehlt, genannt wird nur 'Fensterbau Ehrmann GmbH' (gleicher Familienname, anderes Gewerk)",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Guter Schreiner in Criesbach oder Umgebung für eine Einbauküche und Einbauschränke?", city: "Criesbach", country: "DE" },
    answer: md(
      "Für eine Einbauküche und maßgefertigte Schränke im unteren Kochertal findest du mehrere Schreinereien, die in Bewertungen gut wegkommen:",
      "",
      "**Möbelwerkstatt Hald** (Ingelfingen) – kleiner Meisterbetrieb, der Küchen komplett selbst fertigt, auf Wunsch mit Fronten aus heimischer Eiche. Kunden loben die genaue Planung vor Ort. ([google.com/maps](https://www.google.com/maps/search/Schreinerei+Ingelfingen))",
      "",
      "**Schreinerei Volpp** (Niedernhall) – Schwerpunkt Einbauschränke unter Dachschrägen und Treppenverkleidungen; übernimmt auch kleinere Aufträge. ([myhammer.de](https://www.my-hammer.de/auftragnehmer/schreiner/niedernhall))",
      "",
      "Falls bei dir auch neue Fenster anstehen: **Fensterbau Ehrmann GmbH** in Künzelsau montiert Holz- und Holz-Alu-Fenster und wird für saubere Arbeit gelobt – Möbel fertigt der Betrieb allerdings nicht.",
      "",
      "**Tipp:** Hol mindestens zwei Angebote ein und lass dir sagen, ob Elektrogeräte und Arbeitsplatte im Preis enthalten sind. Für eine maßgefertigte Küche solltest du mit sechs bis zwölf Wochen Lieferzeit rechnen.",
    ),
    target: { businessName: "Schreinerei Ehrmann" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Möbelwerkstatt Hald", "Schreinerei Volpp", "Fensterbau Ehrmann GmbH"],
      platforms: ["Google Maps", "MyHammer"],
    },
  },
  {
    id: "blind150-perplexity-ferienwohnung-hayingen-tabelle-lang",
    about: "Perplexity, lang, [n]-Marken, Tabelle und Quellenliste; Ziel 'Ferienhof Schmauder' nur in der vierten Tabellenzeile",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Ferienwohnung in Hayingen im Lautertal für zwei Erwachsene und zwei Kinder, gern ruhig und mit Garten", city: "Hayingen", country: "DE" },
    answer: md(
      "Hayingen und seine Ortsteile im Großen Lautertal sind ein beliebtes Ziel für Familien: Es gibt vor allem private Ferienwohnungen, einige Bauernhöfe mit Gästezimmern und nur wenige größere Häuser[1][2]. Für zwei Erwachsene und zwei Kinder mit Wunsch nach Ruhe und Garten kommen unter anderem diese Unterkünfte infrage:",
      "",
      "| Unterkunft | Lage | Ausstattung | Preis pro Nacht (ca.) |",
      "| --- | --- | --- | --- |",
      "| Ferienwohnung Wacholderheide | Ortsrand Hayingen, Blick auf die Heide | 2 Schlafzimmer, Garten mit Sandkasten | 85–100 € |",
      "| Landhaus Ehestetten | Ortsteil Ehestetten, sehr ruhig | 3 Zimmer, Terrasse, Grillplatz | 95–120 € |",
      "| Gästehaus Maier | Hayingen-Mitte, zu Fuß zum Bäcker | 2 Zimmer, Balkon, kein Garten | 70–85 € |",
      "| Ferienhof Schmauder | Aussiedlerhof bei Indelhausen, Tiere zum Anfassen | 2 Wohnungen, großer Garten, Spielscheune | 90–110 € |",
      "| Ferienwohnung Gänsewiese | Anhausen, direkt an der Lauter | 2 Schlafzimmer, Liegewiese am Fluss | 80–95 € |",
      "",
      "Preise nach Angaben auf Booking.com, FeWo-direkt und Traum-Ferienwohnungen für die Hauptsaison; bei Aufenthalten unter drei Nächten verlangen die meisten Gastgeber eine Endreinigung von 40 bis 60 €[3][4].",
      "",
      "**Für Familien mit kleinen Kindern** sind die Unterkünfte mit Garten oder Hof am praktischsten: Dort können die Kinder draußen spielen, während die Eltern auf der Terrasse sitzen. Auf Höfen gibt es oft frische Milch und Eier; frag bei der Buchung nach, ob Stallbesuche möglich sind und ob es Kinderbett und Hochstuhl gibt[2].",
      "",
      "**Ausflüge in der Nähe**",
      "- **Wimsener Höhle**: die einzige mit dem Boot befahrbare Wasserhöhle Deutschlands, die kurze Bootsfahrt ist auch für Kinder ab etwa drei Jahren geeignet[5].",
      "- **Großes Lautertal**: ebene Wander- und Radwege entlang der Lauter, mit Burgruinen, Felsen und Badestellen; der Abschnitt zwischen Anhausen und Indelhausen ist mit Kinderwagen gut machbar[1].",
      "- **Biosphärengebiet Schwäbische Alb**: Wacholderheiden, Schafherden und mehrere Infozentren, in denen Kinder spielerisch etwas über die Landschaft lernen[6].",
      "- **Zwiefalten**: das barocke Münster und ein kleiner Klostergarten, etwa zehn Minuten mit dem Auto.",
      "",
      "**Anreise und Mobilität**: Ohne Auto ist es in Hayingen mühsam. Busse fahren nach Münsingen und Zwiefalten, am Wochenende aber nur selten; im Sommer verkehren an Sonn- und Feiertagen Freizeitbusse auf der Alb, die auch Fahrräder mitnehmen[6]. Mit dem Auto erreichst du Hayingen von Stuttgart in etwa einer Stunde und zwanzig Minuten, von Ulm in knapp einer Stunde.",
      "",
      "**Buchungstipps**",
      "- Für die Sommerferien in Baden-Württemberg und für Pfingsten sind gute Wohnungen oft schon im Januar belegt; in den Randzeiten (Mai, September) ist es deutlich entspannter[3].",
      "- Viele kleine Gastgeber sind nicht auf den großen Portalen, sondern nur über das Gastgeberverzeichnis der Tourismusgemeinschaft oder per Telefon buchbar; eine direkte Anfrage spart außerdem die Vermittlungsgebühr[2].",
      "- Achte auf die Stornobedingungen: Viele private Vermieter erstatten bei Absage weniger als 30 Tage vor Anreise nichts mehr. Eine Reiserücktrittsversicherung kann sich lohnen.",
      "- Bettwäsche und Handtücher sind nicht überall inklusive; bei manchen Höfen kosten sie 10 bis 15 € pro Person extra.",
      "",
      "**Wetter und Ausrüstung**: Auf der Alb ist es auch im Sommer abends oft kühl, nimm also warme Pullover mit. Für die Wanderwege im Lautertal reichen feste Turnschuhe; zu den Felsen und Burgruinen sind Wanderschuhe besser. Zecken kommen im Sommer auf Wiesen und an Waldrändern häufig vor, suche die Kinder abends ab.",
      "",
      "**Einkaufen**: In Hayingen gibt es einen Bäcker, einen kleinen Lebensmittelmarkt und mehrere Hofläden in den Ortsteilen; größere Supermärkte findest du in Münsingen und Zwiefalten[1].",
      "",
      "**Regentage**: Auch bei schlechtem Wetter wird es mit Kindern nicht langweilig. Neben der Wimsener Höhle gibt es in der Umgebung mehrere kleine Museen, Hallenbäder in Münsingen und Riedlingen sowie Spielplätze mit überdachten Bereichen. Viele Gastgeber halten Spiele, Bücher und Wanderkarten bereit; frag vorher, ob es in der Wohnung WLAN gibt, weil der Mobilfunkempfang im Tal stellenweise schwach ist. Für Tagesausflüge bieten sich auch Ulm mit dem Münster und dem Fischerviertel oder die Bärenhöhle bei Sonnenbühl an, beide in etwa einer Stunde erreichbar.",
      "",
      "Wenn du mir eure Reisedaten nennst, kann ich prüfen, welche der Unterkünfte in diesem Zeitraum noch freie Termine zeigen.",
      "",
      "**Quellen**",
      "[1] schwaebischealb.de – Hayingen und das Große Lautertal",
      "[2] hayingen.de – Gastgeberverzeichnis",
      "[3] booking.com – Ferienwohnungen in Hayingen",
      "[4] fewo-direkt.de – Ferienunterkünfte Hayingen",
      "[5] wimsener-hoehle.de – Bootsfahrt in die Höhle",
      "[6] biosphaerengebiet-alb.de – Ausflugstipps und Freizeitbusse",
    ),
    target: { businessName: "Ferienhof Schmauder" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Ferienwohnung Wacholderheide", "Landhaus Ehestetten", "Gästehaus Maier", "Ferienhof Schmauder", "Ferienwohnung Gänsewiese"],
      contextIncludes: "Aussiedlerhof bei Indelhausen",
      tone: "recommended",
      platforms: ["Booking.com", "FeWo-direkt", "Traum-Ferienwohnungen"],
    },
  },
  {
    id: "blind150-perplexity-tierarzt-ailringen-ohne-ziel",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Tierarztpraxis Dr. Bühler' fehlt, nichts Ähnliches",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Tierarzt für Katzen und Hund in Ailringen oder im Jagsttal, auch mit Notdienst am Wochenende?", city: "Ailringen", country: "DE" },
    answer: md(
      "Im Jagsttal rund um Ailringen und Mulfingen gibt es nur wenige Kleintierpraxen, die meisten Tierärzte der Gegend betreuen auch Rinder und Pferde[1]. Diese Praxen werden häufig empfohlen:",
      "",
      "1. **Tierarztpraxis Jagsttal** (Mulfingen) – Gemischtpraxis für Klein- und Großtiere, Sprechstunde ohne Termin am Vormittag, eigenes Röntgen und Labor[1][2].",
      "2. **Kleintierpraxis Dr. Weippert** (Künzelsau) – nur Hunde, Katzen und Heimtiere, Zahnbehandlungen und Ultraschall; gilt in Bewertungen als sehr einfühlsam bei ängstlichen Katzen[2].",
      "3. **Tierärztin Dr. Lena Ortlieb** – mobile Tierärztin mit Hausbesuchen im Jagst- und Kochertal, praktisch für ältere Tiere oder Katzen, die Autofahren hassen[3].",
      "",
      "Den Wochenend-Notdienst organisieren die Tierärzte im Hohenlohekreis im Wechsel; welche Praxis gerade Dienst hat, sagt der Anrufbeantworter deiner Praxis oder die Liste der Landestierärztekammer Baden-Württemberg[4]. Für Notfälle in der Nacht ist die nächste Tierklinik in Schwäbisch Hall oder Heilbronn.",
      "",
      "Nach der Gebührenordnung für Tierärzte kostet eine Notdienstbehandlung deutlich mehr als ein normaler Termin – rechne mit einer Notdienstgebühr von rund 50 € zusätzlich.",
      "",
      "**Quellen**",
      "[1] google.com/maps – Tierarzt Mulfingen",
      "[2] google.com/maps – Kleintierpraxis Künzelsau",
      "[3] tieraerztin-ortlieb.de – Hausbesuche",
      "[4] ltk-bw.de – Notdienst",
    ),
    target: { businessName: "Tierarztpraxis Dr. Bühler" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Tierarztpraxis Jagsttal", "Kleintierpraxis Dr. Weippert", "Tierärztin Dr. Lena Ortlieb"],
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind150-gemini-friseur-zwiefalten-fett-erster",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Friseur Schwörer' fett auf Platz 1",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Friseur in Zwiefalten für Damen, Strähnen und Schnitt, wer ist gut?", city: "Zwiefalten", country: "DE" },
    answer: md(
      "Hier sind Friseursalons in Zwiefalten und der näheren Umgebung, die für Damenhaarschnitte und Strähnen gute Bewertungen haben:",
      "",
      "**Friseur Schwörer**",
      "- **Lage:** Hauptstraße, mitten in Zwiefalten, wenige Schritte vom Münster",
      "- **Besonderheit:** Balayage und Foliensträhnen, Termine auch am Samstagvormittag",
      "- **Bewertung:** 4,8 Sterne bei Google (über 60 Rezensionen), gelobt werden die ehrliche Beratung und faire Preise",
      "",
      "**Haarstudio Aach**",
      "- **Lage:** Ortsausgang Richtung Riedlingen, Parkplätze direkt vor dem Salon",
      "- **Besonderheit:** Naturhaarfarben und Kopfhautpflege, auch Herrenschnitte",
      "- **Bewertung:** 4,6 Sterne, kurze Wartezeiten auf einen Termin",
      "",
      "**Salon Linda (Riedlingen)**",
      "- **Lage:** etwa 15 Minuten mit dem Auto",
      "- **Besonderheit:** Online-Terminbuchung über Treatwell, Hochsteckfrisuren für Hochzeiten",
      "- **Bewertung:** 4,7 Sterne",
      "",
      "**Tipp:** Für Strähnen solltest du zwei bis drei Stunden einplanen. Frag bei der Terminbuchung nach dem Preis für deine Haarlänge – viele Salons rechnen Strähnen nach Länge und Menge der Folien ab.",
    ),
    target: { businessName: "Friseur Schwörer" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Friseur Schwörer", "Haarstudio Aach", "Salon Linda"],
      contextIncludes: "Schwörer",
      tone: "recommended",
      platforms: ["Google Maps", "Treatwell"],
    },
  },
  {
    id: "blind150-gemini-dachdecker-hohebach-inhaber-lang",
    about: "Gemini, lang, fette Namen mit Detail-Bullets; Ziel 'Hofmann Bedachungen GmbH' nur über den Inhaber 'Dachdeckermeister Jürgen Hofmann' auf Platz 3",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Dachdecker in Hohebach gesucht, unser Dach von 1975 muss neu eingedeckt und gedämmt werden", city: "Hohebach", country: "DE" },
    answer: md(
      "Eine komplette Neueindeckung mit Dämmung ist ein größeres Projekt, für das sich ein erfahrener Meisterbetrieb aus der Region lohnt. Rund um Hohebach und Dörzbach im Jagsttal kommen diese Betriebe infrage:",
      "",
      "**Dachbau Jagsttal GmbH**",
      "- **Lage:** Gewerbegebiet Dörzbach, etwa 5 Minuten von Hohebach",
      "- **Besonderheit:** Komplettsanierung aus einer Hand mit eigenem Gerüstbau, Aufsparrendämmung und Photovoltaik-Vorbereitung",
      "- **Bewertung:** 4,8 Sterne bei Google (41 Rezensionen); gelobt werden Termintreue und saubere Baustellen",
      "",
      "**Zimmerei & Holzbau Seybold**",
      "- **Lage:** Krautheim, etwa 15 Minuten",
      "- **Besonderheit:** Kombiniert Zimmerer- und Dachdeckerarbeiten, sinnvoll, wenn Sparren verstärkt oder Gauben neu gebaut werden müssen",
      "- **Bewertung:** 4,6 Sterne; einige Kunden erwähnen längere Vorlaufzeiten",
      "",
      "**Dachdeckermeister Jürgen Hofmann**",
      "- **Lage:** direkt in Hohebach",
      "- **Besonderheit:** Familienbetrieb in zweiter Generation, Ziegel- und Schieferdächer, Dachfenster und Energieberatung in Zusammenarbeit mit einem Energieberater",
      "- **Bewertung:** 4,9 Sterne (27 Rezensionen); Kunden loben, dass der Chef selbst auf der Baustelle ist",
      "",
      "**Spenglerei Kraft**",
      "- **Lage:** Mulfingen",
      "- **Besonderheit:** Dachrinnen, Kamineinfassungen und Blechdächer – gut als Ergänzung, wenn die Rinnen gleich mit erneuert werden sollen",
      "- **Bewertung:** 4,7 Sterne",
      "",
      "### Was kostet eine Neueindeckung mit Dämmung?",
      "Für ein typisches Einfamilienhaus mit 150 bis 180 m² Dachfläche liegen die Kosten je nach Ausführung meist zwischen 250 und 400 € pro Quadratmeter. Darin enthalten sind in der Regel:",
      "- **Abdecken und Entsorgen** der alten Ziegel und Lattung (bei Häusern aus den 1970ern prüfen lassen, ob asbesthaltige Platten verbaut sind – deren Entsorgung ist deutlich teurer)",
      "- **Dämmung** als Zwischen-, Unter- oder Aufsparrendämmung",
      "- **Neue Lattung, Unterspannbahn und Eindeckung** mit Ton- oder Betondachsteinen",
      "- **Gerüst**, das oft mit 8 bis 15 € pro Quadratmeter Gerüstfläche berechnet wird",
      "",
      "### Förderung nicht vergessen",
      "- **BEG-Einzelmaßnahmen:** Über das BAFA gibt es für die Dämmung des Daches einen Zuschuss von 15 % der förderfähigen Kosten, mit individuellem Sanierungsfahrplan (iSFP) zusätzlich 5 %. Der Antrag muss **vor** der Auftragsvergabe gestellt werden.",
      "- **Energieeffizienz-Experte:** Für die Förderung brauchst du in der Regel einen Experten aus der Energieeffizienz-Expertenliste des Bundes, der die technischen Mindestanforderungen bestätigt.",
      "- **Steuerbonus:** Alternativ kannst du 20 % der Kosten über drei Jahre von der Steuer absetzen (§ 35c EStG), wenn du das Haus selbst bewohnst. Beides zusammen geht nicht.",
      "- **Kredit:** Für größere Vorhaben bietet die KfW zinsgünstige Kredite an, wenn das ganze Haus energetisch saniert wird.",
      "",
      "### Tipps für die Auswahl",
      "- **Meisterbetrieb prüfen:** Dachdecker ist ein zulassungspflichtiges Handwerk. Ob ein Betrieb in der Handwerksrolle eingetragen ist, kannst du bei der Handwerkskammer Heilbronn-Franken erfragen.",
      "- **Mehrere Angebote einholen:** Mindestens drei vergleichbare Angebote mit gleichem Leistungsumfang, also gleiche Dämmstärke, gleiches Material und gleiche Eindeckung.",
      "- **Termine früh planen:** Gute Dachdecker in Hohenlohe sind oft sechs bis neun Monate im Voraus ausgebucht. Wer im Herbst anfragt, bekommt häufig erst im Frühsommer einen Termin.",
      "- **Referenzen ansehen:** Frag nach Dächern in der Nachbarschaft, die der Betrieb gedeckt hat – im Jagsttal kennt man sich, und ein Blick auf ein fertiges Dach sagt viel.",
      "- **Gewährleistung:** Für Arbeiten am Dach gilt nach BGB eine Gewährleistung von fünf Jahren. Lass dir Material und Dämmwerte schriftlich im Angebot aufführen.",
      "- **Portale mit Vorsicht nutzen:** Auf MyHammer findest du auch Betriebe aus größerer Entfernung; bei einem Dach ist ein Betrieb in der Nähe aber wegen Nacharbeiten und Wartung meist die bessere Wahl.",
      "",
      "### Ablauf einer Dachsanierung",
      "1. Besichtigung und Aufmaß durch den Dachdecker, am besten mit Blick in den Dachstuhl",
      "2. Energieberatung und Förderantrag",
      "3. Angebot und Auftrag, dann Bestellung von Ziegeln und Dämmstoff (Lieferzeiten von einigen Wochen)",
      "4. Gerüstaufbau, Abdecken, Dämmen und Eindecken – für ein Einfamilienhaus meist zwei bis vier Wochen, je nach Wetter",
      "5. Abnahme und Schlussrechnung, Nachweise für die Förderung einreichen",
      "",
      "### Während der Bauzeit",
      "Plane ein, dass das Haus während der Arbeiten teilweise offen ist: Bei gutem Wetter decken die Betriebe abschnittsweise ab und schließen das Dach abends mit Planen. Räume im Dachgeschoss solltest du vorher leer räumen, weil beim Abdecken viel Staub und alter Mörtel herunterfallen. Sprich mit den Nachbarn über Gerüst, Container und Lieferungen, besonders wenn die Zufahrt in Hohebach eng ist. Und lass dir am Ende eine Dokumentation mit Fotos der Dämmung geben, bevor sie unter der Eindeckung verschwindet.",
      "",
      "Möchtest du, dass ich dir eine Checkliste für das Gespräch mit dem Dachdecker zusammenstelle?",
    ),
    target: { businessName: "Hofmann Bedachungen GmbH" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Dachbau Jagsttal GmbH", "Zimmerei & Holzbau Seybold", "Dachdeckermeister Jürgen Hofmann", "Spenglerei Kraft"],
      contextIncludes: "Jürgen Hofmann",
      tone: "recommended",
      platforms: ["Google Maps", "MyHammer"],
    },
  },
  {
    id: "blind150-claude-zahnarzt-roemerstein-berg-gleichen-namens-lang",
    about: "Claude mit Websuche, lang, Fließtext mit kurzer Liste und Vorbehalten; Ziel 'Zahnarztpraxis am Römerstein' fehlt, 'Römerstein' kommt nur als Gemeinde und als Berg mit Aussichtsturm vor",
    engine: "claude",
    asked: { assistant: "claude", query: "Kannst du mir einen Zahnarzt in Römerstein empfehlen? Ich habe Angst vor Behandlungen.", city: "Römerstein", country: "DE" },
    answer: md(
      "Angst vor dem Zahnarzt ist sehr verbreitet, und es gibt Praxen, die gut darauf eingestellt sind. Ich habe nach Zahnarztpraxen in Römerstein und Umgebung gesucht; die Auswahl direkt in der Gemeinde ist klein, deshalb beziehe ich Bad Urach und die Nachbarorte auf der Albhochfläche mit ein.",
      "",
      "Nach den Einträgen und Bewertungen, die ich finden konnte, kommen diese Praxen infrage:",
      "",
      "- **Zahnarztpraxis Dr. Kächele** in Böhringen: eine kleine Praxis mit zwei Behandlungszimmern. In mehreren Bewertungen auf Jameda wird erwähnt, dass Dr. Kächele sich viel Zeit für die Erklärung nimmt und Behandlungen unterbricht, wenn man ein Handzeichen gibt. Das ist für Angstpatienten oft wichtiger als moderne Technik.",
      "- **Zahnzentrum Ermstal** in Bad Urach: eine größere Praxis mit mehreren Zahnärztinnen und Zahnärzten, die ausdrücklich Behandlungen für Angstpatienten anbietet, auch mit Lachgas und in Zusammenarbeit mit einer Anästhesistin unter Narkose. Termine lassen sich über Doctolib buchen.",
      "- **Zahnärztin Dr. Sabine Haug** in Westerheim: eine Einzelpraxis, die in Bewertungen als ruhig und geduldig beschrieben wird; die Praxis ist allerdings nur an vier Tagen geöffnet.",
      "",
      "Ein paar Vorbehalte: Ich kann nicht prüfen, ob diese Praxen derzeit neue Patientinnen und Patienten aufnehmen, und Online-Bewertungen sind oft nicht repräsentativ – wenige sehr gute oder sehr schlechte Erfahrungen prägen das Bild. Es lohnt sich, vorher anzurufen und offen zu sagen, dass du Angst hast. Eine Praxis, die darauf freundlich reagiert und dir ein erstes Gespräch ohne Behandlung anbietet, ist meist ein gutes Zeichen.",
      "",
      "Was Angstpatienten oft hilft, unabhängig von der Praxis:",
      "",
      "Ein erster Termin nur zum Kennenlernen, bei dem nichts gemacht wird außer einem Gespräch und vielleicht einem Blick in den Mund. Viele Praxen bieten das an, wenn man danach fragt. Du kannst auch eine Vertrauensperson mitnehmen, die im Wartezimmer oder sogar im Behandlungsraum bleibt.",
      "",
      "Ein vereinbartes Stoppzeichen, etwa die erhobene linke Hand. Das klingt banal, gibt aber vielen Menschen das Gefühl, die Kontrolle zu behalten. Gute Zahnärztinnen und Zahnärzte halten sich strikt daran.",
      "",
      "Termine am frühen Morgen, damit du nicht den ganzen Tag darüber nachgrübelst. Und lieber mehrere kurze Termine als eine lange Sitzung, wenn viel zu tun ist.",
      "",
      "Bei stärkerer Angst kommen Lachgas, eine Beruhigungstablette vor der Behandlung oder in Ausnahmefällen eine Vollnarkose infrage. Lachgas und Narkose zahlen die gesetzlichen Krankenkassen nur in bestimmten Fällen, etwa bei nachgewiesener Zahnbehandlungsphobie oder bei Kindern; sonst musst du mit etwa 50 bis 100 Euro für Lachgas und 200 bis 400 Euro für eine Narkose rechnen. Frag vorher nach einem Kostenvoranschlag.",
      "",
      "Wenn die Angst sehr stark ist und du Behandlungen seit Jahren vermeidest, kann auch eine kurze Verhaltenstherapie helfen. Die Deutsche Gesellschaft für zahnärztliche Hypnose und einige psychotherapeutische Praxen haben Angebote speziell für Zahnbehandlungsangst; die Landeszahnärztekammer Baden-Württemberg hat auf ihrer Website Informationen und eine Zahnarztsuche, in der du nach dem Schwerpunkt Angstpatienten filtern kannst.",
      "",
      "Für akute Schmerzen am Wochenende gibt es den zahnärztlichen Notdienst im Landkreis Reutlingen; die diensthabende Praxis findest du über die Notdienstsuche der Landeszahnärztekammer oder unter der Rufnummer, die auf den Anrufbeantwortern der Praxen angesagt wird.",
      "",
      "Praktisch zur Anfahrt: Von Römerstein aus erreichst du Böhringen in wenigen Minuten, nach Bad Urach sind es über die Steige etwa 20 Minuten, im Winter bei Schnee auch länger. Mit dem Bus ist Bad Urach gut angebunden, die Fahrt dauert je nach Ortsteil etwa eine halbe Stunde.",
      "",
      "Und falls du nach einem Termin etwas zum Durchatmen brauchst: Der Aussichtsturm auf dem Römerstein bietet an klaren Tagen einen weiten Blick über die Alb, und der kurze Spaziergang hinauf ist eine schöne Belohnung nach einer überstandenen Behandlung.",
      "",
      "Noch ein Gedanke zu den Kosten: Wenn größere Arbeiten anstehen, etwa Kronen, Brücken oder Implantate, erstellt die Praxis einen Heil- und Kostenplan, den du vor Beginn bei deiner Krankenkasse einreichst. Mit einem lückenlos geführten Bonusheft erhöht sich der Festzuschuss der Kasse. Wenn du länger nicht beim Zahnarzt warst, fehlt dieser Bonus zwar zunächst, aber jedes Jahr mit Kontrolluntersuchung zählt wieder.",
      "",
      "Wenn du magst, kann ich dir helfen, ein kurzes Telefonat mit der Praxis vorzubereiten – also was du sagen und fragen könntest, damit du dich beim Anruf sicherer fühlst.",
    ),
    target: { businessName: "Zahnarztpraxis am Römerstein" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Zahnarztpraxis Dr. Kächele", "Zahnzentrum Ermstal", "Zahnärztin Dr. Sabine Haug"],
      platforms: ["Jameda", "Doctolib"],
    },
  },
  {
    id: "blind150-copilot-baeckerei-bartenstein-andere-reihenfolge",
    about: "Microsoft Copilot, kurz, hochgestellte Marken und 'Weitere Informationen'; Ziel 'Café-Bäckerei Rupp' als 'Bäckerei & Café Rupp' auf Platz 2",
    asked: { assistant: "copilot", query: "Bäckerei in Bartenstein mit Sonntagsöffnung?", city: "Bartenstein", country: "DE" },
    answer: md(
      "In Bartenstein und Umgebung haben diese Bäckereien auch sonntags geöffnet:",
      "",
      "- **Backstube Schrozberg** – Sonntag 7:30–10:30 Uhr, bekannt für Holzofenbrot¹",
      "- **Bäckerei & Café Rupp** – direkt in Bartenstein, Sonntag 8–11 Uhr, mit Frühstück im Café²",
      "",
      "Öffnungszeiten können sich an Feiertagen ändern, ein kurzer Anruf vorher lohnt sich.",
      "",
      "Weitere Informationen",
      "1. schrozberg.de",
      "2. gelbeseiten.de",
    ),
    target: { businessName: "Café-Bäckerei Rupp" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Backstube Schrozberg", "Bäckerei & Café Rupp"],
      contextIncludes: "Sonntag 8–11 Uhr",
      tone: "recommended",
      platforms: ["Gelbe Seiten"],
    },
  },
  {
    id: "blind150-copilot-elektriker-mehrstetten-ohne-ziel",
    about: "Microsoft Copilot, kurz; Ziel 'Elektro Rauscher GmbH' fehlt, nichts Ähnliches",
    asked: { assistant: "copilot", query: "Elektriker Mehrstetten für Steckdosen und Lampen", city: "Mehrstetten", country: "DE" },
    answer: md(
      "Für kleinere Elektroarbeiten in Mehrstetten kommen diese Betriebe infrage:",
      "",
      "1. **Elektro Failenschmid** (Münsingen) – übernimmt auch Kleinaufträge wie Steckdosen und Leuchten¹",
      "2. **Elektrotechnik Albhöhe** (Böttingen) – Meisterbetrieb, kurzfristige Termine möglich²",
      "",
      "Weitere Informationen",
      "1. dasoertliche.de",
      "2. elektrotechnik-albhoehe.de",
    ),
    target: { businessName: "Elektro Rauscher GmbH" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Elektro Failenschmid", "Elektrotechnik Albhöhe"],
      platforms: ["Das Örtliche"],
    },
  },
  {
    id: "blind150-aio-werkstatt-heroldstatt-fett-erster",
    about: "Googles KI-Übersicht mit kurzen Bullets und Quellen; Ziel 'Kfz-Meisterbetrieb Ruoff' fett auf Platz 1",
    asked: { assistant: "google-ai-overview", query: "werkstatt heroldstatt hu au", city: "Heroldstatt", country: "DE" },
    answer: md(
      "In Heroldstatt und Umgebung bieten mehrere Werkstätten die Hauptuntersuchung (HU) und Abgasuntersuchung (AU) an; die Prüfung selbst übernimmt meist ein Prüfer von TÜV oder DEKRA, der an festen Tagen in die Werkstatt kommt.",
      "",
      "- **Kfz-Meisterbetrieb Ruoff**: freie Werkstatt in Heroldstatt, HU/AU jeden Donnerstag im Haus, Reparaturen aller Marken; sehr gute Bewertungen bei Google.",
      "- **Autoservice Sontheim**: kleine Werkstatt im Ortsteil Sontheim, Vorabcheck vor der HU und Reifenwechsel.",
      "- **A.T.U Laichingen**: Filiale der Kette, HU ohne Termin an ausgewählten Tagen.",
      "",
      "Die HU kostet in Baden-Württemberg für einen Pkw je nach Prüforganisation rund 140 bis 160 Euro inklusive AU. Eine überzogene Frist von mehr als zwei Monaten führt zu einem Aufschlag von 20 Prozent.",
      "",
      "Mehr anzeigen",
      "",
      "Quellen: Google Maps · Das Örtliche · tuev-sued.de",
    ),
    target: { businessName: "Kfz-Meisterbetrieb Ruoff" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Kfz-Meisterbetrieb Ruoff", "Autoservice Sontheim", "A.T.U Laichingen"],
      contextIncludes: "HU/AU jeden Donnerstag",
      tone: "recommended",
      platforms: ["Google Maps", "Das Örtliche"],
    },
  },
  {
    id: "blind150-aio-physio-gaggstatt-aehnliche-schreibung-anderer-ort",
    about: "Googles KI-Übersicht, kurz; Ziel 'Physiotherapie Lutz' fehlt, genannt wird 'Physiotherapie Lutze' in Crailsheim mit eigener Domain (ähnliche Schreibweise, anderer Ort)",
    asked: { assistant: "google-ai-overview", query: "physiotherapie gaggstatt", city: "Gaggstatt", country: "DE" },
    answer: md(
      "Direkt in Gaggstatt gibt es laut Google-Einträgen keine eigene Praxis; in der Nähe bieten diese Praxen Physiotherapie an:",
      "",
      "- **Therapiezentrum Jagst** (Kirchberg an der Jagst): Krankengymnastik, Lymphdrainage, Hausbesuche.",
      "- **Physiotherapie Lutze** (Crailsheim): Manuelle Therapie und Sportphysiotherapie, physio-lutze-crailsheim.de.",
      "",
      "Quellen: Google Maps · physio-lutze-crailsheim.de",
    ),
    target: { businessName: "Physiotherapie Lutz", domain: "physiotherapie-lutz.de" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Therapiezentrum Jagst", "Physiotherapie Lutze"],
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind150-aimode-hofladen-eschental-karten-ohne-ziel",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Ort, Öffnungsstatus); Ziel 'Hofladen Scheerer' fehlt, nichts Ähnliches",
    asked: { assistant: "google-ai-overview", query: "hofladen eschental fleisch und eier", city: "Eschental", country: "DE" },
    answer: md(
      "Rund um Eschental verkaufen mehrere Höfe Fleisch vom Schwäbisch-Hällischen Landschwein, Eier und Kartoffeln direkt ab Hof:",
      "",
      "**Hofladen Sonnenhof**",
      "4,8 ★ (52) · Hofladen · Kupferzell",
      "Geöffnet · Schließt um 18:00",
      "Eier aus Freilandhaltung, Wurst im Glas, Selbstbedienung rund um die Uhr",
      "",
      "**Biolandhof Weber**",
      "4,7 ★ (31) · Bauernhof · Eschental",
      "Geschlossen · Öffnet Fr. um 14:00",
      "Fleischpakete nach Vorbestellung, Kartoffeln",
    ),
    target: { businessName: "Hofladen Scheerer" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Hofladen Sonnenhof", "Biolandhof Weber"],
      platforms: [],
    },
  },
  // ---------------------------------------------------------------------------
  // Österreich (9): Osttirol und Defereggental
  // ---------------------------------------------------------------------------
  {
    id: "blind150-chatgpt-gasthof-erlsbach-fett-erster-lang",
    about: "ChatGPT-Suche, lang, fette Namen mit kurzen Absätzen und Markdown-Links; Ziel 'Gasthof Oberwalder' fett auf Platz 1",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir suchen für eine Woche Wanderurlaub einen Gasthof mit Halbpension in Erlsbach im Defereggental. Was ist empfehlenswert?", city: "Erlsbach", country: "AT" },
    answer: md(
      "Erlsbach liegt im hinteren Defereggental, zwischen St. Jakob und dem Staller Sattel, und ist ein guter Ausgangspunkt für Wanderungen im Nationalpark Hohe Tauern und in der Rieserfernergruppe. Gasthöfe mit Halbpension gibt es hier nur wenige, dafür sind sie meist familiär geführt. Diese Häuser werden in Bewertungen regelmäßig gelobt:",
      "",
      "**Gasthof Oberwalder** – traditioneller Gasthof an der Talstraße, seit drei Generationen in Familienhand. Die Halbpension mit Vier-Gänge-Menü am Abend bekommt viel Lob, vor allem die Osttiroler Schlipfkrapfen und das Wild aus eigener Jagd. Zimmer mit Balkon Richtung Süden, Trockenraum für Wanderschuhe und ein kleiner Wellnessbereich mit Sauna. ([booking.com](https://www.booking.com/searchresults.de.html?ss=Erlsbach))",
      "",
      "**Pension Stallersattel** – kleinere Pension weiter taleinwärts, eher einfach, aber sehr sauber und ruhig. Frühstück mit Produkten vom eigenen Hof, Abendessen auf Vorbestellung drei Mal pro Woche. Gut, wenn ihr abends auch mal in St. Jakob essen gehen wollt. ([tripadvisor.at](https://www.tripadvisor.at/Hotels-g_Defereggental))",
      "",
      "**Alpengasthof Seespitze** – Halbpension mit großem Frühstücksbuffet, Lunchpaket für Wandertage gegen Aufpreis. Die Gastgeber geben gern Tourentipps und organisieren geführte Wanderungen mit einem Nationalpark-Ranger. ([urlaubambauernhof.at](https://www.urlaubambauernhof.at/osttirol))",
      "",
      "### Wandern rund um Erlsbach",
      "Von Erlsbach aus sind einige der schönsten Touren des Tales gut erreichbar:",
      "",
      "- **Obersee am Staller Sattel**: Der Bergsee auf gut 2.000 Metern liegt direkt an der Passstraße; rund um den See führt ein flacher Spazierweg, und von dort starten Touren auf die umliegenden Gipfel. Die Straße über den Staller Sattel nach Südtirol ist im Sommer geöffnet, im oberen Abschnitt einspurig mit Ampelregelung – ihr könnt also nur zu bestimmten Zeiten hinauf- und hinunterfahren.",
      "- **Patscher Tal und Jagdhausalmen**: Die Wanderung ins Patscher Tal hinauf zu den Jagdhausalmen, einer Almsiedlung aus Steinhäusern, ist lang, aber kaum steil und gilt als Klassiker im Defereggental.",
      "- **Brunnalm**: Mit dem Sessellift geht es im Sommer bei St. Jakob hinauf, oben gibt es einen Panoramaweg und einen Spielbereich für Kinder.",
      "- **Defereggental-Höhenweg**: Für geübte Bergwanderer verbindet er mehrere Hütten auf der Sonnenseite des Tales.",
      "",
      "### Was ihr zur Halbpension wissen solltet",
      "In den kleineren Häusern im Defereggental bedeutet Halbpension meist Frühstück und ein Abendessen mit festem Menü, manchmal mit Wahl zwischen zwei Hauptgerichten. Vegetarische Gerichte sind fast überall möglich, vegane oder glutenfreie Kost solltet ihr vorher anmelden. Die Preise liegen in der Sommersaison bei etwa 75 bis 110 Euro pro Person und Nacht im Doppelzimmer mit Halbpension; dazu kommt die Ortstaxe von rund 2 bis 3 Euro pro Person und Nacht.",
      "",
      "Viele Gastgeber im Tal geben euch eine Gästekarte mit, mit der ihr Ermäßigungen für Bergbahnen, Museen und Busse bekommt. Fragt beim Check-in danach, und fragt auch, ob die Fahrt mit dem Wanderbus zum Staller Sattel inklusive ist.",
      "",
      "### Anreise",
      "Mit dem Auto kommt ihr über die Felbertauernstraße und Matrei nach Huben und dann ins Defereggental; von Huben bis Erlsbach sind es etwa 35 Kilometer. Die Felbertauernstraße ist mautpflichtig, für Pkw kostet die einfache Fahrt etwa 13 Euro. Mit dem Zug fahrt ihr bis Lienz und dann mit dem Regionalbus über Huben ins Tal; die Busse fahren im Sommer etwa alle ein bis zwei Stunden.",
      "",
      "### Beste Reisezeit",
      "Für Wanderurlaub sind Ende Juni bis Mitte September ideal. Im Juni liegt in höheren Lagen oft noch Schnee, dafür blühen die Almwiesen. Im September ist es ruhiger und das Licht klarer, allerdings haben einige Almhütten dann schon geschlossen. Reserviert für Juli und August möglichst früh, weil die wenigen Gasthöfe im Tal schnell ausgebucht sind.",
      "",
      "### Sicherheit am Berg",
      "",
      "Im Hochgebirge kann das Wetter schnell umschlagen, Gewitter ziehen im Sommer oft schon am frühen Nachmittag auf. Startet deshalb früh, nehmt Regenjacke, warme Schicht und genug Wasser mit und meldet euch bei längeren Touren beim Gastgeber ab. Die Notrufnummer der Bergrettung ist 140, der Euronotruf 112 funktioniert auch, wenn ihr keinen Empfang im eigenen Netz habt. Auf Almen mit Mutterkühen haltet bitte Abstand und führt Hunde an der kurzen Leine.",
      "",
      "Für Regentage lohnt sich ein Ausflug nach Lienz mit der Altstadt und Schloss Bruck oder ein Besuch im Nationalparkhaus in Matrei, wo Ausstellungen die Tierwelt der Hohen Tauern zeigen.",
      "",
      "Wenn ihr mir sagt, wie lang und wie anspruchsvoll eure Touren sein sollen, stelle ich euch gern einen Wochenplan mit Wanderungen ab Erlsbach zusammen.",
    ),
    target: { businessName: "Gasthof Oberwalder" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Gasthof Oberwalder", "Pension Stallersattel", "Alpengasthof Seespitze"],
      contextIncludes: "seit drei Generationen in Familienhand",
      tone: "recommended",
      platforms: ["Booking.com", "Tripadvisor", "Urlaub am Bauernhof"],
    },
  },
  {
    id: "blind150-chatgpt-jausenstation-zedlach-sehenswuerdigkeit-gleichen-namens",
    about: "ChatGPT-Suche, mittlere Länge; Ziel 'Jausenstation Zedlacher Paradies' fehlt, 'Zedlacher Paradies' kommt nur als Lärchenwald (Ausflugsziel) vor",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wo kann man in Zedlach bei Matrei gut einkehren, nach einer Wanderung durchs Zedlacher Paradies?", city: "Zedlach", country: "AT" },
    answer: md(
      "Das Zedlacher Paradies – der alte Lärchenwald oberhalb von Zedlach – ist eine der schönsten Rundwanderungen rund um Matrei. Zum Einkehren danach bieten sich diese Adressen an:",
      "",
      "**Jausenstation Lärchenhof** – am Weg zurück nach Zedlach, mit Sonnenterrasse und Blick aufs Tauerntal. Es gibt Brettljause, Speckknödelsuppe und selbstgebackene Kuchen; geöffnet von Mai bis Oktober, am Dienstag Ruhetag. ([tripadvisor.at](https://www.tripadvisor.at/Restaurants-g_Matrei_in_Osttirol))",
      "",
      "**Gasthof Tauernblick** – in Matrei, gut zu erreichen, wenn ihr mit dem Auto unterwegs seid. Osttiroler Hausmannskost, große Portionen, auch am Abend geöffnet. ([google.com/maps](https://www.google.com/maps/search/Gasthof+Matrei+in+Osttirol))",
      "",
      "**Café-Konditorei Steiner** – ebenfalls in Matrei, wenn es nach der Wanderung eher Kaffee und Strudel sein soll.",
      "",
      "**Tipp:** Der Rundweg durchs Zedlacher Paradies dauert ab dem Parkplatz oberhalb von Zedlach etwa zwei bis drei Stunden. Im Herbst, wenn sich die Lärchen gelb färben, ist er besonders schön, aber auch gut besucht – am Wochenende lieber früh starten. Für Jausenstationen in Osttirol gilt: Viele nehmen nur Bargeld, also besser etwas dabeihaben.",
    ),
    target: { businessName: "Jausenstation Zedlacher Paradies" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Jausenstation Lärchenhof", "Gasthof Tauernblick", "Café-Konditorei Steiner"],
      platforms: ["Tripadvisor", "Google Maps"],
    },
  },
  {
    id: "blind150-perplexity-tischler-goertschach-nur-domain",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel nur als Domain 'tischlerei-ladstaetter.at' gegeben, die Antwort nennt die 'Tischlerei Ladstätter' auf Platz 2 und verlinkt die Domain als Quelle [2]",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Tischler in Görtschach (St. Veit in Defereggen) für Zirbenbett und Wandverbau", city: "Görtschach", country: "AT" },
    answer: md(
      "Im Defereggental arbeiten mehrere kleine Tischlereien mit heimischem Zirben- und Lärchenholz; für ein Zirbenbett und einen Wandverbau kommen diese Betriebe infrage[1]:",
      "",
      "- **Holzbau Defereggen** – Zimmerei und Tischlerei in St. Jakob, fertigt Zirbenmöbel nach Maß und übernimmt auch Montage im ganzen Tal[1][3].",
      "- **Tischlerei Ladstätter** – kleiner Meisterbetrieb direkt in Görtschach, spezialisiert auf Schlafzimmer aus Zirbe und Einbaumöbel; Kunden loben die persönliche Planung im eigenen Schauraum[2].",
      "- **Möbeltischlerei Kofler** (Huben) – größere Werkstatt, auch Küchen und Stuben, Lieferzeit derzeit etwa drei Monate[3].",
      "",
      "Ein Zirbenbett aus Massivholz kostet beim Tischler je nach Größe und Ausführung etwa 2.500 bis 4.500 €, ein Wandverbau wird meist nach Laufmeter berechnet[2]. Zirbe ist weich und duftet lange; frag nach, ob das Holz aus Osttirol stammt und wie lange es getrocknet wurde.",
      "",
      "**Quellen**",
      "[1] osttirol.com – Handwerk im Defereggental",
      "[2] tischlerei-ladstaetter.at – Zirbenmöbel",
      "[3] herold.at – Tischler Bezirk Lienz",
    ),
    target: { domain: "tischlerei-ladstaetter.at" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Holzbau Defereggen", "Tischlerei Ladstätter", "Möbeltischlerei Kofler"],
      contextIncludes: "direkt in Görtschach",
      tone: "recommended",
      platforms: ["Herold"],
    },
  },
  {
    id: "blind150-gemini-ferienwohnung-ratschitsch-ohne-ziel",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Appartements Berglicht' fehlt, nichts Ähnliches",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Ferienwohnung in Ratschitsch bei Hopfgarten in Defereggen für den Winter", city: "Ratschitsch", country: "AT" },
    answer: md(
      "Ratschitsch ist ein kleiner Weiler bei Hopfgarten in Defereggen; Unterkünfte gibt es dort nur wenige, in der Umgebung aber einige gemütliche Ferienwohnungen:",
      "",
      "**Ferienhaus Bergfrieden**",
      "- **Lage:** oberhalb von Hopfgarten, Sonnenhang, im Winter mit Schneeketten erreichbar",
      "- **Besonderheit:** ganzes Haus für bis zu 6 Personen, Kachelofen",
      "- **Bewertung:** 9,4 auf Booking.com",
      "",
      "**Appartement Schwarzach**",
      "- **Lage:** an der Schwarzach im Talboden, Skibus-Haltestelle vor dem Haus",
      "- **Besonderheit:** zwei Wohnungen für 2–4 Personen, Skiraum, Langlaufloipe direkt nebenan",
      "- **Bewertung:** 4,8 Sterne bei Google",
      "",
      "**Bauernhof Gruber**",
      "- **Lage:** Ortsteil Hopfgarten-Dorf",
      "- **Besonderheit:** Ferienwohnungen am Bio-Bergbauernhof, Frühstückskorb auf Wunsch; Mitglied bei Urlaub am Bauernhof",
      "- **Bewertung:** sehr gute Gästebewertungen",
      "",
      "**Tipp:** Zum Skifahren ist das Skigebiet St. Jakob im Defereggental etwa 20 Minuten entfernt. Im Hochwinter sind Winterreifen Pflicht, und in der Weihnachtswoche sind kleine Unterkünfte oft schon im Sommer ausgebucht.",
    ),
    target: { businessName: "Appartements Berglicht" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Ferienhaus Bergfrieden", "Appartement Schwarzach", "Bauernhof Gruber"],
      platforms: ["Booking.com", "Google Maps", "Urlaub am Bauernhof"],
    },
  },
  {
    id: "blind150-claude-steuerberater-schlaiten-nach-liste-neutral-lang",
    about: "Claude mit Websuche, lang, Fließtext mit kurzer Liste; Ziel 'Steuerberatungskanzlei Mag. Ortner' erst nach der Liste als 'Kanzlei Mag. Ortner' ohne Wertung (neutral, Platz 4)",
    engine: "claude",
    asked: { assistant: "claude", query: "Ich habe eine kleine Landwirtschaft in Schlaiten und vermiete zwei Ferienwohnungen. Welchen Steuerberater in der Nähe kannst du empfehlen?", city: "Schlaiten", country: "AT" },
    answer: md(
      "Mit Landwirtschaft und Privatzimmervermietung hast du eine Kombination, bei der sich eine Kanzlei lohnt, die beides kennt: die Pauschalierung in der Land- und Forstwirtschaft und die Regeln für die Vermietung von Ferienwohnungen, die je nach Umfang als Vermietung oder schon als Gewerbe gilt. In Schlaiten selbst gibt es kaum Auswahl, die meisten Kanzleien sitzen in Lienz, das von dir aus in etwa zwanzig Minuten erreichbar ist.",
      "",
      "Nach dem, was ich gefunden habe, kommen diese Adressen infrage:",
      "",
      "- **Dolomiten Treuhand Steuerberatung GmbH** in Lienz betreut laut eigener Website viele land- und forstwirtschaftliche Betriebe und Tourismusbetriebe im Bezirk. In Bewertungen bei Google wird vor allem die verständliche Erklärung gelobt.",
      "- **Steuerberaterin Mag. Julia Wibmer** führt eine kleine Einzelkanzlei in Lienz mit Schwerpunkt Arbeitnehmerveranlagung, Vermietung und Einnahmen-Ausgaben-Rechnung. Für einen überschaubaren Fall wie deinen kann eine kleine Kanzlei günstiger und persönlicher sein.",
      "- **LBG Lienz**, die Lienzer Niederlassung der LBG Österreich, ist traditionell auf Landwirtschaft spezialisiert und kennt sich mit Pauschalierung, Förderungen und Hofübergaben aus.",
      "",
      "In Schlaiten selbst ist laut Herold außerdem die Kanzlei Mag. Ortner eingetragen; zu ihren Schwerpunkten habe ich allerdings kaum Angaben gefunden.",
      "",
      "Ein paar Einschränkungen: Ich kann nicht prüfen, welche Kanzleien derzeit neue Mandantinnen und Mandanten aufnehmen, und Bewertungen im Internet gibt es für Steuerberater nur wenige. Am besten rufst du zwei oder drei Kanzleien an und fragst nach einem kurzen Erstgespräch. Viele bieten es kostenlos oder zu einem fixen Betrag an.",
      "",
      "Worauf es bei deiner Situation fachlich ankommt:",
      "",
      "Für kleine land- und forstwirtschaftliche Betriebe gilt in Österreich meist die Pauschalierung. Der Gewinn wird dabei nicht aus den tatsächlichen Einnahmen und Ausgaben berechnet, sondern vereinfacht aus dem Einheitswert. Das spart Aufzeichnungen, hat aber Grenzen, etwa bei Direktvermarktung über einem bestimmten Umsatz oder bei Nebentätigkeiten.",
      "",
      "Die Vermietung von Ferienwohnungen kann steuerlich unterschiedlich eingeordnet werden. Bei bis zu zehn Betten und ohne nennenswerte Zusatzleistungen gilt sie in der Regel als häusliche Nebenbeschäftigung beziehungsweise als Vermietung und Verpachtung; bietest du Frühstück, tägliche Reinigung oder viele andere Leistungen an, kann sie als Gewerbe gelten. Das hat Folgen für Einkommensteuer, Umsatzsteuer und Sozialversicherung bei der SVS. Gerade an dieser Grenze lohnt sich eine Beratung.",
      "",
      "Bei der Umsatzsteuer kommt es auf die Kleinunternehmerregelung an: Liegen deine Umsätze unter der Grenze von derzeit 55.000 Euro brutto im Jahr, bist du von der Umsatzsteuer befreit, musst sie also nicht verrechnen, kannst aber auch keine Vorsteuer abziehen. Für die Landwirtschaft gelten wiederum eigene Regeln mit der Umsatzsteuerpauschalierung.",
      "",
      "Dazu kommt die Ortstaxe beziehungsweise Aufenthaltsabgabe, die du für deine Gäste einhebst und an die Gemeinde oder den Tourismusverband abführst, und die Meldepflicht der Gäste. Das ist kein Steuerthema im engeren Sinn, aber viele Kanzleien erinnern ihre Mandanten daran.",
      "",
      "Zu den Kosten: Steuerberater in Österreich rechnen meist nach Stunden oder mit Pauschalen ab. Für eine einfache Einkommensteuererklärung mit Vermietungseinkünften kannst du mit einigen hundert Euro im Jahr rechnen, bei laufender Buchhaltung mehr. Frag im Erstgespräch nach einem Pauschalangebot; das schafft Klarheit. Ob jemand tatsächlich berechtigt ist, als Steuerberaterin oder Steuerberater aufzutreten, kannst du im Mitgliederverzeichnis der Kammer der Steuerberater:innen und Wirtschaftsprüfer:innen nachsehen.",
      "",
      "Für das erste Gespräch solltest du die letzten Einkommensteuerbescheide, den Einheitswertbescheid, eine Aufstellung der Mieteinnahmen und Belegungstage sowie deine Zugangsdaten zu FinanzOnline bereithalten. Je besser vorbereitet du kommst, desto kürzer und günstiger wird das Gespräch.",
      "",
      "Auch die Landwirtschaftskammer Tirol bietet Mitgliedern Beratung zu Steuer- und Sozialversicherungsfragen an, oft zu günstigen Tarifen. Für grundsätzliche Fragen zur Pauschalierung kann das ein guter erster Schritt sein, bevor du eine Kanzlei beauftragst.",
      "",
      "Ein letzter Punkt betrifft Fristen: Wenn du eine steuerliche Vertretung hast, verlängert sich die Frist für die Einkommensteuererklärung in der Regel deutlich, oft bis ins Frühjahr des übernächsten Jahres. Ohne Vertretung endet sie bei elektronischer Abgabe Ende Juni des Folgejahres. Gerade im ersten Jahr mit Vermietung lohnt es sich, früh mit der Kanzlei zu sprechen, damit Anschaffungen für die Ferienwohnungen richtig abgeschrieben werden.",
      "",
      "Wenn du magst, kann ich dir eine Liste mit Fragen für das Erstgespräch zusammenstellen.",
    ),
    target: { businessName: "Steuerberatungskanzlei Mag. Ortner" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Dolomiten Treuhand Steuerberatung GmbH", "Steuerberaterin Mag. Julia Wibmer", "LBG Lienz", "Kanzlei Mag. Ortner"],
      contextIncludes: "Kanzlei Mag. Ortner eingetragen",
      tone: "neutral",
      platforms: ["Google Maps", "Herold"],
    },
  },
  {
    id: "blind150-copilot-zahnarzt-obermauern-nur-zahnaerztin",
    about: "Microsoft Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Zahnarztpraxis Dr. Oblasser' nur über die Zahnärztin 'Dr. Maria Oblasser' auf Platz 1",
    asked: { assistant: "copilot", query: "Zahnarzt in Obermauern oder Virgen mit Kassenvertrag", city: "Obermauern", country: "AT" },
    answer: md(
      "Im Virgental gibt es nur wenige Zahnärzte mit Kassenvertrag. Diese Ordinationen kommen für dich infrage:",
      "",
      "1. **Zahnärztin Dr. Maria Oblasser** – in Virgen, wenige Minuten von Obermauern; alle Kassen (ÖGK, BVAEB, SVS), Kinderzahnheilkunde und Prophylaxe¹",
      "2. **Zahnarztpraxis Dr. Hanser** – in Matrei in Osttirol, Kassenvertrag, auch Implantate und festsitzende Zahnspangen²",
      "3. **Dentalzentrum Lienz** – größere Praxis mit Abendterminen, Wahlzahnarzt (Teilrückerstattung durch die Kasse)³",
      "",
      "Bei einem Wahlzahnarzt zahlst du die Rechnung zuerst selbst und reichst sie dann bei deiner Krankenkasse ein; erstattet werden rund 80 Prozent des Kassentarifs, nicht des tatsächlichen Honorars. Für Schmerzen am Wochenende gibt es in Osttirol einen zahnärztlichen Notdienst, die diensthabende Ordination steht auf der Website der Zahnärztekammer Tirol.",
      "",
      "Weitere Informationen",
      "1. docfinder.at",
      "2. herold.at",
      "3. dentalzentrum-lienz.at",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Oblasser" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Zahnärztin Dr. Maria Oblasser", "Zahnarztpraxis Dr. Hanser", "Dentalzentrum Lienz"],
      contextIncludes: "wenige Minuten von Obermauern",
      tone: "recommended",
      platforms: ["DocFinder", "Herold"],
    },
  },
  {
    id: "blind150-aio-hausarzt-hinterbichl-gleicher-name-anderes-fach",
    about: "Googles KI-Übersicht, kurz; Ziel 'Allgemeinmedizin Dr. Egger' fehlt, genannt wird nur die 'Zahnarztpraxis Dr. Egger' in Matrei (gleicher Name, anderes Fach)",
    asked: { assistant: "google-ai-overview", query: "hausarzt hinterbichl prägraten", city: "Hinterbichl", country: "AT" },
    answer: md(
      "Für Hinterbichl ist die hausärztliche Versorgung im Virgental zuständig:",
      "",
      "- **Ordination Dr. Bstieler** (Prägraten): Kassenarzt für Allgemeinmedizin, Hausbesuche bis Hinterbichl.",
      "- **Gemeinschaftspraxis Virgental** (Virgen): Allgemeinmedizin mit Hausapotheke.",
      "- Für Zahnbehandlungen: **Zahnarztpraxis Dr. Egger** in Matrei.",
      "",
      "Quellen: DocFinder · gesundheitskasse.at",
    ),
    target: { businessName: "Allgemeinmedizin Dr. Egger" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Ordination Dr. Bstieler", "Gemeinschaftspraxis Virgental", "Zahnarztpraxis Dr. Egger"],
      platforms: ["DocFinder"],
    },
  },
  {
    id: "blind150-aimode-friseur-arnbach-karte-voruebergehend-geschlossen",
    about: "Google AI Mode mit Kartenkarten; Ziel 'Haarstudio Brunner' als dritte Karte mit 'Vorübergehend geschlossen' (nicht verfügbar, Platz 3)",
    asked: { assistant: "google-ai-overview", query: "friseur arnbach sillian", city: "Arnbach", country: "AT" },
    answer: md(
      "Friseure in Arnbach und Sillian:",
      "",
      "**Friseur Pustertal**",
      "4,6 ★ (88) · Friseursalon · Sillian",
      "Geöffnet · Schließt um 18:00",
      "",
      "**Friseursalon Sonja**",
      "4,9 ★ (41) · Friseursalon · Heinfels",
      "Geschlossen · Öffnet Di. um 08:00",
      "",
      "**Haarstudio Brunner**",
      "4,7 ★ (23) · Friseursalon · Arnbach",
      "Vorübergehend geschlossen",
    ),
    target: { businessName: "Haarstudio Brunner" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Friseur Pustertal", "Friseursalon Sonja", "Haarstudio Brunner"],
      contextIncludes: "Brunner",
      tone: "unavailable",
      platforms: [],
    },
  },
  {
    id: "blind150-aimode-installateur-st-johann-im-walde-ohne-ziel",
    about: "Google AI Mode mit Kartenkarten; Ziel 'Installationen Mair GmbH' fehlt, nichts Ähnliches",
    asked: { assistant: "google-ai-overview", query: "installateur st. johann im walde heizung", city: "St. Johann im Walde", country: "AT" },
    answer: md(
      "Installateure für Heizung und Sanitär in der Nähe von St. Johann im Walde:",
      "",
      "**Haustechnik Iseltal**",
      "4,8 ★ (36) · Installateur · Ainet",
      "Geöffnet · Schließt um 17:00",
      "Wärmepumpen, Pelletsheizungen, 24-h-Notdienst",
      "",
      "**Bad & Wärme Lublasser**",
      "4,5 ★ (19) · Sanitärinstallateur · Lienz",
      "Geöffnet · Schließt um 16:30",
    ),
    target: { businessName: "Installationen Mair GmbH" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Haustechnik Iseltal", "Bad & Wärme Lublasser"],
      platforms: [],
    },
  },
  // ---------------------------------------------------------------------------
  // Schweiz (9): Surselva und Lugnez/Val Lumnezia (deutschsprachige Antworten)
  // ---------------------------------------------------------------------------
  {
    id: "blind150-chatgpt-treuhand-ladir-ueberschrift-fuenfter-lang",
    about: "ChatGPT-Suche, lang, Überschrift je Büro mit Markdown-Links; Ziel 'Treuhandbüro Casaulta' unter vollem Namen in der fünften Überschrift",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Ich wohne in Ladir und brauche jemanden für Steuererklärung und Buchhaltung meiner Einzelfirma. Welches Treuhandbüro in der Region ist gut?", city: "Ladir", country: "CH" },
    answer: md(
      "Für eine Einzelfirma in Ladir bist du bei einem Treuhandbüro in Ilanz oder der näheren Surselva gut aufgehoben – die Wege sind kurz, und die Büros kennen die Bündner Steuerpraxis. Nach Einträgen, Websites und Bewertungen kommen diese Adressen infrage:",
      "",
      "### Surselva Treuhand AG",
      "Grösseres Büro in Ilanz mit mehreren Fachleuten, Buchhaltung, Lohnadministration, MWST-Abrechnungen und Steuererklärungen für KMU und Privatpersonen. Gut, wenn du später Angestellte hast oder die Firma wachsen soll. ([local.ch](https://www.local.ch/de/q/ilanz/treuhand))",
      "",
      "### Cathomas Treuhand GmbH",
      "Kleineres Büro in Ilanz, viele Kundinnen und Kunden aus Gewerbe und Landwirtschaft. In Bewertungen wird die persönliche Betreuung gelobt; Gespräche sind auch auf Romanisch möglich. ([search.ch](https://www.search.ch/tel/ilanz/treuhand))",
      "",
      "### Buchhaltungsbüro Anna Tschuor",
      "Selbständige Buchhalterin mit eidgenössischem Fachausweis, arbeitet von Schnaus aus und betreut vor allem Einzelfirmen und Vereine. Günstig für überschaubare Buchhaltungen, für komplexe Steuerfragen arbeitet sie mit einem Steuerexperten zusammen.",
      "",
      "### Alpina Treuhand Ilanz AG",
      "Mitglied von TREUHAND|SUISSE, Schwerpunkt Firmengründungen, Nachfolgeregelungen und Steuerplanung. Eher teurer, dafür breites Fachwissen. ([alpina-treuhand.ch](https://www.alpina-treuhand.ch/))",
      "",
      "### Treuhandbüro Casaulta",
      "Kleines Büro in der Region, das vor allem Einzelfirmen, Handwerker und Selbständige betreut – also genau deinen Fall. Kundinnen und Kunden loben die Pauschalangebote für Buchhaltung und Steuererklärung zusammen und die schnelle Erreichbarkeit. ([treuhand-casaulta.ch](https://www.treuhand-casaulta.ch/))",
      "",
      "### Was ein Treuhandbüro für dich als Einzelfirma übernimmt",
      "- **Buchhaltung:** Erfassen der Belege, Jahresabschluss mit Bilanz und Erfolgsrechnung. Als Einzelfirma mit weniger als 500'000 Franken Umsatz genügt nach Obligationenrecht eine vereinfachte Buchführung (Milchbüchlein-Rechnung), viele Treuhänder empfehlen trotzdem eine doppelte Buchhaltung.",
      "- **Steuererklärung:** Bei einer Einzelfirma wird das Geschäftsergebnis zusammen mit deinem privaten Einkommen und Vermögen in einer einzigen Steuererklärung deklariert. In Graubünden musst du die Erklärung in der Regel bis Ende März einreichen; eine Fristerstreckung ist bei der Steuerverwaltung Graubünden online möglich, Treuhänder erhalten oft längere Sammelfristen.",
      "- **AHV:** Als Selbständigerwerbender rechnest du die AHV/IV/EO-Beiträge direkt mit der Ausgleichskasse ab, in Graubünden mit der SVA Graubünden. Die Akontobeiträge werden nach der Steuerveranlagung definitiv abgerechnet – hier lohnt sich eine gute Planung, damit keine hohe Nachzahlung kommt.",
      "- **Mehrwertsteuer:** Ab 100'000 Franken Jahresumsatz bist du MWST-pflichtig. Ein Treuhänder kann dir helfen, zwischen effektiver Abrechnung und Saldosteuersatz zu wählen.",
      "",
      "### Was kostet das?",
      "Treuhänder in der Surselva verrechnen je nach Qualifikation etwa 90 bis 160 Franken pro Stunde. Für eine kleine Einzelfirma mit wenigen hundert Belegen pro Jahr liegen Buchhaltung, Jahresabschluss und Steuererklärung zusammen oft bei 1'500 bis 3'500 Franken. Viele Büros bieten Pauschalen an; frag danach, was inbegriffen ist, etwa Rückfragen der Steuerverwaltung oder die Prüfung der Veranlagung.",
      "",
      "### So findest du das passende Büro",
      "1. **Erstgespräch vereinbaren:** Die meisten Büros bieten ein kostenloses oder günstiges Kennenlerngespräch an.",
      "2. **Fachausweis prüfen:** Treuhänder ist in der Schweiz kein geschützter Beruf. Achte auf einen eidgenössischen Fachausweis (Treuhänder, Fachmann/-frau im Finanz- und Rechnungswesen) oder eine Mitgliedschaft bei TREUHAND|SUISSE oder EXPERTsuisse.",
      "3. **Software klären:** Frag, ob du Belege digital hochladen kannst oder sie in Papierform vorbeibringen musst. Viele Büros arbeiten mit Cloud-Buchhaltung, das spart dir Fahrten nach Ilanz.",
      "4. **Sprache:** In der Surselva ist vieles zweisprachig; wenn du lieber Romanisch sprichst, sag das beim ersten Anruf.",
      "",
      "### Anfahrt",
      "Von Ladir bist du mit dem Auto in etwa zehn Minuten in Ilanz; das Postauto fährt mehrmals täglich über Ruschein nach Ilanz. Bei einer Zusammenarbeit mit digitalem Belegaustausch musst du oft nur einmal im Jahr zum Abschlussgespräch vorbeikommen.",
      "",
      "### Wechsel oder Kündigung",
      "",
      "Falls du bereits ein Büro hast und wechseln möchtest, ist das meist unkompliziert: Treuhandmandate lassen sich in der Regel jederzeit kündigen, die laufenden Arbeiten werden noch abgerechnet. Verlange die Buchhaltungsdaten in einem gängigen Exportformat und die Kopien der letzten Steuererklärungen, damit das neue Büro nahtlos weiterarbeiten kann. Achte darauf, dass die Vollmacht gegenüber der Steuerverwaltung und der Ausgleichskasse angepasst wird, sonst gehen Verfügungen und Mahnungen an die falsche Adresse. Ein guter Zeitpunkt für den Wechsel ist nach dem Jahresabschluss, wenn die Zahlen abgeschlossen sind.",
      "",
      "Ein Tipp für die Zusammenarbeit: Sammle deine Belege laufend, am besten monatlich, statt alles erst im Frühling abzugeben. Das verteilt die Arbeit, und dein Treuhänder kann dich früher auf Unklarheiten oder fehlende Quittungen hinweisen.",
      "",
      "Möchtest du, dass ich dir eine Checkliste mit den Unterlagen zusammenstelle, die ein Treuhandbüro für die erste Steuererklärung deiner Einzelfirma braucht?",
    ),
    target: { businessName: "Treuhandbüro Casaulta", domain: "treuhand-casaulta.ch" },
    expected: {
      mentioned: true,
      position: 5,
      businesses: ["Surselva Treuhand AG", "Cathomas Treuhand GmbH", "Buchhaltungsbüro Anna Tschuor", "Alpina Treuhand Ilanz AG", "Treuhandbüro Casaulta"],
      contextIncludes: "Casaulta",
      tone: "recommended",
      platforms: ["local.ch", "search.ch"],
    },
  },
  {
    id: "blind150-perplexity-ferienwohnung-morissen-berg-gleichen-namens-lang",
    about: "Perplexity, lang, [n]-Marken und Quellenliste; Ziel 'Ferienwohnung Piz Mundaun' fehlt, 'Piz Mundaun' kommt nur als Berg und Wanderziel vor",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Ferienwohnung in Morissen im Val Lumnezia für eine Woche im August, 2 Erwachsene, mit Aussicht", city: "Morissen", country: "CH" },
    answer: md(
      "Morissen liegt auf rund 1'350 m ü. M. auf der Sonnenseite des Val Lumnezia und ist bekannt für seine Aussicht auf das Tal und die Berge der Adula-Gruppe[1]. Das Angebot an Ferienwohnungen ist klein und besteht fast nur aus privaten Vermietern[2]. Für zwei Erwachsene im August kommen diese Unterkünfte infrage:",
      "",
      "- **Ferienhaus Tgamona** – renoviertes Bündner Haus am Dorfrand, 2½ Zimmer, Holzofen und Terrasse mit Blick talauswärts; ab CHF 140 pro Nacht, Mindestaufenthalt 5 Nächte[2][3].",
      "- **Ferienwohnung Caflisch** – moderne 3-Zimmer-Wohnung im Dorfkern, Balkon nach Süden, Parkplatz; auf Booking.com mit 9,5 bewertet, ab CHF 125 pro Nacht[3].",
      "- **Casa Lumnezia** – zwei Studios in einem umgebauten Stall in Cumbel, etwa 5 Minuten mit dem Auto; einfache Ausstattung, dafür sehr ruhig und günstig, ab CHF 95 pro Nacht[4].",
      "",
      "**Verfügbarkeit im August**: Die Hochsaison im Sommer ist im Val Lumnezia weniger ausgeprägt als in Laax oder Flims, trotzdem sind die besten Wohnungen für August oft schon im Frühling vergeben[2]. Viele Vermieter bieten ihre Wohnung zusätzlich auf Airbnb an; dort sind die Preise wegen der Gebühren meist etwas höher als bei direkter Buchung[4].",
      "",
      "**Wandern rund um Morissen**",
      "- **Piz Mundaun**: Der Aussichtsberg (2'064 m) zwischen Val Lumnezia und Obersaxen ist von Morissen aus in etwa zweieinhalb Stunden zu Fuss erreichbar; vom Gipfel reicht der Blick bis zum Tödi und über die ganze Surselva[1][5].",
      "- **Kulturweg durchs Tal**: Ein markierter Weg verbindet die Dörfer im Tal, mit Stationen zu Kirchen, Kapellen und alten Bauernhäusern[1].",
      "- **Wasserfälle und Schluchten**: Im hinteren Tal Richtung Vrin gibt es mehrere Schluchten mit Wasserfällen, die im Hochsommer angenehm kühl sind[5].",
      "- **Vrin**: Das Dorf zuhinterst im Tal wurde für seine sorgfältige Bauweise mit dem Wakkerpreis ausgezeichnet und ist einen Ausflug wert[6].",
      "",
      "**Einkaufen und Essen**: In Morissen selbst gibt es keinen Laden; die nächsten Einkaufsmöglichkeiten sind in Vella, grössere Supermärkte findest du in Ilanz[1]. Viele Vermieter weisen auf Hofläden und Alpkäsereien im Tal hin, bei denen man im Sommer Alpkäse, Trockenfleisch und Bergkräuter kaufen kann.",
      "",
      "**Anreise**: Mit dem Zug erreichst du Ilanz über Chur mit der Rhätischen Bahn; ab Ilanz fährt das Postauto ins Val Lumnezia. Nach Morissen gibt es Verbindungen mehrmals täglich, am Wochenende seltener[7]. Mit dem Auto dauert die Fahrt von Ilanz etwa 20 Minuten über eine gut ausgebaute, aber kurvige Strasse.",
      "",
      "**Gästekarte und Kurtaxe**: Die Gemeinde Lumnezia erhebt eine Kurtaxe von wenigen Franken pro Person und Nacht; dafür erhältst du eine Gästekarte, mit der die Postautos im Tal im Sommer teilweise gratis oder vergünstigt sind[6]. Frag deinen Vermieter bei der Anreise danach.",
      "",
      "**Tipps für die Buchung**",
      "- Achte bei Ferienwohnungen auf die Angaben zur Endreinigung und zur Bettwäsche; im Val Lumnezia ist beides oft nicht im Preis inbegriffen.",
      "- Viele ältere Häuser haben steile Treppen und keine Lifte – wenn das für euch wichtig ist, vorher nachfragen.",
      "- Der Handyempfang ist im Dorf gut, auf einigen Wanderwegen im hinteren Tal aber lückenhaft.",
      "- Im August kann es auf 1'350 m abends kühl werden; eine warme Jacke gehört ins Gepäck, und bei Gewittern am Nachmittag sollte man früh losgehen.",
      "",
      "**Mit Hund oder Velo**: Hunde sind in vielen Ferienwohnungen im Tal erlaubt, oft gegen eine kleine Gebühr; auf den Alpen gilt im Sommer Leinenpflicht, weil dort Kühe und Schafe weiden. Wer mit dem Velo unterwegs ist, findet im Val Lumnezia anspruchsvolle Strassen mit vielen Höhenmetern; E-Bikes kann man in Ilanz und Vella mieten, und einige Vermieter bieten eine Lademöglichkeit in der Garage an. Für Mountainbike-Touren lohnt sich eine Karte, weil nicht alle Wanderwege für Velos freigegeben sind.",
      "",
      "**Zahlen und Kommunikation**: In kleinen Unterkünften ist Barzahlung oder Überweisung noch üblich, Karten werden nicht überall akzeptiert. Die Vermieter sprechen meist Romanisch und Deutsch, viele auch Italienisch oder Englisch. Schlüsselübergaben werden oft persönlich vereinbart; gib deshalb deine ungefähre Ankunftszeit rechtzeitig durch.",
      "",
      "**Weitere Unterkünfte**: Wenn in Morissen nichts frei ist, lohnt sich ein Blick auf Vella, Cumbel und Degen, die ebenfalls auf der Sonnenseite liegen[2].",
      "",
      "**Quellen**",
      "[1] surselva.info – Val Lumnezia",
      "[2] lumnezia.ch – Ferienwohnungen",
      "[3] booking.com – Unterkünfte Morissen",
      "[4] airbnb.ch – Val Lumnezia",
      "[5] schweizmobil.ch – Wanderland Graubünden",
      "[6] graubuenden.ch – Vrin und Val Lumnezia",
      "[7] sbb.ch – Fahrplan",
    ),
    target: { businessName: "Ferienwohnung Piz Mundaun" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Ferienhaus Tgamona", "Ferienwohnung Caflisch", "Casa Lumnezia"],
      platforms: ["Booking.com", "Airbnb"],
    },
  },
  {
    id: "blind150-perplexity-physio-peiden-abgeraten",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Physio Capaul' auf Platz 2 mit Abraten (discouraged)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Physiotherapie in der Nähe von Peiden nach Knieoperation", city: "Peiden", country: "CH" },
    answer: md(
      "Nach einer Knieoperation brauchst du meist über mehrere Wochen zwei Termine pro Woche; bei der Wahl lohnt sich deshalb eine Praxis mit kurzen Wegen[1]. Rund um Peiden kommen diese Praxen infrage:",
      "",
      "1. **Physiozentrum Ilanz** – grössere Praxis mit Trainingsraum und medizinischer Trainingstherapie, viel Erfahrung in der Rehabilitation nach Knie- und Hüftoperationen; Termine auch über OneDoc buchbar[2].",
      "2. **Physio Capaul** – näher gelegen im Val Lumnezia; die Bewertungen sind allerdings gemischt, mehrere Patienten klagen über kurzfristig abgesagte Termine und lange Wartezeiten. Ich würde eher eine der anderen Praxen wählen[3].",
      "3. **Physiotherapie Vella** – kleine Praxis im Tal, persönliche Betreuung, Domizilbehandlungen nach Absprache[3].",
      "4. **Physiotherapeutin Ursina Cabalzar** – selbständig, kommt für Hausbesuche bis ins hintere Val Lumnezia, sinnvoll in den ersten Wochen nach der Operation[4].",
      "",
      "Die Kosten übernimmt die Grundversicherung, wenn eine ärztliche Verordnung vorliegt (in der Regel neun Sitzungen, danach neue Verordnung)[1].",
      "",
      "**Quellen**",
      "[1] physioswiss.ch – Physiotherapie nach Operationen",
      "[2] onedoc.ch – Physiotherapie Ilanz",
      "[3] google.com/maps – Physiotherapie Val Lumnezia",
      "[4] search.ch – Physiotherapie Lumnezia",
    ),
    target: { businessName: "Physio Capaul" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Physiozentrum Ilanz", "Physio Capaul", "Physiotherapie Vella", "Physiotherapeutin Ursina Cabalzar"],
      contextIncludes: "Bewertungen sind allerdings gemischt",
      tone: "discouraged",
      platforms: ["OneDoc", "Google Maps", "search.ch"],
    },
  },
  {
    id: "blind150-gemini-schreiner-igels-ohne-ziel-lang",
    about: "Gemini, lang, fette Namen mit Detail-Bullets und Ratgeberteil; Ziel 'Schreinerei Collenberg' fehlt, nichts Ähnliches",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Schreiner in Igels oder im Val Lumnezia für eine neue Arvenstube in unserem alten Bauernhaus", city: "Igels", country: "CH" },
    answer: md(
      "Eine Arvenstube ist ein schönes Projekt für ein altes Bauernhaus – und im Val Lumnezia gibt es Schreinereien, die genau solche Arbeiten regelmässig ausführen. Hier sind Betriebe in der Umgebung von Igels:",
      "",
      "**Holzwerkstatt Lumnezia**",
      "- **Lage:** Vella, etwa 5 Minuten von Igels",
      "- **Besonderheit:** Spezialisiert auf Stuben, Täfer und Einbaumöbel aus Arve und Lärche; eigene Holzlager mit luftgetrocknetem Holz aus der Region",
      "- **Bewertung:** 4,9 Sterne auf local.ch; Kundinnen und Kunden loben die handwerkliche Qualität und die Beratung vor Ort",
      "",
      "**Möbelschreinerei Blumenthal**",
      "- **Lage:** Surcasti, im hinteren Tal",
      "- **Besonderheit:** Kleiner Familienbetrieb, restauriert auch alte Stuben und Kachelofenbänke; ideal, wenn bestehende Teile erhalten bleiben sollen",
      "- **Bewertung:** Sehr gute Rückmeldungen, allerdings lange Wartezeiten von mehreren Monaten",
      "",
      "**Zimmerei Caminada**",
      "- **Lage:** Ilanz",
      "- **Besonderheit:** Übernimmt zusätzlich Arbeiten an Böden, Decken und Wänden, falls Balken ersetzt oder die Stube gedämmt werden muss",
      "- **Bewertung:** 4,7 Sterne; Offerten über Renovero anfragbar",
      "",
      "---",
      "",
      "### Was kostet eine Arvenstube?",
      "Die Kosten hängen stark von Grösse, Ausführung und Zustand des Raums ab. Als grobe Richtwerte gelten in Graubünden:",
      "- **Wand- und Deckentäfer aus Arve:** etwa 350 bis 600 Franken pro Quadratmeter inklusive Montage",
      "- **Eckbank und Tisch aus Arve nach Mass:** zusammen oft 8'000 bis 15'000 Franken",
      "- **Komplette Stube** mit Täfer, Boden, Einbauschrank und Möbeln: für einen Raum von 20 bis 25 m² häufig 40'000 bis 80'000 Franken",
      "",
      "Arvenholz ist teurer als Fichte oder Lärche, weil es langsam wächst und nur in höheren Lagen vorkommt. Viele Bauherren kombinieren deshalb Arve für Möbel und Decke mit einem günstigeren Holz für den Boden.",
      "",
      "### Worauf Sie achten sollten",
      "- **Holzherkunft:** Fragen Sie, ob das Holz aus Graubünden stammt und das Herkunftszeichen Schweizer Holz trägt. Regionale Arve ist nicht nur nachhaltiger, sondern passt auch farblich besser zu alten Häusern.",
      "- **Trocknung:** Arve muss gut getrocknet sein, sonst verzieht sie sich in der geheizten Stube. Luftgetrocknetes Holz braucht mehrere Jahre.",
      "- **Oberfläche:** Unbehandelte Arve duftet am längsten. Wer Flecken vermeiden will, wählt eine dünne Öl- oder Wachsbehandlung; Lack nimmt dem Holz den Duft.",
      "- **Denkmalpflege:** Bei älteren Bauernhäusern im Val Lumnezia kann die kantonale Denkmalpflege mitreden, besonders wenn das Haus im Inventar schützenswerter Bauten steht. Klären Sie das vor der Planung mit der Gemeinde Lumnezia.",
      "- **Offerten vergleichen:** Holen Sie zwei bis drei Offerten ein, die gleiche Holzqualität, Stärke des Täfers und Oberfläche enthalten. Achten Sie darauf, ob Demontage und Entsorgung der alten Verkleidung inbegriffen sind.",
      "",
      "### Ablauf und Zeitplan",
      "1. **Besichtigung:** Der Schreiner misst den Raum aus und prüft Wände, Decke und Boden. Bei alten Häusern kommen dabei oft Überraschungen zum Vorschein, etwa feuchte Stellen oder schiefe Wände.",
      "2. **Planung und Offerte:** Gemeinsam werden Täfer, Möbel und Details wie Beleuchtung oder Ofenbank festgelegt. Gute Schreiner zeigen Muster oder Referenzstuben.",
      "3. **Produktion:** Die meisten Teile werden in der Werkstatt vorgefertigt. Rechnen Sie mit sechs bis zwölf Wochen.",
      "4. **Montage:** Vor Ort dauert der Einbau einer Stube meist ein bis zwei Wochen.",
      "",
      "### Fördergelder und Unterstützung",
      "Wenn Sie im Zuge der Stube auch Wände oder Decke dämmen, kann das Gebäudeprogramm des Kantons Graubünden Beiträge leisten. Fragen Sie vorher beim Amt für Energie und Verkehr nach, denn Gesuche müssen vor Baubeginn eingereicht werden. Für historisch wertvolle Bauten gibt es teilweise Beiträge der Denkmalpflege oder von Stiftungen.",
      "",
      "### Pflege der Arvenstube",
      "",
      "Eine Arvenstube braucht wenig Pflege: Staub mit einem trockenen oder leicht feuchten Tuch entfernen, keine scharfen Reinigungsmittel verwenden. Wenn der Duft nach einigen Jahren nachlässt, kann man die Oberfläche leicht anschleifen, dann tritt das ätherische Öl wieder hervor. Direkte Sonne dunkelt das Holz nach; das ist normal und gehört zum Charakter einer alten Stube. Achten Sie im Winter auf eine nicht zu trockene Raumluft, damit sich keine Fugen öffnen.",
      "",
      "Ein praktischer Hinweis zum Schluss: Planen Sie die Arbeiten wenn möglich für das Frühjahr oder den Herbst. Im Winter ist die Anfahrt ins Val Lumnezia für Lieferungen manchmal schwierig, und im Hochsommer sind viele Schreinereien mit Aufträgen aus Ferienhäusern ausgelastet. Wer früh anfragt, hat bessere Chancen auf einen Wunschtermin.",
      "",
      "Soll ich Ihnen eine Liste mit Fragen zusammenstellen, die Sie bei der Besichtigung mit dem Schreiner klären sollten?",
    ),
    target: { businessName: "Schreinerei Collenberg" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Holzwerkstatt Lumnezia", "Möbelschreinerei Blumenthal", "Zimmerei Caminada"],
      platforms: ["local.ch", "Renovero"],
    },
  },
  {
    id: "blind150-claude-ohne-websuche-hausarzt-vignogn-keine-betriebe",
    about: "Claude ausdrücklich ohne Websuche, Fließtext; nennt keinen Betrieb (businesses leer), Ziel 'Praxis Dr. med. Cavigelli' fehlt",
    engine: "claude",
    asked: { assistant: "claude", query: "Welchen Hausarzt gibt es in Vignogn oder in der Nähe?", city: "Vignogn", country: "CH" },
    answer: md(
      "Ich habe in diesem Gespräch keinen Zugriff auf eine Websuche und kann deshalb keine aktuellen Angaben zu einzelnen Praxen machen. Namen von Ärztinnen und Ärzten aus dem Gedächtnis wären zu unsicher – Praxen werden übergeben, schliessen oder nehmen keine neuen Patienten mehr auf.",
      "",
      "So findest du trotzdem schnell eine Hausarztpraxis in der Nähe von Vignogn:",
      "",
      "- **Ärzteverzeichnis der FMH:** Dort kannst du nach Fachrichtung Allgemeine Innere Medizin und nach Ort suchen. Die hausärztliche Versorgung im Val Lumnezia konzentriert sich auf wenige Praxen im Tal und in Ilanz.",
      "- **local.ch oder search.ch:** Mit dem Suchbegriff Hausarzt und dem Ort findest du Adressen, Telefonnummern und oft auch Öffnungszeiten.",
      "- **Gemeinde Lumnezia:** Die Gemeindeverwaltung weiss meist, welche Praxen im Tal neue Patienten aufnehmen.",
      "- **Krankenversicherung:** Wenn du ein Hausarztmodell hast, zeigt dir deine Versicherung die Praxen, die du wählen darfst.",
      "",
      "Für Notfälle ausserhalb der Sprechzeiten gibt es in Graubünden einen ärztlichen Notfalldienst; bei lebensbedrohlichen Situationen gilt die Notrufnummer 144, und die nächste Notfallstation ist im Spital in Ilanz.",
      "",
      "Wenn du mir sagst, ob du ein bestimmtes Versicherungsmodell hast oder eher eine Praxis in Ilanz oder im Tal möchtest, kann ich dir helfen, die Suche einzugrenzen.",
    ),
    target: { businessName: "Praxis Dr. med. Cavigelli" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: [],
      platforms: ["local.ch", "search.ch"],
    },
  },
  {
    id: "blind150-claude-garage-mfk-pitasch-erster-lang",
    about: "Claude mit Websuche, lang, Fliesstext mit kurzer Liste und Vorbehalten; Ziel 'Garage Cadalbert AG' fett auf Platz 1",
    engine: "claude",
    asked: { assistant: "claude", query: "Mein Auto muss in die MFK. Welche Garage in der Nähe von Pitasch macht die Vorbereitung und bringt es zur Prüfung?", city: "Pitasch", country: "CH" },
    answer: md(
      "Von Pitasch aus sind die nächsten Garagen in Ilanz, gut zehn Minuten entfernt. Viele Garagen in der Surselva bieten an, das Auto für die MFK vorzubereiten und es anschliessend selbst beim Strassenverkehrsamt vorzuführen – das spart dir einen halben Tag. Nach den Einträgen und Bewertungen, die ich gefunden habe, kommen vor allem diese Betriebe infrage:",
      "",
      "- **Garage Cadalbert AG** in Ilanz ist eine Markengarage mit freier Werkstatt für alle Marken. Sie bietet einen MFK-Service zum Pauschalpreis an: Vortest, nötige Reparaturen nach Absprache und Vorführung beim Strassenverkehrsamt. In Bewertungen bei Google wird gelobt, dass vor grösseren Reparaturen immer angerufen wird.",
      "- **Auto Surselva GmbH**, ebenfalls in Ilanz, ist eine kleinere freie Werkstatt, die oft etwas günstiger ist und auch ältere Fahrzeuge gern übernimmt.",
      "- **Garage Sut Crest** in Schnaus ist ein Einmannbetrieb, der für faire Preise und ehrliche Einschätzungen bekannt ist, aber nur begrenzt Kapazität hat.",
      "",
      "Ein Vorbehalt: Ich kann nicht prüfen, wie ausgelastet die Garagen gerade sind. Vor der MFK-Saison im Frühling sind viele Werkstätten für Wochen ausgebucht, und Preise auf Websites sind nicht immer aktuell. Ruf am besten an und frag nach einem Termin und einem Pauschalpreis für Vortest und Vorführung.",
      "",
      "Zum Ablauf der MFK in Graubünden:",
      "",
      "Das Strassenverkehrsamt Graubünden schickt dir das Aufgebot zur Motorfahrzeugkontrolle mit einer Frist. Du kannst das Fahrzeug selbst vorführen oder eine Garage damit beauftragen. Die Prüfstelle für die Surselva ist in Ilanz; je nach Auslastung werden Termine auch in Chur vergeben. Die Gebühr für die Prüfung eines Personenwagens liegt in Graubünden bei rund 50 bis 70 Franken, dazu kommen die Kosten der Garage für den Vortest und die Vorführung, oft zwischen 100 und 250 Franken ohne Reparaturen.",
      "",
      "Geprüft werden unter anderem Bremsen, Lenkung, Beleuchtung, Reifen, Auspuff, Rost an tragenden Teilen und ob das Fahrzeug dem Fahrzeugausweis entspricht. Häufige Gründe für eine Beanstandung sind abgefahrene Bremsscheiben, defekte Lampen, Ölverlust und Rost am Unterboden – gerade bei Autos, die viel auf gesalzenen Bergstrassen unterwegs sind. Wird etwas beanstandet, musst du den Mangel innerhalb einer Frist beheben und das Auto nochmals vorführen, was zusätzliche Gebühren auslöst.",
      "",
      "Wenn du das Auto lieber selbst vorführst, ist ein Vortest sinnvoll. Auch der TCS bietet in seinen technischen Zentren Tests an; das nächste liegt allerdings in Chur, was von Pitasch aus eine längere Fahrt bedeutet.",
      "",
      "Ein paar praktische Tipps:",
      "",
      "Lass das Auto vor der MFK waschen, auch den Unterboden. Ein stark verschmutztes Fahrzeug kann zurückgewiesen werden. Nimm den Fahrzeugausweis und das Aufgebot mit und prüfe vorher selbst Licht, Blinker, Scheibenwischer und Hupe. Achte bei den Reifen auf mindestens 1,6 Millimeter Profil; für die Bergstrassen in der Surselva empfehlen Fachleute im Winter deutlich mehr.",
      "",
      "Wenn du ein älteres Auto hast und überlegst, ob sich die Reparaturen noch lohnen, frag die Garage vor dem Vortest nach einer ehrlichen Einschätzung. Gute Werkstätten sagen dir, wenn eine Reparatur mehr kostet, als das Auto noch wert ist.",
      "",
      "Und zur Anreise: Von Pitasch führt die Strasse über Riein und Sevgein hinunter nach Ilanz. Im Winter ist sie meist gut geräumt, aber an steilen Stellen kann es morgens glatt sein. Falls die Garage dein Auto für die Vorführung behält, frag nach einem Ersatzwagen oder nimm das Postauto zurück; es fährt allerdings nur wenige Male am Tag.",
      "",
      "Noch ein Hinweis zu Umbauten: Wenn an deinem Auto Teile verändert wurden, etwa andere Felgen, ein Tieferlegungssatz oder eine Anhängerkupplung, müssen sie im Fahrzeugausweis eingetragen sein. Sonst kann die MFK nicht bestanden werden, auch wenn technisch alles in Ordnung ist. Die Garage kann dir sagen, welche Unterlagen du dafür brauchst, und die Eintragung oft gleich mit der Prüfung erledigen.",
      "",
      "Falls die Frist im Aufgebot zu knapp ist, kannst du beim Strassenverkehrsamt um eine Verschiebung bitten. Das geht meist online oder telefonisch, solange du dich vor Ablauf der Frist meldest. Wer das Aufgebot einfach ignoriert, riskiert Mahngebühren und im schlimmsten Fall den Entzug der Kontrollschilder.",
      "",
      "Soll ich dir eine kurze Checkliste für den Vortest zusammenstellen, mit der du selbst prüfen kannst, ob dein Auto voraussichtlich durchkommt?",
    ),
    target: { businessName: "Garage Cadalbert AG" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Garage Cadalbert AG", "Auto Surselva GmbH", "Garage Sut Crest"],
      contextIncludes: "MFK-Service zum Pauschalpreis",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind150-copilot-baeckerei-surcuolm-aehnlicher-name-anderer-ort",
    about: "Microsoft Copilot, kurz; Ziel 'Bäckerei Arpagaus' (baeckerei-arpagaus.ch) fehlt, genannt wird der 'Beck Arpagaus' in Vella mit eigener Domain (ähnlicher Name, anderer Ort)",
    asked: { assistant: "copilot", query: "Bäckerei in Surcuolm oder Obersaxen", city: "Surcuolm", country: "CH" },
    answer: md(
      "Direkt in Surcuolm gibt es keine Bäckerei, aber in der Nähe:",
      "",
      "- **Dorfladen Surcuolm** – frisches Brot und Gipfeli, jeden Morgen geliefert¹",
      "- **Bäckerei Meierhof** – in Obersaxen Meierhof, Nusstorten und Birnbrot²",
      "- **Beck Arpagaus** – in Vella, etwa 25 Minuten mit dem Auto³",
      "",
      "Weitere Informationen",
      "1. local.ch",
      "2. obersaxen-mundaun.ch",
      "3. beck-arpagaus-vella.ch",
    ),
    target: { businessName: "Bäckerei Arpagaus", domain: "baeckerei-arpagaus.ch" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Dorfladen Surcuolm", "Bäckerei Meierhof", "Beck Arpagaus"],
      platforms: ["local.ch"],
    },
  },
  {
    id: "blind150-aio-zahnarzt-curaglia-kurzform",
    about: "Googles KI-Übersicht, kurz; Ziel 'Zahnarztpraxis Dr. med. dent. Deplazes' in der üblichen Kurzform 'Zahnarztpraxis Deplazes' auf Platz 2",
    asked: { assistant: "google-ai-overview", query: "zahnarzt curaglia medel", city: "Curaglia", country: "CH" },
    answer: md(
      "In Curaglia selbst gibt es keine Zahnarztpraxis; die nächsten Praxen liegen in Disentis/Mustér:",
      "",
      "- **Dentalpraxis Mustér**: Allgemeine Zahnmedizin und Dentalhygiene, auch Notfalltermine.",
      "- **Zahnarztpraxis Deplazes**: im Dorfzentrum von Disentis, Kinderzahnmedizin und Prothetik.",
      "- **Zahnzentrum Ilanz**: grössere Praxis mit Samstagsterminen.",
      "",
      "Quellen: search.ch · OneDoc",
    ),
    target: { businessName: "Zahnarztpraxis Dr. med. dent. Deplazes" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Dentalpraxis Mustér", "Zahnarztpraxis Deplazes", "Zahnzentrum Ilanz"],
      contextIncludes: "Dorfzentrum von Disentis",
      tone: "recommended",
      platforms: ["search.ch", "OneDoc"],
    },
  },
  {
    id: "blind150-aimode-restaurant-andiast-karten-ohne-ziel",
    about: "Google AI Mode mit Kartenkarten; Ziel 'Gasthaus Sut Crestas' fehlt, nichts Ähnliches",
    asked: { assistant: "google-ai-overview", query: "restaurant andiast abendessen", city: "Andiast", country: "CH" },
    answer: md(
      "Zum Abendessen in und um Andiast:",
      "",
      "**Ustria Miraval**",
      "4,6 ★ (74) · Restaurant · Andiast",
      "Geschlossen · Öffnet Do. um 17:30",
      "Bündner Küche, Capuns und Pizokel, Terrasse mit Talblick",
      "",
      "**Berggasthaus Burleun**",
      "4,4 ★ (58) · Restaurant · Waltensburg/Vuorz",
      "Geöffnet · Schliesst um 22:00",
    ),
    target: { businessName: "Gasthaus Sut Crestas" },
    expected: {
      mentioned: false,
      position: null,
      tone: null,
      businesses: ["Ustria Miraval", "Berggasthaus Burleun"],
      platforms: [],
    },
  },
];
