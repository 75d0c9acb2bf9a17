import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { startFakeOpenAI, type FakeOpenAI } from "@/test/fake-openai-server";
import { testDatabases, type OpenTestDatabase } from "@/test/test-db";
import { readAnswer, type ReaderConfig } from "./answer-reader";

vi.mock("server-only", () => ({}));

const answer = [
  "Für Fenster in Memmingen werden oft diese Betriebe genannt:",
  "",
  "1. **Fensterbau Riedle** – Kunststoff- und Holzfenster, Montage inklusive.",
  "2. **Glaserei Stetter** – Reparaturen und Isolierglas.",
  "3. **Rollladen Gaiser** – laut Google Maps dauerhaft geschlossen.",
].join("\n");
const target = { businessName: "Glaserei Stetter" };

/** The structured output a reader model returns, as Chat Completions content (OpenAI structured outputs). */
function output(names: { name: string; label: string; isVisitor?: boolean }[]): string {
  return JSON.stringify({ names: names.map((n) => ({ kind: n.label === "not_business" ? "product" : "business", isVisitor: false, span: n.name, ...n })) });
}

for (const database of testDatabases()) {
  describe(`readAnswer against a local OpenAI stand-in (${database.name})`, () => {
    let fake: FakeOpenAI;
    let open: OpenTestDatabase;
    let db: PrismaClient;
    let reader: ReaderConfig;
    beforeAll(async () => {
      fake = await startFakeOpenAI();
      open = await database.open();
      db = open.db;
      reader = { provider: "openai", model: "gpt-4o-mini", apiKey: "sk-test", baseUrl: fake.url };
    });
    beforeEach(async () => {
      fake.reset();
      await db.answerReading.deleteMany();
    });
    afterAll(async () => {
      await db.answerReading.deleteMany();
      await open.close();
      await fake.close();
    });

    it("sends one structured-output request at temperature 0 and applies the labels", async () => {
      fake.enqueue({
        kind: "answer",
        content: output([
          { name: "Fensterbau Riedle", label: "not_business" },
          { name: "Glaserei Stetter", label: "recommended", isVisitor: true },
          { name: "Rollladen Gaiser", label: "named_closed" },
        ]),
      });
      const read = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(fake.chatRequests()).toHaveLength(1);
      const body = fake.chatRequests()[0]!.body!;
      expect(body.temperature).toBe(0);
      expect((body.response_format as { type: string }).type).toBe("json_schema");
      expect(JSON.stringify(body.messages)).toContain("Glaserei Stetter");
      expect(read.analysis.readBy).toBe("rules+model");
      expect(read.analysis.businesses.map((b) => b.name)).toEqual(["Glaserei Stetter"]);
      expect(read.analysis.position).toBe(1);
      expect(read.analysis.negativeMentions.map((n) => n.name)).toEqual(["Rollladen Gaiser"]);
      expect(read.usage?.inputTokens).toBeGreaterThan(0);
    });

    it("drops a name the answer does not contain", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      fake.enqueue({ kind: "answer", content: output([{ name: "Fensterwelt Schwaben", label: "recommended" }]) });
      const read = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(read.analysis.businesses.map((b) => b.name)).not.toContain("Fensterwelt Schwaben");
      expect(read.analysis.businesses.map((b) => b.name)).toContain("Glaserei Stetter");
      expect(warn.mock.calls.flat().join(" ")).toContain("Fensterwelt Schwaben");
      warn.mockRestore();
    });

    it("lets the rules decide when the reader fails or is slower than the time limit", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      fake.enqueue({ kind: "error", status: 500 });
      const failed = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(failed.analysis.readBy).toBe("rules");
      expect(failed.analysis.position).toBe(2);
      fake.enqueue({ kind: "answer", content: output([]), delayMs: 10_000 });
      const slow = await readAnswer(answer, target, { reader, db, timeoutMs: 200 });
      expect(slow.analysis.readBy).toBe("rules");
      expect(slow.analysis.businesses.map((b) => b.name)).toEqual(["Fensterbau Riedle", "Glaserei Stetter"]);
      expect(await db.answerReading.count()).toBe(0);
      warn.mockRestore();
    });

    it("reads a repeated answer from the cache without a second call", async () => {
      fake.enqueue({ kind: "answer", content: output([{ name: "Fensterbau Riedle", label: "named_neutral" }]) });
      const first = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      const second = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(fake.chatRequests()).toHaveLength(1);
      expect(second.usage).toBeNull();
      expect(second.analysis).toEqual(first.analysis);
      expect(second.analysis.businesses[0]!.tone).toBe("neutral");
    });

    it("reads by the rules alone, without any call, when no reader is configured", async () => {
      const read = await readAnswer(answer, target, { reader: null, db, timeoutMs: 5000 });
      expect(read.analysis.readBy).toBe("rules");
      expect(fake.requests).toHaveLength(0);
    });
  });
}
