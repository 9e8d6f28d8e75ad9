import { useState } from 'react';
import { useLocation } from 'wouter';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import type { ManageKey } from '../../domain/customers/customerManage.ts';
import type { Prospect } from '../../domain/leads/prospect.ts';
import { prospectManageEntries } from '../../domain/prospects/prospectManage.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { AppointmentPopup } from '../calendar/AppointmentPopup.tsx';
import { ActivePopup } from '../customer/ActivePopup.tsx';
import { AssignPopup } from '../customer/AssignPopup.tsx';
import { ManageMenu } from '../customer/ManageMenu.tsx';
import { NotePopup } from '../customer/NotePopup.tsx';
import type { PersonRef } from '../customer/personRef.ts';
import { prospectOutreachPerson } from '../outreach/outreachPerson.ts';
import { SendEmailPopup } from '../outreach/SendEmailPopup.tsx';
import { SharePopup } from '../share/SharePopup.tsx';
import { prospectPath } from './prospectPath.ts';

/**
 * The prospect's MANAGE menu and its popups (spec 000 §2): Book Appointment, Attach Note, Send Email, Update
 * Salesperson, Share Prospect, Mark Inactive / Active.
 */
export function ProspectManage({ prospect, user }: { prospect: Prospect; user: SessionUser }) {
  const [, navigate] = useLocation();
  const [popup, setPopup] = useState<ManageKey | null>(null);
  const close = () => setPopup(null);
  const person: PersonRef = { subject: 'prospect', id: prospect.id };
  return (
    <>
      <ManageMenu entries={prospectManageEntries(prospect)} onChoose={setPopup} />
      {popup === 'appointment' && (
        <AppointmentPopup
          user={user}
          person={{ kind: 'prospect', id: prospect.id, name: calendarPersonName(prospect), email: prospect.contact.email }}
          onClose={close}
        />
      )}
      {popup === 'note' && <NotePopup person={person} note={null} onClose={close} />}
      {popup === 'email' && <SendEmailPopup person={prospectOutreachPerson(prospect, '')} onClose={close} />}
      {popup === 'assign' && <AssignPopup person={person} current={prospect.user_id} onClose={close} />}
      {popup === 'share' && <SharePopup title="SHARE PROSPECT" url={prospectPath(prospect.id)} onClose={close} />}
      {popup === 'active' && (
        <ActivePopup
          person={person}
          inactive={prospect.deleted_at !== null}
          onClose={close}
          onDone={() => {
            close();
            navigate(prospectPath(prospect.id));
          }}
        />
      )}
    </>
  );
}
