import { useState } from 'react';
import type { Customer } from '../../domain/customers/customer.ts';
import type { OwnedVehicleDoc } from '../../domain/deal/dealDocs.ts';
import { CustomerFormFlow } from './CustomerFormFlow.tsx';
import { customerFormValues } from './customerFormValues.ts';
import { CustomerSavedPopup } from './CustomerSavedPopup.tsx';
import { VehiclesPanel } from './VehiclesPanel.tsx';
import { useWorker } from '../worker/useWorker.ts';

type CustomerEditSectionProps = {
  customer: Customer;
  vehicles: OwnedVehicleDoc[];
  /** CLOSE after success: back to the deal sheet when the form was opened from a deal, else the overview. */
  onClose: () => void;
  onOpen: () => void;
};

/**
 * The edit section (spec 000 §2): the customer form with the status select and UPDATE CUSTOMER. The form keeps
 * what the user typed while the customer changes underneath (a sync); it starts from the customer as it was when
 * the section opened. No refresh delay is needed: the page is live from local data.
 */
export function CustomerEditSection({ customer, vehicles, onClose, onOpen }: CustomerEditSectionProps) {
  const api = useWorker();
  const [initial] = useState(() => customerFormValues(customer));
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      <CustomerFormFlow
        mode="update"
        subject="customer"
        save={({ status, ...form }) => api.dispatch({ type: 'customer.update', id: customer.id, form, status })}
        initial={initial}
        status={customer.status}
        onSaved={setSaved}
        frame={({ fields, submit }) => (
          <section className="profile-panel customer-edit" aria-label="Edit customer">
            {fields}
            <div className="form-actions">
              <button className="button" type="button" onClick={onClose}>
                CANCEL
              </button>
              {submit}
            </div>
          </section>
        )}
      />
      <VehiclesPanel customerId={customer.id} vehicles={vehicles} />
      {saved !== null && <CustomerSavedPopup name={saved} verb="updated" onClose={onClose} onOpen={onOpen} />}
    </>
  );
}
