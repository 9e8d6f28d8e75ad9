import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealPrintQuerySchema, UPGRADE_OPTION_MESSAGE, UPGRADE_VEHICLE_MESSAGE, dealPrintPath, type DealPrintInput } from './dealPrintQuery.ts';

const input = (changes: Partial<DealPrintInput> = {}): DealPrintInput => ({
  opportunityId: 'equity:V1',
  dealer: 'dealer-a',
  upgrade: { year: 2025, make: 'Toyota', model: 'RAV4', trim: 'XLE AWD', photo: 'https://media.example/rav4.jpg', price: 35_000 },
  option: { type: 'finance', rate: 4.99, term: 60, monthly: 650.25 },
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
  it('names the opportunity, the upgrade vehicle, its payment, the trade, the brand and the dealer', () => {
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
      upgrade_payments: '650.25',
      upgrade_frequency: 'm',
      // 35,000 − 650.25 × 60 = 35,000 − 39,015 = −4,015
      upgrade_cob: '-4015',
      trade: '18500',
      brand: 'Toyota',
      token: 'dealer-a',
    });
  });

  it('upgrade_payments is the payment at the frequency; upgrade_cob still uses the monthly', () => {
    // biweekly = 650 × 12 / 26 = 300; weekly = 650 × 12 / 52 = 150; cob = 32,000 − 650 × 48 = 800
    const option = { type: 'lease' as const, rate: 2.9, term: 48, monthly: 650 };
    const upgrade = { year: 2025, make: 'Honda', model: 'Civic', trim: '', photo: '', price: 32_000 };
    const biweekly = paramsOf(dealPrintPath(input({ upgrade, option, frequency: 'b' })));
    expect(biweekly).toMatchObject({ upgrade_payments: '300', upgrade_frequency: 'b', upgrade_cob: '800', upgrade_type: 'lease' });
    expect(paramsOf(dealPrintPath(input({ upgrade, option, frequency: 'w' })))).toMatchObject({ upgrade_payments: '150', upgrade_cob: '800' });
    // 591.19 × 12 / 26 = 272.8569… → 272.86; cob = 32,999.99 − 591.19 × 72 = 32,999.99 − 42,565.68 = −9,565.69
    const rounded = paramsOf(dealPrintPath(input({ upgrade: { ...upgrade, price: 32_999.99 }, option: { ...option, monthly: 591.19, term: 72 }, frequency: 'b' })));
    expect(rounded).toMatchObject({ upgrade_payments: '272.86', upgrade_cob: '-9565.69' });
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
        // 650.25 × 12 / 26 = 300.1153… → 300.12
        option: { type: 'finance', apr: 4.99, term: 60, payments: 300.12, frequency: 'b', cob: -4015 },
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

  it.each([
    ['an empty opportunity', { opportunity_id: ' ' }, 'Please name the opportunity to print (opportunity_id).'],
    ['a year of words', { upgrade_year: 'next' }, 'The upgrade year must be a year of 4 digits.'],
    ['a negative price', { upgrade_price: '-1' }, 'The upgrade price must be an amount of 0 or more.'],
    ['an APR of words', { upgrade_apr: 'low' }, 'The upgrade APR must be a rate of 0 or more.'],
    ['a cash type', { upgrade_type: 'cash' }, 'The upgrade type must be finance or lease.'],
    ['a term of 0', { upgrade_term: '0' }, 'The upgrade term must be a whole number of months from 1.'],
    ['a fractional term', { upgrade_term: '60.5' }, 'The upgrade term must be a whole number of months from 1.'],
    ['a monthly frequency spelled out', { upgrade_frequency: 'monthly' }, 'The upgrade frequency must be m (monthly), b (biweekly) or w (weekly).'],
    ['a cost of borrowing of words', { upgrade_cob: 'n/a' }, 'The upgrade cost of borrowing must be an amount.'],
    ['a trade of words', { trade: '18k' }, 'The trade must be an amount.'],
    ['a photo that is not a web address', { upgrade_photo: 'javascript:alert(1)' }, 'The upgrade photo must be a web address (http or https).'],
    ['a make too long', { upgrade_make: 'x'.repeat(101) }, 'The upgrade make is too long (100 characters at most).'],
  ])('refuses %s with a clear message', (_case, changes, message) => {
    expect(messageOf({ ...paramsOf(dealPrintPath(input())), ...changes })).toBe(message);
  });

  it('refuses a print without opportunity_id', () => {
    expect(messageOf({ token: 'dealer-a' })).toBe('Please name the opportunity to print (opportunity_id).');
  });

  it('takes the upgrade as a whole: its vehicle, then every figure of its payment', () => {
    expect(messageOf({ opportunity_id: 'equity:V1', upgrade_price: '35000' })).toBe(UPGRADE_VEHICLE_MESSAGE);
    expect(messageOf({ opportunity_id: 'equity:V1', upgrade_apr: '4.99' })).toBe(UPGRADE_VEHICLE_MESSAGE);
    const { upgrade_cob: _cob, ...withoutCob } = paramsOf(dealPrintPath(input()));
    expect(messageOf(withoutCob)).toBe(UPGRADE_OPTION_MESSAGE);
    expect(UPGRADE_VEHICLE_MESSAGE).toBe('The upgrade needs its year, make, model and price.');
  });
});
