import { useEffect, useState } from 'react';
import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import { useWorker } from '../worker/useWorker.ts';

/** What the Lead Information popup has of its lead: loading, the lead, or none by this id (yet). */
export type LeadState = { status: 'loading' } | { status: 'ready'; lead: LeadDocument } | { status: 'missing' };

/**
 * One lead of the active dealer from the worker, asked again when `listVersion` changes (the lead bin's total), so
 * a popup opened by a link before its lead had synced finds it once it has.
 */
export function useLead(id: string, listVersion: number | null): LeadState {
  const api = useWorker();
  const [state, setState] = useState<LeadState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void api.lead(id).then(
      (lead) => {
        if (current) setState(lead ? { status: 'ready', lead } : { status: 'missing' });
      },
      () => {
        if (current) setState({ status: 'missing' });
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, listVersion]);
  return state;
}
