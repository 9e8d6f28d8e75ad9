import * as Comlink from 'comlink';
import { useState } from 'react';
import type { OutreachPerson, OutreachState } from '../../worker/api.ts';
import { useSubscription } from '../worker/useSubscription.ts';

/** One person's e-mails, texts and unread count, live from the worker; loading until it first answers for them. */
export function useOutreach(person: OutreachPerson): OutreachState {
  const [state, setState] = useState<{ key: string; value: OutreachState }>({ key: '', value: { status: 'loading' } });
  const key = `outreach|${person.subject}|${person.id}`;
  useSubscription(
    (api) => api.subscribeOutreach({ subject: person.subject, id: person.id }, Comlink.proxy((value: OutreachState) => setState({ key, value }))),
    key,
  );
  return state.key === key ? state.value : { status: 'loading' };
}
