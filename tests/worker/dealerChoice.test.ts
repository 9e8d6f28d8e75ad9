import { describe, expect, it } from 'vitest';
import type { Session } from '../../domain/session/sessionUser.ts';
import type { SessionState } from '../../worker/api.ts';
import { PASSWORD, addDealer, addUser, eventually, newDatabaseName, openWorker, recorder, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

describe("a browser's dealer", () => {
  it('stays on screen when the same user switches dealer in another browser and this one reads the user again', async () => {
    const one = await addDealer(world.server, `b${++serial}a`);
    const two = await addDealer(world.server, `b${serial}b`);
    const email = `browsers${serial}@example.com`;
    await addUser(world.server, email, [one, two]);

    const sessions = recorder<SessionState>();
    /** How many session states had been told when this browser's last read of the user was answered; -1: none yet. */
    let answeredAt = -1;
    const watchedFetch: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (/^\/user\/\d+$/.test(new URL(input instanceof Request ? input.url : String(input)).pathname)) answeredAt = sessions.values.length;
      return response;
    };
    const here = world.track(openWorker(newDatabaseName(), watchedFetch));
    await here.start(world.server.url);
    expect((await here.signIn(email, PASSWORD)).ok).toBe(true);
    await here.subscribe('session', null, sessions.callback);
    const dealerOf = (state: SessionState | undefined) => (state?.status === 'signed-in' ? state.user.dealer.token : null);
    expect(dealerOf(sessions.latest())).toBe(one.token);

    // Another browser signs in and switches to dealer two, as the app does: the server keeps it as the user's dealer
    // for the next sign-in.
    const login = await fetch(`${world.server.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    const other = (await login.json()) as Session;
    const switched = await fetch(`${world.server.url}/user/${other.user.id}/dealer/set?token=${two.token}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.id_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dealer: two.key }),
    });
    expect(switched.status).toBe(200);
    const [row] = await world.server.deps.db.query<{ current_dealer_id: number }>('SELECT current_dealer_id FROM users WHERE email = $1', [email]);
    expect(row?.current_dealer_id).toBe(two.id);
    // This browser goes off line and back: its full resync reads the user again and tells the session it got.
    answeredAt = -1;
    await here.setOnline(false);
    await here.setOnline(true);
    await eventually(() => answeredAt >= 0 && sessions.values.length > answeredAt, (told) => told);
    expect(dealerOf(sessions.latest())).toBe(one.token);
  });
});
