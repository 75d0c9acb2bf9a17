import { strictTranslator } from "@/lib/text/strict-messages";
import { getOperator } from "@/lib/operator";
import { SITE_NAME } from "@/lib/site";
import type { MonitorChange } from "@/lib/monitor/summary";

/**
 * The site's e-mails, as plain text plus simple HTML, their German text from
 * messages/de.json "Mail". The callers pass absolute links and data; the sender's
 * details in the footer come from lib/operator.ts.
 */

const t = strictTranslator("Mail");

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
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#4f46e5;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(link.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t("buttonFallback", { href: link.href }))}</p>`
    : "";
  return `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#111;max-width:560px;margin:0 auto;padding:24px">${body}${button}<p style="margin-top:32px;font-size:13px;color:#555">${escapeHtml(senderLine())}</p></body></html>`;
}

/** Who sends: the operator's name, address and contact address. */
function senderLine(): string {
  const o = getOperator();
  return `${o.companyName} · ${o.street}, ${o.postalCode} ${o.city} · ${o.email}`;
}

const signature = () => t("signature", { siteName: SITE_NAME });
const greeting = () => t("greeting");
const bullets = (items: string[]) => items.map((item) => `• ${item}`).join("\n");

/**
 * Confirmation after premium access was activated, with a sign-in link for other
 * devices (valid `validDays` days, usable once).
 */
export function premiumAccessMail(input: { productNames: string[]; amountText: string; signInUrl: string; validDays: number }): MailContent {
  const intro = t("premiumAccess.intro", { amount: input.amountText, products: bullets(input.productNames) });
  const device = t("premiumAccess.device", { days: String(input.validDays) });
  return {
    subject: t("premiumAccess.subject"),
    text: `${greeting()}\n\n${intro}\n\n${device}\n${input.signInUrl}\n\n${signature()}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), intro, device, signature()], { href: input.signInUrl, label: t("premiumAccess.button") }),
  };
}

/** Confirmation of a paid service (no site access): the owner gets in touch. */
export function serviceOrderMail(input: { productName: string; amountText: string }): MailContent {
  const intro = t("serviceOrder.intro", { product: input.productName, amount: input.amountText });
  return {
    subject: t("serviceOrder.subject", { product: input.productName }),
    text: `${greeting()}\n\n${intro}\n\n${signature()}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), intro, signature()], null),
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
  const none = t("ownerOrder.none");
  const lines = [
    t("ownerOrder.product", { value: input.productName }),
    t("ownerOrder.amount", { value: input.amountText }),
    t("ownerOrder.buyerEmail", { value: input.buyerEmail ?? none }),
    t("ownerOrder.company", { value: input.details?.company ?? none }),
    t("ownerOrder.website", { value: input.details?.website ?? none }),
    t("ownerOrder.details", { value: input.details?.message ?? none }),
    t("ownerOrder.paymentIntent", { value: input.paymentIntentId }),
    t("ownerOrder.received", { value: when }),
  ];
  const intro = t("ownerOrder.intro");
  const links = t("ownerOrder.links", { stripeUrl: input.stripeUrl, ordersUrl: input.ordersUrl });
  return {
    subject: t("ownerOrder.subject", { product: input.productName, amount: input.amountText }),
    text: `${intro}\n\n${lines.join("\n")}\n\n${links}\n`,
    html: html([intro, lines.join("\n"), links], null),
  };
}

/** Double opt-in for the free AI-SEO analysis (link valid `validHours` hours). */
export function analysisOptInMail(input: { website: string; confirmUrl: string; validHours: number }): MailContent {
  const intro = t("analysisOptIn.intro", { website: input.website, hours: String(input.validHours) });
  const ignore = t("analysisOptIn.ignore");
  return {
    subject: t("analysisOptIn.subject"),
    text: `${greeting()}\n\n${intro}\n\n${input.confirmUrl}\n\n${ignore}\n\n${signature()}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), intro, ignore, signature()], { href: input.confirmUrl, label: t("analysisOptIn.button") }),
  };
}

/** To the owner: a confirmed analysis request to work on within 24 hours. */
export function analysisRequestOwnerMail(input: { email: string; website: string; requestedAt: Date }): MailContent {
  const text = t("analysisRequestOwner.text", { website: input.website, email: input.email, requestedAt: input.requestedAt.toISOString() });
  return { subject: t("analysisRequestOwner.subject", { website: input.website }), text, html: html(text.split("\n\n"), null) };
}

/**
 * To the operator: the login attempts for one admin user name from all addresses
 * reached the hourly cap (`limit` attempts), so further logins with it wait an hour.
 */
export function adminLoginCapMail(input: { username: string; limit: number }): MailContent {
  const text = t("adminLoginCap.text", { username: input.username, limit: String(input.limit) });
  return { subject: t("adminLoginCap.subject", { username: input.username }), text, html: html(text.split("\n\n"), null) };
}

/** Double opt-in for the AI visibility monitor (link valid `validHours` hours). */
export function monitorOptInMail(input: { businessName: string; questions: string[]; confirmUrl: string; validHours: number; intervalDays: number }): MailContent {
  const intro = t("monitorOptIn.intro", { business: input.businessName, hours: String(input.validHours) });
  const what = t("monitorOptIn.what", { days: String(input.intervalDays), questions: bullets(input.questions) });
  const ignore = t("monitorOptIn.ignore");
  return {
    subject: t("monitorOptIn.subject"),
    text: `${greeting()}\n\n${intro}\n\n${input.confirmUrl}\n\n${what}\n\n${ignore}\n\n${signature()}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), intro, what, ignore, signature()], { href: input.confirmUrl, label: t("monitorOptIn.button") }),
  };
}

