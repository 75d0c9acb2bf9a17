import { AI_CRAWLERS } from "@/lib/crawlers/ai-crawlers";
import type { PageFacts } from "../page-facts";
import type { Finding, SiteSnapshot } from "../types";
import { parseLinkHeader } from "./hreflang";
import { count, quote, sameDocument, statusFor } from "./shared";

/**
 * Meta tags and titles. Points (limits: title max 60 characters,
 * meta description 150-160):
 * - 30 indexable: no noindex/none in meta robots, meta googlebot/bingbot or the
 *   X-Robots-Tag header; a noindex is a blocker
 * - 20 title: 10-60 characters 20, longer or shorter 10, missing 0
 * - 20 meta description: 150-160 characters 20, other lengths 10, missing 0
 * - 10 canonical: pointing to the checked page 10, elsewhere 5, missing 0
 * - 10 html lang attribute
 * - 10 viewport: with width=device-width 10, without 5
 * - 20 Open Graph: og:title, og:type, og:image, og:url, 5 each
 */

const TITLE_MAX = 60;
const TITLE_MIN = 10;
const DESCRIPTION_MIN = 150;
const DESCRIPTION_MAX = 160;

/** Whether one robots directive list (meta content or X-Robots-Tag value) says noindex. */
export function saysNoindex(directives: string): boolean {
  return saysNoindexAt(directives);
}

/**
 * saysNoindex, and — when `now` is given — also an unavailable_after date that has
 * passed (Google Search Central, "Robots meta tag specifications").
 */
export function saysNoindexAt(directives: string, now?: Date): boolean {
  // X-Robots-Tag may prefix a user agent: "googlebot: noindex". Other crawlers' rules do not matter here.
  const match = /^\s*([\w-]+)\s*:\s*(.*)$/.exec(directives);
  let list = directives;
  if (match && !/^(unavailable_after|max-snippet|max-image-preview|max-video-preview)$/i.test(match[1]!)) {
    const agent = match[1]!.toLowerCase();
    const relevant = agent === "googlebot" || agent === "bingbot" || AI_CRAWLERS.some((c) => c.token.toLowerCase() === agent);
    if (!relevant) return false;
    list = match[2]!;
  }
  return list
    .split(",")
    .map((d) => d.trim().toLowerCase())
    .some((d) => {
      if (d === "noindex" || d === "none") return true;
      const after = now ? /^unavailable_after\s*:\s*(.+)$/.exec(d) : null;
      const date = after ? Date.parse(after[1]!) : NaN;
      return !Number.isNaN(date) && date < now!.getTime();
    });
}

