import { useStore } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import type { UserDetails } from '../../../domain/users/userForm.ts';
import { useAppForm } from '../../ui/form.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { useWorker } from '../../worker/useWorker.ts';

type ImportUserPopupProps = {
  onClose: () => void;
  /** IMPORT USER with a user chosen: the edit form opens prefilled with them. */
  onPick: (user: UserDetails) => void;
};

type Candidates = { status: 'loading' } | { status: 'ready'; users: UserDetails[] } | { status: 'error'; message: string };

/**
 * IMPORT USER (spec 002 §2 "Import"): the users of the signed-in user's other dealerships not here yet (GET
 * /users/import) in a "Select User" dropdown, each as first name, last name and email, and IMPORT USER.
 */
export function ImportUserPopup({ onClose, onPick }: ImportUserPopupProps) {
  const api = useWorker();
  const [candidates, setCandidates] = useState<Candidates>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    void api.userImportCandidates().then((answer) => {
      if (!cancelled) setCandidates(answer.ok ? { status: 'ready', users: answer.users } : { status: 'error', message: answer.message });
    });
    return () => {
      cancelled = true;
    };
  }, [api]);
  const users = candidates.status === 'ready' ? candidates.users : [];
  const pickedOf = (chosen: string) => users.find((user) => String(user.user_id) === chosen);
  const form = useAppForm({
    defaultValues: { import_user: '' },
    onSubmit: ({ value }) => {
      const picked = pickedOf(value.import_user);
      if (picked) onPick(picked);
    },
  });
  const picked = pickedOf(useStore(form.store, (state) => state.values.import_user));
  const choices = [{ value: '', label: 'Select User' }, ...users.map((user) => ({ value: String(user.user_id), label: `${user.first_name} ${user.last_name} ${user.email}` }))];
  return (
    <form.AppForm>
      <Popup title="Import a User" size="small" onClose={onClose} actions={<form.PopupButtons label="IMPORT USER" busy={!picked} onCancel={onClose} />}>
        {candidates.status === 'loading' && <p role="status">Loading the users of your other dealerships…</p>}
        {candidates.status === 'error' && (
          <p className="form-error" role="alert">
            {candidates.message}
          </p>
        )}
        {candidates.status === 'ready' && users.length === 0 && <p>Every user of your other dealerships already belongs to this one.</p>}
        {users.length > 0 && (
          <form.Form id={form.formId}>
            <form.AppField name="import_user">{(field) => <field.SelectField label="Select User" choices={choices} />}</form.AppField>
          </form.Form>
        )}
      </Popup>
    </form.AppForm>
  );
}
