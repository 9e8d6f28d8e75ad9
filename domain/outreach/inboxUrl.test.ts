import { describe, expect, it } from 'vitest';
import { readInboxUrl, writeInboxUrl } from './inboxUrl.ts';

describe('the inbox address', () => {
  it('reads the mailbox, page, search and open message, and writes them back', () => {
    const url = readInboxUrl(new URLSearchParams('mailbox=3&page=2&search=%20lease%20&message=msg:abc-1'));
    expect(url).toEqual({ page: 2, filter: { mailbox: 3, search: 'lease' }, message: 'msg:abc-1' });
    expect(writeInboxUrl(url).toString()).toBe('mailbox=3&page=2&search=lease&message=msg%3Aabc-1');
  });

  it('reads what it does not understand as the defaults', () => {
    expect(readInboxUrl(new URLSearchParams('mailbox=x&page=0&message=log:1'))).toEqual({ page: 1, filter: { mailbox: null, search: '' }, message: null });
    expect(writeInboxUrl({ page: 1, filter: { mailbox: null, search: '' }, message: null }).toString()).toBe('page=1');
  });
});
