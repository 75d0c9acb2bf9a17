import { describe, expect, it } from "vitest";
import { jsonSyntaxProblem } from "./json-syntax";

function problemOf(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonSyntaxProblem(error);
  }
  throw new Error("valid JSON");
}

describe("jsonSyntaxProblem", () => {
  it("names the usual JSON-LD mistakes with the line and column where the parser stopped", () => {
    expect(problemOf('{\n  "@type": "Bakery",\n}')).toEqual({ code: "propertyName", params: { line: 3, column: 1 } });
    expect(problemOf('{"@type": "Bakery" "name": "Korn"}')).toEqual({ code: "missingComma", params: { line: 1, column: 20 } });
    expect(problemOf('["a", "b"')).toEqual({ code: "missingComma", params: { line: 1, column: 10 } });
    expect(problemOf('{"a": 1}}')).toEqual({ code: "textAfterEnd", params: { line: 1, column: 9 } });
    expect(problemOf('{"a": "x\ny"}')).toEqual({ code: "controlCharacter", params: { line: 1, column: 9 } });
    expect(problemOf('{"a": "\\q"}')).toEqual({ code: "badEscape", params: { line: 1, column: 9 } });
    expect(problemOf('{"a": "abc')).toEqual({ code: "unterminatedString", params: { line: 1, column: 11 } });
  });

  it("names an unexpected character and a block cut short, where V8 gives no position", () => {
    expect(problemOf("{'a': 1}")).toEqual({ code: "propertyName", params: { line: 1, column: 2 } });
    expect(problemOf('{"a": undefined}')).toEqual({ code: "unexpectedToken", params: { token: "u" } });
    expect(problemOf("")).toEqual({ code: "unexpectedEnd", params: {} });
  });

  it("falls back to a general code for a message it does not know", () => {
    expect(jsonSyntaxProblem(new SyntaxError("Something new"))).toEqual({ code: "syntax", params: {} });
  });
});
