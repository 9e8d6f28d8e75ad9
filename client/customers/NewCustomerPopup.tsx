import { useState } from 'react';
import { EMPTY_CUSTOMER_FORM } from '../../domain/customers/customerForm.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { Popup } from '../ui/Popup.tsx';
import { CustomerFormFlow } from '../customer/CustomerFormFlow.tsx';
import { CustomerSavedPopup } from '../customer/CustomerSavedPopup.tsx';
import { useWorker } from '../worker/useWorker.ts';

type NewCustomerPopupProps = {
  country: Country;
  onClose: () => void;
  /** GO TO CUSTOMER: the new customer's profile. */
  onOpen: (customerId: string) => void;
};

/** The new customer popup (spec 000 §2 and §5): the customer form, then CLOSE or GO TO CUSTOMER. */
export function NewCustomerPopup({ country, onClose, onOpen }: NewCustomerPopupProps) {
  const api = useWorker();
  const [customerId] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<string | null>(null);
  if (created !== null) return <CustomerSavedPopup name={created} verb="created" onClose={onClose} onOpen={() => onOpen(customerId)} />;
  return (
    <CustomerFormFlow
      mode="create"
      subject="customer"
      save={({ status: _status, ...form }) => api.dispatch({ type: 'customer.create', id: customerId, form })}
      initial={{ ...EMPTY_CUSTOMER_FORM, country }}
      status={0}
      onSaved={setCreated}
      frame={({ fields, submit }) => (
        <Popup
          title="New customer"
          onClose={onClose}
          actions={
            <>
              <button className="button" type="button" onClick={onClose}>
                CANCEL
              </button>
              {submit}
            </>
          }
        >
          {fields}
        </Popup>
      )}
    />
  );
}
