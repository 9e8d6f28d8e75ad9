import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../support/testDatabases.ts';
import { login, startAuthTestApp, type AuthTestApp } from './support/authApp.ts';

// Counts the password checks the server makes, while keeping the real check.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../sync-server/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../sync-server/auth/passwords.ts')>();
  return {
    ...original,
    verifyPassword: (password: string, encoded: string) => {
      checks.count += 1;
      return original.verifyPassword(password, encoded);
    },
  };
});

const WRONG = 'The password entered is incorrect.';
const LOCKED = 'Too many failed attempts for this email. Please wait a few minutes then come back and try again.';

const answerOf = async (response: Response) => ({
  status: response.status,
  message: ((await response.json()) as { message?: string }).message,
});

describe.each(testDatabases())('lockout under parallel attempts on $name', (database) => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ database });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    checks.count = 0;
  });

  it('40 wrong passwords at once check 5 passwords at most, and the right one afterwards is refused as locked', async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, () => login(t.app, 'sales@demo.dealer', 'guess').then(answerOf)));
    expect(burst).toHaveLength(40);
    const wrong = burst.filter((answer) => answer.status === 401 && answer.message === WRONG);
    const locked = burst.filter((answer) => answer.status === 429 && answer.message === LOCKED);
    // The 5th checked attempt is wrong as well but answers the lockout it starts.
    expect(wrong).toHaveLength(4);
    expect(locked).toHaveLength(36);
    expect(checks.count).toBe(5);

    const right = await answerOf(await login(t.app, 'sales@demo.dealer'));
    expect(right).toEqual({ status: 429, message: LOCKED });
    expect(checks.count).toBe(5);
  });

  it('earlier failures count: after 3 wrong passwords a burst of 10 checks 2 more at most', async () => {
    for (let attempt = 0; attempt < 3; attempt++) await login(t.app, 'sales@demo.dealer', 'guess');
    checks.count = 0;
    const burst = await Promise.all(Array.from({ length: 10 }, () => login(t.app, 'sales@demo.dealer', 'guess').then(answerOf)));
    expect(burst.filter((answer) => answer.status === 401)).toHaveLength(1);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(9);
    expect(checks.count).toBe(2);
    expect(await answerOf(await login(t.app, 'sales@demo.dealer'))).toEqual({ status: 429, message: LOCKED });
  });

  it('after the lock has run out the right password signs in and clears the count', async () => {
    await Promise.all(Array.from({ length: 12 }, () => login(t.app, 'sales@demo.dealer', 'guess')));
    await t.db.query("UPDATE users SET locked_until = now() - interval '1 second' WHERE email = 'sales@demo.dealer'");
    expect((await login(t.app, 'sales@demo.dealer')).status).toBe(200);
    const [row] = await t.db.query<{ failed_attempts: number; locked_until: Date | null }>(
      "SELECT failed_attempts, locked_until FROM users WHERE email = 'sales@demo.dealer'",
    );
    expect(row).toEqual({ failed_attempts: 0, locked_until: null });
  });
});
