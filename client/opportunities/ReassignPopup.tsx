import { useState } from 'react';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { SELECT_USER_MESSAGE } from '../../domain/opportunityList/reassignEvent.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { Popup } from '../components/Popup.tsx';
import { DealerUserSelect } from '../share/DealerUserSelect.tsx';
import { PopupNotice, type Notice } from '../share/PopupNotice.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';

type ReassignPopupProps = {
  type: OpportunityType;
  /** The list's applied filter: every row it matches moves. */
  filter: OpportunityFilter;
  /** Rows the filter matches now. */
  total: number;
  onClose: () => void;
};

const opportunities = (count: number) => `${formatNumber(count)} ${count === 1 ? 'opportunity' : 'opportunities'}`;

/**
 * Reassigns the customers of every row of the list on screen to one user (spec 001 §2.2 "reassign", §5): no
 * user chosen shows "Please select a user" and sends nothing. The command applies at once in the local store,
 * offline too, and the sync indicator shows it waiting until the server has it.
 */
export function ReassignPopup({ type, filter, total, onClose }: ReassignPopupProps) {
  const api = useWorker();
  const users = useDealerUsers();
  const [userId, setUserId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const save = async () => {
    if (userId === null) {
      setNotice({ tone: 'error', text: SELECT_USER_MESSAGE });
      return;
    }
    setSaving(true);
    const result = await api.dispatch({ type: 'opportunities.reassign', id: crypto.randomUUID(), user_id: userId, opportunity_type: type, filter });
    setSaving(false);
    setDone(result.ok);
    const user = users?.find((candidate) => candidate.user_id === userId);
    const to = user ? ` to ${displayName(user)}` : '';
    setNotice(result.ok ? { tone: 'success', text: `The customers of ${opportunities(total)} were reassigned${to}.` } : { tone: 'error', text: result.reason });
  };

  return (
    <Popup
      title="Reassign"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            {done ? 'CLOSE' : 'CANCEL'}
          </button>
          {!done && (
            <button className="button button-primary" type="submit" form="reassign-form" disabled={saving}>
              SAVE
            </button>
          )}
        </>
      }
    >
      <form
        id="reassign-form"
        className="popup-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p>Reassign the customers of {opportunities(total)} to:</p>
        <DealerUserSelect
          label="User"
          users={users}
          value={userId}
          onChange={(id) => {
            setUserId(id);
            setNotice(null);
          }}
        />
        <PopupNotice notice={notice} />
      </form>
    </Popup>
  );
}