export function checkMetaTags(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl">, now = new Date()): Finding[] {
  const findings: Finding[] = [];

  const noindexSources = [
    ...facts.robotsMeta.filter((m) => saysNoindexAt(m.replace(/^[\w-]+: /, ""), now)).map((m) => `<meta name="${m.split(":")[0]}" content="${m.replace(/^[\w-]+: /, "")}">`),
    ...snapshot.page.xRobotsTag.filter((v) => saysNoindexAt(v, now)).map((v) => `HTTP-Header X-Robots-Tag: ${v}`),
  ];
  findings.push(
    noindexSources.length > 0
      ? {
          id: "meta.indexable",
          status: "fail",
          label: "Indexierung erlaubt",
          evidence: `Die Seite verbietet die Aufnahme in den Suchindex: ${noindexSources.join("; ")}.`,
          points: 0,
          maxPoints: 30,
          action: "Entfernen Sie noindex aus dem Robots-Meta-Tag bzw. dem X-Robots-Tag-Header – sonst erscheint die Seite weder bei Google noch in KI-Antworten mit Websuche.",
          tool: "/tool/meta",
          blocker: "Die Startseite ist auf noindex gesetzt.",
        }
      : {
          id: "meta.indexable",
          status: "pass",
          label: "Indexierung erlaubt",
          evidence: facts.robotsMeta.length
            ? `Kein noindex (${facts.robotsMeta.join("; ")}).`
            : "Kein noindex im Robots-Meta-Tag oder X-Robots-Tag-Header.",
          points: 30,
          maxPoints: 30,
        },
  );

  findings.push(titleFinding(facts));

  const description = facts.metaDescription;
  if (!description) {
    findings.push({
      id: "meta.description",
      status: "fail",
      label: "Meta-Description",
      evidence: "Keine Meta-Description gefunden.",
      points: 0,
      maxPoints: 20,
      action: `Schreiben Sie eine Meta-Description von ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} Zeichen, die Leistung, Ort und einen Grund für den Klick nennt.`,
      tool: "/tool/meta",
    });
  } else {
    const length = [...description].length;
    const ok = length >= DESCRIPTION_MIN && length <= DESCRIPTION_MAX;
    findings.push({
      id: "meta.description",
      status: ok ? "pass" : "warn",
      label: "Meta-Description",
      evidence: `${quote(description, 90)} (${count(length, "Zeichen", "Zeichen")})${length < DESCRIPTION_MIN ? ` – kürzer als die empfohlenen ${DESCRIPTION_MIN}` : length > DESCRIPTION_MAX ? ` – länger als ${DESCRIPTION_MAX}, wird abgeschnitten` : ""}.`,
      points: ok ? 20 : 10,
      maxPoints: 20,
      action: ok
        ? undefined
        : length < DESCRIPTION_MIN
          ? `Verlängern Sie die Meta-Description auf ${DESCRIPTION_MIN}–${DESCRIPTION_MAX} Zeichen (derzeit ${length}).`
          : `Kürzen Sie die Meta-Description auf höchstens ${DESCRIPTION_MAX} Zeichen (derzeit ${length}).`,
      tool: "/tool/meta",
    });
  }

  findings.push(canonicalFinding(facts, snapshot));

  findings.push(
    facts.lang
      ? {
          id: "meta.lang",
          status: "pass",
          label: "Sprache angegeben",
          evidence: `<html lang="${facts.lang}">${/^de\b/i.test(facts.lang) ? "" : " – die Seite gibt eine andere Sprache als Deutsch an."}`,
          points: 10,
          maxPoints: 10,
        }
      : {
          id: "meta.lang",
          status: "fail",
          label: "Sprache angegeben",
          evidence: "Das <html>-Element hat kein lang-Attribut.",
          points: 0,
          maxPoints: 10,
          action: "Ergänzen Sie <html lang=\"de\">, damit Crawler und Vorlese-Programme die Sprache sicher erkennen.",
          tool: "/tool/meta",
        },
  );

  const viewport = facts.viewport;
  const viewportPoints = viewport ? (/width\s*=\s*device-width/i.test(viewport) ? 10 : 5) : 0;
  findings.push({
    id: "meta.viewport",
    status: statusFor(viewportPoints, 10),
    label: "Mobile Darstellung (Viewport)",
    evidence: viewport ? `<meta name="viewport" content="${viewport}">` : "Kein Viewport-Meta-Tag: Die Seite wird auf Smartphones verkleinert dargestellt.",
    points: viewportPoints,
    maxPoints: 10,
    action: viewportPoints < 10 ? 'Ergänzen Sie <meta name="viewport" content="width=device-width, initial-scale=1">.' : undefined,
    tool: "/tool/meta",
  });

  const ogProperties = ["og:title", "og:type", "og:image", "og:url"];
  const ogPresent = ogProperties.filter((p) => facts.openGraph[p]);
  const ogMissing = ogProperties.filter((p) => !facts.openGraph[p]);
  findings.push({
    id: "meta.open-graph",
    status: statusFor(ogPresent.length * 5, 20),
    label: "Open Graph",
    evidence: `${ogPresent.length} von 4 Open-Graph-Angaben${ogPresent.length ? ` (${ogPresent.join(", ")})` : ""}${ogMissing.length ? `; es fehlen ${ogMissing.join(", ")}` : ""}.`,
    points: ogPresent.length * 5,
    maxPoints: 20,
    action: ogMissing.length ? `Ergänzen Sie ${ogMissing.join(", ")} – sie bestimmen Titel und Bild, wenn Ihre Seite geteilt oder in Vorschauen gezeigt wird.` : undefined,
    tool: "/tool/meta",
  });

  return findings;
}

