import { useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { AppointmentPopup } from '../calendar/AppointmentPopup.tsx';
import { ManageMenu } from '../customer/ManageMenu.tsx';
import { NewCustomerPopup } from '../customers/NewCustomerPopup.tsx';

type AddKey = 'customer' | 'prospect' | 'event';

/** The spec lists Add Prospect in the menu as inactive. */
const PROSPECT_REASON = 'Not available';

const ENTRIES: { key: AddKey; label: string; disabled: string | null }[] = [
  { key: 'customer', label: 'Add Customer', disabled: null },
  { key: 'prospect', label: 'Add Prospect', disabled: PROSPECT_REASON },
  { key: 'event', label: 'Add Event', disabled: null },
];

/** The header's ADD menu (spec 000 §2): Add Customer (the new customer popup), Add Prospect (inactive), Add Event. */
export function AddMenu({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const [popup, setPopup] = useState<AddKey | null>(null);
  const close = () => setPopup(null);
  return (
    <>
      <ManageMenu entries={ENTRIES} onChoose={setPopup} label="ADD" name="Add" />
      {popup === 'customer' && (
        <NewCustomerPopup
          country={user.dealer.country}
          onClose={close}
          onOpen={(customerId) => {
            close();
            navigate(`/customer/${encodeURIComponent(customerId)}/overview`);
          }}
        />
      )}
      {popup === 'event' && (
        // After the success alert the user lands on the calendar at the booked day (spec 000 §4).
        <AppointmentPopup user={user} person={null} onClose={close} onSaved={(day) => navigate(`/calendar?booked=${day}`)} />
      )}
    </>
  );
}
