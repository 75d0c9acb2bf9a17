-- Stripe refunds (charge.refunded, fully refunded) and disputes (charge.dispute.created)
-- take premium access back: the premium check reads these (lib/billing/premium.ts).
ALTER TABLE "purchases" ADD COLUMN "refunded_at" TIMESTAMPTZ(3);
ALTER TABLE "purchases" ADD COLUMN "disputed_at" TIMESTAMPTZ(3);
