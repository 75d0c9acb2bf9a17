import { describe, expect, it } from "vitest";
import { getSnippet, listSnippets } from "@/lib/snippets/library";
import { GET } from "./route";

const get = (id: string) => GET(new Request(`http://localhost/api/snippets/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });

describe("GET /api/snippets/[id]", () => {
  it("answers one snippet's dialog data (placeholders in template order), cacheable", async () => {
    const snippet = listSnippets().find((s) => s.platzhalter.length > 1)!;
    const res = await get(snippet.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const body = (await res.json()) as { id: string; branche: string; kategorie: string; schemaType: string; platzhalter: string[]; template?: unknown };
    expect(body).toMatchObject({ id: snippet.id, branche: snippet.branche, kategorie: snippet.kategorie, schemaType: snippet.schemaType });
    expect(body.platzhalter).toEqual(getSnippet(snippet.id)!.platzhalter);
    expect(body.platzhalter).toContain("Firmenname");
    // the template itself stays on the server: the dialog only needs its placeholder names
    expect(body.template).toBeUndefined();
  });

  it.each(["gibt-es-nicht", "", "../snippets", "ZAHNARZT"])("answers 404 with a German message for the id %j", async (id) => {
    const res = await get(id);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toBe("Nicht gefunden.");
  });
});
