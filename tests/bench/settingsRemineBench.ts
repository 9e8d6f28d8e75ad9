import { randomUUID } from 'node:crypto';
import { SETTINGS_SAVED } from '../../domain/settings/settingsSavedEvent.ts';
import { openDatabase } from '../../sync-server/db/database.ts';
import { createMiningEventStore } from '../../sync-server/opportunities/createMiningEventStore.ts';
import { loadDealerSettings } from '../../sync-server/opportunities/loadMiningInput.ts';
import { mineAfterSettings } from '../../sync-server/settings/mineAfterSettings.ts';
import { SYSTEM_ACTOR } from '../../sync-server/events/systemEvents.ts';
import type { ScaleDataset } from './scaleDataset.ts';
import type { Figure } from './serverSync.ts';

const SCALE_DEALER = 'CAMB01';

/**
 * Issue 17's "the server re-mines the dealer ... at 100,000 opportunities too": on the scale dealer, a save that
 * mines everyone (the settings of the last run forgotten first, as a rate change would: the data is left as it is),
 * one that changes nothing the engine reads (the deal sheet expiry), one that turns the cash conversion type off
 * (its rows removed), one that turns it on again (its rows back) and one that changes a rate (every row's matches
 * priced again from the row). Each is timed from the save to the end of
 * the run that settingsAfterPush starts (mineAfterSettings); the rows reach browsers through sync page by page.
 */
export async function benchSettingsRemine(dataset: ScaleDataset): Promise<Figure[]> {
  const db = await openDatabase({ url: dataset.databaseUrl, dataDir: dataset.dataDir });
  try {
    const store = createMiningEventStore(db, () => undefined);
    const [dealer] = await db.query<{ token: string }>('SELECT token FROM dealers WHERE key = $1', [SCALE_DEALER]);
    if (!dealer) throw new Error(`No dealer ${SCALE_DEALER} in the scale data.`);
    const save = async (payload: Record<string, unknown>) => {
      const started = performance.now();
      await store.appendSystem([{ id: randomUUID(), type: SETTINGS_SAVED, dealer: dealer.token, actor: SYSTEM_ACTOR, time: new Date().toISOString(), payload }]);
      const run = await mineAfterSettings(db, store, dealer.token);
      return { ms: performance.now() - started, run };
    };
    const figures: Figure[] = [];
    const add = (figure: string, timed: Awaited<ReturnType<typeof save>>) =>
      figures.push({ figure, value: Math.round(timed.ms), unit: 'ms', database: dataset.name, customers: timed.run.customers, changed: timed.run.set + timed.run.removed });
    await db.query('UPDATE dealers SET mined_settings = NULL WHERE token = $1', [dealer.token]);
    add('server.settings_remine_everyone_at_scale', await save({ config: { dealsheet_expiry: 7 } }));
    add('server.settings_remine_unchanged_at_scale', await save({ config: { dealsheet_expiry: 7 } }));
    add('server.settings_remine_type_off_at_scale', await save({ opportunities: { cash: 0 } }));
    add('server.settings_remine_type_on_at_scale', await save({ opportunities: { cash: 1 } }));
    const { rates } = await loadDealerSettings(db, dealer.token);
    add('server.settings_reprice_rates_at_scale', await save({ rates: [...rates.filter((rate) => rate.term !== 84), { term: 84, type: 'finance', rate: 0 }] }));
    // The scale data is kept for the next run: its rates back as they were (priced again, not a figure).
    await save({ rates });
    return figures;
  } finally {
    await db.close();
  }
}
