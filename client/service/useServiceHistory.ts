import { useEffect, useState } from 'react';
import type { ServiceHistoryRecord } from '../../domain/service/serviceHistoryRecord.ts';
import type { ServiceHistoryQuery } from '../../domain/service/serviceHistoryQuery.ts';
import { useSync } from '../sync/useSync.ts';
import { useWorker } from '../worker/useWorker.ts';

/**
 * What a service history shows: loading only while no copy is saved and the server has not answered; ready with
 * the records (cachedAt: the saved copy's time when the server did not answer, null when it did; refreshing while
 * a saved copy shows and the server is being asked); or the error.
 */
export type ServiceHistoryView =
  | { status: 'loading' }
  | { status: 'ready'; records: ServiceHistoryRecord[]; cachedAt: string | null; refreshing: boolean }
  | { status: 'error'; message: string };

/** The query with only its given keys (a page may pass the others as undefined). */
function given(query: ServiceHistoryQuery): ServiceHistoryQuery {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
}

/**
 * The service history of a query, asked again when the query changes and when the connection comes back. A copy
 * saved on this device shows at once while the server is asked, so the section is never empty off line.
 */
export function useServiceHistory(query: ServiceHistoryQuery): ServiceHistoryView {
  const api = useWorker();
  const online = useSync()?.online ?? true;
  const key = JSON.stringify(given(query));
  const [shown, setShown] = useState<{ key: string; view: ServiceHistoryView }>({ key, view: { status: 'loading' } });

  useEffect(() => {
    let current = true;
    let answered = false;
    const target = JSON.parse(key) as ServiceHistoryQuery;
    setShown((before) => {
      if (before.key !== key) return { key, view: { status: 'loading' } };
      return before.view.status === 'ready' ? { key, view: { ...before.view, refreshing: true } } : before;
    });
    void api.cachedServiceHistory(target).then((saved) => {
      if (!current || answered || !saved) return;
      setShown((before) => (before.view.status === 'loading' ? { key, view: { ...saved, refreshing: true } } : before));
    });
    api
      .serviceHistory(target)
      .then((result) => {
        answered = true;
        if (current) setShown({ key, view: result.status === 'ready' ? { ...result, refreshing: false } : result });
      })
      .catch((error: unknown) => {
        if (current) setShown({ key, view: { status: 'error', message: error instanceof Error ? error.message : String(error) } });
      });
    return () => {
      current = false;
    };
  }, [api, key, online]);

  return shown.key === key ? shown.view : { status: 'loading' };
}
