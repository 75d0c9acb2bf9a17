import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { openaiStructuredReply, type ProviderStandIns, type StandInReply, type StandInRequest, startProviderStandIns } from "@/test/provider-stand-ins";
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

/** The structured output a reader model returns (the JSON text of its message). */
function output(names: { name: string; label: string; isVisitor?: boolean }[]): string {
  return JSON.stringify({ facts: [], names: names.map((n) => ({ kind: n.label === "not_business" ? "product" : "business", isVisitor: false, span: n.name, ...n })) });
}

/** Replies for the next requests of one provider, in order; a 500 when none is queued. */
function queue(standIns: ProviderStandIns, provider: "openai" | "compatible"): { push: (...r: StandInReply[]) => void; reset: () => void } {
  let replies: StandInReply[] = [];
  standIns.script(provider, () => replies.shift() ?? { status: 500, body: { error: { message: "stand-in: no reply queued" } } });
  return { push: (...r) => void replies.push(...r), reset: () => void (replies = []) };
}

for (const database of testDatabases()) {
  describe(`readAnswer against a local OpenAI stand-in (${database.name})`, () => {
    let standIns: ProviderStandIns;
    let openai: ReturnType<typeof queue>;
    let open: OpenTestDatabase;
    let db: PrismaClient;
    let reader: ReaderConfig;
    const readerRequests = (): StandInRequest[] => standIns.requests.filter((r) => r.provider === "openai");
    beforeAll(async () => {
      standIns = await startProviderStandIns();
      openai = queue(standIns, "openai");
      open = await database.open();
      db = open.db;
      reader = { provider: "openai", model: "gpt-4o-mini", apiKey: "sk-test", baseUrl: standIns.baseUrls.openai };
    });
    beforeEach(async () => {
      openai.reset();
      standIns.requests.length = 0;
      await db.answerReading.deleteMany();
    });
    afterAll(async () => {
      await db.answerReading.deleteMany();
      await open.close();
      await standIns.close();
    });

    it("sends one structured-output request at temperature 0 and applies the labels", async () => {
      openai.push(
        openaiStructuredReply(
          output([
            { name: "Fensterbau Riedle", label: "not_business" },
            { name: "Glaserei Stetter", label: "recommended", isVisitor: true },
            { name: "Rollladen Gaiser", label: "named_closed" },
          ]),
        ),
      );
      const read = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      // The engines' factory (provider.ts): OpenAI through the Responses API, structured outputs via text.format.
      expect(readerRequests()).toHaveLength(1);
      expect(readerRequests()[0]!.path).toBe("/responses");
      const body = readerRequests()[0]!.body!;
      expect(body.temperature).toBe(0);
      expect((body.text as { format: { type: string } }).format.type).toBe("json_schema");
      expect(JSON.stringify(body.input)).toContain("Glaserei Stetter");
      expect(read.analysis.readBy).toBe("rules+model");
      expect(read.analysis.businesses.map((b) => b.name)).toEqual(["Glaserei Stetter"]);
      expect(read.analysis.position).toBe(1);
      expect(read.analysis.negativeMentions.map((n) => n.name)).toEqual(["Rollladen Gaiser"]);
      expect(read.usage?.inputTokens).toBeGreaterThan(0);
    });

    it("drops a name the answer does not contain", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      openai.push(openaiStructuredReply(output([{ name: "Fensterwelt Schwaben", label: "recommended" }])));
      const read = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(read.analysis.businesses.map((b) => b.name)).not.toContain("Fensterwelt Schwaben");
      expect(read.analysis.businesses.map((b) => b.name)).toContain("Glaserei Stetter");
      expect(warn.mock.calls.flat().join(" ")).toContain("Fensterwelt Schwaben");
      warn.mockRestore();
    });

    it("lets the rules decide when the reader fails or is slower than the time limit", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      openai.push({ status: 500, body: { error: { message: "server error", type: "server_error" } } });
      const failed = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(failed.analysis.readBy).toBe("rules");
      expect(failed.analysis.position).toBe(2);
      openai.push(openaiStructuredReply(output([]), 10_000));
      const slow = await readAnswer(answer, target, { reader, db, timeoutMs: 200 });
      expect(slow.analysis.readBy).toBe("rules");
      expect(slow.analysis.businesses.map((b) => b.name)).toEqual(["Fensterbau Riedle", "Glaserei Stetter"]);
      expect(await db.answerReading.count()).toBe(0);
      warn.mockRestore();
    });

    it("reads a repeated answer from the cache without a second call", async () => {
      openai.push(openaiStructuredReply(output([{ name: "Fensterbau Riedle", label: "named_neutral" }])));
      const first = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      const second = await readAnswer(answer, target, { reader, db, timeoutMs: 5000 });
      expect(readerRequests()).toHaveLength(1);
      expect(second.usage).toBeNull();
      expect(second.analysis).toEqual(first.analysis);
      expect(second.analysis.businesses[0]!.tone).toBe("neutral");
    });

    it("reads the facts about the business through the schema, keeps those in the answer and drops an invented one", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const withFacts = `${answer}\n\nDie Glaserei Stetter erreichen Sie unter 08331 / 92 44 10, geöffnet Mo–Fr 7:30–17 Uhr.`;
      const json = JSON.parse(output([{ name: "Glaserei Stetter", label: "recommended", isVisitor: true }])) as Record<string, unknown>;
      json.facts = [
        { field: "telephone", value: "08331 / 92 44 10" },
        { field: "openingHours", value: "Mo–Fr 7:30–17 Uhr" },
        { field: "address", value: "Kalchstraße 8, 87700 Memmingen" },
      ];
      openai.push(openaiStructuredReply(JSON.stringify(json)));
      const read = await readAnswer(withFacts, target, { reader, db, timeoutMs: 5000 });
      const schema = JSON.stringify((readerRequests()[0]!.body!.text as { format: { schema: unknown } }).format.schema);
      expect(schema).toContain("openingHours");
      expect(read.analysis.statedFacts).toEqual([
        { field: "telephone", value: "08331 / 92 44 10" },
        { field: "openingHours", value: "Mo–Fr 7:30–17 Uhr" },
      ]);
      expect(warn.mock.calls.flat().join(" ")).toContain("Kalchstraße 8");
      warn.mockRestore();
    });

    it("asks an OpenAI-compatible reader through Chat Completions with response_format json_schema", async () => {
      standIns.script("compatible", () => ({
        body: {
          id: "chatcmpl-reader",
          object: "chat.completion",
          created: 1_764_000_000,
          model: "qwen3",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: output([{ name: "Rollladen Gaiser", label: "named_closed" }]) } }],
          usage: { prompt_tokens: 400, completion_tokens: 40, total_tokens: 440 },
        },
      }));
      const compatible: ReaderConfig = { provider: "openai-compatible", model: "qwen3", apiKey: "k", baseUrl: standIns.baseUrls.compatible };
      const read = await readAnswer(answer, target, { reader: compatible, db, timeoutMs: 5000 });
      const request = standIns.requests.find((r) => r.provider === "compatible")!;
      expect((request.body!.response_format as { type: string }).type).toBe("json_schema");
      expect(read.analysis.readBy).toBe("rules+model");
      expect(read.analysis.negativeMentions.map((n) => n.name)).toEqual(["Rollladen Gaiser"]);
    });

    it("reads by the rules alone, without any call, when no reader is configured", async () => {
      const read = await readAnswer(answer, target, { reader: null, db, timeoutMs: 5000 });
      expect(read.analysis.readBy).toBe("rules");
      expect(standIns.requests).toHaveLength(0);
    });
  });
}

describe("the reader's model", () => {
  it("is made by the engines' one provider factory (provider.ts), not by a copy of its own", () => {
    const source = readFileSync(new URL("./answer-reader.ts", import.meta.url), "utf8");
    expect(source).toContain("createLanguageModel(reader)");
    expect(source).not.toMatch(/from "@ai-sdk\//);
  });
});
