import { describe, expect, it } from 'vitest';
import type { Doc } from '../events/collections.ts';
import { prepareEvent } from '../events/registry.ts';
import type { ProspectForm } from './prospectForm.ts';

const form: ProspectForm = {
  first_name: 'Jane',
  last_name: 'Doe',
  address: '1 Main St',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'm5v 2t6',
  country: 'canada',
  home: '',
  cell: '(416) 555-0199',
  work: '',
  email: 'jane@example.com',
  can_call: 1,
  can_email: 1,
};
const event = (payload: unknown) => ({ id: '5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b', type: 'prospect.updated', dealer: 'D1', actor: 7, time: '2026-11-22T10:00:00.000Z', payload });
const prospect: Doc = {
  id: 'P1', dealer: 'D1', number: 'P1234567', first_name: 'J', last_name: '', full_name: 'J', address: '', city: '', province: '', postal_code: '',
  country: 'canada', contact: { home: '', cell: '', work: '', email: '', can_call: 0, can_email: 0 }, user_id: null,
  created_at: '2026-11-01T00:00:00.000Z', updated_at: '2026-11-01T00:00:00.000Z', deleted_at: null, latitude: null, longitude: null,
};

describe('EDIT PROSPECT', () => {
  it('saves the form with digits-only phones, the postal code in capitals and its centroid', () => {
    const prepared = prepareEvent(event({ id: 'P1', form }));
    if (!prepared.ok) throw new Error(prepared.reason);
    const [change] = prepared.prepared.project(() => prospect);
    expect(change?.doc).toMatchObject({
      full_name: 'Jane Doe',
      postal_code: 'M5V 2T6',
      latitude: 43.64,
      longitude: -79.4,
      contact: { cell: '4165550199', email: 'jane@example.com', can_call: 1, can_email: 1 },
      updated_at: '2026-11-22T10:00:00.000Z',
    });
  });

  it('refuses what the customer form refuses, with its messages', () => {
    expect(prepareEvent(event({ id: 'P1', form: { ...form, last_name: ' ' } }))).toEqual({ ok: false, reason: 'Please ensure you have supplied a Customer name.' });
    expect(prepareEvent(event({ id: 'P1', form: { ...form, work: '555' } }))).toEqual({ ok: false, reason: 'The Work Phone field must be numeric and exactly contain 10 digits.' });
    expect(prepareEvent(event({ id: 'P1', form: { ...form, email: '', can_email: 1 } }))).toEqual({ ok: false, reason: 'Please ensure you have supplied a relevant field Email.' });
  });

  it('keeps the text consent a START gave while the cell stays, and drops it with a new cell', () => {
    const prepared = prepareEvent(event({ id: 'P1', form }));
    if (!prepared.ok) throw new Error(prepared.reason);
    const started = (cell: string): Doc => ({ ...prospect, contact: { home: '', cell, work: '', email: '', can_call: 1, can_email: 0, can_mail: 1 } });
    expect(prepared.prepared.project(() => started('4165550199'))[0]?.doc).toMatchObject({ contact: { cell: '4165550199', can_mail: 1 } });
    const moved = prepared.prepared.project(() => started('4165550100'))[0]?.doc as unknown as { contact: Record<string, unknown> };
    expect(moved.contact).toEqual({ home: '', cell: '4165550199', work: '', email: 'jane@example.com', can_call: 1, can_email: 1 });
  });

  it('is a conflict for a prospect not on file', () => {
    const prepared = prepareEvent(event({ id: 'P9', form }));
    expect(prepared.ok && prepared.prepared.conflict(() => undefined)).toBe('This prospect does not exist.');
  });
});
