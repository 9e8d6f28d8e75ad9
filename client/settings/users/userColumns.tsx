import type { DealerUser } from '../../../domain/dealers/dealerUsers.ts';
import { ADMIN } from '../../../domain/session/roles.ts';
import { displayName } from '../../../domain/session/sessionUser.ts';
import { USER_COLUMNS, type UserColumn } from '../../../domain/users/userListFilter.ts';
import type { CardRole, VirtualColumn } from '../../ui/VirtualColumn.ts';

const WIDTHS: Record<UserColumn['key'], string> = {
  type: '130px',
  name: 'minmax(160px, 1.2fr)',
  email: 'minmax(200px, 1.5fr)',
  phone: '120px',
  role: '150px',
  created: '110px',
};

/** On a phone's card: the user, their e-mail, their role; EDIT at the foot. */
const CARD: Partial<Record<UserColumn['key'], CardRole>> = { name: 'title', email: 'subtitle', role: 'key' };

/**
 * The Users screen's columns (spec 002 §2) from the domain's, then EDIT, which opens the user's popup (the row itself
 * links to the user's page). An inactive user's cells are styled apart.
 */
export function userColumns(timeZone: string, onEdit: (user: DealerUser) => void): VirtualColumn<DealerUser>[] {
  const cell = (text: string, user: DealerUser) => (
    <span className={user.admin === ADMIN.inactive ? 'ellipsis user-inactive' : 'ellipsis'} title={text}>
      {text}
    </span>
  );
  return [
    ...USER_COLUMNS.map((column) => ({ key: column.key, header: column.header.toUpperCase(), width: WIDTHS[column.key], card: CARD[column.key], render: (user: DealerUser) => cell(column.text(user, timeZone), user) })),
    {
      key: 'edit',
      header: '',
      width: '80px',
      align: 'end',
      card: 'actions',
      render: (user) => (
        <button className="button button-small user-edit-button" type="button" aria-label={`Edit ${displayName(user) || user.email}`} onClick={() => onEdit(user)}>
          EDIT
        </button>
      ),
    },
  ];
}
