-- Jobs move to pg-boss (its own schema "pgboss", installed by scripts/db-migrate.mjs);
-- the hand-written queue table goes.
DROP TABLE "jobs";

-- Shared rate limits (rate-limiter-flexible's Prisma store).
CREATE TABLE "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL,
    "expire" TIMESTAMPTZ(3),

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits"("expire");

-- The attempt that holds a running scan (fencing against a worker that lost its claim).
ALTER TABLE "seo_scans" ADD COLUMN "attempt" INTEGER;

-- Pages a running scan has fetched, so a resumed attempt does not fetch them again.
CREATE TABLE "seo_crawl_progress" (
    "id" BIGSERIAL NOT NULL,
    "scan_id" BIGINT NOT NULL,
    "record" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seo_crawl_progress_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "seo_crawl_progress_scan_id_idx" ON "seo_crawl_progress"("scan_id");
ALTER TABLE "seo_crawl_progress" ADD CONSTRAINT "seo_crawl_progress_scan_id_fkey" FOREIGN KEY ("scan_id") REFERENCES "seo_scans"("id") ON DELETE CASCADE ON UPDATE CASCADE;
