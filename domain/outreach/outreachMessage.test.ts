import { describe, expect, it } from 'vitest';
import { isOutreachMessage, messageDocId, readMarkDocId, unreadCount, type MessageFields, type OutreachMessage } from './outreachMessage.ts';

const fields: MessageFields = {
  channel: 'text',
  direction: 'inbound',
  status: 'received',
  error: '',
  email_subject: '',
  body: 'Hi',
  html: '',
  to_address: '+15195550000',
  from_address: '+15195550100',
  mailbox_id: null,
  external_id: '',
  reply_to: null,
  consent_override: false,
};

const message = (id: string, createdAt: string, direction: MessageFields['direction']): OutreachMessage => ({
  id: messageDocId(id),
  dealer: 'D1',
  subject: 'customer',
  customer_id: 'C1',
  kind: 'text',
  content: 'Text: Hi',
  user_id: direction === 'inbound' ? 0 : 7,
  created_at: createdAt,
  updated_at: createdAt,
  message: { ...fields, direction, status: direction === 'inbound' ? 'received' : 'sent' },
});

const messages = [
  message('a', '2026-11-25T09:00:00.000Z', 'inbound'),
  message('b', '2026-11-25T10:00:00.000Z', 'outbound'),
  message('c', '2026-11-25T11:00:00.000Z', 'inbound'),
  message('d', '2026-11-25T12:00:00.000Z', 'inbound'),
];

describe('unreadCount', () => {
  it('counts every inbound message while the conversation was never opened', () => {
    expect(unreadCount(messages, null)).toBe(3);
  });

  it('counts the inbound messages received after the read mark, never the outbound ones', () => {
    expect(unreadCount(messages, '2026-11-25T10:30:00.000Z')).toBe(2);
    expect(unreadCount(messages, '2026-11-25T11:00:00.000Z')).toBe(1);
    expect(unreadCount(messages, '2026-11-25T12:00:00.000Z')).toBe(0);
    expect(unreadCount([message('e', '2026-11-25T13:00:00.000Z', 'outbound')], null)).toBe(0);
  });
});

describe('message documents', () => {
  it('names a message msg:{id} and a read mark by dealer, kind of person and id', () => {
    expect(messageDocId('42')).toBe('msg:42');
    expect(readMarkDocId('D1', 'prospect', 'P9')).toBe('outreach_read:D1:prospect:P9');
  });

  it('tells messages from the other records of the activity log', () => {
    expect(['note', 'status', 'assign', 'vehicle', 'opt_in', 'email', 'text'].map((kind) => isOutreachMessage({ kind }))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
