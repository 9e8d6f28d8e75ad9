import type { CurrentDocs, RefOf } from '../events/collectionDocs.ts';
import { defineEvent } from '../events/definition.ts';
import { DealerSettingsSchema } from './dealerSettings.ts';

/** The one settings document of a dealer in refs (kind "settings"). */
export function settingsDocId(dealer: string): string {
  return `settings:${dealer}`;
}

/** The dealer's settings document as an event reads it; undefined until one was imported or saved. */
export function storedSettings(current: CurrentDocs, dealer: string): RefOf<'settings'> | undefined {
  const doc = current({ collection: 'refs', id: settingsDocId(dealer) });
  return doc?.kind === 'settings' ? doc : undefined;
}

/** The dealer's settings as its DMS or the previous system holds them; parts left out take their defaults. */
export const settingsImported = defineEvent({
  payload: DealerSettingsSchema,
  action: null,
  targets: (event) => [{ collection: 'refs', id: settingsDocId(event.dealer) }],
  project: (event) => {
    const id = settingsDocId(event.dealer);
    return [{ collection: 'refs', id, doc: { id, dealer: event.dealer, kind: 'settings', ...event.payload } }];
  },
});
