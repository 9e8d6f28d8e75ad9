import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { keptSecret } from '../db/keptSecret.ts';

const KEY_NAME = 'derived_id_key';

/** The key of each database's derived ids, read once per database object. */
const keys = new WeakMap<Queryable, Promise<Buffer>>();

function keyOf(db: Queryable): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = keptSecret(db, KEY_NAME, () => randomBytes(32).toString('base64')).then((value) => Buffer.from(value, 'base64'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

/**
 * A UUID made from names, for what the server must take once however often its cause repeats (a webhook or a lead
 * delivered twice, a retry after a crash): the same parts give the same id, so the log (or a table) takes it once.
 * It is an HMAC-SHA-256 of the parts under a random key kept in server_secrets (never configured, never rotated:
 * a new key would take a repeated cause twice), laid out as a version-5 UUID. Keyed, it cannot be computed from
 * public facts (a dealer's token, a sender's lead id, a message id the client made), so nobody can take the id of an
 * event the server is going to append and make that event vanish.
 */
export async function derivedId(db: Queryable, ...parts: string[]): Promise<string> {
  const hex = createHmac('sha256', await keyOf(db)).update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
