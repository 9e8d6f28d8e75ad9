import type { CollectionName, DocRef, PullResponse } from '../../domain/events/collections.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { prepareEvent } from '../../domain/events/registry.ts';
import type { SessionAuth } from '../session/sessionAuth.ts';
import { applyServerDocs, type ServerDocsDeps } from './serverDocs.ts';

export type ServerTruthDeps = ServerDocsDeps & { auth: SessionAuth };

/** Reads the server's current documents for the targets of refused events and puts them back locally. */
export async function restoreServerTruth(deps: ServerTruthDeps, dealer: string, events: EventEnvelope[]): Promise<void> {
  const byCollection = new Map<CollectionName, Set<string>>();
  const add = (ref: DocRef) => byCollection.set(ref.collection, (byCollection.get(ref.collection) ?? new Set()).add(ref.id));
  for (const event of events) {
    const prepared = prepareEvent(event);
    if (prepared.ok) prepared.prepared.targets.forEach(add);
  }
  for (const [collection, ids] of byCollection) {
    const list = [...ids];
    for (let start = 0; start < list.length; start += 100) {
      const chunk = list.slice(start, start + 100);
      const response = await deps.auth.authorized<Pick<PullResponse, 'documents'>>('/sync/docs', {
        query: { token: dealer, collection, ids: chunk.join(',') },
      });
      await applyServerDocs(deps, dealer, collection, response.documents);
    }
  }
}
