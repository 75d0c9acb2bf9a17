/**
 * Hundertzweiter blinder Korpus (Stand 2026-12-04, REPORT-ONLY): 40
 * realistische deutschsprachige Antworten gemischter Länge im Stil der
 * Assistenten, so wie sie heute tatsächlich auf die Empfehlungsfrage eines
 * gewöhnlichen Menschen nach lokalen Betrieben antworten: ChatGPT-Suche mit
 * Überschrift oder fettem Namen je Betrieb, kurzen Absätzen, Tabellen und
 * Zitaten als Markdown-Links (6: Raguhn, Aken, Mogersdorf, Neuhaus am
 * Klausenbach, Aufiberg, Oberschönenbuch); Perplexity mit [n]-Marken und
 * nummerierter Quellenliste, teils mit Tabelle (6: Jeßnitz und Heiligenkreuz
 * im Lafnitztal mit Tabelle, Wolfen, Minihof-Liebau, Ibergeregg, Tschütschi);
 * Gemini mit fetten Namen und Detail-Bullets wie „Adresse:“, „Lage:“,
 * „Besonderheit:“, „Bewertung:“ (6: Sandersdorf, Brehna, Osternienburg,
 * Weichselbaum, Bisisthal, Ried (Muotathal)); Claude in fließendem Text mit
 * kurzer Liste und Vorbehalten, zweimal ausdrücklich ohne Websuche (6:
 * Holzweißig und Mühlgraben ohne Websuche, Pouch, St. Martin an der Raab,
 * Biberegg, Ecce Homo); Microsoft Copilot mit hochgestellten Marken und
 * „Weitere Informationen“ (6, ohne `engine`: Greppin, Roitzsch, Gröbzig,
 * Grieselstein, Windisch-Minihof, Schornen); Googles KI-Übersicht mit kurzen
 * Bullets, „Mehr anzeigen“ und Quellenkarten (5, ohne `engine`: Görzig,
 * Quellendorf, Neumarkt an der Raab, Waag, Haltikon); Google AI Mode mit
 * Kartenkarten (Sterne, Kategorie, Öffnungsstatus, teils Zitat; 5, als
 * `google-ai-overview` ohne `engine`, `about` beginnt mit „Google AI Mode“:
 * Edderitz, Weißandt-Gölzau, Dobersdorf, Kalch, Rigi Klösterli).
 *
 * Orte, je Land eine Region: Deutschland 16 (Landkreis
 * Anhalt-Bitterfeld/Sachsen-Anhalt: Raguhn, Aken (gefragt als „Aken“ für Aken
 * (Elbe)), Jeßnitz, Wolfen, Sandersdorf, Brehna, Osternienburg, Pouch,
 * Holzweißig, Greppin, Roitzsch, Gröbzig, Görzig, Quellendorf, Edderitz,
 * Weißandt-Gölzau), Österreich 12 (Bezirk Jennersdorf im Südburgenland,
 * Raab- und Lafnitztal: Mogersdorf, Neuhaus am Klausenbach, Minihof-Liebau,
 * Heiligenkreuz im Lafnitztal, Weichselbaum, Mühlgraben, St. Martin an der
 * Raab sowie die Dörfer Grieselstein, Windisch-Minihof, Neumarkt an der Raab,
 * Dobersdorf und Kalch, gefragt mit dem Namen des Dorfs), Schweiz 12
 * (Innerschwyz, Kanton Schwyz, gefragt mit dem Namen des Weilers oder
 * Ortsteils: Aufiberg, Oberschönenbuch und Tschütschi (Gemeinde Schwyz),
 * Ibergeregg (Passhöhe Schwyz/Oberiberg), Bisisthal und Ried (Muotathal)
 * (Gemeinde Muotathal), Biberegg (Rothenthurm), Ecce Homo und Schornen
 * (Sattel), Waag (Unteriberg), Haltikon (Küssnacht), Rigi Klösterli (Arth)).
 * Alle 40 gefragten Orte haben 0 Treffer (`grep -rlw "<Ort>"
 * lib/visibility/__fixtures__/ | wc -l`, nur die Anzahl angesehen). Die
 * Regionsnamen „Anhalt-Bitterfeld“, „Bezirk Jennersdorf“ und „Innerschwyz“
 * haben ebenfalls 0 Treffer. Nicht ganz unberührt sind die Gegenden trotzdem:
 * In früheren Korpora kommen größere Orte und Gemeinden vor (z. B. Bitterfeld,
 * Köthen, Zerbst, Zörbig, Jennersdorf, Rudersdorf, Eltendorf, Königsdorf,
 * Deutsch Kaltenbrunn, Muotathal, Sattel, Rothenthurm, Unteriberg, Küssnacht,
 * Arth und der Kanton Schwyz überhaupt; nur die Dateianzahl wurde gesehen).
 * Die in der Vorgabe erlaubten Gegenden (Sachsen-Anhalt, Mecklenburg,
 * Saarland; Burgenland, Lungau, Pinzgau; Zug, Schwyz, Uri, Glarus,
 * Appenzell) waren bei den Gemeindenamen fast durchweg schon vergeben; in
 * der Schweiz hatte in keinem der fünf Kantone mehr ein Gemeindename 0
 * Treffer, deshalb wird dort nach Weilern und Ortsteilen gefragt. Nur im Text
 * genannte Nachbarorte, Regionen, Gewässer und Berge (Bitterfeld,
 * Bitterfeld-Wolfen, Sandersdorf-Brehna, Raguhn-Jeßnitz, Köthen, Dessau,
 * Dessau-Roßlau, Zörbig, Piethen, Reppichau, Wulfen, Kleinwülknitz, Halle,
 * Leipzig, Magdeburg, Barby, Coswig, Steckby, Zerbst, Wittenberg,
 * Südliches Anhalt, Osternienburger Land, Jennersdorf, Rudersdorf,
 * Wallendorf, Fürstenfeld, Güssing, Feldbach, Loipersdorf, Graz, Wien,
 * Schwyz, Ibach, Rickenbach, Seewen, Brunnen, Muotathal, Sattel,
 * Rothenthurm, Einsiedeln, Biberbrugg, Unteriberg, Oberiberg, Küssnacht am
 * Rigi, Altdorf, Arth-Goldau, Vitznau, Elbe, Mulde, Goitzsche, Raab, Muota,
 * Mythen, Rotenfluh, Glattalp, Holzegg, Vierwaldstättersee) sind keine
 * gefragten Orte.
 *
 * Branchen: Hausarzt (2), Zahnarzt (3), Physiotherapie (3), Tierarzt (2),
 * Steuerberatung/Treuhand (3), Anwalt (Erbrecht), Kfz-Werkstatt/HU,
 * Pickerl, Garage/MFK, Elektriker (Wallbox; Steckdosen), Tischler,
 * Schlüsseldienst, Fensterreinigung, Bäckerei (2), Hofladen (2),
 * Restaurant/Bergrestaurant (2), Buschenschank/Heuriger, Unterkunft
 * (Pension am Elberadweg, Thermenunterkunft, Ferienhaus, Pension am Berg),
 * Friseur, Fahrschule, Optiker, Florist, Fahrradgeschäft/E-Bike-Verleih,
 * Hochzeitsfotograf, Klavierstimmer. Alle Betriebe sind erfunden; reale
 * Plattformen, Kammern, Verbände, Behörden, Marken, Straßen, Gewässer,
 * Bahnen und Sehenswürdigkeiten kommen unter ihrem echten Namen vor.
 *
 * Ziel genannt in 20 Antworten: unter vollem Namen in einer Überschrift
 * (Raguhn) oder als fetter Name allein in der Zeile (Bisisthal), in einer
 * Kurzform ohne Rechtsform oder mit anderem Gattungswort („Kfz-Meisterbetrieb
 * Franke“ für „Autoservice Franke GmbH“, Sandersdorf; „Elektro Wegner“ für
 * „Elektro Wegner GmbH“, Roitzsch; „Physio Kroboth“ für „Physiotherapie
 * Kroboth OG“, Weichselbaum; „Hof Schuler“ für „Bio-Hof Schuler“, Aufiberg;
 * „Restaurant Seeterrasse“ für „Restaurant Seeterrasse Pouch“, Pouch;
 * „Treuhandbüro Föhn“ für „Treuhandbüro Föhn GmbH“, Ecce Homo; „Garage
 * Reichmuth“ für „Garage Reichmuth AG“, Biberegg), nur über die Ärztin oder
 * den Arzt („Dr. med. Silke Borchert“ für „Hausarztpraxis Borchert“,
 * Osternienburg; „Dr. Gerald Kappel“, später „Dr. Kappel“, für „Ordination
 * Dr. Gerald Kappel“, St. Martin an der Raab), nur über `domain`
 * (stb-lorenz-jessnitz.de als Quelle 3, Jeßnitz), zuerst in einer
 * Tabellenzeile (Heiligenkreuz im Lafnitztal), im Fließtext und wiederholt
 * (Pouch, St. Martin an der Raab), als Bullet der KI-Übersicht (Görzig), als
 * Kartenkarte (Edderitz, Dobersdorf, Rigi Klösterli), bei Claude ohne
 * Websuche mit Vorbehalt (Mühlgraben), in einer Perplexity-Liste
 * (Ibergeregg), erst nach der Liste mit Lob (Mogersdorf) oder ohne Wertung
 * (Ecce Homo), mit Abraten (Biberegg) und mit Aufnahmestopp und Warteliste
 * (St. Martin an der Raab); Platz 1 (6: Sandersdorf, Pouch, Görzig,
 * Mühlgraben, Ibergeregg, Rigi Klösterli), 2 (7: Raguhn, Roitzsch,
 * Heiligenkreuz im Lafnitztal, St. Martin an der Raab, Dobersdorf, Aufiberg,
 * Bisisthal), 3 (4: Jeßnitz, Osternienburg, Weichselbaum, Biberegg), 4 (3:
 * Edderitz, Mogersdorf, Ecce Homo). Ziel fehlt in 20 Antworten, davon 12 mit
 * einer Verwechslungsgefahr: gleicher Familienname in einem anderen Gewerbe
 * („Hundesalon Scholz“ statt „Tierarztpraxis Dr. Scholz“, Wolfen; „Drogerie
 * Inderbitzin“ statt „Physiotherapie Inderbitzin“, Ried (Muotathal)),
 * Ortsname im Namen eines anderen Betriebs („Ergotherapie Brehna“ statt
 * „Physiotherapie Brehna“, Brehna; „Hundepension Neumarkt“ statt
 * „Tierarztpraxis Neumarkt“, Neumarkt an der Raab), ähnlicher Name („Pension
 * Elbaue“ statt „Pension Elbwiese“, Aken; „Appartementhaus Thermenblick“
 * statt „Gästehaus Thermenruh“, Grieselstein; „Zahnarztpraxis im Mythen
 * Center“ statt „Zahnarztpraxis Mythenblick“, Oberschönenbuch), gleicher
 * oder ähnlicher Name in einem anderen Ort (der gleichnamige „Schlüsseldienst
 * Becker“ in Dessau-Roßlau mit eigener Domain statt des Schlüsseldiensts
 * Becker in Quellendorf, Quellendorf; „Zahnärztin Dr. Andrea Horváth“ in
 * Fürstenfeld statt „Zahnarztpraxis Dr. Michael Horvath“, Neuhaus am
 * Klausenbach; „Elektro Betschart AG“ in Brunnen mit eigener Domain statt
 * „Elektro Betschart GmbH“ in Sattel, Schornen), früherer Name („Salon
 * Lockenwerk“, „bis 2023 als ‚Haarwerk Wolfen‘ bekannt“, statt
 * „Friseursalon Haarwerk“ in Greppin, Greppin) und eine gleichnamige Person
 * ohne Betrieb (Christine Fasching, Steuerexpertin der Arbeiterkammer, statt
 * „Steuerberatung Fasching“, Minihof-Liebau); 8 ohne etwas dergleichen
 * (Holzweißig, Gröbzig, Weißandt-Gölzau, Windisch-Minihof, Kalch, Tschütschi,
 * Waag, Haltikon; in Holzweißig nennt Claude ohne Websuche gar keinen
 * Betrieb, `businesses: []`). Der volle Zielname steht unter den fehlenden
 * Zielen nur im Fall Quellendorf, beim Namensvetter in Dessau-Roßlau. Andere
 * Betriebe geschlossen (3): „Gasthaus Zum Löwen“ (Aken), „Hofladen Hartmann“
 * (Gröbzig), „Radhaus Raabtal“ als Karte „Dauerhaft geschlossen“ (Kalch).
 *
 * Antwortlängen 56 bis 648 Wörter (Median 145,5; gezählt als durch Leerraum
 * getrennte Stücke mit mindestens einem Buchstaben oder einer Ziffer, Markdown
 * und Links eingeschlossen): 21 Antworten unter 150 Wörtern (56–147), 10 mit
 * 150–300 (157–256), 1 mit 309 (Holzweißig) und 8 lange mit mehr als 600
 * (614–648: Aken, Jeßnitz, Osternienburg, Pouch, Mogersdorf, St. Martin an
 * der Raab, Oberschönenbuch, Biberegg). Kurz sind die KI-Übersichten, der AI
 * Mode, Copilot sowie einzelne Perplexity- und Gemini-Antworten.
 *
 * Geschrieben abseits der Auswertung. Gelesen wurden ausschließlich:
 * `answer-corpus.ts` Zeilen 1–70 (der Typ `CorpusCase`, die Konventionen und
 * der erste Fall), `answer-corpus-blind2.ts` Zeilen 1–77 (`BlindCorpusCase`
 * und der erste Fall), `answer-corpus-blind42.ts` Zeilen 1–184 (Kopf mit den
 * Konventionen und die Importzeilen, keine Fälle),
 * `answer-corpus-blind98.ts` Zeilen 1–262 (Kopf, Importzeilen, der erste
 * Fall und der Anfang des zweiten), `second-reading-conventions.md` und die
 * ersten 5 Zeilen von `scripts/node24.sh`. Nichts anderes im Repository wurde
 * geöffnet – keine Analyse, Regeln, Wortlisten, Tests, kein Leser, keine Fälle
 * oder Köpfe anderer Korpora, auch nicht `corpora.ts` (dieser Korpus ist dort
 * nicht eingetragen); git wurde nur am Ende einmal für `git status --short`
 * benutzt, ohne Commit. Die Orte wurden nur mit
 * `grep -rlw "<Ort>" lib/visibility/__fixtures__/ | wc -l` geprüft, dabei
 * wurde nur die Anzahl der Dateien angesehen, nie die Fundstellen; bei der
 * Suche nach den Regionen wurden auf dieselbe Weise viele Orte und
 * Regionsnamen der erlaubten Gegenden gezählt und verworfen. Gefragt wird nur
 * nach Orten mit 0. Die Erwartungen standen fest, bevor irgendetwas auf diesen
 * Korpus angewandt wurde; die Auswertung, die Tests und keine Bench wurden
 * laufen gelassen. Geprüft wurden nur, mit Skripten außerhalb des
 * Repositorys, die allein diese Datei laden: die Anzahlen (40; DE 16, AT 12,
 * CH 12; 20 mit Ziel; Assistenten wie oben), die Wortzahlen, ob die
 * erwarteten Namen und `negative` wörtlich (ohne Markdown, [n]- und
 * hochgestellte Marken) und in der Reihenfolge ihres ersten Auftretens im
 * Text stehen und `contextIncludes` in der Zeile der ersten Nennung des
 * Ziels, ob fehlende Ziele und ihre Domains wirklich nicht vorkommen (mit
 * Absicht vorhanden sind nur die zwölf Verwechslungen oben), ob die
 * erwarteten Plattformen zu den im Text genannten passen, die Eindeutigkeit
 * der ids (Präfix „blind102-“) und die Typprüfung (`npx tsc --noEmit
 * --skipLibCheck --strict` auf diese Datei, ohne Fehler). Nach der ersten
 * Wortzählung wurden sieben lange Antworten um neutrale Sätze (Tipps,
 * Anreise, Unterlagen, Kosten) verlängert, eine Namensnennung im Dativ („bei
 * der Allgemeinmedizinischen Gruppenpraxis“) in den Akkusativ gesetzt und in
 * Mogersdorf „in der Therme Loipersdorf“ zu „in der Thermenregion um
 * Loipersdorf“ geändert, damit kein zweifelhafter Betrieb entsteht – ohne
 * neue Betriebe, Plattformen oder Nennungen des Ziels; keine Erwartung wurde
 * nach einer Prüfung geändert.
 *
 * Dieser Korpus ist REPORT-ONLY: ein Maßstab, dessen Zahlen berichtet werden
 * dürfen. Er wird nie für eine Regel, das Training des Urteilsmodells oder eine
 * Änderung eines Prompts gelesen; seine Abweichungen werden nie Fall für Fall
 * gelesen oder ausgegeben, nur seine Kennzahlen.
 *
 * Es gelten die Konventionen im Kopf von `answer-corpus-blind42.ts` und
 * `answer-corpus-blind98.ts`, unverändert übernommen (`businesses` in der
 * Reihenfolge der ersten Nennung, jeder einmal, Name wie geschrieben ohne
 * Beschreibung, Markdown, Zitatmarken und führenden Artikel, eine geschriebene
 * Rechtsform bleibt stehen; das Ziel an seiner Stelle, auch wenn abgeraten,
 * geschlossen oder nur neutral genannt; ein Ziel nach der Liste bekommt den
 * nächsten Platz nach der Liste; `negative` für andere abgeratene oder
 * geschlossene Betriebe; Plattformen unter ihrem Markennamen, „bei Google“,
 * „Google-Bewertungen“, „(Google)“, „Sterne bei Google“ und Links auf
 * google.com/maps als „Google Maps“; Verbände, Kammern, Behörden,
 * Tourismusverbände und die eigenen Websites der Betriebe sind keine
 * Plattformen; Selbständige als eigenes Angebot sind Einträge, Inhaber eines
 * schon genannten Betriebs nicht; `contextIncludes` aus der Zeile der ersten
 * Nennung, bei einem fetten Namen allein in seiner Zeile oder Überschrift ein
 * Teil des Namens). Wo `second-reading-conventions.md` einem abgeratenen oder
 * geschlossenen Ziel `position = null` gibt, folgt dieser Korpus wie blind42
 * und blind98 der Regel „das Ziel an seiner Stelle“ (Biberegg Platz 3,
 * abgeraten; St. Martin an der Raab Platz 2, Aufnahmestopp). Der Export ist
 * wie in blind98 als `BlindCorpusCase[]` (mit `asked`) typisiert; das ist eine
 * Erweiterung von `CorpusCase`.
 * Entscheidungen in Zweifelsfällen:
 * - Ton: „wäre ich dagegen zurückhaltend … häufen sich Bewertungen … würde ich
 *   eher eine der anderen Garagen wählen“ ist "discouraged" (Biberegg); „nimmt
 *   … derzeit keine neuen Patientinnen und Patienten auf; es gibt eine
 *   Warteliste“ ist "unavailable" (St. Martin an der Raab); „In Sattel selbst
 *   ist zudem das Treuhandbüro Föhn im Handelsregister eingetragen … kann ich
 *   es nicht einschätzen“ nach der Liste ist "neutral" (Platz 4); „ist mir die
 *   Tischlerei Deutsch ein Begriff … Ob es den Betrieb in dieser Form noch
 *   gibt …, kann ich allerdings nicht überprüfen“ (Claude ohne Websuche) ist
 *   "neutral" (Platz 1); „Geheimtipp: Mehrere Gäste erwähnen außerdem die
 *   Buschenschank Kropf … eine der besten Brettljausen“ nach der Liste ist
 *   "recommended" (Platz 4).
 * - Betriebe in einem Tipp, Hinweis oder Zusatz, die als Option genannt
 *   werden, zählen (Hundesalon Scholz, Ergotherapie Brehna, Drogerie
 *   Inderbitzin, Hundepension Neumarkt, Metzgerei Marty „keine
 *   Hofproduktion, aber …“, Carrosserie & Garage Steiner); Optionen mit
 *   Einschränkung bleiben Empfehlungen (Hotel Biberburg mit offenem
 *   Radstellplatz, MVZ Ärztehaus Köthen, Reifen- und Autoservice Glück, Dr.
 *   Petra Lackner als Wahlärztin, Möbeltischlerei Fabian mit Vorbehalt).
 * - Personen als eigenes Angebot sind Einträge, mit geschriebener
 *   Berufsbezeichnung: „Zahnärztin Franziska Oehme“, „Dr. med. Silke
 *   Borchert“, „Zahnärztin Dr. Andrea Horváth“, „Wahlphysiotherapeutin Julia
 *   Bauer“, „Dr. Gerald Kappel“, „Dr. Petra Lackner“, „Dr. med. dent. Nadia
 *   Auf der Maur“, „Annette Kryenbühl“, „Rechtsanwältin lic. iur. Corinne
 *   Lustenberger“. Dr. Annett Wendler (Inhaberin der schon genannten
 *   Zahnarztpraxis Dr. Wendler), Marco Becker und Pirmin Betschart (Inhaber
 *   schon genannter Betriebe) sind keine eigenen Einträge; Christine Fasching
 *   (Expertin der Arbeiterkammer) ist weder Betrieb noch Ziel. Spätere
 *   Kurzformen („die Seeterrasse“, „Dr. Kappel“, „Kfz-Technik Pint“) zählen
 *   nicht neu.
 * - Ein Ort in Klammern nach dem Namen gehört nicht zum Namen („Zahnärztin
 *   Franziska Oehme (Jeßnitz)“, „Hartung & Partner Steuerberater
 *   (Bitterfeld-Wolfen)“, „Weingut Lang am Hügel (Jennersdorf)“,
 *   „Zahnarztpraxis im Mythen Center (Ibach)“, „Landbäckerei Rothe
 *   (Gröbzig)“, „Schlüsseldienst Becker (Dessau-Roßlau)“); ebenso nicht der
 *   Klammerzusatz „(Kinderzahnmedizin, Brunnen)“. In den Tabellen (Aken,
 *   Jeßnitz, Osternienburg, Oberschönenbuch) stehen nur schon genannte
 *   Betriebe; in Heiligenkreuz im Lafnitztal ist die Tabelle die erste Nennung.
 * - Kartenkarten mit „Geschlossen · Öffnet …“ oder „Nur nach Vereinbarung“
 *   sind gewöhnliche Öffnungsangaben; „Dauerhaft geschlossen“ ist ein
 *   geschlossener Betrieb (`negative`). Antworten des AI Mode nennen keine
 *   Plattform und haben `platforms: []`, ebenso Quellendorf (nur eigene
 *   Website und Verbraucherzentrale) und Ecce Homo.
 * - Keine Betriebe: Zahnärztekammer Sachsen-Anhalt, Kassenärztliche
 *   Vereinigung Sachsen-Anhalt/116117, Steuerberaterkammer Sachsen-Anhalt,
 *   Bundesfinanzministerium, Landestierärztekammer Sachsen-Anhalt,
 *   Fahrerlaubnisbehörde des Landkreises Anhalt-Bitterfeld, TÜV, DEKRA, GTÜ,
 *   Verbraucherzentrale Sachsen-Anhalt, Gierfähre Aken, Stadt Aken, ÖGK,
 *   BVAEB, Zahnärztekammer Burgenland, Arbeiterkammer Burgenland,
 *   Finanzministerium/Pendlerrechner, Finanzamt, Tierärztekammer,
 *   Wirtschaftskammer Burgenland und die Innung der Tischler,
 *   Tourismusverband, 1450, Strassenverkehrsamt, kantonale Sektion der SSO,
 *   TREUHAND|SUISSE, Handelsregister, Verband Schweizerischer Klavierbauer
 *   und -stimmer, kantonale Anwaltsverbände, Schulzahnpflege, Postauto,
 *   Luftseilbahn zur Glattalp, Rigi Bahnen; unbenannte Einrichtungen
 *   („Spital“, „Kinderfachärzte … in Güssing und Feldbach“, „Klinik“,
 *   „ambulanter Pflegedienst“). Marken, Labels, Software und Zahlungsmittel
 *   sind weder Betriebe noch Plattformen: Bio-Knospe, Natura-Beef, TWINT,
 *   Bexio, Abacus, ELSTER, FinanzOnline, Skoda, VW.
 * - Sehenswürdigkeiten, Landschaften und Gewässer, keine Betriebe:
 *   Elberadweg, Biosphärenreservat Mittelelbe, Bauhaus (Dessau), Großer
 *   Goitzschesee, Pegelturm, Goitzsche-Rundweg, Gedenkstätte am Schlösslberg,
 *   Naturpark Raab-Őrség-Goričko, Thermenregion um Loipersdorf, Therme
 *   Loipersdorf (nur als Ortsangabe, Grieselstein), Mythen, Holzegg, Glattalp,
 *   Hölloch, Rotenfluh, Muota, Dreiländereck. Betriebsnamen, die solche Orte
 *   enthalten („Zahnarztpraxis an der Mulde“, „Reha- und Gesundheitszentrum
 *   an der Goitzsche“, „Gasthaus Muldeblick“, „Heuriger Zum Schlösslberg“,
 *   „Physiotherapie am Raabufer“, „Gesundheitszentrum Raabtal“,
 *   „Hochzeitsfotografie Raabtal“, „Radhaus Raabtal“, „Bauernhof Rotenfluh“,
 *   „Ferienwohnung Muotaperle“, „Bergheim Silberen“, „Ferienhaus
 *   Glattalpblick“, „Zahnarztpraxis im Mythen Center“), sind Betriebe.
 * - Plattformen: Google Maps, Jameda, Doctolib, Booking.com, Tripadvisor,
 *   FeWo-direkt, Airbnb, ProvenExpert, Gelbe Seiten, Das Örtliche,
 *   Treatwell, MyHammer, Herold, DocFinder, OneDoc, local.ch, search.ch.
 *   Keine Plattformen: stbk-sachsen-anhalt.de, bundesfinanzministerium.de,
 *   ltk-sachsen-anhalt.de, verbraucherzentrale-sachsen-anhalt.de, oeamtc.at,
 *   bgld.arbeiterkammer.at, bmf.gv.at, sbb.ch, vsks.ch, die eigenen Websites
 *   der Betriebe (z. B. hartung-partner-stb.de, stb-lorenz-jessnitz.de,
 *   becker-schluessel-dessau.de,
 *   weinhof-pummer.at, pint-kfz.at, hof-schuler.ch, zwueschenegg.ch,
 *   elektro-betschart-brunnen.ch).
 */

