import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { signer } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, OTHER_DEALER, addNamedUser, addOpportunities, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

const READ_ONLY = 'A signed link can only open a page or a file, not change anything.';
const OTHER_DEALER_LINK = 'This link was made for another dealer.';

describe.each(testDatabases())('what a link token may do on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  /** A manager of both dealers: every refusal below holds although the user may see both. */
  let both: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    both = await addNamedUser(world, { email: 'zoe@ab.test', first: 'Zoe', last: 'Adams', dealers: [DEALER, OTHER_DEALER] });
    await addOpportunities(world, DEALER, [{ vehicle_id: 'VA1', name: 'Customer of A' }]);
    await addOpportunities(world, OTHER_DEALER, [{ vehicle_id: 'VB1', name: 'Customer of B' }]);
  });

  const exportPath = (dealer: string) => `/opportunities?token=${dealer}&type=equity&export=1`;

  it('opens its path with GET and HEAD', async () => {
    const url = await signedLink(app, both, exportPath(DEALER));
    const got = await app.request(url);
    expect(got.status).toBe(200);
    const csv = await got.text();
    expect(csv).toContain('Customer of A');
    expect(csv).not.toContain('Customer of B');
    const head = await app.request(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('answers 401 to any other method, and changes nothing', async () => {
    const json = { 'content-type': 'application/json' };
    const posts: { path: string; body: string }[] = [
      { path: `/user/${both.id}/dealer/set?token=${DEALER}`, body: JSON.stringify({ dealer: OTHER_DEALER.toUpperCase() }) },
      { path: `/user/${both.id}/release?token=${DEALER}`, body: '{}' },
      { path: `/share?token=${DEALER}`, body: JSON.stringify({ user_id: both.id, email: 'zoe@ab.test', url: '/customers', message: 'hi' }) },
      { path: `/sync/push?token=${DEALER}`, body: JSON.stringify({ events: [] }) },
      { path: `/vehicle/update/mileage?token=${DEALER}`, body: JSON.stringify({ vehicle_id: 'VA1', mileage: 1 }) },
    ];
    for (const { path, body } of posts) {
      const url = await signedLink(app, both, path);
      const response = await app.request(url, { method: 'POST', headers: json, body });
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: READ_ONLY });
    }
    expect(posts).toHaveLength(5);
    const [user] = await world.db.query<{ current_dealer_id: number | null }>('SELECT current_dealer_id FROM users WHERE id = $1', [both.id]);
    expect(user?.current_dealer_id).toBeNull();
    expect(await world.db.query("SELECT 1 FROM local_mail WHERE subject LIKE '%shared%'")).toEqual([]);
  });

  it('opens only the dealer it was made for, even for a user of both dealers', async () => {
    const url = await signedLink(app, both, exportPath(DEALER));
    const elsewhere = url.replace(`token=${DEALER}`, `token=${OTHER_DEALER}`);
    expect(elsewhere).not.toBe(url);
    const refused = await app.request(elsewhere);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: OTHER_DEALER_LINK });
    const noDealer = await app.request(url.replace(`token=${DEALER}&`, ''));
    expect(noDealer.status).toBe(403);
    expect(await noDealer.json()).toEqual({ message: OTHER_DEALER_LINK });
    // The same user with the id token may open either dealer.
    expect((await getAs(app, both, exportPath(OTHER_DEALER))).status).toBe(200);
  });

  it.each(['/\\evil.example/x', '//evil.example/x', '/\t/evil.example/x', 'https://evil.example/x'])('makes no link to a path that could leave the app (%j): 400', async (path) => {
    const response = await getAs(app, both, `/links?path=${encodeURIComponent(`${path}?token=${DEALER}`)}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The path must be a path of this app: one / first, and no second /, backslash, space or #.' });
  });

  it('a deal sheet e-mail link whose dealer claim is not its path’s dealer opens nothing', async () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const path = `/dealsheet/print?opportunity_id=equity%3AVA1&token=${DEALER}`;
    const view = (dealer: string) => signer.sign({ sub: both.id, exp, kind: 'link', path, dealer });
    const opened = await app.request(`/dealsheet/view?link=${encodeURIComponent(await view(DEALER))}`);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    const crossed = await app.request(`/dealsheet/view?link=${encodeURIComponent(await view(OTHER_DEALER))}`);
    expect(crossed.status).toBe(401);
    expect(await crossed.json()).toEqual({ message: 'This deal sheet link is invalid or has expired.' });
  });
});
