import { useState } from 'react';
import { EMPTY_CUSTOMER_FORM } from '../../domain/customers/customerForm.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import { prospectFormValues } from '../../domain/prospects/prospectForm.ts';
import { CustomerFormFlow } from '../customer/CustomerFormFlow.tsx';
import { CustomerSavedPopup } from '../customer/CustomerSavedPopup.tsx';
import { useWorker } from '../worker/useWorker.ts';

/**
 * EDIT PROSPECT (spec 000 §2): the customer form's fields of a person (no type, status, business name or text
 * consent), the same rules and messages, then "Are you sure you want to update this prospect?".
 */
export function ProspectEditSection({ prospect, onDone }: { prospect: Prospect; onDone: () => void }) {
  const api = useWorker();
  const [initial] = useState(() => ({ ...EMPTY_CUSTOMER_FORM, ...prospectFormValues(prospect) }));
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <CustomerFormFlow
        mode="update"
        subject="prospect"
        initial={initial}
        status={0}
        save={({ type: _type, business: _business, can_mail: _text, status: _status, ...form }) => api.dispatch({ type: 'prospect.update', id: prospect.id, form })}
        onSaved={setSaved}
        frame={({ fields, submit }) => (
          <section className="profile-panel customer-edit" aria-label="Edit prospect">
            {fields}
            <div className="form-actions">
              <button className="button" type="button" onClick={onDone}>
                CANCEL
              </button>
              {submit}
            </div>
          </section>
        )}
      />
      {saved !== null && <CustomerSavedPopup name={saved} verb="updated" subject="prospect" onClose={onDone} onOpen={onDone} />}
    </>
  );
}