import type { BlindCorpusCase } from "./answer-corpus-blind2";

const md = (...lines: string[]): string => lines.join("\n");

export const answerCorpusBlind102: BlindCorpusCase[] = [
  // ---------------------------------------------------------------------------
  // Deutschland (16): Landkreis Anhalt-Bitterfeld/Sachsen-Anhalt
  // ---------------------------------------------------------------------------
  {
    id: "blind102-chatgpt-zahnarzt-raguhn-ueberschrift",
    about: "ChatGPT-Suche mit Überschrift je Praxis und Markdown-Links; Ziel unter vollem Namen in der zweiten Überschrift",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Kannst du mir einen guten Zahnarzt in Raguhn empfehlen? Ich habe ehrlich gesagt ziemlich Angst vor der Behandlung.", city: "Raguhn", country: "DE" },
    answer: md(
      "Das ist gar nicht ungewöhnlich – viele Praxen rund um Raguhn haben sich inzwischen auf ängstliche Patientinnen und Patienten eingestellt. Diese drei werden in aktuellen Bewertungen besonders oft für ihren ruhigen Umgang gelobt:",
      "",
      "### Zahnarztpraxis an der Mulde",
      "Kleine Praxis mit zwei Behandlungszimmern in Raguhn. In Rezensionen wird vor allem hervorgehoben, dass jeder Schritt vorher erklärt wird und man jederzeit ein Handzeichen für eine Pause geben kann. Termine gibt es telefonisch, meist innerhalb von zwei bis drei Wochen. ([google.com](https://www.google.com/maps/search/zahnarzt+raguhn))",
      "",
      "### Zahnarztpraxis Dr. Wendler",
      "Dr. Annett Wendler bietet ausdrücklich Behandlungen für Angstpatienten an, auf Wunsch mit Lachgas-Sedierung, und plant für das erste Gespräch eine halbe Stunde ohne Behandlung ein. Mehrere Bewertungen beschreiben sie als sehr geduldig, auch bei Kindern. ([jameda.de](https://www.jameda.de/raguhn-jessnitz/zahnaerzte/))",
      "",
      "### Zahnärztin Franziska Oehme (Jeßnitz)",
      "Etwa fünf Minuten entfernt. Die Praxis ist barrierefrei, hat lange Öffnungszeiten am Dienstag und Donnerstag, und Termine lassen sich online über Doctolib buchen – praktisch, wenn dir das Telefonieren schon schwerfällt. ([doctolib.de](https://www.doctolib.de/zahnarzt/raguhn-jessnitz))",
      "",
      "**Tipp:** Sag schon bei der Terminvereinbarung, dass du Angst hast. Dann wird meist mehr Zeit eingeplant, und viele Praxen bieten ein reines Kennenlerngespräch an. Für Schmerzen am Wochenende gibt es den zahnärztlichen Notdienst der Zahnärztekammer Sachsen-Anhalt, den du online oder über die Ansage deiner Praxis findest.",
      "",
      "Soll ich dir noch Praxen in Bitterfeld-Wolfen heraussuchen, die Behandlungen in Vollnarkose anbieten?",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Wendler" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Zahnarztpraxis an der Mulde", "Zahnarztpraxis Dr. Wendler", "Zahnärztin Franziska Oehme"],
      contextIncludes: "Dr. Wendler",
      tone: "recommended",
      platforms: ["Google Maps", "Jameda", "Doctolib"],
    },
  },
  {
    id: "blind102-chatgpt-pension-aken-aehnlicher-name-lang",
    about: "ChatGPT-Suche, lange Antwort mit fetten Namen, Vergleichstabelle und Markdown-Links; Ziel 'Pension Elbwiese' fehlt, genannt wird die ähnlich benannte 'Pension Elbaue'; ein geschlossenes Gasthaus",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir fahren im Mai zu zweit den Elberadweg und wollen eine Nacht in Aken bleiben. Welche Pension oder Ferienwohnung mit sicherem Fahrradraum kannst du empfehlen?", city: "Aken", country: "DE" },
    answer: md(
      "Aken (Elbe) liegt ziemlich genau auf halber Strecke zwischen Magdeburg und Wittenberg und ist deshalb ein beliebter Übernachtungsort am Elberadweg. Die Auswahl ist überschaubar – große Hotels gibt es nicht, dafür mehrere kleine, familiengeführte Häuser, die auf Radfahrer eingestellt sind. Für eine Nacht zu zweit im Mai würde ich diese Unterkünfte in die engere Wahl nehmen:",
      "",
      "**1. Pension Elbaue**",
      "Ruhig am Ortsrand gelegen, nur wenige Minuten vom Elbdeich entfernt. Die Pension hat sieben Doppelzimmer, einen abschließbaren Fahrradschuppen mit Steckdosen für E-Bike-Akkus und einen kleinen Werkzeugplatz mit Luftpumpe. Das Frühstück gilt in den Bewertungen als reichhaltig, mit regionaler Wurst und selbstgemachter Marmelade. Gäste loben außerdem, dass man nasse Kleidung in einem beheizten Raum trocknen kann – bei einer Etappe im Regen Gold wert. Preis für ein Doppelzimmer mit Frühstück laut Buchungsportalen etwa 85–95 €. ([booking.com](https://www.booking.com/searchresults.de.html?ss=Aken+Elbe))",
      "",
      "**2. Gasthof Zur Elbfähre**",
      "Direkt an der Zufahrt zur Gierfähre, also ideal, wenn ihr am nächsten Morgen auf die andere Elbseite Richtung Steckby oder Zerbst wollt. Der Gasthof hat Zimmer im Obergeschoss und eine eigene Küche mit bodenständigen Gerichten; abends sitzt man auf der Terrasse mit Blick auf den Fluss. Fahrräder werden in einer Garage im Hof untergestellt. In Rezensionen wird die Lage sehr gelobt, die Zimmer werden als einfach, aber sauber beschrieben. Rechnet mit rund 80 € pro Nacht. ([tripadvisor.de](https://www.tripadvisor.de/Hotels-Aken_Saxony_Anhalt-Hotels.html))",
      "",
      "**3. Ferienwohnung Storchennest**",
      "Wenn ihr lieber unabhängig seid: eine Ferienwohnung für zwei bis vier Personen im Ortskern, mit Küche, kleinem Garten und einem verschließbaren Schuppen für die Räder. Die Vermieter bieten für Radler ausdrücklich auch einzelne Nächte an, was bei Ferienwohnungen sonst eher selten ist (manchmal mit Aufschlag für die Endreinigung). Buchbar über FeWo-direkt oder direkt bei den Gastgebern. ([fewo-direkt.de](https://www.fewo-direkt.de/ferienwohnungen/deutschland/sachsen-anhalt/aken))",
      "",
      "**4. Hotel Biberburg**",
      "Das größte Haus im Ort mit rund 20 Zimmern, Restaurant und Biergarten. Praktisch, wenn ihr spät ankommt, weil die Rezeption länger besetzt ist als in den Pensionen. Für Räder gibt es einen überdachten Stellplatz, der allerdings nicht abgeschlossen ist – die Bewertungen sind insgesamt gut, einige Gäste wünschen sich aber einen sichereren Raum. Preis ab etwa 95 €. ([google.com](https://www.google.com/maps/search/hotel+aken+elbe))",
      "",
      "### Kurzer Vergleich",
      "",
      "| Unterkunft | Lage | Fahrradraum | Preis (DZ, ca.) |",
      "| --- | --- | --- | --- |",
      "| Pension Elbaue | Ortsrand, nahe Deich | abschließbar, mit Steckdosen | 85–95 € |",
      "| Gasthof Zur Elbfähre | an der Fähre | Garage im Hof | ca. 80 € |",
      "| Ferienwohnung Storchennest | Ortskern | eigener Schuppen | ab 70 € + Reinigung |",
      "| Hotel Biberburg | zentral | überdacht, offen | ab 95 € |",
      "",
      "**Nicht mehr verfügbar:** Das früher oft empfohlene Gasthaus Zum Löwen am Markt ist laut mehreren Einträgen seit Herbst 2024 geschlossen – falls es in älteren Reiseberichten auftaucht, nicht davon irritieren lassen.",
      "",
      "### Tipps für eure Übernachtung",
      "",
      "- **Früh buchen:** Der Mai ist am Elberadweg Hochsaison, besonders rund um Himmelfahrt und Pfingsten. Die kleinen Häuser sind dann oft Wochen vorher ausgebucht.",
      "- **Fähre prüfen:** Die Gierfähre in Aken fährt nur, wenn der Wasserstand es zulässt. Bei Hoch- oder Niedrigwasser ruht der Betrieb; den aktuellen Stand findet ihr auf der Website der Stadt.",
      "- **Abendessen:** Außerhalb der Hotels sind die Möglichkeiten am Abend begrenzt, und manche Küchen schließen schon um 20 Uhr. Fragt bei der Buchung, ob ihr im Haus essen könnt.",
      "- **Ausflug:** Wenn ihr einen halben Tag übrig habt, lohnt sich ein Abstecher ins Biosphärenreservat Mittelelbe oder nach Dessau zum Bauhaus; mit dem Rad sind es gut 15 Kilometer.",
      "- **Laden unterwegs:** Wer mit E-Bikes fährt, sollte nachfragen, ob Akkus auf dem Zimmer geladen werden dürfen – einige Gastgeber erlauben das nur im Fahrradraum.",
      "- **Anreise mit der Bahn:** Falls ihr einen Teil der Strecke mit dem Zug zurücklegen wollt: Aken hat keinen Personenbahnhof mehr, die nächsten Halte liegen in Köthen und Dessau. Im Regionalverkehr braucht ihr für die Räder eine Fahrradkarte, und am Wochenende werden die Stellplätze in den Zügen schnell knapp.",
      "- **Stornierung:** Achtet bei der Buchung über Portale auf die Stornobedingungen. Bei einer Radtour hängt viel vom Wetter ab, und kostenlose Stornierung bis ein oder zwei Tage vorher ist bei den kleinen Häusern nicht selbstverständlich.",
      "",
      "Wenn ihr mir sagt, aus welcher Richtung ihr kommt und wie lang eure Etappen sind, kann ich euch auch Alternativen in Barby, Dessau-Roßlau oder Coswig heraussuchen.",
    ),
    target: { businessName: "Pension Elbwiese" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Pension Elbaue", "Gasthof Zur Elbfähre", "Ferienwohnung Storchennest", "Hotel Biberburg"],
      tone: null,
      negative: ["Gasthaus Zum Löwen"],
      platforms: ["Booking.com", "Tripadvisor", "FeWo-direkt", "Google Maps"],
    },
  },
  {
    id: "blind102-perplexity-steuerberater-jessnitz-nur-domain-lang",
    about: "Perplexity, lange Antwort mit [n]-Marken, Tabelle und Quellenliste; Ziel nur über die Domain stb-lorenz-jessnitz.de gegeben, genannt als 'Steuerberatung Kathrin Lorenz' mit dieser Domain als Quelle 3",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Steuerberater in Jeßnitz für meine Eltern (Rentner, eine vermietete Wohnung, kleine PV-Anlage auf dem Dach) – wen könnt ihr empfehlen?", city: "Jeßnitz", country: "DE" },
    answer: md(
      "Für Rentner mit Mieteinnahmen und einer kleinen Photovoltaikanlage lohnt sich meist ein Steuerberater, weil gleich mehrere Einkunftsarten zusammenkommen: Renten, Einkünfte aus Vermietung und gegebenenfalls Einkünfte aus der PV-Anlage[1][6]. In und um Jeßnitz (Stadt Raguhn-Jeßnitz) gibt es nur wenige Kanzleien; die folgenden werden in Verzeichnissen und Bewertungen am häufigsten genannt[5].",
      "",
      "## Kanzleien in der Nähe",
      "",
      "1. **Hartung & Partner Steuerberater** (Bitterfeld-Wolfen) – mittelgroße Kanzlei mit sechs Berufsträgern, viele Mandanten aus dem Landkreis; Schwerpunkte Vermietung und Verpachtung sowie Erbschaft und Schenkung. Termine sind in der Regel innerhalb von zwei Wochen möglich, Unterlagen können über ein Mandantenportal hochgeladen werden[1].",
      "2. **Steuerbüro Sielaff** (Raguhn) – kleine Kanzlei, die ausdrücklich Rentnerinnen und Rentner betreut und auch Hausbesuche anbietet, wenn Mandanten nicht mehr mobil sind. Auf ProvenExpert durchweg sehr gut bewertet, vor allem für Geduld und verständliche Erklärungen[2][4].",
      "3. **Steuerberatung Kathrin Lorenz** (Jeßnitz) – Einzelkanzlei direkt im Ort, laut eigener Website mit Schwerpunkt Rentenbesteuerung, private Vermietung und kleine PV-Anlagen, inklusive der Frage, ob die Anlage unter die Steuerbefreiung fällt. Neue Mandanten werden aufgenommen; das Erstgespräch ist kostenlos[3].",
      "",
      "## Überblick",
      "",
      "| Kanzlei | Ort | Schwerpunkte | Besonderheit |",
      "| --- | --- | --- | --- |",
      "| Hartung & Partner Steuerberater | Bitterfeld-Wolfen | Vermietung, Erbschaft | Mandantenportal |",
      "| Steuerbüro Sielaff | Raguhn | Rentner, Privatpersonen | Hausbesuche |",
      "| Steuerberatung Kathrin Lorenz | Jeßnitz | Renten, Vermietung, PV | Erstgespräch kostenlos |",
      "",
      "## Was Ihre Eltern steuerlich beachten sollten",
      "",
      "- **PV-Anlage:** Seit 2022 sind die Einnahmen aus vielen kleinen Photovoltaikanlagen auf Einfamilienhäusern bis 30 kWp einkommensteuerfrei (§ 3 Nr. 72 EStG). Ob das auf die Anlage Ihrer Eltern zutrifft, hängt unter anderem von der Leistung und der Nutzung des Gebäudes ab; das sollte der Steuerberater prüfen[6].",
      "- **Vermietete Wohnung:** Die Mieteinnahmen werden in der Anlage V erklärt. Abziehbar sind unter anderem Abschreibung, Zinsen, Grundsteuer, Versicherungen und Reparaturen. Gerade bei älteren Immobilien lohnt es sich, die Abschreibung noch einmal prüfen zu lassen[1].",
      "- **Renten:** Je nach Rentenbeginn ist ein unterschiedlich hoher Anteil der Rente steuerpflichtig. Zusammen mit den Mieteinnahmen kann schnell der Grundfreibetrag überschritten werden, sodass eine Erklärung Pflicht wird[6].",
      "- **Fristen:** Wer steuerlich beraten wird, hat für die Erklärung deutlich mehr Zeit als ohne Berater; die genauen Fristen veröffentlicht das Bundesfinanzministerium jedes Jahr neu[6].",
      "",
      "## Kosten",
      "",
      "Steuerberater rechnen in Deutschland nach der Steuerberatervergütungsverordnung (StBVV) ab. Für eine Einkommensteuererklärung mit Renten, einer vermieteten Wohnung und einer PV-Anlage sollten Sie grob mit 400 bis 900 € pro Jahr rechnen, abhängig vom Aufwand und davon, wie gut die Belege vorsortiert sind[2][3]. Die Kosten für die Erstellung der Anlage V können teilweise als Werbungskosten bei den Vermietungseinkünften abgezogen werden[6].",
      "",
      "## So finden Sie die passende Kanzlei",
      "",
      "- Fragen Sie beim ersten Anruf konkret, ob die Kanzlei Rentner mit Vermietung und PV-Anlage betreut – manche Büros nehmen nur noch Unternehmen an.",
      "- Die Steuerberaterkammer Sachsen-Anhalt bietet einen Suchdienst, in dem Sie nach Ort und Tätigkeitsschwerpunkt filtern können[7].",
      "- Ein Blick in die Gelben Seiten oder auf Bewertungsportale zeigt zusätzlich, wie erreichbar eine Kanzlei ist – bei kleinen Büros ist das oft der entscheidende Punkt[5].",
      "- Bringen Sie zum Erstgespräch die Rentenbescheide, den Mietvertrag, die Nebenkostenabrechnung und die Abrechnung des Netzbetreibers für die PV-Anlage mit.",
      "- Wenn Sie sich als Kind um die Unterlagen kümmern, klären Sie vorab, ob Ihre Eltern der Kanzlei eine Vollmacht erteilen möchten. Dann dürfen Sie selbst Rückfragen beantworten und Bescheide besprechen, ohne dass Ihre Eltern bei jedem Termin dabei sein müssen.",
      "- Fragen Sie nach, ob die Kanzlei Belege digital annimmt. Viele kleine Büros arbeiten inzwischen mit Upload-Portalen, andere bevorzugen nach wie vor einen Ordner mit Papierbelegen – für ältere Mandanten ist beides in Ordnung, es sollte nur zur Familie passen.",
      "",
      "Wenn Ihre Eltern nur eine einfache Erklärung brauchen und selbst gut mit Belegen umgehen können, kann auch ein jährliches Beratungsgespräch reichen; die eigentliche Erklärung lässt sich dann über ELSTER selbst abgeben. Bei mehreren Einkunftsarten ist eine laufende Betreuung durch eine Kanzlei vor Ort aber meist die entspanntere Lösung.",
      "",
      "**Quellen**",
      "1. hartung-partner-stb.de – Leistungen und Team",
      "2. steuerbuero-sielaff.de – Privatpersonen und Rentner",
      "3. stb-lorenz-jessnitz.de – Schwerpunkte der Kanzlei",
      "4. provenexpert.com – Steuerbüro Sielaff, Bewertungen",
      "5. gelbeseiten.de – Steuerberater in Raguhn-Jeßnitz",
      "6. bundesfinanzministerium.de – Steuerliche Behandlung kleiner PV-Anlagen",
      "7. stbk-sachsen-anhalt.de – Steuerberatersuchdienst",
    ),
    target: { domain: "stb-lorenz-jessnitz.de" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Hartung & Partner Steuerberater", "Steuerbüro Sielaff", "Steuerberatung Kathrin Lorenz"],
      contextIncludes: "Rentenbesteuerung",
      tone: "recommended",
      platforms: ["ProvenExpert", "Gelbe Seiten"],
    },
  },
  {
    id: "blind102-perplexity-tierarzt-wolfen-nachname-anderes-gewerbe",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Tierarztpraxis Dr. Scholz' fehlt, im Tipp steht der 'Hundesalon Scholz' (gleicher Familienname, anderes Gewerbe)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Tierarzt in Wolfen mit Samstagssprechstunde für meinen 9-jährigen Hund", city: "Wolfen", country: "DE" },
    answer: md(
      "In Wolfen und im übrigen Stadtgebiet von Bitterfeld-Wolfen haben nur wenige Kleintierpraxen auch am Samstag geöffnet[1][3]. Für einen älteren Hund kommen vor allem diese infrage:",
      "",
      "- **Kleintierpraxis Dr. Vogler** (Wolfen-Nord) – Samstag 9–12 Uhr Sprechstunde ohne Termin, moderne Röntgen- und Ultraschalldiagnostik; Halter älterer Hunde loben die ausführlichen Vorsorgeuntersuchungen mit Blutbild[1].",
      "- **Tierärztliche Gemeinschaftspraxis Bitterfeld** – drei Tierärztinnen, Samstag nach Vereinbarung, eigener OP-Bereich für Zahnsanierungen, die bei Hunden ab etwa acht Jahren häufiger nötig werden[2]. Bei Google durchschnittlich 4,6 Sterne[3].",
      "",
      "Außerhalb der Sprechzeiten gilt der tierärztliche Notdienst des Landkreises; welche Praxis Dienst hat, steht auf der Website der Landestierärztekammer Sachsen-Anhalt[5]. Für Notfälle in der Nacht ist meist eine Fahrt nach Halle oder Leipzig nötig.",
      "",
      "**Tipp:** Für Krallen- und Fellpflege zwischen den Tierarztbesuchen empfehlen mehrere Halter den Hundesalon Scholz in Wolfen, der auch ältere und unruhige Hunde mit viel Geduld behandelt[4].",
      "",
      "Ein jährlicher Senioren-Check (Blutbild, Herz, Zähne, Gelenke) ist ab neun Jahren sinnvoll; viele Praxen bieten dafür eigene Pakete an[1].",
      "",
      "**Quellen**",
      "1. kleintierpraxis-vogler.de – Sprechzeiten und Leistungen",
      "2. tierarzt-bitterfeld.de – Team und Öffnungszeiten",
      "3. google.com/maps – Tierarzt Bitterfeld-Wolfen",
      "4. dasoertliche.de – Hundesalon Scholz, Wolfen",
      "5. ltk-sachsen-anhalt.de – Tierärztlicher Notdienst",
    ),
    target: { businessName: "Tierarztpraxis Dr. Scholz" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Kleintierpraxis Dr. Vogler", "Tierärztliche Gemeinschaftspraxis Bitterfeld", "Hundesalon Scholz"],
      tone: null,
      platforms: ["Google Maps", "Das Örtliche"],
    },
  },
  {
    id: "blind102-gemini-werkstatt-sandersdorf-anderes-gattungswort",
    about: "Gemini mit fetten Namen allein in der Zeile und Detail-Bullets; Ziel 'Autoservice Franke GmbH' als 'Kfz-Meisterbetrieb Franke' auf Platz 1",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Gute und faire Autowerkstatt in Sandersdorf für Inspektion und HU?", city: "Sandersdorf", country: "DE" },
    answer: md(
      "In Sandersdorf (Sandersdorf-Brehna) und der direkten Umgebung gibt es mehrere freie Werkstätten, die für faire Preise und ehrliche Beratung bekannt sind. Hier sind drei gut bewertete Optionen:",
      "",
      "**1. Kfz-Meisterbetrieb Franke**",
      "* **Adresse:** Zörbiger Straße, Sandersdorf",
      "* **Besonderheit:** Inspektion nach Herstellervorgaben für alle Marken, ohne dass die Garantie erlischt; HU-Abnahme durch einen Prüfer der DEKRA zweimal pro Woche direkt in der Werkstatt.",
      "* **Bewertung:** 4,8 Sterne bei Google (über 150 Rezensionen). Kunden loben transparente Kostenvoranschläge und dass vor zusätzlichen Arbeiten immer angerufen wird.",
      "",
      "**2. Kfz-Technik Nowak**",
      "* **Adresse:** Gewerbegebiet Sandersdorf",
      "* **Besonderheit:** Spezialisiert auf ältere Fahrzeuge und Klimaservice, Ersatzwagen gegen kleine Gebühr.",
      "* **Bewertung:** 4,6 Sterne. Häufig gelobt: kurzfristige Termine, auch für kleine Reparaturen.",
      "",
      "**3. Reifen- und Autoservice Glück**",
      "* **Adresse:** Bitterfeld-Wolfen, an der B 183",
      "* **Besonderheit:** Reifeneinlagerung, Achsvermessung und HU/AU-Vorbereitung; samstags bis 13 Uhr geöffnet.",
      "* **Bewertung:** 4,5 Sterne. Manche Kunden berichten von längeren Wartezeiten in der Reifensaison.",
      "",
      "**Tipps für die HU:**",
      "* Prüfen Sie vorher Beleuchtung, Reifenprofil und Wischerblätter – das sind die häufigsten Gründe für kleine Mängel.",
      "* Die Gebühren für HU und AU liegen je nach Prüforganisation (TÜV, DEKRA, GTÜ) bei etwa 140 bis 160 €.",
      "",
      "Möchten Sie, dass ich nach Werkstätten mit Hol- und Bringservice suche?",
    ),
    target: { businessName: "Autoservice Franke GmbH" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Kfz-Meisterbetrieb Franke", "Kfz-Technik Nowak", "Reifen- und Autoservice Glück"],
      contextIncludes: "Meisterbetrieb Franke",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-gemini-physio-brehna-ortsname-anderer-betrieb",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Physiotherapie Brehna' fehlt, im Zusatz steht die 'Ergotherapie Brehna' (Ortsname im Namen eines anderen Betriebs)",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Physiotherapie in Brehna nach Knie-OP, am besten mit Terminen nach 17 Uhr", city: "Brehna", country: "DE" },
    answer: md(
      "Nach einer Knie-OP ist eine regelmäßige Physiotherapie entscheidend für die Beweglichkeit und den Muskelaufbau. In Brehna und Umgebung gibt es einige Praxen, die auch Termine am späten Nachmittag oder frühen Abend anbieten:",
      "",
      "**Physiopraxis Kirchner**",
      "* **Lage:** Ortskern Brehna, ebenerdig und mit Parkplätzen vor der Tür",
      "* **Angebot:** Krankengymnastik am Gerät (KGG), manuelle Lymphdrainage, Hausbesuche",
      "* **Zeiten:** Montag bis Donnerstag bis 19 Uhr",
      "* **Bewertung:** 4,9 (Google) – Patienten loben die individuelle Betreuung nach Operationen.",
      "",
      "**Praxis für Physiotherapie Anja Lehmann**",
      "* **Lage:** Sandersdorf, ca. 5 Minuten mit dem Auto",
      "* **Angebot:** Schwerpunkt Orthopädie und Sportphysiotherapie, eigener Trainingsraum",
      "* **Zeiten:** Termine bis 20 Uhr nach Absprache, Online-Buchung über Doctolib",
      "* **Bewertung:** 4,7 (Google)",
      "",
      "**Reha- und Gesundheitszentrum an der Goitzsche**",
      "* **Lage:** Bitterfeld, etwa 15 Minuten entfernt",
      "* **Angebot:** Ambulante Reha und erweiterte ambulante Physiotherapie (EAP), falls Ihr Arzt diese verordnet",
      "* **Zeiten:** Montag bis Freitag 7–20 Uhr",
      "",
      "**Gut zu wissen:** Falls nach der OP auch die Feinmotorik oder der Alltag (Anziehen, Treppensteigen mit Hilfsmitteln) schwerfällt, ist die Ergotherapie Brehna eine sinnvolle Ergänzung; dafür brauchen Sie eine eigene Verordnung.",
      "",
      "Rufen Sie am besten schon vor der Entlassung aus der Klinik an, denn Abendtermine sind oft Wochen im Voraus vergeben.",
    ),
    target: { businessName: "Physiotherapie Brehna" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Physiopraxis Kirchner", "Praxis für Physiotherapie Anja Lehmann", "Reha- und Gesundheitszentrum an der Goitzsche", "Ergotherapie Brehna"],
      tone: null,
      platforms: ["Google Maps", "Doctolib"],
    },
  },
  {
    id: "blind102-gemini-hausarzt-osternienburg-nur-aerztin-lang",
    about: "Gemini, lange Antwort mit Abschnitten, fetten Namen allein in der Zeile und Detail-Bullets; Ziel 'Hausarztpraxis Borchert' nur über die Ärztin 'Dr. med. Silke Borchert' auf Platz 3",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Welche Hausärzte in Osternienburg nehmen noch neue Patienten auf? Ich bin gerade aus Magdeburg hergezogen.", city: "Osternienburg", country: "DE" },
    answer: md(
      "Willkommen im Osternienburger Land! Die hausärztliche Versorgung auf dem Land in Sachsen-Anhalt ist leider angespannt, und viele Praxen führen Wartelisten. Es gibt aber einige Praxen in Osternienburg und in der näheren Umgebung, bei denen sich eine Anfrage lohnt. Hier ist ein Überblick, basierend auf aktuellen Einträgen und Bewertungen:",
      "",
      "### Direkt in Osternienburg",
      "",
      "**Gemeinschaftspraxis Dr. Rösler & Dr. Haase**",
      "* **Adresse:** Ortsmitte Osternienburg, in der Nähe der Kirche",
      "* **Fachrichtung:** Allgemeinmedizin und Innere Medizin",
      "* **Neupatienten:** Laut Praxiswebsite werden neue Patienten aufgenommen, bevorzugt aus dem Gemeindegebiet. Eine Anmeldung ist nur telefonisch möglich.",
      "* **Besonderheiten:** Hausbesuche für immobile Patienten, Chroniker-Programme (DMP) für Diabetes und Bluthochdruck, Ultraschall und Langzeit-Blutdruckmessung.",
      "* **Bewertung:** 4,4 Sterne bei Google. Gelobt werden die gründlichen Untersuchungen, bemängelt wird gelegentlich die schwierige telefonische Erreichbarkeit am Montagmorgen.",
      "",
      "### Im Osternienburger Land",
      "",
      "**Landarztpraxis Reppichau**",
      "* **Adresse:** Reppichau, etwa 8 Minuten mit dem Auto",
      "* **Fachrichtung:** Allgemeinmedizin",
      "* **Neupatienten:** Aufnahme nach einem kurzen Erstgespräch; es gibt eine Warteliste, die aber laut Bewertungen zügig abgearbeitet wird.",
      "* **Besonderheiten:** Offene Sprechstunde am Dienstag- und Freitagvormittag ohne Termin, Impfungen und Reiseberatung.",
      "* **Bewertung:** 4,7 Sterne bei Google, häufig mit dem Hinweis auf ein sehr freundliches Praxisteam.",
      "",
      "**Dr. med. Silke Borchert**",
      "* **Adresse:** Wulfen (Osternienburger Land)",
      "* **Fachrichtung:** Fachärztin für Allgemeinmedizin, Zusatzbezeichnungen Palliativmedizin und Akupunktur",
      "* **Neupatienten:** Nimmt nach eigenen Angaben derzeit neue Patienten auf, insbesondere Familien und ältere Menschen aus den umliegenden Dörfern.",
      "* **Besonderheiten:** Abendsprechstunde am Donnerstag bis 19 Uhr, Online-Terminvereinbarung für Routinetermine, enge Zusammenarbeit mit dem ambulanten Pflegedienst.",
      "* **Bewertung:** 4,8 Sterne auf Jameda. Patienten beschreiben sie als zugewandt und sehr gründlich, mit ausreichend Zeit für Fragen.",
      "",
      "### In Köthen (ca. 15 Minuten)",
      "",
      "**MVZ Ärztehaus Köthen**",
      "* **Adresse:** Stadtzentrum Köthen (Anhalt), gut mit dem Bus erreichbar",
      "* **Fachrichtung:** Mehrere Hausärzte sowie Fachärzte für Innere Medizin, Kardiologie und Orthopädie unter einem Dach",
      "* **Neupatienten:** Durch die Größe des MVZ ist eine Aufnahme häufiger möglich als in Einzelpraxen.",
      "* **Besonderheiten:** Lange Öffnungszeiten, Labor im Haus, Überweisungen innerhalb des Hauses unkompliziert.",
      "* **Bewertung:** 4,1 Sterne bei Google; einige Patienten kritisieren wechselnde Ansprechpartner.",
      "",
      "### Wichtige Hinweise für Ihre Suche",
      "",
      "* **Früh anrufen:** Viele Landarztpraxen sind telefonisch am besten direkt zu Sprechstundenbeginn erreichbar, oft schon ab 7:30 Uhr.",
      "* **Unterlagen bereithalten:** Halten Sie Ihre Versichertenkarte, einen aktuellen Medikamentenplan und wichtige Befunde Ihrer bisherigen Hausarztpraxis in Magdeburg bereit. Ein Arztbrief erleichtert die Aufnahme erheblich.",
      "* **Terminservicestelle:** Wenn Sie trotz mehrerer Anfragen keine Praxis finden, hilft die Terminservicestelle der Kassenärztlichen Vereinigung Sachsen-Anhalt unter 116117. Sie vermittelt zwar keinen dauerhaften Hausarzt, aber zeitnahe Termine bei akuten Beschwerden.",
      "* **Bereitschaftsdienst:** Außerhalb der Sprechzeiten erreichen Sie den ärztlichen Bereitschaftsdienst ebenfalls unter 116117. In lebensbedrohlichen Notfällen wählen Sie immer 112.",
      "* **Erreichbarkeit ohne Auto:** Wenn Sie nicht selbst fahren, prüfen Sie vorab die Busverbindungen. Zwischen den Dörfern des Osternienburger Landes und Köthen fahren Busse teilweise nur im Stundentakt, in den Ferien noch seltener; manche Linien verkehren als Rufbus, der vorher telefonisch bestellt werden muss.",
      "* **Krankenkasse fragen:** Einige Krankenkassen unterstützen ihre Versicherten aktiv bei der Suche nach einer Hausarztpraxis, zum Beispiel über eigene Arztsuchen oder Rückrufservices.",
      "",
      "### Was Sie zum ersten Termin mitbringen sollten",
      "",
      "* Ihre elektronische Gesundheitskarte und, falls vorhanden, den bundeseinheitlichen Medikationsplan",
      "* Befunde, Arztbriefe und Laborwerte der letzten ein bis zwei Jahre, insbesondere bei chronischen Erkrankungen",
      "* Ihren Impfpass, damit fehlende Auffrischungen (z. B. Tetanus, Pneumokokken) direkt geplant werden können",
      "* Eine kurze Liste mit Fragen, damit im Erstgespräch nichts vergessen wird",
      "",
      "Die Übertragung Ihrer bisherigen Patientenakte aus Magdeburg können Sie bei Ihrer alten Praxis schriftlich anfordern; viele Praxen schicken die Unterlagen nach einer kurzen Einverständniserklärung direkt an die neue Hausarztpraxis. Das erspart doppelte Untersuchungen und erleichtert die Weiterbehandlung.",
      "",
      "### Kurzübersicht",
      "",
      "| Praxis | Ort | Neupatienten | Abendsprechstunde |",
      "| --- | --- | --- | --- |",
      "| Gemeinschaftspraxis Dr. Rösler & Dr. Haase | Osternienburg | ja, bevorzugt aus dem Ort | nein |",
      "| Landarztpraxis Reppichau | Reppichau | Warteliste | nein |",
      "| Dr. med. Silke Borchert | Wulfen | ja | Donnerstag |",
      "| MVZ Ärztehaus Köthen | Köthen | häufig möglich | ja |",
      "",
      "Bitte beachten Sie, dass sich die Aufnahmekapazitäten schnell ändern können. Es empfiehlt sich, mehrere Praxen parallel anzufragen und bei einer Zusage den Termin schnell zu bestätigen. Soll ich Ihnen auch Zahnärzte oder Kinderärzte im Osternienburger Land heraussuchen?",
    ),
    target: { businessName: "Hausarztpraxis Borchert" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Gemeinschaftspraxis Dr. Rösler & Dr. Haase", "Landarztpraxis Reppichau", "Dr. med. Silke Borchert", "MVZ Ärztehaus Köthen"],
      contextIncludes: "Silke Borchert",
      tone: "recommended",
      platforms: ["Google Maps", "Jameda"],
    },
  },
  {
    id: "blind102-claude-restaurant-pouch-fliesstext-wiederholt-lang",
    about: "Claude mit Websuche, lange Antwort in fließendem Text mit kurzer Liste und Vorbehalten; Ziel 'Restaurant Seeterrasse Pouch' als 'Restaurant Seeterrasse' zuerst im Fließtext, danach wiederholt",
    engine: "claude",
    asked: { assistant: "claude", query: "Wo kann man in Pouch am Goitzschesee schön essen gehen, am liebsten mit Blick aufs Wasser? Wir sind zu viert und kommen an einem Samstag im Juni.", city: "Pouch", country: "DE" },
    answer: md(
      "Pouch ist für einen Samstag im Juni eine schöne Wahl – der Ort liegt direkt am Nordufer des Großen Goitzschesees, und an warmen Tagen ist hier entsprechend viel los. Ich habe mir die aktuellen Einträge und Bewertungen angesehen; die Auswahl ist nicht riesig, aber es gibt ein paar Adressen, die wirklich Seeblick bieten.",
      "",
      "Die naheliegendste Empfehlung ist das Restaurant Seeterrasse, das direkt oberhalb des kleinen Hafens in Pouch liegt. Von der großen Holzterrasse schaut man über das Wasser bis zum Pegelturm, und gerade am frühen Abend, wenn die Sonne tiefer steht, ist die Stimmung dort kaum zu schlagen. Auf der Karte stehen vor allem regionale Gerichte und Fisch – Zander, Forelle aus der Region, im Sommer auch Salate und Flammkuchen. In den Bewertungen wird die Küche überwiegend gelobt, auch die Portionen gelten als großzügig. Kritisiert wird vereinzelt, dass der Service an sehr vollen Wochenenden langsamer wird.",
      "",
      "Weil ihr zu viert an einem Samstag kommt, würde ich in der Seeterrasse unbedingt vorher reservieren und ausdrücklich nach einem Tisch an der Brüstung fragen. Die Plätze mit freiem Blick sind meist zuerst weg, und spontan bekommt man im Juni oft nur noch etwas im Innenraum.",
      "",
      "Falls es dort nicht klappt oder ihr etwas Lockereres sucht, sind diese beiden ebenfalls einen Blick wert:",
      "",
      "- **Gasthaus Muldeblick** – eher klassisch-deutsche Küche mit Schnitzel, Roulade und wechselndem Tagesgericht, etwas abseits vom Trubel. Den See sieht man nur von einem Teil des Biergartens aus, dafür ist es ruhiger und die Preise sind moderat. Bei Google durchweg gut bewertet, viele Stammgäste aus der Umgebung.",
      "- **Strandbar Sonnendeck** – direkt am Sandstrand, mit Liegestühlen, Burgern, Bratwurst und Cocktails. Eher etwas für einen entspannten Nachmittag als für ein gemütliches Abendessen, aber der Blick aufs Wasser ist unschlagbar. Sie hat nur in der Saison und bei gutem Wetter geöffnet; ein Blick auf die aktuellen Öffnungszeiten lohnt sich also vorher.",
      "",
      "Wenn ihr vor oder nach dem Essen noch etwas unternehmen wollt: Der Rundweg um den See ist gut mit dem Rad zu fahren, und der Pegelturm ist über einen Steg erreichbar – von oben hat man einen weiten Blick über die ehemalige Tagebaulandschaft, die heute fast vollständig geflutet ist. Für Kinder gibt es am Strand einen Spielplatz, und im Hafen werden im Sommer Rundfahrten mit dem Schiff angeboten.",
      "",
      "Zu den Bewertungen noch ein Hinweis: Die Einträge auf Tripadvisor sind bei allen drei Adressen relativ alt, einige Kommentare stammen noch aus der Zeit vor einem Pächterwechsel. Die Google-Bewertungen der letzten Monate halte ich für aussagekräftiger. Bei der Seeterrasse sind sie recht konstant gut, beim Gasthaus Muldeblick ebenfalls, bei der Strandbar schwanken sie stärker, was bei einer Saisonbar mit wechselndem Personal aber nicht ungewöhnlich ist.",
      "",
      "Zur Anreise: Parkplätze gibt es am Hafen und am Strand, an sonnigen Samstagen sind sie allerdings schon am späten Vormittag gut gefüllt. Wenn ihr aus Richtung Bitterfeld kommt, ist es entspannter, am Ortseingang zu parken und die letzten Meter zu Fuß zu gehen. Mit dem Rad ist Pouch gut über den Goitzsche-Rundweg zu erreichen, und vom Bahnhof Bitterfeld sind es etwa 20 Minuten mit dem Fahrrad.",
      "",
      "Falls jemand von euch vegetarisch oder vegan isst: Auf den aktuellen Speisekarten, die online zu finden sind, gibt es überall mindestens ein vegetarisches Hauptgericht, vegane Optionen aber eher vereinzelt. Am flexibelsten wirkt die Küche der Seeterrasse, wo man laut mehreren Gästen auch Beilagen frei kombinieren kann.",
      "",
      "Eine Einschränkung möchte ich noch machen: Öffnungszeiten und Ruhetage kleinerer Gastronomiebetriebe ändern sich gerade in der Saison häufig, und nicht alle pflegen ihre Einträge online zuverlässig. Ich würde deshalb bei der Seeterrasse und beim Gasthaus kurz anrufen, bevor ihr losfahrt – gerade wenn ihr zu viert einen bestimmten Tisch möchtet. Wenn ihr mir sagt, ob ihr eher mittags oder abends essen wollt und ob jemand vegetarisch isst, kann ich die Auswahl noch etwas eingrenzen.",
    ),
    target: { businessName: "Restaurant Seeterrasse Pouch" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Restaurant Seeterrasse", "Gasthaus Muldeblick", "Strandbar Sonnendeck"],
      contextIncludes: "oberhalb des kleinen Hafens",
      tone: "recommended",
      platforms: ["Google Maps", "Tripadvisor"],
    },
  },
  {
    id: "blind102-claude-fahrschule-holzweissig-ohne-websuche",
    about: "Claude ausdrücklich ohne Websuche: allgemeine Hinweise ohne einen einzigen Betrieb; Ziel 'Fahrschule Kühne' fehlt",
    engine: "claude",
    asked: { assistant: "claude", query: "Welche Fahrschule in Holzweißig ist gut? Meine Tochter wird 17 und will begleitetes Fahren machen.", city: "Holzweißig", country: "DE" },
    answer: md(
      "Da ich in diesem Gespräch keine Websuche nutzen kann, habe ich leider keine verlässlichen und aktuellen Informationen über einzelne Fahrschulen in Holzweißig oder im übrigen Bitterfeld-Wolfen. Ich möchte dir deshalb keine Namen nennen, die vielleicht veraltet sind oder gar nicht stimmen. Ich kann dir aber sagen, worauf du bei der Auswahl achten kannst:",
      "",
      "**Worauf es beim begleiteten Fahren ab 17 ankommt**",
      "",
      "- Die Ausbildung kann schon mit 16½ beginnen, die praktische Prüfung frühestens einen Monat vor dem 17. Geburtstag. Frag nach, wie lange die Wartezeiten auf Prüfungstermine beim TÜV oder bei der DEKRA in eurer Gegend gerade sind – in manchen Regionen sind es mehrere Wochen.",
      "- Für BF17 müssen die Begleitpersonen in der Prüfbescheinigung eingetragen sein. Das beantragt ihr bei der Fahrerlaubnisbehörde des Landkreises Anhalt-Bitterfeld, am besten zusammen mit dem Führerscheinantrag.",
      "",
      "**So vergleichst du Fahrschulen**",
      "",
      "- **Preise transparent machen:** Lass dir die Grundgebühr, den Preis pro Fahrstunde (45 Minuten), die Sonderfahrten und die Vorstellungsgebühren für Theorie- und Praxisprüfung schriftlich geben. Insgesamt solltet ihr derzeit mit etwa 3.000 bis 4.500 € für die Klasse B rechnen.",
      "- **Theorieunterricht:** Gibt es feste Theorieabende, die zu Schule oder Ausbildung passen, oder Intensivkurse in den Ferien?",
      "- **Fahrzeuge:** Wird auf einem Schaltwagen oder Automatik ausgebildet? Mit der Schlüsselzahl B197 kann man auf Automatik lernen und trotzdem später Schaltwagen fahren.",
      "- **Bauchgefühl:** Eine Probestunde oder ein kurzes Kennenlernen zeigt schnell, ob deine Tochter mit dem Fahrlehrer oder der Fahrlehrerin klarkommt.",
      "",
      "**Wo du gute Fahrschulen findest**",
      "",
      "Am zuverlässigsten sind Empfehlungen aus dem Freundeskreis deiner Tochter oder aus ihrer Schule – dort weiß man meist genau, wer geduldig ist und wer die Prüfung gut vorbereitet. Ergänzend kannst du in Google Maps nach Fahrschulen in Bitterfeld-Wolfen suchen und die neueren Bewertungen lesen; achte dabei vor allem auf Kommentare zur Organisation und zur Wartezeit auf Fahrstunden.",
      "",
      "Wenn du mir Namen von Fahrschulen nennst, die ihr schon gefunden habt, helfe ich dir gern, deren Angebote zu vergleichen.",
    ),
    target: { businessName: "Fahrschule Kühne" },
    expected: {
      mentioned: false,
      position: null,
      businesses: [],
      tone: null,
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-copilot-friseur-greppin-frueherer-name",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Friseursalon Haarwerk' (Greppin) fehlt, genannt wird ein Wolfener Salon mit dem früheren Namen 'Haarwerk Wolfen'",
    asked: { assistant: "copilot", query: "friseur greppin termin samstag", city: "Greppin", country: "DE" },
    answer: md(
      "Hier sind einige Friseure in und um Greppin, bei denen du auch samstags einen Termin bekommen kannst:",
      "",
      "1. **Salon Lockenwerk** (Wolfen, bis 2023 als „Haarwerk Wolfen“ bekannt) – Damen- und Herrenschnitte, Balayage und Hochsteckfrisuren; samstags 8–14 Uhr, online buchbar über Treatwell¹.",
      "2. **Friseur Schnittpunkt** – in der Ortsmitte von Greppin, samstags bis 12 Uhr, auch ohne Termin, wenn wenig los ist².",
      "3. **Barbershop Kante** (Bitterfeld) – für Herren, Bartpflege und Fades, samstags bis 16 Uhr³.",
      "",
      "Tipp: Samstagstermine sind meist schnell vergeben – am besten ein bis zwei Wochen vorher buchen.",
      "",
      "Weitere Informationen:",
      "1 treatwell.de",
      "2 dasoertliche.de",
      "3 google.com/maps",
    ),
    target: { businessName: "Friseursalon Haarwerk" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Salon Lockenwerk", "Friseur Schnittpunkt", "Barbershop Kante"],
      tone: null,
      platforms: ["Treatwell", "Das Örtliche", "Google Maps"],
    },
  },
  {
    id: "blind102-copilot-elektriker-roitzsch-ohne-rechtsform",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Elektro Wegner GmbH' als 'Elektro Wegner' ohne Rechtsform auf Platz 2",
    asked: { assistant: "copilot", query: "Elektriker in Roitzsch für Wallbox-Installation", city: "Roitzsch", country: "DE" },
    answer: md(
      "Für die Installation einer Wallbox in Roitzsch kommen diese Elektrobetriebe infrage:",
      "",
      "- **Elektrotechnik Rudloff** – Meisterbetrieb direkt in Roitzsch, Hausinstallation und Zählerschränke, übernimmt auch die Anmeldung beim Netzbetreiber¹.",
      "- **Elektro Wegner** – aus Sandersdorf-Brehna, spezialisiert auf Wallboxen, Photovoltaik und Smart Home; Vor-Ort-Check meist innerhalb einer Woche².",
      "- **Elektroinstallation Fiebig** – kleinerer Betrieb aus Bitterfeld, gute Bewertungen für faire Pauschalpreise bei Wallboxen bis 11 kW³.",
      "",
      "Wichtig: Wallboxen bis 11 kW müssen beim Netzbetreiber angemeldet werden, ab 11 kW brauchen sie eine Genehmigung. Die Installation darf nur ein eingetragener Elektrofachbetrieb vornehmen.",
      "",
      "Weitere Informationen:",
      "1 elektro-rudloff.de",
      "2 elektro-wegner.de",
      "3 myhammer.de",
    ),
    target: { businessName: "Elektro Wegner GmbH" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Elektrotechnik Rudloff", "Elektro Wegner", "Elektroinstallation Fiebig"],
      contextIncludes: "spezialisiert auf Wallboxen",
      tone: "recommended",
      platforms: ["MyHammer"],
    },
  },
  {
    id: "blind102-copilot-hofladen-groebzig-geschlossen",
    about: "Copilot, kurze Liste mit hochgestellten Marken; Ziel 'Hofladen Fuhneaue' fehlt ohne Verwechslung; ein anderer Hofladen ist geschlossen",
    asked: { assistant: "copilot", query: "Hofladen in Gröbzig oder Umgebung mit Eiern und Kartoffeln", city: "Gröbzig", country: "DE" },
    answer: md(
      "Rund um Gröbzig (Südliches Anhalt) findest du mehrere Direktvermarkter:",
      "",
      "- **Obsthof Sperling** – Äpfel, Birnen, Direktsaft und im Herbst Kartoffeln aus eigenem Anbau; Hofladen Freitag und Samstag geöffnet¹.",
      "- **Eierhof Meißner** – Freilandeier aus Mobilställen, Eierautomat rund um die Uhr, dazu Nudeln und Honig².",
      "- **Spargelhof Kleinwülknitz** – in der Saison Spargel und Erdbeeren, ab Juli auch Frühkartoffeln³.",
      "",
      "Hinweis: Der Hofladen Hartmann in Piethen, der in älteren Listen noch auftaucht, hat laut Einträgen Ende 2025 geschlossen².",
      "",
      "Weitere Informationen:",
      "1 obsthof-sperling.de",
      "2 google.com/maps",
      "3 spargelhof-kleinwuelknitz.de",
    ),
    target: { businessName: "Hofladen Fuhneaue" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Obsthof Sperling", "Eierhof Meißner", "Spargelhof Kleinwülknitz"],
      tone: null,
      negative: ["Hofladen Hartmann"],
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-aio-baeckerei-goerzig-erster-bullet",
    about: "Googles KI-Übersicht mit kurzen Bullets, 'Mehr anzeigen' und Quellenkarten; Ziel 'Bäckerei Meisel' im ersten Bullet",
    asked: { assistant: "google-ai-overview", query: "bäckerei görzig", city: "Görzig", country: "DE" },
    answer: md(
      "In Görzig (Südliches Anhalt) und der direkten Umgebung gibt es traditionelle Handwerksbäckereien, die vor allem für Blechkuchen und Brot nach alten Rezepten bekannt sind.",
      "",
      "* **Bäckerei Meisel:** Familienbetrieb im Ortskern von Görzig, bekannt für Blechkuchen, Sauerteigbrot und Brötchen vom Vortag zum halben Preis. Geöffnet Dienstag bis Samstag ab 6 Uhr.",
      "* **Landbäckerei Rothe (Gröbzig):** Wenige Kilometer entfernt, mit kleinem Café und Frühstücksangebot am Wochenende.",
      "",
      "Viele Landbäckereien haben montags Ruhetag; am Sonntag öffnen manche nur für den Brötchenverkauf bis 10 Uhr.",
      "",
      "Mehr anzeigen",
      "",
      "Bäckerei Meisel – baeckerei-meisel.de",
      "Bäckereien in Südliches Anhalt – Das Örtliche",
    ),
    target: { businessName: "Bäckerei Meisel" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Bäckerei Meisel", "Landbäckerei Rothe"],
      contextIncludes: "Blechkuchen, Sauerteigbrot",
      tone: "recommended",
      platforms: ["Das Örtliche"],
    },
  },
  {
    id: "blind102-aio-schluesseldienst-quellendorf-namensvetter-dessau",
    about: "Googles KI-Übersicht mit kurzen Bullets und Quellenkarten; Ziel 'Schlüsseldienst Becker' in Quellendorf (mit Domain) fehlt, genannt wird der gleichnamige Schlüsseldienst in Dessau-Roßlau mit eigener Domain",
    asked: { assistant: "google-ai-overview", query: "schlüsseldienst quellendorf notdienst", city: "Quellendorf", country: "DE" },
    answer: md(
      "Für einen Schlüsselnotdienst in Quellendorf kommen vor allem Anbieter aus Köthen und Dessau-Roßlau infrage, da es im Ort selbst kaum Einträge gibt:",
      "",
      "* **Schlüsseldienst Becker (Dessau-Roßlau):** Inhaber Marco Becker, 24-Stunden-Notdienst, Anfahrt nach Quellendorf in etwa 25 Minuten; Türöffnung tagsüber ab ca. 89 € zum Festpreis.",
      "* **Sicherheitstechnik Krause (Köthen):** Türöffnungen, Schließanlagen und Einbruchschutz, Notdienst bis 22 Uhr.",
      "",
      "**Wichtig:** Lassen Sie sich den Gesamtpreis inklusive Anfahrt vor Beginn der Arbeiten nennen und zahlen Sie nicht mehr als vereinbart. Die Verbraucherzentrale Sachsen-Anhalt warnt regelmäßig vor Lockanrufen mit überhöhten Rechnungen.",
      "",
      "Mehr anzeigen",
      "",
      "Schlüsseldienst Becker – becker-schluessel-dessau.de",
      "Vorsicht beim Schlüsseldienst – verbraucherzentrale-sachsen-anhalt.de",
    ),
    target: { businessName: "Schlüsseldienst Becker", domain: "schluesseldienst-becker-quellendorf.de" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Schlüsseldienst Becker", "Sicherheitstechnik Krause"],
      tone: null,
      platforms: [],
    },
  },
  {
    id: "blind102-aimode-reinigung-edderitz-karte-vierte",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und kurzen Bullets; Ziel 'Glanzwerk Gebäudereinigung' als vierte Karte",
    asked: { assistant: "google-ai-overview", query: "Fensterputzer für Privathaushalt in Edderitz", city: "Edderitz", country: "DE" },
    answer: md(
      "Für Fensterreinigung im Privathaushalt rund um Edderitz gibt es einige Reinigungsfirmen aus dem Südlichen Anhalt und Köthen, die auch kleinere Aufträge annehmen:",
      "",
      "**Reinigungsservice Blitzblank**",
      "4,8 ★ (61) · Reinigungsdienst · Köthen",
      "Geöffnet · Schließt um 17:00",
      "",
      "**Gebäudedienste Anhalt**",
      "4,6 ★ (38) · Gebäudereinigung · Südliches Anhalt",
      "Geöffnet · Schließt um 16:00",
      "",
      "**Hausmeister- und Reinigungsservice Zabel**",
      "4,9 ★ (22) · Hausmeisterdienst",
      "Geschlossen · Öffnet Mo. um 07:00",
      "",
      "**Glanzwerk Gebäudereinigung**",
      "4,7 ★ (17) · Fensterreinigung · Edderitz",
      "Geöffnet · Schließt um 18:00",
      "",
      "* Für ein Einfamilienhaus liegen die Preise meist zwischen 80 und 180 €, je nach Anzahl der Fenster und Rahmenreinigung.",
      "* Viele Anbieter kommen im Frühjahr und Herbst im festen Turnus; eine Anfrage mit Fotos beschleunigt das Angebot.",
    ),
    target: { businessName: "Glanzwerk Gebäudereinigung" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Reinigungsservice Blitzblank", "Gebäudedienste Anhalt", "Hausmeister- und Reinigungsservice Zabel", "Glanzwerk Gebäudereinigung"],
      contextIncludes: "Glanzwerk",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind102-aimode-optiker-weissandt-goelzau-fehlt",
    about: "Google AI Mode mit Kartenkarten und kurzem Text; Ziel 'Augenoptik Sehwerk' fehlt ohne Verwechslung",
    asked: { assistant: "google-ai-overview", query: "Optiker in der Nähe von Weißandt-Gölzau mit Sehtest", city: "Weißandt-Gölzau", country: "DE" },
    answer: md(
      "In Weißandt-Gölzau selbst gibt es keinen Optiker; die nächsten Geschäfte mit kostenlosem Sehtest liegen in Köthen und Zörbig:",
      "",
      "**Optik Schreiber**",
      "4,9 ★ (112) · Optiker · Köthen",
      "Geöffnet · Schließt um 18:00",
      "Sehtest ohne Termin, große Auswahl an Gleitsichtbrillen",
      "",
      "**Brillenstudio Kunze**",
      "4,7 ★ (54) · Augenoptiker · Zörbig",
      "Geöffnet · Schließt um 17:30",
      "Kontaktlinsenanpassung nach Vereinbarung",
      "",
      "**Optikhaus Lindner**",
      "4,5 ★ (89) · Optiker · Köthen",
      "Geschlossen · Öffnet Sa. um 09:00",
      "",
      "Ein Sehtest beim Optiker ersetzt keine augenärztliche Untersuchung; bei Beschwerden oder ab etwa 40 Jahren ist ein regelmäßiger Check beim Augenarzt sinnvoll.",
    ),
    target: { businessName: "Augenoptik Sehwerk" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Optik Schreiber", "Brillenstudio Kunze", "Optikhaus Lindner"],
      tone: null,
      platforms: [],
    },
  },
  // ---------------------------------------------------------------------------
  // Österreich (12): Bezirk Jennersdorf, Südburgenland
  // ---------------------------------------------------------------------------
  {
    id: "blind102-chatgpt-buschenschank-mogersdorf-nach-liste-lob-lang",
    about: "ChatGPT-Suche, lange Antwort mit fetten Namen, Abschnitten und Markdown-Links; Ziel 'Buschenschank Kropf' erst nach der Liste als Geheimtipp mit Lob (Platz 4)",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Wir sind im September ein paar Tage in Mogersdorf. Welche Buschenschanken oder Heurigen könnt ihr in der Gegend empfehlen?", city: "Mogersdorf", country: "AT" },
    answer: md(
      "Im September seid ihr genau zur richtigen Zeit im Südburgenland: Die Weinlese beginnt, viele Buschenschanken haben „ausg'steckt“, und in der Gegend um Mogersdorf bekommt ihr neben Weiß- und Rotwein auch den typischen Uhudler. Kurz vorab, weil es oft verwechselt wird: In einer Buschenschank dürfen nur eigene Weine und vor allem kalte Speisen aus eigener Produktion angeboten werden, und sie hat nur zu bestimmten Zeiten im Jahr geöffnet. Ein „Heuriger“ ist im Burgenland meist dasselbe Prinzip, manche Betriebe nennen sich aber einfach so, weil es geläufiger ist.",
      "",
      "Hier sind die Adressen, die in Bewertungen und regionalen Empfehlungen am häufigsten auftauchen:",
      "",
      "**1. Weinhof Pummer**",
      "Ein Familienbetrieb am Ortsrand von Mogersdorf mit großem Gastgarten unter Nussbäumen. Auf der Brettljause landen Geselchtes, Kürbiskernaufstrich, Grammelschmalz und Käse aus der Umgebung, dazu Welschriesling, Zweigelt und Uhudler. Besonders gelobt werden die hausgemachten Mehlspeisen am Wochenende. Der Betrieb hat im September meist an drei Wochenenden geöffnet – die genauen Termine stehen auf der Website. ([weinhof-pummer.at](https://www.weinhof-pummer.at/))",
      "",
      "**2. Heuriger Zum Schlösslberg**",
      "Wie der Name verrät, liegt er am Fuß des Schlösslbergs, wo die Gedenkstätte an die Schlacht bei Mogersdorf von 1664 steht. Ihr könnt also einen kurzen Spaziergang hinauf zum Aussichtspunkt mit einem Abend im Heurigen verbinden. Die Karte ist etwas größer als in klassischen Buschenschanken, es gibt auch warme Kleinigkeiten wie Blunzengröstl. In den Google-Bewertungen wird die Aussicht von der Terrasse immer wieder hervorgehoben, kritisiert wird nur, dass es an schönen Samstagen sehr voll werden kann. ([google.com](https://www.google.com/maps/search/heuriger+mogersdorf))",
      "",
      "**3. Weingut Lang am Hügel** (Jennersdorf)",
      "Etwa zehn Minuten entfernt, eher ein Weingut mit Verkostungsraum als eine klassische Buschenschank, aber mit regelmäßigen Ausschanktagen im Herbst. Gut, wenn ihr Wein mit nach Hause nehmen wollt: Die Auswahl an Flaschen ist groß, und man wird sehr persönlich beraten. Auf Tripadvisor wird die Verkostung mit Käse aus der Region gelobt. ([tripadvisor.at](https://www.tripadvisor.at/Attractions-g1172432-Activities-Jennersdorf_Burgenland.html))",
      "",
      "**Geheimtipp:** Mehrere Gäste erwähnen außerdem die Buschenschank Kropf in Wallendorf, einem Ortsteil von Mogersdorf – klein, sehr ursprünglich, mit Blick ins Raabtal und einer der besten Brettljausen der Gegend. Der Uhudler-Frizzante aus eigener Herstellung ist dort fast schon Pflicht. Da sie nur wenige Tische hat, lohnt sich ein kurzer Anruf vorher.",
      "",
      "### Praktische Tipps",
      "",
      "- **Ausg'steckt-Kalender:** Buschenschanken haben keine festen Öffnungszeiten über das ganze Jahr. Den aktuellen Kalender für die Region findet ihr beim Tourismusverband oder in den Aushängen der Gemeinden; viele Betriebe posten ihre Termine auch auf ihren Websites.",
      "- **Uhudler probieren:** Der Uhudler wird aus sogenannten Direktträgersorten gekeltert und schmeckt nach Walderdbeeren. Er ist nur im Südburgenland zu bekommen und polarisiert – probiert ihn am besten zuerst als Achtel oder gespritzt.",
      "- **Bargeld mitnehmen:** Kleine Buschenschanken akzeptieren oft keine Karten. Eine Brettljause für zwei Personen kostet meist zwischen 15 und 25 €.",
      "- **Nicht selbst fahren:** Die Wege zwischen den Kellerstöckln sind schmal und abends unbeleuchtet. Wer Wein trinken möchte, sollte ein Taxi aus Jennersdorf vorbestellen oder eine Unterkunft in Gehweite wählen.",
      "- **Ausflüge kombinieren:** Tagsüber lohnen sich der Naturpark Raab-Őrség-Goričko mit seinen Streuobstwiesen, eine Radtour entlang der Raab oder ein halber Tag in der Thermenregion um Loipersdorf, die nur rund 20 Minuten entfernt ist.",
      "- **Mitbringsel:** Viele Buschenschanken verkaufen ab Hof auch Kürbiskernöl, Traubensaft, Marmeladen und Edelbrände. Fragt einfach beim Bezahlen nach – die Preise sind meist günstiger als im Handel, und ihr unterstützt direkt die kleinen Familienbetriebe der Region.",
      "",
      "### Wann ist am meisten los?",
      "",
      "Die Wochenenden rund um die Weinlese sind die beliebtesten, vor allem wenn das Wetter mild ist. Unter der Woche ist es deutlich ruhiger, dafür haben nicht alle Betriebe geöffnet. Wenn ihr flexibel seid, plant einen Abend am Donnerstag oder Freitag ein – dann bekommt ihr meist einen guten Platz im Garten und habt Zeit, mit den Winzerfamilien ins Gespräch zu kommen.",
      "",
      "Sagt mir gern, an welchen Tagen ihr genau in Mogersdorf seid, dann schaue ich, welche Betriebe in diesem Zeitraum voraussichtlich geöffnet haben.",
    ),
    target: { businessName: "Buschenschank Kropf" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Weinhof Pummer", "Heuriger Zum Schlösslberg", "Weingut Lang am Hügel", "Buschenschank Kropf"],
      contextIncludes: "Ortsteil von Mogersdorf",
      tone: "recommended",
      platforms: ["Google Maps", "Tripadvisor"],
    },
  },
  {
    id: "blind102-chatgpt-zahnarzt-neuhaus-klausenbach-namensvetterin-anderer-ort",
    about: "ChatGPT-Suche mit fetten Namen und Markdown-Links; Ziel 'Zahnarztpraxis Dr. Michael Horvath' fehlt, genannt wird die Zahnärztin Dr. Andrea Horváth in Fürstenfeld (gleicher Familienname, anderer Ort)",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Zahnarzt mit Kassenvertrag in Neuhaus am Klausenbach oder in der Nähe, der neue Patienten nimmt?", city: "Neuhaus am Klausenbach", country: "AT" },
    answer: md(
      "In Neuhaus am Klausenbach selbst gibt es derzeit keine eigene Zahnarztordination mit Kassenvertrag. Die nächsten Möglichkeiten liegen in Jennersdorf und auf der steirischen Seite in Fürstenfeld:",
      "",
      "- **Zahnarztpraxis Dr. Pelzmann** (Jennersdorf) – Kassenvertrag mit der ÖGK, Schwerpunkt Familienzahnheilkunde; laut Website werden neue Patientinnen und Patienten aufgenommen, Wartezeit auf einen Ersttermin etwa vier Wochen. ([docfinder.at](https://www.docfinder.at/suche/zahnarzt/jennersdorf))",
      "- **Zahnärztin Dr. Andrea Horváth** (Fürstenfeld) – alle Kassen, moderne Ordination mit digitalem Röntgen, spricht auch Ungarisch. In Google-Bewertungen wird sie für ihre ruhige, schmerzarme Behandlung gelobt. ([google.com](https://www.google.com/maps/search/zahnarzt+f%C3%BCrstenfeld))",
      "- **Zahnärztliche Ordination Dr. Gerlinde Wukits** (Jennersdorf) – Kassenvertrag, zusätzlich Mundhygiene und Kinderbehandlung; Termine am besten vormittags telefonisch. ([docfinder.at](https://www.docfinder.at/suche/zahnarzt/jennersdorf))",
      "",
      "**Gut zu wissen:** Wenn eine Ordination keinen Platz hat, kann ein Wahlzahnarzt eine Alternative sein. Dort zahlst du zunächst selbst und bekommst von der ÖGK einen Teil der Kosten zurück – meist deutlich weniger als bei einem Kassenzahnarzt. Bei akuten Schmerzen am Wochenende hilft der zahnärztliche Notdienst, den die Zahnärztekammer Burgenland online veröffentlicht.",
      "",
      "Soll ich auch nach Ordinationen in Güssing oder Feldbach schauen?",
    ),
    target: { businessName: "Zahnarztpraxis Dr. Michael Horvath" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Zahnarztpraxis Dr. Pelzmann", "Zahnärztin Dr. Andrea Horváth", "Zahnärztliche Ordination Dr. Gerlinde Wukits"],
      tone: null,
      platforms: ["DocFinder", "Google Maps"],
    },
  },
  {
    id: "blind102-perplexity-steuerberatung-minihof-liebau-person-gleichen-namens",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Steuerberatung Fasching' fehlt, genannt wird nur eine gleichnamige Person ohne Betrieb (Expertin der Arbeiterkammer)",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Steuerberater in Minihof-Liebau für Arbeitnehmerveranlagung mit Pendlerpauschale und Homeoffice", city: "Minihof-Liebau", country: "AT" },
    answer: md(
      "In Minihof-Liebau selbst ist keine Steuerberatungskanzlei eingetragen; die nächsten Kanzleien liegen in Jennersdorf und in Fürstenfeld[1][2][3]. Für eine Arbeitnehmerveranlagung mit Pendlerpauschale und Homeoffice-Pauschale kommen diese infrage:",
      "",
      "1. **Steuerberatung Mag. Trinkl** (Jennersdorf) – betreut viele Pendlerinnen und Pendler aus dem Bezirk, die in Graz oder Wien arbeiten; Pauschalpreis für einfache Veranlagungen ab etwa 120 €[1].",
      "2. **Wirtschaftstreuhand Gober & Partner** (Fürstenfeld) – größere Kanzlei mit eigener Abteilung für Privatpersonen, Termine auch am Abend und per Video[2]. Laut Herold gut erreichbar und mit durchwegs positiven Rückmeldungen[3].",
      "",
      "**Alternative ohne Kosten:** Die Arbeitnehmerveranlagung lässt sich auch selbst über FinanzOnline erledigen. Die Arbeiterkammer Burgenland bietet dazu kostenlose Beratung für Mitglieder an; Christine Fasching, Steuerexpertin der AK, rät in einem aktuellen Beitrag, den Pendlerrechner des Finanzministeriums auszudrucken und aufzubewahren, weil das Finanzamt ihn häufig nachfordert[4].",
      "",
      "**Wichtige Punkte für Ihre Veranlagung**",
      "- Das Pendlerpauschale und der Pendlereuro werden nur auf Basis des Pendlerrechners gewährt[5].",
      "- Die Homeoffice-Pauschale beträgt bis zu 3 € pro Homeoffice-Tag, maximal für 100 Tage im Jahr; der Arbeitgeber muss die Tage am Lohnzettel angeben[5].",
      "- Die Veranlagung ist bis zu fünf Jahre rückwirkend möglich[5].",
      "",
      "**Quellen**",
      "1. stb-trinkl.at – Leistungen für Privatpersonen",
      "2. gober-partner.at – Team und Kontakt",
      "3. herold.at – Steuerberater Fürstenfeld",
      "4. bgld.arbeiterkammer.at – Tipps zur Arbeitnehmerveranlagung",
      "5. bmf.gv.at – Pendlerpauschale und Homeoffice",
    ),
    target: { businessName: "Steuerberatung Fasching" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Steuerberatung Mag. Trinkl", "Wirtschaftstreuhand Gober & Partner"],
      tone: null,
      platforms: ["Herold"],
    },
  },
  {
    id: "blind102-perplexity-pickerl-heiligenkreuz-tabellenzeile",
    about: "Perplexity mit Tabelle, [n]-Marken und Quellenliste; Ziel 'Kfz-Technik Pint GmbH' zuerst in der zweiten Tabellenzeile, danach im Text wiederholt",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Wo kann ich in Heiligenkreuz im Lafnitztal kurzfristig das Pickerl machen lassen?", city: "Heiligenkreuz im Lafnitztal", country: "AT" },
    answer: md(
      "Die §57a-Begutachtung („Pickerl“) dürfen in Österreich nur ermächtigte Werkstätten und Prüfstellen durchführen. Rund um Heiligenkreuz im Lafnitztal gibt es mehrere davon[1][2][3]:",
      "",
      "| Werkstatt | Ort | Pickerl für | Termin |",
      "| --- | --- | --- | --- |",
      "| Autohaus Sommer | Heiligenkreuz im Lafnitztal | Pkw, Motorräder | ca. 1–2 Wochen |",
      "| Kfz-Technik Pint GmbH | Heiligenkreuz im Lafnitztal | Pkw, Kleintransporter | meist innerhalb einer Woche |",
      "| Autowerkstatt Kainz | Rudersdorf | Pkw | nach Vereinbarung |",
      "",
      "Bei Kfz-Technik Pint bekommen Sie laut mehreren Google-Bewertungen oft noch in derselben Woche einen Termin; kleinere Mängel werden auf Wunsch gleich behoben, damit keine Nachprüfung nötig ist[2][3]. Das Autohaus Sommer ist Markenwerkstatt, prüft aber alle Fabrikate[1].",
      "",
      "**Kosten:** Die Begutachtung kostet je nach Betrieb etwa 60–90 € für einen Pkw. Die Plakette darf bis zu einen Monat vor dem Fälligkeitsmonat gemacht werden; danach gilt eine Toleranzfrist von vier Monaten[4].",
      "",
      "**Quellen**",
      "1. autohaus-sommer.at – Service und §57a",
      "2. pint-kfz.at – Leistungen",
      "3. google.com/maps – Kfz-Technik Pint, Bewertungen",
      "4. oeamtc.at – Pickerl: Fristen und Kosten",
    ),
    target: { businessName: "Kfz-Technik Pint GmbH" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Autohaus Sommer", "Kfz-Technik Pint GmbH", "Autowerkstatt Kainz"],
      contextIncludes: "meist innerhalb einer Woche",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-gemini-physio-weichselbaum-kurzform",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Physiotherapie Kroboth OG' als 'Physio Kroboth' auf Platz 3",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Physiotherapeut in Weichselbaum oder Umgebung für Rückenschmerzen, gerne mit Kassenvertrag", city: "Weichselbaum", country: "AT" },
    answer: md(
      "Bei Rückenschmerzen ist eine gezielte Physiotherapie oft der beste Weg. Im Raum Weichselbaum und Jennersdorf gibt es diese Anlaufstellen:",
      "",
      "**1. Physiotherapie am Raabufer**",
      "* **Lage:** Jennersdorf, nahe dem Hauptplatz",
      "* **Kassenvertrag:** Ja, mit der ÖGK (Wartezeit derzeit ca. 6–8 Wochen)",
      "* **Schwerpunkte:** Wirbelsäule, Haltungsschulung, Medizinische Trainingstherapie",
      "* **Bewertung:** 4,7 Sterne bei Google",
      "",
      "**2. Wahlphysiotherapeutin Julia Bauer**",
      "* **Lage:** Hausbesuche im gesamten Bezirk Jennersdorf",
      "* **Kassenvertrag:** Nein, Wahltherapeutin – ein Teil der Kosten wird von der ÖGK rückerstattet",
      "* **Schwerpunkte:** Manuelle Therapie, Triggerpunktbehandlung",
      "",
      "**3. Physio Kroboth**",
      "* **Lage:** Direkt in Weichselbaum, mit Parkplätzen vor der Praxis",
      "* **Kassenvertrag:** Ja, für ÖGK und BVAEB",
      "* **Schwerpunkte:** Rückenschule in Kleingruppen, Heilmassage, Elektrotherapie",
      "* **Bewertung:** 4,9 Sterne bei Google; Patienten loben die kurzen Wege und die flexible Terminvergabe",
      "",
      "**Hinweis:** Für Physiotherapie auf Kassenkosten brauchen Sie eine ärztliche Verordnung, die vor Beginn von der ÖGK bewilligt werden muss. Bei Wahltherapeuten reichen Sie die bezahlte Rechnung samt Verordnung danach zur Rückerstattung ein.",
    ),
    target: { businessName: "Physiotherapie Kroboth OG" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Physiotherapie am Raabufer", "Wahlphysiotherapeutin Julia Bauer", "Physio Kroboth"],
      contextIncludes: "Physio Kroboth",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-claude-tischler-muehlgraben-ohne-websuche-neutral",
    about: "Claude ausdrücklich ohne Websuche, fließender Text mit Vorbehalt; Ziel 'Tischlerei Deutsch' als erste, nur neutral genannte Adresse",
    engine: "claude",
    asked: { assistant: "claude", query: "Ich brauche einen Tischler in Mühlgraben für eine Einbauküche nach Maß. Kennst du jemanden?", city: "Mühlgraben", country: "AT" },
    answer: md(
      "Ich habe in diesem Chat keinen Zugriff auf eine Websuche, daher kann ich dir nur sagen, was mir aus meinem Trainingswissen bekannt ist – und das kann veraltet sein.",
      "",
      "Für Mühlgraben und die unmittelbare Umgebung ist mir die Tischlerei Deutsch ein Begriff, ein kleiner Familienbetrieb, der nach meinem Kenntnisstand Möbel und Küchen nach Maß fertigt. Ob es den Betrieb in dieser Form noch gibt und ob er derzeit Aufträge annimmt, kann ich allerdings nicht überprüfen. In Jennersdorf gab es außerdem die Möbeltischlerei Fabian, die ebenfalls Einbauküchen angeboten hat; auch hier gilt: bitte vorher selbst nachsehen.",
      "",
      "Ein paar Dinge, die dir bei der Auswahl helfen können:",
      "",
      "- **Referenzen ansehen:** Bitte um Fotos oder Adressen von Küchen, die der Betrieb in den letzten Jahren gebaut hat. Gute Tischler zeigen das gerne.",
      "- **Angebot aufschlüsseln lassen:** Korpus, Fronten, Arbeitsplatte, Beschläge und Geräte sollten getrennt ausgewiesen sein, damit du vergleichen kannst. Frag auch, ob Montage und Anschluss der Geräte inklusive sind.",
      "- **Lieferzeit einplanen:** Maßküchen vom Tischler haben oft Lieferzeiten von zwei bis vier Monaten.",
      "",
      "Am schnellsten findest du aktuelle Betriebe über das Firmenverzeichnis Herold oder über die Innung der Tischler in der Wirtschaftskammer Burgenland. Wenn du mir Angebote schickst, helfe ich dir gern beim Vergleich.",
    ),
    target: { businessName: "Tischlerei Deutsch" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Tischlerei Deutsch", "Möbeltischlerei Fabian"],
      contextIncludes: "Familienbetrieb",
      tone: "neutral",
      platforms: ["Herold"],
    },
  },
  {
    id: "blind102-claude-hausarzt-st-martin-raab-aufnahmestopp-lang",
    about: "Claude mit Websuche, lange Antwort in fließendem Text mit kurzer Liste und Vorbehalten; Ziel 'Ordination Dr. Gerald Kappel' nur über den Arzt genannt, mit Aufnahmestopp (Platz 2), danach als 'Dr. Kappel' wiederholt",
    engine: "claude",
    asked: { assistant: "claude", query: "Wir sind nach St. Martin an der Raab gezogen (zwei Erwachsene, zwei Kinder) und suchen einen Hausarzt mit Kassenvertrag. Was gibt es da?", city: "St. Martin an der Raab", country: "AT" },
    answer: md(
      "Willkommen im Raabtal! Ich habe mir angesehen, welche Allgemeinmediziner mit Kassenvertrag für St. Martin an der Raab und die Ortsteile infrage kommen. Die Lage ist, wie in vielen ländlichen Gemeinden im Burgenland, etwas angespannt, aber es gibt realistische Möglichkeiten.",
      "",
      "Für eine Familie mit Kindern würde ich zuerst die Allgemeinmedizinische Gruppenpraxis Jennersdorf kontaktieren. Dort arbeiten drei Ärztinnen und Ärzte mit Kassenvertrag zusammen, die Ordination hat an allen Werktagen geöffnet, zweimal pro Woche auch am Nachmittag bis 18 Uhr, und laut ihrer Website werden neue Patientinnen und Patienten aus dem Bezirk aufgenommen. Ein Vorteil für Familien: Eine der Ärztinnen hat eine Zusatzausbildung in Kinder- und Jugendheilkunde, sodass ihr für einfache Infekte nicht jedes Mal nach Güssing oder Feldbach zum Kinderarzt fahren müsst. Die Fahrt von St. Martin dauert etwa zehn Minuten, mit dem Bus deutlich länger, weil die Verbindungen im Raabtal vor allem auf Schulzeiten ausgerichtet sind.",
      "",
      "Am naheliegendsten wäre eigentlich Dr. Gerald Kappel, der Gemeindearzt direkt in St. Martin an der Raab. Er ist in Bewertungen sehr geschätzt, vor allem für seine Hausbesuche und dafür, dass er sich Zeit nimmt. Allerdings nimmt er laut einem Hinweis auf seiner Website und mehreren aktuellen Kommentaren derzeit keine neuen Patientinnen und Patienten auf; es gibt eine Warteliste, auf die man sich telefonisch setzen lassen kann. Ich würde das trotzdem tun – auf dem Land wechseln Patienten seltener, aber Plätze werden immer wieder frei, etwa durch Umzüge.",
      "",
      "Weitere Optionen, falls beides nicht klappt:",
      "",
      "- **Gesundheitszentrum Raabtal** – ein Primärversorgungszentrum mit mehreren Allgemeinmedizinern, Diplompflege und Physiotherapie unter einem Dach, rund 20 Minuten entfernt. Primärversorgungszentren haben meist längere Öffnungszeiten und sind verpflichtet, Patientinnen und Patienten aus ihrem Einzugsgebiet aufzunehmen.",
      "- **Dr. Petra Lackner** – Wahlärztin für Allgemeinmedizin in Jennersdorf. Hier bekommt ihr schneller einen Termin, zahlt aber zunächst selbst und erhaltet von der ÖGK nur einen Teil der Kosten zurück. Für eine Familie kann das über das Jahr teuer werden, als Überbrückung ist es aber eine Möglichkeit.",
      "",
      "Ein paar praktische Hinweise, die euch die Suche erleichtern:",
      "",
      "Ruft am besten direkt zu Ordinationsbeginn an, meist zwischen 7:30 und 8:00 Uhr. Viele Landordinationen haben nur eine Ordinationsassistentin am Telefon, und später am Vormittag kommt man kaum durch. Nehmt beim ersten Besuch die e-cards aller Familienmitglieder, die Impfpässe, die Mutter-Kind-Pass- bzw. Eltern-Kind-Pass-Unterlagen der Kinder und eine Liste regelmäßig eingenommener Medikamente mit.",
      "",
      "Für die Kinder würde ich parallel einen Kinderarzt suchen, auch wenn die Gruppenpraxis Kinder mitbetreut. Die nächsten Kinderfachärzte mit Kassenvertrag sind in Güssing und Feldbach; dort sind die Wartelisten für neue Patienten erfahrungsgemäß länger als bei Allgemeinmedizinern. Auf DocFinder könnt ihr nach Fachrichtung und Kassenvertrag filtern, die Angaben zur Aufnahme neuer Patienten sind dort aber nicht immer aktuell.",
      "",
      "Noch ein Punkt, der auf dem Land oft übersehen wird: Einige Landärzte im Bezirk führen eine Hausapotheke, weil es im Ort keine öffentliche Apotheke gibt. Wenn eure Ordination keine hat, lohnt es sich, die Öffnungszeiten der nächsten Apotheke und den Apothekennotdienst zu kennen, bevor ihr mit einem kranken Kind am Samstagabend nach Medikamenten sucht. Auch Rezepte für Dauermedikamente lassen sich bei den meisten Ordinationen telefonisch oder per E-Mail bestellen und über die e-card in jeder Apotheke einlösen – das spart gerade mit Kindern viele Wege.",
      "",
      "Wenn es nachts oder am Wochenende dringend ist, erreicht ihr unter 1450 die telefonische Gesundheitsberatung, die euch sagt, ob ihr zum Bereitschaftsdienst, ins Spital oder doch bis zum nächsten Tag warten könnt. Bei Notfällen natürlich immer 144.",
      "",
      "Eine Einschränkung zum Schluss: Angaben zu Aufnahmestopps ändern sich oft kurzfristig, und nicht jede Ordination aktualisiert ihre Website zeitnah. Fragt deshalb bei Dr. Kappel und bei der Gruppenpraxis ruhig direkt nach, auch wenn online etwas anderes steht – ein freundlicher Anruf mit dem Hinweis, dass ihr neu zugezogen seid, bewirkt manchmal mehr als jedes Formular. Wenn ihr mir sagt, ob ihr mobil seid oder auf Öffis angewiesen, kann ich die Optionen noch nach Erreichbarkeit sortieren.",
    ),
    target: { businessName: "Ordination Dr. Gerald Kappel" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Allgemeinmedizinische Gruppenpraxis Jennersdorf", "Dr. Gerald Kappel", "Gesundheitszentrum Raabtal", "Dr. Petra Lackner"],
      contextIncludes: "Gemeindearzt direkt in St. Martin an der Raab",
      tone: "unavailable",
      platforms: ["DocFinder"],
    },
  },
  {
    id: "blind102-copilot-unterkunft-grieselstein-aehnlicher-name",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Gästehaus Thermenruh' fehlt, genannt wird das ähnlich benannte 'Appartementhaus Thermenblick'",
    asked: { assistant: "copilot", query: "Unterkunft in Grieselstein nahe Therme Loipersdorf für 2 Nächte", city: "Grieselstein", country: "AT" },
    answer: md(
      "Hier sind einige Unterkünfte in und um Grieselstein, nur wenige Minuten von der Therme Loipersdorf entfernt:",
      "",
      "1. **Appartementhaus Thermenblick** – ruhige Lage am Ortsrand von Grieselstein, Appartements mit Küche und Terrasse, Frühstückskorb auf Wunsch; ca. 5 Minuten mit dem Auto zur Therme¹.",
      "2. **Landhaus Ruhepol** – kleines Haus mit sechs Zimmern in Jennersdorf, Sauna und Garten, bekannt für das regionale Frühstück².",
      "3. **Ferienwohnung Weinbergblick** – für bis zu vier Personen, mit Blick über die Hügel, Mindestaufenthalt zwei Nächte³.",
      "",
      "Tipp: Einige Gastgeber bieten vergünstigte Thermen-Tickets an – frag bei der Buchung nach.",
      "",
      "Weitere Informationen:",
      "1 booking.com",
      "2 landhaus-ruhepol.at",
      "3 tripadvisor.at",
    ),
    target: { businessName: "Gästehaus Thermenruh" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Appartementhaus Thermenblick", "Landhaus Ruhepol", "Ferienwohnung Weinbergblick"],
      tone: null,
      platforms: ["Booking.com", "Tripadvisor"],
    },
  },
  {
    id: "blind102-copilot-florist-windisch-minihof-fehlt",
    about: "Copilot, kurze Antwort mit hochgestellten Marken; Ziel 'Blumen Hirschmann' fehlt ohne Verwechslung",
    asked: { assistant: "copilot", query: "Blumengeschäft Windisch-Minihof Trauerkranz bestellen", city: "Windisch-Minihof", country: "AT" },
    answer: md(
      "In Windisch-Minihof selbst gibt es kein Blumengeschäft. Trauerkränze und Gestecke kannst du bei diesen Floristen in der Nähe bestellen:",
      "",
      "- **Blumen & Gartencenter Zach** (Jennersdorf) – Trauerfloristik, Kränze und Grabgestecke, Lieferung an Friedhöfe im Bezirk¹.",
      "- **Floristik Rosenrot** (Neuhaus am Klausenbach) – kleine Werkstatt, individuelle Gestecke, Bestellung telefonisch mindestens zwei Tage vorher².",
      "",
      "Für eine Beerdigung am Wochenende solltest du spätestens am Donnerstag bestellen.",
      "",
      "Weitere Informationen:",
      "1 zach-blumen.at",
      "2 herold.at",
    ),
    target: { businessName: "Blumen Hirschmann" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Blumen & Gartencenter Zach", "Floristik Rosenrot"],
      tone: null,
      platforms: ["Herold"],
    },
  },
  {
    id: "blind102-aio-tierarzt-neumarkt-raab-ortsname-anderer-betrieb",
    about: "Googles KI-Übersicht mit kurzen Bullets und Quellenkarten; Ziel 'Tierarztpraxis Neumarkt' fehlt, genannt wird die 'Hundepension Neumarkt' (Ortsname im Namen eines anderen Betriebs)",
    asked: { assistant: "google-ai-overview", query: "tierarzt neumarkt an der raab hund", city: "Neumarkt an der Raab", country: "AT" },
    answer: md(
      "Für Hunde aus Neumarkt an der Raab sind die nächsten Tierarztpraxen in Jennersdorf und Fürstenfeld:",
      "",
      "* **Tierarztpraxis Mag. Wagner (Jennersdorf):** Kleintiere, Impfungen, Zahnbehandlungen; Sprechstunden auch am Samstagvormittag.",
      "* **Kleintierpraxis Dr. Szabo (Fürstenfeld):** Ultraschall, Röntgen und Operationen, Termine nach Vereinbarung.",
      "* **Betreuung im Urlaub:** Die Hundepension Neumarkt nimmt Hunde tage- und wochenweise auf, ein aktueller Impfpass ist Voraussetzung.",
      "",
      "Den tierärztlichen Wochenend- und Feiertagsdienst im Burgenland finden Sie über die Tierärztekammer.",
      "",
      "Mehr anzeigen",
      "",
      "Tierarztpraxis Mag. Wagner – tierarzt-wagner-jennersdorf.at",
      "Tierärzte in Jennersdorf – Herold",
    ),
    target: { businessName: "Tierarztpraxis Neumarkt" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Tierarztpraxis Mag. Wagner", "Kleintierpraxis Dr. Szabo", "Hundepension Neumarkt"],
      tone: null,
      platforms: ["Herold"],
    },
  },
  {
    id: "blind102-aimode-fotograf-dobersdorf-karte-zweite",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus, Zitat); Ziel 'Fotostudio Augenblick' als zweite Karte",
    asked: { assistant: "google-ai-overview", query: "Hochzeitsfotograf in der Nähe von Dobersdorf", city: "Dobersdorf", country: "AT" },
    answer: md(
      "Für Hochzeitsreportagen rund um Dobersdorf und Rudersdorf werden diese Fotografen häufig gebucht:",
      "",
      "**Fotografie Lisa Pock**",
      "5,0 ★ (48) · Fotograf · Rudersdorf",
      "Geschlossen · Öffnet Mo. um 09:00",
      "„Natürliche Bilder, ganz ohne gestellte Posen“",
      "",
      "**Fotostudio Augenblick**",
      "4,9 ★ (73) · Fotostudio · Dobersdorf",
      "Geöffnet · Schließt um 18:00",
      "„Hat unsere Hochzeit von der Trauung bis zur Party begleitet“",
      "",
      "**Hochzeitsfotografie Raabtal**",
      "4,8 ★ (29) · Hochzeitsfotograf",
      "Nur nach Vereinbarung",
      "",
      "* Ganztägige Reportagen kosten in der Region meist zwischen 1.500 und 2.800 €.",
      "* Beliebte Termine im Mai und September sind oft ein Jahr im Voraus vergeben.",
    ),
    target: { businessName: "Fotostudio Augenblick" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Fotografie Lisa Pock", "Fotostudio Augenblick", "Hochzeitsfotografie Raabtal"],
      contextIncludes: "Augenblick",
      tone: "recommended",
      platforms: [],
    },
  },
  {
    id: "blind102-aimode-radgeschaeft-kalch-dauerhaft-geschlossen",
    about: "Google AI Mode mit Kartenkarten; Ziel 'Radsport Lafnitz' fehlt ohne Verwechslung; eine Karte 'Dauerhaft geschlossen'",
    asked: { assistant: "google-ai-overview", query: "E-Bike Reparatur oder Verleih bei Kalch", city: "Kalch", country: "AT" },
    answer: md(
      "Rund um Kalch und Neuhaus am Klausenbach gibt es nur wenige Radgeschäfte; diese liegen am nächsten:",
      "",
      "**Bike & Service Jennersdorf**",
      "4,7 ★ (95) · Fahrradgeschäft · Jennersdorf",
      "Geöffnet · Schließt um 18:00",
      "E-Bike-Verleih, Reparatur aller Marken",
      "",
      "**Zweirad Gombotz**",
      "4,6 ★ (41) · Fahrradreparatur · Neuhaus am Klausenbach",
      "Geschlossen · Öffnet Di. um 08:00",
      "",
      "**Radhaus Raabtal**",
      "4,2 ★ (18) · Fahrradgeschäft",
      "Dauerhaft geschlossen",
      "",
      "Für Touren im Dreiländereck lohnt es sich, Leihräder in der Saison ein paar Tage vorher zu reservieren.",
    ),
    target: { businessName: "Radsport Lafnitz" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Bike & Service Jennersdorf", "Zweirad Gombotz"],
      tone: null,
      negative: ["Radhaus Raabtal"],
      platforms: [],
    },
  },
  // ---------------------------------------------------------------------------
  // Schweiz (12): Innerschwyz, Kanton Schwyz (Weiler und Ortsteile)
  // ---------------------------------------------------------------------------
  {
    id: "blind102-chatgpt-hofladen-aufiberg-kurzform",
    about: "ChatGPT-Suche mit fetten Namen und Markdown-Links; Ziel 'Bio-Hof Schuler' als 'Hof Schuler' auf Platz 2",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Gibt es in Aufiberg oder in der Nähe einen Hofladen mit Alpkäse und Fleisch vom eigenen Hof?", city: "Aufiberg", country: "CH" },
    answer: md(
      "Ja, oberhalb von Schwyz gibt es ein paar Höfe, die direkt ab Hof verkaufen. Rund um Aufiberg würde ich mir diese anschauen:",
      "",
      "- **Bauernhof Rotenfluh** – Familienbetrieb am Weg Richtung Rotenfluh, verkauft Alpkäse aus dem eigenen Alpbetrieb, Ziger und Butter. Der Hofladen ist ein kleiner Selbstbedienungsraum, bezahlt wird bar oder mit TWINT. ([google.com](https://www.google.com/maps/search/hofladen+schwyz))",
      "- **Hof Schuler** – Bio-Knospe-Betrieb direkt in Aufiberg mit Mutterkuhhaltung. Neben Alpkäse gibt es Fleischpakete (Natura-Beef) auf Vorbestellung, im Sommer auch Eier und Sirup. Die Fleischpakete werden meist zweimal im Jahr ausgeliefert, man kann sich auf der Website dafür eintragen. ([hof-schuler.ch](https://www.hof-schuler.ch/hofladen))",
      "- **Metzgerei Marty** (Rickenbach) – keine Hofproduktion, aber die Metzgerei bezieht ihr Fleisch von Bauern aus dem Talkessel und führt eine gute Auswahl an Alp- und Bergkäse.",
      "",
      "Die Selbstbedienungs-Hofläden sind meist täglich offen, Fleisch gibt es aber fast überall nur auf Bestellung. Ein kurzer Anruf vorher lohnt sich, vor allem im Sommer, wenn die Familien auf der Alp sind.",
    ),
    target: { businessName: "Bio-Hof Schuler" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Bauernhof Rotenfluh", "Hof Schuler", "Metzgerei Marty"],
      contextIncludes: "Bio-Knospe-Betrieb direkt in Aufiberg",
      tone: "recommended",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-chatgpt-zahnarzt-oberschoenenbuch-aehnlicher-name-lang",
    about: "ChatGPT-Suche, lange Antwort mit Überschriften, fetten Namen, Tabelle und Markdown-Links; Ziel 'Zahnarztpraxis Mythenblick' fehlt, genannt wird die ähnlich benannte 'Zahnarztpraxis im Mythen Center'",
    engine: "chatgpt",
    asked: { assistant: "chatgpt", query: "Ich wohne in Oberschönenbuch und suche einen Zahnarzt für die ganze Familie (zwei Kinder, 6 und 9), am liebsten in Schwyz oder Ibach. Wen kannst du empfehlen und worauf sollte ich achten?", city: "Oberschönenbuch", country: "CH" },
    answer: md(
      "Von Oberschönenbuch aus seid ihr in wenigen Minuten in Ibach, Schwyz oder Brunnen – dort gibt es mehrere Praxen, die Familien betreuen. Ich habe mir aktuelle Einträge, Websites und Bewertungen angesehen. Hier eine Auswahl, die für Erwachsene und Kinder gleichermassen passt:",
      "",
      "## Empfehlenswerte Praxen",
      "",
      "### 1. Zahnarztpraxis im Mythen Center (Ibach)",
      "Die Praxis liegt im Einkaufszentrum in Ibach, was für Familien praktisch ist: Parkplätze direkt vor der Tür, und Termine lassen sich mit dem Einkauf verbinden. Das Team besteht aus drei Zahnärztinnen und Zahnärzten sowie zwei Dentalhygienikerinnen. Kinder werden ab dem ersten Zahn behandelt, es gibt ein eigenes, kindgerecht eingerichtetes Behandlungszimmer. In Bewertungen wird häufig erwähnt, dass auch ängstliche Kinder gut begleitet werden. Termine sind online über OneDoc buchbar, auch am Samstagvormittag. ([onedoc.ch](https://www.onedoc.ch/de/zahnarzt/ibach))",
      "",
      "### 2. Zahnmedizin am Hauptplatz (Schwyz)",
      "Eine etablierte Praxis im Zentrum von Schwyz, die seit vielen Jahren Familien aus dem Talkessel betreut. Schwerpunkte sind allgemeine Zahnmedizin, Prophylaxe und ästhetische Behandlungen. Die Praxis ist mit dem Bus gut erreichbar, was für ältere Kinder praktisch ist, die später allein zur Kontrolle gehen. Patientinnen und Patienten loben die ruhige Atmosphäre und die klaren Kostenvoranschläge. ([local.ch](https://www.local.ch/de/q/schwyz/zahnarzt))",
      "",
      "### 3. Dr. med. dent. Nadia Auf der Maur (Kinderzahnmedizin, Brunnen)",
      "Wenn ihr für die Kinder eine spezialisierte Betreuung möchtet: Sie ist auf Kinder- und Jugendzahnmedizin spezialisiert und nimmt sich für Erstbesuche viel Zeit, damit sich die Kinder an die Umgebung gewöhnen können. Auch Versiegelungen, Milchzahnbehandlungen und eine erste kieferorthopädische Einschätzung gehören zum Angebot. Die Wartezeit auf einen Ersttermin liegt laut Praxis bei etwa vier bis sechs Wochen. ([search.ch](https://search.ch/tel/?was=kinderzahnarzt&wo=brunnen))",
      "",
      "### 4. Dentalzentrum Brunnen",
      "Ein grösseres Zentrum mit längeren Öffnungszeiten, auch am frühen Abend. Gut geeignet, wenn ihr als Eltern eher abends Termine braucht. Bewertungen bei Google sind überwiegend positiv, einzelne Stimmen kritisieren, dass man nicht immer bei derselben Zahnärztin landet. ([google.com](https://www.google.com/maps/search/dentalzentrum+brunnen))",
      "",
      "## Kurzer Überblick",
      "",
      "| Praxis | Ort | Kinder | Besonderheit |",
      "| --- | --- | --- | --- |",
      "| Zahnarztpraxis im Mythen Center | Ibach | ja, ab erstem Zahn | Samstagstermine, online buchbar |",
      "| Zahnmedizin am Hauptplatz | Schwyz | ja | zentral, gut mit dem Bus |",
      "| Dr. med. dent. Nadia Auf der Maur | Brunnen | Spezialisierung | Kinderzahnmedizin |",
      "| Dentalzentrum Brunnen | Brunnen | ja | Abendtermine |",
      "",
      "## Worauf ihr achten solltet",
      "",
      "- **Kosten und Versicherung:** In der Schweiz übernimmt die Grundversicherung Zahnbehandlungen nur in Ausnahmefällen, etwa nach Unfällen oder bei bestimmten Krankheiten. Für Kinder lohnt sich deshalb oft eine Zahnzusatzversicherung, die vor allem bei späteren Zahnspangen entlastet. Schliesst sie am besten ab, solange die Kinder noch keine Behandlung brauchen.",
      "- **Schulzahnpflege:** Im Kanton Schwyz gibt es für Schulkinder eine jährliche Kontrolle im Rahmen der Schulzahnpflege. Fragt bei der Gemeinde bzw. Schule nach, welche Praxen dafür zuständig sind – manche Eltern lassen die Kontrolle direkt bei ihrer Familienpraxis machen.",
      "- **Tarif:** Zahnärztinnen und Zahnärzte rechnen nach dem Zahnarzttarif mit Taxpunkten ab. Der Taxpunktwert kann sich zwischen Praxen unterscheiden; bei grösseren Behandlungen lohnt es sich, einen schriftlichen Kostenvoranschlag zu verlangen.",
      "- **Dentalhygiene:** Für Erwachsene ist eine Dentalhygiene ein- bis zweimal im Jahr sinnvoll. Viele Praxen bieten Familientermine an, bei denen Eltern und Kinder hintereinander drankommen – das spart einen Weg.",
      "- **Notfälle:** Für Zahnschmerzen am Wochenende gibt es einen zahnärztlichen Notfalldienst, den die kantonale Sektion der Zahnärztegesellschaft SSO organisiert. Die Nummer findet ihr auf deren Website oder auf dem Anrufbeantworter eurer Praxis.",
      "",
      "## Mein Tipp",
      "",
      "Vereinbart für die Kinder zuerst einen kurzen Kennenlerntermin ohne Behandlung. Gerade beim ersten Besuch hilft es, wenn die Kinder den Stuhl ausprobieren und die Instrumente anschauen dürfen. Praxen, die sich dafür Zeit nehmen, sind meist auch bei späteren Behandlungen entspannter im Umgang mit Kindern. Für euch als Eltern lohnt sich beim ersten Termin auch die Frage, wie die Praxis mit Zahnspangen umgeht: Manche überweisen früh an eine Kieferorthopädin, andere beobachten die Entwicklung erst einige Jahre. Mit neun Jahren ist ein guter Zeitpunkt für eine erste Einschätzung, ob später eine Behandlung nötig sein könnte.",
      "",
      "Wenn du mir sagst, ob ihr eher Termine am Samstag oder am Abend braucht, kann ich die Auswahl noch weiter eingrenzen.",
    ),
    target: { businessName: "Zahnarztpraxis Mythenblick" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Zahnarztpraxis im Mythen Center", "Zahnmedizin am Hauptplatz", "Dr. med. dent. Nadia Auf der Maur", "Dentalzentrum Brunnen"],
      tone: null,
      platforms: ["OneDoc", "local.ch", "search.ch", "Google Maps"],
    },
  },
  {
    id: "blind102-perplexity-bergrestaurant-ibergeregg-erster",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Berggasthaus Zwüschenegg' auf Platz 1",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Wo kann man auf der Ibergeregg nach einer Wanderung gut essen?", city: "Ibergeregg", country: "CH" },
    answer: md(
      "Auf der Ibergeregg, der Passhöhe zwischen Schwyz und Oberiberg, gibt es mehrere Einkehrmöglichkeiten, die sich gut mit einer Wanderung verbinden lassen[1][3]:",
      "",
      "1. **Berggasthaus Zwüschenegg** – direkt an der Passhöhe, grosse Sonnenterrasse mit Blick auf die Mythen. Auf der Karte stehen Älplermagronen, Käseschnitte und Rösti; Wanderer loben die grossen Portionen und den hausgemachten Kuchen[1][2]. Montag und Dienstag Ruhetag.",
      "2. **Alpwirtschaft Blüemlisegg** – etwa 30 Minuten zu Fuss von der Passhöhe, einfache Alpbeiz mit eigenem Alpkäse und Chäsbrätel; nur von Juni bis September geöffnet[3].",
      "3. **Bergbeizli Chäppeli** – kleine Hütte am Wanderweg Richtung Holzegg, bekannt für Kafi Luz und Nussgipfel[2].",
      "",
      "An schönen Wochenenden ist die Terrasse des Berggasthauses oft schon mittags voll; eine Reservation lohnt sich[2]. Die Ibergeregg ist mit dem Postauto von Schwyz aus erreichbar, im Winter nur eingeschränkt[4].",
      "",
      "**Quellen**",
      "1. zwueschenegg.ch – Speisekarte und Öffnungszeiten",
      "2. tripadvisor.ch – Berggasthaus Zwüschenegg, Bewertungen",
      "3. google.com/maps – Alpwirtschaften Ibergeregg",
      "4. sbb.ch – Fahrplan Schwyz–Oberiberg",
    ),
    target: { businessName: "Berggasthaus Zwüschenegg" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Berggasthaus Zwüschenegg", "Alpwirtschaft Blüemlisegg", "Bergbeizli Chäppeli"],
      contextIncludes: "Sonnenterrasse mit Blick auf die Mythen",
      tone: "recommended",
      platforms: ["Tripadvisor", "Google Maps"],
    },
  },
  {
    id: "blind102-perplexity-klavierstimmer-tschuetschi-fehlt",
    about: "Perplexity mit [n]-Marken und Quellenliste; Ziel 'Klavierservice Suter' fehlt ohne Verwechslung",
    engine: "perplexity",
    asked: { assistant: "perplexity", query: "Klavierstimmer, der auch nach Tschütschi oberhalb von Schwyz kommt", city: "Tschütschi", country: "CH" },
    answer: md(
      "Klavierstimmer kommen in der Regel zu Ihnen nach Hause, auch in abgelegene Weiler wie Tschütschi; manche verrechnen dafür eine Anfahrtspauschale[1][2]. Im Talkessel Schwyz und am Vierwaldstättersee sind diese Anbieter tätig:",
      "",
      "- **Klavierbau Ehrler** (Brunnen) – Stimmen, Reparaturen und Regulierung von Klavieren und Flügeln, auch Transportvermittlung; Stimmung ab ca. CHF 180 inklusive Anfahrt im Kanton[1].",
      "- **Piano-Service Gisler** (Altdorf) – kommt regelmässig in den Kanton Schwyz und fasst Termine in einer Region zusammen, dadurch oft günstiger[2][3].",
      "",
      "Ein Klavier sollte je nach Nutzung ein- bis zweimal jährlich gestimmt werden; nach einem Umzug empfiehlt es sich, zwei bis drei Wochen zu warten, bis sich das Instrument ans neue Raumklima gewöhnt hat[4]. Weitere Adressen finden Sie im Mitgliederverzeichnis des Verbands Schweizerischer Klavierbauer und -stimmer[4] oder auf local.ch[3].",
      "",
      "**Quellen**",
      "1. klavierbau-ehrler.ch – Leistungen und Preise",
      "2. piano-gisler.ch – Stimmservice Zentralschweiz",
      "3. local.ch – Klavierstimmer Schwyz",
      "4. vsks.ch – Tipps zur Klavierpflege",
    ),
    target: { businessName: "Klavierservice Suter" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Klavierbau Ehrler", "Piano-Service Gisler"],
      tone: null,
      platforms: ["local.ch"],
    },
  },
  {
    id: "blind102-gemini-ferienhaus-bisisthal-voller-name",
    about: "Gemini mit fetten Namen allein in der Zeile und Detail-Bullets; Ziel 'Ferienhaus Glattalpblick' unter vollem Namen auf Platz 2",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Ferienhaus im Bisisthal für eine Familie mit zwei Kindern in den Sommerferien, wir wollen zur Glattalp wandern", city: "Bisisthal", country: "CH" },
    answer: md(
      "Das Bisisthal ist ein ruhiges Seitental des Muotatals und ein idealer Ausgangspunkt für Wanderungen zur Glattalp. Die Auswahl an Ferienhäusern ist klein, deshalb sollten Sie für die Sommerferien früh buchen. Hier sind einige Optionen:",
      "",
      "**Ferienwohnung Muotaperle**",
      "* **Lage:** Am Eingang des Bisisthals, direkt an der Muota",
      "* **Grösse:** 3½ Zimmer, bis 5 Personen",
      "* **Besonderheit:** Grosser Garten mit Feuerstelle, Kinder können am Bach spielen",
      "* **Buchung:** Über Booking.com oder direkt beim Vermieter",
      "",
      "**Ferienhaus Glattalpblick**",
      "* **Lage:** Im hinteren Bisisthal, nur wenige Minuten von der Talstation der Luftseilbahn zur Glattalp",
      "* **Grösse:** Freistehendes Haus mit 3 Schlafzimmern, bis 6 Personen",
      "* **Besonderheit:** Kinderspielzimmer, Wanderkarten und Rucksäcke zum Ausleihen, Hofbesuch beim Nachbarbauern möglich",
      "* **Bewertung:** 4,9 von 5 auf Airbnb, Gäste loben die Ruhe und die Nähe zur Bahn",
      "",
      "**Bergheim Silberen**",
      "* **Lage:** Muotathal, ca. 15 Minuten mit dem Auto",
      "* **Grösse:** Gruppenhaus, auch für Familien einzeln buchbar",
      "* **Besonderheit:** Günstige Option mit Selbstkocherküche, ideal als Ausweichmöglichkeit",
      "",
      "**Tipps:**",
      "* Die Luftseilbahn zur Glattalp fährt nur in der Sommersaison und hat begrenzte Kapazität; an schönen Tagen entstehen Wartezeiten.",
      "* Ein Ausflug zum Hölloch bei Muotathal ist bei Regenwetter eine spannende Alternative für Kinder.",
    ),
    target: { businessName: "Ferienhaus Glattalpblick" },
    expected: {
      mentioned: true,
      position: 2,
      businesses: ["Ferienwohnung Muotaperle", "Ferienhaus Glattalpblick", "Bergheim Silberen"],
      contextIncludes: "Glattalpblick",
      tone: "recommended",
      platforms: ["Booking.com", "Airbnb"],
    },
  },
  {
    id: "blind102-gemini-physio-ried-muotathal-nachname-anderes-gewerbe",
    about: "Gemini mit fetten Namen und Detail-Bullets; Ziel 'Physiotherapie Inderbitzin' fehlt, im Tipp steht die 'Drogerie Inderbitzin' (gleicher Familienname, anderes Gewerbe)",
    engine: "gemini",
    asked: { assistant: "gemini", query: "Physiotherapie in Ried im Muotathal oder in der Nähe nach einem Bänderriss am Sprunggelenk", city: "Ried (Muotathal)", country: "CH" },
    answer: md(
      "Nach einem Bänderriss am Sprunggelenk ist eine gezielte Physiotherapie wichtig, um Stabilität und Gleichgewicht wieder aufzubauen. In Ried selbst gibt es keine Physiotherapiepraxis, die nächsten liegen in Muotathal und im Talkessel Schwyz:",
      "",
      "**1. Physiotherapie Hürlimann**",
      "* **Ort:** Muotathal, ca. 5 Minuten von Ried",
      "* **Schwerpunkte:** Sportverletzungen, Gleichgewichtstraining, manuelle Therapie",
      "* **Termine:** Auch frühmorgens ab 7 Uhr, kurzfristige Ersttermine möglich",
      "* **Bewertung:** 4,9 Sterne bei Google",
      "",
      "**2. Physiozentrum Schwyz**",
      "* **Ort:** Schwyz, ca. 20 Minuten mit dem Auto",
      "* **Schwerpunkte:** Grosse Trainingsfläche für die medizinische Trainingstherapie, mehrere Therapeutinnen mit Zusatzausbildung in Sportphysiotherapie",
      "* **Termine:** Online buchbar über OneDoc",
      "",
      "**3. Sportphysio Ibach**",
      "* **Ort:** Ibach, direkt an der Busverbindung ins Muotatal",
      "* **Schwerpunkte:** Rückkehr in den Sport, Taping, Sprungkrafttraining",
      "* **Bewertung:** 4,8 Sterne bei Google",
      "",
      "**Gut zu wissen:**",
      "* Mit einer ärztlichen Verordnung übernimmt die Grundversicherung in der Regel neun Sitzungen; danach ist eine neue Verordnung nötig.",
      "* Tapes, eine Sprunggelenksbandage und Kühlpacks für zu Hause bekommen Sie zum Beispiel in der Drogerie Inderbitzin in Muotathal, die dazu auch gut berät.",
      "* Beginnen Sie die Übungen erst nach Rücksprache mit Ihrer Ärztin oder Ihrem Arzt, vor allem wenn das Gelenk noch geschient ist.",
    ),
    target: { businessName: "Physiotherapie Inderbitzin" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Physiotherapie Hürlimann", "Physiozentrum Schwyz", "Sportphysio Ibach", "Drogerie Inderbitzin"],
      tone: null,
      platforms: ["Google Maps", "OneDoc"],
    },
  },
  {
    id: "blind102-claude-garage-biberegg-abgeraten-lang",
    about: "Claude mit Websuche, lange Antwort in fließendem Text mit kurzer Liste und Vorbehalten; Ziel 'Garage Reichmuth AG' als 'Garage Reichmuth' ohne Rechtsform, mit Abraten (Platz 3)",
    engine: "claude",
    asked: { assistant: "claude", query: "Welche Garage in der Nähe von Biberegg kannst du für den Service und die MFK-Vorbereitung meines 12 Jahre alten Skoda Octavia empfehlen?", city: "Biberegg", country: "CH" },
    answer: md(
      "Gute Frage – gerade bei einem zwölf Jahre alten Auto lohnt es sich, die MFK nicht dem Zufall zu überlassen. Ich habe mir die Garagen im Umkreis von Biberegg angeschaut, also vor allem in Rothenthurm, Sattel und Einsiedeln, und die Bewertungen der letzten Monate gelesen.",
      "",
      "Am meisten überzeugt mich die Garage Holdener in Rothenthurm. Das ist ein kleiner Familienbetrieb, der keine Markenvertretung hat, aber viel Erfahrung mit Fahrzeugen aus dem VW-Konzern, also auch mit Skoda. In den Bewertungen wird immer wieder erwähnt, dass vor der MFK ein Vorab-Check gemacht wird und man danach eine ehrliche Einschätzung bekommt, welche Arbeiten wirklich nötig sind und welche noch warten können. Die Preise liegen nach den Angaben, die ich gefunden habe, eher im unteren Bereich für die Region. Ein kleiner Nachteil: Termine sind oft zwei bis drei Wochen im Voraus ausgebucht.",
      "",
      "Eine gute Alternative ist Auto Kälin AG in Einsiedeln. Der Betrieb ist grösser, hat einen eigenen Prüfstand für Bremsen und Stossdämpfer und bietet einen MFK-Service an, bei dem die Garage das Fahrzeug auch direkt zur Prüfung beim Strassenverkehrsamt bringt. Das spart dir einen halben Tag. Die Bewertungen sind insgesamt gut, einige Kunden finden die Stundenansätze allerdings hoch.",
      "",
      "Bei der Garage Reichmuth in Sattel wäre ich dagegen zurückhaltend. Sie liegt zwar am nächsten, aber in den letzten Monaten häufen sich Bewertungen, in denen von deutlich überschrittenen Kostenvoranschlägen und langen Wartezeiten auf Ersatzteile die Rede ist. Das kann eine vorübergehende Phase sein – zum Beispiel durch einen Personalwechsel –, aber für eine MFK-Vorbereitung, bei der es auf klare Absprachen ankommt, würde ich eher eine der anderen Garagen wählen.",
      "",
      "Falls du zusätzlich Karosseriearbeiten brauchst, etwa wegen Rost an den Radläufen, was bei Autos in diesem Alter und mit vielen Wintern auf gesalzenen Strassen häufig vorkommt:",
      "",
      "- **Carrosserie & Garage Steiner** in Biberbrugg – spezialisiert auf Rostreparaturen und Lackarbeiten, macht aber auch Service und MFK-Vorbereitung. Gut bewertet für saubere Arbeit und faire Offerten.",
      "",
      "Ein paar Hinweise zur MFK selbst, damit du weisst, worauf es ankommt:",
      "",
      "Die Motorfahrzeugkontrolle wird im Kanton Schwyz vom Strassenverkehrsamt durchgeführt. Bei einem Fahrzeug dieses Alters wird sie alle zwei Jahre fällig; das Aufgebot kommt per Post, und du kannst den Termin in der Regel einmal verschieben. Häufige Mängel bei älteren Autos sind abgefahrene Bremsscheiben, Ölverlust, defekte Beleuchtung, ausgeschlagene Lenkgelenke und Rost an tragenden Teilen. Die meisten davon erkennt eine gute Garage bei einem Vorab-Check.",
      "",
      "Du kannst das Fahrzeug auch selbst vorführen, wenn du dir zutraust, kleinere Mängel wie Lampen oder Scheibenwischer selbst zu beheben. Der Vorteil der Vorbereitung durch eine Garage ist aber, dass sie die typischen Schwachstellen kennt und du nicht mit einer Mängelliste zurückkommst und ein zweites Mal zur Prüfung musst – das kostet zusätzliche Gebühren und Zeit.",
      "",
      "Zu den Kosten: Ein normaler Service mit MFK-Vorbereitung liegt je nach Zustand des Autos irgendwo zwischen 400 und 900 Franken, plus allfällige Reparaturen. Lass dir vorher eine schriftliche Offerte geben und vereinbare, dass die Garage dich anruft, bevor sie zusätzliche Arbeiten über einem bestimmten Betrag ausführt. Das ist bei seriösen Betrieben üblich und schützt dich vor Überraschungen.",
      "",
      "Und noch ein Gedanke: Bei einem zwölf Jahre alten Octavia kann es sinnvoll sein, gleichzeitig den Zahnriemen oder die Steuerkette prüfen zu lassen, falls das nicht in den letzten Jahren gemacht wurde. Ein Schaden dort ist deutlich teurer als jede MFK-Reparatur.",
      "",
      "Eine Einschränkung: Bewertungen im Netz zeigen immer nur einen Ausschnitt, und kleine Garagen haben oft nur wenige Einträge. Wenn du in Biberegg Nachbarn oder Bekannte hast, frag ruhig auch dort nach – im Dorf weiss man meist sehr genau, welche Garage zuverlässig arbeitet. Die Google-Bewertungen, auf die ich mich hier stütze, sind ein Anhaltspunkt, aber kein Ersatz für persönliche Erfahrungen.",
      "",
      "Wenn du mir sagst, wann die MFK fällig ist und ob schon Mängel bekannt sind, helfe ich dir gern, eine Checkliste für das Gespräch mit der Garage zusammenzustellen.",
    ),
    target: { businessName: "Garage Reichmuth AG" },
    expected: {
      mentioned: true,
      position: 3,
      businesses: ["Garage Holdener", "Auto Kälin AG", "Garage Reichmuth", "Carrosserie & Garage Steiner"],
      contextIncludes: "zurückhaltend",
      tone: "discouraged",
      platforms: ["Google Maps"],
    },
  },
  {
    id: "blind102-claude-treuhand-ecce-homo-nach-liste-neutral",
    about: "Claude mit Websuche, fließender Text mit kurzer Liste; Ziel 'Treuhandbüro Föhn GmbH' als 'Treuhandbüro Föhn' erst nach der Liste und nur neutral genannt (Platz 4)",
    engine: "claude",
    asked: { assistant: "claude", query: "Ich habe eine kleine Schreinerei in Ecce Homo (Sattel) mit drei Angestellten und suche einen Treuhänder für Buchhaltung, Löhne und MWST. Wen würdest du empfehlen?", city: "Ecce Homo", country: "CH" },
    answer: md(
      "Für einen Handwerksbetrieb mit drei Angestellten brauchst du vor allem jemanden, der Buchhaltung, Lohnabrechnung inklusive Sozialversicherungen und die MWST-Abrechnung zuverlässig aus einer Hand erledigt. Ich habe nach Treuhandbüros in der Umgebung von Sattel gesucht, die KMU aus dem Gewerbe betreuen. Drei sind mir besonders aufgefallen:",
      "",
      "- **Treuhand Zgraggen AG** in Schwyz – betreut nach eigenen Angaben viele Handwerksbetriebe aus dem Kanton, arbeitet mit Bexio und Abacus und bietet Pauschalangebote für kleine Firmen an. Die Mitarbeitenden sind Mitglied bei TREUHAND|SUISSE.",
      "- **Reichlin Treuhand GmbH** in Rothenthurm – kleineres Büro, nah bei dir, mit Schwerpunkt auf Lohnbuchhaltung und Jahresabschlüssen. Kundinnen und Kunden loben die persönliche Betreuung.",
      "- **Annette Kryenbühl**, selbständige Buchhalterin mit eidgenössischem Fachausweis in Einsiedeln – eine gute Wahl, wenn du die laufende Buchhaltung auslagern, den Jahresabschluss aber mit einem grösseren Büro machen möchtest.",
      "",
      "In Sattel selbst ist zudem das Treuhandbüro Föhn im Handelsregister eingetragen. Zu seinen Schwerpunkten und Preisen habe ich online allerdings kaum Angaben gefunden, deshalb kann ich es nicht einschätzen.",
      "",
      "Für die Auswahl würde ich ein kurzes Erstgespräch mit zwei Büros vereinbaren und folgende Punkte klären: Wie werden die Belege übermittelt (Papier, Scan, Buchhaltungssoftware)? Wer ist dein fester Ansprechpartner? Gibt es eine Pauschale pro Monat oder wird nach Aufwand abgerechnet? Und wie schnell werden die Löhne jeden Monat erstellt?",
      "",
      "Rechne für Buchhaltung, Löhne für drei Personen, MWST-Abrechnung und Jahresabschluss grob mit 4000 bis 8000 Franken pro Jahr, je nach Belegmenge und wie viel du selbst vorbereitest. Ein Treuhänder, der die Branche kennt, kann dir zudem bei Offertkalkulation und Liquiditätsplanung helfen, was gerade für eine Schreinerei mit Materialvorfinanzierung viel wert ist.",
    ),
    target: { businessName: "Treuhandbüro Föhn GmbH" },
    expected: {
      mentioned: true,
      position: 4,
      businesses: ["Treuhand Zgraggen AG", "Reichlin Treuhand GmbH", "Annette Kryenbühl", "Treuhandbüro Föhn"],
      contextIncludes: "im Handelsregister eingetragen",
      tone: "neutral",
      platforms: [],
    },
  },
  {
    id: "blind102-copilot-elektriker-schornen-namensvetter-brunnen",
    about: "Copilot mit hochgestellten Marken und 'Weitere Informationen'; Ziel 'Elektro Betschart GmbH' in Sattel (mit Domain) fehlt, genannt wird die gleichnamige 'Elektro Betschart AG' in Brunnen mit eigener Domain",
    asked: { assistant: "copilot", query: "elektriker schornen sattel steckdosen erneuern", city: "Schornen", country: "CH" },
    answer: md(
      "Für kleinere Elektroarbeiten wie das Erneuern von Steckdosen in Schornen kommen diese Betriebe infrage:",
      "",
      "- **Elektro Mettler AG** – Elektroinstallateur mit Sitz in Sattel, Service für Privatkunden, Anfahrt nach Schornen in wenigen Minuten¹.",
      "- **Elektro Betschart AG** – Installationsbetrieb aus Brunnen (Inhaber Pirmin Betschart), Schwerpunkt Umbauten und Sicherheitsnachweise, deckt den ganzen Talkessel ab².",
      "",
      "Hinweis: Arbeiten an der Hausinstallation dürfen in der Schweiz nur Personen mit entsprechender Bewilligung ausführen; nach grösseren Änderungen braucht es einen Sicherheitsnachweis (SiNa).",
      "",
      "Weitere Informationen:",
      "1 elektro-mettler.ch",
      "2 elektro-betschart-brunnen.ch",
      "3 local.ch",
    ),
    target: { businessName: "Elektro Betschart GmbH", domain: "betschart-elektro-sattel.ch" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Elektro Mettler AG", "Elektro Betschart AG"],
      tone: null,
      platforms: ["local.ch"],
    },
  },
  {
    id: "blind102-aio-baeckerei-waag-fehlt",
    about: "Googles KI-Übersicht mit kurzen Bullets und Quellenkarten; Ziel 'Bäckerei Fässler' fehlt ohne Verwechslung",
    asked: { assistant: "google-ai-overview", query: "bäckerei waag unteriberg sonntag offen", city: "Waag", country: "CH" },
    answer: md(
      "In der Nähe von Waag (Unteriberg) haben am Sonntag nur wenige Bäckereien geöffnet:",
      "",
      "* **Bäckerei-Konditorei Nauer (Unteriberg):** Sonntag 7–11 Uhr, bekannt für Zopf und Birnbrot.",
      "* **Café-Bäckerei Schnüriger (Oberiberg):** Sonntag 7.30–17 Uhr mit Café, in der Wintersaison auch länger.",
      "",
      "An Feiertagen und in der Zwischensaison können die Öffnungszeiten abweichen.",
      "",
      "Mehr anzeigen",
      "",
      "Bäckereien in Unteriberg – local.ch",
      "Café-Bäckerei Schnüriger – schnueriger-beck.ch",
    ),
    target: { businessName: "Bäckerei Fässler" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Bäckerei-Konditorei Nauer", "Café-Bäckerei Schnüriger"],
      tone: null,
      platforms: ["local.ch"],
    },
  },
  {
    id: "blind102-aio-anwalt-haltikon-fehlt",
    about: "Googles KI-Übersicht mit kurzen Bullets und Quellenkarten; Ziel 'Anwaltskanzlei Ulrich' fehlt ohne Verwechslung",
    asked: { assistant: "google-ai-overview", query: "anwalt erbrecht haltikon küssnacht", city: "Haltikon", country: "CH" },
    answer: md(
      "Für erbrechtliche Fragen in Haltikon sind Anwaltskanzleien in Küssnacht am Rigi am nächsten:",
      "",
      "* **Anwaltsbüro Sidler & Trutmann:** Erbrecht, Testamente, Erbteilungen und Willensvollstreckung; Erstberatung zum Pauschalpreis.",
      "* **Rechtsanwältin lic. iur. Corinne Lustenberger:** Familien- und Erbrecht, auch Mediation bei Streit unter Erben.",
      "",
      "Eine erste kurze Rechtsauskunft bieten zudem die kantonalen Anwaltsverbände an, meist gegen eine geringe Gebühr.",
      "",
      "Mehr anzeigen",
      "",
      "Anwaltsbüro Sidler & Trutmann – sidler-trutmann.ch",
      "Rechtsanwälte Küssnacht am Rigi – search.ch",
    ),
    target: { businessName: "Anwaltskanzlei Ulrich" },
    expected: {
      mentioned: false,
      position: null,
      businesses: ["Anwaltsbüro Sidler & Trutmann", "Rechtsanwältin lic. iur. Corinne Lustenberger"],
      tone: null,
      platforms: ["search.ch"],
    },
  },
  {
    id: "blind102-aimode-pension-rigi-kloesterli-erste-karte",
    about: "Google AI Mode mit Kartenkarten (Sterne, Kategorie, Öffnungsstatus) und kurzen Bullets; Ziel 'Pension Alpenrösli' als erste Karte",
    asked: { assistant: "google-ai-overview", query: "Übernachtung Rigi Klösterli ruhig und nicht zu teuer", city: "Rigi Klösterli", country: "CH" },
    answer: md(
      "Auf Rigi Klösterli gibt es nur wenige Unterkünfte; ruhig ist es überall, da der Ort autofrei ist:",
      "",
      "**Pension Alpenrösli**",
      "4,8 ★ (132) · Pension · Rigi Klösterli",
      "Geöffnet · Rezeption bis 20:00",
      "„Einfache, saubere Zimmer und ein tolles Frühstück mit Bergkäse“",
      "",
      "**Chalet-Hotel Alpenglühn**",
      "4,5 ★ (207) · Hotel",
      "Geöffnet · Rezeption bis 22:00",
      "",
      "**Gästehaus Sonnenberg Rigi**",
      "4,6 ★ (64) · Gästehaus",
      "Geöffnet",
      "",
      "* Doppelzimmer kosten in den einfacheren Häusern etwa 140–190 CHF pro Nacht inklusive Frühstück.",
      "* Die Anreise erfolgt mit den Rigi Bahnen ab Arth-Goldau oder Vitznau; Gepäck kann man meist an der Station abholen lassen.",
    ),
    target: { businessName: "Pension Alpenrösli" },
    expected: {
      mentioned: true,
      position: 1,
      businesses: ["Pension Alpenrösli", "Chalet-Hotel Alpenglühn", "Gästehaus Sonnenberg Rigi"],
      contextIncludes: "Alpenrösli",
      tone: "recommended",
      platforms: [],
    },
  },
];
