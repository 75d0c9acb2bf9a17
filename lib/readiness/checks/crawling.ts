import { AI_CRAWLERS, AI_CRAWLER_PURPOSE_LABELS, SEARCH_ENGINE_CRAWLERS, type AiCrawler } from "@/lib/crawlers/ai-crawlers";
import { parseSitemap } from "@/lib/crawlers/parse-sitemap";
import { parseRobotsTxt, type RobotsVerdict } from "@/lib/crawlers/robots-txt";
import { robotsTxtSyntaxErrors, type RobotsSyntaxProblem } from "@/lib/crawlers/robots-txt-syntax";
import type { Finding, ResourceFetch, SiteSnapshot } from "../types";
import { count, listGerman, quote, statusFor } from "./shared";

/**
 * robots.txt, sitemap and llms.txt: can search engines and AI crawlers fetch the
 * home page, and do they find the rest? Points:
 * - 15 robots.txt: served as text 15, with lines crawlers cannot read (robots-txt-syntax)
 *   10; missing (4xx) or an HTML page 8 — crawlers then
 *   may fetch everything (RFC 9309 §2.3.1.3); 5xx or unreachable 0 and a blocker —
 *   crawlers must then assume everything is disallowed (RFC 9309 §2.3.1.4)
 * - 25 search engines: Googlebot and Bingbot allowed 25, only Bingbot blocked 15,
 *   Googlebot blocked 0 and a blocker
 * - 25 AI search and user-fetch crawlers (current tokens of lib/crawlers/ai-crawlers):
 *   25 × share allowed; all blocked is a blocker
 * - reported, not scored: AI training crawlers (the owner's choice; blocking them does
 *   not remove a site from AI answers)
 * - 20 sitemap (robots.txt Sitemap line, else /sitemap.xml): valid with entries 20,
 *   found but invalid 8, missing 0
 * - 5 llms.txt (llmstxt.org proposal): H1 and links 5, present but malformed 2
 */

const ROBOTS_SYNTAX_PROBLEMS: Record<RobotsSyntaxProblem, string> = {
  "no-colon": "kein „Feld: Wert“",
  "unknown-field": "unbekanntes Feld",
  "empty-user-agent": "User-agent ohne Namen",
  "rule-outside-group": "Regel vor der ersten User-agent-Zeile",
  "path-start": "Pfad beginnt nicht mit / oder *",
  "dollar-inside": "$ steht nicht am Ende",
  "sitemap-url": "keine vollständige Sitemap-URL",
};

function looksLikeHtml(text: string | null): boolean {
  return !!text && /^\s*(<!doctype html|<html|<head|<body)/i.test(text);
}

export function servedAsFile(resource: ResourceFetch): boolean {
  return resource.status !== null && resource.status >= 200 && resource.status < 300 && resource.text !== null && !looksLikeHtml(resource.text);
}

function describeVerdict(v: RobotsVerdict): string {
  if (!v.rule) return "keine passende Regel";
  return `Zeile ${v.lineNumber}${v.group ? ` (User-agent: ${v.group})` : ""}: ${v.rule}`;
}

/** Which crawlers may fetch the checked page, per robots.txt state (RFC 9309 §2.3.1). */
function robotsAccess(snapshot: SiteSnapshot): {
  state: "rules" | "none" | "unreachable";
  verdict: (token: string) => RobotsVerdict;
  sitemaps: string[];
  ruleCount: number;
} {
  const robots = snapshot.robotsTxt;
  const unreachable = robots.status === null || robots.status >= 500;
  if (unreachable) {
    return { state: "unreachable", verdict: () => ({ allowed: false, lineNumber: null, rule: null, group: null }), sitemaps: [], ruleCount: 0 };
  }
  if (!servedAsFile(robots)) {
    return { state: "none", verdict: () => ({ allowed: true, lineNumber: null, rule: null, group: null }), sitemaps: [], ruleCount: 0 };
  }
  const parsed = parseRobotsTxt(robots.url, robots.text ?? "");
  // robots.txt governs its own origin; the checked page is on it (same origin after redirects).
  const pageUrl = new URL(snapshot.finalUrl);
  const target = new URL(pageUrl.pathname + pageUrl.search, robots.url).href;
  return { state: "rules", verdict: (token) => parsed.verdict(target, token), sitemaps: parsed.sitemaps, ruleCount: parsed.ruleCount };
}

