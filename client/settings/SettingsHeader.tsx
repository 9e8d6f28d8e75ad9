import { useLocation } from 'wouter';
import type { SessionUser } from '../../domain/session/sessionUser.ts';

/** The settings header (spec 002 §1): a back button, the dealer number and name, and when its settings last changed. */
export function SettingsHeader({ user }: { user: SessionUser }) {
  const [, navigate] = useLocation();
  const back = () => {
    if (window.history.length > 1) window.history.back();
    else navigate('/');
  };
  return (
    <header className="page-head settings-head">
      <button className="button settings-back" type="button" onClick={back} aria-label="Back">
        ‹ BACK
      </button>
      <div className="settings-dealer">
        <h1 className="page-title">Settings</h1>
        <p className="settings-dealer-line">
          <span className="settings-dealer-number">Dealer #{user.dealer.key}</span> <span className="settings-dealer-name">{user.dealer.name}</span>
        </p>
      </div>
    </header>
  );
}
