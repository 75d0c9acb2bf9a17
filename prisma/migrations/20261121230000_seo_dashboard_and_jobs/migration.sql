-- CreateEnum
CREATE TYPE "SeoScanStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "seo_sites" (
    "id" BIGSERIAL NOT NULL,
    "domain" VARCHAR(255) NOT NULL,
    "origin" VARCHAR(300),
    "monitored" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_scan_at" TIMESTAMPTZ(3),

    CONSTRAINT "seo_sites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_scans" (
    "id" BIGSERIAL NOT NULL,
    "site_id" BIGINT NOT NULL,
    "status" "SeoScanStatus" NOT NULL DEFAULT 'queued',
    "trigger" VARCHAR(16) NOT NULL DEFAULT 'visitor',
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),
    "error" VARCHAR(1000),
    "summary" JSONB,

    CONSTRAINT "seo_scans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seo_pages" (
    "id" BIGSERIAL NOT NULL,
    "scan_id" BIGINT NOT NULL,
    "url" VARCHAR(2048) NOT NULL,
    "title" VARCHAR(1000),
    "meta_description" VARCHAR(2000),
    "status" VARCHAR(32) NOT NULL,
    "issues" JSONB NOT NULL,
    "indexability_score" INTEGER NOT NULL,
    "http_status" INTEGER,
    "response_time_ms" INTEGER,
    "last_checked" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "seo_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" BIGSERIAL NOT NULL,
    "kind" VARCHAR(64) NOT NULL,
    "payload" JSONB NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'queued',
    "run_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_at" TIMESTAMPTZ(3),
    "locked_by" VARCHAR(128),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" VARCHAR(2000),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "seo_sites_domain_key" ON "seo_sites"("domain");

-- CreateIndex
CREATE INDEX "seo_scans_site_id_requested_at_idx" ON "seo_scans"("site_id", "requested_at");

-- CreateIndex
CREATE INDEX "seo_pages_scan_id_idx" ON "seo_pages"("scan_id");

-- CreateIndex
CREATE INDEX "jobs_status_run_at_idx" ON "jobs"("status", "run_at");

-- AddForeignKey
ALTER TABLE "seo_scans" ADD CONSTRAINT "seo_scans_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "seo_sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "seo_pages" ADD CONSTRAINT "seo_pages_scan_id_fkey" FOREIGN KEY ("scan_id") REFERENCES "seo_scans"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- At most one queued or running scan per site: a second request for the same site
-- (from any app instance) fails on this index and reuses the existing scan.
CREATE UNIQUE INDEX "seo_scans_one_active_per_site" ON "seo_scans"("site_id") WHERE "status" IN ('queued', 'running');
