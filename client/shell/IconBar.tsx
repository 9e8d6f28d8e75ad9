import { Link } from 'wouter';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { SupportButton } from '../support/SupportButton.tsx';

/** The left icon bar: sign out, the support form, and the user's initial linking to the user page. */
export function IconBar({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const initial = (user.first_name || user.display_name || user.email).charAt(0).toUpperCase();
  return (
    <nav className="icon-bar" aria-label="Account">
      <button className="icon-button" type="button" title="Sign out" aria-label="Sign out" onClick={signOut}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
        </svg>
      </button>
      <SupportButton user={user} />
      <Link className="icon-initial" href={`/user/${user.token}`} title={user.display_name} aria-label="Your profile">
        {initial}
      </Link>
    </nav>
  );
}
