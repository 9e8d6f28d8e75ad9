import type { MiddlewareHandler } from 'hono';
import { remoteAddress } from './remoteAddress.ts';
import type { RateLimit } from './requestLimits.ts';

/**
 * Answers 429 with Retry-After once an address has made `max` requests within the last `windowMs` (a sliding
 * window over the times of its counted requests, kept in memory; refused requests are not counted). Addresses
 * quiet for a whole window are forgotten, so the map holds only recent callers.
 */
export function addressRateLimit(limit: RateLimit, now: () => number = Date.now): MiddlewareHandler {
  const recentByAddress = new Map<string, number[]>();
  let nextSweep = 0;

  const forgetQuiet = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + limit.windowMs;
    for (const [address, times] of recentByAddress) {
      if ((times.at(-1) ?? 0) <= at - limit.windowMs) recentByAddress.delete(address);
    }
  };

  return async (c, next) => {
    const at = now();
    forgetQuiet(at);
    const address = remoteAddress(c.env);
    const recent = (recentByAddress.get(address) ?? []).filter((time) => time > at - limit.windowMs);
    recentByAddress.set(address, recent);
    const oldest = recent[0];
    if (oldest !== undefined && recent.length >= limit.max) {
      const seconds = Math.max(1, Math.ceil((oldest + limit.windowMs - at) / 1000));
      c.header('Retry-After', String(seconds));
      return c.json({ message: `Too many requests from this address. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.` }, 429);
    }
    recent.push(at);
    await next();
  };
}
