import type { OutreachPerson, OutreachState } from '../../worker/api.ts';
import { useView } from '../worker/useView.ts';

/** One person's e-mails, texts and unread count, live from the worker; loading until it first answers for them. */
export function useOutreach(person: OutreachPerson): OutreachState {
  return useView('outreach', { subject: person.subject, id: person.id }) ?? { status: 'loading' };
}
