import { Link } from 'wouter';
import { settingsHome } from '../../domain/permissions/permissions.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { SupportButton } from '../support/SupportButton.tsx';
import { SignOutButton } from './SignOutButton.tsx';

type IconBarProps = {
  user: SessionUser;
  /** Called when one of its links is followed (on a phone the bar sits in the side menu, which then closes). */
  onFollow?: () => void;
};

/**
 * The account actions (spec 000 §2's left icon bar): the support form, settings (the first tab the user may see:
 * /settings/mailboxes for role 1), sign out (it asks first) and the user's initial linking to the user page. Sign-out
 * sits at the foot, away from the menu button at the top (issue 28). On a phone they are the side menu's foot.
 */
export function IconBar({ user, onFollow }: IconBarProps) {
  const initial = (user.first_name || user.display_name || user.email).charAt(0).toUpperCase();
  return (
    <nav className="icon-bar" aria-label="Account">
      <SupportButton user={user} />
      <Link
        className="icon-button"
        href={`/settings/${settingsHome({ role: user.role.id, admin: user.admin })}`}
        title="Settings"
        aria-label="Settings"
        onClick={onFollow}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="3" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
        </svg>
      </Link>
      <SignOutButton className="icon-button icon-sign-out" label="Sign out">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M10 4H5v16h5M15 8l4 4-4 4M19 12H9" />
        </svg>
      </SignOutButton>
      <Link className="icon-initial" href={`/user/${user.token}`} title={user.display_name} aria-label="Your profile" onClick={onFollow}>
        <span className="icon-initial-letter">{initial}</span>
      </Link>
    </nav>
  );
}
