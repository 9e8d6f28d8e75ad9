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
    expect(searchUrlFor('smith')).toEqual({ page: 1, filter: { term: 'smith', tab: 'customer' } });
    expect(withSearchTab({ page: 4, filter: { term: 'smith', tab: 'customer' } }, 'opportunity')).toEqual({ page: 1, filter: { term: 'smith', tab: 'opportunity' } });
  });

  it('reads term, tab and page from the query, falling back on the first tab and page 1', () => {
    expect(readSearchUrl(new URLSearchParams('term=smith&tab=prospect&page=3'))).toEqual({ page: 3, filter: { term: 'smith', tab: 'prospect' } });
    expect(readSearchUrl(new URLSearchParams('term=smith&tab=nope&page=0'))).toEqual({ page: 1, filter: { term: 'smith', tab: 'customer' } });
    expect(writeSearchUrl({ page: 2, filter: { term: 'Côté', tab: 'vehicle' } }).toString()).toBe('term=C%C3%B4t%C3%A9&tab=vehicle&page=2');
  });
});
