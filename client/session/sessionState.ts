import { signal } from '@preact/signals-react';
import type { SessionState } from '../../worker/api.ts';
import { readKeptSession } from './keptSession.ts';

/**
 * The worker's session state as the page last heard it; SessionSubscription keeps it current (and kept across
 * reloads: until the worker answers, a reload starts from the kept one).
 */
export const sessionState = signal<SessionState>(readKeptSession() ?? { status: 'loading' });
