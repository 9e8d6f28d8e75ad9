import { describe, expect, it } from 'vitest';
import { searchEmptyText } from './searchEmptyText.ts';

const LOOKS_IN = 'Search looks in the names and phone numbers of customers and prospects, and in the 17-character VINs of vehicles.';

describe('what the search says when nothing is found', () => {
  it('keeps the spec\'s words and says what a name or phone was looked for in', () => {
    expect(searchEmptyText(' xyzzy ', 'customer')).toBe(`No Results For Your Search: no customer matches "xyzzy". ${LOOKS_IN}`);
    expect(searchEmptyText('xyzzy', 'prospect')).toBe(`No Results For Your Search: no prospect matches "xyzzy". ${LOOKS_IN}`);
    expect(searchEmptyText('519 555', 'opportunity')).toBe(`No Results For Your Search: no customer matching "519 555" has an opportunity. ${LOOKS_IN}`);
  });

  it('tells the Vehicle tab finds vehicles by VIN only, and prospects are not found by VIN', () => {
    expect(searchEmptyText('Smith', 'vehicle')).toBe(
      'No Results For Your Search: "Smith" is not a VIN. The Vehicle tab finds vehicles in stock by their 17-character VIN; names and phone numbers find customers and prospects on the other tabs.',
    );
    expect(searchEmptyText('2t1bu4ee9dc000001', 'vehicle')).toBe('No Results For Your Search: no vehicle in stock has the VIN 2T1BU4EE9DC000001.');
    expect(searchEmptyText('2T1BU4EE9DC000001', 'prospect')).toBe(
      'No Results For Your Search: no prospect matches "2T1BU4EE9DC000001". Prospects are found by name or phone number, not by VIN.',
    );
  });

  it('says only where the search looks when nothing was typed', () => {
    for (const tab of ['opportunity', 'customer', 'prospect', 'vehicle'] as const) {
      expect(searchEmptyText('  ', tab)).toBe(
        'No Results For Your Search. Search looks in the names and phone numbers of customers and prospects, and in the 17-character VINs of vehicles.',
      );
    }
  });
});
