import * as v from 'valibot';
import type { RefTo } from '../events/collectionDocs.ts';
import type { Doc } from '../events/collections.ts';
import { defineEvent } from '../events/definition.ts';
import { DealershipFormSchema } from './dealershipForm.ts';
import { settingsDocId, storedSettings } from './settingsEvents.ts';

export const DEALERSHIP_UPDATED = 'dealership.updated';

/** The dealership profile of a dealer in refs (kind "dealership"): one document per dealer. */
export function dealershipDocId(dealer: string): string {
  return `dealership:${dealer}`;
}

/** The dealership profile as saved on the Dealership tab; updated_at is the saving event's time. */
export const DealershipProfileSchema = v.strictObject({
  ...DealershipFormSchema.entries,
  id: v.string(),
  dealer: v.string(),
  kind: v.literal('dealership'),
  updated_at: v.string(),
});
export type DealershipProfile = v.InferOutput<typeof DealershipProfileSchema>;

const dealershipRef = (dealer: string): RefTo<'refs'> => ({ collection: 'refs', id: dealershipDocId(dealer) });
const settingsRef = (dealer: string): RefTo<'refs'> => ({ collection: 'refs', id: settingsDocId(dealer) });

/**
 * Save Settings of the Dealership tab (spec 002 §2): the profile replaces the dealer's dealership document, and its
 * time zone becomes config.dealer_timezone of the settings document (the rest of it kept), the zone every "today"
 * of the dealer is taken in. The server mirrors the profile to its dealers table after the push.
 */
export const dealershipUpdated = defineEvent({
  payload: DealershipFormSchema,
  action: 'settings.dealership',
  targets: (event) => [dealershipRef(event.dealer), settingsRef(event.dealer)],
  project: (event, current) => {
    const { dealer } = event;
    const profile: DealershipProfile = { id: dealershipDocId(dealer), dealer, kind: 'dealership', ...event.payload, updated_at: event.time };
    const settings = storedSettings(current, dealer);
    const nextSettings: Doc = {
      ...settings,
      id: settingsDocId(dealer),
      dealer,
      kind: 'settings',
      config: { ...settings?.config, dealer_timezone: event.payload.timezone },
    };
    return [
      { ...dealershipRef(dealer), doc: profile },
      { ...settingsRef(dealer), doc: nextSettings },
    ];
  },
});
