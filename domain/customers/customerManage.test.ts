import { describe, expect, it } from 'vitest';
import { customerManageEntries } from './customerManage.ts';

const contact = (email: string) => ({ home: '', cell: '5195550100', work: '', email, can_call: 1 as const, can_mail: 1 as const, can_email: 0 as const });

describe('customer MANAGE menu', () => {
  it('offers every entry of an active customer with an email, in the spec order', () => {
    const entries = customerManageEntries({ deleted_at: null, contact: contact('ann@example.com') });
    expect(entries.map((entry) => [entry.label, entry.disabled])).toEqual([
      ['Book Appointment', null],
      ['Send Opt-In', null],
      ['Attach Note', null],
      ['Send Email', null],
      ['Add Vehicle', null],
      ['Update Salesperson', null],
      ['Share Customer', null],
      ['Mark Inactive', null],
    ]);
  });

  it('disables what an inactive customer cannot have, and reads Mark Active', () => {
    const entries = customerManageEntries({ deleted_at: '2026-11-01T00:00:00Z', contact: contact('ann@example.com') });
    const inactive = 'Inactive customers cannot have an appointment, note, email, opt-in or salesperson change.';
    expect(entries.map((entry) => [entry.label, entry.disabled])).toEqual([
      ['Book Appointment', inactive],
      ['Send Opt-In', inactive],
      ['Attach Note', inactive],
      ['Send Email', inactive],
      ['Add Vehicle', null],
      ['Update Salesperson', inactive],
      ['Share Customer', null],
      ['Mark Active', null],
    ]);
  });

  it('needs an email for Send Email and Send Opt-In', () => {
    const entries = customerManageEntries({ deleted_at: null, contact: contact(' ') });
    expect(entries.filter((entry) => entry.disabled).map((entry) => [entry.label, entry.disabled])).toEqual([
      ['Send Opt-In', 'This customer has no email on file.'],
      ['Send Email', 'This customer has no email on file.'],
    ]);
  });
});
