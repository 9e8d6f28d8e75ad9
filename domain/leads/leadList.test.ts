import { describe, expect, it } from 'vitest';
import type { LeadDocument } from './leadDocument.ts';
import { EMPTY_LEAD_FILTER, LEAD_COLUMNS, compareLeads, leadFilterCount, leadPredicate } from './leadList.ts';
import { readLeadListUrl, writeLeadListUrl } from './leadListUrl.ts';

const lead = (id: string, overrides: Partial<LeadDocument> = {}): LeadDocument => ({
  id,
  dealer: 'dealer-a',
  prospect_id: 'P1',
  customer_id: null,
  type: 'Buy',
  category: 'New',
  first_name: 'Jane',
  last_name: 'Doe',
  email: '',
  phone: '4165550199',
  vehicle: '',
  received_at: '2026-11-24T15:15:00.000Z',
  comment: '',
  source_id: '',
  ...overrides,
});

describe('the lead bin', () => {
  it('lists the newest lead first, the id breaking ties', () => {
    const rows = [lead('a', { received_at: '2026-11-20T10:00:00.000Z' }), lead('b'), lead('c')];
    expect(rows.sort(compareLeads).map((row) => row.id)).toEqual(['c', 'b', 'a']);
  });

  it('filters by type, category and person (a prospect or a customer)', () => {
    const rows = [lead('a'), lead('b', { type: 'Lease' }), lead('c', { category: 'Used' }), lead('d', { prospect_id: null, customer_id: 'C9' })];
    const ids = (filter: Partial<typeof EMPTY_LEAD_FILTER>) => rows.filter(leadPredicate({ ...EMPTY_LEAD_FILTER, ...filter })).map((row) => row.id);
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
    expect(ids({ type: 'Lease' })).toEqual(['b']);
    expect(ids({ category: 'Used' })).toEqual(['c']);
    expect(ids({ person: 'C9' })).toEqual(['d']);
    expect(leadFilterCount({ type: 'Lease', category: 'all', person: 'P1' })).toBe(2);
  });

  it('shows the columns of spec 003, the received time at the dealer, and empty text for a missing value', () => {
    const texts = LEAD_COLUMNS.map((column) => [column.header, column.text(lead('a'), 'America/Toronto')]);
    expect(texts).toEqual([
      ['TYPE', 'Buy'],
      ['CATEGORY', 'New'],
      ['NAME', 'Jane Doe'],
      ['EMAIL', ''],
      ['PHONE', '4165550199'],
      ['VEHICLE', ''],
      ['RECEIVED AT', '2026-11-24 10:15'],
    ]);
  });

  it('reads its address in any case and writes it back in canonical form', () => {
    const url = readLeadListUrl(new URLSearchParams('type=test%20drive&category=USED&page=2&lead=L1'), 'P1');
    expect(url).toEqual({ page: 2, filter: { type: 'Test Drive', category: 'Used', person: 'P1' }, lead: 'L1' });
    expect(writeLeadListUrl(url).toString()).toBe('page=2&type=Test+Drive&category=Used&lead=L1');
    expect(readLeadListUrl(new URLSearchParams('type=rent&page=x'), null)).toEqual({ page: 1, filter: EMPTY_LEAD_FILTER, lead: null });
  });
});
