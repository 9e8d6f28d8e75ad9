import type { Remote } from 'comlink';
import { useContext } from 'react';
import type { WorkerApi } from '../../worker/api.ts';
import { WorkerContext } from './WorkerContext.tsx';

export function useWorker(): Remote<WorkerApi> {
  const api = useContext(WorkerContext);
  if (!api) throw new Error('useWorker needs a WorkerContext provider.');
  return api;
}
