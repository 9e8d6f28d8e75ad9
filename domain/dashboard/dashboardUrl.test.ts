import { describe, expect, it } from 'vitest';
import { readDashboardUrl, writeDashboardUrl } from './dashboardUrl.ts';

const TODAY = '2026-11-26';
const read = (query: string) => readDashboardUrl(new URLSearchParams(query), TODAY);
const NOVEMBER = { start_date: '2026-11-01', end_date: '2026-11-30' };

describe('the dashboard address (spec 001 §2.1: user, start_date, end_date, store)', () => {
  it('reads the user, the range and the store', () => {
    expect(read('user=12&start_date=2026-10-01&end_date=2026-10-31&store=D0002')).toEqual({
      user: 12,
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      store: 'D0002',
    });
  });

  it('opens on All and the current month when the address names nothing', () => {
    expect(read('')).toEqual({ user: null, ...NOVEMBER, store: null });
  });

  it('reads user=all and anything that is not a user id as All', () => {
    for (const user of ['all', '0', '-3', '1.5', 'abc', '0x10', '']) expect(read(`user=${user}`).user).toBeNull();
  });

  it('falls back to the default month for a missing or invalid date, or a start after the end', () => {
    expect(read('start_date=2026-02-31&end_date=2026-03-05')).toMatchObject(NOVEMBER);
    expect(read('start_date=2026-10-01')).toMatchObject(NOVEMBER);
    expect(read('start_date=2026-10-01&end_date=tomorrow')).toMatchObject(NOVEMBER);
    expect(read('start_date=2026-10-31&end_date=2026-10-01')).toMatchObject(NOVEMBER);
  });

  it('takes a one-day range', () => {
    expect(read('start_date=2026-10-05&end_date=2026-10-05')).toMatchObject({ start_date: '2026-10-05', end_date: '2026-10-05' });
  });

  it('writes both dates always, the user only when not All and the store only while it is set', () => {
    expect(writeDashboardUrl({ user: null, ...NOVEMBER, store: null })).toBe('start_date=2026-11-01&end_date=2026-11-30');
    expect(writeDashboardUrl({ user: 12, start_date: '2026-10-01', end_date: '2026-10-31', store: 'D0002' })).toBe(
      'user=12&start_date=2026-10-01&end_date=2026-10-31&store=D0002',
    );
  });
});
