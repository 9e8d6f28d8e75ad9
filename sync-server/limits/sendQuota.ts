import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { SEND_LIMITS, sendLimitMessage, WINDOW_MS, type SendKind, type SendScope } from '../../domain/limits/sendLimits.ts';
import type { Database } from '../db/database.ts';

/** Who a send is counted for: the user who caused it, their dealer, the person or address it goes to. */
export type SendParties = { user?: number; dealer?: string; recipient?: string };

export type SendQuota = { ok: true } | { ok: false; scope: SendScope; message: string; retryAfterSeconds: number };

const SCOPES: readonly SendScope[] = ['user', 'dealer', 'recipient'];
/** A window is counted in this many buckets: a minute of an hour, 24 minutes of a day. */
const BUCKETS = 60;

/** Counts older than this are swept (the longest window is a day). */
const KEEP_MS = 2 * WINDOW_MS.day;

class LimitReached extends Error {
  constructor(readonly scope: SendScope, readonly retryAfterMs: number) {
    super('A send limit is reached.');
  }
}

const partyKey = (scope: SendScope, parties: SendParties): string | null => {
  const party = parties[scope];
  if (party === undefined || party === '') return null;
  return scope === 'recipient' ? createHash('sha256').update(String(party).trim().toLowerCase()).digest('hex') : String(party);
};

const sweptBefore = new WeakMap<Database, number>();

/**
 * Takes one send of this kind for every party it is counted for, or none: each party's sends within the last hour or
 * day (a sliding window of 60 buckets, so no clock hour lets twice the limit through) are summed under a lock on that
 * party's count, so requests racing on several servers never pass a limit together; all in one transaction, rolled
 * back when any count is full. Answers the first full one's refusal (docs/security.md "Sending").
 */
export async function takeSendQuota(db: Database, kind: SendKind, parties: SendParties, now: number = Date.now()): Promise<SendQuota> {
  await sweep(db, now);
  try {
    await db.transaction(async (tx) => {
      for (const scope of SCOPES) {
        const limit = SEND_LIMITS[kind][scope];
        const key = partyKey(scope, parties);
        if (!limit || key === null) continue;
        const scopeKey = `${kind}:${scope}:${key}`;
        const windowMs = WINDOW_MS[limit.window];
        const bucketMs = windowMs / BUCKETS;
        const bucket = Math.floor(now / bucketMs) * bucketMs;
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [scopeKey]);
        const counts = await tx.query<{ window_start: Date | string; count: number }>(
          'SELECT window_start, count FROM send_counts WHERE scope = $1 AND window_start > $2 ORDER BY window_start',
          [scopeKey, new Date(bucket - windowMs).toISOString()],
        );
        const used = counts.reduce((sum, row) => sum + Number(row.count), 0);
        const oldest = counts[0];
        if (oldest && used >= limit.max) throw new LimitReached(scope, new Date(oldest.window_start).getTime() + windowMs - now);
        await tx.query(
          `INSERT INTO send_counts (scope, window_start, count) VALUES ($1, $2, 1)
           ON CONFLICT (scope, window_start) DO UPDATE SET count = send_counts.count + 1`,
          [scopeKey, new Date(bucket).toISOString()],
        );
      }
    });
  } catch (error) {
    if (!(error instanceof LimitReached)) throw error;
    return { ok: false, scope: error.scope, message: sendLimitMessage(kind, error.scope, error.retryAfterMs), retryAfterSeconds: Math.ceil(error.retryAfterMs / 1000) };
  }
  return { ok: true };
}

/** Forgets the windows past any limit, at most once an hour per database. */
async function sweep(db: Database, now: number): Promise<void> {
  if ((sweptBefore.get(db) ?? 0) > now - WINDOW_MS.hour) return;
  sweptBefore.set(db, now);
  await db.query('DELETE FROM send_counts WHERE window_start < $1', [new Date(now - KEEP_MS).toISOString()]);
}

/** A refused send as an HTTP answer: 429, Retry-After, the refusal's words. */
export function sendRefused(c: Context, refusal: Extract<SendQuota, { ok: false }>): Response {
  c.header('Retry-After', String(refusal.retryAfterSeconds));
  return c.json({ message: refusal.message }, 429);
}
