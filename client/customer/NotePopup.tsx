import { useState } from 'react';
import { NOTE_MAX_LENGTH, NoteTextSchema, type CustomerRecord } from '../../domain/customers/customerRecord.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';
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
          <form.Field name="note" validators={{ onSubmit: NoteTextSchema }}>
            {(field) => (
              <label className="field">
                <span className="field-label">Note</span>
                <textarea
                  name="note"
                  rows={6}
                  maxLength={NOTE_MAX_LENGTH}
                  autoFocus
                  value={field.state.value}
                  aria-invalid={field.state.meta.errors.length > 0}
                  aria-describedby={`${form.formId}-note-error`}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
                <FieldError id={`${form.formId}-note-error`} message={fieldErrorText(field.state.meta.errors)} />
              </label>
            )}
          </form.Field>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}
