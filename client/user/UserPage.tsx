import { displayName, type SessionUser } from '../../domain/session/sessionUser.ts';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { useSignOut } from '../session/useSignOut.ts';

/** /user/{token}: the signed-in user's profile; another user's token is not a page here. */
export function UserPage({ token, user }: { token: string; user: SessionUser }) {
  const signOut = useSignOut();
  if (token !== user.token) return <NotFoundPage />;
  return (
    <section className="page user-page">
      <h1 className="page-title">{user.display_name}</h1>
      <dl className="profile">
        <dt>Name</dt>
        <dd>{displayName(user)}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Role</dt>
        <dd>{user.role.name}</dd>
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
      </dl>
      <button className="button button-primary" type="button" onClick={signOut}>
        SIGN OUT
      </button>
    </section>
  );
}
