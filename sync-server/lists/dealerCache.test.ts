import { describe, expect, it } from 'vitest';
import { createDealerCache } from './dealerCache.ts';

describe('the per-dealer list cache', () => {
  it('builds once per dealer and version, and again when the version moves', async () => {
    const cache = createDealerCache<string>(4);
    let builds = 0;
    const build = (value: string) => async () => {
      builds += 1;
      return value;
    };
    const [a, b] = await Promise.all([cache.get('d1', '7', build('seven')), cache.get('d1', '7', build('other'))]);
    expect([a, b, builds]).toEqual(['seven', 'seven', 1]);
    expect(await cache.get('d1', '8', build('eight'))).toBe('eight');
    expect(builds).toBe(2);
  });

  it('keeps the dealers used last, up to its bound', async () => {
    const cache = createDealerCache<string>(2);
    let builds = 0;
    const build = async () => String(++builds);
    await cache.get('d1', '1', build);
    await cache.get('d2', '1', build);
    await cache.get('d1', '1', build);
    await cache.get('d3', '1', build);
    expect(builds).toBe(3);
    expect(await cache.get('d1', '1', build)).toBe('1');
    expect(await cache.get('d2', '1', build)).toBe('4');
  });

  it('hands a build for a new version what it held before', async () => {
    const cache = createDealerCache<string>(2);
    await cache.get('d1', '1', async () => 'one');
    const seen: (string | null)[] = [];
    const value = await cache.get('d1', '2', async (previous) => {
      seen.push(previous ? `${previous.version}:${await previous.value}` : null);
      return 'two';
    });
    expect([value, ...seen]).toEqual(['two', '1:one']);
  });

  it('does not keep a failed build', async () => {
    const cache = createDealerCache<string>(2);
    await expect(cache.get('d1', '1', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('d1', '1', async () => 'back')).toBe('back');
  });
});
