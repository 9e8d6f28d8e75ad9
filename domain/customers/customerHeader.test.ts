import { describe, expect, it } from 'vitest';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { customerHeaderText, dealSheetLink, UNASSIGNED, type CustomerHeaderInput } from './customerHeader.ts';

const customer: CustomerHeaderInput['customer'] = {
  id: 'c1',
  number: '1234567890',
  type: 'I',
  first_name: 'Dana',
  last_name: 'Moreau',
  full_name: 'Dana Moreau',
  address: '12 King St',
  city: 'Cambridge',
  province: 'ON',
  postal_code: 'N1R 1A1',
  user_id: 7,
};

const names = (id: number) => (id === 7 ? 'Bob Brown' : null);

describe('customer header', () => {
  it('cuts the number to its first 8 characters and shows the name and address', () => {
    const text = customerHeaderText({ customer, opportunities: [], userName: names });
    expect(text.number).toBe('12345678');
    expect(text.name).toBe('Dana Moreau');
    expect(text.address).toBe('12 King St, Cambridge, ON N1R 1A1');
  });

  it('leaves out the address parts not on file', () => {
    const text = customerHeaderText({ customer: { ...customer, address: '', postal_code: ' ' }, opportunities: [], userName: names });
    expect(text.address).toBe('Cambridge, ON');
  });

  it('names an individual by first and last name when the full name is empty', () => {
    expect(customerHeaderText({ customer: { ...customer, full_name: '' }, opportunities: [], userName: names }).name).toBe('Dana Moreau');
  });

  it('shows the salesperson, or UNASSIGNED when the customer has none or the user is unknown', () => {
    expect(customerHeaderText({ customer, opportunities: [], userName: names }).salesperson).toBe('Bob Brown');
    expect(customerHeaderText({ customer: { ...customer, user_id: null }, opportunities: [], userName: names }).salesperson).toBe('UNASSIGNED');
    expect(customerHeaderText({ customer: { ...customer, user_id: 99 }, opportunities: [], userName: names }).salesperson).toBe(UNASSIGNED);
  });

  it('has one chip per opportunity of the customer, in the type order, linking to its deal sheet, the current one marked', () => {
    const opportunities = [
      opportunityRow({ id: 'cash:v1', type: 'cash', vehicle_id: 'v1', customer_id: 'c1' }),
      opportunityRow({ id: 'equity:v1', type: 'equity', vehicle_id: 'v1', customer_id: 'c1' }),
      opportunityRow({ id: 'equity:v7', type: 'equity', vehicle_id: 'v7', customer_id: 'c2' }),
    ];
    const { chips } = customerHeaderText({ customer, opportunities, currentOpportunityId: 'cash:v1', userName: names });
    expect(chips.map((chip) => [chip.label, chip.href, chip.current])).toEqual([
      ['UPGRADE', '/deal/equity%3Av1/dealsheet', false],
      ['CASH CONVERSION', '/deal/cash%3Av1/dealsheet', true],
    ]);
    expect(chips.map((chip) => chip.detail)).toEqual([null, null]);
    expect(dealSheetLink('service:V 1')).toBe('/deal/service%3AV%201/dealsheet');
  });

  it('names the vehicle of chips that share a type, and only of those', () => {
    const opportunities = [
      opportunityRow({ id: 'service:v1', type: 'service', vehicle_id: 'v1', customer_id: 'c1', vehicle_name: '2019 Honda Civic' }),
      opportunityRow({ id: 'service:v2', type: 'service', vehicle_id: 'v2', customer_id: 'c1', vehicle_name: '2021 Ford F-150' }),
      opportunityRow({ id: 'cash:v1', type: 'cash', vehicle_id: 'v1', customer_id: 'c1', vehicle_name: '2019 Honda Civic' }),
    ];
    const { chips } = customerHeaderText({ customer, opportunities, userName: names });
    expect(chips.map((chip) => [chip.id, chip.detail])).toEqual([
      ['cash:v1', null],
      ['service:v1', '2019 Honda Civic'],
      ['service:v2', '2021 Ford F-150'],
    ]);
  });
});
