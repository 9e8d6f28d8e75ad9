import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_WINDOW } from '../../domain/lists/windowRange.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { EMPTY_OPPORTUNITY_FILTER } from '../../domain/opportunityList/opportunityFilter.ts';
import type { ListWindow, OpportunityCounts, OpportunityListQuery } from '../../worker/api.ts';
import { createOpportunityLists, type OpportunityLists } from '../../worker/lists/opportunityLists.ts';
import { writeDocs } from '../../worker/store/docWrites.ts';
import { openStore, type Store } from '../../worker/store/database.ts';
import { createLocalState } from '../../worker/store/localState.ts';
import { writePosition } from '../../worker/sync/checkpoints.ts';
import { opportunityRow, randomOpportunities } from './opportunityFixtures.ts';
import { eventually, newDatabaseName, recorder } from './workerFixtures.ts';

const DEALER = 'tok-a';
const memory = getRxStorageMemory();
const opened: { store: Store; lists: OpportunityLists[] }[] = [];

afterEach(async () => {
  for (const { store, lists } of opened.splice(0)) {
    for (const list of lists) await list.close();
    await store.db.close();
  }
});

async function openLists(name = newDatabaseName()) {
  const store = await openStore(memory, name);
  const local = createLocalState(store.db);
  const entry = { store, lists: [] as OpportunityLists[] };
  opened.push(entry);
  const lists = () => {
    const created = createOpportunityLists({ store, local, soldCount: () => 0 });
    entry.lists.push(created);
    return created;
  };
  return { store, local, lists };
}

async function insert(store: Store, rows: Opportunity[]) {
  for (let start = 0; start < rows.length; start += 5000) {
    const chunk = rows.slice(start, start + 5000).map((row) => ({ collection: 'opportunities' as const, id: row.id, dealer: DEALER, doc: { ...row, dealer: DEALER } }));
    await writeDocs(store, chunk);
  }
}

const byName: OpportunityListQuery = { version: 1, type: 'equity', filter: EMPTY_OPPORTUNITY_FILTER, sort: { by: 'name', order: 'asc' }, ...FIRST_WINDOW };

