/**
 * What JSON.parse found wrong in a JSON-LD block, as a code and where, so the finding can
 * say it in German: V8's messages are English and meant for developers. Read from V8's
 * wording (Node 24, ECMA-404 grammar), so a message it words otherwise becomes "syntax".
 */

type JsonSyntaxCode =
  | "propertyName"
  | "missingComma"
  | "textAfterEnd"
  | "controlCharacter"
  | "badEscape"
  | "unterminatedString"
  | "unexpectedEnd"
  | "syntax";

export interface JsonSyntaxProblem {
  code: JsonSyntaxCode | "unexpectedToken";
  /** 1-based line and column where the parser stopped, when V8 says; `token` for "unexpectedToken". */
  params: { line?: number; column?: number; token?: string };
}

const CODES: [RegExp, JsonSyntaxCode][] = [
  [/^Expected (double-quoted property name|property name or '\}')/, "propertyName"],
  [/^Expected ',' or '[}\]]'/, "missingComma"],
  [/^Unexpected non-whitespace character after JSON/, "textAfterEnd"],
  [/^Bad control character/, "controlCharacter"],
  [/^Bad (escaped character|Unicode escape)/, "badEscape"],
  [/^Unterminated string/, "unterminatedString"],
  [/^Unexpected end of JSON input/, "unexpectedEnd"],
];

/**
 * @param error what JSON.parse threw (a SyntaxError)
 * @returns its code, with line and column (1-based) and the unexpected character when the message names them
 */
export function jsonSyntaxProblem(error: unknown): JsonSyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  const at = /\(line (\d+) column (\d+)\)/.exec(message);
  const where = at ? { line: Number(at[1]), column: Number(at[2]) } : {};
  const token = /^Unexpected token '(.)'/u.exec(message)?.[1];
  if (token) return { code: "unexpectedToken", params: { ...where, token } };
  const code = CODES.find(([pattern]) => pattern.test(message))?.[1] ?? "syntax";
  return { code, params: where };
}
