import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealPrintQuerySchema, UPGRADE_OPTION_MESSAGE, UPGRADE_VEHICLE_MESSAGE, dealPrintPath, type DealPrintInput } from './dealPrintQuery.ts';

const input = (changes: Partial<DealPrintInput> = {}): DealPrintInput => ({
  opportunityId: 'equity:V1',
  dealer: 'dealer-a',
  upgrade: { year: 2025, make: 'Toyota', model: 'RAV4', trim: 'XLE AWD', photo: 'https://media.example/rav4.jpg', price: 35_000 },
  option: { type: 'finance', rate: 4.99, term: 60, cash: 1_000, residual: 0, factor: 0, additional: 500 },
  downpayment: 2_500,
  frequency: 'm',
  trade: 18_500,
  brand: 'Toyota',
  ...changes,
});

const paramsOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);
const parse = (query: Record<string, string>) => v.safeParse(DealPrintQuerySchema, query);
const messageOf = (query: Record<string, string>) => {
  const parsed = parse(query);
  return parsed.success ? null : parsed.issues[0].message;
};

describe('dealPrintPath', () => {
  it('names the opportunity, the upgrade vehicle, its payment’s inputs, the trade, the brand and the dealer', () => {
    const path = dealPrintPath(input());
    expect(path.startsWith('/dealsheet/print?opportunity_id=equity%3AV1&upgrade_')).toBe(true);
    expect(paramsOf(path)).toEqual({
      opportunity_id: 'equity:V1',
      upgrade_year: '2025',
      upgrade_make: 'Toyota',
      upgrade_model: 'RAV4',
      upgrade_trim: 'XLE AWD',
      upgrade_photo: 'https://media.example/rav4.jpg',
      upgrade_price: '35000',
      upgrade_apr: '4.99',
      upgrade_type: 'finance',
      upgrade_term: '60',
      upgrade_frequency: 'm',
      upgrade_cash: '1000',
      upgrade_additional: '500',
      upgrade_downpayment: '2500',
      trade: '18500',
      brand: 'Toyota',
      token: 'dealer-a',
    });
  });

  it('adds a lease’s residual and factor', () => {
    const option = { type: 'lease' as const, rate: 3.6, term: 48, cash: 0, residual: 57.5, factor: 0.0015, additional: 750 };
    expect(paramsOf(dealPrintPath(input({ option, frequency: 'b' })))).toMatchObject({
      upgrade_type: 'lease',
      upgrade_frequency: 'b',
      upgrade_additional: '750',
      upgrade_residual: '57.5',
      upgrade_factor: '0.0015',
    });
  });

  it('leaves the upgrade out without a replacement, and its payment out without an active option', () => {
    const none = paramsOf(dealPrintPath(input({ upgrade: null })));
    expect(Object.keys(none).filter((name) => name.startsWith('upgrade_'))).toEqual([]);
    expect(none).toMatchObject({ opportunity_id: 'equity:V1', trade: '18500', brand: 'Toyota' });
    const vehicleOnly = paramsOf(dealPrintPath(input({ option: null })));
    expect(Object.keys(vehicleOnly).filter((name) => name.startsWith('upgrade_'))).toEqual([
      'upgrade_year',
      'upgrade_make',
      'upgrade_model',
      'upgrade_trim',
      'upgrade_photo',
      'upgrade_price',
    ]);
  });
});