function titleFinding(facts: PageFacts): Finding {
  const base = { id: "meta.title", label: "Seitentitel", maxPoints: 20, tool: "/tool/meta" as const };
  const title = facts.title;
  const others = facts.titles.slice(1).filter(Boolean);
  if (!title) {
    // Browsers, Google and AI crawlers take the first <title> only (HTML standard, document.title).
    return {
      ...base,
      status: "fail",
      evidence:
        title === null
          ? "Kein <title> gefunden."
          : `Das erste <title>-Element ist leer – Browser, Suchmaschinen und KI-Crawler verwenden nur das erste, die Seite hat also keinen Titel.${others.length ? ` Ein weiteres <title> weiter unten enthält ${quote(others[0]!, 60)}.` : ""}`,
      points: 0,
      action:
        title === null
          ? `Geben Sie der Seite einen <title> mit Leistung, Ort und Firmennamen, höchstens ${TITLE_MAX} Zeichen lang.`
          : `Entfernen Sie das leere <title>-Element und behalten Sie genau einen <title> im <head> mit Leistung, Ort und Firmennamen (höchstens ${TITLE_MAX} Zeichen).`,
      reason: title === null ? "missing" : "empty",
    };
  }
  const length = [...title].length;
  const lengthOk = length >= TITLE_MIN && length <= TITLE_MAX;
  const several = facts.titles.length > 1;
  const points = (lengthOk ? 20 : 10) - (several ? 5 : 0);
  return {
    ...base,
    status: lengthOk && !several ? "pass" : "warn",
    evidence: `${quote(title, 90)} (${count(length, "Zeichen", "Zeichen")})${length > TITLE_MAX ? ` – länger als ${TITLE_MAX} Zeichen, wird in Suchergebnissen abgeschnitten` : length < TITLE_MIN ? " – zu kurz, um Leistung und Ort zu nennen" : ""}.${several ? ` Die Seite hat ${facts.titles.length} <title>-Elemente; verwendet wird nur das erste${others.length ? `, nicht ${quote(others[0]!, 50)}` : ""}.` : ""}`,
    points,
    action: several
      ? "Behalten Sie genau ein <title>-Element im <head> – weitere (oft von Plugins oder Vorlagen doppelt eingefügt) werden ignoriert und sorgen für Verwirrung."
      : lengthOk
        ? undefined
        : length > TITLE_MAX
          ? `Kürzen Sie den Seitentitel auf höchstens ${TITLE_MAX} Zeichen; das Wichtigste (Leistung und Ort) gehört nach vorn.`
          : "Formulieren Sie einen aussagekräftigen Seitentitel mit Leistung, Ort und Firmennamen (z. B. „Zahnarzt in Berlin-Mitte – Praxis Dr. Muster“).",
    ...(several ? { reason: "several" } : lengthOk ? {} : { reason: "length" }),
  };
}

/**
 * Canonical URL (Google Search Central, "How to specify a canonical URL"; the
 * problems Lighthouse's canonical audit fails on are the fail and relative cases):
 * - 10 pointing to the checked page
 * - 5 pointing to another page (reason "elsewhere") or given as a relative path
 *   (reason "relative": Google asks for absolute URLs)
 * - 0 missing, unparseable ("invalid"), several different ones ("conflicting"), the
 *   home page named by a deeper page ("root") or another language version
 *   ("hreflang")
 */
