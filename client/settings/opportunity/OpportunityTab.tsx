import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import './settings-opportunity.css';
import { useDealerSettingsDocs } from '../useDealerSettingsDocs.ts';
import { OpportunitySettingsForm } from './OpportunitySettingsForm.tsx';

/**
 * The Opportunity tab of /settings (spec 002 §2): the dealer's opportunity settings from the local store, edited as
 * one form and saved as one settings.saved event (offline too); the server mines the dealer again after the push.
 */
export function OpportunityTab({ user }: { user: SessionUser }) {
  const docs = useDealerSettingsDocs();
  if (!docs) return <p className="muted settings-loading">Loading the opportunity settings…</p>;
  return <OpportunitySettingsForm key={user.dealer.token} settings={docs.settings} />;
}
