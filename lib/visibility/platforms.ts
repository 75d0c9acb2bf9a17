import { umlautFold } from "@/lib/text/fold";
import { processTable, recall } from "./answer-memo";
import { foldGerman, normalizeDomain } from "./names";

/** What a platform is for; rendered in German at the edge (messages/de.json "LiveTest.platformKind"). */
export type PlatformKind =
  | "map"
  | "review"
  | "directory"
  | "booking"
  | "delivery"
  | "marketplace"
  | "doctor"
  | "lawyer"
  | "tax"
  | "craft"
  | "hotel"
  | "restaurant"
  | "realEstate"
  | "auto"
  | "beauty"
  | "fitness"
  | "health"
  | "camping"
  | "coworking"
  | "tutoring"
  | "wedding"
  | "jobs"
  | "social";

export interface Platform {
  /** Display name as the platform writes itself. */
  name: string;
  kind: PlatformKind;
  /** Registrable hosts (no "www."); subdomains count. */
  hosts: string[];
  /** Other ways answers write the name ("Google-Bewertungen", "Gelbe Seiten"). */
  aliases?: string[];
  /**
   * The platform whose profile holds a business's reviews when an answer speaks of reviews on
   * this one ("Bewertungen gibt es auf Google", "die Eltern loben auf Google"): Google's are
   * those of the Google Maps profile (the corpora's convention); see {@link speaksOfReviews}.
   */
  reviewsOn?: string;
}

