import type { PageFacts } from "../page-facts";
import type { Finding, SiteSnapshot } from "../types";
import { count, formatNumber, quote } from "./shared";

/**
 * What a crawler gets when it requests the page: the HTTP status, the text of the
 * HTML without JavaScript, and redirects made in the page instead of by the server.
 * AI crawlers (GPTBot, OAI-SearchBot, ClaudeBot, PerplexityBot) fetch HTML and run no
 * JavaScript. Points:
 * - crawling.http-status, 10: 2xx 10; 4xx/5xx or a soft 404 (2xx, but title or h1
 *   says "nicht gefunden" on a short page) 0 and a blocker
 * - crawling.client-redirect, 5, only scored when there is one: a meta refresh (followed
 *   once by the fetch) 0 as warn, a JavaScript redirect 0 as fail; none: reported
 * - content.javascript-only, 20, only scored for an app shell: fewer than 100 words in
 *   the HTML and a sign that JavaScript draws the page (an empty #root/#app/#__next
 *   mount point, a <noscript> asking for JavaScript, a site builder's scripts, or
 *   ten times more inline script than text) 0 and a blocker; otherwise reported
 */

const SHELL_MAX_WORDS = 100;

const STATUS_NAMES: Record<number, string> = {
  400: "Ungültige Anfrage",
  401: "Anmeldung erforderlich",
  403: "Zugriff verweigert",
  404: "Nicht gefunden",
  410: "Dauerhaft entfernt",
  451: "Aus rechtlichen Gründen gesperrt",
  500: "Interner Serverfehler",
  502: "Fehlerhaftes Gateway",
  503: "Dienst nicht verfügbar",
  504: "Gateway-Zeitüberschreitung",
};

const NOT_FOUND = /\b404\b|seite nicht gefunden|nicht gefunden|page not found|not found|existiert nicht|does not exist|nicht mehr verfügbar|no longer available/i;

/** A 2xx page that says it is an error page (Google Search Central, "soft 404 errors"). */
function soft404Evidence(facts: PageFacts): string | null {
  if (facts.bodyWordCount >= 300) return null;
  const h1 = facts.headings.find((h) => h.level === 1)?.text;
  if (facts.title && NOT_FOUND.test(facts.title)) return `Titel ${quote(facts.title, 60)}`;
  if (h1 && NOT_FOUND.test(h1)) return `Überschrift ${quote(h1, 60)}`;
  return null;
}

export function checkHttpStatus(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl" | "redirects">): Finding {
  const status = snapshot.page.status;
  const base = { id: "crawling.http-status", label: "HTTP-Status der Seite", maxPoints: 10 };
  if (status >= 400) {
    const name = STATUS_NAMES[status];
    return {
      ...base,
      status: "fail",
      evidence: `${snapshot.finalUrl} antwortet mit HTTP ${status}${name ? ` (${name})` : ""}. Suchmaschinen und KI-Crawler nehmen Seiten mit Fehlerstatus nicht auf – auch wenn der Browser etwas anzeigt.${status === 401 || status === 403 ? " Vermutlich sperrt eine Firewall oder ein Bot-Schutz automatische Abrufe; das trifft dann auch KI-Crawler." : status >= 500 ? " War der Fehler nur vorübergehend, prüfen Sie die Seite später erneut." : ""}`,
      points: 0,
      action:
        status === 401 || status === 403
          ? "Lassen Sie Ihre Startseite ohne Anmeldung mit HTTP 200 antworten und erlauben Sie Suchmaschinen- und KI-Crawlern den Abruf in Firewall bzw. Bot-Schutz."
          : "Sorgen Sie dafür, dass Ihre Startseite mit HTTP 200 antwortet (bei Umzügen mit einer 301-Weiterleitung auf die neue Adresse).",
      blocker: `Die Seite antwortet mit HTTP ${status}.`,
      reason: "http-error",
    };
  }
  const soft = soft404Evidence(facts);
  if (soft) {
    return {
      ...base,
      status: "fail",
      evidence: `HTTP ${status}, aber die Seite sieht wie eine Fehlerseite aus (${soft}, ${count(facts.bodyWordCount, "Wort", "Wörter")}): ein „Soft 404“, den Google als nicht vorhanden behandelt.`,
      points: 0,
      action: "Prüfen Sie die Adresse: Liefert Ihre Startseite hier ihren echten Inhalt? Fehlerseiten sollten mit HTTP 404 antworten, umgezogene Seiten mit einer 301-Weiterleitung.",
      blocker: "Die Seite ist eine Fehlerseite („Soft 404“).",
      reason: "soft-404",
    };
  }
  return {
    ...base,
    status: "pass",
    evidence: `HTTP ${status}${snapshot.redirects.length ? ` nach ${count(snapshot.redirects.length, "Weiterleitung", "Weiterleitungen")} (${snapshot.redirects.map((r) => r.status).join(", ")})` : ""}.`,
    points: 10,
  };
}

/** The site builder or framework that draws the page with JavaScript, as far as the HTML shows it. */
export function appPlatform(facts: PageFacts): string | null {
  const sources = facts.scriptSources.join(" ");
  const generator = facts.generator ?? "";
  if (/wix/i.test(generator) || /parastorage\.com|wixstatic\.com|static\.wix/i.test(sources)) return "Wix";
  if (/jimdo/i.test(generator) || /jimdo|jimcdn/i.test(sources)) return "Jimdo";
  if (/squarespace/i.test(generator) || /squarespace/i.test(sources)) return "Squarespace";
  switch (facts.appRoot) {
    case "#__next":
      return "Next.js";
    case "#__nuxt":
      return "Nuxt";
    case "<app-root>":
      return "Angular";
    case "#app":
      return "Vue";
    case "#root":
    case "[data-reactroot]":
      return "React";
  }
  return null;
}