/** Right after the opt-in: the monitor's link, so a closed tab does not lose the monitor, and the unsubscribe link. */
export function monitorConfirmedMail(input: { businessName: string; monitorUrl: string; unsubscribeUrl: string }): MailContent {
  const intro = t("monitorConfirmed.intro", { business: input.businessName });
  const stop = t("monitorConfirmed.stop", { url: input.unsubscribeUrl });
  return {
    subject: t("monitorConfirmed.subject", { business: input.businessName }),
    text: `${greeting()}\n\n${intro}\n\n${input.monitorUrl}\n\n${signature()}\n\n${stop}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), intro, signature(), stop], { href: input.monitorUrl, label: t("monitorConfirmed.button") }),
  };
}

/** "Meine Monitore": the links of every active monitor of one address, one line each ("Name: link"). */
export function myMonitorsMail(input: { monitors: { businessName: string; monitorUrl: string }[] }): MailContent {
  const list = bullets(input.monitors.map((m) => `${m.businessName}: ${m.monitorUrl}`));
  const intro = `${t("myMonitors.intro")}\n${list}`;
  return {
    subject: t("myMonitors.subject"),
    text: `${greeting()}\n\n${intro}\n\n${t("myMonitors.ignore")}\n\n${signature()}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), intro, t("myMonitors.ignore"), signature()], null),
  };
}

/**
 * After a run in which something moved beyond the interval, or in which the answers state
 * a fact about the business that its site contradicts: the changes, the monitor link, the
 * unsubscribe link. The first sentence fits the kind of change: ranking changes (rates,
 * new competitors) "hat sich … verändert (über die Schwankung der Stichprobe hinaus)";
 * wrong facts alone "sagen … etwas, das Ihrer Website widerspricht" (a wrong fact is no
 * sampling fluctuation), with their own subject; both: the ranking changes first, then
 * the facts under "Außerdem …".
 */
export function monitorChangeMail(input: { businessName: string; changes: MonitorChange[]; monitorUrl: string; unsubscribeUrl: string }): MailContent {
  const facts = input.changes.filter((c) => c.kind === "wrong_fact");
  const ranking = input.changes.filter((c) => c.kind !== "wrong_fact");
  const business = input.businessName;
  const factList = { count: facts.length, changes: bullets(facts.map(describeChange)) };
  const paragraphs = ranking.length
    ? [t("monitorChange.intro", { business, changes: bullets(ranking.map(describeChange)) }), ...(facts.length ? [t("monitorChange.alsoFacts", factList)] : [])]
    : [t("monitorChange.introFacts", { business, ...factList })];
  if (facts.length) paragraphs.push(t("monitorChange.factsAdvice"));
  const stop = t("monitorChange.stop", { url: input.unsubscribeUrl });
  return {
    subject: ranking.length ? t("monitorChange.subject", { business }) : t("monitorChange.subjectFacts", { business, count: facts.length }),
    text: `${greeting()}\n\n${paragraphs.join("\n\n")}\n\n${t("monitorChange.history", { url: input.monitorUrl })}\n\n${signature()}\n\n${stop}\n\n-- \n${senderLine()}\n`,
    html: html([greeting(), ...paragraphs, signature(), stop], { href: input.monitorUrl, label: t("monitorChange.button") }),
  };
}

/** One change as a line of the e-mail; rates as whole percent. */
function describeChange(change: MonitorChange): string {
  const percent = (rate: number) => String(Math.round(rate * 100));
  switch (change.kind) {
    case "rate_up":
      return t("monitorChange.rateUp", { engine: change.engine, from: percent(change.from), to: percent(change.to) });
    case "rate_down":
      return t("monitorChange.rateDown", { engine: change.engine, from: percent(change.from), to: percent(change.to) });
    case "new_competitor":
      return t("monitorChange.newCompetitor", { name: change.name, answers: String(change.answers) });
    case "wrong_fact":
      return t("monitorChange.wrongFact", { field: t(`monitorChange.factField.${change.field}`), ai: change.ai, site: change.site, answers: String(change.answers) });
  }
}
