import type { Database } from '../db/database.ts';
import type { RateLimit } from './requestLimits.ts';

/** The requests rate limits count, where every server instance sees them. */
export type RateCounts = {
  /**
   * Counts a request of `caller` in `scope` made at `at`, unless the caller already made `limit.max` within the
   * window: then nothing is counted and the answer is when its oldest counted request leaves the window.
   */
  take(scope: string, caller: string, limit: RateLimit, at: number): Promise<{ refusedUntil: number | null }>;
};

/**
 * Counts in the database (`rate_requests`), one caller at a time under a lock of its own, so two instances never
 * both let through the request that fills a window. The callers gone quiet for a whole window are removed at most
 * once a window per scope.
 */
export function databaseRateCounts(db: Database): RateCounts {
  const nextSweep = new Map<string, number>();
  const sweep = async (scope: string, limit: RateLimit, at: number) => {
    if (at < (nextSweep.get(scope) ?? 0)) return;
    nextSweep.set(scope, at + limit.windowMs);
    await db.query('DELETE FROM rate_requests WHERE scope = $1 AND at <= $2', [scope, at - limit.windowMs]);
  };
  return {
    async take(scope, caller, limit, at) {
      await sweep(scope, limit, at);
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rate:${scope}:${caller}`]);
        await tx.query('DELETE FROM rate_requests WHERE scope = $1 AND caller = $2 AND at <= $3', [scope, caller, at - limit.windowMs]);
        const [counted] = await tx.query<{ n: string | number; oldest: string | number | null }>(
          'SELECT count(*) AS n, min(at) AS oldest FROM rate_requests WHERE scope = $1 AND caller = $2',
          [scope, caller],
        );
        if (Number(counted?.n ?? 0) >= limit.max) return { refusedUntil: Number(counted?.oldest) + limit.windowMs };
        await tx.query('INSERT INTO rate_requests (scope, caller, at) VALUES ($1, $2, $3)', [scope, caller, at]);
        return { refusedUntil: null };
      });
    },
  };
}
