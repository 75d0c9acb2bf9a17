-- Admin sessions checked on the server, so signing out ends them (issue 34).
CREATE TABLE "admin_sessions" (
    "id" VARCHAR(64) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "admin_sessions_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "admin_sessions_expires_at_idx" ON "admin_sessions"("expires_at");
