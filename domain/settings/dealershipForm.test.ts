import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DealershipFormSchema, dealershipPhone } from './dealershipForm.ts';

const form = {
  name: 'Maple Motors',
  address: '12 King St',
  city: 'Kitchener',
  province: 'ON',
  country: 'canada',
  postal_code: 'N2G 1A1',
  phone: '519.555.01',
  url: 'https://maple.example',
  timezone: 'America/Toronto',
};

const problem = (change: Record<string, string>) => {
  const result = v.safeParse(DealershipFormSchema, { ...form, ...change });
  return result.success ? null : result.issues[0].message;
};

describe('the dealership form', () => {
  it('the dealership phone keeps only digits and dots, limited to 10 characters', () => {
    expect(dealershipPhone('(519) 555-0199 ext. 4')).toBe('5195550199');
    expect(dealershipPhone('519.555.0199')).toBe('519.555.01');
    expect(dealershipPhone('abc')).toBe('');
    expect(problem({ phone: '519-555-01' })).toBe('The phone holds only digits and dots, 10 characters at most.');
    expect(problem({ phone: '51955501999' })).toBe('The phone holds only digits and dots, 10 characters at most.');
    expect(problem({ phone: '' })).toBeNull();
  });

  it('needs a name, city, province, a known country and time zone; a website is an http(s) address or nothing', () => {
    expect(problem({})).toBeNull();
    expect(problem({ name: '  ' })).toBe('Please enter the dealership name.');
    expect(problem({ city: '' })).toBe('Please enter the city.');
    expect(problem({ province: '' })).toBe('Please enter the province or state.');
    expect(problem({ country: 'mexico' })).toBe('Please choose Canada or the United States.');
    expect(problem({ timezone: 'Mars/Olympus' })).toBe('Please choose a time zone from the list.');
    expect(problem({ url: 'maple motors' })).toBe('Please enter the website as an address such as https://dealer.example.');
    expect(problem({ url: '' })).toBeNull();
  });
});
