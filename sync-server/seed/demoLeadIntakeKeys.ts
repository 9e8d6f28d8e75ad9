import { createHmac } from 'node:crypto';
import { loadSigningSecret } from '../auth/secret.ts';
import type { Database } from '../db/database.ts';
import { isIntakeKey, readIntakeKey, rotateIntakeKey } from '../leads/intakeKeys.ts';
import { DEMO_DEALERS } from './demoDealers.ts';

export type DemoIntakeKey = { dealer: string; name: string; key: string };

/**
 * Gives each demo dealer without a lead intake key its demo key, and answers the demo keys still in use (a key
 * rotated since is not shown). A demo key is made from the server's signing key and the dealer, so it is the same
 * on every start and `npm start` can print it although only its hash is stored, and it is known to no one who cannot
 * read the server's secret.
 */
export async function demoLeadIntakeKeys(db: Database): Promise<DemoIntakeKey[]> {
  const secret = await loadSigningSecret(db);
  const dealers = await db.query<{ id: number; key: string; name: string }>('SELECT id, key, name FROM dealers WHERE key = ANY($1::text[]) ORDER BY id', [
    DEMO_DEALERS.map((dealer) => dealer.key),
  ]);
  const keys: DemoIntakeKey[] = [];
  for (const dealer of dealers) {
    const key = createHmac('sha256', secret).update(`demo lead intake key ${dealer.key}`).digest('base64url');
    if ((await readIntakeKey(db, dealer.id)).masked_key === null) await rotateIntakeKey(db, dealer.id, null, key);
    if (await isIntakeKey(db, dealer.id, key)) keys.push({ dealer: dealer.key, name: dealer.name, key });
  }
  return keys;
}