/** The platforms by their kind; {@link PLATFORMS} is the flat list. */
const PLATFORMS_BY_KIND: { readonly [K in PlatformKind]?: readonly Omit<Platform, "kind">[] } = {
  // Maps and search
  map: [
    // Ratings on Google are the ratings of the Google Maps profile ("Google-Bewertungen", a table column "Google-Bewertung").
    {
      name: "Google Maps",
      hosts: ["maps.google.com", "maps.google.de", "maps.app.goo.gl", "goo.gl"],
      // Round 29: a business's entry on Google ("im Google-Eintrag", "laut Google-Eintrag … geschlossen") is its map profile.
      aliases: ["Google-Bewertungen", "Google Bewertungen", "Google-Rezensionen", "Google Rezensionen", "Google-Bewertung", "Google Bewertung", "Google-Rezension", "Google-Sterne", "Google-Eintrag", "Google-Einträge", "Google-Einträgen", "Google-Eintrags"],
    },
    {
      name: "Google",
      reviewsOn: "Google Maps",
      hosts: ["google.com", "google.de", "google.at", "google.ch", "business.google.com", "g.page"],
      aliases: ["Google Business Profile", "Google My Business", "Google-Unternehmensprofil", "Google Unternehmensprofil", "Google Suche"],
    },
    { name: "Apple Maps", hosts: ["maps.apple.com"], aliases: ["Apple Karten"] },
    { name: "Bing Maps", hosts: ["bing.com"], aliases: ["Bing"] },
    { name: "OpenStreetMap", hosts: ["openstreetmap.org"] },
  ],
  // Reviews
  review: [
    { name: "Yelp", hosts: ["yelp.de", "yelp.at", "yelp.ch", "yelp.com"] },
    { name: "Tripadvisor", hosts: ["tripadvisor.de", "tripadvisor.at", "tripadvisor.ch", "tripadvisor.com"] },
    { name: "Trustpilot", hosts: ["trustpilot.com", "de.trustpilot.com"] },
    { name: "ProvenExpert", hosts: ["provenexpert.com"] },
    { name: "Golocal", hosts: ["golocal.de"] },
    { name: "Werkenntdenbesten", hosts: ["werkenntdenbesten.de"], aliases: ["Wer kennt den Besten"] },
    { name: "Kununu", hosts: ["kununu.com"] },
    { name: "Trusted Shops", hosts: ["trustedshops.de", "trustedshops.com"] },
    { name: "eKomi", hosts: ["ekomi.de"] },
    { name: "Ausgezeichnet.org", hosts: ["ausgezeichnet.org"] },
    { name: "Kennstdueinen", hosts: ["kennstdueinen.de"] },
    { name: "Foursquare", hosts: ["foursquare.com"] },
  ],
  // Directories
  directory: [
    { name: "Das Örtliche", hosts: ["dasoertliche.de"], aliases: ["Das Oertliche", "Dasoertliche"] },
    { name: "Gelbe Seiten", hosts: ["gelbeseiten.de"], aliases: ["GelbeSeiten", "Gelben Seiten"] },
    { name: "fahrschulen.de", hosts: ["fahrschulen.de"] },
    { name: "Das Telefonbuch", hosts: ["dastelefonbuch.de"] },
    { name: "11880", hosts: ["11880.com"] },
    { name: "Meinestadt", hosts: ["meinestadt.de"], aliases: ["meinestadt.de"] },
    { name: "Cylex", hosts: ["cylex.de", "cylex.at", "cylex.ch", "cylex-branchenbuch.de"] },
    { name: "Yellowmap", hosts: ["yellowmap.de"] },
    { name: "GoYellow", hosts: ["goyellow.de"] },
    { name: "Hotfrog", hosts: ["hotfrog.de", "hotfrog.at", "hotfrog.ch"] },
    { name: "Stadtbranchenbuch", hosts: ["stadtbranchenbuch.com"] },
    { name: "Wer liefert was", hosts: ["wlw.de", "wlw.at", "wlw.ch"], aliases: ["wlw"] },
    { name: "North Data", hosts: ["northdata.de", "northdata.com"] },
    { name: "Herold", hosts: ["herold.at"], aliases: ["Herold.at", "Herold Gelbe Seiten"] },
    // The chambers' own member directories (WKO "Firmen A-Z", IHK, Handwerkskammer) are chambers, not platforms (corpus convention).
    { name: "FirmenABC", hosts: ["firmenabc.at"] },
    { name: "local.ch", hosts: ["local.ch"] },
    { name: "search.ch", hosts: ["search.ch", "tel.search.ch"] },
    { name: "Moneyhouse", hosts: ["moneyhouse.ch"] },
    { name: "help.ch", hosts: ["help.ch"] },
    // Funeral-home directory and price comparison (bestattungen.de, Germany).
    { name: "Bestattungen.de", hosts: ["bestattungen.de"] },
    // The German booksellers' association's search for local bookshops.
    { name: "buchhandel.de", hosts: ["buchhandel.de"] },
    // Round 51: the directory of farms that sell directly (farm shops, with opening hours and goods).
    { name: "Einkaufen auf dem Bauernhof", hosts: ["einkaufen-auf-dem-bauernhof.com"] },
  ],
  // Doctors
  doctor: [
    { name: "Jameda", hosts: ["jameda.de"] },
    { name: "Doctolib", hosts: ["doctolib.de", "doctolib.at", "doctolib.ch"] },
    { name: "Doctena", hosts: ["doctena.de", "doctena.at", "doctena.ch"] },
    { name: "Sanego", hosts: ["sanego.de"] },
    { name: "Arzt-Auskunft", hosts: ["arzt-auskunft.de"] },
    { name: "Weisse Liste", hosts: ["weisse-liste.de"], aliases: ["Weiße Liste"] },
    { name: "DocFinder", hosts: ["docfinder.at"] },
    { name: "DocInsider", hosts: ["docinsider.at"] },
    { name: "OneDoc", hosts: ["onedoc.ch"] },
    { name: "Medicosearch", hosts: ["medicosearch.ch"] },
    { name: "Docdoc", hosts: ["docdoc.ch"] },
    { name: "samedi", hosts: ["samedi.de"] },
  ],
  // Midwives, therapists and care
  health: [
    { name: "ammely", hosts: ["ammely.de"] },
    { name: "therapie.de", hosts: ["therapie.de"], aliases: ["Therapie.de Psychotherapeutensuche"] },
    { name: "physio.de", hosts: ["physio.de"] },
    { name: "Pflege.de", hosts: ["pflege.de"] },
    // Austria's directory of psychotherapists and clinical psychologists (psyonline.at).
    { name: "Psyonline", hosts: ["psyonline.at"] },
    // Pharmacy finder of the German pharmacists' portal (aponet.de, Avoxa), where pharmacies are listed with their hours.
    { name: "aponet.de", hosts: ["aponet.de"], aliases: ["aponet"] },
  ],
  // Lawyers
  lawyer: [
    { name: "anwalt.de", hosts: ["anwalt.de"], aliases: ["Anwalt.de"] },
    { name: "Anwaltauskunft", hosts: ["anwaltauskunft.de"], aliases: ["Deutsche Anwaltauskunft", "Anwaltsuche des DAV"] },
    { name: "advocado", hosts: ["advocado.de"] },
    { name: "123recht", hosts: ["123recht.de"] },
    { name: "Anwaltssuche.at", hosts: ["anwaltssuche.at"] },
    { name: "swisslawyers", hosts: ["swisslawyers.com"], aliases: ["SAV Anwaltssuche"] },
    { name: "Anwalt24", hosts: ["anwalt24.de"] },
    { name: "frag-einen-anwalt.de", hosts: ["frag-einen-anwalt.de"] },
    { name: "KLUGO", hosts: ["klugo.de"] },
    { name: "anwalt.org", hosts: ["anwalt.org"] },
  ],
  // Tax advisers
  tax: [
    { name: "DATEV-Beratersuche", hosts: ["datev.de"], aliases: ["DATEV Beratersuche", "Steuerberater-Suche"] },
  ],
  // Crafts and home services
  craft: [
    { name: "MyHammer", hosts: ["my-hammer.de", "my-hammer.at"], aliases: ["My Hammer"] },
    { name: "Check24", hosts: ["check24.de"], aliases: ["CHECK24", "Check24 Profis"] },
    { name: "Blauarbeit", hosts: ["blauarbeit.de"] },
    { name: "Aroundhome", hosts: ["aroundhome.de"] },
    { name: "Houzz", hosts: ["houzz.de", "houzz.at", "houzz.ch"] },
    { name: "Umzugsauktion", hosts: ["umzugsauktion.de"] },
    { name: "MOVU", hosts: ["movu.ch"], aliases: ["Movu"] },
    // Round 29: Swiss portal comparing tradespeople's offers.
    { name: "Offerto", hosts: ["offerto.ch"] },
    { name: "Betreut.de", hosts: ["betreut.de"], aliases: ["Betreut"] },
    // Round 14: pet sitting and dog boarding by private sitters (Pawshake, active in DE, AT and CH).
    { name: "Pawshake", hosts: ["pawshake.de", "pawshake.at", "pawshake.ch"] },
    { name: "Helpling", hosts: ["helpling.de", "helpling.at", "helpling.ch"] },
    { name: "Daibau", hosts: ["daibau.at"] },
    { name: "Renovero", hosts: ["renovero.ch"] },
    { name: "Ofri", hosts: ["ofri.ch"] },
    { name: "Buildigo", hosts: ["buildigo.ch"] },
    { name: "Gryps", hosts: ["gryps.ch"] },
    { name: "Fixando", hosts: ["fixando.at"] },
    { name: "Moving24", hosts: ["moving24.ch"] },
  ],
  // Hotels and travel
  hotel: [
    { name: "Booking.com", hosts: ["booking.com"], aliases: ["Booking"] },
    { name: "Expedia", hosts: ["expedia.de", "expedia.at", "expedia.ch"] },
    { name: "HRS", hosts: ["hrs.de", "hrs.com"] },
    { name: "Hotels.com", hosts: ["hotels.com", "de.hotels.com"] },
    { name: "Trivago", hosts: ["trivago.de", "trivago.at", "trivago.ch"] },
    { name: "Airbnb", hosts: ["airbnb.de", "airbnb.at", "airbnb.ch", "airbnb.com"] },
    { name: "HolidayCheck", hosts: ["holidaycheck.de", "holidaycheck.at", "holidaycheck.ch"] },
    { name: "Kayak", hosts: ["kayak.de", "kayak.ch", "kayak.com"] },
    { name: "Agoda", hosts: ["agoda.com"] },
    { name: "hotel.de", hosts: ["hotel.de"] },
    { name: "FeWo-direkt", hosts: ["fewo-direkt.de"], aliases: ["Fewo direkt", "Vrbo"] },
    { name: "Traum-Ferienwohnungen", hosts: ["traum-ferienwohnungen.de"] },
    { name: "Holidu", hosts: ["holidu.de", "holidu.at", "holidu.ch"] },
    { name: "e-domizil", hosts: ["e-domizil.ch", "e-domizil.de"] },
    // Round 71: the holiday-flat portal and agency that lists private flats across the Alps ("**Interhome** und
    // **e-domizil** haben vor allem Ferienwohnungen im Dorf").
    { name: "Interhome", hosts: ["interhome.ch", "interhome.de", "interhome.at", "interhome.com"] },
    { name: "Bergfex", hosts: ["bergfex.at", "bergfex.de", "bergfex.ch", "bergfex.com"] },
    // Round 56: the farm-stay portal of Austria's (and Bavaria's, South Tyrol's) farm-holiday associations, where farms
    // offer their rooms and flats ("buchbar über Urlaub am Bauernhof").
    { name: "Urlaub am Bauernhof", hosts: ["urlaubambauernhof.at", "urlaub-am-bauernhof.de", "bauernhofurlaub.de", "roterhahn.it"] },
  ],
  // Camping
  camping: [
    { name: "Pincamp", hosts: ["pincamp.de", "pincamp.at", "pincamp.ch"], aliases: ["PiNCAMP", "ADAC Pincamp"] },
    { name: "Camping.info", hosts: ["camping.info"] },
    { name: "ACSI", hosts: ["eurocampings.de", "eurocampings.ch", "acsi.eu"], aliases: ["Eurocampings", "ACSI Eurocampings"] },
    { name: "Camperstop", hosts: ["camperstop.com"] },
    { name: "park4night", hosts: ["park4night.com"] },
    { name: "Alpaca Camping", hosts: ["alpacacamping.de", "alpacacamping.at", "alpacacamping.ch"] },
    { name: "PaulCamper", hosts: ["paulcamper.de", "paulcamper.at", "paulcamper.ch"] },
  ],
  // Coworking and meeting rooms
  coworking: [
    { name: "Coworker.com", hosts: ["coworker.com"] },
    { name: "Spacebase", hosts: ["spacebase.com"] },
    { name: "LiquidSpace", hosts: ["liquidspace.com"] },
  ],
  // Restaurants and guides
  restaurant: [
    { name: "TheFork", hosts: ["thefork.de", "thefork.at", "thefork.ch"] },
    { name: "OpenTable", hosts: ["opentable.de", "opentable.com"] },
    { name: "Quandoo", hosts: ["quandoo.de", "quandoo.at", "quandoo.ch"] },
    { name: "Falstaff", hosts: ["falstaff.com", "falstaff.at", "falstaff.de"] },
    { name: "Guide Michelin", hosts: ["guide.michelin.com"], aliases: ["Michelin", "Michelin Guide"] },
    { name: "Gault&Millau", hosts: ["gaultmillau.de", "gaultmillau.at", "gaultmillau.ch"], aliases: ["Gault Millau"] },
    { name: "Restaurant Guru", hosts: ["restaurantguru.com"] },
    { name: "resmio", hosts: ["resmio.com", "resmio.de"] },
    { name: "Speisekarte.de", hosts: ["speisekarte.de"] },
    { name: "Lunchgate", hosts: ["lunchgate.ch"] },
    { name: "HappyCow", hosts: ["happycow.net"] },
    // Round 29: ratings of wines and their wineries.
    { name: "Vivino", hosts: ["vivino.com"] },
  ],
  // Delivery
  delivery: [
    { name: "Lieferando", hosts: ["lieferando.de", "lieferando.at"] },
    { name: "Wolt", hosts: ["wolt.com"] },
    { name: "Uber Eats", hosts: ["ubereats.com"], aliases: ["UberEats"] },
    { name: "Foodora", hosts: ["foodora.at"] },
    { name: "Mjam", hosts: ["mjam.net", "mjam.at"] },
    { name: "Just Eat", hosts: ["just-eat.ch", "eat.ch"], aliases: ["JustEat", "Just Eat Takeaway"] },
    { name: "Smood", hosts: ["smood.ch"] },
    { name: "Deliveroo", hosts: ["deliveroo.de"] },
    // Flower delivery through local florists ("Fleurop-Partner"), DE, AT and CH (fleurop.de, fleurop.at, fleurop.ch).
    { name: "Fleurop", hosts: ["fleurop.de", "fleurop.at", "fleurop.ch"], aliases: ["Fleurop-Interflora"] },
  ],
  // Marketplaces
  marketplace: [
    // Surplus food from bakeries, shops and restaurants, sold through the app in DE, AT and CH (toogoodtogo.com).
    { name: "Too Good To Go", hosts: ["toogoodtogo.com"], aliases: ["TooGoodToGo"] },
    { name: "Amazon", hosts: ["amazon.de", "amazon.at", "amazon.com"] },
    { name: "eBay", hosts: ["ebay.de", "ebay.at", "ebay.ch"] },
    { name: "Kleinanzeigen", hosts: ["kleinanzeigen.de"], aliases: ["eBay Kleinanzeigen"] },
    { name: "willhaben", hosts: ["willhaben.at"] },
    { name: "Ricardo", hosts: ["ricardo.ch"] },
    { name: "Tutti", hosts: ["tutti.ch"] },
    { name: "Anibis", hosts: ["anibis.ch"] },
    { name: "Galaxus", hosts: ["galaxus.de", "galaxus.ch", "galaxus.at"] },
    { name: "Etsy", hosts: ["etsy.com"] },
    { name: "Otto", hosts: ["otto.de"] },
    { name: "markt.de", hosts: ["markt.de"] },
    { name: "Quoka", hosts: ["quoka.de"] },
    { name: "Shpock", hosts: ["shpock.com"] },
    // Second-hand books, records and goods of DE/AT/CH: the antiquarian-book marketplaces (ZVAB, AbeBooks,
    // booklooker, Buchfreund) and their price comparison (Eurobuch), buy-back shops (momox, Medimops, reBuy),
    // clothing and goods (Vinted, formerly Kleiderkreisel; Sellpy), auctions (Catawiki) and records (Discogs).
    { name: "ZVAB", hosts: ["zvab.com", "zvab.de"], aliases: ["Zentrales Verzeichnis Antiquarischer Bücher"] },
    { name: "AbeBooks", hosts: ["abebooks.de", "abebooks.com"] },
    { name: "booklooker", hosts: ["booklooker.de"] },
    { name: "Eurobuch", hosts: ["eurobuch.com", "eurobuch.de"] },
    { name: "Buchfreund", hosts: ["buchfreund.de"] },
    { name: "momox", hosts: ["momox.de", "momox-shop.de", "momox.at"] },
    { name: "Medimops", hosts: ["medimops.de"] },
    { name: "reBuy", hosts: ["rebuy.de", "rebuy.at"] },
    { name: "Vinted", hosts: ["vinted.de", "vinted.at"], aliases: ["Kleiderkreisel"] },
    { name: "Sellpy", hosts: ["sellpy.de", "sellpy.at"] },
    { name: "Catawiki", hosts: ["catawiki.com", "catawiki.de"] },
    { name: "Discogs", hosts: ["discogs.com"] },
    // Independent bookshops: genialokal (orders through a local shop).
    { name: "genialokal", hosts: ["genialokal.de"] },
    // Vouchers and deals for wellness, leisure and restaurants (groupon.de/.at/.ch, jochen-schweizer.de, mydays.de/.ch).
    { name: "Groupon", hosts: ["groupon.de", "groupon.at", "groupon.ch", "groupon.com"] },
    { name: "Jochen Schweizer", hosts: ["jochen-schweizer.de", "jochen-schweizer.at"] },
    { name: "mydays", hosts: ["mydays.de", "mydays.ch", "mydays.at"] },
  ],
  // Beauty booking
  beauty: [
    { name: "Treatwell", hosts: ["treatwell.de", "treatwell.at", "treatwell.ch"] },
    { name: "Planity", hosts: ["planity.com"] },
    { name: "Booksy", hosts: ["booksy.com"] },
    { name: "Fresha", hosts: ["fresha.com"] },
    { name: "Salonkee", hosts: ["salonkee.de", "salonkee.com"] },
    { name: "Studiobookr", hosts: ["studiobookr.com"] },
  ],
  // Fitness booking
  fitness: [
    { name: "Eversports", hosts: ["eversports.de", "eversports.at", "eversports.ch"] },
    { name: "Urban Sports Club", hosts: ["urbansportsclub.com"] },
    { name: "ClassPass", hosts: ["classpass.com"] },
    { name: "Wellpass", hosts: ["egym-wellpass.com"], aliases: ["EGYM Wellpass", "Hansefit"] },
  ],
  // Tutoring and courses
  tutoring: [
    { name: "Superprof", hosts: ["superprof.de", "superprof.at", "superprof.ch"] },
    { name: "ErsteNachhilfe", hosts: ["erstenachhilfe.de"] },
    { name: "Preply", hosts: ["preply.com"] },
  ],
  // Weddings
  wedding: [
    { name: "WeddyPlace", hosts: ["weddyplace.com"] },
    { name: "Hochzeitsplaza", hosts: ["hochzeitsplaza.de"] },
    { name: "Zankyou", hosts: ["zankyou.de", "zankyou.at", "zankyou.ch"] },
    { name: "Braut.de", hosts: ["braut.de"] },
    // Round 29: wedding vendors in Austria, and event locations in Germany.
    { name: "hochzeit.click", hosts: ["hochzeit.click"] },
    { name: "Eventsofa", hosts: ["eventsofa.de"] },
  ],
  // Activities and tours
  booking: [
    // Activities, tours and ski/surf schools booked online (getyourguide.de/.at/.ch, viator.com, checkyeti.com).
    { name: "GetYourGuide", hosts: ["getyourguide.de", "getyourguide.at", "getyourguide.ch", "getyourguide.com"] },
    { name: "Viator", hosts: ["viator.com"] },
    { name: "CheckYeti", hosts: ["checkyeti.com"] },
  ],
  // Jobs
  jobs: [
    { name: "Indeed", hosts: ["indeed.com", "de.indeed.com", "at.indeed.com", "ch.indeed.com"] },
    { name: "StepStone", hosts: ["stepstone.de", "stepstone.at"] },
    { name: "karriere.at", hosts: ["karriere.at"] },
    { name: "jobs.ch", hosts: ["jobs.ch"] },
    { name: "Jobware", hosts: ["jobware.de"] },
  ],
  // Real estate
  realEstate: [
    { name: "ImmoScout24", hosts: ["immobilienscout24.de", "immoscout24.ch", "immobilienscout24.at", "immoscout24.at"], aliases: ["Immoscout", "ImmobilienScout24", "Immobilienscout"] },
    { name: "Immowelt", hosts: ["immowelt.de", "immowelt.at", "immowelt.ch"] },
    { name: "Immonet", hosts: ["immonet.de"] },
    { name: "Homegate", hosts: ["homegate.ch"] },
    { name: "Comparis", hosts: ["comparis.ch"] },
    { name: "Newhome", hosts: ["newhome.ch"] },
    { name: "ImmoDirekt", hosts: ["immodirekt.at"] },
    { name: "wohnnet.at", hosts: ["wohnnet.at"], aliases: ["wohnnet"] },
    { name: "Flatfox", hosts: ["flatfox.ch"] },
    { name: "Immopool", hosts: ["immopool.at"] },
  ],
  // Cars
  auto: [
    { name: "AutoScout24", hosts: ["autoscout24.de", "autoscout24.at", "autoscout24.ch"] },
    { name: "mobile.de", hosts: ["mobile.de"] },
    { name: "FairGarage", hosts: ["fairgarage.de"] },
    { name: "Autobutler", hosts: ["autobutler.de"] },
    // Car-rental comparison and booking (billiger-mietwagen.de, rentalcars.com).
    { name: "billiger-mietwagen.de", hosts: ["billiger-mietwagen.de"] },
    { name: "Rentalcars.com", hosts: ["rentalcars.com"], aliases: ["Rentalcars"] },
  ],
  // Social networks
  social: [
    { name: "Facebook", hosts: ["facebook.com", "fb.com"] },
    { name: "Instagram", hosts: ["instagram.com"] },
    { name: "LinkedIn", hosts: ["linkedin.com"] },
    { name: "Xing", hosts: ["xing.com"] },
    { name: "TikTok", hosts: ["tiktok.com"] },
    { name: "YouTube", hosts: ["youtube.com", "youtu.be"] },
  ],
};

