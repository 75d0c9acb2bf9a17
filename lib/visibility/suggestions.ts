import type { VisibilitySummary } from "./aggregate";
import { normalizeDomain } from "./names";

export interface SuggestionInput {
  summary: VisibilitySummary;
  businessName?: string;
  domain?: string;
  location?: string;
}

function hostOf(url: string): string {
  return normalizeDomain(url) ?? url;
}

/**
 * Concrete German advice derived from the result: not named / named sometimes /
 * named low / named first, what the answers cite, who is named instead.
 * @returns 3–7 suggestions, most important first
 */
export function buildSuggestions({ summary, businessName, domain, location }: SuggestionInput): string[] {
  const out: string[] = [];
  const total = summary.samples.length;
  const top = summary.competitors.slice(0, 3).map((c) => c.name);
  const place = location ? ` in ${location}` : "";

  if (!businessName && !domain) {
    out.push("Geben Sie Ihren Firmennamen und Ihre Website an – erst dann kann der Test prüfen, ob die KI Ihr Unternehmen nennt.");
  } else if (summary.mentionedIn === 0) {
    out.push(
      `Die KI hat Ihr Unternehmen in keiner von ${total} Antworten genannt. Sorgen Sie dafür, dass Name, Adresse und Telefonnummer (NAP) auf Ihrer Website, im Google-Unternehmensprofil und in Branchenverzeichnissen identisch sind.`,
    );
    out.push(
      "Hinterlegen Sie strukturierte Daten vom Typ LocalBusiness (JSON-LD) mit Name, Adresse, Leistungen und Einzugsgebiet – z. B. mit unserem Schema-Generator.",
    );
  } else if (summary.samples.some((s) => s.mentionTone === "unavailable")) {
    out.push(
      "Die KI nennt Ihr Unternehmen als geschlossen oder nicht verfügbar. Prüfen Sie Status und Öffnungszeiten im Google-Unternehmensprofil und in den Verzeichnissen – veraltete Angaben dort übernehmen KI-Assistenten.",
    );
  } else if (summary.samples.some((s) => s.mentionTone === "discouraged")) {
    out.push(
      "Die KI nennt Ihr Unternehmen, rät aber davon ab. Lesen Sie Ihre aktuellen Bewertungen, antworten Sie sachlich auf Kritik und bitten Sie zufriedene Kunden um Rückmeldungen.",
    );
  } else if (summary.mentionedIn < total) {
    out.push(
      `Ihr Unternehmen wurde in ${summary.mentionedIn} von ${total} Antworten genannt – die Nennung ist noch nicht stabil. Mehr übereinstimmende Erwähnungen im Netz (Verzeichnisse, Presse, Fachportale) machen sie verlässlicher.`,
    );
  }

  // A place near the top is no success while the assistant warns against the business.
  const namedNegatively = summary.samples.some((s) => s.mentionTone === "discouraged" || s.mentionTone === "unavailable");
  const position = namedNegatively ? null : summary.averagePosition;
  if (position !== null && position > 3) {
    out.push(
      `Sie erscheinen im Schnitt erst auf Platz ${formatDecimal(position)}. Beschreiben Sie Ihre Spezialisierung${place} klar auf der Startseite und in einer FAQ-Sektion, damit die KI Sie der Frage direkt zuordnen kann.`,
    );
  } else if (position !== null && position <= 1 && summary.mentionedIn === total) {
    out.push(
      "Sie werden in jeder Antwort an erster Stelle genannt. Halten Sie Öffnungszeiten, Leistungen und Bewertungen aktuell, damit das so bleibt, und wiederholen Sie den Test regelmäßig.",
    );
  } else if (position !== null && position <= 3) {
    out.push("Sie gehören zu den ersten Empfehlungen. Aktuelle Bewertungen und klare Leistungsseiten helfen, ganz nach vorn zu kommen.");
  }

  if (top.length > 0 && summary.mentionRate < 1 && (businessName || domain)) {
    out.push(
      `Stattdessen genannt: ${top.join(", ")}. Prüfen Sie, wo diese Anbieter online präsent sind (Website-Inhalte, Bewertungen, Verzeichnisse), und schließen Sie die Lücken.`,
    );
  }

  const ownHost = domain ? normalizeDomain(domain) : null;
  const sourceHosts = [...new Set(summary.sources.map(hostOf))].filter((h) => h !== ownHost && !h.endsWith(`.${ownHost}`)).slice(0, 4);
  if (sourceHosts.length > 0) {
    out.push(`Die Antworten verweisen auf ${sourceHosts.join(", ")}. Prüfen Sie, ob Ihr Unternehmen dort korrekt und vollständig vertreten ist.`);
  } else if (summary.platforms.length > 0) {
    out.push(`Die KI verweist auf ${summary.platforms.slice(0, 4).map((p) => p.name).join(", ")}. Pflegen Sie dort ein vollständiges Profil mit aktuellen Bewertungen.`);
  }

  if (summary.answersWithoutBusinesses === total) {
    out.push("Die KI hat keine konkreten Unternehmen genannt. Formulieren Sie die Suche konkreter (Branche und Ort) und testen Sie erneut.");
  }
  if (!domain && businessName) {
    out.push("Geben Sie zusätzlich Ihre Website an – dann erkennt der Test auch Nennungen über Ihre Domain.");
  }
  out.push("Prüfen Sie mit dem KI-Readiness-Checker, ob Ihre Website für KI-Assistenten gut lesbar ist (robots.txt, Sitemap, strukturierte Daten).");
  return out.slice(0, 7);
}

function formatDecimal(n: number): string {
  return new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 }).format(n);
}
