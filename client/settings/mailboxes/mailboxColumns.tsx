import type { MailboxDoc } from '../../../domain/mailboxes/mailbox.ts';
import { MAILBOX_COLUMNS } from '../../../domain/mailboxes/mailboxList.ts';
import type { CardRole, VirtualColumn } from '../../ui/VirtualColumn.ts';

const WIDTHS: Record<(typeof MAILBOX_COLUMNS)[number]['key'], string> = {
  name: 'minmax(180px, 2fr)',
  type: '120px',
  email: 'minmax(200px, 2fr)',
  status: '120px',
};

/** On a phone's card: the mailbox, its address, its status; the row's buttons at the foot. */
const CARD: Partial<Record<(typeof MAILBOX_COLUMNS)[number]['key'], CardRole>> = { name: 'title', email: 'subtitle', status: 'key' };

export type MailboxRowActions = {
  onEdit: (mailbox: MailboxDoc) => void;
  onUsers: (mailbox: MailboxDoc) => void;
  onSuspend: (mailbox: MailboxDoc) => void;
  onDelete: (mailbox: MailboxDoc) => void;
};

/**
 * The mailbox list's columns (spec 002 §2: NAME, TYPE, EMAIL, STATUS); a deleted mailbox's cells read as inactive.
 * With actions (those who manage mailboxes), each live row has edit, users, suspend or activate, and delete.
 */
export function mailboxColumns(actions: MailboxRowActions | null): VirtualColumn<MailboxDoc>[] {
  const columns: VirtualColumn<MailboxDoc>[] = MAILBOX_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.key],
    card: CARD[column.key],
    render: (mailbox) => (
      <span className={mailbox.deleted_at ? 'ellipsis mailbox-inactive' : 'ellipsis'} title={column.text(mailbox)}>
        {column.text(mailbox)}
      </span>
    ),
  }));
  if (!actions) return columns;
  columns.push({
    key: 'actions',
    header: '',
    width: '330px',
    align: 'end',
    card: 'actions',
    render: (mailbox) =>
      mailbox.deleted_at ? (
        <span className="mailbox-inactive">Deleted</span>
      ) : (
        <span className="mailbox-row-actions">
          <button className="button button-small" type="button" aria-label={`Edit ${mailbox.name}`} onClick={() => actions.onEdit(mailbox)}>
            EDIT
          </button>
          <button className="button button-small" type="button" aria-label={`Users of ${mailbox.name}`} onClick={() => actions.onUsers(mailbox)}>
            USERS
          </button>
          <button className="button button-small" type="button" aria-label={`${mailbox.status === 'suspended' ? 'Activate' : 'Suspend'} ${mailbox.name}`} onClick={() => actions.onSuspend(mailbox)}>
            {mailbox.status === 'suspended' ? 'ACTIVATE' : 'SUSPEND'}
          </button>
          <button className="button button-small" type="button" aria-label={`Delete ${mailbox.name}`} onClick={() => actions.onDelete(mailbox)}>
            DELETE
          </button>
        </span>
      ),
  });
  return columns;
}
