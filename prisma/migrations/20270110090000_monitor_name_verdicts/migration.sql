-- CreateTable
CREATE TABLE "monitor_name_verdicts" (
    "monitor_id" BIGINT NOT NULL,
    "key" VARCHAR(400) NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "place" VARCHAR(100),
    "mine" BOOLEAN NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "monitor_name_verdicts_pkey" PRIMARY KEY ("monitor_id","key")
);

-- AddForeignKey
ALTER TABLE "monitor_name_verdicts" ADD CONSTRAINT "monitor_name_verdicts_monitor_id_fkey" FOREIGN KEY ("monitor_id") REFERENCES "visibility_monitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;
