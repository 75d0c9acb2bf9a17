import { describe, expect, it } from "vitest";
import { factsFor, page, SITE } from "@/test/readiness-helpers";
import { checkCrawlableLinks, checkLinkText, nonDescriptiveLinks } from "./links";
import { copyText, showFinding } from "../finding-text";

function linkText(body: string, lang = "de") {
  return checkLinkText(factsFor(page(body).replace('lang="de"', `lang="${lang}"`)));
}

function crawlable(body: string) {
  return checkCrawlableLinks(factsFor(page(body)));
}

describe("content.link-text (5)", () => {
  it("descriptive German link texts: 5, pass", () => {
    const f = linkText('<a href="/leistungen">Unsere Leistungen</a> <a href="/preise">Preise für Zahnreinigung</a>');
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 5, maxPoints: 5, evidence: "Kein Link mit nichtssagendem Text wie „hier“ oder „mehr“ (2 Links geprüft)." });
  });

  it.each(["hier", "Hier klicken", "mehr", "Weiterlesen", "Link", "Mehr erfahren", "  MEHR  "])("German %j: 2, warn, naming the target", (text) => {
    const f = linkText(`<p>Unsere Preise finden Sie <a href="/preise">${text}</a>.</p>`);
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 2, evidence: `1 Link sagt nicht, wohin er führt: „${text.trim()}“ → ${SITE}preise.`, action: expect.stringContaining("Ersetzen Sie Linktexte wie „hier“") });
  });

  it.each(["click here", "Read more", "more", "learn more"])("English %j on an English page: warn", (text) => {
    expect(linkText(`<a href="/blog/article">${text}</a>`, "en").status).toBe("warn");
  });

  it("English button texts on a German page count too, but not „Start“, which names the home page there", () => {
    expect(linkText('<a href="/ratgeber">Read more</a>').status).toBe("warn");
    expect(linkText('<a href="/home">Start</a>').status).toBe("pass");
    expect(linkText('<a href="/home">Start</a>', "en").status).toBe("warn");
  });

  it("takes the language of the link's own lang attribute", () => {
    expect(linkText('<p lang="en"><a href="/guide">Start</a></p>').status).toBe("warn");
  });

  it("uses every list when the page names no language", () => {
    const html = '<html><body><a href="/a">hier</a><a href="/b">click here</a></body></html>';
    expect(nonDescriptiveLinks(factsFor(html)).map((l) => l.text)).toEqual(["hier", "click here"]);
  });

  it("skips what Lighthouse skips: nofollow, javascript:, mailto: and links to the page itself", () => {
    const f = linkText(
      '<a href="/a" rel="nofollow">mehr</a><a href="javascript:void(0)">mehr</a><a href="mailto:a@b.de">hier</a><a href="#oben">mehr</a><a href="/">hier</a>',
    );
    expect(f.status).toBe("pass");
  });

  it("reads only visible text: an icon link with an aria-label is not vague", () => {
    expect(linkText('<a href="/kontakt" aria-label="Kontakt"><svg><title>mehr</title></svg></a>').status).toBe("pass");
  });

  it("lists at most five examples", () => {
    const f = linkText(Array.from({ length: 7 }, (_, i) => `<a href="/s${i}">mehr</a>`).join(""));
    expect(copyText(f.evidence).startsWith("7 Links sagen nicht, wohin sie führen:")).toBe(true);
    expect(f.evidence.params).toMatchObject({ count: 7, more: "yes" });
    expect((f.evidence.params!.examples as { items: unknown[] }).items).toHaveLength(5);
  });
});

describe("crawling.crawlable-links (5)", () => {
  it("real href links: 5, pass", () => {
    expect(showFinding(crawlable('<a href="/leistungen">Leistungen</a><a href="https://maps.example/x">Karte</a><a href="tel:+49301234567">Anrufen</a>'))).toMatchObject({
      status: "pass",
      points: 5,
      evidence: "Alle 3 Links haben eine Adresse, der Crawler folgen können.",
    });
  });

  it.each([
    ['<a href="javascript:void(0)">Menü</a>', "javascript:-Adresse"],
    ['<a href="javascript:openPage(\'/team\')">Team</a>', "javascript:-Adresse"],
    ['<a onclick="location.href=\'/team\'">Team</a>', "ohne href, nur per Klick-Skript"],
    ['<a href="#" onclick="go(\'/team\')">Team</a>', 'href="#" mit Klick-Skript'],
    ['<a @click="open(\'/team\')">Team</a>', "ohne href, nur per Klick-Skript"],
    ['<a target="_blank">Team</a>', "ohne href"],
    ['<a href="file:///C:/Praxis/team.html">Team</a>', "file:-Adresse"],
    ['<a href="https://[kaputt">Team</a>', "ungültige Adresse"],
  ])("%s is not crawlable (%s)", (anchor, reason) => {
    const f = crawlable(`${anchor}<a href="/a">A</a><a href="/b">B</a><a href="/c">C</a>`);
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 2, evidence: expect.stringContaining(`${reason}: <a`), action: expect.stringContaining('<a href="/kontakt">Kontakt</a>') });
  });

  it("half or more of the links only in JavaScript: 0, fail", () => {
    expect(crawlable('<a onclick="go(1)">Eins</a><a href="javascript:go(2)">Zwei</a><a href="/drei">Drei</a>')).toMatchObject({ status: "fail", points: 0 });
  });

  it("ignores what is no link: named anchors, ids, roles, mailto and a plain placeholder <a>", () => {
    expect(
      crawlable('<a name="oben"></a><a id="ziel"></a><a role="button" onclick="x()">Menü</a><a href="mailto:a@b.de">E-Mail</a><a>Platzhalter</a><a href="#oben">nach oben</a>'),
    ).toMatchObject({ status: "pass", points: 5 });
  });
});
