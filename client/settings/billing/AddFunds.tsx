import { NEEDS_SERVER_MESSAGE } from '../../../domain/settings/needsServer.ts';
import { useEffect, useId, useState } from 'react';
import { ADD_FUNDS_MESSAGES } from '../../../domain/billing/addFunds.ts';
import { useSync } from '../../sync/useSync.ts';
import { useWorker } from '../../worker/useWorker.ts';
import { AddFundsPopup } from './AddFundsPopup.tsx';

/**
 * The ADD FUNDS button: enabled once the server says card checkout is configured (GET /billing/checkout); disabled
 * with the reason beside it when it is not, or while off line. It opens the amount dialog.
 */
export function AddFunds({ currency }: { currency: string }) {
  const api = useWorker();
  const sync = useSync();
  const reasonId = useId();
  const online = sync?.online !== false;
  const [checkout, setCheckout] = useState<{ available: boolean; message: string } | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void api.billingCheckout().then((answer) => {
      if (!cancelled) setCheckout(answer);
    });
    return () => {
      cancelled = true;
    };
  }, [api, online]);
  const reason = !online ? NEEDS_SERVER_MESSAGE : checkout && !checkout.available ? checkout.message : null;
  return (
    <div className="add-funds">
      <button
        className="button button-primary"
        type="button"
        disabled={reason !== null || checkout === null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={() => setOpen(true)}
      >
        ADD FUNDS
      </button>
      {reason && (
        <p id={reasonId} className="add-funds-reason">
          {reason}
        </p>
      )}
      {open && <AddFundsPopup currency={currency} onClose={() => setOpen(false)} />}
    </div>
  );
}
