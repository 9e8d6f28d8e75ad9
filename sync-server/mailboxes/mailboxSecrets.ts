import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { keptSecret } from '../db/keptSecret.ts';

const SECRET_NAME = 'mailbox_encryption_key';
const MIN_LENGTH = 32;
const VERSION = 'v1';

/** Seals and opens the mailboxes' secrets (passwords, refresh tokens) for storage: AES-256-GCM, a fresh IV each time. */
export type MailboxSecrets = {
  seal(plain: string): Promise<string>;
  /** Throws when the text was not sealed with this key (or was altered). */
  open(sealed: string): Promise<string>;
};

/**
 * The key: MAILBOX_SECRET when set (at least 32 characters; several server instances share it, and a copy of the
 * database alone then reveals nothing), otherwise a random key made on first use and kept in server_secrets, as the
 * token signing key is (sync-server/auth/secret.ts). Read once, on first use.
 */
async function loadKey(db: Database, env: NodeJS.ProcessEnv): Promise<Buffer> {
  const configured = env.MAILBOX_SECRET;
  if (configured) {
    if (configured.length < MIN_LENGTH) throw new Error(`MAILBOX_SECRET must be at least ${MIN_LENGTH} characters long.`);
    return createHash('sha256').update(configured).digest();
  }
  return Buffer.from(await keptSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64')), 'base64');
}

export function createMailboxSecrets(db: Database, env: NodeJS.ProcessEnv = process.env): MailboxSecrets {
  let key: Promise<Buffer> | null = null;
  const keyOf = () => {
    key ??= loadKey(db, env).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
  return {
    async seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOf(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    async open(sealed) {
      const [version, data] = sealed.split(':');
      if (version !== VERSION || !data) throw new Error('A mailbox secret is not in a known form.');
      const bytes = Buffer.from(data, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', await keyOf(), bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
