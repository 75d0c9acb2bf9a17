-- CreateTable
CREATE TABLE "answer_readings" (
    "key" VARCHAR(64) NOT NULL,
    "model" VARCHAR(140) NOT NULL,
    "verdicts" JSONB NOT NULL,
    "input_tokens" INTEGER,
    "output_tokens" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "answer_readings_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "answer_readings_created_at_idx" ON "answer_readings"("created_at");
