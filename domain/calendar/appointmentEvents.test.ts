import { describe, expect, it } from 'vitest';
import { commandEvent } from '../commands/commandEvent.ts';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';

const event = (type: string, payload: unknown): EventEnvelope => ({
  id: '5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b',
  type,
  dealer: 'D1',
  actor: 7,
  time: '2026-11-22T10:00:00.000Z',
  payload,
});
const world = (docs: Record<string, Doc>) => (ref: DocRef) => docs[`${ref.collection}/${ref.id}`];
const person = (id: string, deletedAt: string | null = null): Doc => ({ id, dealer: 'D1', deleted_at: deletedAt });
const user = (id: number): Doc => ({ id: `user:D1:${id}`, dealer: 'D1', kind: 'user' });

function prepared(type: string, payload: unknown) {
  const result = prepareEvent(event(type, payload));
  if (!result.ok) throw new Error(result.reason);
  return result.prepared;
}

const booking = { id: 'A1', customer_id: 'C1', prospect_id: null, user_id: 3, appointment_at: '2026-11-26T07:00:00', note: 'Test drive', confirmation: true };
const everyone = world({ 'customers/C1': person('C1'), 'prospects/P1': person('P1'), 'refs/user:D1:3': user(3) });

describe('appointment events', () => {
  it('books an appointment with an active customer as a General entry without a status flag', () => {
    const booked = prepared('appointment.booked', booking);
    expect(booked.conflict(everyone)).toBeNull();
    expect(booked.project(everyone)).toEqual([
      {
        collection: 'appointments',
        id: 'A1',
        doc: {
          id: 'A1', dealer: 'D1', source: 'booked', customer_id: 'C1', prospect_id: null, vehicle_id: null,
          appointment_at: '2026-11-26T07:00:00', appointment_type: 'General', status: null, note: 'Test drive', user_id: 3,
          confirmation: true, customer_message: '', created_by: 7, created_at: '2026-11-22T10:00:00.000Z', updated_at: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
  });

  it('keeps the message to the customer apart from the note, bounded, and an update without one keeps it', () => {
    const booked = prepared('appointment.booked', { ...booking, note: 'tough negotiator', customer_message: 'Bring your licence.' });
    expect(booked.project(everyone)[0]!.doc).toMatchObject({ note: 'tough negotiator', customer_message: 'Bring your licence.' });
    expect(prepareEvent(event('appointment.booked', { ...booking, customer_message: 'x'.repeat(1001) }))).toEqual({
      ok: false,
      reason: 'A message to the customer holds at most 1000 characters.',
    });
    const mine = { id: 'A1', dealer: 'D1', source: 'booked', customer_id: 'C1', user_id: 3, appointment_at: '2026-11-26T07:00:00', note: '', customer_message: 'Bring your licence.' } as Doc;
    const docs = world({ 'appointments/A1': mine, 'refs/user:D1:3': user(3) });
    const kept = prepared('appointment.updated', { id: 'A1', user_id: 3, appointment_at: '2026-11-27T09:15:00', note: 'Moved' });
    expect(kept.project(docs)[0]!.doc).toMatchObject({ note: 'Moved', customer_message: 'Bring your licence.' });
    const changed = prepared('appointment.updated', { id: 'A1', user_id: 3, appointment_at: '2026-11-27T09:15:00', note: 'Moved', customer_message: '' });
    expect(changed.project(docs)[0]!.doc).toMatchObject({ customer_message: '' });
  });

  it('refuses an inactive customer or prospect, a user of no dealer, both people at once and a malformed time', () => {
    const inactive = world({ 'customers/C1': person('C1', '2026-11-01T00:00:00Z'), 'refs/user:D1:3': user(3) });
    expect(prepared('appointment.booked', booking).conflict(inactive)).toBe('This customer is inactive: mark them active first.');
    const prospect = { ...booking, customer_id: null, prospect_id: 'P1' };
    expect(prepared('appointment.booked', prospect).conflict(world({ 'prospects/P1': person('P1', '2026-11-01T00:00:00Z'), 'refs/user:D1:3': user(3) }))).toBe(
      'This prospect is inactive: mark them active first.',
    );
    expect(prepared('appointment.booked', { ...booking, user_id: 9 }).conflict(everyone)).toBe('This user does not belong to the dealer.');
    expect(prepareEvent(event('appointment.booked', { ...booking, prospect_id: 'P1' }))).toEqual({ ok: false, reason: 'An appointment is with a customer or a prospect, not both.' });
    expect(prepareEvent(event('appointment.booked', { ...booking, appointment_at: '2026-11-26 7am' }))).toMatchObject({ ok: false });
  });

  it('books an event with nobody and no user', () => {
    const booked = prepared('appointment.booked', { ...booking, customer_id: null, user_id: null, confirmation: false });
    expect(booked.conflict(world({}))).toBeNull();
  });

  it('updates and deletes only entries booked here, never those from the DMS', () => {
    const mine = { id: 'A1', dealer: 'D1', source: 'booked', customer_id: 'C1', user_id: 3, appointment_at: '2026-11-26T07:00:00', note: '' } as Doc;
    const imported = { id: 'S1', dealer: 'D1', customer_id: 'C1', appointment_type: 'Service', status: 'open', appointment_at: '2026-11-26T08:00:00', note: '' } as Doc;
    const docs = world({ 'appointments/A1': mine, 'appointments/S1': imported, 'refs/user:D1:3': user(3) });
    const update = prepared('appointment.updated', { id: 'A1', user_id: null, appointment_at: '2026-11-27T09:15:00', note: 'Moved' });
    expect(update.conflict(docs)).toBeNull();
    expect(update.project(docs)[0]!.doc).toMatchObject({ user_id: null, appointment_at: '2026-11-27T09:15:00', note: 'Moved', updated_at: '2026-11-22T10:00:00.000Z', customer_id: 'C1' });
    expect(prepared('appointment.updated', { id: 'S1', user_id: null, appointment_at: '2026-11-27T09:15:00', note: '' }).conflict(docs)).toBe(
      'Appointments from the DMS cannot be edited or deleted.',
    );
    expect(prepared('appointment.deleted', { id: 'S1' }).conflict(docs)).toBe('Appointments from the DMS cannot be edited or deleted.');
    expect(prepared('appointment.deleted', { id: 'A9' }).conflict(docs)).toBe('This appointment / event no longer exists.');
    expect(prepared('appointment.deleted', { id: 'A1' }).project(docs)).toEqual([{ collection: 'appointments', id: 'A1', doc: null }]);
  });

  it('is made from the form by the command: the day and time become the wall time', async () => {
    const made = await commandEvent(
      { type: 'appointment.book', id: 'A2', customer_id: null, prospect_id: 'P1', form: { date: '2026-12-01', time: '18:30', user_id: 3, note: 'Call back', confirmation: true, customer_message: 'Bring your licence.' } },
      7,
      'D1',
      () => Promise.reject(new Error('no reassign')),
      async () => null,
    );
    expect(made.ok && made.event.type).toBe('appointment.booked');
    expect(made.ok && made.event.payload).toEqual({
      id: 'A2',
      customer_id: null,
      prospect_id: 'P1',
      user_id: 3,
      appointment_at: '2026-12-01T18:30:00',
      note: 'Call back',
      confirmation: true,
      customer_message: 'Bring your licence.',
    });
  });
});
