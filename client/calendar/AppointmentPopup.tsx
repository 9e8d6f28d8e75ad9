import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import { useLocation } from 'wouter';
import {
  APPOINTMENT_CREATED_MESSAGE,
  APPOINTMENT_NOTE_MAX_LENGTH,
  APPOINTMENT_NOTE_TOO_LONG_MESSAGE,
  APPOINTMENT_USER_MESSAGE,
  AppointmentFormSchema,
  CUSTOMER_MESSAGE_MAX_LENGTH,
  CUSTOMER_MESSAGE_TOO_LONG_MESSAGE,
  appointmentFormProblem,
  appointmentSubmitLabel,
  appointmentWallTime,
  DEFAULT_CONFIRMATION,
  type AppointmentForm,
} from '../../domain/calendar/appointmentForm.ts';
import { clockText } from '../../domain/calendar/calendarEntry.ts';
import { zonedNow } from '../../domain/time/zonedClock.ts';
import { canManageMailboxes } from '../../domain/permissions/permissions.ts';
import { hasActiveMailbox, type SessionUser } from '../../domain/session/sessionUser.ts';
import { useAppForm } from '../ui/form.tsx';
import { markedFields } from '../ui/formField.tsx';
import { Popup } from '../ui/Popup.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { dealerUserChoices } from '../ui/dealerUserChoices.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';
import { AppointmentAlert } from './AppointmentAlert.tsx';
import { bookedText, offeredTimes, startValues, timeAfterDayChange } from './appointmentValues.ts';
import { ConfirmationPreview } from './ConfirmationPreview.tsx';
import { MailboxDialog } from './MailboxDialog.tsx';

export type AppointmentPopupProps = {
  user: SessionUser;
  /** The person it is with; null for an event. */
  person: { kind: 'customer' | 'prospect'; id: string; name: string; email: string } | null;
  /** Editing a booked entry: its id and current values; otherwise a new booking, optionally on a given day. */
  editing?: { id: string; appointment_at: string; user_id: number | null; note: string; customer_message: string };
  day?: string;
  onClose: () => void;
  /** Called after a successful save with the booked day. */
  onSaved?: (day: string) => void;
};

type Values = v.InferInput<typeof AppointmentFormSchema>;

/** The fields a rule's message marks: the note's or the message's length, the user, otherwise the date and time. */
function problemFields(problem: string): string[] {
  if (problem === APPOINTMENT_NOTE_TOO_LONG_MESSAGE) return ['note'];
  if (problem === CUSTOMER_MESSAGE_TOO_LONG_MESSAGE) return ['customer_message'];
  return problem === APPOINTMENT_USER_MESSAGE ? ['user_id'] : ['date', 'time'];
}

function popupTitle(withPerson: boolean, editing: boolean): string {
  if (withPerson) return editing ? 'Edit Appointment' : 'Book Appointment';
  return editing ? 'Edit Event' : 'Add Event';
}

/**
 * The appointment and event form (spec 000 §2, §4, §5 and §7): a date from today on, a time still to come, a user,
 * a note (the staff's: never sent) and, for a new booking with someone to write to, the confirmation e-mail toggle;
 * while it is on, an optional message to the customer and the e-mail as the customer will read it (issue 28). Saved
 * as an event (offline too); a confirmation without an active mailbox asks first; a new booking ends with the success
 * alert, then onSaved (the header's Add Event opens the calendar at the booked day).
 */
