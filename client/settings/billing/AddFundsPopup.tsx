import { useState } from 'react';
import { AddFundsAmountText, MAX_ADD_FUNDS, MIN_ADD_FUNDS } from '../../../domain/billing/addFunds.ts';
import { useAppForm } from '../../ui/form.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';

/**
 * ADD FUNDS' dialog: the amount in whole dollars (checked here and again by the server), then the card payment
 * provider's checkout page in this tab; the provider brings the payer back to /settings/billing.
 */
export function AddFundsPopup({ currency, onClose }: { currency: string; onClose: () => void }) {
  const api = useWorker();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { amount: '' },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const result = await api.addFunds(Number(value.amount.trim()));
      if (result.ok) window.location.assign(result.url);
      else setFailure(result.message);
    },
  });
  return (
    <form.AppForm>
      <Popup title="ADD FUNDS" size="small" onClose={onClose} actions={<form.PopupButtons label="CONTINUE TO PAYMENT" onCancel={onClose} />}>
        <form.Form id={form.formId} className="add-funds-form">
          <form.AppField name="amount" validators={{ onSubmit: AddFundsAmountText }}>
            {(field) => (
              <field.TextField wrapped label={`Amount (${currency}, whole dollars)`} inputMode="numeric" autoFocus placeholder={`${MIN_ADD_FUNDS} to ${MAX_ADD_FUNDS}`} />
            )}
          </form.AppField>
          <p className="add-funds-note">You pay by card on the payment provider’s page; the funds show here once it confirms the payment.</p>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
