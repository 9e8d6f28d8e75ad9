import { describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/session/roles.ts';
import type { DealerSettingsDocs } from '../../domain/settings/dealerSettingsDocs.ts';
import { addDealer, addUser, eventually, recorder, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();

const profile = {
  name: 'Prairie Motors',
  address: '1 Centre St',
  city: 'Calgary',
  province: 'AB',
  country: 'canada' as const,
  postal_code: 'T2G 0A1',
  phone: '403.555.01',
  url: '',
  timezone: 'America/Edmonton',
};

/**
 * The settings documents through the worker: a save shows at once (before the server has it), reaches the server by
 * the outbox, and the server's after-push work (the dealers row, the re-mining) follows from it.
 */
describe('the dealer settings documents in the worker', () => {
  it('delivers the dealership and settings documents live, a save at once; a standard user is refused locally', async () => {
    const dealer = await addDealer(world.server, 'SETD1');
    const adminId = await addUser(world.server, 'boss@setd.test', [dealer], ROLE.generalManager);
    await world.server.deps.db.query('UPDATE users SET admin = 1 WHERE id = $1', [adminId]);
    await addUser(world.server, 'staff@setd.test', [dealer], ROLE.generalManager);
    const { worker } = await world.signedIn('boss@setd.test');
    const docs = recorder<DealerSettingsDocs>();
    await worker.subscribe('dealerSettingsDocs', null, docs.callback);
    const first = await eventually(() => docs.latest(), (value) => value !== undefined);
    expect(first?.dealership).toBeNull();
    expect(first?.settings.updated_at).toBeUndefined();

    expect(await worker.dispatch({ type: 'dealership.update', form: profile })).toMatchObject({ ok: true });
    const saved = await eventually(() => docs.latest(), (value) => value?.dealership !== null);
    expect(saved?.dealership).toMatchObject({ ...profile, kind: 'dealership' });
    expect(saved?.settings.config.dealer_timezone).toBe('America/Edmonton');

    expect(await worker.dispatch({ type: 'settings.save', change: { rates: [{ term: 48, type: 'lease', rate: 2.9 }], opportunities: { cash: 0 } } })).toMatchObject({ ok: true });
    const settings = await eventually(() => docs.latest(), (value) => value?.settings.updated_at !== undefined);
    expect(settings?.settings.rates).toEqual([{ term: 48, type: 'lease', rate: 2.9 }]);
    expect(settings?.settings.opportunities.cash).toBe(0);
    expect(settings?.settings.config.dealer_timezone).toBe('America/Edmonton');

    await eventually(
      async () => (await world.server.deps.db.query<{ name: string }>('SELECT name FROM dealers WHERE token = $1', [dealer.token]))[0]?.name,
      (name) => name === 'Prairie Motors',
    );

    // One worker at a time: each opens its 12 collections, and RxDB allows 13 per realm.
    await world.closeTracked(worker);
    const staff = await world.signedIn('staff@setd.test');
    expect(await staff.worker.dispatch({ type: 'settings.save', change: { rates: [] } })).toEqual({ ok: false, reason: 'You do not have permission to do this.' });
  });
});
