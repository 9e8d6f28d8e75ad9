import type { Context, MiddlewareHandler } from 'hono';
import type { RateCounts } from './rateCounts.ts';
import { remoteAddress } from './remoteAddress.ts';
import type { RateLimit } from './requestLimits.ts';

/**
 * What a rate limit counts: its scope (the requests counted together), whom it counts requests for, and what a
 * refused request is told (`wait` reads "40 seconds").
 */
export type RateKey = { scope: string; of: (c: Context) => string; refusal: (wait: string) => string };

/** Requests counted per caller address (the TCP peer's), in a scope. */
export function byAddress(scope: string): RateKey {
  return { scope, of: (c) => remoteAddress(c.env), refusal: (wait) => `Too many requests from this address. Please try again in ${wait}.` };
}

/**
 * Answers 429 with Retry-After once a caller (an address, or what `by` counts by) has made `max` requests of the
 * scope within the last `windowMs` (a sliding window over the times of its counted requests, in the database so that
 * every server instance counts them; refused requests are not counted).
 */
export function keyedRateLimit(limit: RateLimit, by: RateKey, counts: RateCounts, now: () => number = Date.now): MiddlewareHandler {
  return async (c, next) => {
    const at = now();
    const { refusedUntil } = await counts.take(by.scope, by.of(c), limit, at);
    if (refusedUntil !== null) {
      const seconds = Math.max(1, Math.ceil((refusedUntil - at) / 1000));
      c.header('Retry-After', String(seconds));
      return c.json({ message: by.refusal(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`) }, 429);
    }
    await next();
  };
}
