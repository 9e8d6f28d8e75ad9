import { Link } from 'wouter';
import { settingsHome } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { useSignOut } from '../session/useSignOut.ts';
import { SupportButton } from '../support/SupportButton.tsx';

/**
 * The left icon bar: sign out, the support form, settings (the first tab the user may see: /settings/mailboxes for role
 * 1) and the user's initial linking to the user page.
 */
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
      <Link className="icon-button" href={`/settings/${settingsHome({ role: user.role.id, admin: user.admin })}`} title="Settings" aria-label="Settings">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
        </svg>
      </Link>
      <Link className="icon-initial" href={`/user/${user.token}`} title={user.display_name} aria-label="Your profile">
        {initial}
      </Link>
    </nav>
  );
}
