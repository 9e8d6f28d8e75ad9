import { isOutreachMessage, messageDocId } from '../../domain/outreach/outreachMessage.ts';
import type { Queryable } from '../db/database.ts';
import { readLiveDoc } from '../events/projectionTables.ts';

/**
 * Where a queued message goes: the address its projection wrote, the person's e-mail or cell on file as the server
 * read them when it recorded the event (domain/outreach/outreachEvents.ts), never a client's word; '' when none.
 */
export async function messageRecipient(db: Queryable, dealer: string, id: string): Promise<string> {
  const doc = await readLiveDoc(db, 'activities', dealer, messageDocId(id));
  return doc && isOutreachMessage(doc) ? doc.message.to_address : '';
}
