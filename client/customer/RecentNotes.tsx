import { useState } from 'react';
import { RECENT_NOTES, notesNewestFirst, type CustomerRecord } from '../../domain/customers/customerRecord.ts';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { NotePopup } from './NotePopup.tsx';
import type { PersonRef } from './personRef.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

type RecentNotesProps = {
  person: PersonRef;
  records: CustomerRecord[];
  /** A user's name by id. */
  userName: (id: number) => string;
  /** Inactive customers cannot have a note: editing is not offered. */
  editable: boolean;
  /** "No notes added for this customer" or the prospect's wording. */
  emptyText: string;
};

/** The three most recent notes (spec 000 §2), each editable or deletable after "Are you sure you want to delete this note?". */
export function RecentNotes({ person, records, userName, editable, emptyText }: RecentNotesProps) {
  const timeZone = useDealerTimeZone();
  const api = useWorker();
  const [editing, setEditing] = useState<CustomerRecord | null>(null);
  const [deleting, setDeleting] = useState<CustomerRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const notes = notesNewestFirst(records).slice(0, RECENT_NOTES);

  const remove = async (note: CustomerRecord) => {
    setBusy(true);
    const result = await api.dispatch({ type: `${person.subject}.deleteNote`, id: note.id, customer_id: person.id });
    setBusy(false);
    if (result.ok) setDeleting(null);
    else setFailure(result.reason);
  };

  return (
    <section className="profile-panel recent-notes" aria-label="Notes">
      <h2 className="profile-panel-title">Notes</h2>
      {notes.length === 0 ? (
        <p className="profile-empty">{emptyText}</p>
      ) : (
        <ul className="note-list">
          {notes.map((note) => (
            <li key={note.id} className="note">
              <p className="note-content">{note.content}</p>
              <p className="note-meta">
                {userName(note.user_id)} · {dateTimeText(note.updated_at, timeZone)}
              </p>
              {editable && (
                <div className="note-actions">
                  <button type="button" className="link-button" onClick={() => setEditing(note)} aria-label={`Edit the note “${note.content.slice(0, 40)}”`}>
                    EDIT
                  </button>
                  <button
                    type="button"
                    className="link-button is-danger"
                    onClick={() => {
                      setFailure(null);
                      setDeleting(note);
                    }}
                    aria-label={`Delete the note “${note.content.slice(0, 40)}”`}
                  >
                    DELETE
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && <NotePopup person={person} note={editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <Popup title="Delete Note" size="small" onClose={() => setDeleting(null)}>
          <PopupConfirm question="Are you sure you want to delete this note?" confirm="DELETE" busy={busy} onCancel={() => setDeleting(null)} onConfirm={() => void remove(deleting)} />
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </Popup>
      )}
    </section>
  );
}
