import { describe, expect, it } from 'vitest';
import type { MailboxDoc } from './mailbox.ts';
import { mailboxFilterCount, mailboxRows, readMailboxListUrl, writeMailboxListUrl } from './mailboxList.ts';
import { MailboxCreateSchema, mailboxSuspendQuestion } from './mailboxForm.ts';
import * as v from 'valibot';

const mailbox = (overrides: Partial<MailboxDoc>): MailboxDoc => ({
  mailbox_id: 1,
  name: 'Front Desk',
  type: 'POP3/SMTP',
  mailbox_type_id: 3,
  email: 'desk@dealer.test',
  status: 'active',
  suspended_at: null,
  deleted_at: null,
  lead: true,
  campaign: false,
  signature: '',
  users: [1],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('the mailbox list', () => {
  const all = [
    mailbox({ mailbox_id: 1, name: 'sales', email: 'sales@dealer.test' }),
    mailbox({ mailbox_id: 2, name: 'Archive', deleted_at: '2026-02-01T00:00:00.000Z' }),
    mailbox({ mailbox_id: 3, name: 'Gmail', mailbox_type_id: 1, type: 'GMAIL', status: 'suspended', suspended_at: '2026-02-01T00:00:00.000Z' }),
  ];

  it('orders by name in any case, deleted mailboxes last', () => {
    expect(mailboxRows(all, { search: '', status: 'all', type: 'all' }).map((row) => row.mailbox_id)).toEqual([3, 1, 2]);
  });

  it('filters by search in the name or e-mail, status (deleted apart) and type', () => {
    expect(mailboxRows(all, { search: 'SALES@', status: 'all', type: 'all' }).map((row) => row.mailbox_id)).toEqual([1]);
    expect(mailboxRows(all, { search: '', status: 'active', type: 'all' }).map((row) => row.mailbox_id)).toEqual([1]);
    expect(mailboxRows(all, { search: '', status: 'deleted', type: 'all' }).map((row) => row.mailbox_id)).toEqual([2]);
    expect(mailboxRows(all, { search: '', status: 'all', type: 1 }).map((row) => row.mailbox_id)).toEqual([3]);
  });

  it('reads and writes its address, counting the filters applied', () => {
    const url = readMailboxListUrl(new URLSearchParams('page=2&search=desk&status=suspended&type=3&other=x'));
    expect(url).toEqual({ page: 2, filter: { search: 'desk', status: 'suspended', type: 3 } });
    expect(writeMailboxListUrl(url).toString()).toBe('page=2&search=desk&status=suspended&type=3');
    expect(mailboxFilterCount(url.filter)).toBe(3);
    expect(readMailboxListUrl(new URLSearchParams('page=0&status=gone&type=9'))).toEqual({ page: 1, filter: { search: '', status: 'all', type: 'all' } });
  });
});

describe('the mailbox form', () => {
  const account = { mailbox_type_id: 3, name: 'Desk', address: 'imap.test', port: 993, username: 'u', password: 'p', smtp_address: 'smtp.test', smtp_port: 465, smtp_username: 'u', smtp_password: 'p' };
  const message = (email: string) => {
    const parsed = v.safeParse(MailboxCreateSchema, { ...account, email });
    return parsed.success ? null : parsed.issues[0].message;
  };

  it('asks for an e-mail holding "@" and "." in the spec’s words', () => {
    expect(message('')).toBe('Please provide an email.');
    expect(message('desk@dealer')).toBe('Please provide a valid email');
    expect(message('desk.dealer.test')).toBe('Please provide a valid email');
    expect(message('desk@dealer.test')).toBeNull();
  });

  it('defaults lead on and campaign off', () => {
    const parsed = v.parse(MailboxCreateSchema, { ...account, email: 'desk@dealer.test' });
    expect([parsed.lead, parsed.campaign]).toEqual([true, false]);
  });

  it('asks to suspend an active mailbox and to activate a suspended one', () => {
    expect(mailboxSuspendQuestion('active')).toBe('Are you sure you want to suspend this mailbox?');
    expect(mailboxSuspendQuestion('suspended')).toBe('Are you sure you want to activate this mailbox?');
  });
});
