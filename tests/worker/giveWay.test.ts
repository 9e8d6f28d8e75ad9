import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createGiveWay, GIVE_WAY_AT_MOST_MS, GIVE_WAY_MS } from '../../worker/store/giveWay.ts';

describe('background reads giving way to a page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('go on at once when no page called, and a quiet moment after a call', async () => {
    const giveWay = createGiveWay(() => Date.now());
    let done = false;
    await giveWay.quiet().then(() => (done = true));
    expect(done).toBe(true);

    giveWay.called();
    done = false;
    void giveWay.quiet().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(GIVE_WAY_MS - 10);
    expect(done).toBe(false);
    // A second call meanwhile: the quiet moment starts again from it.
    giveWay.called();
    await vi.advanceTimersByTimeAsync(GIVE_WAY_MS - 10);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(done).toBe(true);
  });

  it('go on after a while even if a page never stops calling', async () => {
    const giveWay = createGiveWay(() => Date.now());
    let done = false;
    giveWay.called();
    void giveWay.quiet().then(() => (done = true));
    for (let at = 0; at < GIVE_WAY_AT_MOST_MS - 50; at += 50) {
      giveWay.called();
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(done).toBe(false);
    giveWay.called();
    await vi.advanceTimersByTimeAsync(60);
    expect(done).toBe(true);
  });
});
