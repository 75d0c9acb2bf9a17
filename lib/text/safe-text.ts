/**
 * Whether a string can be stored and shown as it is: no NUL (U+0000, which PostgreSQL
 * text refuses with 22P05) and no unpaired surrogate (not a Unicode scalar value, so not
 * encodable as UTF-8; ECMAScript String.prototype.isWellFormed).
 */
export function isSafeText(value: string): boolean {
  return !value.includes("\u0000") && value.isWellFormed();
}

/**
 * The path of the first string in a parsed JSON value that is not safe text (isSafeText),
 * keys included: e.g. ["competitors", 2]; [] for the value itself; null when all are
 * safe. Walks at most `maxNodes` values (a body is bounded by its byte limit anyway).
 */
export function unsafeTextPath(value: unknown, maxNodes = 100_000): (string | number)[] | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  for (let seen = 0; stack.length > 0 && seen < maxNodes; seen++) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === "string") {
      if (!isSafeText(current)) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (current !== null && typeof current === "object") {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return [...path, key];
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return null;
}