/**
 * Review sites, maps, directories, booking, delivery and marketplace platforms of
 * Germany, Austria and Switzerland that AI answers point people to. They are places
 * where a business should be listed ("Quellen, die die KI nennt"), never
 * recommended businesses themselves. One list for the analysis, the live test and
 * the monitor; compiled from the platforms' own sites (2025/2026).
 */
export const PLATFORMS: readonly Platform[] = Object.entries(PLATFORMS_BY_KIND).flatMap(([kind, list]) => list.map((p) => ({ ...p, kind: kind as PlatformKind })));

/**
 * Comparison key of a platform name: folded, letters and digits only ("Google-Bewertungen" -> "googlebewertungen").
 */
export function platformKey(name: string): string {
  return foldGerman(name).replace(/[^a-z0-9]+/g, "");
}

const BY_NAME = new Map<string, Platform>();
const BY_HOST = new Map<string, Platform>();
/** Folded first words of every platform name and alias, to skip the words no platform starts with. */
const FIRST_WORDS = new Set<string>();
/**
 * The first words by their first two characters ({@link asciiLetterPair}): a word opening with two ASCII letters folds to
 * those letters in lower case, so one whose pair has no list here starts no platform, without folding it (every word of
 * an answer is asked), and an ASCII word is compared with its pair's few first words only.
 */
