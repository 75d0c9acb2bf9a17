-- CreateEnum
CREATE TYPE "ToolKey" AS ENUM ('schema', 'meta', 'robots', 'sitemap', 'search', 'checker');

-- CreateTable
CREATE TABLE "usage_events" (
    "id" BIGSERIAL NOT NULL,
    "tool" "ToolKey" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "country" CHAR(2),
    "ip_anonymized" VARCHAR(64),

    CONSTRAINT "usage_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "usage_events_created_at_idx" ON "usage_events"("created_at");

-- CreateIndex
CREATE INDEX "usage_events_tool_created_at_idx" ON "usage_events"("tool", "created_at");
