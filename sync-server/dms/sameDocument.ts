type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const definedKeys = (object: JsonObject) => Object.keys(object).filter((key) => object[key] !== undefined);

/**
 * Whether two document bodies hold the same JSON: key order is ignored (JSONB reorders keys) and a key holding
 * undefined counts as absent (JSON drops it), so a projected body compares equal to its stored copy.
 */
export function sameDocument(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameDocument(item, b[index]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = definedKeys(a);
  return keys.length === definedKeys(b).length && keys.every((key) => sameDocument(a[key], b[key]));
}
