import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealPrintPath } from '../../domain/deal/dealPrintQuery.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, addNamedUser, addOpportunities, getAs, useListsTestWorld } from './support/listsTestApp.ts';

/** The policy as the issue asks it: the app's own origin only, nothing may frame it. */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' ws://localhost wss://localhost",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const headersOf = (response: Response) => ({
  status: response.status,
  policy: response.headers.get('content-security-policy'),
  nosniff: response.headers.get('x-content-type-options'),
  referrer: response.headers.get('referrer-policy'),
  cache: response.headers.get('cache-control'),
});

describe.each(testDatabases())('security headers on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    await addOpportunities(world, DEALER, [{ vehicle_id: 'V1', name: 'Moreau, Dana', trade: 21_000, payout: 16_800, equity: 4200 }]);
  });

  it('every JSON answer, success or refusal, carries the policy, nosniff, no referrer, and is never stored', async () => {
    const answers = [
      await app.request('http://localhost/health'),
      await getAs(app, manager, `http://localhost/opportunities?token=${DEALER}&type=equity`),
      await app.request(`http://localhost/opportunities?token=${DEALER}&type=equity`),
      await app.request('http://localhost/sync/nothing-here'),
      await app.request('http://localhost/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
    ];
    expect(answers.map(headersOf)).toEqual(
      [200, 200, 401, 404, 400].map((status) => ({ status, policy: POLICY, nosniff: 'nosniff', referrer: 'no-referrer', cache: 'no-store' })),
    );
  });

  it('CSV exports are not stored either', async () => {
    const csv = await getAs(app, manager, `http://localhost/opportunities?token=${DEALER}&type=equity&export=1`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headersOf(csv)).toEqual({ status: 200, policy: POLICY, nosniff: 'nosniff', referrer: 'no-referrer', cache: 'no-store' });
  });

  it('a deal sheet PDF may be framed by the app itself (its preview), and by no one else', async () => {
    const print = dealPrintPath({ opportunityId: 'equity:V1', dealer: DEALER, upgrade: null, option: null, downpayment: 0, frequency: 'm', trade: 21_000, brand: 'Toyota' });
    const pdf = await getAs(app, manager, `http://localhost${print}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(headersOf(pdf)).toEqual({
      status: 200,
      policy: POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
      nosniff: 'nosniff',
      referrer: 'no-referrer',
      cache: 'no-store',
    });
  });

  it('names the live socket of the host the page was loaded from, and no host it cannot trust', async () => {
    const policy = (await app.request('http://backoffice.example:8443/health')).headers.get('content-security-policy');
    expect(policy).toContain("connect-src 'self' ws://backoffice.example:8443 wss://backoffice.example:8443;");
    // A Host header is the client's to write, and a URL's host may hold ';': never repeat it into the policy.
    const odd = await app.request('http://evil.example;script-src*/health');
    expect(odd.headers.get('content-security-policy')).toContain("connect-src 'self';");
  });
});
