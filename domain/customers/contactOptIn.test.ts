import { describe, expect, it } from 'vitest';
import { NO_CONTACT_MESSAGE, NOT_OPTED_IN_MESSAGE, contactOptIn } from './contactOptIn.ts';
import type { Contact } from './customer.ts';

const contact = (overrides: Partial<Contact>): Contact => ({
  home: '',
  cell: '',
  work: '',
  email: '',
  can_call: 0,
  can_mail: 0,
  can_email: 0,
  ...overrides,
});

const texts = (value: Contact) => contactOptIn(value).rows.map((row) => `${row.label}: ${row.value} ${row.text}`.replace('  ', ' '));

describe('contact opt-in display', () => {
  it('a mobile, home or work phone shows opted-in when can_call is set, no number when there is none', () => {
    expect(texts(contact({ cell: '5195550100', work: '5195550199', can_call: 1 }))).toEqual([
      'Cell: 5195550100 Opted-In',
      'Home: No Number',
      'Work: 5195550199 Opted-In',
      'Email: No Email',
    ]);
    expect(contactOptIn(contact({ cell: '5195550100', can_call: 1 })).message).toBeNull();
  });

  it('a phone on file without can_call shows not opted-in', () => {
    expect(texts(contact({ home: '5195550111', can_call: 0, can_email: 1 }))[1]).toBe('Home: 5195550111 Not Opted-In');
  });

  it('email uses can_email, not can_call', () => {
    expect(texts(contact({ email: 'dana@example.com', can_call: 1, can_email: 0 }))[3]).toBe('Email: dana@example.com Not Opted-In');
    expect(texts(contact({ email: 'dana@example.com', can_call: 0, can_email: 1 }))[3]).toBe('Email: dana@example.com Opted-In');
    expect(contactOptIn(contact({ email: 'dana@example.com', can_email: 1 })).message).toBeNull();
  });

  it('says Customer has not Opted-In when contacts are on file but none is opted in', () => {
    const shown = contactOptIn(contact({ cell: '5195550100', email: 'dana@example.com', can_call: 0, can_email: 0, can_mail: 1 }));
    expect(shown.message).toBe('Customer has not Opted-In');
    expect(shown.message).toBe(NOT_OPTED_IN_MESSAGE);
    expect(shown.rows).toHaveLength(4);
  });

  it('a consent without a number or address is no opt-in', () => {
    expect(contactOptIn(contact({ email: 'dana@example.com', can_call: 1 })).message).toBe(NOT_OPTED_IN_MESSAGE);
  });

  it('says Customer has no cell phone, home phone, work phone or email when nothing is on file, without rows', () => {
    expect(contactOptIn(contact({ can_call: 1, can_email: 1, home: '  ' }))).toEqual({
      rows: [],
      message: 'Customer has no cell phone, home phone, work phone or email',
    });
    expect(NO_CONTACT_MESSAGE).toBe('Customer has no cell phone, home phone, work phone or email');
  });
});
