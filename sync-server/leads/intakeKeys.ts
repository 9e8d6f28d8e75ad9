import type { Country } from '../../domain/dealers/dealer.ts';
import { randomToken, tokenHash } from '../auth/refreshTokens.ts';
import type { Queryable } from '../db/database.ts';

/** The dealer a lead intake key lets in: its token (the events' dealer) and country (a new prospect's). */
export type IntakeDealer = { token: string; country: Country };

/** What the settings call shows of a dealer's key: never the key, only its last characters. */
export type IntakeKeyView = { masked_key: string | null; created_at: string | null };

const HINT_LENGTH = 4;

const masked = (hint: string) => `••••••••${hint}`;

/**
 * The dealer whose intake key this is, or null. The key is looked up by its SHA-256 (only the hash is kept, as
 * for refresh tokens): a copy of the table lets no lead in, and the look-up compares hashes, not the secret.
 */
export async function dealerOfIntakeKey(db: Queryable, key: string): Promise<IntakeDealer | null> {
  if (key.length === 0 || key.length > 200) return null;
  const [row] = await db.query<IntakeDealer>(
    'SELECT d.token, d.country FROM lead_intake_keys k JOIN dealers d ON d.id = k.dealer_id WHERE k.key_hash = $1',
    [tokenHash(key)],
  );
  return row ?? null;
}

type KeyRow = { key_hint: string; created_at: Date | string };

const viewOf = (row: KeyRow | undefined): IntakeKeyView =>
  row ? { masked_key: masked(row.key_hint), created_at: new Date(row.created_at).toISOString() } : { masked_key: null, created_at: null };

/** The dealer's key, masked, and when it was made; nulls when the dealer has none yet. */
export async function readIntakeKey(db: Queryable, dealerId: number): Promise<IntakeKeyView> {
  const [row] = await db.query<KeyRow>('SELECT key_hint, created_at FROM lead_intake_keys WHERE dealer_id = $1', [dealerId]);
  return viewOf(row);
}

/**
 * Gives the dealer a new intake key (32 random bytes, base64url), replacing the one it had: the old key stops working
 * at once. Answers the key itself, shown this once. `key` is for the demo's keys, made the same on every start.
 */
export async function rotateIntakeKey(
  db: Queryable,
  dealerId: number,
  userId: number | null,
  key: string = randomToken(),
): Promise<IntakeKeyView & { key: string }> {
  const [row] = await db.query<KeyRow>(
    `INSERT INTO lead_intake_keys (dealer_id, key_hash, key_hint, created_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dealer_id) DO UPDATE SET key_hash = EXCLUDED.key_hash, key_hint = EXCLUDED.key_hint,
       created_by = EXCLUDED.created_by, created_at = now()
     RETURNING key_hint, created_at`,
    [dealerId, tokenHash(key), key.slice(-HINT_LENGTH), userId],
  );
  return { key, ...viewOf(row) };
}

/** Whether the dealer's current key is this one (the demo prints its keys only while they are still in use). */
export async function isIntakeKey(db: Queryable, dealerId: number, key: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM lead_intake_keys WHERE dealer_id = $1 AND key_hash = $2', [dealerId, tokenHash(key)]);
  return rows.length > 0;
}
