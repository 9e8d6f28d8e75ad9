import { useState } from 'react';
import { NOTE_MAX_LENGTH, NoteTextSchema, type CustomerRecord } from '../../domain/customers/customerRecord.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import type { PersonRef } from './personRef.ts';

type NotePopupProps = { person: PersonRef; /** The note to edit; null attaches a new one. */ note: CustomerRecord | null; onClose: () => void };

/** The notes popup (spec 000 §2): Attach Note, or the edit of a recent note; saved as an event, offline too. */
export function NotePopup({ person, note, onClose }: NotePopupProps) {
  const api = useWorker();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { note: note?.content ?? '' },
    onSubmit: async ({ value }) => {
      setFailure(null);
      const result = await api.dispatch({ type: `${person.subject}.saveNote`, id: note?.id ?? crypto.randomUUID(), customer_id: person.id, note: value.note });
      if (result.ok) onClose();
      else setFailure(result.reason);
    },
  });
  return (
    <form.AppForm>
      <Popup
        title={note ? 'Edit Note' : 'Attach Note'}
        onClose={onClose}
        actions={<form.PopupButtons label="SAVE NOTE" onCancel={onClose} />}
      >
        <form.Form id={form.formId} className="note-form">
          <form.AppField name="note" validators={{ onSubmit: NoteTextSchema }}>
            {(field) => <field.TextareaField wrapped label="Note" rows={6} maxLength={NOTE_MAX_LENGTH} autoFocus />}
          </form.AppField>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
