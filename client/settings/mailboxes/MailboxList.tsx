import { useMemo, useState } from 'react';
import type { MailboxDoc } from '../../../domain/mailboxes/mailbox.ts';
import { MAILBOX_DELETE_QUESTION, mailboxSuspendQuestion } from '../../../domain/mailboxes/mailboxForm.ts';
import { mailboxList, type MailboxFilter } from '../../../domain/mailboxes/mailboxList.ts';
import { canManageMailboxes } from '../../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { LiveList } from '../../lists/LiveList.tsx';
import { useListScreen } from '../../lists/useListScreen.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { MailboxConfirmPopup } from './MailboxConfirmPopup.tsx';
import { mailboxColumns } from './mailboxColumns.tsx';
import { MailboxFilters } from './MailboxFilters.tsx';
import { MailboxPopup } from './MailboxPopup.tsx';
import { MailboxUsersPopup } from './MailboxUsersPopup.tsx';

type MailboxView = { filter: MailboxFilter };

/** What a row action opened: the form (null mailbox: CREATE MAILBOX), the users, or a question. */
type Opened = { kind: 'form'; mailbox: MailboxDoc | null } | { kind: 'users' | 'suspend' | 'delete'; mailbox: MailboxDoc } | null;

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'mailboxes' } as const;

/**
 * The mailboxes list (spec 002 §2 "Mailboxes screen"): the dealer's mailboxes by name (deleted ones last, inactive),
 * 15 a page, filtered by search, status and type, from the device's copy (off line too); SHARE and EXPORT CSV for
 * everyone; CREATE MAILBOX and the row actions for those who manage mailboxes (administrators and managers).
 */
export function MailboxList({ user }: { user: SessionUser }) {
  const api = useWorker();
  const screen = useListScreen(mailboxList, user.dealer.token);
  const [opened, setOpened] = useState<Opened>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const manages = canManageMailboxes({ role: user.role.id, admin: user.admin });
  const view: MailboxView = useMemo(() => ({ filter: screen.url.filter }), [screen.url.filter]);
  const columns = useMemo(
    () =>
      mailboxColumns(
        manages
          ? {
              onEdit: (mailbox) => setOpened({ kind: 'form', mailbox }),
              onUsers: (mailbox) => setOpened({ kind: 'users', mailbox }),
              onSuspend: (mailbox) => setOpened({ kind: 'suspend', mailbox }),
              onDelete: (mailbox) => setOpened({ kind: 'delete', mailbox }),
            }
          : null,
      ),
    [manages],
  );

  const closeQuestion = (result?: string | null) => {
    setOpened(null);
    if (result) setFailure(result);
  };

  return (
    <div className="settings-mailboxes">
      <MailboxFilters
        key={screen.filterKey}
        {...screen.filters}
        actions={screen.actions(
          manages && (
            <button className="button button-primary" type="button" onClick={() => setOpened({ kind: 'form', mailbox: null })}>
              CREATE MAILBOX
            </button>
          ),
        )}
      />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
      <LiveList<MailboxView, MailboxDoc> {...screen.list} source={LIST_SOURCE} view={view} className="mailbox-list" columns={columns} />
      {opened?.kind === 'form' && <MailboxPopup mailbox={opened.mailbox} onClose={() => setOpened(null)} />}
      {opened?.kind === 'users' && <MailboxUsersPopup mailbox={opened.mailbox} onClose={() => setOpened(null)} />}
      {opened?.kind === 'suspend' && (
        <MailboxConfirmPopup
          title={opened.mailbox.status === 'suspended' ? 'Activate Mailbox' : 'Suspend Mailbox'}
          question={mailboxSuspendQuestion(opened.mailbox.status)}
          onConfirm={async () => {
            setFailure(null);
            const answer = await api.suspendMailbox(opened.mailbox.mailbox_id);
            return answer.ok ? null : answer.message;
          }}
          onClose={closeQuestion}
        />
      )}
      {opened?.kind === 'delete' && (
        <MailboxConfirmPopup
          title="Delete Mailbox"
          question={MAILBOX_DELETE_QUESTION}
          onConfirm={async () => {
            setFailure(null);
            const answer = await api.deleteMailbox(opened.mailbox.mailbox_id);
            return answer.ok ? null : answer.message;
          }}
          onClose={closeQuestion}
        />
      )}
      {screen.sharePopup}
    </div>
  );
}
