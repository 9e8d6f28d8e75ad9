import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { Popup } from '../ui/Popup.tsx';
import { dealerUserChoices } from '../ui/dealerUserChoices.ts';
import { useAppForm } from '../ui/form.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';
import type { PersonRef } from './personRef.ts';

type AssignPopupProps = { person: PersonRef; current: number | null; onClose: () => void };

/** The assign user popup (spec 000 §2, Update Salesperson): a user of the dealer, or none; saved as an event. */
export function AssignPopup({ person, current, onClose }: AssignPopupProps) {
  const api = useWorker();
  const users = useDealerUsers();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { user: current },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const result = await api.dispatch({ type: `${person.subject}.assign`, customer_id: person.id, user_id: value.user });
      if (result.ok) onClose();
      else setFailure(result.reason);
    },
  });
  const unchanged = useStore(form.store, (state) => state.values.user === current);
  const saving = useStore(form.store, (state) => state.isSubmitting);
  return (
    <form.AppForm>
      <Popup title="Update Salesperson" size="small" onClose={onClose} actions={<form.PopupButtons label="UPDATE" onCancel={onClose} busy={saving || unchanged} />}>
        <form.Form id={form.formId} className="popup-form">
          <form.AppField name="user">{(field) => <field.SelectField label="Salesperson" choices={dealerUserChoices(users, field.state.value)} />}</form.AppField>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