/** Why the page looks like an app shell whose content JavaScript draws, or null. */
export function appShellSigns(facts: PageFacts): string[] | null {
  if (facts.bodyWordCount >= SHELL_MAX_WORDS || facts.scriptCount === 0) return null;
  const signs: string[] = [];
  if (facts.emptyAppRoot && facts.appRoot) signs.push(`leerer Startpunkt ${facts.appRoot === "<app-root>" ? "<app-root>" : `<div ${facts.appRoot.startsWith("#") ? `id="${facts.appRoot.slice(1)}"` : "data-reactroot"}>`}`);
  if (/javascript|java script/i.test(facts.noscriptText)) signs.push(`<noscript>: ${quote(facts.noscriptText, 70)}`);
  const platform = appPlatform(facts);
  if (platform && (platform === "Wix" || platform === "Jimdo" || platform === "Squarespace")) signs.push(`Skripte von ${platform}`);
  if (facts.inlineScriptChars > 10 * Math.max(facts.bodyText.length, 200)) signs.push(`${formatNumber(Math.round(facts.inlineScriptChars / 1024))} KB Skript-Code im HTML`);
  return signs.length ? signs : null;
}

/** Shared with content.word-count, so the ranking counts the fix once. */
export const SERVE_HTML_ACTION =
  "Liefern Sie die Inhalte als fertiges HTML aus (Server-Side Rendering, statisches Vorrendern oder ein Baukasten-Tarif mit SEO-Rendering), damit Crawler ohne JavaScript Ihre Texte lesen können.";

export function checkJavaScriptOnly(facts: PageFacts): Finding {
  const signs = appShellSigns(facts);
  const label = "Inhalt ohne JavaScript lesbar";
  if (!signs) {
    return {
      id: "content.javascript-only",
      status: "info",
      label,
      evidence: `KI-Crawler, die kein JavaScript ausführen, lesen im HTML ${count(facts.bodyWordCount, "Wort", "Wörter")}.`,
      points: 0,
      maxPoints: 0,
    };
  }
  const platform = appPlatform(facts);
  const seen = facts.bodyText ? `: ${quote(facts.bodyText, 100)}` : "";
  return {
    id: "content.javascript-only",
    status: "fail",
    label,
    evidence: `KI-Assistenten sehen fast nichts: Ihre Crawler (GPTBot, OAI-SearchBot, ClaudeBot, PerplexityBot) führen kein JavaScript aus und lesen im HTML nur ${count(facts.bodyWordCount, "Wort", "Wörter")}${seen}. Die Seite wird erst im Browser per JavaScript aufgebaut${platform ? ` (${platform})` : ""}; erkannt an: ${signs.join("; ")}.`,
    points: 0,
    maxPoints: 20,
    action: SERVE_HTML_ACTION,
    // Whatever else is right, assistants that read the HTML find no content to name the business for.
    blocker: "KI-Crawler sehen ohne JavaScript fast keinen Inhalt der Seite.",
    reason: "app-shell",
  };
}

export function checkClientRedirect(facts: PageFacts, snapshot: Pick<SiteSnapshot, "metaRefresh" | "finalUrl">): Finding {
  const label = "Weiterleitung per Meta-Refresh oder JavaScript";
  const base = { id: "crawling.client-redirect", label, maxPoints: 5 };
  const hop = snapshot.metaRefresh;
  if (facts.scriptRedirects.length > 0) {
    const redirect = facts.scriptRedirects[0]!;
    return {
      ...base,
      status: "fail",
      evidence: `Die Seite leitet per JavaScript weiter (${quote(redirect.statement, 90)}${redirect.url ? `, Ziel ${redirect.url}` : ""}). KI-Crawler führen kein JavaScript aus: Sie bleiben auf dieser Seite und lesen nur ihre ${count(facts.bodyWordCount, "Wort", "Wörter")}.`,
      points: 0,
      action: "Ersetzen Sie die JavaScript-Weiterleitung durch eine Weiterleitung des Servers (HTTP 301), der jeder Crawler folgt.",
      reason: "javascript",
    };
  }
  const refreshAction =
    "Ersetzen Sie die Meta-Refresh-Weiterleitung durch eine Weiterleitung des Servers (HTTP 301): Google wertet Meta-Refresh nur als Notlösung, viele KI-Crawler folgen ihm nicht.";
  if (hop) {
    return {
      ...base,
      status: "warn",
      evidence: hop.error
        ? `${hop.fromUrl} leitet per <meta http-equiv="refresh" content="${hop.content}"> auf ${hop.target} weiter, das Ziel ist aber nicht abrufbar (${hop.error}); geprüft wurde die weiterleitende Seite.`
        : `${hop.fromUrl} leitet per <meta http-equiv="refresh" content="${hop.content}"> weiter${hop.delaySeconds > 0 ? ` (nach ${count(hop.delaySeconds, "Sekunde", "Sekunden")})` : ""}; geprüft wurde das Ziel ${snapshot.finalUrl}.`,
      points: 0,
      action: refreshAction,
      reason: "meta-refresh",
    };
  }
  if (facts.metaRefresh?.url && facts.metaRefresh.url.replace(/#.*$/, "") !== snapshot.finalUrl.replace(/#.*$/, "")) {
    return {
      ...base,
      status: "warn",
      evidence: `Die Seite leitet per <meta http-equiv="refresh" content="${facts.metaRefresh.content}"> auf ${facts.metaRefresh.url} weiter.`,
      points: 0,
      action: refreshAction,
      reason: "meta-refresh",
    };
  }
  return { ...base, status: "info", evidence: "Keine Weiterleitung per Meta-Refresh oder JavaScript.", points: 0, maxPoints: 0 };
}
