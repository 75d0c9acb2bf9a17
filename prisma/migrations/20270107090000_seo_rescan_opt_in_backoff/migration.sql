-- Scheduled rescans only for sites a visitor asked to monitor and that were scanned
-- successfully, and failed scans back a site off (issue 34).
ALTER TABLE "seo_sites" ALTER COLUMN "monitored" SET DEFAULT false;
ALTER TABLE "seo_sites" ADD COLUMN "failed_scans" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "seo_sites" ADD COLUMN "rescan_not_before" TIMESTAMPTZ(3);
-- Sites that were never scanned successfully were "monitored" only because somebody typed them in.
UPDATE "seo_sites" SET "monitored" = false WHERE "last_scan_at" IS NULL;
