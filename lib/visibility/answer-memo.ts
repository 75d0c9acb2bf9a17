/**
 * Results of pure functions within one analysis: an answer strips the same item, sentence and
 * paragraph of markdown several times (for its names, context, tone and the target's checks),
 * cleans the same words as names in each reading (whether a phrase can be a name at all is kept
 * across analyses, name-shape.ts: phrases recur from answer to answer), and sets a prose candidate apart
 * twice; an item's body is searched for an address once per name read in it. The tables exist
 * only while {@link withinAnswerMemo} runs one analysis, so they hold one answer's strings at most;
 * the functions compute without them when called from elsewhere. Results that depend on a word or name
 * alone are kept across analyses instead, in bounded tables ({@link remember}).
 */

interface AnswerMemo {
  stripped: Map<string, string>;
  cleaned: Map<string, string>;
  setApart: Map<string, boolean>;
  addressed: Map<string, boolean>;
}

/** The tables of the analysis running now, null outside one; read by the memoised functions, set only here. */
export let answerMemo: AnswerMemo | null = null;

/**
 * Runs one analysis with fresh memo tables and restores the outer ones afterwards, also when
 * `analyze` throws.
 * @returns what `analyze` returns
 */
export function withinAnswerMemo<T>(analyze: () => T): T {
  const outer = answerMemo;
  answerMemo = { stripped: new Map(), cleaned: new Map(), setApart: new Map(), addressed: new Map() };
  try {
    return analyze();
  } finally {
    answerMemo = outer;
  }
}

/**
 * `compute(key)`, remembered in `table` (one of {@link answerMemo}'s, read by the caller as
 * `answerMemo?.stripped`: a named property load, cheaper in these hot calls than a keyed one)
 * while an analysis runs; computed afresh outside one (`table` undefined).
 */
export function withinAnswer<V>(table: Map<string, V> | undefined, key: string, compute: (key: string) => V): V {
  const known = table?.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  table?.set(key, value);
  return value;
}

/** Every table kept across analyses, each made by {@link processTable}. */
const PROCESS_TABLES: Map<string, unknown>[] = [];

/**
 * A new, empty table kept across analyses (for {@link recall}, {@link remember} or a module's own bounded cache),
 * registered so that {@link forgetProcessTables} empties it with the others.
 * @returns an empty Map from a word, name or phrase to what a pure function said of it
 */
export function processTable<V>(): Map<string, V> {
  const table = new Map<string, V>();
  PROCESS_TABLES.push(table);
  return table;
}

/**
 * Empties every table kept across analyses ({@link processTable}): the words known to the process are forgotten, its
 * compiled code is not. For measuring (bench:reader times the first readings of a process whose code is compiled,
 * as a server's is after its first answers) and tests; results never change by it, only their cost.
 */
export function forgetProcessTables(): void {
  for (const table of PROCESS_TABLES) table.clear();
}

/** Entries a table kept across analyses holds before it starts afresh ({@link remember}). */
const MEMO_LIMIT = 20_000;

/**
 * Keeps a pure function's result in a table kept across analyses (words, names and phrases recur from answer to
 * answer), which holds {@link MEMO_LIMIT} entries at most: a full table first drops its older half (a Map iterates in
 * insertion order), so the words of the answers read last stay known. Emptying it whole cost a corpus pass (about
 * 28,000 distinct name shapes) every word it had learnt. A cache of this process: losing it (a restart, another
 * instance) costs only the work again.
 */
export function remember<V>(map: Map<string, V>, key: string, value: V): void {
  if (map.size >= MEMO_LIMIT) dropOlderHalf(map);
  map.set(key, value);
}

/** Deletes the first half of `map`'s entries in insertion order; once per MEMO_LIMIT / 2 insertions, so O(1) amortised. */
function dropOlderHalf(map: Map<string, unknown>): void {
  let drop = map.size >> 1;
  for (const key of map.keys()) {
    map.delete(key);
    if (--drop === 0) break;
  }
}

/**
 * `compute(key)` of a pure function, kept across analyses in `map` ({@link remember}): the value found there, else
 * computed and kept. `undefined` is never kept (a table's "not known"); `null` and `false` are.
 */
export function recall<V>(map: Map<string, V>, key: string, compute: (key: string) => V): V {
  const known = map.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  remember(map, key, value);
  return value;
}
