import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { EMPTY_OPPORTUNITY_FILTER, type OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { writeOpportunityListUrl } from '../../domain/opportunityList/opportunityListUrl.ts';
import type { OpportunitySort } from '../../domain/opportunityList/opportunitySort.ts';
import { DEMO_PASSWORD } from '../../sync-server/seed/demoLogins.ts';
import type { ListWindow } from '../../worker/api.ts';
import { eventually, openWorker, recorder, recordingFetch, startServer, type TestServer, type TestWorker } from './workerFixtures.ts';

/**
 * The local query (the worker's list over its synced store) and the server's list endpoint (GET /opportunities)
 * answer the same rows in the same order for the same view: one filter and sort definition in domain/.
 */
const VIEWS: { type: OpportunityType; sort: OpportunitySort; filter: Partial<OpportunityFilter> }[] = [
  { type: 'equity', sort: { by: 'rating', order: 'desc' }, filter: {} },
  { type: 'equity', sort: { by: 'equity', order: 'asc' }, filter: { ranges: { equity: { min: -2000, max: 8000 } } } },
  { type: 'equity', sort: { by: 'name', order: 'desc' }, filter: { make: ['Toyota', 'Honda'], stock_type: 'used' } },
  { type: 'leasing', sort: { by: 'km_risk', order: 'desc' }, filter: { sale_type: 'lease' } },
  { type: 'warranty', sort: { by: 'warranty_months', order: 'asc' }, filter: { salesperson: [0] } },
  { type: 'service', sort: { by: 'serviced_at', order: 'desc' }, filter: { service_group: ['Active', 'Lapsed'] } },
  { type: 'cash', sort: { by: 'distance', order: 'asc' }, filter: { ranges: { distance: { min: null, max: 40 } }, appointment: 'false' } },
  { type: 'conquest', sort: { by: 'trade', order: 'desc' }, filter: { year: [2018, 2019, 2020, 2021] } },
  { type: 'nonprime', sort: { by: 'apr', order: 'desc' }, filter: { ranges: { apr: { min: 6, max: null } } } },
  { type: 'appt', sort: { by: 'appointment_at', order: 'asc' }, filter: {} },
];

const PAGE = 15;

let server: TestServer;
let worker: TestWorker;
let dealer: string;
let idToken: string;
/** Every URL the worker asked the server for: a window answered while it asked for /opportunities was not local. */
const requests = recordingFetch();
const listRequests = () => requests.urls.filter((url) => url.pathname === '/opportunities').length;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 'demo', log: false });
  const login = await fetch(`${server.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.dealer', password: DEMO_PASSWORD }),
  });
  const session = (await login.json()) as { id_token: string; user: { dealer: { token: string } } };
  idToken = session.id_token;
  dealer = session.user.dealer.token;
  worker = openWorker(undefined, requests.fetch);
  await worker.start(server.url);
  const signedIn = await worker.signIn('admin@demo.dealer', DEMO_PASSWORD);
  if (!signedIn.ok) throw new Error(signedIn.message);
  await eventually(async () => (await worker.dealers()).length, (n) => n > 0);
  const counts = recorder<Record<string, number>>();
  await worker.subscribe('opportunityCounts', null, counts.callback);
  const [expected] = await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM opportunities WHERE dealer = $1 AND NOT deleted', [dealer]);
  await eventually(
    () => counts.latest(),
    (latest) => latest !== undefined && OPPORTUNITY_TYPES.reduce((sum, type) => sum + (latest[type] ?? 0), 0) === expected?.n,
    60_000,
  );
  // Until the opportunities were pulled to the end the worker answers lists from the server's endpoint, and the
  // comparison would be of the server with itself: wait until a fresh view is answered without asking it.
  await eventually(
    async () => {
      const before = listRequests();
      await localWindow('equity', { by: 'name', order: 'asc' }, EMPTY_OPPORTUNITY_FILTER, 0, PAGE);
      return listRequests() === before;
    },
    (local) => local,
    60_000,
  );
}, 120_000);

afterAll(async () => {
  await worker?.close();
  await server?.close();
});

async function serverPage(type: OpportunityType, sort: OpportunitySort, filter: OpportunityFilter, page: number): Promise<{ ids: string[]; total: number }> {
  const query = writeOpportunityListUrl({ page, sort, filter });
  query.set('token', dealer);
  query.set('type', type);
  const response = await fetch(`${server.url}/opportunities?${query}`, { headers: { authorization: `Bearer ${idToken}` } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { opportunities: Opportunity[]; total: number };
  return { ids: body.opportunities.map((row) => row.id), total: body.total };
}

async function localWindow(type: OpportunityType, sort: OpportunitySort, filter: OpportunityFilter, offset: number, limit: number) {
  const windows = recorder<ListWindow<Opportunity>>();
  const id = await worker.subscribe('opportunities', { version: 1, type, filter, sort, offset, limit }, windows.callback);
  const window = await eventually(() => windows.latest(), (latest) => latest !== undefined && !latest.loading);
  await worker.unsubscribe(id);
  if (!window) throw new Error('no window');
  return { ids: window.rows.map((row) => row.id), total: window.total };
}

describe('the local list and the server endpoint agree', () => {
  it.each(VIEWS)('$type by $sort.by $sort.order with %#', async ({ type, sort, filter: changes }) => {
    const filter = { ...EMPTY_OPPORTUNITY_FILTER, ...changes };
    const first = await serverPage(type, sort, filter, 1);
    expect(first.total).toBeGreaterThan(0);
    const lastPage = Math.max(1, Math.ceil(first.total / PAGE));
    for (const page of [...new Set([1, 2, lastPage])]) {
      const remote = page === 1 ? first : await serverPage(type, sort, filter, page);
      const before = listRequests();
      const local = await localWindow(type, sort, filter, PAGE * (page - 1), PAGE);
      expect(listRequests(), 'the window came from the local index').toBe(before);
      expect(local.total).toBe(remote.total);
      expect(local.ids).toEqual(remote.ids);
    }
  });
});
