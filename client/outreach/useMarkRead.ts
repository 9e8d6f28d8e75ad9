import { useEffect, useRef } from 'react';
import type { OutreachPerson, OutreachState } from '../../worker/api.ts';
import { useWorker } from '../worker/useWorker.ts';

/**
 * Marks the person's messages read while their outreach is on screen (spec 001 §2.4, §2.5: entering the section,
 * and a message arriving while it is open): outreach.markRead up to now, or up to the newest message when this
 * device's clock is behind the server's, so the unread count goes to 0 and stays there.
 */
export function useMarkRead(person: OutreachPerson, state: OutreachState): void {
  const api = useWorker();
  const marked = useRef<string | null>(null);
  const unread = state.status === 'ready' ? state.unread : 0;
  const newest = state.status === 'ready' ? [...state.emails, ...state.texts].reduce((latest, message) => (message.created_at > latest ? message.created_at : latest), '') : '';
  useEffect(() => {
    if (unread === 0) return;
    const now = new Date().toISOString();
    const readAt = newest > now ? newest : now;
    const key = `${person.subject}|${person.id}|${newest}`;
    if (marked.current === key) return;
    marked.current = key;
    void api.dispatch({ type: 'outreach.markRead', subject: person.subject, customer_id: person.id, read_at: readAt });
  }, [api, person.subject, person.id, unread, newest]);
}
