import type { EventEnvelope, PushResponse } from '../../domain/events/envelope.ts';
import { HttpError } from '../net/serverErrors.ts';
import type { OutboxQueue } from './outboxQueue.ts';
import { restoreServerTruth, type ServerTruthDeps } from './serverTruth.ts';

export const PUSH_BATCH = 500;

/** The waits before each new try of a batch the server answered 5xx (a little jitter is added to each). */
export const PUSH_RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000];

export type PushDeps = ServerTruthDeps & {
  outbox: OutboxQueue;
  /** Overrides PUSH_RETRY_DELAYS_MS (tests pass zeros). */
  pushRetryDelays?: readonly number[];
};

export type PushOutcome = { accepted: number; rejected: number };

type Failure = { event: EventEnvelope; error: HttpError };

/** The reason kept with an event the server failed on alone while it recorded the others. */
export const unrecordableReason = (serverMessage: string) => `The server could not record this change: ${serverMessage}`;

/**
 * The server failed (5xx) on a batch that could not be narrowed down to one event the server records the others
 * without: every event stays queued and the sync engine tries again later.
 */
export class PushFailedError extends Error {
  constructor(readonly failure: HttpError) {
    super(failure.message);
    this.name = 'PushFailedError';
  }
}

const isServerFailure = (error: unknown): error is HttpError => error instanceof HttpError && error.status >= 500;
const isRefusal = (error: unknown): error is HttpError => error instanceof HttpError && (error.status === 400 || error.status === 403 || error.status === 422);
const isTooLarge = (error: unknown): error is HttpError => error instanceof HttpError && error.status === 413;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms > 0 ? ms + Math.random() * ms * 0.2 : 0));

/**
 * Pushes a dealer's pending events in order. Accepted events leave the outbox; rejected ones stay with their
 * reason and the server's truth replaces our optimistic documents. An answer that refuses the whole batch
 * (400 bad input, 403 wrong dealer or role) rejects each event of it with the server's message; a batch too large
 * for the server (413) is split, and an event too large on its own is rejected with the server's message.
 *
 * A 5xx answer is tried again after PUSH_RETRY_DELAYS_MS; a batch that keeps failing is split in halves, each
 * pushed on its own, so one event the server cannot record does not hold back the device's later changes. That
 * event is rejected with the server's message only once another part of the batch was recorded (the server works,
 * it fails on this event); a server failing on everything rejects nothing (PushFailedError: all stay queued).
 */
export async function pushDealer(deps: PushDeps, dealer: string): Promise<PushOutcome> {
  const outcome: PushOutcome = { accepted: 0, rejected: 0 };
  const delays = deps.pushRetryDelays ?? PUSH_RETRY_DELAYS_MS;

  const send = async (batch: EventEnvelope[]): Promise<PushResponse> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await deps.auth.authorized<PushResponse>('/sync/push', { method: 'POST', query: { token: dealer }, body: { events: batch } });
      } catch (error) {
        if (isRefusal(error)) return { accepted: [], rejected: batch.map((event) => ({ id: event.id, reason: error.message })) };
        if (!isServerFailure(error) || attempt >= delays.length) throw error;
        await pause(delays[attempt] ?? 0);
      }
    }
  };

  const record = async (batch: EventEnvelope[], response: PushResponse) => {
    await deps.outbox.accepted(response.accepted);
    await deps.outbox.rejected(response.rejected);
    outcome.accepted += response.accepted.length;
    outcome.rejected += response.rejected.length;
    const refused = new Set(response.rejected.map((rejection) => rejection.id));
    if (refused.size === 0) return;
    try {
      await restoreServerTruth(deps, dealer, batch.filter((event) => refused.has(event.id)));
    } catch (error) {
      // A dealer we may no longer read is removed with its data when the session learns of it.
      if (!(error instanceof HttpError && error.status === 403)) throw error;
    }
  };

  /** Pushes a batch, splitting it while the server fails on it; answers the events it could not record. */
  const pushSplitting = async (batch: EventEnvelope[]): Promise<Failure[]> => {
    try {
      await record(batch, await send(batch));
      return [];
    } catch (error) {
      if (isTooLarge(error) && batch.length === 1) {
        await record(batch, { accepted: [], rejected: batch.map((event) => ({ id: event.id, reason: error.message })) });
        return [];
      }
      if (!isServerFailure(error) && !isTooLarge(error)) throw error;
      if (batch.length === 1) return batch.map((event) => ({ event, error }));
      const middle = Math.ceil(batch.length / 2);
      return [...(await pushSplitting(batch.slice(0, middle))), ...(await pushSplitting(batch.slice(middle)))];
    }
  };

  for (;;) {
    const batch = (await deps.outbox.pending(dealer)).slice(0, PUSH_BATCH);
    if (batch.length === 0) return outcome;
    const before = outcome.accepted + outcome.rejected;
    const failed = await pushSplitting(batch);
    if (failed[0] && failed.length === batch.length) throw new PushFailedError(failed[0].error);
    if (failed.length) {
      const rejected = failed.map(({ event, error }) => ({ id: event.id, reason: unrecordableReason(error.message) }));
      await record(failed.map(({ event }) => event), { accepted: [], rejected });
    }
    if (outcome.accepted + outcome.rejected - before < batch.length) return outcome;
  }
}
