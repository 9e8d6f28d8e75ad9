import type { Context, MiddlewareHandler } from 'hono';
import { remoteAddress } from './remoteAddress.ts';
import type { RateLimit } from './requestLimits.ts';

/** Whom a rate limit counts requests for, and what a refused request is told (`wait` reads "40 seconds"). */
export type RateKey = { of: (c: Context) => string; refusal: (wait: string) => string };

/** Requests counted per caller address (the TCP peer's). */
const BY_ADDRESS: RateKey = {
  of: (c) => remoteAddress(c.env),
  refusal: (wait) => `Too many requests from this address. Please try again in ${wait}.`,
};

/** keyedRateLimit per caller address: what sign-in, password reset and the mailing endpoints are limited by. */
export function addressRateLimit(limit: RateLimit, now: () => number = Date.now): MiddlewareHandler {
  return keyedRateLimit(limit, BY_ADDRESS, now);
}

/**
 * Answers 429 with Retry-After once a caller (an address, or what `by` counts by) has made `max` requests within the
 * last `windowMs` (a sliding window over the times of its counted requests, kept in memory; refused requests are not
 * counted). Callers quiet for a whole window are forgotten, so the map holds only recent callers.
 */
export function keyedRateLimit(limit: RateLimit, by: RateKey, now: () => number = Date.now): MiddlewareHandler {
  const recentByCaller = new Map<string, number[]>();
  let nextSweep = 0;

  const forgetQuiet = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + limit.windowMs;
    for (const [caller, times] of recentByCaller) {
      if ((times.at(-1) ?? 0) <= at - limit.windowMs) recentByCaller.delete(caller);
    }
  };

  return async (c, next) => {
    const at = now();
    forgetQuiet(at);
    const caller = by.of(c);
    const recent = (recentByCaller.get(caller) ?? []).filter((time) => time > at - limit.windowMs);
    recentByCaller.set(caller, recent);
    const oldest = recent[0];
    if (oldest !== undefined && recent.length >= limit.max) {
      const seconds = Math.max(1, Math.ceil((oldest + limit.windowMs - at) / 1000));
      c.header('Retry-After', String(seconds));
      return c.json({ message: by.refusal(`${seconds} ${seconds === 1 ? 'second' : 'seconds'}`) }, 429);
    }
    recent.push(at);
    await next();
  };
}