function canonicalFinding(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl">): Finding {
  const base = { id: "meta.canonical", label: "Canonical-URL", maxPoints: 10 };
  const headerCanonicals = parseLinkHeader(snapshot.page.linkHeader)
    .filter((e) => e.rel.includes("canonical"))
    .map((e) => e.href);
  const hrefs = [...facts.canonicalHrefs, ...headerCanonicals].filter((h) => h !== "");
  const failed = (evidence: string, reason: string, action: string): Finding => ({ ...base, status: "fail", evidence, points: 0, action, reason });
  const fix = `Setzen Sie genau ein <link rel="canonical" href="${snapshot.finalUrl}"> mit vollständiger URL in den <head>.`;
  if (hrefs.length === 0) {
    return {
      ...base,
      status: "fail",
      evidence: 'Kein <link rel="canonical"> gefunden.',
      points: 0,
      action: `Setzen Sie <link rel="canonical" href="${snapshot.finalUrl}"> in den <head>, damit Suchmaschinen die Hauptadresse der Seite kennen.`,
      reason: "missing",
    };
  }
  const resolved: string[] = [];
  for (const href of hrefs) {
    try {
      resolved.push(new URL(href, snapshot.finalUrl).href);
    } catch {
      return failed(`Die Canonical-URL „${href}“ ist keine gültige Adresse und wird ignoriert.`, "invalid", fix);
    }
  }
  const distinct = [...new Set(resolved)];
  if (distinct.length > 1) {
    return failed(`${distinct.length} verschiedene Canonical-URLs: ${distinct.slice(0, 3).join(", ")}. Suchmaschinen ignorieren dann alle.`, "conflicting", fix);
  }
  const canonical = new URL(distinct[0]!);
  const page = new URL(snapshot.finalUrl);
  if (canonical.origin === page.origin && canonical.pathname === "/" && page.pathname !== "/") {
    return failed(
      `Die Canonical-URL ${canonical.href} verweist von der Unterseite ${page.pathname} auf die Startseite – Suchmaschinen werten diese Seite dann nicht.`,
      "root",
      `Lassen Sie die Canonical-URL auf die Seite selbst zeigen (${snapshot.finalUrl}).`,
    );
  }
  const alternates = new Set(facts.hreflangs.flatMap((h) => (h.absolute ? [h.absolute] : [])));
  if (alternates.has(page.href) && alternates.has(canonical.href) && !sameDocument(canonical.href, page.href)) {
    return failed(
      `Die Canonical-URL ${canonical.href} ist eine andere Sprachversion (hreflang) dieser Seite – so verschwindet diese Sprachversion aus dem Index.`,
      "hreflang",
      `Jede Sprachversion braucht ihre eigene Canonical-URL: hier ${snapshot.finalUrl}.`,
    );
  }
  const relative = hrefs.find((h) => !/^https?:\/\//i.test(h));
  if (relative) {
    return {
      ...base,
      status: "warn",
      evidence: `Canonical als relative Adresse „${relative}“ (= ${canonical.href}); Google empfiehlt die vollständige URL.`,
      points: 5,
      action: `Schreiben Sie die Canonical-URL vollständig mit https:// und Domain: <link rel="canonical" href="${canonical.href}">.`,
      reason: "relative",
    };
  }
  if (sameDocument(canonical.href, snapshot.finalUrl)) {
    return { ...base, status: "pass", evidence: `Canonical zeigt auf die geprüfte Seite: ${canonical.href}`, points: 10 };
  }
  return {
    ...base,
    status: "warn",
    evidence: `Canonical zeigt auf eine andere Adresse: ${canonical.href} (geprüft: ${snapshot.finalUrl}). Suchmaschinen werten dann jene Adresse statt dieser Seite.`,
    points: 5,
    action: `Prüfen Sie die Canonical-URL: Sie sollte auf die Seite selbst zeigen (${snapshot.finalUrl}), außer diese Seite ist bewusst ein Duplikat.`,
    reason: "elsewhere",
  };
}
