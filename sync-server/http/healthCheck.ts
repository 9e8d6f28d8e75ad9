import type { Handler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Database } from '../db/database.ts';

/** How long GET /health waits for the database: a load balancer's probe gives up after a few seconds. */
const DATABASE_TIMEOUT_MS = 2000;

/** Whether the database answers a query within the timeout; a hung pool or a lost server both count as no. */
async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS)));
  const answered = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /health, for load balancers and uptime checks: 200 `{status: 'ok', database}` when the database answers a
 * query within 2 s; otherwise 503 `{status: 'unavailable', database}`. Once the server has begun to close it answers
 * 503 `{status: 'draining', database}` without asking the database, so a balancer stops sending it requests.
 */
export function healthCheck(db: Database, draining: () => boolean = () => false): Handler<AppEnv> {
  return async (c) => {
    const database = db.kind;
    if (draining()) return c.json({ status: 'draining', database }, 503);
    if (!(await databaseAnswers(db))) return c.json({ status: 'unavailable', database }, 503);
    return c.json({ status: 'ok', database });
  };
}
