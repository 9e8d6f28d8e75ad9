/** Messages of the storable-value rules, shown as the reason of a refused request or event. */
export const UNSTORABLE_TEXT_MESSAGE = 'The text holds a character that cannot be stored (a NUL or a broken character).';
export const TOO_DEEP_MESSAGE = 'The value is nested too deeply.';
export const TOO_LARGE_MESSAGE = 'The value is too large.';

/** JSON nested deeper than this is refused: no document of the product comes near it. */
export const MAX_JSON_DEPTH = 32;

/** A NUL, or half of a UTF-16 surrogate pair: neither can be stored as PostgreSQL text or jsonb. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

export type ValueProblem = { path: string; message: string };

const child = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first reason a JSON value cannot be stored as it is: a string (or key) holding a NUL or a lone surrogate, or
 * nesting deeper than MAX_JSON_DEPTH; with the dotted path of the field. Null when it can be stored. With
 * `text: false` only the depth is checked (a push checks each event's text on its own).
 */
export function valueProblem(value: unknown, options: { text: boolean } = { text: true }): ValueProblem | null {
  return problemAt(value, '', 0, options.text);
}

function problemAt(value: unknown, path: string, depth: number, text: boolean): ValueProblem | null {
  if (typeof value === 'string') return !text || isStorableText(value) ? null : { path, message: UNSTORABLE_TEXT_MESSAGE };
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_JSON_DEPTH) return { path, message: TOO_DEEP_MESSAGE };
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    if (text && typeof key === 'string' && !isStorableText(key)) return { path: child(path, '?'), message: UNSTORABLE_TEXT_MESSAGE };
    const problem = problemAt(item, child(path, key), depth + 1, text);
    if (problem) return problem;
  }
  return null;
}
