import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOMER_FORM, customerFormError, customerFormIssue, phoneDigits, type CustomerForm } from './customerForm.ts';

const person = (changes: Partial<CustomerForm>): CustomerForm => ({
  ...EMPTY_CUSTOMER_FORM,
  first_name: 'Ada',
  last_name: 'Lovelace',
  ...changes,
});

describe('customer form rules (spec 000 §5)', () => {
  it('an individual requires first and last name', () => {
    expect(customerFormError(person({ last_name: ' ' }))).toBe('Please ensure you have supplied a Customer name.');
  });
  it('a business requires a business name', () => {
    expect(customerFormError(person({ type: 'B', business: '' }))).toBe('Please ensure you have supplied a Business name.');
    expect(customerFormError(person({ type: 'B', business: 'Acme Ltd' }))).toBeNull();
  });
  it('phones must be numeric and exactly 10 digits after stripping dashes, spaces and brackets', () => {
    expect(customerFormError(person({ home: '(519) 555-0100' }))).toBeNull();
    expect(customerFormError(person({ home: '519555010' }))).toBe('The Home Phone field must be numeric and exactly contain 10 digits.');
    expect(customerFormError(person({ cell: '51955501x0' }))).toBe('The Cell Phone field must be numeric and exactly contain 10 digits.');
    expect(customerFormError(person({ work: '12345678901' }))).toBe('The Work Phone field must be numeric and exactly contain 10 digits.');
  });
  it('an email, if given, must be valid', () => {
    expect(customerFormError(person({ email: 'ada@' }))).toBe('Please ensure you have supplied a valid Email.');
    expect(customerFormError(person({ email: 'ada@example.com' }))).toBeNull();
  });
  it('each contact rule needs its field', () => {
    expect(customerFormError(person({ can_email: 1 }))).toBe('Please ensure you have supplied a relevant field Email.');
    expect(customerFormError(person({ can_mail: 1 }))).toBe('Please ensure you have supplied a relevant field Cell.');
    expect(customerFormError(person({ can_call: 1 }))).toBe('Please ensure you have supplied a relevant field Home / Cell / Work.');
    expect(customerFormError(person({ can_call: 1, work: '5195550100' }))).toBeNull();
  });
  it('names the fields a broken rule is about, for the form to mark them', () => {
    expect(customerFormIssue(person({ last_name: ' ' }))).toEqual({ message: 'Please ensure you have supplied a Customer name.', fields: ['last_name'] });
    expect(customerFormIssue(person({ first_name: '', last_name: '' }))?.fields).toEqual(['first_name', 'last_name']);
    expect(customerFormIssue(person({ type: 'B', business: '' }))?.fields).toEqual(['business']);
    expect(customerFormIssue(person({ cell: '519' }))?.fields).toEqual(['cell']);
    expect(customerFormIssue(person({ email: 'ada@' }))?.fields).toEqual(['email']);
    expect(customerFormIssue(person({ can_email: 1 }))?.fields).toEqual(['email']);
    expect(customerFormIssue(person({ can_mail: 1 }))?.fields).toEqual(['cell']);
    expect(customerFormIssue(person({ can_call: 1 }))?.fields).toEqual(['home', 'cell', 'work']);
    expect(customerFormIssue(person({}))).toBeNull();
  });
  it('phone inputs keep only digits, at most 10', () => {
    expect(phoneDigits('(519) 555-0100 ext 4')).toBe('5195550100');
  });
});
