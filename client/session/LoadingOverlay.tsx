import { useEffect, useState } from 'react';

const HINT_AFTER_MS = 5000;

/** A small loading overlay; after 5 seconds it adds a hint (spec 000 §2 and §9). */
export function LoadingOverlay({ className = '' }: { className?: string }) {
  const [hint, setHint] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setHint(true), HINT_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={`loading-overlay ${className}`} role="status" aria-live="polite">
      <div className="loading-spinner" aria-hidden="true" />
      <p className="loading-text">Loading…</p>
      {hint && <p className="loading-hint">Still loading… check your connection</p>}
    </div>
  );
}
