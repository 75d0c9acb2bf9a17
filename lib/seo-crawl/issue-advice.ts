import {
  ISSUE_BLOCKED,
  ISSUE_BROKEN_LINKS,
  ISSUE_CANONICAL_ELSEWHERE,
  ISSUE_CRAWLED_NOT_INDEXED,
  ISSUE_DESCRIPTION_MISSING,
  ISSUE_DESCRIPTION_TOO_LONG,
  ISSUE_DESCRIPTION_TOO_SHORT,
  ISSUE_DISCOVERED_NOT_INDEXED,
  ISSUE_HTTP_ERROR,
  ISSUE_IMPROVE_CTR,
  ISSUE_INVALID_RESPONSE,
  ISSUE_NO_INTERNAL_LINKS,
  ISSUE_NO_SEARCH_VISIBILITY,
  ISSUE_NO_STRUCTURED_DATA,
  ISSUE_NOINDEX,
  ISSUE_NOT_HTML,
  ISSUE_NOT_IN_SITEMAP,
  ISSUE_NOT_INDEXED_BY_GOOGLE,
  ISSUE_ORPHAN,
  ISSUE_POOR_POSITION,
  ISSUE_REDIRECT,
  ISSUE_ROBOTS_UNAVAILABLE,
  ISSUE_SLOW,
  ISSUE_THIN_CONTENT,
  ISSUE_TIMEOUT,
  ISSUE_TITLE_MISSING,
  ISSUE_TITLE_TOO_LONG,
  ISSUE_TOO_MANY_REDIRECTS,
  ISSUE_UNEXPECTED_STATUS,
  ISSUE_UNREACHABLE,
} from "./issues";

/**
 * How-to-fix texts for issue texts (spec section 5, "Issue advice"). Advice follows
 * Google Search Central (titles and snippets, robots meta, canonicalisation, sitemaps,
 * links, page experience) and sitemaps.org / RFC 9309 for sitemaps and robots.txt.
 */

/** Lowercase, hyphens and dashes as spaces, whitespace collapsed: "Meta-Description" and "meta description" match. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[-‐‑–—_]+/g, " ").replace(/\s+/g, " ").trim();
}

interface AdviceRule {
  /** Substrings (normalised before matching); the German ones come from issues.ts. */
  match: string[];
  advice: string;
}

