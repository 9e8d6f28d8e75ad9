import { Link } from 'wouter';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useSignOut } from '../session/useSignOut.ts';

const SUPPORT_EMAIL = 'support@demo.dealer';

/** The left icon bar: sign out, support by e-mail, and the user's initial linking to the user page. */
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
      <a className="icon-button" href={`mailto:${SUPPORT_EMAIL}`} title="Support" aria-label="Support">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="9" />
          <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7M12 17v.5" />
        </svg>
      </a>
      <Link className="icon-initial" href={`/user/${user.token}`} title={user.display_name} aria-label="Your profile">
        {initial}
      </Link>
    </nav>
  );
}
