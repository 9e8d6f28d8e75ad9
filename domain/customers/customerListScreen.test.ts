import { describe, expect, it } from 'vitest';
import { contactRules } from './contactRules.ts';
import { EMPTY_CUSTOMER_FORM } from './customerForm.ts';
import { listPaging } from '../lists/listPaging.ts';
import { nextSort } from '../lists/nextSort.ts';
import { readCustomerListUrl } from './readCustomerListUrl.ts';
import { writeCustomerListUrl } from './writeCustomerListUrl.ts';

describe('customer list query string', () => {
  it('forces the page to 1 if missing', () => {
    expect(readCustomerListUrl(new URLSearchParams('search=smith')).page).toBe(1);
    expect(readCustomerListUrl(new URLSearchParams('page=0')).page).toBe(1);
  });
  it('keeps page, search, status, opportunity_type, distance_min, distance_max, order_by and order', () => {
    const query = 'page=3&search=smith&status=inactive&opportunity_type=equity&distance_min=5&distance_max=40&order_by=opportunities&order=asc';
    const view = readCustomerListUrl(new URLSearchParams(query));
    expect(view).toEqual({
      page: 3,
      filter: { search: 'smith', status: 'inactive', opportunity_type: 'equity', distance: { min: 5, max: 40 } },
      sort: { by: 'opportunities', order: 'asc' },
    });
    expect(writeCustomerListUrl(view).toString()).toBe(query);
  });
  it('writes only the filters that are set', () => {
    const view = readCustomerListUrl(new URLSearchParams('distance_max=12'));
    expect(writeCustomerListUrl(view).toString()).toBe('page=1&distance_max=12&order_by=name&order=asc');
  });
  it('ignores an unknown sort column, opportunity type or distance', () => {
    const view = readCustomerListUrl(new URLSearchParams('order_by=secret&opportunity_type=sold&distance_min=far'));
    expect(view.sort).toEqual({ by: 'name', order: 'asc' });
    expect(view.filter.opportunity_type).toBe('all');
    expect(view.filter.distance).toEqual({ min: null, max: null });
  });
  it('sorts by every column of the spec', () => {
    for (const by of ['deleted_at', 'number', 'name', 'opportunities', 'address', 'postal_code', 'phone', 'distance']) {
      expect(readCustomerListUrl(new URLSearchParams(`order_by=${by}&order=desc`)).sort).toEqual({ by, order: 'desc' });
    }
  });
});

describe('sortable headers', () => {
  it('a click sorts descending; a click on the same column when descending sorts ascending', () => {
    expect(nextSort({ by: 'name', order: 'asc' }, 'phone')).toEqual({ by: 'phone', order: 'desc' });
    expect(nextSort({ by: 'phone', order: 'desc' }, 'phone')).toEqual({ by: 'phone', order: 'asc' });
    expect(nextSort({ by: 'phone', order: 'asc' }, 'phone')).toEqual({ by: 'phone', order: 'desc' });
  });
});

describe('pages of 15 customers', () => {
  it('?page=N opens at row 15 * (N - 1) + 1', () => {
    expect(listPaging.firstRowOf(3) + 1).toBe(31);
    expect(listPaging.pageOf(30)).toBe(3);
    expect(listPaging.pageOf(29)).toBe(2);
  });
  it('knows whether a page is on screen', () => {
    expect(listPaging.inView(2, 20, 40)).toBe(true);
    expect(listPaging.inView(1, 20, 40)).toBe(false);
  });
});

describe('contact rules toggles', () => {
  it('CALL needs any phone, TEXT the cell, EMAIL the email', () => {
    const enabled = (form: typeof EMPTY_CUSTOMER_FORM) => contactRules(form).map((rule) => rule.enabled);
    expect(enabled(EMPTY_CUSTOMER_FORM)).toEqual([false, false, false]);
    expect(enabled({ ...EMPTY_CUSTOMER_FORM, work: '5195550100' })).toEqual([true, false, false]);
    expect(enabled({ ...EMPTY_CUSTOMER_FORM, cell: '5195550100' })).toEqual([true, true, false]);
    expect(enabled({ ...EMPTY_CUSTOMER_FORM, email: 'a@b.ca' })).toEqual([false, false, true]);
  });
});