const FIRST_WORDS_BY_PAIR: (string[] | undefined)[] = new Array(128 * 128);
for (const p of PLATFORMS) {
  for (const n of [p.name, ...(p.aliases ?? [])]) {
    BY_NAME.set(platformKey(n), p);
    const first = foldGerman(n.split(/[\s-]/)[0]!);
    FIRST_WORDS.add(first);
    const pair = asciiLetterPair(first);
    if (pair < 0) continue;
    const words = (FIRST_WORDS_BY_PAIR[pair] ??= []);
    if (!words.includes(first)) words.push(first);
  }
  for (const h of p.hosts) BY_HOST.set(h, p);
}
// Answers drop the hyphen of a domain ("myhammer.de" for "my-hammer.de"); the brand is the same.
for (const [h, p] of [...BY_HOST]) if (h.includes("-") && !BY_HOST.has(h.replace(/-/g, ""))) BY_HOST.set(h.replace(/-/g, ""), p);

/**
 * True when `key`, the comparison key of a name ({@link platformKey}), is a platform's. A phrase of two words or more
 * names a platform ({@link findPlatform}) exactly when its key is one (a domain has no space), and its key is its words'
 * keys joined (the fold maps character by character; all but a–z and 0–9 is dropped).
 */
export function isPlatformKey(key: string): boolean {
  return BY_NAME.has(key);
}

