import "server-only";
import { formatEuro, PRODUCTS } from "@/content/products";
import type { Db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { sendMail } from "@/lib/mail/send-mail";
import { ownerOrderMail } from "@/lib/mail/templates";
import { absoluteUrl } from "@/lib/site";
import { getProductInfo, needsManualWork } from "./products";
import type { VerifiedPayment } from "./purchases";

export type OwnerNotification = "sent" | "already-sent" | "not-needed" | "no-owner-email";

/**
 * Tells the operator (OWNER_EMAIL) about a paid order that needs manual work: product,
 * amount, buyer's address, the order details and the PaymentIntent id, once per
 * PaymentIntent. The webhook, the success page and the activation may all call this,
 * at the same time too: a conditional update on purchases.owner_notified_at lets exactly
 * one of them send. If sending fails, the claim is released, so the next call (Stripe's
 * webhook retry, a reload of the success page) sends it.
 * @param purchase the recorded purchase of `payment`
 * @returns what happened; products that only unlock site features need no e-mail
 * @throws Error from the mail transport when the e-mail could not be sent
 */
export async function notifyOwnerOfOrder(db: Db, purchase: { id: bigint }, payment: VerifiedPayment, now = new Date()): Promise<OwnerNotification> {
  const product = PRODUCTS[payment.product];
  if (!needsManualWork(product)) return "not-needed";
  const owner = getEnv().OWNER_EMAIL;
  if (!owner) return "no-owner-email";

  const { count } = await db.purchase.updateMany({ where: { id: purchase.id, ownerNotifiedAt: null }, data: { ownerNotifiedAt: now } });
  if (count !== 1) return "already-sent";
  try {
    await sendMail({
      to: owner,
      replyTo: payment.email ?? undefined,
      ...ownerOrderMail({
        productName: getProductInfo(product.id, payment.snippetId ?? undefined)?.name ?? product.name,
        amountText: formatEuro(payment.amountCents),
        buyerEmail: payment.email,
        details: payment.details,
        paymentIntentId: payment.paymentIntentId,
        stripeUrl: `https://dashboard.stripe.com/${payment.livemode ? "" : "test/"}payments/${payment.paymentIntentId}`,
        ordersUrl: absoluteUrl("/admin/orders"),
        paidAt: now,
      }),
    });
  } catch (error) {
    await db.purchase.updateMany({ where: { id: purchase.id, ownerNotifiedAt: now }, data: { ownerNotifiedAt: null } });
    throw error;
  }
  return "sent";
}
