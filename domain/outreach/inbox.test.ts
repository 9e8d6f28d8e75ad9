import { describe, expect, it } from 'vitest';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import { inboxActivities, inboxMailboxes, inboxRows, isRead, type InboxLookups } from './inbox.ts';
import type { MessageFields, OutreachMessage } from './outreachMessage.ts';

const fields: MessageFields = {
  channel: 'email',
  direction: 'inbound',
  status: 'received',
  error: '',
  email_subject: 'Trade-in question',
  body: 'Is my Civic worth more now?',
  html: '',
  to_address: 'sales@dealer.test',
  from_address: 'ana@mail.test',
  mailbox_id: 1,
  external_id: '<a@mail.test>',
  reply_to: null,
  consent_override: false,
};

function message(id: string, created_at: string, change: Partial<MessageFields> = {}, person = 'c1'): OutreachMessage {
  return {
    id: `msg:${id}`,
    dealer: 'D1',
    subject: 'customer',
    customer_id: person,
    kind: 'email',
    content: '',
    user_id: 0,
    created_at,
    updated_at: created_at,
    message: { ...fields, ...change },
  };
}

const names: Record<string, string> = { c1: 'Ana Lima', c2: 'Bo Chen' };
const lookups = (readAt: Record<string, string> = {}): InboxLookups => ({ name: (_subject, id) => names[id] ?? '', readAt: (_subject, id) => readAt[id] ?? null });

describe('the inbox e-mail list', () => {
  const messages = [
    message('1', '2026-03-01T10:00:00.000Z'),
    message('2', '2026-03-02T10:00:00.000Z', { email_subject: 'Lease end', body: 'When does my lease end?', from_address: 'bo@mail.test' }, 'c2'),
    message('3', '2026-03-03T10:00:00.000Z', { mailbox_id: 2 }),
    message('4', '2026-03-04T10:00:00.000Z', { direction: 'outbound', status: 'sent' }),
  ];

  it("lists a mailbox's received e-mails only, newest first", () => {
    expect(inboxRows(messages, lookups(), { mailbox: 1, search: '' }).map((row) => row.id)).toEqual(['msg:2', 'msg:1']);
    expect(inboxRows(messages, lookups(), { mailbox: 2, search: '' }).map((row) => row.id)).toEqual(['msg:3']);
    expect(inboxRows(messages, lookups(), { mailbox: null, search: '' })).toEqual([]);
  });

  it('searches subject, sender, customer name and body, every word, in any case', () => {
    const found = (search: string) => inboxRows(messages, lookups(), { mailbox: 1, search }).map((row) => row.id);
    expect(found('lease END')).toEqual(['msg:2']);
    expect(found('ana@mail')).toEqual(['msg:1']);
    expect(found('bo chen')).toEqual(['msg:2']);
    expect(found('civic worth')).toEqual(['msg:1']);
    expect(found('civic lease')).toEqual([]);
  });

  it("reads an e-mail received at or before the person's read mark as read", () => {
    const rows = inboxRows(messages, lookups({ c1: '2026-03-01T10:00:00.000Z' }), { mailbox: 1, search: '' });
    expect(rows.map((row) => [row.id, row.read, row.person.name])).toEqual([
      ['msg:2', false, 'Bo Chen'],
      ['msg:1', true, 'Ana Lima'],
    ]);
    expect(isRead('2026-03-01T10:00:00.001Z', '2026-03-01T10:00:00.000Z')).toBe(false);
    expect(isRead('2026-03-01T10:00:00.000Z', null)).toBe(false);
  });
});

describe('the inbox sidebar', () => {
  it('lists the mailboxes not deleted, A to Z', () => {
    const box = (mailbox_id: number, name: string, deleted_at: string | null = null) => ({ mailbox_id, name, email: `${mailbox_id}@d.test`, deleted_at });
    expect(inboxMailboxes([box(1, 'Service'), box(2, 'sales'), box(3, 'Old', '2026-01-01T00:00:00.000Z')])).toEqual([
      { mailbox_id: 2, name: 'sales', email: '2@d.test' },
      { mailbox_id: 1, name: 'Service', email: '1@d.test' },
    ]);
  });
});

describe("the reading pane's activity", () => {
  it("lists the person's records newest first, with the activity tab's type words", () => {
    const record = (id: string, kind: CustomerRecord['kind'], created_at: string, customer_id = 'c1'): CustomerRecord => ({
      id,
      dealer: 'D1',
      subject: 'customer',
      customer_id,
      kind,
      content: '',
      user_id: 1,
      created_at,
      updated_at: created_at,
    });
    const records = [record('n1', 'note', '2026-03-01T00:00:00.000Z'), message('e1', '2026-03-02T00:00:00.000Z'), record('x', 'note', '2026-03-03T00:00:00.000Z', 'c2')];
    expect(inboxActivities(records, { subject: 'customer', id: 'c1' })).toEqual([
      { id: 'msg:e1', type: 'Email', created_at: '2026-03-02T00:00:00.000Z' },
      { id: 'n1', type: 'Note', created_at: '2026-03-01T00:00:00.000Z' },
    ]);
  });

  it('says a message that failed failed, and why', () => {
    const failed = { ...message('t1', '2026-03-04T00:00:00.000Z', { channel: 'text', direction: 'outbound', status: 'failed', error: 'No cell phone on file.' }), kind: 'text' as const };
    const unexplained = message('e2', '2026-03-03T00:00:00.000Z', { direction: 'outbound', status: 'failed' });
    expect(inboxActivities([failed, unexplained], { subject: 'customer', id: 'c1' }).map((activity) => activity.type)).toEqual([
      'Text (Failed: No cell phone on file.)',
      'Email (Failed: The message could not be sent.)',
    ]);
  });
});
