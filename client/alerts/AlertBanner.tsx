import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ALERT_BANNER_MS } from '../../domain/alerts/alert.ts';
import type { AlertRow } from '../../domain/alerts/alertList.ts';
import { alertLink } from '../../domain/alerts/alertListUrl.ts';
import type { AlertBellState } from '../../worker/api.ts';
import { useOpenAlert } from './useOpenAlert.ts';

/**
 * The new-alert banner (spec 000 §2): an alert arriving live shows here, and the banner hides itself after 10
 * seconds (or when dismissed or opened). Arrivals known when the page first heard of the alerts are not shown.
 */
export function AlertBanner({ bell }: { bell: AlertBellState }) {
  const open = useOpenAlert();
  const [shown, setShown] = useState<AlertRow | null>(null);
  const seen = useRef<number | null>(null);
  const seq = bell.status === 'ready' ? (bell.arrival?.seq ?? 0) : null;
  const arrived = bell.status === 'ready' ? (bell.arrival?.alert ?? null) : null;

  useEffect(() => {
    if (seq === null) return;
    if (seen.current !== null && seq > seen.current && arrived) setShown(arrived);
    seen.current = Math.max(seen.current ?? 0, seq);
  }, [seq, arrived]);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), ALERT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  if (!shown) return null;
  // On the page's body, not inside the header: the banner is its own live region, not part of the header's.
  return createPortal(
    <div className="alert-banner" role="status" aria-label="New alert">
      <span className="alert-banner-label">New alert</span>
      <a
        className="alert-banner-message"
        href={alertLink(shown.url)}
        onClick={(event) => {
          event.preventDefault();
          setShown(null);
          open(shown);
        }}
      >
        {shown.message}
      </a>
      <button className="alert-banner-close" type="button" aria-label="Dismiss" onClick={() => setShown(null)}>
        ×
      </button>
    </div>,
    document.body,
  );
}
