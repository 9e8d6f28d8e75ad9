import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../sync-server/auth/passwords.ts';
import { loadSigningSecret } from '../../sync-server/auth/secret.ts';
import { openDatabase, type Database } from '../../sync-server/db/database.ts';
import { migrate } from '../../sync-server/db/migrate.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt', async () => {
    const first = await hashPassword('Demo-1234');
    const second = await hashPassword('Demo-1234');
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Demo-1234');
    expect(await verifyPassword('Demo-1234', hash)).toBe(true);
    expect(await verifyPassword('demo-1234', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('never matches a malformed or tampered hash', async () => {
    const hash = await hashPassword('Demo-1234');
    expect(await verifyPassword('Demo-1234', 'plain-text')).toBe(false);
    expect(await verifyPassword('Demo-1234', hash.replace('$16384$', '$1000$'))).toBe(false);
    expect(await verifyPassword('Demo-1234', `${hash.slice(0, -2)}AA`)).toBe(false);
    expect(await verifyPassword('Demo-1234', hash.replace('scrypt$', 'bcrypt$'))).toBe(false);
  });
});

describe('the token signing secret', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ image: await blankPgliteImage() });
    await migrate(db);
  });
  afterAll(() => db.close());

  it('is made once and kept, so tokens survive a restart', async () => {
    const first = await loadSigningSecret(db, {});
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await loadSigningSecret(db, {})).toBe(first);
  });

  it('comes from AUTH_SECRET when set, which must be long enough', async () => {
    const configured = 'x'.repeat(40);
    expect(await loadSigningSecret(db, { AUTH_SECRET: configured })).toBe(configured);
    await expect(loadSigningSecret(db, { AUTH_SECRET: 'short' })).rejects.toThrow('AUTH_SECRET must be at least 32 characters long.');
  });
});
