import { useState } from 'react';
import { useLocation } from 'wouter';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { customerManageEntries, type ManageKey } from '../../domain/customers/customerManage.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { AppointmentPopup } from '../calendar/AppointmentPopup.tsx';
import { customerOutreachPerson } from '../outreach/outreachPerson.ts';
import { SendEmailPopup } from '../outreach/SendEmailPopup.tsx';
import { SharePopup } from '../share/SharePopup.tsx';
import { ActivePopup } from './ActivePopup.tsx';
import { AddVehiclePopup } from './AddVehiclePopup.tsx';
import { AssignPopup } from './AssignPopup.tsx';
import { customerPath } from './customerPath.ts';
import { ManageMenu } from './ManageMenu.tsx';
import { NotePopup } from './NotePopup.tsx';
import { OptInPopup } from './OptInPopup.tsx';
import type { PersonRef } from './personRef.ts';

/**
 * A customer's MANAGE menu and the popup each entry opens (spec 000 §2), the same on the customer profile and the
 * deal page. After Mark Active or Mark Inactive the user goes to the customer overview (spec 000 §4).
 */
export function CustomerManage({ customer, user }: { customer: Customer; user: SessionUser }) {
  const [, navigate] = useLocation();
  const [popup, setPopup] = useState<ManageKey | null>(null);
  const close = () => setPopup(null);
  const inactive = customer.deleted_at !== null;
  const person: PersonRef = { subject: 'customer', id: customer.id };
  return (
    <>
      <ManageMenu entries={customerManageEntries(customer)} onChoose={setPopup} />
      {popup === 'appointment' && (
        <AppointmentPopup
          user={user}
          person={{ kind: 'customer', id: customer.id, name: calendarPersonName(customer), email: customer.contact.email }}
          onClose={close}
        />
      )}
      {popup === 'optIn' && <OptInPopup customerId={customer.id} email={customer.contact.email} onClose={close} />}
      {popup === 'note' && <NotePopup person={person} note={null} onClose={close} />}
      {popup === 'email' && <SendEmailPopup person={customerOutreachPerson(customer, '')} onClose={close} />}
      {popup === 'assign' && <AssignPopup person={person} current={customer.user_id} onClose={close} />}
      {popup === 'vehicle' && <AddVehiclePopup customerId={customer.id} onClose={close} />}
      {popup === 'share' && <SharePopup title="SHARE CUSTOMER" url={customerPath(customer.id)} onClose={close} />}
      {popup === 'active' && (
        <ActivePopup
          person={person}
          inactive={inactive}
          onClose={close}
          onDone={() => {
            close();
            navigate(customerPath(customer.id));
          }}
        />
      )}
    </>
  );
}
