import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { Doc } from '../../domain/events/collections.ts';
import type { MessageFields } from '../../domain/outreach/outreachMessage.ts';
import type { OutreachState } from '../api.ts';
import { openStore, type Store } from '../store/database.ts';
import { writeDocs, type DocWrite } from '../store/docWrites.ts';
import { createConversations, type Conversations } from './conversations.ts';

const memory = getRxStorageMemory();
const opened: { store: Store; conversations: Conversations }[] = [];

afterEach(async () => {
  for (const { store, conversations } of opened.splice(0)) {
    conversations.close();
    await store.db.close();
  }
});

async function open(): Promise<{ store: Store; conversations: Conversations }> {
  const store = await openStore(memory, `conversations-${crypto.randomUUID()}`);
  const conversations = createConversations(store);
  opened.push({ store, conversations });
  return { store, conversations };
}

const fields = (channel: MessageFields['channel'], direction: MessageFields['direction']): MessageFields => ({
  channel,
  direction,
  status: direction === 'inbound' ? 'received' : 'sent',
  error: '',
  email_subject: channel === 'email' ? 'Subject' : '',
  body: 'Body',
  html: '',
  to_address: '',
  from_address: '',
  mailbox_id: null,
  external_id: '',
  reply_to: null,
  consent_override: false,
});

function message(id: string, at: string, channel: MessageFields['channel'], direction: MessageFields['direction'], person = { subject: 'customer', customer_id: 'C1' }, dealer = 'D1'): DocWrite {
  const doc = { id: `msg:${id}`, dealer, ...person, kind: channel, content: '', user_id: direction === 'inbound' ? 0 : 7, created_at: at, updated_at: at, message: fields(channel, direction) };
  return { collection: 'activities', id: doc.id, dealer, doc: doc as unknown as Doc };
}

const note = (): DocWrite => ({
  collection: 'activities',
  id: 'log:n1',
  dealer: 'D1',
  doc: { id: 'log:n1', dealer: 'D1', subject: 'customer', customer_id: 'C1', kind: 'note', content: 'Call back', user_id: 7, created_at: '2026-11-25T09:30:00.000Z', updated_at: '2026-11-25T09:30:00.000Z' } as unknown as Doc,
});

const readMark = (readAt: string): DocWrite => {
  const id = 'outreach_read:D1:customer:C1';
  return { collection: 'refs', id, dealer: 'D1', doc: { id, dealer: 'D1', kind: 'outreach_read', subject: 'customer', customer_id: 'C1', read_at: readAt } as unknown as Doc };
};

/** The answers of a subscription, and a wait for the next one that passes a check. */
function answers() {
  const seen: OutreachState[] = [];
  const waiters: { check: (state: OutreachState) => boolean; resolve: (state: OutreachState) => void }[] = [];
  return {
    callback(state: OutreachState) {
      seen.push(state);
      for (const waiter of waiters.splice(0)) {
        if (waiter.check(state)) waiter.resolve(state);
        else waiters.push(waiter);
      }
    },
    next(check: (state: OutreachState) => boolean): Promise<OutreachState> {
      const last = seen[seen.length - 1];
      if (last && check(last)) return Promise.resolve(last);
      return new Promise((resolve) => waiters.push({ check, resolve }));
    },
  };
}

const ids = (state: OutreachState) => (state.status === 'ready' ? { emails: state.emails.map((m) => m.id), texts: state.texts.map((m) => m.id) } : null);

describe('a person’s conversation in the worker', () => {
  it('answers the e-mails newest first and the texts oldest first, without notes, other people or other dealers', async () => {
    const { store, conversations } = await open();
    await writeDocs(store, [
      message('e1', '2026-11-25T09:00:00.000Z', 'email', 'outbound'),
      message('t1', '2026-11-25T09:05:00.000Z', 'text', 'outbound'),
      message('e2', '2026-11-25T10:00:00.000Z', 'email', 'inbound'),
      message('t2', '2026-11-25T10:05:00.000Z', 'text', 'inbound'),
      message('p1', '2026-11-25T10:06:00.000Z', 'text', 'inbound', { subject: 'prospect', customer_id: 'C1' }),
      message('x1', '2026-11-25T10:07:00.000Z', 'text', 'inbound', { subject: 'customer', customer_id: 'C1' }, 'D2'),
      note(),
    ]);
    conversations.setDealer('D1');
    const seen = answers();
    await conversations.subscribe(1, { subject: 'customer', id: 'C1' }, seen.callback);
    const state = await seen.next((answer) => answer.status === 'ready');
    expect(ids(state)).toEqual({ emails: ['msg:e2', 'msg:e1'], texts: ['msg:t1', 'msg:t2'] });
    expect(state).toMatchObject({ readAt: null, unread: 2 });
  });

  it('answers again when a message arrives and when the read mark moves', async () => {
    const { store, conversations } = await open();
    await writeDocs(store, [message('t1', '2026-11-25T09:00:00.000Z', 'text', 'inbound')]);
    conversations.setDealer('D1');
    const seen = answers();
    await conversations.subscribe(1, { subject: 'customer', id: 'C1' }, seen.callback);
    await seen.next((state) => state.status === 'ready' && state.unread === 1);

    await writeDocs(store, [message('t2', '2026-11-25T10:00:00.000Z', 'text', 'inbound')]);
    const arrived = await seen.next((state) => state.status === 'ready' && state.texts.length === 2);
    expect(arrived).toMatchObject({ unread: 2 });

    await writeDocs(store, [readMark('2026-11-25T09:30:00.000Z')]);
    expect(await seen.next((state) => state.status === 'ready' && state.readAt !== null)).toMatchObject({ readAt: '2026-11-25T09:30:00.000Z', unread: 1 });
    await writeDocs(store, [readMark('2026-11-25T10:00:00.000Z')]);
    expect(await seen.next((state) => state.status === 'ready' && state.unread === 0)).toMatchObject({ readAt: '2026-11-25T10:00:00.000Z' });
  });

  it('answers the error state while no dealer is active', async () => {
    const { conversations } = await open();
    const seen = answers();
    await conversations.subscribe(1, { subject: 'customer', id: 'C1' }, seen.callback);
    expect(await seen.next(() => true)).toEqual({ status: 'error', message: 'The messages could not be read.' });
  });
});
