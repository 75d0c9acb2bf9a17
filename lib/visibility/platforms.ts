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
}

/**
 * Review sites, maps, directories, booking, delivery and marketplace platforms of
 * Germany, Austria and Switzerland that AI answers point people to. They are places
 * where a business should be listed ("Quellen, die die KI nennt"), never
 * recommended businesses themselves. One list for the analysis, the live test and
 * the monitor; compiled from the platforms' own sites (2025/2026).
 */
export const PLATFORMS: readonly Platform[] = [
  // Maps and search
  // Ratings on Google are the ratings of the Google Maps profile ("Google-Bewertungen", a table column "Google-Bewertung").
  {
    name: "Google Maps",
    kind: "map",
    hosts: ["maps.google.com", "maps.google.de", "maps.app.goo.gl", "goo.gl"],
    aliases: ["Google-Bewertungen", "Google Bewertungen", "Google-Rezensionen", "Google Rezensionen", "Google-Bewertung", "Google Bewertung", "Google-Rezension", "Google-Sterne"],
  },
  {
    name: "Google",
    kind: "map",
    hosts: ["google.com", "google.de", "google.at", "google.ch", "business.google.com", "g.page"],
    aliases: ["Google Business Profile", "Google My Business", "Google-Unternehmensprofil", "Google Unternehmensprofil", "Google Suche"],
  },
  { name: "Apple Maps", kind: "map", hosts: ["maps.apple.com"], aliases: ["Apple Karten"] },
  { name: "Bing Maps", kind: "map", hosts: ["bing.com"], aliases: ["Bing"] },
  { name: "OpenStreetMap", kind: "map", hosts: ["openstreetmap.org"] },
  // Reviews
  { name: "Yelp", kind: "review", hosts: ["yelp.de", "yelp.at", "yelp.ch", "yelp.com"] },
  { name: "Tripadvisor", kind: "review", hosts: ["tripadvisor.de", "tripadvisor.at", "tripadvisor.ch", "tripadvisor.com"] },
  { name: "Trustpilot", kind: "review", hosts: ["trustpilot.com", "de.trustpilot.com"] },
  { name: "ProvenExpert", kind: "review", hosts: ["provenexpert.com"] },
  { name: "Golocal", kind: "review", hosts: ["golocal.de"] },
  { name: "Werkenntdenbesten", kind: "review", hosts: ["werkenntdenbesten.de"], aliases: ["Wer kennt den Besten"] },
  { name: "Kununu", kind: "review", hosts: ["kununu.com"] },
  { name: "Trusted Shops", kind: "review", hosts: ["trustedshops.de", "trustedshops.com"] },
  { name: "eKomi", kind: "review", hosts: ["ekomi.de"] },
  { name: "Ausgezeichnet.org", kind: "review", hosts: ["ausgezeichnet.org"] },
  { name: "Kennstdueinen", kind: "review", hosts: ["kennstdueinen.de"] },
  { name: "Foursquare", kind: "review", hosts: ["foursquare.com"] },
  // Directories
  { name: "Das Örtliche", kind: "directory", hosts: ["dasoertliche.de"], aliases: ["Das Oertliche", "Dasoertliche"] },
  { name: "Gelbe Seiten", kind: "directory", hosts: ["gelbeseiten.de"], aliases: ["GelbeSeiten", "Gelben Seiten"] },
  { name: "fahrschulen.de", kind: "directory", hosts: ["fahrschulen.de"] },
  { name: "Das Telefonbuch", kind: "directory", hosts: ["dastelefonbuch.de"] },
  { name: "11880", kind: "directory", hosts: ["11880.com"] },
  { name: "Meinestadt", kind: "directory", hosts: ["meinestadt.de"], aliases: ["meinestadt.de"] },
  { name: "Cylex", kind: "directory", hosts: ["cylex.de", "cylex.at", "cylex.ch", "cylex-branchenbuch.de"] },
  { name: "Yellowmap", kind: "directory", hosts: ["yellowmap.de"] },
  { name: "GoYellow", kind: "directory", hosts: ["goyellow.de"] },
  { name: "Hotfrog", kind: "directory", hosts: ["hotfrog.de", "hotfrog.at", "hotfrog.ch"] },
  { name: "Stadtbranchenbuch", kind: "directory", hosts: ["stadtbranchenbuch.com"] },
  { name: "Wer liefert was", kind: "directory", hosts: ["wlw.de", "wlw.at", "wlw.ch"], aliases: ["wlw"] },
  { name: "North Data", kind: "directory", hosts: ["northdata.de", "northdata.com"] },
  { name: "Herold", kind: "directory", hosts: ["herold.at"], aliases: ["Herold.at", "Herold Gelbe Seiten"] },
  // The chambers' own member directories (WKO "Firmen A-Z", IHK, Handwerkskammer) are chambers, not platforms (corpus convention).
  { name: "FirmenABC", kind: "directory", hosts: ["firmenabc.at"] },
  { name: "local.ch", kind: "directory", hosts: ["local.ch"] },
  { name: "search.ch", kind: "directory", hosts: ["search.ch", "tel.search.ch"] },
  { name: "Moneyhouse", kind: "directory", hosts: ["moneyhouse.ch"] },
  { name: "help.ch", kind: "directory", hosts: ["help.ch"] },
  // Funeral-home directory and price comparison (bestattungen.de, Germany).
  { name: "Bestattungen.de", kind: "directory", hosts: ["bestattungen.de"] },
  // Doctors and health
  { name: "Jameda", kind: "doctor", hosts: ["jameda.de"] },
  { name: "Doctolib", kind: "doctor", hosts: ["doctolib.de", "doctolib.at", "doctolib.ch"] },
  { name: "Doctena", kind: "doctor", hosts: ["doctena.de", "doctena.at", "doctena.ch"] },
  { name: "Sanego", kind: "doctor", hosts: ["sanego.de"] },
  { name: "Arzt-Auskunft", kind: "doctor", hosts: ["arzt-auskunft.de"] },
  { name: "Weisse Liste", kind: "doctor", hosts: ["weisse-liste.de"], aliases: ["Weiße Liste"] },
  { name: "DocFinder", kind: "doctor", hosts: ["docfinder.at"] },
  { name: "DocInsider", kind: "doctor", hosts: ["docinsider.at"] },
  { name: "OneDoc", kind: "doctor", hosts: ["onedoc.ch"] },
  { name: "Medicosearch", kind: "doctor", hosts: ["medicosearch.ch"] },
  { name: "Docdoc", kind: "doctor", hosts: ["docdoc.ch"] },
  { name: "samedi", kind: "doctor", hosts: ["samedi.de"] },
  // Midwives, therapists and care
  { name: "ammely", kind: "health", hosts: ["ammely.de"] },
  { name: "therapie.de", kind: "health", hosts: ["therapie.de"], aliases: ["Therapie.de Psychotherapeutensuche"] },
  { name: "physio.de", kind: "health", hosts: ["physio.de"] },
  { name: "Pflege.de", kind: "health", hosts: ["pflege.de"] },
  // Austria's directory of psychotherapists and clinical psychologists (psyonline.at).
  { name: "Psyonline", kind: "health", hosts: ["psyonline.at"] },
  // Pharmacy finder of the German pharmacists' portal (aponet.de, Avoxa), where pharmacies are listed with their hours.
  { name: "aponet.de", kind: "health", hosts: ["aponet.de"], aliases: ["aponet"] },
  // Lawyers and tax advisers
  { name: "anwalt.de", kind: "lawyer", hosts: ["anwalt.de"], aliases: ["Anwalt.de"] },
  { name: "Anwaltauskunft", kind: "lawyer", hosts: ["anwaltauskunft.de"], aliases: ["Deutsche Anwaltauskunft", "Anwaltsuche des DAV"] },
  { name: "advocado", kind: "lawyer", hosts: ["advocado.de"] },
  { name: "123recht", kind: "lawyer", hosts: ["123recht.de"] },
  { name: "Anwaltssuche.at", kind: "lawyer", hosts: ["anwaltssuche.at"] },
  { name: "swisslawyers", kind: "lawyer", hosts: ["swisslawyers.com"], aliases: ["SAV Anwaltssuche"] },
  { name: "Anwalt24", kind: "lawyer", hosts: ["anwalt24.de"] },
  { name: "frag-einen-anwalt.de", kind: "lawyer", hosts: ["frag-einen-anwalt.de"] },
  { name: "KLUGO", kind: "lawyer", hosts: ["klugo.de"] },
  { name: "anwalt.org", kind: "lawyer", hosts: ["anwalt.org"] },
  { name: "DATEV-Beratersuche", kind: "tax", hosts: ["datev.de"], aliases: ["DATEV Beratersuche", "Steuerberater-Suche"] },
  // Crafts and home services
  { name: "MyHammer", kind: "craft", hosts: ["my-hammer.de", "my-hammer.at"], aliases: ["My Hammer"] },
  { name: "Check24", kind: "craft", hosts: ["check24.de"], aliases: ["CHECK24", "Check24 Profis"] },
  { name: "Blauarbeit", kind: "craft", hosts: ["blauarbeit.de"] },
  { name: "Aroundhome", kind: "craft", hosts: ["aroundhome.de"] },
  { name: "Houzz", kind: "craft", hosts: ["houzz.de", "houzz.at", "houzz.ch"] },
  { name: "Umzugsauktion", kind: "craft", hosts: ["umzugsauktion.de"] },
  { name: "MOVU", kind: "craft", hosts: ["movu.ch"], aliases: ["Movu"] },
  { name: "Betreut.de", kind: "craft", hosts: ["betreut.de"], aliases: ["Betreut"] },
  { name: "Helpling", kind: "craft", hosts: ["helpling.de", "helpling.at", "helpling.ch"] },
  { name: "Daibau", kind: "craft", hosts: ["daibau.at"] },
  { name: "Renovero", kind: "craft", hosts: ["renovero.ch"] },
  { name: "Ofri", kind: "craft", hosts: ["ofri.ch"] },
  { name: "Buildigo", kind: "craft", hosts: ["buildigo.ch"] },
  { name: "Gryps", kind: "craft", hosts: ["gryps.ch"] },
  { name: "Fixando", kind: "craft", hosts: ["fixando.at"] },
  { name: "Moving24", kind: "craft", hosts: ["moving24.ch"] },
  // Hotels and travel
  { name: "Booking.com", kind: "hotel", hosts: ["booking.com"], aliases: ["Booking"] },
  { name: "Expedia", kind: "hotel", hosts: ["expedia.de", "expedia.at", "expedia.ch"] },
  { name: "HRS", kind: "hotel", hosts: ["hrs.de", "hrs.com"] },
  { name: "Hotels.com", kind: "hotel", hosts: ["hotels.com", "de.hotels.com"] },
  { name: "Trivago", kind: "hotel", hosts: ["trivago.de", "trivago.at", "trivago.ch"] },
  { name: "Airbnb", kind: "hotel", hosts: ["airbnb.de", "airbnb.at", "airbnb.ch", "airbnb.com"] },
  { name: "HolidayCheck", kind: "hotel", hosts: ["holidaycheck.de", "holidaycheck.at", "holidaycheck.ch"] },
  { name: "Kayak", kind: "hotel", hosts: ["kayak.de", "kayak.ch", "kayak.com"] },
  { name: "Agoda", kind: "hotel", hosts: ["agoda.com"] },
  { name: "hotel.de", kind: "hotel", hosts: ["hotel.de"] },
  { name: "FeWo-direkt", kind: "hotel", hosts: ["fewo-direkt.de"], aliases: ["Fewo direkt", "Vrbo"] },
  { name: "Traum-Ferienwohnungen", kind: "hotel", hosts: ["traum-ferienwohnungen.de"] },
  { name: "Holidu", kind: "hotel", hosts: ["holidu.de", "holidu.at", "holidu.ch"] },
  { name: "e-domizil", kind: "hotel", hosts: ["e-domizil.ch", "e-domizil.de"] },
  { name: "Bergfex", kind: "hotel", hosts: ["bergfex.at", "bergfex.de", "bergfex.ch", "bergfex.com"] },
  // Camping
  { name: "Pincamp", kind: "camping", hosts: ["pincamp.de", "pincamp.at", "pincamp.ch"], aliases: ["PiNCAMP", "ADAC Pincamp"] },
  { name: "Camping.info", kind: "camping", hosts: ["camping.info"] },
  { name: "ACSI", kind: "camping", hosts: ["eurocampings.de", "eurocampings.ch", "acsi.eu"], aliases: ["Eurocampings", "ACSI Eurocampings"] },
  { name: "Camperstop", kind: "camping", hosts: ["camperstop.com"] },
  { name: "park4night", kind: "camping", hosts: ["park4night.com"] },
  { name: "Alpaca Camping", kind: "camping", hosts: ["alpacacamping.de", "alpacacamping.at", "alpacacamping.ch"] },
  { name: "PaulCamper", kind: "camping", hosts: ["paulcamper.de", "paulcamper.at", "paulcamper.ch"] },
  // Coworking and meeting rooms
  { name: "Coworker.com", kind: "coworking", hosts: ["coworker.com"] },
  { name: "Spacebase", kind: "coworking", hosts: ["spacebase.com"] },
  { name: "LiquidSpace", kind: "coworking", hosts: ["liquidspace.com"] },
  // Restaurants and guides
  { name: "TheFork", kind: "restaurant", hosts: ["thefork.de", "thefork.at", "thefork.ch"] },
  { name: "OpenTable", kind: "restaurant", hosts: ["opentable.de", "opentable.com"] },
  { name: "Quandoo", kind: "restaurant", hosts: ["quandoo.de", "quandoo.at", "quandoo.ch"] },
  { name: "Falstaff", kind: "restaurant", hosts: ["falstaff.com", "falstaff.at", "falstaff.de"] },
  { name: "Guide Michelin", kind: "restaurant", hosts: ["guide.michelin.com"], aliases: ["Michelin", "Michelin Guide"] },
  { name: "Gault&Millau", kind: "restaurant", hosts: ["gaultmillau.de", "gaultmillau.at", "gaultmillau.ch"], aliases: ["Gault Millau"] },
  { name: "Restaurant Guru", kind: "restaurant", hosts: ["restaurantguru.com"] },
  { name: "resmio", kind: "restaurant", hosts: ["resmio.com", "resmio.de"] },
  { name: "Speisekarte.de", kind: "restaurant", hosts: ["speisekarte.de"] },
  { name: "Lunchgate", kind: "restaurant", hosts: ["lunchgate.ch"] },
  { name: "HappyCow", kind: "restaurant", hosts: ["happycow.net"] },
  // Delivery
  { name: "Lieferando", kind: "delivery", hosts: ["lieferando.de", "lieferando.at"] },
  { name: "Wolt", kind: "delivery", hosts: ["wolt.com"] },
  { name: "Uber Eats", kind: "delivery", hosts: ["ubereats.com"], aliases: ["UberEats"] },
  { name: "Foodora", kind: "delivery", hosts: ["foodora.at"] },
  { name: "Mjam", kind: "delivery", hosts: ["mjam.net", "mjam.at"] },
  { name: "Just Eat", kind: "delivery", hosts: ["just-eat.ch", "eat.ch"], aliases: ["JustEat", "Just Eat Takeaway"] },
  { name: "Smood", kind: "delivery", hosts: ["smood.ch"] },
  { name: "Deliveroo", kind: "delivery", hosts: ["deliveroo.de"] },
  // Surplus food from bakeries, shops and restaurants, sold through the app in DE, AT and CH (toogoodtogo.com).
  { name: "Too Good To Go", kind: "marketplace", hosts: ["toogoodtogo.com"], aliases: ["TooGoodToGo"] },
  // Beauty and fitness booking
  { name: "Treatwell", kind: "beauty", hosts: ["treatwell.de", "treatwell.at", "treatwell.ch"] },
  { name: "Planity", kind: "beauty", hosts: ["planity.com"] },
  { name: "Booksy", kind: "beauty", hosts: ["booksy.com"] },
  { name: "Fresha", kind: "beauty", hosts: ["fresha.com"] },
  { name: "Salonkee", kind: "beauty", hosts: ["salonkee.de", "salonkee.com"] },
  { name: "Studiobookr", kind: "beauty", hosts: ["studiobookr.com"] },
  { name: "Eversports", kind: "fitness", hosts: ["eversports.de", "eversports.at", "eversports.ch"] },
  { name: "Urban Sports Club", kind: "fitness", hosts: ["urbansportsclub.com"] },
  { name: "ClassPass", kind: "fitness", hosts: ["classpass.com"] },
  { name: "Wellpass", kind: "fitness", hosts: ["egym-wellpass.com"], aliases: ["EGYM Wellpass", "Hansefit"] },
  // Tutoring and courses
  { name: "Superprof", kind: "tutoring", hosts: ["superprof.de", "superprof.at", "superprof.ch"] },
  { name: "ErsteNachhilfe", kind: "tutoring", hosts: ["erstenachhilfe.de"] },
  { name: "Preply", kind: "tutoring", hosts: ["preply.com"] },
  // Weddings
  { name: "WeddyPlace", kind: "wedding", hosts: ["weddyplace.com"] },
  { name: "Hochzeitsplaza", kind: "wedding", hosts: ["hochzeitsplaza.de"] },
  { name: "Zankyou", kind: "wedding", hosts: ["zankyou.de", "zankyou.at", "zankyou.ch"] },
  { name: "Braut.de", kind: "wedding", hosts: ["braut.de"] },
  // Marketplaces
  { name: "Amazon", kind: "marketplace", hosts: ["amazon.de", "amazon.at", "amazon.com"] },
  { name: "eBay", kind: "marketplace", hosts: ["ebay.de", "ebay.at", "ebay.ch"] },
  { name: "Kleinanzeigen", kind: "marketplace", hosts: ["kleinanzeigen.de"], aliases: ["eBay Kleinanzeigen"] },
  { name: "willhaben", kind: "marketplace", hosts: ["willhaben.at"] },
  { name: "Ricardo", kind: "marketplace", hosts: ["ricardo.ch"] },
  { name: "Tutti", kind: "marketplace", hosts: ["tutti.ch"] },
  { name: "Anibis", kind: "marketplace", hosts: ["anibis.ch"] },
  { name: "Galaxus", kind: "marketplace", hosts: ["galaxus.de", "galaxus.ch", "galaxus.at"] },
  { name: "Etsy", kind: "marketplace", hosts: ["etsy.com"] },
  { name: "Otto", kind: "marketplace", hosts: ["otto.de"] },
  { name: "markt.de", kind: "marketplace", hosts: ["markt.de"] },
  { name: "Quoka", kind: "marketplace", hosts: ["quoka.de"] },
  { name: "Shpock", kind: "marketplace", hosts: ["shpock.com"] },
  // Vouchers and deals for wellness, leisure and restaurants (groupon.de/.at/.ch, jochen-schweizer.de, mydays.de/.ch).
  { name: "Groupon", kind: "marketplace", hosts: ["groupon.de", "groupon.at", "groupon.ch", "groupon.com"] },
  { name: "Jochen Schweizer", kind: "marketplace", hosts: ["jochen-schweizer.de", "jochen-schweizer.at"] },
  { name: "mydays", kind: "marketplace", hosts: ["mydays.de", "mydays.ch", "mydays.at"] },
  // Activities, tours and ski/surf schools booked online (getyourguide.de/.at/.ch, viator.com, checkyeti.com).
  { name: "GetYourGuide", kind: "booking", hosts: ["getyourguide.de", "getyourguide.at", "getyourguide.ch", "getyourguide.com"] },
  { name: "Viator", kind: "booking", hosts: ["viator.com"] },
  { name: "CheckYeti", kind: "booking", hosts: ["checkyeti.com"] },
  // Jobs
  { name: "Indeed", kind: "jobs", hosts: ["indeed.com", "de.indeed.com", "at.indeed.com", "ch.indeed.com"] },
  { name: "StepStone", kind: "jobs", hosts: ["stepstone.de", "stepstone.at"] },
  { name: "karriere.at", kind: "jobs", hosts: ["karriere.at"] },
  { name: "jobs.ch", kind: "jobs", hosts: ["jobs.ch"] },
  { name: "Jobware", kind: "jobs", hosts: ["jobware.de"] },
  // Real estate
  { name: "ImmoScout24", kind: "realEstate", hosts: ["immobilienscout24.de", "immoscout24.ch", "immobilienscout24.at", "immoscout24.at"], aliases: ["Immoscout", "ImmobilienScout24", "Immobilienscout"] },
  { name: "Immowelt", kind: "realEstate", hosts: ["immowelt.de", "immowelt.at", "immowelt.ch"] },
  { name: "Immonet", kind: "realEstate", hosts: ["immonet.de"] },
  { name: "Homegate", kind: "realEstate", hosts: ["homegate.ch"] },
  { name: "Comparis", kind: "realEstate", hosts: ["comparis.ch"] },
  { name: "Newhome", kind: "realEstate", hosts: ["newhome.ch"] },
  { name: "ImmoDirekt", kind: "realEstate", hosts: ["immodirekt.at"] },
  { name: "wohnnet.at", kind: "realEstate", hosts: ["wohnnet.at"], aliases: ["wohnnet"] },
  { name: "Flatfox", kind: "realEstate", hosts: ["flatfox.ch"] },
  { name: "Immopool", kind: "realEstate", hosts: ["immopool.at"] },
  // Cars
  { name: "ADAC", kind: "auto", hosts: ["adac.de"] },
  { name: "AutoScout24", kind: "auto", hosts: ["autoscout24.de", "autoscout24.at", "autoscout24.ch"] },
  { name: "mobile.de", kind: "auto", hosts: ["mobile.de"] },
  { name: "FairGarage", kind: "auto", hosts: ["fairgarage.de"] },
  { name: "Autobutler", kind: "auto", hosts: ["autobutler.de"] },
  // Car-rental comparison and booking (billiger-mietwagen.de, rentalcars.com).
  { name: "billiger-mietwagen.de", kind: "auto", hosts: ["billiger-mietwagen.de"] },
  { name: "Rentalcars.com", kind: "auto", hosts: ["rentalcars.com"], aliases: ["Rentalcars"] },
  // Social networks
  { name: "Facebook", kind: "social", hosts: ["facebook.com", "fb.com"] },
  { name: "Instagram", kind: "social", hosts: ["instagram.com"] },
  { name: "LinkedIn", kind: "social", hosts: ["linkedin.com"] },
  { name: "Xing", kind: "social", hosts: ["xing.com"] },
  { name: "TikTok", kind: "social", hosts: ["tiktok.com"] },
  { name: "YouTube", kind: "social", hosts: ["youtube.com", "youtu.be"] },
];

