-- When the operator (OWNER_EMAIL) was told about a paid order that needs manual work;
-- set by a conditional update, so the webhook and the success page send it once.
ALTER TABLE "purchases" ADD COLUMN "owner_notified_at" TIMESTAMPTZ(3);
