import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { MailboxDoc } from '../../../domain/mailboxes/mailbox.ts';
import { MAILBOX_DELETE_QUESTION, mailboxSuspendQuestion } from '../../../domain/mailboxes/mailboxForm.ts';
import { MAILBOXES_PATH, NO_MAILBOXES_TEXT, readMailboxListUrl, writeMailboxListUrl, type MailboxFilter } from '../../../domain/mailboxes/mailboxList.ts';
import { canManageMailboxes } from '../../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { ExportCsvButton } from '../../lists/ExportCsvButton.tsx';
import { LiveList } from '../../lists/LiveList.tsx';
import { useUrlList } from '../../lists/useUrlList.ts';
import { PopupNotice } from '../../share/PopupNotice.tsx';
import { SharePopup } from '../../share/SharePopup.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { MailboxConfirmPopup } from './MailboxConfirmPopup.tsx';
import { mailboxColumns } from './mailboxColumns.tsx';
import { MailboxFilters } from './MailboxFilters.tsx';
import { MailboxPopup } from './MailboxPopup.tsx';
import { MailboxUsersPopup } from './MailboxUsersPopup.tsx';

type MailboxView = { filter: MailboxFilter };
const BY_NAME = { by: 'name', order: 'asc' } as const;
const noSort = () => undefined;

/** What a row action opened: the form (null mailbox: CREATE MAILBOX), the users, or a question. */
type Opened = { kind: 'form'; mailbox: MailboxDoc | null } | { kind: 'users' | 'suspend' | 'delete'; mailbox: MailboxDoc } | null;

/**
 * The mailboxes list (spec 002 §2 "Mailboxes screen"): the dealer's mailboxes by name (deleted ones last, inactive),
 * 15 a page, filtered by search, status and type, from the device's copy (off line too); SHARE and EXPORT CSV for
 * everyone; CREATE MAILBOX and the row actions for those who manage mailboxes (administrators and managers).
 */
export function MailboxList({ user }: { user: SessionUser }) {
  const api = useWorker();
  const [, navigate] = useLocation();
  const { url, go, keepPage } = useUrlList({ path: MAILBOXES_PATH, read: readMailboxListUrl, write: writeMailboxListUrl });
  const [opened, setOpened] = useState<Opened>(null);
  const [sharing, setSharing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const manages = canManageMailboxes({ role: user.role.id, admin: user.admin });

  const source = useMemo(() => ({ subscribe: api.subscribeMailboxes, update: api.updateMailboxes }), [api]);
  const view: MailboxView = useMemo(() => ({ filter: url.filter }), [url.filter]);
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

  const exportQuery = writeMailboxListUrl(url);
  exportQuery.delete('page');
  exportQuery.set('token', user.dealer.token);
  exportQuery.set('export', '1');
  const closeQuestion = (result?: string | null) => {
    setOpened(null);
    if (result) setFailure(result);
  };

  return (
    <div className="settings-mailboxes">
      <MailboxFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        onApply={(filter) => go((current) => ({ ...current, filter, page: 1 }))}
        onReset={() => navigate(`${MAILBOXES_PATH}?page=1`)}
        actions={
          <>
            {manages && (
              <button className="button button-primary" type="button" onClick={() => setOpened({ kind: 'form', mailbox: null })}>
                CREATE MAILBOX
              </button>
            )}
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/mailboxes?${exportQuery}`} />
          </>
        }
      />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
      <LiveList<MailboxView, MailboxDoc>
        source={source}
        view={view}
        label="Mailboxes"
        className="mailbox-list"
        columns={columns}
        sort={BY_NAME}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_MAILBOXES_TEXT}
      />
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
      {sharing && <SharePopup title="SHARE MAILBOXES" onClose={() => setSharing(false)} />}
    </div>
  );
}
