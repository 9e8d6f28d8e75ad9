import { useStore } from '@tanstack/react-form';
import { useState } from 'react';
import * as v from 'valibot';
import type { Command } from '../../domain/commands/command.ts';
import { REASSIGN_ENTRIES } from '../../domain/opportunityList/reassignEvent.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { Popup } from '../ui/Popup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { dealerUserChoices } from '../ui/dealerUserChoices.ts';
import { useAppForm } from '../ui/form.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useDealerUsers } from './useDealerUsers.ts';

type ReassignPopupProps = {
  /** The question above the user select: "Reassign the customers of 12 opportunities to:". */
  question: string;
  /** The line once done, given " to Mei Chen" (or nothing when the user's name is not known). */
  done: (to: string) => string;
  /** The command that moves the list's customers to the chosen user. */
  command: (userId: number) => Command;
  onClose: () => void;
};

/**
 * The reassign popup of the lists (spec 001 §2.2 "reassign", spec 000 §2 "reassign customers popup", §5): no user
 * chosen shows "Please select a user" and sends nothing. The command applies at once in the local store, offline
 * too, and the sync indicator shows it waiting until the server has it.
 */
export function ReassignPopup({ question, done, command, onClose }: ReassignPopupProps) {
  const api = useWorker();
  const users = useDealerUsers();
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [finished, setFinished] = useState(false);
  const form = useAppForm({
    defaultValues: { user: null as number | null },
    validators: { onSubmit: ({ value }) => v.safeParse(REASSIGN_ENTRIES.user_id, value.user).issues?.[0].message },
    onSubmit: async ({ value }) => {
      const userId = v.parse(REASSIGN_ENTRIES.user_id, value.user);
      const result = await api.dispatch(command(userId));
      setFinished(result.ok);
      const user = users?.find((candidate) => candidate.user_id === userId);
      setOutcome(result.ok ? { tone: 'success', text: done(user ? ` to ${displayName(user)}` : '') } : { tone: 'error', text: result.reason });
    },
  });
  const problem = useStore(form.store, (state) => state.errorMap.onSubmit);
  const saving = useStore(form.store, (state) => state.isSubmitting);

  return (
    <form.AppForm>
      <Popup
        title="Reassign"
        size="small"
        onClose={onClose}
        actions={
          <>
            <button className="button" type="button" onClick={onClose}>
              {finished ? 'CLOSE' : 'CANCEL'}
            </button>
            {!finished && (
              <button className="button button-primary" type="submit" form={form.formId} disabled={saving}>
                SAVE
              </button>
            )}
          </>
        }
      >
        <form.Form id={form.formId} className="popup-form">
          <p>{question}</p>
          <form.AppField name="user" listeners={{ onChange: () => setOutcome(null) }}>
            {(field) => <field.SelectField label="User" choices={dealerUserChoices(users, field.state.value)} />}
          </form.AppField>
          <PopupNotice notice={outcome ?? (problem ? { tone: 'error', text: problem } : null)} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
