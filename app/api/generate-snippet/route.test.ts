import { describe, expect, it } from "vitest";
import { listSnippets } from "@/lib/snippets/library";
import { GET } from "../snippets/route";
import { POST } from "./route";

function post(body: unknown): Request {
  return new Request("http://localhost/api/generate-snippet", { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
}

type ListBody = { snippets: { id: string; kategorie: string; platzhalter: string[] }[]; kategorien: { id: string; name: string; anzahl: number }[] };
const list = (query = "") => GET(new Request(`http://localhost/api/snippets${query}`));

describe("GET /api/snippets", () => {
  it("lists snippets and categories with counts", async () => {
    const body = (await (await list()).json()) as ListBody;
    expect(body.snippets.length).toBeGreaterThanOrEqual(80);
    expect(body.kategorien.reduce((s, k) => s + k.anzahl, 0)).toBe(body.snippets.length);
    expect(body.snippets[0]!.platzhalter).toContain("Firmenname");
  });

  it("lists one category's snippets with ?kategorie=, in the library's order", async () => {
    const all = (await (await list()).json()) as ListBody;
    const category = all.kategorien.find((k) => k.anzahl > 1 && k !== all.kategorien[0])!;
    const body = (await (await list(`?kategorie=${category.id}`)).json()) as ListBody;
    expect(body.snippets.map((s) => s.id)).toEqual(all.snippets.filter((s) => s.kategorie === category.name).map((s) => s.id));
    expect(body.snippets).toHaveLength(category.anzahl);
    expect(body.kategorien).toEqual(all.kategorien);
  });

  it.each([
    ["?kategorie=gibt-es-nicht", "Unbekannte Kategorie „gibt-es-nicht“."],
    ["?kategorie=", "Ungültige Eingabe"],
    [`?kategorie=${"x".repeat(61)}`, "Höchstens 60 Zeichen"],
  ])("answers 400 in German for %s", async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(message);
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
