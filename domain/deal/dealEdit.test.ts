import { describe, expect, it } from 'vitest';
import { ownedVehicle } from '../opportunities/miningFixtures.ts';
import { opportunityRow } from '../opportunityList/opportunityRowFixture.ts';
import { DEAL_EDIT_MESSAGES, dealEditResult, typedNumber, type DealEditForm } from './dealEdit.ts';
import { dealEditForm } from './dealEditForm.ts';
import { automaticPayout, withAutomaticPayout } from './dealEditPayout.ts';

const form = (changes: Partial<DealEditForm> = {}): DealEditForm => ({
  opportunity_id: 'equity:V1',
  customer_id: 'C1',
  vehicle_id: 'V1',
  type: 'finance',
  frequency: 'm',
  term: '60',
  rate: '4.99',
  payment: '450',
  trade: '23,120',
  bank: 'Honda Financial',
  amount: '27000',
  downpayment: '1250',
  sold_at: '2022-01-01',
  inservice_at: '2021-12-15',
  payout: '15300',
  payout_edited: false,
  ...changes,
});

describe('deal edit form values', () => {
  it('a filled form becomes the deal to record, amounts as numbers', () => {
    expect(dealEditResult(form())).toEqual({
      ok: true,
      deal: {
        opportunity_id: 'equity:V1',
        customer_id: 'C1',
        vehicle_id: 'V1',
        type: 'finance',
        frequency: 'm',
        term: 60,
        rate: 4.99,
        payment: 450,
        trade: 23_120,
        bank: 'Honda Financial',
        amount: 27_000,
        downpayment: 1_250,
        sold_at: '2022-01-01',
        inservice_at: '2021-12-15',
        payout: 15_300,
        payout_edited: false,
      },
    });
  });

  it('empty downpayment or trade count as 0; an empty in-service date is none', () => {
    const result = dealEditResult(form({ downpayment: ' ', trade: '', inservice_at: '' }));
    expect(result.ok && [result.deal.downpayment, result.deal.trade, result.deal.inservice_at]).toEqual([0, 0, null]);
  });

  it('typed amounts ignore thousands separators and dollar signs, and anything else is not a number', () => {
    expect(typedNumber('$1,234.50')).toBe(1234.5);
    expect(typedNumber('.5')).toBe(0.5);
    expect(typedNumber('12a')).toBeNaN();
    expect(typedNumber('')).toBeNaN();
  });
});

describe('deal edit field messages', () => {
  it('each wrong field has its message, and the first in the form’s order is the message', () => {
    const result = dealEditResult(form({ type: 'loan', term: '6.5', rate: '101', payment: 'abc', sold_at: '', payout: '-1' }));
    expect(result).toEqual({
      ok: false,
      message: DEAL_EDIT_MESSAGES.type,
      errors: {
        type: 'Choose finance, lease or cash.',
        term: 'Enter the term in whole months, from 0 to 120.',
        rate: 'Enter the rate as a percent from 0 to 100.',
        payment: 'Enter the payment in dollars (0 or more).',
        sold_at: 'Enter the date the vehicle was sold.',
        payout: 'Enter the payout in dollars (0 or more).',
      },
    });
  });

  it('a finance or lease needs a term of at least a month; a cash deal may have none', () => {
    expect(dealEditResult(form({ term: '0' }))).toMatchObject({ ok: false, errors: { term: 'A finance or lease term is at least 1 month.' } });
    expect(dealEditResult(form({ type: 'lease', term: '0' }))).toMatchObject({ ok: false, message: DEAL_EDIT_MESSAGES.financedTerm });
    expect(dealEditResult(form({ type: 'cash', term: '0', payment: '0' })).ok).toBe(true);
  });

  it('dates must be real calendar days', () => {
    expect(dealEditResult(form({ sold_at: '2025-02-30' }))).toMatchObject({ ok: false, errors: { sold_at: DEAL_EDIT_MESSAGES.sold_at } });
    expect(dealEditResult(form({ inservice_at: '15/12/2021' }))).toMatchObject({ ok: false, errors: { inservice_at: DEAL_EDIT_MESSAGES.inservice_at } });
  });

  it('frequency is m, b or w and the bank name at most 100 characters', () => {
    expect(dealEditResult(form({ frequency: 'q', bank: 'B'.repeat(101) }))).toMatchObject({
      ok: false,
      errors: { frequency: 'Choose monthly, biweekly or weekly payments.', bank: 'The bank name is at most 100 characters.' },
    });
  });
});

