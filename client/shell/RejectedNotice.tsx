import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import type { RejectedEvent } from '../../worker/api.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useWorker } from '../worker/useWorker.ts';

const EVENT_NAMES: Record<string, string> = {
  'customer.created': 'New customer',
  'customer.updated': 'Customer change',
};

/** Changes the server refused, each with its reason; never dropped silently (ARCHITECTURE.md). */
export function RejectedNotice({ rejected }: { rejected: RejectedEvent[] }) {
  const api = useWorker();
  const timeZone = useDealerTimeZone();
  if (rejected.length === 0) return null;
  return (
    <div className="rejected-notice" role="alert">
      <p className="rejected-title">
        {rejected.length === 1 ? 'A change was not saved' : `${rejected.length} changes were not saved`}
      </p>
      <ul>
        {rejected.map((event) => (
          <li key={event.id}>
            <strong>{EVENT_NAMES[event.type] ?? event.type}</strong> ({dateTimeText(event.time, timeZone)}):{' '}
            {event.reason}
          </li>
        ))}
      </ul>
      <button
        className="button button-small"
        type="button"
        onClick={() => void api.dismissRejected(rejected.map((event) => event.id))}
      >
        DISMISS
      </button>
    </div>
  );
}
