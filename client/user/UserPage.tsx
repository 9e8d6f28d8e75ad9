import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { canSeeUserContacts } from '../../domain/permissions/readableDocument.ts';
import { displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { USER_TYPE_NAMES } from '../../domain/users/userList.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { SignOutButton } from '../shell/SignOutButton.tsx';
import { UserActivityTable } from './UserActivityTable.tsx';
import { useUserActivity } from './useUserActivity.ts';

/** The signed-in user as a user of the current dealer, before the dealer's user documents have it. */
function sessionDealerUser(user: SessionUser): DealerUser {
  const { id, token, first_name, last_name, email, role, admin } = user;
  return { user_id: id, token, first_name, last_name, email, phone: '', role, admin, created_at: '' };
}

/**
 * /user/{token} (spec 000 §2 and spec 003 route table: user profile; its content is not shown): any user of the
 * current dealer, from the dealer's user documents, with their profile and activity. A colleague's e-mail and phone
 * show only to those who may see them (canSeeUserContacts: User Management). The signed-in user's own page also
 * lists their dealers and offers SIGN OUT. A token that is no user of this dealer is not a page.
 */
export function UserPage({ token, user }: { token: string; user: SessionUser }) {
  const users = useDealerUsers();
  if (users === null) return <p className="page deal-loading">Loading the user…</p>;
  const own = token === user.token;
  const shown = users.find((candidate) => candidate.token === token) ?? (own ? sessionDealerUser(user) : undefined);
  if (!shown) return <NotFoundPage />;
  return <UserProfile key={shown.user_id} shown={shown} own={own} user={user} />;
}

function UserProfile({ shown, own, user }: { shown: DealerUser; own: boolean; user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const activity = useUserActivity(shown.user_id);
  const name = displayName(shown) || shown.email;
  const contact = canSeeUserContacts({ id: user.id, role: user.role.id, admin: user.admin }, shown.user_id);
  return (
    <section className="page user-page" aria-label={`User ${name}`}>
      <header className="user-page-header">
        <span className="user-page-initial" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <div>
          <h1 className="page-title">{name}</h1>
          <p className="user-page-dealer">
            {shown.role.name} at {user.dealer.name}
          </p>
        </div>
        {own && (
          <SignOutButton className="button button-primary user-page-sign-out">SIGN OUT</SignOutButton>
        )}
      </header>
      <dl className="profile">
        <dt>Name</dt>
        <dd>{name}</dd>
        {contact && (
          <>
            <dt>Email</dt>
            <dd>
              <ContactLink kind="email" value={shown.email} />
            </dd>
            <dt>Phone</dt>
            <dd>{shown.phone ? <ContactLink kind="phone" value={shown.phone} texts /> : 'Not Provided'}</dd>
          </>
        )}
        <dt>Role</dt>
        <dd>{shown.role.name}</dd>
        <dt>Type</dt>
        <dd>{USER_TYPE_NAMES[shown.admin]}</dd>
        {shown.created_at && (
          <>
            <dt>Member since</dt>
            <dd>{dayInTimeZone(timeZone, new Date(shown.created_at))}</dd>
          </>
        )}
        <dt>Customers</dt>
        <dd>{activity.status === 'ready' ? `${activity.activity.assigned_customers.toLocaleString('en-US')} assigned` : '…'}</dd>
        {own && (
          <>
            <dt>Dealers</dt>
            <dd>
              <ul className="profile-dealers">
                {user.dealers.map((dealer) => (
                  <li key={dealer.key}>
                    {dealer.name} <span className="muted">({dealer.key}) {dealer.city}, {dealer.province}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <section className="user-activity" aria-label="Recent Activity">
        <h2 className="profile-panel-title">Recent Activity</h2>
        {activity.status === 'ready' ? <UserActivityTable rows={activity.activity.rows} timeZone={timeZone} /> : <p className="profile-empty">Loading…</p>}
      </section>
    </section>
  );
}
