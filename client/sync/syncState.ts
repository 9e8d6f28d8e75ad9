import { signal } from '@preact/signals-react';
import type { SyncState } from '../../worker/api.ts';

/** The worker's sync state (outbox, connection, rejected events); SyncSubscription keeps it current. */
export const syncState = signal<SyncState | null>(null);
