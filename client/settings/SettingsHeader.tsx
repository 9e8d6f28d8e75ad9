import { useLocation } from 'wouter';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { settingsUpdatedAt } from '../../domain/settings/dealerSettingsDocs.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';
import { useDealerSettingsDocs } from './useDealerSettingsDocs.ts';

/** Shown as "last updated" for a dealer whose settings were never saved here (docs/settings.md). */
const NEVER_UPDATED = 'Not updated yet';

/** The settings header (spec 002 §1): a back button, the dealer number and name, and when its settings last changed. */
export function SettingsHeader({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const [, navigate] = useLocation();
  const docs = useDealerSettingsDocs();
  const updated = docs ? settingsUpdatedAt(docs) : null;
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
        {docs && <p className="settings-updated">Last updated: {updated ? dateTimeText(updated, timeZone) : NEVER_UPDATED}</p>}
      </div>
    </header>
  );
}
