import { useSignals } from '@preact/signals-react/runtime';
import type { SyncState } from '../../worker/api.ts';
import { syncState } from './syncState.ts';

export function useSync(): SyncState | null {
  useSignals();
  return syncState.value;
}
