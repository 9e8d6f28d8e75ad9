import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDealer, addUser, customerForm, useWorkerWorld } from './workerFixtures.ts';

const world = useWorkerWorld();

afterEach(() => {
  vi.useRealTimers();
});

describe('an event stamped by a reset device clock', () => {
  it('is refused when it is made, with the reason', async () => {
    const dealer = await addDealer(world.server, 'clock');
    await addUser(world.server, 'clock@example.com', [dealer]);
    const { worker } = await world.signedIn('clock@example.com');

    vi.setSystemTime(new Date('1970-01-01T00:00:00.000Z'));
    const made = await worker.dispatch({ type: 'customer.create', id: crypto.randomUUID(), form: customerForm('Epoch') });
    vi.useRealTimers();

    expect(made).toEqual({ ok: false, reason: "The event time 1970-01-01T00:00:00.000Z is before 2020: check the device's date and time." });
  });
});
