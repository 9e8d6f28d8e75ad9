import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressRateLimit } from '../../sync-server/http/addressRateLimit.ts';

/** A one-route app behind the limiter (2 requests per minute) with a clock the test moves. */
function limitedApp() {
  const clock = { now: 0 };
  const app = new Hono();
  app.use('*', addressRateLimit({ max: 2, windowMs: 60_000 }, () => clock.now));
  app.post('/auth/login', (c) => c.json({ ok: true }));
  const from = (address: string) => app.request('/auth/login', { method: 'POST' }, { incoming: { socket: { remoteAddress: address } } });
  return { clock, from };
}

describe('addressRateLimit', () => {
  it('answers 429 with Retry-After once an address used its requests of the window, and other addresses go on', async () => {
    const { clock, from } = limitedApp();
    expect((await from('203.0.113.5')).status).toBe(200);
    clock.now = 10_000;
    expect((await from('203.0.113.5')).status).toBe(200);
    clock.now = 20_000;
    const refused = await from('203.0.113.5');
    expect(refused.status).toBe(429);
    // The first request (at 0 s) leaves the window at 60 s: 40 s from now.
    expect(refused.headers.get('retry-after')).toBe('40');
    expect(await refused.json()).toEqual({ message: 'Too many requests from this address. Please try again in 40 seconds.' });
    expect((await from('198.51.100.7')).status).toBe(200);
  });

  it('slides: each request leaves the window a minute after it was made, and refused ones are not counted', async () => {
    const { clock, from } = limitedApp();
    await from('203.0.113.5');
    clock.now = 30_000;
    await from('203.0.113.5');
    clock.now = 59_500;
    const last = await from('203.0.113.5');
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toBe('1');
    expect(await last.json()).toEqual({ message: 'Too many requests from this address. Please try again in 1 second.' });
    clock.now = 60_001;
    expect((await from('203.0.113.5')).status).toBe(200);
    clock.now = 61_000;
    const again = await from('203.0.113.5');
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('29');
    clock.now = 90_001;
    expect((await from('203.0.113.5')).status).toBe(200);
  });
});