/** First match wins: specific rules before general ones (e.g. "too short" before any "meta description"). */
const RULES: AdviceRule[] = [
  {
    match: [ISSUE_IMPROVE_CTR, "klickrate", "click rate", "click through", "clickrate", "ctr optimieren", "optimise meta title", "optimize meta title"],
    advice:
      "Formulieren Sie Title und Meta-Description als Einladung zum Klick: das wichtigste Suchwort und Ihren Ort nach vorn, ein konkreter Nutzen (z. B. „Termine auch samstags“) und eine klare Handlungsaufforderung. Title bis 60 Zeichen, Description 120–160 Zeichen, jede Seite mit eigenem Text.",
  },
  {
    match: [ISSUE_DESCRIPTION_TOO_SHORT, "meta description too short", "description too short"],
    advice:
      "Erweitern Sie die Meta-Description auf 120–160 Zeichen: Beschreiben Sie in ein bis zwei Sätzen, was die Seite bietet, nennen Sie Leistung und Ort und schließen Sie mit einer Aufforderung wie „Jetzt Termin vereinbaren“.",
  },
  {
    match: [ISSUE_DESCRIPTION_MISSING, "meta description missing", "missing meta description", "no meta description"],
    advice:
      "Ergänzen Sie im <head> der Seite ein <meta name=\"description\" content=\"…\"> mit 120–160 Zeichen, das den Inhalt der Seite zusammenfasst. Fehlt es, wählt Google selbst einen Textausschnitt – oft einen unpassenden.",
  },
  {
    match: [ISSUE_DESCRIPTION_TOO_LONG, "meta description too long", "description too long"],
    advice:
      "Kürzen Sie die Meta-Description auf höchstens 160 Zeichen; längere Texte schneidet Google in den Suchergebnissen ab. Das Wichtigste gehört an den Anfang.",
  },
  {
    match: [ISSUE_NO_STRUCTURED_DATA, "missing structured data", "no structured data", "structured data missing"],
    advice:
      "Fügen Sie strukturierte Daten im JSON-LD-Format hinzu – mindestens LocalBusiness (bzw. den passenden Untertyp wie Dentist) mit Name, Adresse, Telefon und Öffnungszeiten, auf Ratgeberseiten Article oder FAQPage. Unser JSON-LD-Generator erstellt den Code; prüfen Sie ihn danach mit dem Test für Rich-Suchergebnisse von Google.",
  },
  {
    match: [ISSUE_NO_INTERNAL_LINKS, "no internal links", "missing internal links"],
    advice:
      "Verlinken Sie von dieser Seite auf thematisch passende andere Seiten Ihrer Website (Leistungen, Kontakt, Ratgeber) – mit aussagekräftigen Linktexten statt „hier klicken“. Interne Links helfen Suchmaschinen, Ihre Seiten zu finden und einzuordnen.",
  },
  {
    match: [ISSUE_ORPHAN, "orphan page", "no inlinks", "no incoming links"],
    advice:
      "Keine andere Seite Ihrer Website verlinkt auf diese Seite. Setzen Sie Links aus der Navigation oder aus passenden Inhaltsseiten darauf – sonst findet Google sie höchstens über die Sitemap und stuft sie als unwichtig ein.",
  },
  {
    match: [ISSUE_CRAWLED_NOT_INDEXED, "gecrawlt zurzeit nicht indexiert", "gecrawlt, aber nicht indexiert", "crawled but not indexed", "crawled currently not indexed"],
    advice:
      "Google hat die Seite abgerufen, hält sie aber derzeit nicht für aufnahmewürdig. Machen Sie den Inhalt eigenständiger und ausführlicher (keine Beinahe-Duplikate anderer Seiten), verlinken Sie die Seite intern von wichtigen Seiten aus und beantragen Sie danach in der Google Search Console über die URL-Prüfung erneut die Indexierung.",
  },
  {
    match: [ISSUE_DISCOVERED_NOT_INDEXED, "gefunden zurzeit nicht indexiert", "discovered but not indexed", "discovered currently not indexed"],
    advice:
      "Google kennt die Adresse, hat die Seite aber noch nicht abgerufen – oft, weil der Server langsam ist oder die Seite kaum verlinkt ist. Verlinken Sie sie intern, nehmen Sie sie in die XML-Sitemap auf und beantragen Sie in der Google Search Console die Indexierung.",
  },
  {
    match: [ISSUE_NOINDEX, "noindex"],
    advice:
      "Die Seite verbietet Suchmaschinen die Aufnahme in den Index. Soll sie in den Suchergebnissen erscheinen, entfernen Sie „noindex“ aus dem Robots-Meta-Tag bzw. dem X-Robots-Tag-Header (oft eine Einstellung im CMS oder SEO-Plugin). Ist die Seite bewusst ausgeschlossen (z. B. Danke-Seite), ist nichts zu tun.",
  },
  {
    match: [ISSUE_CANONICAL_ELSEWHERE, "canonical points to another", "canonical elsewhere", "canonical verweist"],
    advice:
      "Das Canonical-Tag erklärt eine andere Adresse zur maßgeblichen Version, daher indexiert Google diese Seite nicht. Ist das gewollt (z. B. Druck- oder Filteransicht), ist nichts zu tun; sonst setzen Sie <link rel=\"canonical\"> auf die eigene Adresse der Seite.",
  },
  {
    match: [ISSUE_NOT_INDEXED_BY_GOOGLE, "not indexed by google", "page not indexed", "nicht im google index", "nicht indexiert"],
    advice:
      "Die Seite ist nicht im Google-Index. Prüfen Sie in der Google Search Console mit der URL-Prüfung den Grund (noindex, Canonical, robots.txt, Fehler), beheben Sie ihn, nehmen Sie die Seite in die XML-Sitemap auf und beantragen Sie die Indexierung.",
  },
  {
    match: [ISSUE_NO_SEARCH_VISIBILITY, "no visibility in search", "keine sichtbarkeit", "keine impressionen", "no impressions"],
    advice:
      "Die Seite erscheint bisher bei keiner Suchanfrage. Richten Sie sie auf eine konkrete Suchabsicht aus (z. B. „Zahnreinigung Berlin-Mitte“): Suchwort in Title, H1 und ersten Absatz, ausführlicher hilfreicher Inhalt und interne Links von verwandten Seiten.",
  },
  {
    match: [ISSUE_POOR_POSITION, "poor average position", "low average position", "durchschnittliche position", "schlechte position"],
    advice:
      "Die Seite rankt, aber weit hinten. Vergleichen Sie sie mit den Seiten auf den ersten Plätzen: Beantworten Sie die Frage der Suchenden vollständiger, ergänzen Sie Fakten, Bilder und FAQ, verbessern Sie Title und Ladezeit und verlinken Sie die Seite intern stärker.",
  },
  {
    match: [ISSUE_TITLE_MISSING, "title missing", "missing title", "no title"],
    advice:
      "Geben Sie der Seite einen eigenen <title> mit bis zu 60 Zeichen: Hauptthema bzw. Leistung, Ort und Ihr Name, z. B. „Zahnreinigung in Berlin-Mitte | Praxis Dr. Muster“.",
  },
  {
    match: [ISSUE_TITLE_TOO_LONG, "title too long"],
    advice:
      "Kürzen Sie den Title auf höchstens 60 Zeichen, sonst schneidet Google ihn in den Suchergebnissen ab. Das wichtigste Suchwort gehört nach vorn, der Praxis- oder Firmenname ans Ende.",
  },
  {
    match: [ISSUE_THIN_CONTENT, "thin content", "low word count", "little content"],
    advice:
      "Die Seite hat sehr wenig Text. Ergänzen Sie mindestens 200–300 Wörter hilfreichen Inhalt: Was bieten Sie genau an, für wen, wie läuft es ab, was kostet es, häufige Fragen. Seiten ohne eigenen Mehrwert nimmt Google oft nicht in den Index auf.",
  },
  {
    match: [ISSUE_BROKEN_LINKS, "broken internal links", "broken links", "defekte links"],
    advice:
      "Auf dieser Seite führen Links ins Leere (Fehlerseite). Korrigieren Sie die Linkziele oder entfernen Sie die Links; ist eine Seite umgezogen, leiten Sie die alte Adresse per 301-Weiterleitung auf die neue um.",
  },
  {
    match: [ISSUE_SLOW, "slow response", "slow page", "slow server"],
    advice:
      "Der Server antwortet langsam. Aktivieren Sie Seiten-Caching (im CMS oder beim Hoster), komprimieren Sie Bilder, reduzieren Sie Plugins und Skripte und prüfen Sie, ob Ihr Hosting-Tarif ausreicht. Ziel: Antwort in unter einer Sekunde.",
  },
  {
    match: [ISSUE_ROBOTS_UNAVAILABLE, "robots.txt unavailable", "robots.txt not reachable"],
    advice:
      "Ihre robots.txt antwortet mit einem Serverfehler. Suchmaschinen werten das als Sperre der ganzen Website. Sorgen Sie dafür, dass /robots.txt mit Status 200 (oder, wenn es keine gibt, 404) antwortet – meist hilft ein Blick in die Serverkonfiguration oder ein Hinweis an Ihren Hoster.",
  },
  {
    match: [ISSUE_BLOCKED, "blocked by robots", "disallowed by robots"],
    advice:
      "Ihre robots.txt verbietet Suchmaschinen den Abruf dieser Seite. Soll sie gefunden werden, entfernen oder ändern Sie die passende Disallow-Regel; interne Bereiche dürfen gesperrt bleiben.",
  },
  {
    match: [ISSUE_TIMEOUT, "timeout", "timed out"],
    advice:
      "Die Seite hat nicht rechtzeitig geantwortet. Prüfen Sie Serverauslastung, Datenbankabfragen und Plugins; hält das an, brechen auch Suchmaschinen den Abruf ab und nehmen die Seite aus dem Index.",
  },
  {
    match: [ISSUE_UNREACHABLE, "unreachable", "not reachable", "connection failed"],
    advice:
      "Die Seite war nicht erreichbar (DNS, Verbindung oder SSL-Zertifikat). Prüfen Sie die DNS-Einträge Ihrer Domain und die Gültigkeit des Zertifikats, z. B. mit Ihrem Hoster.",
  },
  {
    match: [ISSUE_TOO_MANY_REDIRECTS, "too many redirects", "redirect loop"],
    advice:
      "Die Adresse leitet im Kreis oder über zu viele Stationen weiter. Leiten Sie jede alte Adresse mit einer einzigen 301-Weiterleitung direkt auf das endgültige Ziel.",
  },
  {
    match: [ISSUE_HTTP_ERROR, ISSUE_UNEXPECTED_STATUS, ISSUE_INVALID_RESPONSE, "http error", "not found", "server error"],
    advice:
      "Die Adresse liefert eine Fehlerseite. Bei 404/410: Stellen Sie die Seite wieder her oder leiten Sie die Adresse per 301 auf die passende neue Seite um und korrigieren Sie Links darauf. Bei 5xx: Prüfen Sie das Fehlerprotokoll des Servers oder wenden Sie sich an Ihren Hoster.",
  },
  {
    match: [ISSUE_REDIRECT, "redirects to", "redirect"],
    advice:
      "Die Adresse leitet weiter. Verlinken Sie intern und in der Sitemap direkt das Ziel, damit Suchmaschinen keinen Umweg nehmen müssen; dauerhafte Umzüge gehören als 301-Weiterleitung eingerichtet.",
  },
  {
    match: [ISSUE_NOT_IN_SITEMAP, "not in sitemap", "missing from sitemap"],
    advice:
      "Nehmen Sie die Seite in Ihre XML-Sitemap auf, sofern sie in den Suchergebnissen erscheinen soll, und reichen Sie die Sitemap in der Google Search Console ein. Unser Sitemap-Generator hilft dabei.",
  },
  {
    match: [ISSUE_NOT_HTML, "not html", "non html"],
    advice:
      "Unter dieser Adresse liegt eine Datei statt einer Webseite. Verlinken Sie Dateien wie PDFs mit der Dateiendung in der Adresse und bieten Sie wichtige Inhalte zusätzlich als HTML-Seite an.",
  },
];

