import { getOperator } from "@/lib/operator";
import { SITE_NAME } from "@/lib/site";

/**
 * The site's e-mails, German, as plain text plus simple HTML. The callers pass absolute
 * links; the sender's details in the footer come from lib/operator.ts.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** Paragraphs and one call-to-action link as HTML; lines of each paragraph are kept. */
function html(paragraphs: string[], link: { href: string; label: string } | null): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`).join("");
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Falls der Knopf nicht funktioniert: ${escapeHtml(link.href)}</p>`
    : "";
  return `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px">${body}${button}<p style="margin-top:32px;font-size:13px;color:#555">${escapeHtml(senderLine())}</p></body></html>`;
}

/** Who sends: the operator's name, address and contact address. */
function senderLine(): string {
  const o = getOperator();
  return `${o.companyName} · ${o.street}, ${o.postalCode} ${o.city} · ${o.email}`;
}

const SIGNATURE = `Viele Grüße\nIhr Team von ${SITE_NAME}`;

/**
 * Confirmation after premium access was activated, with a sign-in link for other
 * devices (valid `validDays` days, usable once).
 */
export function premiumAccessMail(input: { productNames: string[]; amountText: string; signInUrl: string; validDays: number }): MailContent {
  const intro = `vielen Dank für Ihren Kauf (${input.amountText}). Ihr Premium-Zugang ist in dem Browser aktiviert, in dem Sie bezahlt haben:\n${input.productNames.map((n) => `• ${n}`).join("\n")}`;
  const device = `Um den Zugang auf einem anderen Gerät oder in einem anderen Browser zu nutzen, öffnen Sie dort diesen Anmeldelink. Er ist ${input.validDays} Tage gültig und kann einmal verwendet werden.`;
  return {
    subject: "Ihr Premium-Zugang ist aktiviert",
    text: `Guten Tag,\n\n${intro}\n\n${device}\n${input.signInUrl}\n\n${SIGNATURE}\n\n-- \n${senderLine()}\n`,
    html: html(["Guten Tag,", intro, device, SIGNATURE], { href: input.signInUrl, label: "Auf diesem Gerät anmelden" }),
  };
}

/** Confirmation of a paid service (no site access): the owner gets in touch. */
export function serviceOrderMail(input: { productName: string; amountText: string }): MailContent {
  const intro = `vielen Dank für Ihre Bestellung „${input.productName}“ (${input.amountText}). Die Zahlung ist bei uns eingegangen. Wir melden uns innerhalb von zwei Werktagen bei Ihnen, um die nächsten Schritte abzustimmen.`;
  return {
    subject: `Ihre Bestellung: ${input.productName}`,
    text: `Guten Tag,\n\n${intro}\n\n${SIGNATURE}\n\n-- \n${senderLine()}\n`,
    html: html(["Guten Tag,", intro, SIGNATURE], null),
  };
}

/**
 * To the operator: a paid order that needs manual work, with everything needed to
 * deliver it. Plain facts, one per line; times in German time (Europe/Berlin).
 */
export function ownerOrderMail(input: {
  productName: string;
  amountText: string;
  buyerEmail: string | null;
  details: { company: string | null; website: string | null; message: string | null } | null;
  paymentIntentId: string;
  stripeUrl: string;
  ordersUrl: string;
  paidAt: Date;
}): MailContent {
  const when = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" }).format(input.paidAt);
  const none = "– (nicht angegeben)";
  const lines = [
    `Produkt: ${input.productName}`,
    `Betrag: ${input.amountText} (bezahlt, von Stripe bestätigt)`,
    `E-Mail des Käufers: ${input.buyerEmail ?? none}`,
    `Firma: ${input.details?.company ?? none}`,
    `Website: ${input.details?.website ?? none}`,
    `Angaben zum Auftrag: ${input.details?.message ?? none}`,
    `PaymentIntent: ${input.paymentIntentId}`,
    `Eingegangen: ${when}`,
  ];
  const intro = "Ein bezahlter Auftrag wartet auf Sie. Versprochen ist, dass Sie sich innerhalb von zwei Werktagen beim Käufer melden.";
  const links = `In Stripe: ${input.stripeUrl}\nAlle Bestellungen: ${input.ordersUrl}`;
  return {
    subject: `Neue Bestellung: ${input.productName} (${input.amountText})`,
    text: `${intro}\n\n${lines.join("\n")}\n\n${links}\n`,
    html: html([intro, lines.join("\n"), links], null),
  };
}

