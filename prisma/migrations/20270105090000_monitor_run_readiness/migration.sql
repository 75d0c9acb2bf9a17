-- AlterTable
ALTER TABLE "monitor_runs" ADD COLUMN     "readiness" JSONB;
