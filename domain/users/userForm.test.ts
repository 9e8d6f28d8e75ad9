import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, ownAccessProblem, phoneDigits, showsAccessFields, mayChangeAccess, storedNotifications, userFormMissing, userFormProblem, withContactNotifications, type UserForm } from './userForm.ts';

const filled: UserForm = { ...EMPTY_USER_FORM, email: 'ada@dealer.test', first_name: 'Ada', last_name: 'Lovelace', phone: '5195550101' };

describe('the user form rules (spec 002 §5)', () => {
  it('requires email, first and last name, and names the ones missing', () => {
    expect(userFormProblem(filled)).toBeNull();
    expect(userFormProblem({ ...filled, email: '  ' })).toBe('Please ensure you filled all required fields: Email.');
    expect(userFormProblem({ ...filled, first_name: '  ' })).toBe('Please ensure you filled all required fields: First Name.');
    expect(userFormProblem({ ...filled, first_name: '', last_name: ' ' })).toBe('Please ensure you filled all required fields: First Name and Last Name.');
    expect(userFormProblem(EMPTY_USER_FORM)).toBe('Please ensure you filled all required fields: Email, First Name and Last Name.');
    expect(userFormMissing({ ...filled, email: '', last_name: '' })).toEqual(['email', 'last_name']);
    expect(userFormMissing(filled)).toEqual([]);
  });

  it('requires the password and its confirmation together, matching, when one is typed or a password is needed', () => {
    expect(userFormProblem({ ...filled, password: 'Secret-123' })).toBe('Please ensure you filled all required fields: Confirm Password.');
    expect(userFormProblem({ ...filled, confirm: 'Secret-123' })).toBe('Please ensure you filled all required fields: Password.');
    expect(userFormProblem(filled, { needsPassword: true })).toBe('Please ensure you filled all required fields: Password and Confirm Password.');
    expect(userFormMissing({ ...filled, last_name: '', confirm: 'Secret-123' })).toEqual(['last_name', 'password']);
    expect(userFormProblem({ ...filled, password: 'Secret-123', confirm: 'Secret-124' })).toBe('Please ensure your password and password confirmation match.');
    expect(userFormProblem({ ...filled, password: 'short', confirm: 'short' })).toBe('Your new password must be at least 8 characters.');
    expect(userFormProblem({ ...filled, password: 'Secret-123', confirm: 'Secret-123' })).toBeNull();
  });

  it('takes a phone of digits only, 10 at most, and a valid e-mail', () => {
    expect(userFormProblem({ ...filled, phone: '519-555-0101' })).toBe('The phone takes digits only, 10 at most.');
    expect(userFormProblem({ ...filled, phone: '51955501011' })).toBe('The phone takes digits only, 10 at most.');
    expect(userFormProblem({ ...filled, phone: '' })).toBeNull();
    expect(userFormProblem({ ...filled, email: 'ada' })).toBe('Please ensure you have supplied a valid Email.');
    expect(phoneDigits('(519) 555-0101 ext 9')).toBe('5195550101');
  });
});

describe('the notification rules (spec 002 §3)', () => {
  it('turns e-mail notifications on with an e-mail and off without; text with the phone', () => {
    const off = { ...filled, notifications: { text: 0 as const, email: 0 as const, alerts: 3 } };
    expect(withContactNotifications(off, 'email').notifications).toEqual({ text: 0, email: 1, alerts: 3 });
    expect(withContactNotifications({ ...off, email: '' }, 'email').notifications.email).toBe(0);
    expect(withContactNotifications(off, 'phone').notifications).toEqual({ text: 1, email: 0, alerts: 3 });
    expect(withContactNotifications({ ...filled, phone: '' }, 'phone').notifications.text).toBe(0);
  });

  it('stores no flag without its address', () => {
    expect(storedNotifications({ email: '', phone: '', notifications: { text: 1, email: 1, alerts: 2 } })).toEqual({ text: 0, email: 0, alerts: 2 });
    expect(storedNotifications({ email: 'a@b.c', phone: '1', notifications: { text: 1, email: 0, alerts: 2 } })).toEqual({ text: 1, email: 0, alerts: 2 });
  });
});

describe('who changes roles and user types', () => {
  const admin = { role: 3 as const, admin: 1 as const };
  const manager = { role: 2 as const, admin: 0 as const };

  it('shows the selects for someone else, or oneself when an administrator; only administrators change them', () => {
    expect(showsAccessFields(manager, false)).toBe(true);
    expect(showsAccessFields(manager, true)).toBe(false);
    expect(showsAccessFields(admin, true)).toBe(true);
    expect(mayChangeAccess(admin)).toBe(true);
    expect(mayChangeAccess(manager)).toBe(false);
  });

  it('never lets a user drop their own administrator flag or deactivate themselves', () => {
    const message = 'You cannot remove your own administrator rights or deactivate yourself.';
    expect(ownAccessProblem(true, 1, 0)).toBe(message);
    expect(ownAccessProblem(true, 1, 2)).toBe(message);
    expect(ownAccessProblem(true, 0, 2)).toBe(message);
    expect(ownAccessProblem(true, 1, 1)).toBeNull();
    expect(ownAccessProblem(false, 1, 2)).toBeNull();
  });
});
