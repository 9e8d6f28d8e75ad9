import { describe, expect, it } from 'vitest';
import { firstSearchTab, isSearchable, parseSearchTerm } from './searchTerm.ts';
import { readSearchUrl, searchUrlFor, withSearchTab, writeSearchUrl } from './searchUrl.ts';

describe('parseSearchTerm (spec 000 §5)', () => {
  it('finds nothing under 2 characters', () => {
    expect(parseSearchTerm('')).toEqual({ kind: 'short' });
    expect(parseSearchTerm('  a ')).toEqual({ kind: 'short' });
    expect(isSearchable('a')).toBe(false);
    expect(isSearchable('ab')).toBe(true);
  });

  it('takes exactly 17 characters for a VIN, in upper case', () => {
    expect(parseSearchTerm(' 2t3p1rfv8mc123456 ')).toEqual({ kind: 'vin', vin: '2T3P1RFV8MC123456' });
    expect(parseSearchTerm('2T3P1RFV8MC12345').kind).toBe('name');
    expect(parseSearchTerm('2T3P1RFV8MC1234567').kind).toBe('name');
  });

  it('takes phone characters with 3 digits or more for a phone, digits only, without a leading country code', () => {
    expect(parseSearchTerm('(519) 555-01')).toEqual({ kind: 'phone', digits: '51955501' });
    expect(parseSearchTerm('+1 519.555.0123')).toEqual({ kind: 'phone', digits: '5195550123' });
    expect(parseSearchTerm('555')).toEqual({ kind: 'phone', digits: '555' });
    expect(parseSearchTerm('51')).toEqual({ kind: 'name', words: ['51'] });
  });

  it('takes anything else for the words of a name', () => {
    expect(parseSearchTerm('Côté, Amélie')).toEqual({ kind: 'name', words: ['cote', 'amelie'] });
    expect(parseSearchTerm('Smith 519')).toEqual({ kind: 'name', words: ['smith', '519'] });
  });
});

describe('the search route', () => {
  it('opens a new term on Customer, a VIN on Vehicle, at page 1', () => {
    expect(firstSearchTab('smith')).toBe('customer');
    expect(firstSearchTab('2T3P1RFV8MC123456')).toBe('vehicle');
    expect(searchUrlFor('smith')).toEqual({ term: 'smith', tab: 'customer', page: 1 });
    expect(withSearchTab({ term: 'smith', tab: 'customer', page: 4 }, 'opportunity')).toEqual({ term: 'smith', tab: 'opportunity', page: 1 });
  });

  it('reads term, tab and page from the query, falling back on the first tab and page 1', () => {
    expect(readSearchUrl(new URLSearchParams('term=smith&tab=prospect&page=3'))).toEqual({ term: 'smith', tab: 'prospect', page: 3 });
    expect(readSearchUrl(new URLSearchParams('term=smith&tab=nope&page=0'))).toEqual({ term: 'smith', tab: 'customer', page: 1 });
    expect(writeSearchUrl({ term: 'Côté', tab: 'vehicle', page: 2 }).toString()).toBe('term=C%C3%B4t%C3%A9&tab=vehicle&page=2');
  });
});
