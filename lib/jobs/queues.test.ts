/**
 * The migrate step's part for jobs (createQueuesAndSchedules) on PGlite and PostgreSQL:
 * every declared queue with its policy and retries, every schedule, and a second run
 * (the next deploy) changes nothing.
 */
import { describe, expect, it } from "vitest";
import { createTestBoss, testDatabases } from "@/test/test-db";
import { createQueuesAndSchedules, QUEUE_OPTIONS, SCHEDULES } from "./queues";

describe.each(testDatabases())("job queues on $name", (database) => {
  it("creates every declared queue and schedule once, idempotently", async () => {
    const { target, close } = await database.open();
    const boss = await createTestBoss(target);
    try {
      await createQueuesAndSchedules(boss);
      const queues = await boss.getQueues(Object.keys(QUEUE_OPTIONS));
      expect(queues.map((q) => q.name).sort()).toEqual(Object.keys(QUEUE_OPTIONS).sort());
      const scan = queues.find((q) => q.name === "seo-scan")!;
      expect(scan).toMatchObject({ policy: "singleton", heartbeatSeconds: 15, retryLimit: 3, deadLetter: "seo-scan-failed" });
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(SCHEDULES.map((s) => [s.queue, s.cron]).sort());
    } finally {
      await boss.stop({ graceful: false });
      await close();
    }
  }, 60_000);
});
