import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealerSettingsSchema, type DealerSettings } from './dealerSettings.ts';
import { miningImpact } from './miningImpact.ts';

const settings = (input: Record<string, unknown> = {}): DealerSettings => v.parse(DealerSettingsSchema, input);

describe('miningImpact', () => {
  it('mines everyone when the settings of the last run are unknown', () => {
    expect(miningImpact(null, settings())).toEqual({ kind: 'mine', types: null, removed: [] });
  });

  it('asks nothing for the deal sheet expiry or a new save time alone', () => {
    expect(miningImpact(settings(), settings({ config: { dealsheet_expiry: 30 }, updated_at: '2026-11-26T05:00:00.000Z' }))).toEqual({ kind: 'none' });
  });

  it('only removes the types turned off, the flag appointment naming the type appt', () => {
    expect(miningImpact(settings(), settings({ opportunities: { cash: 0, appointment: 0 } }))).toEqual({ kind: 'remove', types: ['appt', 'cash'] });
  });

  it('mines only the types turned on, removing those turned off in the same save', () => {
    const before = settings({ opportunities: { warranty: 0, service: 0 } });
    expect(miningImpact(before, settings({ opportunities: { warranty: 1, equity: 0, service: 0 } }))).toEqual({ kind: 'mine', types: ['warranty'], removed: ['equity'] });
  });

  it('prices the matches again, mining no one, when only rates, fees, taxes or desk options change', () => {
    const changes: Record<string, unknown>[] = [
      { rates: [{ term: 60, type: 'finance', rate: 4.99 }] },
      { fees: [{ name: 'Admin', type: 'fixed', value: 499 }] },
      { taxes: [] },
      { config: { desk_finance_freight: 1, desk_trade_equity_finance: 1 } },
    ];
    expect(changes.map((change) => miningImpact(settings(), settings(change)).kind)).toEqual(['reprice', 'reprice', 'reprice', 'reprice']);
  });

  it('mines everything when a limit, a trade setting or the time zone changes, or prices and flags change together', () => {
    const changes: Record<string, unknown>[] = [
      { config: { dealsheet_negative_equity: 50 } },
      { config: { dealsheet_tradevalue: 500 } },
      { config: { dealsheet_orphans: 0 } },
      { config: { dealer_timezone: 'America/Vancouver' } },
      { config: { service_declined: 'DECL' }, opportunities: { cash: 0 } },
      { taxes: [], opportunities: { cash: 0 } },
    ];
    expect(changes.map((change) => miningImpact(settings(), settings(change)))).toEqual([
      { kind: 'mine', types: null, removed: [] },
      { kind: 'mine', types: null, removed: [] },
      { kind: 'mine', types: null, removed: [] },
      { kind: 'mine', types: null, removed: [] },
      { kind: 'mine', types: null, removed: ['cash'] },
      { kind: 'mine', types: null, removed: ['cash'] },
    ]);
  });
});
