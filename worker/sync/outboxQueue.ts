import type { EventEnvelope } from '../../domain/events/envelope.ts';
import type { RejectedEvent } from '../api.ts';
import type { Store } from '../store/database.ts';
import type { OutboxDoc } from '../store/schemas.ts';

/** The durable outbox: our events in dispatch order, pending until the server accepts or rejects them. */
export type OutboxQueue = {
  add(event: EventEnvelope): Promise<void>;
  pending(dealer?: string): Promise<EventEnvelope[]>;
  accepted(ids: string[]): Promise<void>;
  rejected(rejections: { id: string; reason: string }[]): Promise<void>;
  pendingCount(): Promise<number>;
  rejectedOf(dealer: string): Promise<RejectedEvent[]>;
  /** Removes rejected events the user has read; pending ones are never removed this way. */
  dismiss(ids: string[]): Promise<void>;
  /** Dealers that have pending events. */
  dealersWithPending(): Promise<string[]>;
};

export function envelopeOf(doc: OutboxDoc): EventEnvelope {
  return { id: doc.id, type: doc.type, dealer: doc.dealer, actor: doc.actor, time: doc.time, payload: doc.payload };
}

export function createOutboxQueue(store: Store): OutboxQueue {
  let lastOrder: number | null = null;
  const nextOrder = async () => {
    if (lastOrder === null) {
      const last = await store.outbox.find({ sort: [{ order: 'desc' }], limit: 1 }).exec();
      lastOrder = last[0]?.order ?? 0;
    }
    lastOrder = Math.max(lastOrder + 1, Date.now());
    return lastOrder;
  };
  const pendingDocs = async (dealer?: string) => {
    const selector = dealer ? { dealer, status: 'pending' as const } : { status: 'pending' as const };
    const docs = await store.outbox.find({ selector }).exec();
    return docs.map((doc) => doc.toJSON() as OutboxDoc).sort((a, b) => a.order - b.order);
  };
  return {
    async add(event) {
      await store.outbox.insert({ ...event, status: 'pending', reason: '', order: await nextOrder() });
    },
    async pending(dealer) {
      return (await pendingDocs(dealer)).map(envelopeOf);
    },
    async accepted(ids) {
      if (ids.length) await store.outbox.bulkRemove(ids);
    },
    async rejected(rejections) {
      for (const { id, reason } of rejections) {
        const doc = await store.outbox.findOne(id).exec();
        if (doc) await doc.incrementalPatch({ status: 'rejected', reason });
      }
    },
    async pendingCount() {
      return (await pendingDocs()).length;
    },
    async rejectedOf(dealer) {
      const docs = await store.outbox.find({ selector: { dealer, status: 'rejected' } }).exec();
      return docs
        .map((doc) => doc.toJSON() as OutboxDoc)
        .sort((a, b) => a.order - b.order)
        .map((doc) => ({ id: doc.id, type: doc.type, reason: doc.reason, time: doc.time }));
    },
    async dismiss(ids) {
      const docs = await store.outbox.findByIds(ids).exec();
      const rejected = [...docs.values()].filter((doc) => doc.status === 'rejected').map((doc) => doc.id);
      if (rejected.length) await store.outbox.bulkRemove(rejected);
    },
    async dealersWithPending() {
      return [...new Set((await pendingDocs()).map((doc) => doc.dealer))];
    },
  };
}