const NORMALIZED_RULES = RULES.map((rule) => ({ match: rule.match.map(normalize), advice: rule.advice }));

/** Advice for an issue no rule matches: where to get help (the operator's contact address). */
export function fallbackAdvice(contactEmail: string): string {
  return `Zu diesem Hinweis haben wir noch keine feste Anleitung. Schreiben Sie uns an ${contactEmail} – wir sehen uns die Seite an und sagen Ihnen, was zu tun ist.`;
}

/**
 * The fixed German how-to-fix text for an issue. Pure function.
 *
 * Matching: case-insensitive SUBSTRING of the issue text, hyphens and spaces treated
 * alike; the first matching rule wins (specific before general). Keys: the German
 * issue constants of issues.ts (crawler and Search Console texts) and English phrases
 * such as "meta description too short", "missing structured data", "no internal links",
 * "crawled but not indexed", "page not indexed by Google", "no visibility in search",
 * "poor average position", "optimise meta title and description for click rate".
 *
 * @param issue an issue text, e.g. "Meta-Description zu kurz (87 Zeichen)"
 * @param contactEmail the operator's address, named when nothing matches
 * @returns German advice; fallbackAdvice(contactEmail) when nothing matches
 */
export function adviceFor(issue: string, contactEmail: string): string {
  const text = normalize(issue);
  if (text === "") return fallbackAdvice(contactEmail);
  for (const rule of NORMALIZED_RULES) {
    if (rule.match.some((m) => text.includes(m))) return rule.advice;
  }
  return fallbackAdvice(contactEmail);
}
