import { describe, expect, it } from "vitest";
import { isAbbreviationOf, isKindWithSurname, isOwnerNamed, isPersonJobWord, ownerOfName } from "./persons";

const noPlace = () => false;

describe("ownerOfName", () => {
  it("splits a business name into its kind, the owner's given names and surname", () => {
    expect(ownerOfName("Steuerkanzlei Dr. Moritz Albrecht", noPlace)).toEqual({ kind: ["steuerkanzlei"], given: ["moritz"], surname: "albrecht" });
    expect(ownerOfName("Logopädische Praxis Seidl", noPlace)).toEqual({ kind: ["logopaedische", "praxis"], given: [], surname: "seidl" });
  });

  it("finds no owner in a name that ends with a place, after a connector, or has no kind", () => {
    expect(ownerOfName("Physiotherapie am Lindenplatz", noPlace)).toBeNull();
    expect(ownerOfName("Bäckerei Krumbach", (w) => w === "Krumbach")).toBeNull();
    expect(ownerOfName("Sabine Ortner", noPlace)).toBeNull();
  });
});

describe("isOwnerNamed", () => {
  const owner = ownerOfName("Kanzlei Dr. Sophie Lindner", noPlace)!;
  it("takes the owner by title or job word, given names agreeing", () => {
    expect(isOwnerNamed(owner, "Dr. Sophie Lindner", false)).toBe(true);
    expect(isOwnerNamed(owner, "Dr. Lindner", false)).toBe(true);
    expect(isOwnerNamed(owner, "Sophie Lindner", true)).toBe(true);
  });

  it("does not take another person of the same surname, nor a name without a person cue", () => {
    expect(isOwnerNamed(owner, "Dr. Paul Lindner", false)).toBe(false);
    expect(isOwnerNamed(owner, "Sophie Lindner", false)).toBe(false);
  });

  it("takes a couple sharing the surname, or the person after 'bei', as the owner ('Nina und Jakob Lindner', 'Kuchen bei Sophie Lindner')", () => {
    expect(isOwnerNamed(owner, "Nina und Sophie Lindner", false)).toBe(true);
    expect(isOwnerNamed(owner, "Kuchen bei Sophie Lindner", false)).toBe(true);
    expect(isOwnerNamed(owner, "Nina und Jakob Lindner", false)).toBe(false);
    const school = ownerOfName("Kochschule Brandauer", noPlace)!;
    expect(school).toEqual({ kind: ["kochschule"], given: [], surname: "brandauer" });
    expect(isOwnerNamed(school, "Eva und Karl Brandauer", false)).toBe(true);
    expect(isOwnerNamed(school, "Eva und Karl Brandner", false)).toBe(false);
  });

  it("takes the kind with the surname alone as the business", () => {
    expect(isKindWithSurname(owner, "Kanzlei Lindner")).toBe(true);
    expect(isKindWithSurname(owner, "Autohaus Lindner")).toBe(false);
  });

  it("knows job words by their ending", () => {
    expect(isPersonJobWord("Diplom-Psychologin")).toBe(true);
    expect(isPersonJobWord("Fachanwalt")).toBe(true);
    expect(isPersonJobWord("Wartezeit")).toBe(false);
  });
});

describe("isAbbreviationOf", () => {
  it("reads a word written as its initials", () => {
    expect(isAbbreviationOf("MVZ Seeblick", "Medizinisches Versorgungszentrum Seeblick")).toBe(true);
    expect(isAbbreviationOf("GZ Nord", "Gesundheitszentrum Nord")).toBe(true);
  });

  it("does not join names whose other words differ or whose initials do not fit", () => {
    expect(isAbbreviationOf("MVZ Seeblick", "Medizinisches Versorgungszentrum Talblick")).toBe(false);
    expect(isAbbreviationOf("ABC Seeblick", "Medizinisches Versorgungszentrum Seeblick")).toBe(false);
  });
});
