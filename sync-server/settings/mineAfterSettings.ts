import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { dealerDeskTerms } from '../../domain/deal/dealerDeskTerms.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { replacementCatalogue } from '../../domain/opportunities/replacementCatalogue.ts';
import { repricedRow } from '../../domain/opportunities/repricedRow.ts';
import { DealerSettingsSchema } from '../../domain/settings/dealerSettings.ts';
import { miningImpact } from '../../domain/settings/miningImpact.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { loadDealerMiningInput, loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { mineDealer, type MiningRun } from '../opportunities/mineDealer.ts';

/** Rows removed per append: one page of events reaches the browsers while the next is written. */
const PAGE = 2000;

/** Prices every stored row's matches again with the saved settings (repricedRow), appending those that changed. */
async function repriceRows(db: Database, store: EventStore, dealer: string): Promise<number> {
  const sources = await loadDealerMiningInput(db, dealer);
  const terms = dealerDeskTerms(sources.settings);
  const candidates = replacementCatalogue(sources);
  let changed = 0;
  for (let after = ''; ; ) {
    const rows = await db.query<{ id: string; doc: Opportunity }>('SELECT id, doc FROM opportunities WHERE dealer = $1 AND NOT deleted AND id > $2 ORDER BY id LIMIT $3', [
      dealer,
      after,
      PAGE,
    ]);
    if (rows.length === 0) return changed;
    after = rows.at(-1)?.id ?? after;
    const time = new Date().toISOString();
    const repriced = rows.flatMap((row) => repricedRow(row.doc, terms, candidates) ?? []);
    await store.appendSystem(repriced.map((row) => ({ id: randomUUID(), type: 'opportunity.set', dealer, actor: SYSTEM_ACTOR, time, payload: row })));
    changed += repriced.length;
  }
}

/** Appends opportunity.removed for every stored row of these types, page by page, mining no one. */
async function removeTypes(db: Database, store: EventStore, dealer: string, types: readonly OpportunityType[]): Promise<number> {
  const rows = await db.query<{ id: string }>("SELECT id FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = ANY($2::text[]) ORDER BY id", [
    dealer,
    [...types],
  ]);
  for (let start = 0; start < rows.length; start += PAGE) {
    const time = new Date().toISOString();
    await store.appendSystem(
      rows.slice(start, start + PAGE).map((row) => ({ id: randomUUID(), type: 'opportunity.removed', dealer, actor: SYSTEM_ACTOR, time, payload: { id: row.id } })),
    );
  }
  return rows.length;
}

/**
 * Brings a dealer's opportunities to its saved settings, doing no more than the change asks (miningImpact): nothing
 * when the engine reads nothing that changed, only removals for types turned off, the rows' matches priced again for
 * a change of prices, a run of the types turned on alone, or a run of everything. Compares with the settings of the last run (dealers.mined_settings), so several
 * saves during one run are caught up by the next in one go.
 */
export async function mineAfterSettings(db: Database, store: EventStore, dealer: string): Promise<MiningRun> {
  const started = performance.now();
  const [row] = await db.query<{ mined_settings: unknown }>('SELECT mined_settings FROM dealers WHERE token = $1', [dealer]);
  const mined = row?.mined_settings ? v.safeParse(DealerSettingsSchema, row.mined_settings) : null;
  const current = await loadDealerSettings(db, dealer);
  const impact = miningImpact(mined?.success ? mined.output : null, current);
  if (impact.kind === 'mine') {
    const removed = impact.types ? await removeTypes(db, store, dealer, impact.removed) : 0;
    const run = await mineDealer(db, store, dealer, impact.types ? { types: impact.types } : {});
    return { ...run, removed: run.removed + removed, ms: Math.round(performance.now() - started) };
  }
  const removed = impact.kind === 'remove' ? await removeTypes(db, store, dealer, impact.types) : 0;
  const set = impact.kind === 'reprice' ? await repriceRows(db, store, dealer) : 0;
  await db.query('UPDATE dealers SET mined_settings = $2::jsonb WHERE token = $1', [dealer, JSON.stringify(current)]);
  return { customers: 0, set, removed, ms: Math.round(performance.now() - started) };
}
