import type { PageFacts } from "../page-facts";
import type { Finding, SiteSnapshot } from "../types";
import { appShellSigns, SERVE_HTML_ACTION } from "./crawler-view";
import { count, formatNumber, quote, statusFor } from "./shared";

/**
 * Content structure (advice figures: at least 200-500 words,
 * 3-5 internal links). Points:
 * - 20 exactly one h1 20, several 10, none 0
 * - 10 heading order without skipped levels 10, skipped 5
 * - 20 words of body copy (without navigation, header, footer): 500+ 20, 200-499 12,
 *   fewer 0; with an empty app mount point the evidence says the content is rendered
 *   by JavaScript, which most AI crawlers do not run
 * - 15 internal links to other pages: 3+ 15, 1-2 8, none 0
 * - 15 images with an alt attribute (or aria-label, title, role="presentation"; axe-core
 *   rule image-alt): all 15, 90 %+ 12, 50 %+ 8, fewer 0 (not scored without images)
 * - 10 lists (3+ items) or tables an AI can quote
 * - 5 HTML size: up to 1 MB 5, larger 3, cut at the fetch limit 0
 */

const WORDS_MIN = 200;
const WORDS_GOOD = 500;
const INTERNAL_LINKS_MIN = 3;

export function checkContent(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl">): Finding[] {
  const findings: Finding[] = [];
  const h1s = facts.headings.filter((h) => h.level === 1);
  findings.push({
    id: "content.h1",
    status: h1s.length === 1 ? "pass" : h1s.length > 1 ? "warn" : "fail",
    label: "Eine Hauptüberschrift (h1)",
    evidence:
      h1s.length === 1
        ? `h1: ${quote(h1s[0]!.text)}.`
        : h1s.length > 1
          ? `${h1s.length} h1-Überschriften: ${h1s.slice(0, 3).map((h) => quote(h.text, 40)).join(", ")}.`
          : "Keine h1-Überschrift gefunden.",
    points: h1s.length === 1 ? 20 : h1s.length > 1 ? 10 : 0,
    maxPoints: 20,
    action:
      h1s.length === 1
        ? undefined
        : h1s.length > 1
          ? "Verwenden Sie genau eine h1-Überschrift, die sagt, was Sie wo anbieten; machen Sie die übrigen zu h2."
          : "Geben Sie der Seite genau eine h1-Überschrift, die sagt, was Sie wo anbieten (z. B. „Zahnarztpraxis in Berlin-Mitte“).",
  });

  let skip: { from: { level: number; text: string }; to: { level: number; text: string } } | undefined;
  for (let i = 1; i < facts.headings.length; i++) {
    const prev = facts.headings[i - 1]!;
    const cur = facts.headings[i]!;
    if (cur.level > prev.level + 1) {
      skip = { from: prev, to: cur };
      break;
    }
  }
  if (facts.headings.length > 0) {
    findings.push({
      id: "content.heading-order",
      status: skip ? "warn" : "pass",
      label: "Gliederung der Überschriften",
      evidence: skip
        ? `Ebene übersprungen: h${skip.from.level} ${quote(skip.from.text, 40)} → h${skip.to.level} ${quote(skip.to.text, 40)}.`
        : `${count(facts.headings.length, "Überschrift", "Überschriften")} in lückenloser Reihenfolge.`,
      points: skip ? 5 : 10,
      maxPoints: 10,
      action: skip ? "Gliedern Sie die Überschriften ohne Sprünge (h1 → h2 → h3), damit Crawler die Struktur Ihrer Inhalte erkennen." : undefined,
    });
  } else {
    findings.push({
      id: "content.heading-order",
      status: "fail",
      label: "Gliederung der Überschriften",
      evidence: "Die Seite hat keine Überschriften.",
      points: 0,
      maxPoints: 10,
      action: "Gliedern Sie den Text mit Zwischenüberschriften (h2, h3) nach Leistungen und Kundenfragen.",
    });
  }

  const words = facts.wordCount;
  const wordPoints = words >= WORDS_GOOD ? 20 : words >= WORDS_MIN ? 12 : 0;
  const scriptRendered = words < WORDS_MIN && ((facts.emptyAppRoot && facts.scriptCount > 0) || appShellSigns(facts) !== null);
  findings.push({
    id: "content.word-count",
    status: statusFor(wordPoints, 20),
    label: "Textumfang",
    evidence: scriptRendered
      ? `Nur ${count(words, "Wort", "Wörter")} im HTML: Der Inhalt wird offenbar erst per JavaScript geladen. Die meisten KI-Crawler (z. B. GPTBot, ClaudeBot, PerplexityBot) führen kein JavaScript aus und sehen die Seite leer.`
      : `${count(words, "Wort", "Wörter")} Fließtext (ohne Navigation und Footer); empfohlen sind mindestens ${WORDS_MIN}–${WORDS_GOOD}.`,
    points: wordPoints,
    maxPoints: 20,
    action: scriptRendered
      ? SERVE_HTML_ACTION
      : wordPoints < 20
        ? `Bauen Sie den Text auf mindestens ${WORDS_GOOD} Wörter aus: Leistungen, Preise oder Preisrahmen, Einzugsgebiet, Ablauf, Team – konkrete Fakten, die ein KI-Assistent zitieren kann.`
        : undefined,
  });

  // A link to this page itself (other host variant, query or fragment) leads nowhere new.
  const pageKey = (href: string) => {
    const url = new URL(href);
    return `${url.hostname.toLowerCase().replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}`;
  };
  const self = pageKey(snapshot.finalUrl);
  const internalTargets = new Set(
    facts.links.filter((l) => l.internal && l.absolute && pageKey(l.absolute) !== self).map((l) => new URL(l.absolute!).pathname + new URL(l.absolute!).search),
  );
  const linkPoints = internalTargets.size >= INTERNAL_LINKS_MIN ? 15 : internalTargets.size > 0 ? 8 : 0;
  findings.push({
    id: "content.internal-links",
    status: statusFor(linkPoints, 15),
    label: "Interne Links",
    evidence: `${count(internalTargets.size, "interner Link", "interne Links")} zu anderen Seiten${internalTargets.size ? `, z. B. ${[...internalTargets].slice(0, 3).join(", ")}` : ""}.`,
    points: linkPoints,
    maxPoints: 15,
    action:
      linkPoints < 15
        ? `Verlinken Sie von der Startseite mindestens ${INTERNAL_LINKS_MIN}–5 Unterseiten (Leistungen, Über uns, Kontakt), damit Crawler Ihre übrigen Inhalte finden.`
        : undefined,
  });

  if (facts.images.length === 0) {
    findings.push({ id: "content.image-alt", status: "info", label: "Alternativtexte für Bilder", evidence: "Die Seite enthält keine Bilder.", points: 0, maxPoints: 0 });
  } else {
    const described = facts.images.filter((i) => i.described);
    const empty = facts.images.filter((i) => i.alt !== null && i.alt.trim() === "").length;
    const share = described.length / facts.images.length;
    // Every image needs one (axe-core rule image-alt, used by Lighthouse); the points follow the share.
    const altPoints = share === 1 ? 15 : share >= 0.9 ? 12 : share >= 0.5 ? 8 : 0;
    const missing = facts.images.filter((i) => !i.described);
    findings.push({
      id: "content.image-alt",
      status: statusFor(altPoints, 15),
      label: "Alternativtexte für Bilder",
      evidence: `${described.length} von ${count(facts.images.length, "Bild", "Bildern")} mit alt-Attribut${empty ? ` (davon ${empty} leer, also als Schmuckbild markiert)` : ""}${missing.length ? `; ohne alt z. B. ${missing[0]!.src.slice(0, 80) || "(ohne src)"}` : ""}.`,
      points: altPoints,
      maxPoints: 15,
      action: altPoints < 15 ? "Beschreiben Sie jedes inhaltliche Bild mit einem alt-Text (was ist zu sehen, wo) – Crawler und KI-Assistenten „sehen“ Bilder nur über diesen Text." : undefined,
    });
  }

  const structured = facts.lists + facts.tables;
  findings.push({
    id: "content.lists-tables",
    status: structured > 0 ? "pass" : "warn",
    label: "Listen und Tabellen",
    evidence: structured > 0 ? `${count(facts.lists, "Liste", "Listen")} mit mindestens 3 Punkten, ${count(facts.tables, "Tabelle", "Tabellen")}.` : "Keine Listen oder Tabellen.",
    points: structured > 0 ? 10 : 0,
    maxPoints: 10,
    action:
      structured > 0 ? undefined : "Stellen Sie Leistungen, Preise oder Öffnungszeiten als Liste oder Tabelle dar – solche Strukturen übernehmen KI-Assistenten besonders gern in ihre Antworten.",
  });

  const megabytes = snapshot.page.bytes / (1024 * 1024);
  const sizePoints = snapshot.page.truncated ? 0 : megabytes > 1 ? 3 : 5;
  findings.push({
    id: "content.html-size",
    status: statusFor(sizePoints, 5),
    label: "Größe des HTML-Dokuments",
    evidence: snapshot.page.truncated
      ? `Das HTML ist größer als ${formatNumber(Math.round(megabytes))} MB und wurde beim Prüflimit abgeschnitten; nur dieser Teil wurde geprüft.`
      : `${formatNumber(Math.round(megabytes * 1000) / 1000)} MB HTML, geladen in ${formatNumber(snapshot.page.elapsedMs)} ms.`,
    points: sizePoints,
    maxPoints: 5,
    action:
      sizePoints < 5
        ? "Verkleinern Sie das HTML (keine eingebetteten Bilder oder riesigen Listen auf einer Seite) – Crawler lesen nicht unbegrenzt, Googlebot etwa nur die ersten 15 MB."
        : undefined,
  });
  return findings;
}
