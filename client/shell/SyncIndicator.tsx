import type { SyncState } from '../../worker/api.ts';

/** Offline, n changes waiting, or synced: what the worker's outbox and connection say right now (on a phone, synced is its dot). */
export function SyncIndicator({ sync }: { sync: SyncState | null }) {
  if (!sync) return null;
  const [tone, text] = !sync.online
    ? ['offline', 'Offline']
    : sync.pending > 0
      ? ['waiting', `${sync.pending} ${sync.pending === 1 ? 'change' : 'changes'} waiting`]
      : sync.synced
        ? ['synced', 'Synced']
        : ['waiting', 'Syncing…'];
  return (
    <span className={`sync-indicator is-${tone}`} role="status" title={sync.online ? 'Connected' : 'Working from local data'}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">
        {text}
        {!sync.online && sync.pending > 0 && ` · ${sync.pending} waiting`}
      </span>
    </span>
  );
}