// The payout rule's worked examples of docs/deal-math.md: sold 2022-01-01, today 2024-01-01, 26 periods.
describe('automatic payout', () => {
  const today = '2024-01-01';

  it('is the payout rule over the typed payment, frequency, term and sale date', () => {
    expect(automaticPayout(form(), today)).toBe(15_300);
    expect(automaticPayout(form({ frequency: 'b', payment: '250' }), today)).toBe(18_416.71);
    expect(automaticPayout(form({ frequency: 'w', payment: '120', term: '48' }), today)).toBe(11_440.01);
    expect(automaticPayout(form({ sold_at: '2020-01-01', term: '24' }), today)).toBe(0);
  });

  it('is 0 for a cash deal and unknown while payment or term is not a number', () => {
    expect(automaticPayout(form({ type: 'cash' }), today)).toBe(0);
    expect(automaticPayout(form({ payment: 'x' }), today)).toBeNull();
    expect(automaticPayout(form({ term: '6.5' }), today)).toBeNull();
  });

  it('recomputes the payout as the user types until EDIT is pressed, then the typed payout stands', () => {
    expect(withAutomaticPayout(form({ payment: '500', payout: '1' }), today).payout).toBe('17000');
    expect(withAutomaticPayout(form({ payment: '500', payout: '9000', payout_edited: true }), today).payout).toBe('9000');
    expect(withAutomaticPayout(form({ payment: 'x', payout: '15300' }), today).payout).toBe('15300');
  });

  it('a cash deal has no payout to type', () => {
    expect(withAutomaticPayout(form({ type: 'cash', payout: '9000', payout_edited: true }), today)).toMatchObject({ payout: '0', payout_edited: false });
  });
});

describe('deal edit form as it opens', () => {
  it('holds the vehicle’s contract and in-service date and the opportunity’s trade and payout', () => {
    const opportunity = opportunityRow({ id: 'equity:V1', customer_id: 'C1', vehicle_id: 'V1', trade: 14_450, payout: 10_500 });
    const vehicle = { ...ownedVehicle({ inservice_at: '2022-06-15T10:00:00Z' }), dealer: 'D1' };
    expect(dealEditForm({ opportunity, vehicle })).toEqual({
      opportunity_id: 'equity:V1',
      customer_id: 'C1',
      vehicle_id: 'V1',
      type: 'finance',
      frequency: 'm',
      term: '60',
      rate: '4.99',
      payment: '500',
      trade: '14450',
      bank: 'Honda Financial',
      amount: '27000',
      downpayment: '1250',
      sold_at: '2022-06-15',
      inservice_at: '2022-06-15',
      payout: '10500',
      payout_edited: false,
    });
  });

  it('opens with EDIT pressed when the desk typed the payout before', () => {
    const opportunity = opportunityRow({ payout: 9_000 });
    const vehicle = { ...ownedVehicle(), dealer: 'D1', desk: { trade: 15_000, payout: 9_000 } };
    expect(dealEditForm({ opportunity, vehicle })).toMatchObject({ payout: '9000', payout_edited: true });
  });

  it('without a contract on file the opportunity row fills the terms', () => {
    const opportunity = opportunityRow({ sale_type: 'lease', frequency: 'b', term: 36, apr: 3.9, payments: 210 });
    const vehicle = { ...ownedVehicle({ contract: null, inservice_at: null }), dealer: 'D1' };
    expect(dealEditForm({ opportunity, vehicle })).toMatchObject({
      type: 'lease',
      frequency: 'b',
      term: '36',
      rate: '3.9',
      payment: '210',
      amount: '',
      sold_at: '',
      inservice_at: '',
    });
  });
});