/**
 * The platform a name as written in an answer stands for ("Google-Bewertungen",
 * "jameda.de", "Booking.com"); null for anything else.
 */
export function findPlatform(name: string): Platform | null {
  return recall(FOUND, name, platformNamed);
}

/**
 * {@link findPlatform}'s answers, kept across analyses like the folds of names.ts: one analysis asks it
 * of each candidate three to five times (the lists, the prose, the notes, the final sort), and of each
 * word of a platform's phrase; the answer depends on the name alone.
 */
const FOUND = processTable<Platform | null>();

function platformNamed(name: string): Platform | null {
  const key = platformKey(name.trim());
  if (!key) return null;
  return BY_NAME.get(key) ?? (/^\S+\.[a-z]{2,}(\/\S*)?$/i.test(name.trim()) ? platformForUrl(name.trim()) : null);
}

/**
 * Platform names that are also ordinary words ("betreut", "booking", "otto"):
 * written in lower case they are read as words; the others are brands in any case
 * ("foodora", "jameda").
 */
const ORDINARY_WORDS = new Set(["betreut", "booking", "otto", "tutti", "hrs", "bing", "herold", "michelin", "google", "kleinanzeigen", "kayak", "indeed"]);

/** True when a platform written in lower case is still the platform ("foodora", not "betreut"). */
export function isBrandInLowerCase(word: string): boolean {
  return !ORDINARY_WORDS.has(platformKey(word));
}

