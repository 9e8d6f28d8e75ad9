import type { RefTo } from '../events/collectionDocs.ts';
import type { Doc } from '../events/collections.ts';
import { defineEvent } from '../events/definition.ts';
import { SettingsChangeSchema } from './opportunitySettingsForm.ts';
import { settingsDocId, storedSettings } from './settingsEvents.ts';

export const SETTINGS_SAVED = 'settings.saved';

const settingsRef = (dealer: string): RefTo<'refs'> => ({ collection: 'refs', id: settingsDocId(dealer) });

/**
 * The opportunity settings screen's Save (spec 002 §2, §4 "Dealer settings save refreshes the data"): the parts
 * given replace the dealer's in its settings document, the fields of config and the flags one by one, and
 * updated_at becomes the event's time. The server mines the whole dealer again after the push, so the lists and
 * deal sheets follow (sync-server/settings/settingsAfterPush.ts).
 */
export const settingsSaved = defineEvent({
  payload: SettingsChangeSchema,
  action: 'settings.opportunity',
  targets: (event) => [settingsRef(event.dealer)],
  project: (event, current) => {
    const { dealer, payload } = event;
    const before = storedSettings(current, dealer);
    const doc: Doc = {
      ...before,
      id: settingsDocId(dealer),
      dealer,
      kind: 'settings',
      config: { ...before?.config, ...payload.config },
      opportunities: { ...before?.opportunities, ...payload.opportunities },
      ...(payload.rates ? { rates: payload.rates } : {}),
      ...(payload.fees ? { fees: payload.fees } : {}),
      ...(payload.taxes ? { taxes: payload.taxes } : {}),
      updated_at: event.time,
    };
    return [{ ...settingsRef(dealer), doc }];
  },
});
