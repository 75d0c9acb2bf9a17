import { describe, expect, it } from "vitest";
import { chainNamedAsPlaceToGo, isChainName, isChainOrWordNamedChain } from "./chains";
import chains from "./data/chains.json";

describe("data/chains.json", () => {
  const { $comment: _about, named_like_words: likeWords, ...byKind } = chains;
  const forms = Object.values(byKind).flat();

  it("lists each written form once whatever its capitals, and no chain both as read from text and as named like a word", () => {
    const lower = new Set(forms.map((f) => f.toLowerCase()));
    expect(lower.size).toBe(forms.length);
    expect(likeWords.filter((w) => lower.has(w.toLowerCase()))).toEqual([]);
  });
});

describe("chains.ts", () => {
  it("knows a chain by its whole name in any case, never by a part or a word-named chain", () => {
    expect(isChainName("Klier")).toBe(true);
    expect(isChainName("KLIER")).toBe(true);
    expect(isChainName("Ochsner Sport")).toBe(true);
    expect(isChainName("Ochsner")).toBe(false);
    expect(isChainName("Klier Friseure Innenstadt")).toBe(false);
    expect(isChainName("Hofer")).toBe(false);
  });

  it("keeps chains named like words apart from the visitor only through isChainOrWordNamedChain", () => {
    expect(isChainOrWordNamedChain("HOFER")).toBe(true);
    expect(isChainOrWordNamedChain("Müller")).toBe(true);
    expect(isChainOrWordNamedChain("Bäckerei Hofer")).toBe(false);
  });

  it("reads a chain as a place to go, not as a landmark, a seller of goods or in a comparison", () => {
    expect(chainNamedAsPlaceToGo("Für einfache Schnitte ohne Termin ist auch ", "Für einfache Schnitte ohne Termin ist auch Klier eine Option.")).toBe(true);
    expect(chainNamedAsPlaceToGo("Wenn es schnell gehen muss, ist der Reparaturservice von ", "Wenn es schnell gehen muss, ist der Reparaturservice von MediaMarkt eine Option.")).toBe(true);
    expect(chainNamedAsPlaceToGo("Der Salon liegt kurz nach der ", "Der Salon liegt kurz nach der LANDI.")).toBe(false);
    expect(chainNamedAsPlaceToGo("Brot aus der ", "Brot aus der Migros ist selten so lange geführt.")).toBe(false);
    expect(chainNamedAsPlaceToGo("Im Vergleich zu einem Schranksystem von ", "Im Vergleich zu einem Schranksystem von IKEA ist das teurer.")).toBe(false);
  });
});
