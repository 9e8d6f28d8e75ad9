import { Link } from 'wouter';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { canSeeColleagueContacts } from '../../domain/permissions/readableDocument.ts';
import { ADMIN } from '../../domain/session/roles.ts';
import { displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { NO_USERS_TEXT, USER_LIST_TYPE_LABELS, USER_LIST_TYPES, USER_TYPE_NAMES, isUserListType, ofUserListType } from '../../domain/users/userList.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { DataTable, type DataColumn } from '../ui/DataTable.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';

/**
 * /users/{type} (spec 003 route table: user list; types and columns of spec 002 "Users screen"): the current
 * dealer's users of a type from its user documents, A to Z, each row linking to the user's page. EMAIL and PHONE
 * show only to those who may see User Management (the user documents carry them to no one else). Managing them
 * (filters, paging, ADD USER, IMPORT USER, the edit popup) is /settings/users (client/settings/users/UsersTab.tsx).
 */
export function UsersPage({ type, user: viewer }: { type: string; user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const contacts = canSeeColleagueContacts({ role: viewer.role.id, admin: viewer.admin });
  const users = useDealerUsers();
  if (!isUserListType(type)) return <NotFoundPage />;
  const shown = (users ?? []).filter((user) => ofUserListType(user, type));
  return (
    <section className="page users-page">
      <h1 className="page-title">Users</h1>
      <nav className="tabs" aria-label="User types">
        {USER_LIST_TYPES.map((name) => (
          <Link key={name} href={`/users/${name}`} className={name === type ? 'tab is-active' : 'tab'} aria-current={name === type ? 'page' : undefined}>
            {USER_LIST_TYPE_LABELS[name]}
            <span className="tab-count">{(users ?? []).filter((user) => ofUserListType(user, name)).length}</span>
          </Link>
        ))}
      </nav>
      {users === null ? (
        <p className="profile-empty">Loading the users…</p>
      ) : shown.length === 0 ? (
        <p className="profile-empty">{NO_USERS_TEXT}</p>
      ) : (
        <div className="service-table-scroll">
          <DataTable
            className="service-table users-table"
            label="Users"
            columns={usersColumns(contacts, timeZone)}
            rows={shown}
            rowKey={(user) => user.user_id}
            rowClassName={(user) => (user.admin === ADMIN.inactive ? 'is-inactive' : undefined)}
          />
        </div>
      )}
    </section>
  );
}

/** TYPE, NAME (a link to the user's page), EMAIL and PHONE for those who may see them, ROLE, CREATED (the dealer's day). */
function usersColumns(contacts: boolean, timeZone: string): DataColumn<DealerUser>[] {
  return [
    { header: 'TYPE', cell: (user) => USER_TYPE_NAMES[user.admin] },
    { header: 'NAME', cell: (user) => <Link href={`/user/${user.token}`}>{displayName(user) || user.email}</Link> },
    ...(contacts
      ? [
          { header: 'EMAIL', cellClassName: 'is-wide', cell: (user: DealerUser) => <ContactLink kind="email" value={user.email} /> },
          { header: 'PHONE', cellClassName: 'is-nowrap', cell: (user: DealerUser) => <ContactLink kind="phone" value={user.phone} texts /> },
        ]
      : []),
    { header: 'ROLE', cell: (user) => user.role.name },
    { header: 'CREATED', cellClassName: 'is-nowrap', cell: (user) => (user.created_at ? dayInTimeZone(timeZone, new Date(user.created_at)) : '') },
  ];
}
