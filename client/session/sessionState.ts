import { signal } from '@preact/signals-react';
import type { SessionState } from '../../worker/api.ts';

/** The worker's session state as the page last heard it; SessionSubscription keeps it current. */
export const sessionState = signal<SessionState>({ status: 'loading' });
