import { describe, expect, it } from 'vitest';
import type { Doc } from '../events/collections.ts';
import { prepareEvent } from '../events/registry.ts';

const DEALER = 'dealer-a';
const event = (type: string, payload: unknown) => ({
  id: '5b7f7c1e-1d1b-4a43-9f51-3c7a4f1e2d10',
  type,
  dealer: DEALER,
  actor: 7,
  time: '2026-11-26T01:00:00.000Z',
  payload,
});

const stored: Doc = {
  id: `settings:${DEALER}`,
  dealer: DEALER,
  kind: 'settings',
  config: { dealer_timezone: 'America/Edmonton', service_declined: 'DECL', dealsheet_expiry: 7 },
  opportunities: { equity: 1, cash: 1 },
  rates: [{ term: 60, type: 'finance', rate: 5.99 }],
  fees: [{ name: 'Admin', type: 'fixed', value: 499, rebate: 0, tax: 0 }],
  taxes: [{ name: 'GST', type: 'variable', value: 5 }],
};

function project(type: string, payload: unknown, current: Doc | undefined) {
  const prepared = prepareEvent(event(type, payload));
  if (!prepared.ok) return prepared.reason;
  return prepared.prepared.project((ref) => (ref.id === current?.id ? current : undefined));
}

describe('settings.saved and dealership.updated', () => {
  it('settings.saved replaces the parts it gives, field by field for config and flags, and stamps updated_at', () => {
    const [change] = project('settings.saved', { config: { dealsheet_expiry: 10 }, opportunities: { cash: 0 }, rates: [] }, stored) as { doc: Doc }[];
    expect(change?.doc).toEqual({
      ...stored,
      config: { dealer_timezone: 'America/Edmonton', service_declined: 'DECL', dealsheet_expiry: 10 },
      opportunities: { equity: 1, cash: 0 },
      rates: [],
      updated_at: '2026-11-26T01:00:00.000Z',
    });
  });

  it('settings.saved refuses rows that break their rules with the field’s message', () => {
    expect(project('settings.saved', { rates: [{ term: 0, type: 'finance', rate: 5 }] }, stored)).toBe('The term is a whole number of months from 1 to 120.');
    expect(project('settings.saved', { rates: [{ term: 60, type: 'finance', rate: 5 }, { term: 60, type: 'finance', rate: 6 }] }, stored)).toBe(
      'Each term has at most one finance rate and one lease rate.',
    );
    expect(project('settings.saved', { fees: [{ name: 'Admin', type: 'variable', value: 150, rebate: 0, tax: 0 }] }, stored)).toBe(
      'A variable value is a percent from 0 to 100.',
    );
    expect(project('settings.saved', { taxes: [{ name: ' ', value: 5 }] }, stored)).toBe('Please enter the tax’s name.');
    expect(project('settings.saved', { config: { dealer_timezone: 'America/Toronto' } }, stored)).toEqual([
      expect.objectContaining({ doc: expect.objectContaining({ config: stored.config }) }),
    ]);
  });

  it('dealership.updated writes the profile and takes its time zone into the settings, keeping the rest of them', () => {
    const profile = {
      name: 'Maple Motors', address: '', city: 'Kitchener', province: 'ON', country: 'canada', postal_code: '', phone: '5195550100', url: '', timezone: 'America/Regina',
    };
    const changes = project('dealership.updated', profile, stored) as { id: string; doc: Doc }[];
    expect(changes.map((change) => change.id)).toEqual([`dealership:${DEALER}`, `settings:${DEALER}`]);
    expect(changes[0]?.doc).toEqual({ id: `dealership:${DEALER}`, dealer: DEALER, kind: 'dealership', ...profile, updated_at: '2026-11-26T01:00:00.000Z' });
    expect(changes[1]?.doc).toEqual({ ...stored, config: { ...(stored.config as object), dealer_timezone: 'America/Regina' } });
  });
});
