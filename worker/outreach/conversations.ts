import type { CollectionName } from '../../domain/events/collections.ts';
import { isOutreachMessage, readMarkDocId, unreadCount, type OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import type { OutreachPerson, OutreachState } from '../api.ts';
import { createPersonSubscriptions, type PersonSubscriptions } from '../customer/personSubscriptions.ts';
import { createCustomerDocs } from '../deal/customerDocs.ts';
import type { Store } from '../store/database.ts';

const OUTREACH_LOAD_ERROR = 'The messages could not be read.';

/** The key a conversation is kept under: a customer and a prospect may not share one. */
const personKey = (subject: OutreachPerson['subject'], id: string) => `${subject}:${id}`;

function parseKey(key: string): OutreachPerson {
  const colon = key.indexOf(':');
  return { subject: key.slice(0, colon) as OutreachPerson['subject'], id: key.slice(colon + 1) };
}

const byTime = (a: OutreachMessage, b: OutreachMessage) => a.created_at.localeCompare(b.created_at) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The person a changed message or read mark is about; undefined for any other document. */
function personOf(collection: CollectionName, data: Record<string, unknown>): string | undefined {
  const subject = data.subject as OutreachPerson['subject'];
  if (collection === 'activities' && isOutreachMessage(data as { kind: string })) return personKey(subject, data.customer_id as string);
  if (collection === 'refs' && data.kind === 'outreach_read') return personKey(subject, data.customer_id as string);
  return undefined;
}

export type Conversations = Omit<PersonSubscriptions<OutreachState>, 'subscribe'> & {
  subscribe(id: number, person: OutreachPerson, callback: (state: OutreachState) => void): Promise<void>;
};

/**
 * One person's outreach (spec 001 §2.5, worker API subscribeOutreach): their e-mails newest first and their texts
 * oldest first (activities of kind email and text, read on the customer key index), their read mark (refs
 * outreach_read:…) and the unread count, from local data; answered again whenever a message of theirs is written,
 * changes status or arrives, and when the mark moves.
 */
export function createConversations(store: Store): Conversations {
  const activities = createCustomerDocs(store, 'activities');
  const conversations = createPersonSubscriptions<OutreachState>({
    store,
    watched: ['activities', 'refs'],
    personOf,
    failed: { status: 'error', message: OUTREACH_LOAD_ERROR },
    async compute(dealer, key) {
      const { subject, id } = parseKey(key);
      const [records, mark] = await Promise.all([activities.of(dealer, id), store.docs.get('refs', dealer, readMarkDocId(dealer, subject, id))]);
      const messages = records.filter(isOutreachMessage).filter((message) => message.subject === subject).sort(byTime);
      const readAt = mark?.kind === 'outreach_read' ? mark.read_at : null;
      const emails = messages.filter((message) => message.kind === 'email').reverse();
      const texts = messages.filter((message) => message.kind === 'text');
      return { state: { status: 'ready', emails, texts, readAt, unread: unreadCount(messages, readAt) } };
    },
  });
  return {
    ...conversations,
    subscribe: (id, person, callback) => conversations.subscribe(id, personKey(person.subject, person.id), callback),
    close() {
      conversations.close();
      activities.close();
    },
  };
}
