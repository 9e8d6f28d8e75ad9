import { describe, expect, it } from 'vitest';
import { queryPage, queryPositive } from './queryNumber.ts';

describe('the page of a list address', () => {
  it('is the whole number from 1 the address gives, else 1', () => {
    const pageOf = (search: string) => queryPage(new URLSearchParams(search));
    expect(pageOf('page=3')).toBe(3);
    expect(pageOf('page=120')).toBe(120);
    for (const search of ['', 'page=', 'page=0', 'page=-2', 'page=2.5', 'page=abc', 'page=2abc', 'page=99999999999999999']) {
      expect(pageOf(search), search).toBe(1);
    }
  });

  it('reads any other whole number from 1 by name, null when it is anything else', () => {
    const query = new URLSearchParams('mailbox=7&alert=x&user=0');
    expect(queryPositive(query, 'mailbox')).toBe(7);
    expect(queryPositive(query, 'alert')).toBeNull();
    expect(queryPositive(query, 'user')).toBeNull();
    expect(queryPositive(query, 'missing')).toBeNull();
  });
});
