import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { keptSecret } from '../db/keptSecret.ts';

const SECRET_NAME = 'token_signing_key';
const MIN_LENGTH = 32;

/**
 * The key that signs id and link tokens: AUTH_SECRET when set (several server instances share it), otherwise a
 * random key made on first start and kept in server_secrets, so tokens stay valid across restarts.
 */
export async function loadSigningSecret(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env.AUTH_SECRET;
  if (configured) {
    if (configured.length < MIN_LENGTH) throw new Error(`AUTH_SECRET must be at least ${MIN_LENGTH} characters long.`);
    return configured;
  }
  return keptSecret(db, SECRET_NAME, () => randomBytes(48).toString('base64url'));
}
