import { useSignals } from '@preact/signals-react/runtime';
import type { SessionState } from '../../worker/api.ts';
import { sessionState } from './sessionState.ts';

export function useSession(): SessionState {
  useSignals();
  return sessionState.value;
}
