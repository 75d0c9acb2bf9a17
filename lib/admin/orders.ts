import "server-only";
import { PRODUCTS, type ProductId } from "@/content/products";
import type { Purchase } from "@/generated/prisma/client";
import { getProductInfo, isProductId, needsManualWork } from "@/lib/billing/products";
import type { Db } from "@/lib/db";
import { STATS_TIME_ZONE } from "./dashboard-stats";

/**
 * The operator's list of purchases (/admin/orders and its CSV export): every verified
 * payment with date, product, amount, buyer, payment state and whether access was
 * granted.
 */

/**
 * Where a payment stands: confirmed by Stripe, then possibly fully refunded
 * (charge.refunded) or disputed by the buyer's bank (charge.dispute.created).
 */
export type OrderState = "paid" | "refunded" | "disputed";

export const ORDER_STATE_LABELS: Record<OrderState, string> = { paid: "Bezahlt", refunded: "Erstattet", disputed: "Angefochten" };

/** Whether the buyer's access is open, was taken back (refund, dispute), or the product is a service without access. */
export type OrderAccess = "granted" | "not-granted" | "revoked" | "service";

export const ORDER_ACCESS_LABELS: Record<OrderAccess, string> = {
  granted: "Ja",
  "not-granted": "Nein",
  revoked: "Entzogen",
  service: "– (Dienstleistung)",
};

export interface Order {
  paymentIntentId: string;
  createdAt: Date;
  product: string;
  /** As sold, e.g. "KI-Snippet: Zahnarztpraxis". */
  productName: string;
  amountCents: number;
  /** ISO 4217, lower case as Stripe sends it. */
  currency: string;
  email: string | null;
  state: OrderState;
  access: OrderAccess;
  accessGrantedAt: Date | null;
  /** Services: when OWNER_EMAIL was sent the order; null for products without manual work or before it was sent. */
  ownerNotifiedAt: Date | null;
  /** Whether the product needs manual work by the operator. */
  service: boolean;
}

/** The state of a recorded purchase (see OrderState); a dispute outranks a refund. */
function orderStateOf(purchase: Pick<Purchase, "refundedAt" | "disputedAt">): OrderState {
  return purchase.disputedAt ? "disputed" : purchase.refundedAt ? "refunded" : "paid";
}

function orderOf(p: Purchase): Order {
  const known = isProductId(p.product) ? PRODUCTS[p.product as ProductId] : null;
  const service = known ? needsManualWork(known) : false;
  return {
    paymentIntentId: p.paymentIntentId,
    createdAt: p.createdAt,
    product: p.product,
    productName: (known && getProductInfo(known.id, p.snippetId ?? undefined)?.name) ?? p.product,
    amountCents: p.amountCents,
    currency: p.currency,
    email: p.email,
    state: orderStateOf(p),
    access: service ? "service" : orderStateOf(p) !== "paid" ? "revoked" : p.accessGrantedAt ? "granted" : "not-granted",
    accessGrantedAt: p.accessGrantedAt,
    ownerNotifiedAt: p.ownerNotifiedAt,
    service,
  };
}

/**
 * Purchases, newest first.
 * @param limit at most this many (the view); unset = all (the export)
 */
export async function listOrders(db: Db, limit?: number): Promise<{ orders: Order[]; total: number }> {
  const [purchases, total] = await Promise.all([
    db.purchase.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...(limit !== undefined && { take: limit }) }),
    db.purchase.count(),
  ]);
  return { orders: purchases.map(orderOf), total };
}

/** The CSV's columns: German names for German Excel. */
export const ORDER_CSV_COLUMNS = ["Datum", "Produkt", "Betrag", "Währung", "E-Mail", "Zahlungsstatus", "Zugang freigeschaltet", "Betreiber benachrichtigt", "PaymentIntent"] as const;

const day = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: STATS_TIME_ZONE });
const time = new Intl.DateTimeFormat("de-DE", { hour: "2-digit", minute: "2-digit", timeZone: STATS_TIME_ZONE });
/** "04.03.2026 00:15", the form German Excel reads as a date and time (no comma). */
const dateTime = { format: (at: Date) => `${day.format(at)} ${time.format(at)}` };
const amount = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * One CSV field (RFC 4180 quoting with ";" as separator). A text starting with = + - @
 * or a tab/return gets a leading apostrophe, so Excel never runs it as a formula
 * (OWASP "CSV Injection").
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The orders as a CSV file Excel opens correctly in Germany: UTF-8 with byte order
 * mark, ";" between fields, CRLF line ends, German dates (Europe/Berlin) and decimal
 * commas ("29,99").
 * @returns the file's text, BOM included
 */
export function ordersCsv(orders: readonly Order[]): string {
  const rows = orders.map((o) => [
    dateTime.format(o.createdAt),
    o.productName,
    amount.format(o.amountCents / 100),
    o.currency.toUpperCase(),
    o.email ?? "",
    ORDER_STATE_LABELS[o.state],
    o.access === "granted" ? `Ja (${dateTime.format(o.accessGrantedAt!)})` : ORDER_ACCESS_LABELS[o.access],
    o.service ? (o.ownerNotifiedAt ? dateTime.format(o.ownerNotifiedAt) : "Nein") : "",
    o.paymentIntentId,
  ]);
  return `\uFEFF${[[...ORDER_CSV_COLUMNS], ...rows].map((row) => row.map(csvField).join(";")).join("\r\n")}\r\n`;
}