/** True when some platform's name starts with this word ("Google", "Das", "Uber"): worth looking further. */
export function mayStartPlatformName(word: string): boolean {
  if (word.includes(".")) return true;
  const pair = asciiLetterPair(word);
  if (pair < 0) return FIRST_WORDS.has(PLAIN_ASCII_RE.test(word) ? word.toLowerCase() : foldGerman(word));
  const firsts = FIRST_WORDS_BY_PAIR[pair];
  if (firsts === undefined) return false;
  if (!PLAIN_ASCII_RE.test(word)) return FIRST_WORDS.has(foldGerman(word));
  // An ASCII word without "&" or "+" folds to itself in lower case: compared so with its pair's first words, the word is
  // neither written anew in lower case nor hashed for a table.
  return firsts.some((first) => equalsInLowerCase(word, first));
}

/** True when `word`, ASCII, in lower case is `lower`. */
function equalsInLowerCase(word: string, lower: string): boolean {
  if (word.length !== lower.length) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if ((c >= 0x41 && c <= 0x5a ? c + 0x20 : c) !== lower.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * The index in {@link FIRST_WORDS_BY_PAIR} of the first two characters of a word's fold: of the word's own when both are ASCII
 * letters (in lower case), and of what an umlaut or "ß" folds to ("für" -> "fu", "Ärzte" -> "ae"); else -1. Char codes,
 * not slices: every word of an answer is asked.
 */
function asciiLetterPair(word: string): number {
  const a = word.charCodeAt(0) | 0x20;
  if (a >= 97 && a <= 122) {
    const b = word.charCodeAt(1) | 0x20;
    if (b >= 97 && b <= 122) return a * 128 + b;
    const folded = umlautFold(word[1] ?? "");
    return folded === undefined ? -1 : a * 128 + folded.charCodeAt(0);
  }
  const folded = umlautFold(word[0] ?? "");
  return folded === undefined ? -1 : folded.charCodeAt(0) * 128 + folded.charCodeAt(1);
}

const PLAIN_ASCII_RE = /^[^&+\u0080-\uffff]*$/;

/**
 * The platform a URL or bare domain belongs to; subdomains count
 * ("de.trustpilot.com", "www.google.com/maps/…" -> Google Maps).
 */
export function platformForUrl(url: string): Platform | null {
  const host = normalizeDomain(url);
  if (!host) return null;
  if (/^(www\.)?google\.[a-z.]+$/.test(host) && /\/maps\b/.test(url)) return BY_HOST.get("maps.google.com")!;
  const labels = host.split(".");
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join(".");
    const found = BY_HOST.get(candidate);
    if (found) return found;
  }
  return null;
}

/**
 * Reviews as things one reads ("Bewertungen", "Kundenrezensionen", "Erfahrungsberichte"), not a
 * score ("Bewertung: 4,8"); or people judging in writing, the verbs of a review ("die Eltern loben
 * auf Google …", "Paare berichten bei Google von …", "Gäste beschweren sich auf Google").
 */
const REVIEWS_RE =
  /(?:bewertungen|rezensionen|erfahrungsberichte|erfahrungen|rueckmeldungen|reviews|\b(?:loben|lobt|gelobt|berichten|berichtet|schreiben|schreibt|schwaermen|schwaermt|beschweren|beschwert|beklagen|beklagt|klagen|klagt|kritisieren|kritisiert|bemaengeln|bemaengelt|monieren|moniert|bewerten|bewertet|ruehmen|ruehmt))(?![\p{L}])(?:[^.!?\n]|\.(?=\p{L}))*$/u;

/**
 * True when the sentence before a platform's name speaks of reviews there: "Bewertungen gibt es
 * auf Google", "Bewertungen findest du bei Jameda und Google", "die Eltern loben auf Google" (round 29: a domain's
 * dot is no sentence's end, "Bewertungen findet man auf local.ch und bei Google");
 * not "laut … Bewertungen auf Google" (a ranking attributed to it). A score on it is read by platforms-in-text.ts.
 * Then the platform stands for the one its reviews are on ({@link Platform.reviewsOn}).
 * @param before the answer's text up to the platform's name
 */
export function speaksOfReviews(before: string): boolean {
  const sentence = foldGerman(before.slice(Math.max(0, before.length - 160)));
  const m = REVIEWS_RE.exec(sentence);
  return m !== null && !/\blaut\s+(?:\S+\s+){0,3}$/.test(sentence.slice(0, m.index));
}

/**
 * Round 20: the rest of the sentence after a platform's name speaks of reviews there: "Auf Herold und Google finden
 * Sie Erfahrungsberichte", "Google zeigt viele Rezensionen"; round 29: or rates its businesses ("… die auf Google gut
 * bewertet werden", "Bei Google mit 4,6 Sternen bewertet"). Then, as with {@link speaksOfReviews}, the platform
 * stands for the one its reviews are on.
 * @param after the answer's text after the platform's name
 */
export function reviewsFollow(after: string): boolean {
  const clause = /^(?:[^.!?;\n]|\.(?=\p{L})){0,80}/u.exec(foldGerman(after.slice(0, 120)))![0];
  return /(?:bewertungen|rezensionen|erfahrungsberichte|reviews)(?![\p{L}])|\b(?:gut|positiv|hoch|bestens|sehr gut|ausgezeichnet) bewertet\b|\bsternen?\b/u.test(clause);
}
