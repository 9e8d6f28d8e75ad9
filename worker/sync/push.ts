import type { PushResponse } from '../../domain/events/envelope.ts';
import { HttpError } from '../net/serverErrors.ts';
import type { OutboxQueue } from './outboxQueue.ts';
import { restoreServerTruth, type ServerTruthDeps } from './serverTruth.ts';

export const PUSH_BATCH = 500;

export type PushDeps = ServerTruthDeps & { outbox: OutboxQueue };

export type PushOutcome = { accepted: number; rejected: number };

/**
 * Pushes a dealer's pending events in order. Accepted events leave the outbox; rejected ones stay with their
 * reason and the server's truth replaces our optimistic documents. An answer that refuses the whole batch
 * (400 bad input, 403 wrong dealer or role) rejects each event of it with the server's message.
 */
export async function pushDealer(deps: PushDeps, dealer: string): Promise<PushOutcome> {
  const outcome: PushOutcome = { accepted: 0, rejected: 0 };
  for (;;) {
    const batch = (await deps.outbox.pending(dealer)).slice(0, PUSH_BATCH);
    if (batch.length === 0) return outcome;
    let response: PushResponse;
    try {
      response = await deps.auth.authorized<PushResponse>('/sync/push', {
        method: 'POST',
        query: { token: dealer },
        body: { events: batch },
      });
    } catch (error) {
      if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 403 && error.status !== 422)) throw error;
      response = { accepted: [], rejected: batch.map((event) => ({ id: event.id, reason: error.message })) };
    }
    await deps.outbox.accepted(response.accepted);
    await deps.outbox.rejected(response.rejected);
    outcome.accepted += response.accepted.length;
    outcome.rejected += response.rejected.length;
    const refused = new Set(response.rejected.map((rejection) => rejection.id));
    if (refused.size) {
      try {
        await restoreServerTruth(deps, dealer, batch.filter((event) => refused.has(event.id)));
      } catch (error) {
        // A dealer we may no longer read is removed with its data when the session learns of it.
        if (!(error instanceof HttpError && error.status === 403)) throw error;
      }
    }
    const answered = response.accepted.length + response.rejected.length;
    if (answered < batch.length) return outcome;
  }
}