export function AppointmentPopup({ user, person, editing, day, onClose, onSaved }: AppointmentPopupProps) {
  const timeZone = useDealerTimeZone();
  const now = zonedNow(timeZone);
  const api = useWorker();
  const users = useDealerUsers();
  const [, navigate] = useLocation();
  const kept = editing?.appointment_at;
  const canConfirm = !editing && (person?.email.trim() ?? '') !== '';
  const [asking, setAsking] = useState<AppointmentForm | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [booked, setBooked] = useState<AppointmentForm | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (checked: AppointmentForm) => {
    setSaving(true);
    const result = await api.dispatch(
      editing
        ? { type: 'appointment.update', id: editing.id, form: checked }
        : {
            type: 'appointment.book',
            id: crypto.randomUUID(),
            customer_id: person?.kind === 'customer' ? person.id : null,
            prospect_id: person?.kind === 'prospect' ? person.id : null,
            form: checked,
          },
    );
    setSaving(false);
    setAsking(null);
    if (!result.ok) {
      if (checked.confirmation && /mailbox/i.test(result.reason)) setAsking(checked);
      else setRefusal(result.reason);
    } else if (editing) {
      onSaved?.(checked.date);
      onClose();
    } else setBooked(checked);
  };

  const form = useAppForm({
    defaultValues: startValues({ editing, day, now, userId: user.id, confirmation: canConfirm && DEFAULT_CONFIRMATION }) as Values,
    validators: {
      onSubmit: ({ value }) => {
        const problem = appointmentFormProblem(value, zonedNow(timeZone), kept);
        return problem ? { fields: markedFields(problem, problemFields(problem)) } : undefined;
      },
    },
    onSubmit: ({ value }) => {
      // Without a confirmation there is nobody to give the message to: it is not kept.
      const confirmation = canConfirm && value.confirmation;
      const customer_message = editing || confirmation ? value.customer_message : '';
      const checked = v.parse(AppointmentFormSchema, { ...value, confirmation, customer_message });
      if (checked.confirmation && !hasActiveMailbox(user)) setAsking(checked);
      else void save(checked);
    },
  });
  const date = useStore(form.store, (state) => state.values.date);
  const time = useStore(form.store, (state) => state.values.time);
  const confirming = useStore(form.store, (state) => canConfirm && state.values.confirmation);
  const customerMessage = useStore(form.store, (state) => state.values.customer_message ?? '');

  if (booked) {
    const finish = () => {
      onSaved?.(booked.date);
      onClose();
    };
    return <AppointmentAlert title={APPOINTMENT_CREATED_MESSAGE} message={bookedText(booked, person?.name ?? null)} tone="success" onClose={finish} />;
  }

  const times = offeredTimes(date, now, kept);
  const timeChoices = [
    ...(times.includes(time) ? [] : [{ value: '', label: 'Select Time' }]),
    ...times.map((offered) => ({ value: offered, label: clockText(appointmentWallTime({ date, time: offered })) })),
  ];
  return (
    <form.AppForm>
      <Popup
        title={popupTitle(person !== null, editing !== undefined)}
        onClose={onClose}
        actions={<form.PopupButtons label={appointmentSubmitLabel(editing !== undefined, person !== null)} busy={saving} onCancel={onClose} />}
      >
        <form.Form id={form.formId} className="appointment-form">
          {person && (
            <p className="appointment-person">
              {person.kind === 'customer' ? 'Customer' : 'Prospect'}: <strong>{person.name}</strong>
            </p>
          )}
          <div className="appointment-when">
            <form.AppField
              name="date"
              listeners={{
                onChange: ({ value }) => {
                  // A time the user has not picked follows the day's default (07:00 on a later day).
                  const picked = editing !== undefined || form.getFieldMeta('time')?.isTouched === true;
                  const time = timeAfterDayChange(picked ? form.getFieldValue('time') : '', value, zonedNow(timeZone), kept);
                  form.setFieldValue('time', time, { dontUpdateMeta: true });
                },
              }}
            >
              {(field) => <field.DateField wrapped label="Date" min={now.day} required />}
            </form.AppField>
            <form.AppField name="time">{(field) => <field.SelectField wrapped label="Time" choices={timeChoices} required />}</form.AppField>
          </div>
          <form.AppField name="user_id">{(field) => <field.SelectField label="User" choices={dealerUserChoices(users, field.state.value)} />}</form.AppField>
          <form.AppField name="note">
            {(field) => (
              <field.TextareaField
                wrapped
                label="Note"
                rows={4}
                maxLength={APPOINTMENT_NOTE_MAX_LENGTH}
                hint={person ? `For staff only: never sent to the ${person.kind}.` : undefined}
              />
            )}
          </form.AppField>
          {canConfirm && (
            <form.AppField name="confirmation">{(field) => <field.CheckboxField toggle label="Send Confirmation Email" className="toggle" />}</form.AppField>
          )}
          {confirming && (
            <form.AppField name="customer_message">
              {(field) => <field.TextareaField wrapped label="Message to the customer (optional)" rows={3} maxLength={CUSTOMER_MESSAGE_MAX_LENGTH} />}
            </form.AppField>
          )}
          {confirming && person && (
            <ConfirmationPreview personName={person.name} dealer={user.dealer} appointmentAt={appointmentWallTime({ date, time })} customerMessage={customerMessage} />
          )}
        </form.Form>
      </Popup>
      {asking && (
        <MailboxDialog
          busy={saving}
          canManage={canManageMailboxes({ role: user.role.id, admin: user.admin })}
          onClose={() => setAsking(null)}
          onSkip={() => void save({ ...asking, confirmation: false, customer_message: '' })}
          onAddMailbox={() => {
            onClose();
            navigate('/settings/mailboxes');
          }}
        />
      )}
      {refusal && <AppointmentAlert title={`The ${person ? 'appointment' : 'event'} was not saved`} message={refusal} tone="error" onClose={() => setRefusal(null)} />}
    </form.AppForm>
  );
}
