import { describe, expect, it } from 'vitest';
import type { AlertRow } from '../../domain/alerts/alertList.ts';
import { raiseAlerts, type NewAlert } from '../../sync-server/alerts/raiseAlerts.ts';
import type { AlertBellState, ListWindow } from '../../worker/api.ts';
import { addDealer, addUser, eventually, newDatabaseName, openWorker, recorder, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();
let serial = 0;

/** A dealer with a user who receives alerts (role 1) and the user who raises them. */
async function seededDealer() {
  const key = `al${++serial}`;
  const dealer = await addDealer(world.server, key);
  const email = `alerts${serial}@example.com`;
  const userId = await addUser(world.server, email, [dealer], 1);
  const senderId = await addUser(world.server, `sender${serial}@example.com`, [dealer]);
  const alert = (message: string, url: string): NewAlert => ({
    dealerId: dealer.id,
    userId,
    senderId,
    type: 'share',
    title: 'SHARE LEADS',
    message,
    url,
    sourceEvent: null,
  });
  return { dealer, email, userId, raise: (...alerts: NewAlert[]) => raiseAlerts(world.server.deps.db, world.server.deps.alerted, alerts), alert };
}

const ready = (state: AlertBellState | undefined) => (state?.status === 'ready' ? state : null);
const serverViewed = async (id: number) =>
  (await world.server.deps.db.query<{ viewed_at: Date | null }>('SELECT viewed_at FROM alerts WHERE id = $1', [id]))[0]?.viewed_at ?? null;

describe('the alerts of the signed-in user', () => {
  it('an alert raised for the user reaches the bell live, as an arrival; one from before sign-in does not arrive', async () => {
    const { email, raise, alert } = await seededDealer();
    await raise(alert('Before sign-in.', '/leads'));
    const { worker } = await world.signedIn(email);
    const bell = recorder<AlertBellState>();
    await worker.subscribe('alertBell', null, bell.callback);
    const first = await eventually(() => ready(bell.latest()), (state) => state?.unread === 1);
    expect(first?.arrival).toBeNull();

    await raise(alert('Call them today.', '/leads?page=1'));
    const live = await eventually(() => ready(bell.latest()), (state) => state?.unread === 2);
    expect(live?.recent.map((row) => row.message)).toEqual([
      'Test sender' + serial + ' shared leads with you: Call them today.',
      'Test sender' + serial + ' shared leads with you: Before sign-in.',
    ]);
    expect(live?.arrival?.alert.message).toBe(`Test sender${serial} shared leads with you: Call them today.`);
  });

  it('opened off line, an alert reads as read at once without a viewed time; back on line the clear is posted and the server’s time comes back', async () => {
    const { email, raise, alert, userId } = await seededDealer();
    await raise(alert('Open me.', '/leads'), alert('Keep me.', '/calendar'));
    const { worker } = await world.signedIn(email);
    const bell = recorder<AlertBellState>();
    await worker.subscribe('alertBell', null, bell.callback);
    const loaded = await eventually(() => ready(bell.latest()), (state) => state?.unread === 2);
    const target = loaded?.recent.find((row) => row.message.endsWith('Open me.'));
    if (!target) throw new Error('the alert is not in the bell');

    await worker.setOnline(false);
    expect(await worker.openAlert(target.id)).toEqual({ url: '/leads' });
    const opened = await eventually(() => ready(bell.latest()), (state) => state?.unread === 1);
    expect(opened?.recent.find((row) => row.id === target.id)).toMatchObject({ read: true, viewed: '' });
    const history = recorder<ListWindow<AlertRow>>();
    const filter = { type: 'all' as const, status: 'unread' as const, user: userId };
    await worker.subscribe('alerts', { version: 1, filter, offset: 0, limit: 50 }, history.callback);
    expect((await eventually(() => history.latest(), (window) => window?.total === 1))?.rows.map((row) => row.message.endsWith('Keep me.'))).toEqual([true]);
    expect(await serverViewed(target.id)).toBeNull();

    await worker.setOnline(true);
    const viewed = await eventually(() => serverViewed(target.id), (value) => value !== null);
    const settled = await eventually(
      () => ready(bell.latest()),
      (state) => state?.recent.find((row) => row.id === target.id)?.viewed !== '',
    );
    expect(settled?.recent.find((row) => row.id === target.id)?.viewed).toBe(viewed?.toISOString());
    expect(settled?.unread).toBe(1);
  });

  it('the alerts are kept on the device: a worker started off line answers the bell from them', async () => {
    const { email, raise, alert } = await seededDealer();
    await raise(alert('Kept.', '/leads'));
    const database = newDatabaseName();
    const { worker } = await world.signedIn(email, { database });
    const bell = recorder<AlertBellState>();
    await worker.subscribe('alertBell', null, bell.callback);
    await eventually(() => ready(bell.latest()), (state) => state?.unread === 1);
    await worker.close();

    const offline = world.track(openWorker(database, () => Promise.reject(new TypeError('fetch failed'))));
    await offline.setOnline(false);
    await offline.start(world.server.url);
    const again = recorder<AlertBellState>();
    await offline.subscribe('alertBell', null, again.callback);
    const shown = await eventually(() => ready(again.latest()), (state) => state !== null);
    expect(shown?.unread).toBe(1);
    expect(shown?.recent.map((row) => row.message)).toEqual([`Test sender${serial} shared leads with you: Kept.`]);
  });
});
