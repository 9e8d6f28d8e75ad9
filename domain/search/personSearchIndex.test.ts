import { describe, expect, it } from 'vitest';
import type { Customer } from '../customers/customer.ts';
import { createPersonSearchIndex } from './personSearchIndex.ts';
import { customerSearchKeys } from './searchRows.ts';
import { parseSearchTerm } from './searchTerm.ts';

const customer = (id: string, first: string, last: string, cell = '', changes: Partial<Customer> = {}): Customer => ({
  id,
  dealer: 'D',
  number: `N${id}`,
  type: 'I',
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  address: '12 King St',
  city: 'Cambridge',
  province: 'on',
  postal_code: 'N1R 1A1',
  country: 'canada',
  latitude: null,
  longitude: null,
  distance: 12,
  status: 0,
  contact: { home: '', cell, work: '', email: '', can_call: 1, can_mail: 1, can_email: 0 },
  user_id: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
  deleted_at: null,
  ...changes,
});

const people = [
  customer('c1', 'Amélie', 'Côté', '5195550123'),
  customer('c2', 'Mark', 'Thompson', '2265550199'),
  customer('c3', 'Mary', 'Thomas', ''),
  customer('c4', 'Liam', 'Cotes', '5195559876'),
  customer('c5', '', '', '4165195550', { type: 'B', full_name: 'Maple Ridge Landscaping Ltd.' }),
  customer('c6', 'Eric', 'Mark', ''),
];

function indexOf(docs: Customer[] = people) {
  const index = createPersonSearchIndex<Customer>(customerSearchKeys);
  index.reset(docs);
  return index;
}

const find = (index: ReturnType<typeof indexOf>, term: string) => index.find(parseSearchTerm(term)).docs.map((doc) => doc.id);

describe('the person search index', () => {
  it('finds names whatever their accents and case: Cote finds Côté, and Cotes after it', () => {
    expect(find(indexOf(), 'Cote')).toEqual(['c1', 'c4']);
    expect(find(indexOf(), 'CÔTÉ')).toEqual(['c1', 'c4']);
  });

  it('finds the beginning of any word of the name, every word of the term, in any order', () => {
    expect(find(indexOf(), 'thom')).toEqual(['c3', 'c2']);
    expect(find(indexOf(), 'thompson mark')).toEqual(['c2']);
    expect(find(indexOf(), 'Thompson, M')).toEqual(['c2']);
    expect(find(indexOf(), 'maple land')).toEqual(['c5']);
  });

  it('ranks the same word before a beginning, and a beginning before a typo', () => {
    // Mark Thompson and Eric Mark hold "mark" itself; Marcus Markham a word beginning with it.
    expect(find(indexOf(), 'mark')).toEqual(['c6', 'c2']);
    expect(find(indexOf([...people, customer('c7', 'Marcus', 'Markham')]), 'mark')).toEqual(['c6', 'c2', 'c7']);
    // Every name beginning ranks alike, then by name.
    expect(find(indexOf(), 'mar')).toEqual(['c6', 'c3', 'c2']);
    // Thomas holds "thomas"; so few do that Thompson, one typo from it, follows.
    expect(find(indexOf(), 'thomas')).toEqual(['c3', 'c2']);
  });

  it('forgives one typo when the word as typed finds few: Thompsn finds Thompson', () => {
    expect(find(indexOf(), 'Thompsn')).toEqual(['c2']);
    expect(find(indexOf(), 'mark thomspon')).toEqual(['c2']);
    expect(find(indexOf(), 'Thmpsn')).toEqual([]);
    // Four letters are too few for a typo: mary does not find Mark.
    expect(find(indexOf(), 'mary')).toEqual(['c3']);
    expect(find(indexOf(), 'thox')).toEqual([]);
  });

  it('finds phones by their digits anywhere, the whole phone first, then its beginning', () => {
    expect(find(indexOf(), '(519) 555-01')).toEqual(['c1']);
    expect(find(indexOf(), '519')).toEqual(['c1', 'c4', 'c5']);
    expect(find(indexOf(), '519-555-0123')).toEqual(['c1']);
    expect(find(indexOf(), '555')).toEqual(['c1', 'c4', 'c5', 'c2']);
  });

  it('follows changes: a renamed, a removed and a new person', () => {
    const index = indexOf();
    const before = index.version;
    index.apply([
      { id: 'c2', doc: customer('c2', 'Mark', 'Tomson', '2265550199') },
      { id: 'c1', doc: null },
      { id: 'c8', doc: customer('c8', 'Zoé', 'Zylberstein', '') },
    ]);
    expect(index.version).toBeGreaterThan(before);
    expect(index.size()).toBe(6);
    expect(find(index, 'thompson')).toEqual([]);
    expect(find(index, 'tomson')).toEqual(['c2']);
    expect(find(index, 'cote')).toEqual(['c4']);
    expect(find(index, 'zoe zyl')).toEqual(['c8']);
    expect(index.get('c8')?.last_name).toBe('Zylberstein');
    expect(index.get('c1')).toBeUndefined();
  });

  it('orders thousands of matches as it orders a few, and keeps the order as people change', () => {
    const many = Array.from({ length: 3000 }, (_, i) => customer(`w${i}`, `Ann${String(2999 - i).padStart(4, '0')}`, 'Walker', `416555${String(i).padStart(4, '0')}`));
    const index = indexOf([...many, customer('x1', 'Zed', 'Walkerton', '4165559999')]);
    // By list name: Walker, Ann0000 (w2999) to Walker, Ann2999 (w0), then Walkerton, Zed.
    const walkers = Array.from({ length: 3000 }, (_, k) => `w${2999 - k}`);
    expect(find(index, 'walk')).toEqual([...walkers, 'x1']);
    expect(find(index, 'walker')).toEqual([...walkers, 'x1']);
    expect(find(index, '416555')).toEqual([...walkers, 'x1']);
    index.apply([
      { id: 'w2999', doc: null },
      { id: 'x2', doc: customer('x2', 'Aaron', 'Walker', '4165550000') },
    ]);
    expect(find(index, 'walker').slice(0, 3)).toEqual(['x2', 'w2998', 'w2997']);
    expect(find(index, 'walker')).toHaveLength(3001);
    // Both hold the whole phone: by name.
    expect(find(index, '4165550000')).toEqual(['x2', 'w0']);
    expect(find(index, '416555000').slice(0, 3)).toEqual(['x2', 'w9', 'w8']);
  });

  it('sums a number over the people found, weighing each or reading a table of everyone past a few thousand', () => {
    const many = Array.from({ length: 5000 }, (_, i) => customer(`w${i}`, 'Ann', 'Walker', `416555${String(i).padStart(4, '0')}`));
    const index = indexOf([...many, customer('x1', 'Zed', 'Zorro')]);
    const weight = (doc: Customer) => (doc.id === 'x1' ? 100 : Number(doc.id.slice(1)) % 3);
    const snapshot = {};
    // 5,000 Walkers: ids 0 to 4999 weigh i mod 3, so 1,667 weigh 0, 1,667 weigh 1 and 1,666 weigh 2.
    expect(index.tally(index.find(parseSearchTerm('walker')), snapshot, weight)).toBe(1_667 + 2 * 1_666);
    expect(index.tally(index.find(parseSearchTerm('zorro')), snapshot, weight)).toBe(100);
    expect(index.tally(index.find(parseSearchTerm('4165551')), snapshot, weight)).toBe(1_000);
  });
});