export function checkCrawling(snapshot: SiteSnapshot): Finding[] {
  const findings: Finding[] = [];
  const robots = snapshot.robotsTxt;
  const access = robotsAccess(snapshot);

  if (access.state === "unreachable") {
    findings.push({
      id: "crawling.robots-file",
      status: "fail",
      label: "robots.txt",
      evidence: `${robots.url} ist nicht abrufbar (${robots.status ? `HTTP ${robots.status}` : (robots.error ?? "keine Antwort")}). Nach RFC 9309 müssen Crawler dann annehmen, dass die ganze Website gesperrt ist.`,
      points: 0,
      maxPoints: 15,
      action: "Sorgen Sie dafür, dass /robots.txt zuverlässig antwortet (HTTP 200 mit Textdatei oder 404, wenn es keine gibt) – ein Serverfehler sperrt alle Crawler aus.",
      tool: "/tool/robots",
      blocker: "Die robots.txt ist nicht abrufbar; Crawler behandeln die Website dann als gesperrt.",
      reason: "unreachable",
    });
  } else if (access.state === "none") {
    const html = looksLikeHtml(robots.text) && robots.status !== null && robots.status < 300;
    findings.push({
      id: "crawling.robots-file",
      status: "warn",
      label: "robots.txt",
      evidence: html
        ? `${robots.url} liefert eine HTML-Seite statt einer Textdatei. Crawler finden darin keine Regeln und keinen Sitemap-Hinweis.`
        : `Keine robots.txt (HTTP ${robots.status}). Crawler dürfen dann alles abrufen, finden aber keinen Hinweis auf Ihre Sitemap.`,
      points: 8,
      maxPoints: 15,
      action: "Legen Sie eine robots.txt im Hauptverzeichnis an, die Suchmaschinen und KI-Crawler ausdrücklich zulässt und auf Ihre Sitemap verweist.",
      tool: "/tool/robots",
      reason: html ? "html" : "missing",
    });
  } else {
    const found = `${robots.url} gefunden: ${count(access.ruleCount, "Regel", "Regeln")}, ${count(access.sitemaps.length, "Sitemap-Verweis", "Sitemap-Verweise")}${robots.truncated ? "; die Datei ist größer als 500 KiB, Google liest nur die ersten 500 KiB" : ""}`;
    const errors = robotsTxtSyntaxErrors(robots.text ?? "");
    findings.push(
      errors.length === 0
        ? { id: "crawling.robots-file", status: "pass", label: "robots.txt", evidence: `${found}.`, points: 15, maxPoints: 15 }
        : {
            id: "crawling.robots-file",
            status: "warn",
            label: "robots.txt",
            evidence: `${found}; ${count(errors.length, "Zeile verstehen", "Zeilen verstehen")} Crawler nicht: ${errors
              .slice(0, 3)
              .map((e) => `Zeile ${e.line} ${quote(e.text.trim(), 60)} – ${ROBOTS_SYNTAX_PROBLEMS[e.problem]}`)
              .join("; ")}${errors.length > 3 ? " …" : ""}.`,
            points: 10,
            maxPoints: 15,
            action:
              "Korrigieren Sie die fehlerhaften Zeilen der robots.txt (jede Zeile „Feld: Wert“, Regeln erst nach einer User-agent-Zeile, Pfade beginnen mit /) oder erzeugen Sie die Datei neu.",
            tool: "/tool/robots",
            reason: "syntax",
          },
    );
  }

  // Search engines
  const engines = SEARCH_ENGINE_CRAWLERS.map((c) => ({ ...c, verdict: access.verdict(c.token) }));
  const googleBlocked = !engines[0]!.verdict.allowed;
  const bingBlocked = !engines[1]!.verdict.allowed;
  const enginePoints = googleBlocked ? 0 : bingBlocked ? 15 : 25;
  findings.push({
    id: "crawling.search-engines",
    status: statusFor(enginePoints, 25),
    label: "Suchmaschinen dürfen die Seite abrufen",
    evidence: engines.map((e) => `${e.token}: ${e.verdict.allowed ? "erlaubt" : "gesperrt"} (${describeVerdict(e.verdict)})`).join("; ") + ".",
    points: enginePoints,
    maxPoints: 25,
    action: googleBlocked
      ? "Heben Sie die Sperre für Googlebot in der robots.txt auf – ohne Google-Index fehlt Ihre Seite auch in KI-Antworten, die auf Google-Ergebnissen beruhen."
      : bingBlocked
        ? "Erlauben Sie Bingbot in der robots.txt: Der Bing-Index speist unter anderem Microsoft Copilot."
        : undefined,
    tool: "/tool/robots",
    blocker: googleBlocked && access.state === "rules" ? "Die robots.txt sperrt Googlebot für diese Seite." : undefined,
  });

  // AI crawlers
  const verdicts = AI_CRAWLERS.map((crawler) => ({ crawler, verdict: access.verdict(crawler.token) }));
  const answering = verdicts.filter((v) => v.crawler.purpose !== "training" && !v.crawler.legacy);
  const answeringAllowed = answering.filter((v) => v.verdict.allowed);
  const blockedAnswering = answering.filter((v) => !v.verdict.allowed);
  const aiPoints = Math.round((25 * answeringAllowed.length) / answering.length);
  // One entry per deciding rule: "GPTBot, ChatGPT-User (Zeile 9 (User-agent: …): Disallow: /)".
  const describe = (items: { crawler: AiCrawler; verdict: RobotsVerdict }[]) => {
    const byRule = new Map<string, string[]>();
    for (const v of items) {
      const key = v.verdict.rule ? describeVerdict(v.verdict) : "";
      byRule.set(key, [...(byRule.get(key) ?? []), v.crawler.token]);
    }
    return [...byRule].map(([rule, tokens]) => `${tokens.join(", ")}${rule ? ` (${rule})` : ""}`).join("; ");
  };
  findings.push({
    id: "crawling.ai-answer-crawlers",
    status: statusFor(aiPoints, 25),
    label: `KI-Crawler für ${AI_CRAWLER_PURPOSE_LABELS.search} und ${AI_CRAWLER_PURPOSE_LABELS.user}`,
    evidence:
      blockedAnswering.length === 0
        ? `Alle ${answering.length} erlaubt: ${answering.map((v) => v.crawler.token).join(", ")}.`
        : `${answeringAllowed.length} von ${answering.length} erlaubt. Gesperrt: ${describe(blockedAnswering)}.`,
    points: aiPoints,
    maxPoints: 25,
    action:
      blockedAnswering.length > 0
        ? `Erlauben Sie in der robots.txt ${listGerman(blockedAnswering.map((v) => v.crawler.token))}: Diese Crawler holen die Inhalte, aus denen KI-Assistenten Antworten mit Quellenangabe erstellen.`
        : undefined,
    tool: "/tool/robots",
    blocker:
      answeringAllowed.length === 0 && access.state === "rules" ? "Die robots.txt sperrt alle KI-Crawler, die Antworten mit Quellen erstellen." : undefined,
  });

  const training = verdicts.filter((v) => v.crawler.purpose === "training" && !v.crawler.legacy);
  const trainingBlocked = training.filter((v) => !v.verdict.allowed);
  findings.push({
    id: "crawling.ai-training-crawlers",
    status: "info",
    label: `KI-Crawler für ${AI_CRAWLER_PURPOSE_LABELS.training}`,
    evidence:
      (trainingBlocked.length === 0
        ? `Alle ${training.length} erlaubt (${training.map((v) => v.crawler.token).join(", ")}).`
        : `${training.length - trainingBlocked.length} von ${training.length} erlaubt; gesperrt: ${describe(trainingBlocked)}.`) +
      " Das ist Ihre Entscheidung: Eine Sperre verhindert das Training, entfernt Sie aber nicht aus KI-Antworten.",
    points: 0,
    maxPoints: 0,
  });

  // Sitemap
  const sitemap = snapshot.sitemap;
  const named = sitemap.source === "robots.txt" ? "in der robots.txt angegeben" : "unter /sitemap.xml gesucht";
  if (!servedAsFile(sitemap)) {
    findings.push({
      id: "crawling.sitemap",
      status: "fail",
      label: "XML-Sitemap",
      evidence:
        sitemap.source === "robots.txt"
          ? `Die Sitemap ${sitemap.url} ist in der robots.txt angegeben, aber nicht abrufbar (${sitemap.status ? `HTTP ${sitemap.status}` : (sitemap.error ?? "keine Antwort")}).`
          : `Keine Sitemap gefunden (weder in der robots.txt angegeben noch unter ${sitemap.url}${sitemap.status ? `, HTTP ${sitemap.status}` : ""}${looksLikeHtml(sitemap.text) ? ", dort liegt eine HTML-Seite" : ""}).`,
      points: 0,
      maxPoints: 20,
      action: "Erstellen Sie eine XML-Sitemap mit allen wichtigen Seiten, laden Sie sie als /sitemap.xml hoch und tragen Sie sie in der robots.txt ein.",
      tool: "/tool/sitemap",
    });
  } else {
    const parsed = parseSitemap(sitemap.text ?? "", sitemap.truncated);
    const host = new URL(snapshot.finalUrl).hostname.replace(/^www\./, "");
    const foreign = parsed.locs.filter((loc) => {
      try {
        return new URL(loc).hostname.replace(/^www\./, "") !== host;
      } catch {
        return true;
      }
    });
    if (parsed.error) {
      findings.push({
        id: "crawling.sitemap",
        status: "warn",
        label: "XML-Sitemap",
        evidence: `Sitemap ${sitemap.url} (${named}) ist fehlerhaft: ${parsed.error}.`,
        points: 8,
        maxPoints: 20,
        action: "Korrigieren Sie die Sitemap nach dem sitemaps.org-Protokoll (<urlset> mit <url><loc>…</loc></url>) oder erzeugen Sie sie neu.",
        tool: "/tool/sitemap",
      });
    } else {
      findings.push({
        id: "crawling.sitemap",
        status: "pass",
        label: "XML-Sitemap",
        evidence: `Sitemap ${sitemap.url} (${named}): ${parsed.kind === "sitemapindex" ? `Sitemap-Index mit ${count(parsed.locs.length, "Sitemap", "Sitemaps")}` : count(parsed.locs.length, "URL", "URLs")}${sitemap.truncated ? " (Datei größer als das Prüflimit, nur der Anfang gezählt)" : ""}${foreign.length ? `; ${count(foreign.length, "Eintrag zeigt", "Einträge zeigen")} auf eine andere Domain, z. B. ${foreign[0]}` : ""}.`,
        points: 20,
        maxPoints: 20,
      });
    }
  }

  // llms.txt
  const llms = snapshot.llmsTxt;
  if (!servedAsFile(llms)) {
    findings.push({
      id: "crawling.llms-txt",
      status: "warn",
      label: "llms.txt",
      evidence: `Keine llms.txt unter ${llms.url}${llms.status ? ` (HTTP ${llms.status}${looksLikeHtml(llms.text) ? ", HTML-Seite" : ""})` : ""}. Die Datei ist ein Vorschlag (llmstxt.org), den bisher nur wenige KI-Dienste nachweislich lesen.`,
      points: 0,
      maxPoints: 5,
      action: "Optional: Legen Sie eine /llms.txt an – eine Markdown-Datei mit einer Überschrift (# Firmenname), einer Kurzbeschreibung und Links zu Ihren wichtigsten Seiten.",
    });
  } else {
    const text = (llms.text ?? "").replace(/^\uFEFF/, "");
    const h1 = /^\s*#\s+(.+)$/m.exec(text);
    const firstLine = text.trim().split(/\r?\n/)[0] ?? "";
    const startsWithH1 = /^#\s+\S/.test(firstLine);
    const links = [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)];
    const ok = startsWithH1 && links.length > 0;
    findings.push({
      id: "crawling.llms-txt",
      status: ok ? "pass" : "warn",
      label: "llms.txt",
      evidence: `llms.txt gefunden: ${startsWithH1 && h1 ? `Überschrift ${quote(h1[1]!.trim(), 60)}` : "beginnt nicht mit einer #-Überschrift"}, ${count(links.length, "Link", "Links")}.`,
      points: ok ? 5 : 2,
      maxPoints: 5,
      action: ok ? undefined : "Beginnen Sie die llms.txt mit „# Firmenname“, gefolgt von einer Kurzbeschreibung (> …) und Markdown-Links zu Ihren wichtigsten Seiten.",
    });
  }
  return findings;
}