/**
 * Comparison key of a platform name: folded, letters and digits only ("Google-Bewertungen" -> "googlebewertungen").
 */
function platformKey(name: string): string {
  return foldGerman(name).replace(/[^a-z0-9]+/g, "");
}

const BY_NAME = new Map<string, Platform>();
const BY_HOST = new Map<string, Platform>();
/** Folded first words of every platform name and alias, to skip the words no platform starts with. */
const FIRST_WORDS = new Set<string>();
for (const p of PLATFORMS) {
  for (const n of [p.name, ...(p.aliases ?? [])]) {
    BY_NAME.set(platformKey(n), p);
    FIRST_WORDS.add(foldGerman(n.split(/[\s-]/)[0]!));
  }
  for (const h of p.hosts) BY_HOST.set(h, p);
}
// Answers drop the hyphen of a domain ("myhammer.de" for "my-hammer.de"); the brand is the same.
for (const [h, p] of [...BY_HOST]) if (h.includes("-") && !BY_HOST.has(h.replace(/-/g, ""))) BY_HOST.set(h.replace(/-/g, ""), p);

/**
 * The platform a name as written in an answer stands for ("Google-Bewertungen",
 * "jameda.de", "Booking.com"); null for anything else.
 */
export function findPlatform(name: string): Platform | null {
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
  return FIRST_WORDS.has(foldGerman(word)) || word.includes(".");
}

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
