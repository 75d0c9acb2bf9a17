import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isEquipmentBrand, isGoodsOfBrand, isEventOrDatePhrase, isFeastOrSeason, isNoBusinessByApposition, isServiceTerm, isStreetAddress } from "./non-businesses";
import { isPersonJobWord } from "./persons";
import { trimProseName } from "./prose-candidates";

/** Round 16 (issue 31): each rule on an example of its own, not taken from a corpus. */
const names = (answer: string, businessName: string) => {
  const r = analyzeByRules(answer, { businessName });
  return { businesses: r.businesses.map((b) => b.name), position: r.position };
};

describe("rules of round 16", () => {
  it("sets apart associations named by a -verein compound and memberships", () => {
    const r = names("Empfehlenswert ist die Hausarztpraxis Calanda, Mitglied im Bündner Ärzteverein. Auch der Turnverein Chur berät gern.", "Hausarztpraxis Calanda");
    expect(r.businesses).toEqual(["Hausarztpraxis Calanda"]);
  });

  it("reads the second of two bold names in one item", () => {
    const r = names("Reifenwechsel in Wels:\n\n* **Autohaus Lenz** und **Reifen Maurer**: beide mit Einlagerung.\n* **KFZ Technik Yilmaz** – günstig", "Reifen Maurer");
    expect(r.businesses).toEqual(["Autohaus Lenz", "Reifen Maurer", "KFZ Technik Yilmaz"]);
    expect(r.position).toBe(2);
  });

  it("takes a hyphenated kind for whom ('Kinder-Notfallpraxis') for no name", () => {
    const r = names("Gut betreut sind Sie bei der **Praxis Sonnenhof**. Nachts hilft die Senioren-Tagespflege im Spital.", "Praxis Sonnenhof");
    expect(r.businesses).toEqual(["Praxis Sonnenhof"]);
  });

  it("sets apart a name whose apposition calls it an association, event or product, not a relative clause", () => {
    expect(isNoBusinessByApposition("Physio Tirol", "Mehr Adressen kennt Physio Tirol, der Landesverband der Therapeuten.")).toBe(true);
    expect(isNoBusinessByApposition("Lichterfest", "Zum Lichterfest, dem größten Fest der Stadt, ist viel los.")).toBe(true);
    expect(isNoBusinessByApposition("Hundeschule Anna Berger", "Gut ist die Hundeschule Anna Berger, die mobil im Bezirk trainiert.")).toBe(false);
    expect(isNoBusinessByApposition("Autohaus Moser", "Autohaus Moser – die Waschstraße beim Autohaus ist neu")).toBe(false);
  });

  it("cuts a place phrase and a trailing object off a name read from running text", () => {
    expect(trimProseName("Weingut Hölzl am Kahlenberger Hang")).toBe("Weingut Hölzl");
    expect(trimProseName("Kanzlei am Oberen Schloss")).toBe("Kanzlei am Oberen Schloss");
    expect(trimProseName("Autohaus Wieser Winterreifen-Termine")).toBe("Autohaus Wieser");
  });

  it("knows job nouns from data, masculine surnames left out", () => {
    expect(isPersonJobWord("Floristin")).toBe(true);
    expect(isPersonJobWord("Hundefriseurin")).toBe(true);
    expect(isPersonJobWord("Schneider")).toBe(false);
  });

  it("finds the visitor named by a person in full whose surname is also a village", () => {
    // "Dreisbach" is a place in the gazetteer; the job word and the given name make it a person.
    const r = names("Empfohlen werden die Kanzlei Roth und Rechtsanwältin Miriam Dreisbach, die auch Mediation anbietet.", "Kanzlei Dreisbach");
    expect(r.position).toBe(2);
    const s = names("Floristen:\n\n- **Blumen Wyss** – Dorfplatz\n- **Blütenreich** – Bahnhof\n\nDas Team um Floristin Carla Wyss bindet auch Brautsträusse.", "Blumen Wyss");
    expect(s.businesses).toEqual(["Blumen Wyss", "Blütenreich"]);
  });

  it("sets apart feasts, seasons and street addresses", () => {
    expect(isFeastOrSeason("Weihnachten")).toBe(true);
    expect(isFeastOrSeason("Adventszeit")).toBe(true);
    expect(isFeastOrSeason("Sommer")).toBe(false);
    expect(isStreetAddress("Bahnhofstr. 3a")).toBe(true);
    expect(isStreetAddress("Am Alten Markt 5")).toBe(true);
    expect(isStreetAddress("8400 Winterthur")).toBe(true);
    expect(isStreetAddress("Studio 54")).toBe(false);
  });

  it("takes a surname after a plural of a trade and 'wie' as a business", () => {
    const r = names("In Olten würde ich Schreinereien wie Kamber oder die Holzwerkstatt Meier anfragen.", "Schreinerei Kamber");
    expect(r.businesses).toEqual(["Kamber", "Holzwerkstatt Meier"]);
    expect(r.position).toBe(1);
  });

  it("sets apart makers of equipment and goods, not their dealers or workshops", () => {
    expect(isEquipmentBrand("Stiebel Eltron")).toBe(true);
    expect(isEquipmentBrand("Vaillant ecoTEC plus")).toBe(true);
    expect(isEquipmentBrand("Ray-Ban")).toBe(true);
    expect(isEquipmentBrand("Michelin Pilot Sport 5")).toBe(true);
    expect(isEquipmentBrand("Bosch Car Service")).toBe(false);
    expect(isEquipmentBrand("BMW Niederlassung München")).toBe(false);
    expect(isEquipmentBrand("Miele Center Huber")).toBe(false);
    const r = names("Wärmepumpen in Ulm:\n\n1. **Kältetechnik Brunner** – Partner von **Nibe** und **Daikin**\n2. **Haustechnik Lutz**\n\nMarken wie **Weishaupt** sind ebenfalls verbreitet.", "Haustechnik Lutz");
    expect(r.businesses).toEqual(["Kältetechnik Brunner", "Haustechnik Lutz"]);
  });

  it("sets apart markets held on a date, not shops named markets", () => {
    expect(isEventOrDatePhrase("Christkindlmarkt")).toBe(true);
    expect(isEventOrDatePhrase("Linzer Flohmarkt")).toBe(true);
    expect(isEventOrDatePhrase("Naschmarkt")).toBe(true);
    expect(isEventOrDatePhrase("Getränkemarkt Kessler")).toBe(false);
  });

  it("sets apart the exam bodies, keeps a Lohnsteuerhilfeverein", () => {
    const r = names("Gut sind die **Fahrschule Wendt** und **Fahrschule Ost**. Die Prüfung nimmt der **TÜV Nord** ab.", "Fahrschule Wendt");
    expect(r.businesses).toEqual(["Fahrschule Wendt", "Fahrschule Ost"]);
    const s = names("Für Arbeitnehmer ist der **Lohnsteuerhilfeverein Aktiv** eine günstige Wahl, sonst die **Steuerkanzlei Ritter**.", "Steuerkanzlei Ritter");
    expect(s.businesses).toEqual(["Lohnsteuerhilfeverein Aktiv", "Steuerkanzlei Ritter"]);
  });

  it("matches the visitor's name to the same owner with '& Kollegen'", () => {
    const r = names("### Zahnärzte\n\n**Dr. Wirth & Kollegen**\nPraxis in der Altstadt\n\n**Zahnzentrum Lech**\nImplantologie", "Zahnarztpraxis Dr. Wirth");
    expect(r.position).toBe(1);
  });

  it("sets apart a feast after a place's adjective, utilities, and reads 'Anwälte wie Dr. …'", () => {
    expect(isFeastOrSeason("Basler Fasnacht")).toBe(true);
    const r = names("Gute Elektriker: **Elektro Sander** und **Lichtwerk Ost**. Die Wallbox melden Sie bei den **Stadtwerke Jena** an.", "Elektro Sander");
    expect(r.businesses).toEqual(["Elektro Sander", "Lichtwerk Ost"]);
    const s = names("Im Mietrecht helfen Anwälte wie Dr. Ines Kuhl weiter.", "Kanzlei Kuhl");
    expect(s.position).toBe(1);
  });

  it("splits two names joined by 'und' in a heading when each has a trade and a proper word", () => {
    const r = names("### Café Sonnseite und Bäckerei Falk\nBeide in der Altstadt.\n\n### Bäckerei und Konditorei Maier\nTorten.", "Bäckerei Falk");
    expect(r.businesses).toEqual(["Café Sonnseite", "Bäckerei Falk", "Bäckerei und Konditorei Maier"]);
    expect(r.position).toBe(2);
  });

  it("sets apart services named alone or after adjectives, and services offered right after the verb", () => {
    expect(isServiceTerm("Weinprobe")).toBe(true);
    expect(isServiceTerm("Professionelle Zahnreinigung")).toBe(true);
    expect(isServiceTerm("Klarsicht Steuerberatung")).toBe(false);
    expect(isServiceTerm("Praxis für Manuelle Therapie")).toBe(false);
    const r = names("Die **Praxis Kernig** bietet **Shockwave Treatment** und **Cupping** an. Neben ihr bietet auch **Physio Rhein** einen Hausbesuch.", "Praxis Kernig");
    expect(r.businesses).toEqual(["Praxis Kernig", "Physio Rhein"]);
  });

  it("sets apart festival weeks, fairs, blossom seasons and the energy agency", () => {
    expect(isEventOrDatePhrase("Dresdner Musikfestspiele")).toBe(true);
    expect(isEventOrDatePhrase("Herbstmesse")).toBe(true);
    expect(isEventOrDatePhrase("Kirschblüte")).toBe(true);
    const r = names("Gute Zimmereien: die **Zimmerei Wald** und **Holzbau Lechner**. Zur Förderung berät die **Energieagentur Vorarlberg**.", "Zimmerei Wald");
    expect(r.businesses).toEqual(["Zimmerei Wald", "Holzbau Lechner"]);
  });

  it("names the business where a person named by job or title works, and sets apart town epithets and events after a place's adjective", () => {
    const r = names("### 1. Gasthof Ochsen\nRegional.\n\n### 2. Küchenchefin Eva Brandl im Restaurant Lindenhof\nGehoben.\n\nDie **Barockstadt** feiert die **Fuldaer Auktion** im Mai.", "Gasthof Ochsen");
    expect(r.businesses).toEqual(["Gasthof Ochsen", "Restaurant Lindenhof"]);
  });

  it("sets apart customs of the year named by one word and goods named with their maker", () => {
    expect(isFeastOrSeason("Viehscheid")).toBe(true);
    expect(isFeastOrSeason("Perchtenlauf")).toBe(true);
    expect(isFeastOrSeason("Martinsumzug")).toBe(true);
    expect(isGoodsOfBrand("Wärmepumpe Nibe S1255")).toBe(true);
    expect(isGoodsOfBrand("Fenster Müller")).toBe(false);
    expect(isGoodsOfBrand("Reifen Maurer")).toBe(false);
  });

  it("reads addresses of several words, a bold lead after an article, and 'und Söhne' as part of a name", () => {
    expect(isStreetAddress("Zellerauer Straße 44")).toBe(true);
    expect(isStreetAddress("Praxis am Markt 3")).toBe(false);
    expect(isFeastOrSeason("Brandscheid")).toBe(false);
    const r = names("Im Rheingau:\n- Die **Weinstube Sauer** in Eltville – Riesling\n- **Gutsausschank Hahn** – nur im Herbst\n- Zum **Eltviller Sektfest** im Juli", "Weinstube Sauer");
    expect(r.businesses).toEqual(["Weinstube Sauer", "Gutsausschank Hahn"]);
    const s = names("In Fürth empfohlen werden Malerbetriebe wie Amsel und Söhne, Farbhaus Fürth sowie der Malerbetrieb Kranz.", "Farbhaus Fürth");
    expect(s.businesses).toEqual(["Amsel und Söhne", "Farbhaus Fürth", "Malerbetrieb Kranz"]);
  });

  it("sets apart a name whose bracket spells out a body", () => {
    const r = names("Gute Therapeuten sind die **Physio Lendkanal** und **Therapie Kogler**. Der **VÖP** (Verband der Österreichischen Physiotherapeuten) listet mehr.", "Therapie Kogler");
    expect(r.businesses).toEqual(["Physio Lendkanal", "Therapie Kogler"]);
  });

  it("does not take a titled person in a sentence for the visitor's practice named after them", () => {
    const r = names("Gute Therapeuten: **Mag. Eva Moser** und **Praxis Seeblick**.", "Praxis Seeblick");
    expect(r.businesses).toEqual(["Mag. Eva Moser", "Praxis Seeblick"]);
    expect(r.position).toBe(2);
  });

  it("keeps a business whose bracket names a body it works with", () => {
    const r = names("Empfohlen werden **Zahnklinik Steyr** (Kassenvertrag mit ÖGK) und **Zahnarzt Dr. Hinterberger**.", "Zahnarzt Dr. Hinterberger");
    expect(r.businesses).toEqual(["Zahnklinik Steyr", "Zahnarzt Dr. Hinterberger"]);
  });
});
