-- CreateTable
CREATE TABLE "monitor_call_reservation" (
    "monitor_id" BIGINT NOT NULL,
    "day" DATE NOT NULL,
    "calls" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "monitor_call_reservation_pkey" PRIMARY KEY ("monitor_id")
);