describe('the opportunity lists of a worker', () => {
  it('answers a reload at once from the last windows served, then from the loaded rows', async () => {
    const { store, lists } = await openLists();
    await insert(store, randomOpportunities(30_000, 5));
    const first = lists();
    await first.setDealer(DEALER);
    const served = recorder<ListWindow<Opportunity>>();
    await first.subscribe(1, byName, served.callback);
    const before = served.latest();
    expect(before?.rows).toHaveLength(FIRST_WINDOW.limit);
    await first.close();

    // A row that sorts first arrives while no list runs: the snapshot does not have it, the store does.
    await insert(store, [opportunityRow({ id: 'equity:first', type: 'equity', name: '  Aaron Aardvark' })]);
    const second = lists();
    let loaded = false;
    const switched = second.setDealer(DEALER).then(() => {
      loaded = true;
    });
    const window = recorder<ListWindow<Opportunity>>();
    const counts = recorder<OpportunityCounts>();
    await second.subscribe(1, byName, window.callback);
    await second.subscribeCounts(2, counts.callback);
    expect(loaded).toBe(false);
    expect(window.values[0]?.rows.map((row) => row.id)).toEqual(before?.rows.map((row) => row.id));
    expect(window.values[0]?.total).toBe(before?.total);
    expect(counts.values[0]?.equity).toBe(before?.total);
    await switched;
    await eventually(() => window.latest()?.rows[0]?.id, (id) => id === 'equity:first');
    expect(window.latest()?.total).toBe((before?.total ?? 0) + 1);
    expect(counts.latest()?.equity).toBe((before?.total ?? 0) + 1);
  });

  it('shows loading only while a dealer has no local rows and none was ever pulled to the end', async () => {
    const { local, lists } = await openLists();
    const list = lists();
    await list.setDealer(DEALER);
    const window = recorder<ListWindow<Opportunity>>();
    await list.subscribe(1, byName, window.callback);
    expect(window.latest()).toMatchObject({ total: 0, rows: [], loading: true });
    await writePosition(local, DEALER, 'opportunities', { checkpoint: null, caughtUp: true });
    list.pulled(DEALER);
    await eventually(() => window.latest(), (latest) => latest?.loading === undefined);
    expect(window.latest()).toMatchObject({ total: 0, rows: [] });

    // A dealer pulled to the end before is not loading, even with no rows.
    const again = lists();
    await again.setDealer(DEALER);
    const other = recorder<ListWindow<Opportunity>>();
    await again.subscribe(1, byName, other.callback);
    expect(other.latest()).toEqual({ version: 1, total: 0, offset: 0, rows: [] });
  });

  it('follows the change stream: inserts, updates and removals reach the windows and counts', async () => {
    const { store, lists } = await openLists();
    await insert(store, [opportunityRow({ id: 'equity:a', name: 'Bea' }), opportunityRow({ id: 'cash:a', type: 'cash', name: 'Bea' })]);
    const list = lists();
    await list.setDealer(DEALER);
    const window = recorder<ListWindow<Opportunity>>();
    const counts = recorder<OpportunityCounts>();
    await list.subscribe(1, byName, window.callback);
    await list.subscribeCounts(2, counts.callback);
    expect(counts.latest()).toMatchObject({ equity: 1, cash: 1, sold: 0 });
    await insert(store, [opportunityRow({ id: 'equity:b', name: 'Al' })]);
    await eventually(() => window.latest()?.rows.map((row) => row.name).join(), (names) => names === 'Al,Bea');
    await insert(store, [opportunityRow({ id: 'equity:a', name: 'Zed' })]);
    await eventually(() => window.latest()?.rows.map((row) => row.name).join(), (names) => names === 'Al,Zed');
    await writeDocs(store, [{ collection: 'opportunities', id: 'equity:b', dealer: DEALER, doc: null }]);
    await eventually(() => window.latest()?.rows.map((row) => row.id).join(), (list) => list === 'equity:a');
    await eventually(() => counts.latest()?.equity, (count) => count === 1);
  });

  it('a first sync\'s snapshot pages join the index before they are stored; after the last one the lists leave the server', async () => {
    const { store, local } = await openLists();
    // The server's list endpoint never answers here: whatever the list shows comes from the snapshot pages.
    const asked: number[] = [];
    const list = createOpportunityLists({ store, local, soldCount: () => 0, fetchPage: (_dealer, _view, page) => {
      asked.push(page);
      return new Promise(() => undefined);
    } });
    opened.at(-1)?.lists.push(list);
    await list.setDealer(DEALER);
    const window = recorder<ListWindow<Opportunity>>();
    await list.subscribe(1, byName, window.callback);
    expect(asked.length).toBeGreaterThan(0);
    expect(window.values).toEqual([]);

    const page = (ids: string[], names: string[]) => ids.map((id, i) => ({ ...opportunityRow({ id, name: names[i] ?? id }), dealer: DEALER }));
    list.primeSnapshot(DEALER, page(['equity:b', 'equity:c'], ['Bo', 'Cy']), { first: true, last: false });
    list.primeSnapshot(DEALER, page(['equity:a'], ['Al']), { first: false, last: true });
    await eventually(() => window.latest()?.rows.map((row) => row.name).join(), (names) => names === 'Al,Bo,Cy');
    expect(window.latest()?.total).toBe(3);
    expect(await store.replicated.opportunities.count().exec()).toBe(0);
  });

  it('a snapshot page of a dealer whose index is not in memory is left to the store, and the lists keep the server', async () => {
    const { store, local } = await openLists();
    const list = createOpportunityLists({ store, local, soldCount: () => 0, fetchPage: () => new Promise(() => undefined) });
    opened.at(-1)?.lists.push(list);
    await list.setDealer(DEALER);
    const window = recorder<ListWindow<Opportunity>>();
    await list.subscribe(1, byName, window.callback);
    list.primeSnapshot('tok-other', [{ ...opportunityRow({ id: 'equity:x' }), dealer: 'tok-other' }], { first: true, last: true });
    await list.setDealer('tok-other');
    expect(window.values.some((answer) => answer.rows.length > 0)).toBe(false);
    // Pulled to the end, the lists answer from the index read from the store: the page never went into it.
    list.pulled('tok-other');
    await eventually(() => window.latest(), (latest) => latest !== undefined && latest.loading === undefined);
    expect(window.latest()).toMatchObject({ total: 0, rows: [] });
  });
});
