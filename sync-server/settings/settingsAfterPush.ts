import { DEALERSHIP_UPDATED } from '../../domain/settings/dealershipEvents.ts';
import { SETTINGS_SAVED } from '../../domain/settings/settingsSavedEvent.ts';
import type { Database } from '../db/database.ts';
import type { AfterPush } from '../events/eventStore.ts';
import type { BackgroundMining } from './backgroundMining.ts';
import { readDealershipProfile } from './dealerSettingsAnswer.ts';

/**
 * What the server does after a push that saved settings (docs/settings.md):
 * - an accepted dealership.updated copies the saved profile (as the projection holds it after the push) to the
 *   dealers table, which the session's dealer list and the appointment e-mails read, before the push answers;
 * - an accepted settings.saved asks for the whole dealer to be mined again, in the background (backgroundMining.ts),
 *   so a type turned off loses its opportunities, and the limits, trade settings and rates reach every row, through
 *   sync as any mining does, without the push waiting for it.
 */
export function settingsAfterPush(db: Database, mining: BackgroundMining): AfterPush {
  return async (store, dealer, events, response) => {
    const accepted = new Set(response.accepted);
    const types = new Set(events.filter((event) => accepted.has(event.id)).map((event) => event.type));
    if (types.has(DEALERSHIP_UPDATED)) {
      const profile = await readDealershipProfile(db, dealer);
      if (profile) {
        await db.query(
          `UPDATE dealers SET name = $2, address = $3, city = $4, province = $5, postal_code = $6, phone = $7, country = $8 WHERE token = $1`,
          [dealer, profile.name, profile.address, profile.city, profile.province, profile.postal_code, profile.phone, profile.country],
        );
      }
    }
    if (types.has(SETTINGS_SAVED)) mining.request(store, dealer);
  };
}
