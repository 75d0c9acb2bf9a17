
-- AlterEnum
ALTER TYPE "EmailTokenPurpose" ADD VALUE 'monitor_opt_in';

-- AlterTable
ALTER TABLE "email_tokens" ADD COLUMN     "monitor_id" BIGINT;

-- CreateTable
CREATE TABLE "visibility_monitors" (
    "id" BIGSERIAL NOT NULL,
    "access_token" VARCHAR(64) NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "business_name" VARCHAR(120) NOT NULL,
    "website" VARCHAR(2048) NOT NULL,
    "industry" VARCHAR(100) NOT NULL,
    "city" VARCHAR(100) NOT NULL,
    "specialty" VARCHAR(100),
    "competitors" JSONB NOT NULL,
    "questions" JSONB NOT NULL,
    "interval_hours" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMPTZ(3),
    "next_run_at" TIMESTAMPTZ(3),
    "last_run_at" TIMESTAMPTZ(3),
    "waiting_reason" VARCHAR(32),

    CONSTRAINT "visibility_monitors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "monitor_runs" (
    "id" BIGSERIAL NOT NULL,
    "monitor_id" BIGINT NOT NULL,
    "started_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3) NOT NULL,
    "calls" INTEGER NOT NULL,
    "summary" JSONB NOT NULL,

    CONSTRAINT "monitor_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "monitor_answers" (
    "id" BIGSERIAL NOT NULL,
    "run_id" BIGINT NOT NULL,
    "monitor_id" BIGINT NOT NULL,
    "engine" VARCHAR(40) NOT NULL,
    "model" VARCHAR(100) NOT NULL,
    "question" VARCHAR(300) NOT NULL,
    "asked_at" TIMESTAMPTZ(3) NOT NULL,
    "text" TEXT,
    "citations" JSONB NOT NULL,
    "analysis" JSONB,
    "error" VARCHAR(32),

    CONSTRAINT "monitor_answers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "monitor_call_budget" (
    "day" DATE NOT NULL,
    "calls" INTEGER NOT NULL,

    CONSTRAINT "monitor_call_budget_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE UNIQUE INDEX "visibility_monitors_access_token_key" ON "visibility_monitors"("access_token");

-- CreateIndex
CREATE INDEX "visibility_monitors_next_run_at_idx" ON "visibility_monitors"("next_run_at");

-- CreateIndex
CREATE INDEX "monitor_runs_monitor_id_started_at_idx" ON "monitor_runs"("monitor_id", "started_at");

-- CreateIndex
CREATE INDEX "monitor_answers_run_id_idx" ON "monitor_answers"("run_id");

-- CreateIndex
CREATE INDEX "monitor_answers_monitor_id_asked_at_idx" ON "monitor_answers"("monitor_id", "asked_at");

-- CreateIndex
CREATE INDEX "monitor_answers_asked_at_idx" ON "monitor_answers"("asked_at");

-- AddForeignKey
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_monitor_id_fkey" FOREIGN KEY ("monitor_id") REFERENCES "visibility_monitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "monitor_runs" ADD CONSTRAINT "monitor_runs_monitor_id_fkey" FOREIGN KEY ("monitor_id") REFERENCES "visibility_monitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "monitor_answers" ADD CONSTRAINT "monitor_answers_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "monitor_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "monitor_answers" ADD CONSTRAINT "monitor_answers_monitor_id_fkey" FOREIGN KEY ("monitor_id") REFERENCES "visibility_monitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