/** Double opt-in for the free AI-SEO analysis (link valid `validHours` hours). */
export function analysisOptInMail(input: { website: string; confirmUrl: string; validHours: number }): MailContent {
  const intro = `Sie haben eine kostenlose KI-SEO-Analyse für ${input.website} angefordert. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit wir Ihnen die Analyse zusenden dürfen. Der Link ist ${input.validHours} Stunden gültig.`;
  const ignore = "Falls Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach; ohne Bestätigung löschen wir die Anfrage.";
  return {
    subject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
    text: `Guten Tag,\n\n${intro}\n\n${input.confirmUrl}\n\n${ignore}\n\n${SIGNATURE}\n\n-- \n${senderLine()}\n`,
    html: html(["Guten Tag,", intro, ignore, SIGNATURE], { href: input.confirmUrl, label: "E-Mail-Adresse bestätigen" }),
  };
}

/** To the owner: a confirmed analysis request to work on within 24 hours. */
export function analysisRequestOwnerMail(input: { email: string; website: string; requestedAt: Date }): MailContent {
  const text = `Neue bestätigte Anfrage für eine kostenlose KI-SEO-Analyse:\n\nWebsite: ${input.website}\nE-Mail: ${input.email}\nAngefragt: ${input.requestedAt.toISOString()}\n\nVersprochen ist die Analyse innerhalb von 24 Stunden.`;
  return { subject: `KI-SEO-Analyse angefragt: ${input.website}`, text, html: html(text.split("\n\n"), null) };
}

/**
 * To the operator: the login attempts for one admin user name from all addresses
 * reached the hourly cap (`limit` attempts), so further logins with it wait an hour.
 */
export function adminLoginCapMail(input: { username: string; limit: number }): MailContent {
  const text = `Für den Admin-Benutzernamen "${input.username}" gab es innerhalb einer Stunde mehr als ${input.limit} Anmeldeversuche, von verschiedenen Adressen. Das deutet auf jemanden hin, der Passwörter durchprobiert.\n\nAnmeldungen mit diesem Namen sind bis zum Ende der Stunde gesperrt, auch mit dem richtigen Passwort. Wenn Sie das nicht selbst waren: prüfen Sie, dass ADMIN_PASSWORD_HASH zu einem langen, nur hier benutzten Passwort gehört, und ziehen Sie einen anderen ADMIN_USERNAME in Betracht.`;
  return { subject: `Warnung: viele Anmeldeversuche für ${input.username}`, text, html: html(text.split("\n\n"), null) };
}

/** Double opt-in for the AI visibility monitor (link valid `validHours` hours). */
export function monitorOptInMail(input: { businessName: string; questions: string[]; confirmUrl: string; validHours: number; intervalDays: number }): MailContent {
  const intro = `Sie möchten beobachten lassen, ob KI-Assistenten „${input.businessName}“ empfehlen. Bitte bestätigen Sie Ihre E-Mail-Adresse; erst dann starten wir den Monitor. Der Link ist ${input.validHours} Stunden gültig.`;
  const what = `Alle ${input.intervalDays} Tage stellen wir den KI-Assistenten diese Fragen, speichern die Antworten und zeigen Ihnen den Verlauf:\n${input.questions.map((q) => `• ${q}`).join("\n")}`;
  const ignore = "Falls Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach; ohne Bestätigung löschen wir die Angaben.";
  return {
    subject: "Bitte bestätigen Sie Ihren KI-Sichtbarkeits-Monitor",
    text: `Guten Tag,\n\n${intro}\n\n${input.confirmUrl}\n\n${what}\n\n${ignore}\n\n${SIGNATURE}\n\n-- \n${senderLine()}\n`,
    html: html(["Guten Tag,", intro, what, ignore, SIGNATURE], { href: input.confirmUrl, label: "Monitor bestätigen" }),
  };
}

/** After a run in which something moved beyond the interval: the changes, the monitor link, the unsubscribe link. */
export function monitorChangeMail(input: { businessName: string; changes: string[]; monitorUrl: string; unsubscribeUrl: string }): MailContent {
  const intro = `bei „${input.businessName}“ hat sich in den Antworten der KI-Assistenten etwas deutlich verändert (über die Schwankung der Stichprobe hinaus):\n${input.changes.map((c) => `• ${c}`).join("\n")}`;
  const stop = `Keine E-Mails mehr und alle gespeicherten Antworten löschen: ${input.unsubscribeUrl}`;
  return {
    subject: `KI-Sichtbarkeit: Veränderung bei ${input.businessName}`,
    text: `Guten Tag,\n\n${intro}\n\nVerlauf und alle Antworten: ${input.monitorUrl}\n\n${SIGNATURE}\n\n${stop}\n\n-- \n${senderLine()}\n`,
    html: html(["Guten Tag,", intro, SIGNATURE, stop], { href: input.monitorUrl, label: "Verlauf ansehen" }),
  };
}