describe('DealPrintQuerySchema', () => {
  it('reads back what dealPrintPath wrote, as numbers', () => {
    const parsed = parse(paramsOf(dealPrintPath(input({ frequency: 'b' }))));
    expect(parsed.success && parsed.output).toMatchObject({
      opportunityId: 'equity:V1',
      upgrade: {
        year: 2025,
        make: 'Toyota',
        model: 'RAV4',
        trim: 'XLE AWD',
        photo: 'https://media.example/rav4.jpg',
        price: 35_000,
        option: { type: 'finance', apr: 4.99, term: 60, frequency: 'b', cash: 1_000, additional: 500, downpayment: 2_500, residual: 0, factor: 0 },
      },
      trade: 18_500,
      brand: 'Toyota',
    });
  });

  it('answers no upgrade and the row’s own trade when they are not given; the frequency is monthly by default', () => {
    const bare = parse({ opportunity_id: 'equity:V1' });
    expect(bare.success && bare.output).toMatchObject({ opportunityId: 'equity:V1', upgrade: null, trade: null, brand: '' });
    const { upgrade_frequency: _frequency, ...monthly } = paramsOf(dealPrintPath(input()));
    const parsed = parse(monthly);
    expect(parsed.success && parsed.output.upgrade?.option?.frequency).toBe('m');
  });

  it('reads amounts of money to cents, as the sheet prints them', () => {
    const parsed = parse({ ...paramsOf(dealPrintPath(input())), upgrade_price: '32999.995', upgrade_downpayment: '2500.4449', trade: '-1.005' });
    expect(parsed.success && [parsed.output.upgrade?.price, parsed.output.upgrade?.option?.downpayment, parsed.output.trade]).toEqual([33_000, 2_500.44, -1.01]);
  });

  it('counts an input left out as 0, and reads a lease’s residual and factor', () => {
    const { upgrade_cash: _cash, upgrade_additional: _additional, upgrade_downpayment: _down, ...bare } = paramsOf(dealPrintPath(input()));
    const parsed = parse({ ...bare, upgrade_type: 'lease', upgrade_residual: '57.5', upgrade_factor: '0.001663' });
    expect(parsed.success && parsed.output.upgrade?.option).toEqual({
      type: 'lease',
      apr: 4.99,
      term: 60,
      frequency: 'm',
      cash: 0,
      additional: 0,
      downpayment: 0,
      residual: 57.5,
      factor: 0.001663,
    });
  });

  it.each([
    ['an empty opportunity', { opportunity_id: ' ' }, 'Please name the opportunity to print (opportunity_id).'],
    ['a year of words', { upgrade_year: 'next' }, 'The upgrade year must be a year of 4 digits.'],
    ['a negative price', { upgrade_price: '-1' }, 'The upgrade price must be an amount of 0 or more.'],
    ['an APR of words', { upgrade_apr: 'low' }, 'The upgrade APR must be a rate of 0 or more.'],
    ['a cash type', { upgrade_type: 'cash' }, 'The upgrade type must be finance or lease.'],
    ['a term of 0', { upgrade_term: '0' }, 'The upgrade term must be a whole number of months from 1.'],
    ['a fractional term', { upgrade_term: '60.5' }, 'The upgrade term must be a whole number of months from 1.'],
    ['a monthly frequency spelled out', { upgrade_frequency: 'monthly' }, 'The upgrade frequency must be m (monthly), b (biweekly) or w (weekly).'],
    ['a negative cash incentive', { upgrade_cash: '-500' }, 'The upgrade cash incentive must be an amount of 0 or more.'],
    ['programs of words', { upgrade_additional: 'some' }, 'The upgrade programs must be an amount of 0 or more.'],
    ['a down payment of words', { upgrade_downpayment: '2k' }, 'The down payment must be an amount.'],
    ['a residual over 100 %', { upgrade_residual: '101' }, 'The upgrade residual must be a percent from 0 to 100.'],
    ['a lease factor over 1', { upgrade_factor: '2.5' }, 'The upgrade lease factor must be a number from 0 to 1.'],
    ['a trade of words', { trade: '18k' }, 'The trade must be an amount.'],
    ['a photo that is not a web address', { upgrade_photo: 'javascript:alert(1)' }, 'The upgrade photo must be a web address (http or https).'],
    ['a make too long', { upgrade_make: 'x'.repeat(101) }, 'The upgrade make is too long (100 characters at most).'],
  ])('refuses %s with a clear message', (_case, changes, message) => {
    expect(messageOf({ ...paramsOf(dealPrintPath(input())), ...changes })).toBe(message);
  });

  it('refuses a print without opportunity_id', () => {
    expect(messageOf({ token: 'dealer-a' })).toBe('Please name the opportunity to print (opportunity_id).');
  });

  it('takes the upgrade as a whole: its vehicle, then its payment’s type, APR and term', () => {
    expect(messageOf({ opportunity_id: 'equity:V1', upgrade_price: '35000' })).toBe(UPGRADE_VEHICLE_MESSAGE);
    expect(messageOf({ opportunity_id: 'equity:V1', upgrade_apr: '4.99' })).toBe(UPGRADE_VEHICLE_MESSAGE);
    const { upgrade_term: _term, ...withoutTerm } = paramsOf(dealPrintPath(input()));
    expect(messageOf(withoutTerm)).toBe(UPGRADE_OPTION_MESSAGE);
    const { upgrade_apr: _apr, upgrade_type: _type, upgrade_term: _t, ...inputsAlone } = paramsOf(dealPrintPath(input()));
    expect(messageOf(inputsAlone)).toBe(UPGRADE_OPTION_MESSAGE);
    expect(UPGRADE_VEHICLE_MESSAGE).toBe('The upgrade needs its year, make, model and price.');
    expect(UPGRADE_OPTION_MESSAGE).toBe('The upgrade’s payment needs its type, APR and term.');
  });

  it('leaves the spec’s upgrade_payments and upgrade_cob unread: the server derives them', () => {
    const parsed = parse({ ...paramsOf(dealPrintPath(input())), upgrade_payments: '650.25', upgrade_cob: '-4015' });
    expect(parsed.success && parsed.output.upgrade?.option).not.toHaveProperty('cob');
  });
});
