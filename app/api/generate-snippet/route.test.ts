import { describe, expect, it } from "vitest";
import { listSnippets } from "@/lib/snippets/library";
import { GET } from "../snippets/route";
import { POST } from "./route";

function post(body: unknown): Request {
  return new Request("http://localhost/api/generate-snippet", { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
}

describe("GET /api/snippets", () => {
  it("lists snippets and categories with counts", async () => {
    const body = (await (await GET()).json()) as { snippets: { id: string; platzhalter: string[] }[]; kategorien: { name: string; anzahl: number }[] };
    expect(body.snippets.length).toBeGreaterThanOrEqual(80);
    expect(body.kategorien.reduce((s, k) => s + k.anzahl, 0)).toBe(body.snippets.length);
    expect(body.snippets[0]!.platzhalter).toContain("Firmenname");
  });
});

describe("POST /api/generate-snippet", () => {
  const id = listSnippets()[0]!.id;

  it("returns the filled JSON-LD", async () => {
    const res = await POST(post({ brancheId: id, daten: { Firmenname: "Praxis \"Muster\"" } }));
    expect(res.status).toBe(200);
    const { snippet } = (await res.json()) as { snippet: string };
    expect((JSON.parse(snippet) as { name: string }).name).toBe('Praxis "Muster"');
  });

  it.each([
    [{ brancheId: "gibt-es-nicht", daten: {} }, "Unbekannte Branche"],
    [{ brancheId: id, daten: { Unbekannt: "x" } }, "Unbekannter Platzhalter"],
    [{ brancheId: id, daten: { Firmenname: 5 } }, "Text"],
    [{ daten: {} }, "Branche"],
    ["{kaputt", "kein gültiges JSON"],
  ])("answers 400 in German for %j", async (body, message) => {
    const res = await POST(post(body));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
  });
});
