import { describe, expect, it } from 'vitest';
import { alertLink, readAlertListUrl, writeAlertListUrl } from './alertListUrl.ts';

const SELF = 7;
const read = (query: string) => readAlertListUrl(new URLSearchParams(query), SELF);

describe('the Alert History address', () => {
  it('reads page, type, status, user and the alert being opened; anything not understood as its default', () => {
    expect(read('page=3&type=lead&status=Unread&user=12&alert=40')).toEqual({ page: 3, filter: { type: 'lead', status: 'unread', user: 12 }, alert: 40 });
    expect(read('user=all')).toEqual({ page: 1, filter: { type: 'all', status: 'all', user: null }, alert: null });
    expect(read('page=0&type=sms&status=seen&user=x&alert=-1')).toEqual({ page: 1, filter: { type: 'all', status: 'all', user: SELF }, alert: null });
  });

  it('writes the page first and leaves out what is the default (one’s own alerts, all types and statuses)', () => {
    expect(writeAlertListUrl({ page: 2, filter: { type: 'all', status: 'all', user: SELF }, alert: null }, SELF).toString()).toBe('page=2');
    expect(writeAlertListUrl({ page: 1, filter: { type: 'share', status: 'read', user: null }, alert: 5 }, SELF).toString()).toBe(
      'page=1&type=share&status=read&user=all&alert=5',
    );
    expect(writeAlertListUrl({ page: 1, filter: { type: 'all', status: 'all', user: 3 }, alert: null }, SELF).toString()).toBe('page=1&user=3');
  });

  it('leads an alert to its url inside the app, and one whose stored url would leave the app to the Alert History', () => {
    expect(alertLink('/calendar?booked=2031-11-26')).toBe('/calendar?booked=2031-11-26');
    expect(alertLink('/customer/C1/overview')).toBe('/customer/C1/overview');
    for (const hostile of ['//evil.example/api/x', '/\\evil.example/x', '/\t/evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(alertLink(hostile)).toBe('/alerts?page=1');
    }
  });
});
