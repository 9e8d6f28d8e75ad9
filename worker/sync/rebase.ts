import type { Doc, DocChange, DocRef } from '../../domain/events/collections.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { prepareEvent } from '../../domain/events/registry.ts';
import { refKey } from '../store/docRefs.ts';

/**
 * Server states of some documents, with our still-pending events re-applied on top (in outbox order) by the
 * same projection the server runs, so a pull never erases an optimistic change the server has not seen yet.
 * `local` answers the current local state of documents outside `server` that an event may read.
 * Answers the states to write: every document of `server`, and any other document a re-applied event wrote.
 */
export function rebase(server: DocChange[], pending: EventEnvelope[], local: (ref: DocRef) => Doc | undefined): DocChange[] {
  const state = new Map<string, DocChange>();
  for (const change of server) state.set(refKey(change), change);
  if (pending.length === 0) return [...state.values()];
  const touched = new Set(state.keys());
  const current = (ref: DocRef): Doc | undefined => {
    const key = refKey(ref);
    return state.has(key) ? (state.get(key)?.doc ?? undefined) : local(ref);
  };
  for (const event of pending) {
    const prepared = prepareEvent(event);
    if (!prepared.ok) continue;
    if (!prepared.prepared.targets.some((ref) => touched.has(refKey(ref)))) continue;
    for (const change of prepared.prepared.project(current)) {
      const key = refKey(change);
      state.set(key, change);
      touched.add(key);
    }
  }
  return [...state.values()];
}
