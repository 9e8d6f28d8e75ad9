import { describe, expect, it } from 'vitest';
import { alertMessage, opensInNewTab } from './alert.ts';
import { alertFilterCount, alertPredicate, type AlertRow } from './alertList.ts';

const row = (changes: Partial<AlertRow>): AlertRow => ({
  id: 1,
  type: 'share',
  message: '',
  user: 'Sam Seller',
  user_id: 7,
  date: '2026-11-20T15:00:00.000Z',
  viewed: '',
  url: '/leads',
  read: false,
  ...changes,
});

describe('an alert', () => {
  it('reads a share as who shared what, with their message; any other as its title and detail', () => {
    expect(alertMessage({ type: 'share', title: 'SHARE DEAL SHEET', message: ' Look. ', sender: 'Zoe Adams' })).toBe('Zoe Adams shared deal sheet with you: Look.');
    expect(alertMessage({ type: 'share', title: 'SHARE LEADS', message: '', sender: '' })).toBe('A colleague shared leads with you');
    expect(alertMessage({ type: 'lead', title: 'New lead: Mary Oneil', message: 'Buy, New', sender: '' })).toBe('New lead: Mary Oneil: Buy, New');
  });

  it('opens in a new tab when its url contains "api" (spec 000 "Alerts"), in the app otherwise', () => {
    expect(opensInNewTab('https://api.example.com/report.pdf')).toBe(true);
    expect(opensInNewTab('/customer/C1/overview')).toBe(false);
  });

  it('is read once viewed on the server or opened here; the status filter and the counter follow', () => {
    const unread = row({ id: 1 });
    const opened = row({ id: 2, read: true });
    const viewed = row({ id: 3, viewed: '2026-11-21T00:00:00.000Z', read: true });
    const read = alertPredicate({ type: 'all', status: 'read', user: 7 });
    expect([unread, opened, viewed].filter(read).map((alert) => alert.id)).toEqual([2, 3]);
    expect([unread, opened, viewed].filter(alertPredicate({ type: 'all', status: 'unread', user: null })).map((alert) => alert.id)).toEqual([1]);
    expect([unread].filter(alertPredicate({ type: 'lead', status: 'all', user: 7 }))).toEqual([]);
    expect(alertFilterCount({ type: 'lead', status: 'unread', user: null }, 7)).toBe(3);
    expect(alertFilterCount({ type: 'all', status: 'all', user: 7 }, 7)).toBe(0);
  });
});
