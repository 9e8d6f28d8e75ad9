import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'wouter';
import { alertTypeLabel } from '../../domain/alerts/alert.ts';
import type { AlertRow } from '../../domain/alerts/alertList.ts';
import { ALERTS_PATH, alertLink } from '../../domain/alerts/alertListUrl.ts';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { AlertBanner } from './AlertBanner.tsx';
import { useAlertBell } from './useAlertBell.ts';
import { useOpenAlert } from './useOpenAlert.ts';

/** A plain left click: the app follows the alert itself; a middle, ctrl or shift click is left to the browser. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * The header's alerts bell (spec 000 §2): the unread count on the button, a dropdown of the newest alerts (each a
 * link; opening one marks it viewed and follows it), and View all to the Alert History. The new-alert banner goes
 * with it.
 */
export function AlertBell() {
  const timeZone = useDealerTimeZone();
  const bell = useAlertBell();
  const open = useOpenAlert();
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const unread = bell.status === 'ready' ? bell.unread : 0;

  useEffect(() => {
    if (!expanded) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setExpanded(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [expanded]);

  const follow = (alert: AlertRow) => (event: MouseEvent<HTMLAnchorElement>) => {
    setExpanded(false);
    if (!plainClick(event)) return;
    event.preventDefault();
    open(alert);
  };

  return (
    <div className="alert-bell" ref={root}>
      <button
        className="header-icon-button alert-bell-button"
        type="button"
        aria-label={`Alerts, ${unread} unread`}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded(!expanded)}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span className="alert-bell-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {expanded && (
        <div className="alert-bell-dropdown" id={listId} role="region" aria-label="Recent alerts">
          {bell.status === 'loading' ? (
            <p className="alert-bell-empty">Loading…</p>
          ) : bell.recent.length === 0 ? (
            <p className="alert-bell-empty">No alerts yet.</p>
          ) : (
            <ul className="alert-bell-list">
              {bell.recent.map((alert) => (
                <li key={alert.id}>
                  <a className={`alert-bell-item${alert.read ? '' : ' is-unread'}`} href={alertLink(alert.url)} onClick={follow(alert)}>
                    <span className="alert-bell-type">{alertTypeLabel(alert.type)}</span>
                    <span className="alert-bell-message">{alert.message}</span>
                    <time className="alert-bell-time" dateTime={alert.date}>
                      {dateTimeText(alert.date, timeZone)}
                    </time>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <Link className="alert-bell-all" href={`${ALERTS_PATH}?page=1`} onClick={() => setExpanded(false)}>
            View all
          </Link>
        </div>
      )}
      <AlertBanner bell={bell} />
    </div>
  );
}
