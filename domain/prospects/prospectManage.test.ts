import { describe, expect, it } from 'vitest';
import { prospectContactRows } from './prospectContacts.ts';
import { prospectManageEntries } from './prospectManage.ts';

const contact = { home: '', cell: '4165550199', work: '', email: '', can_call: 1 as const, can_email: 0 as const };

describe('prospect header and MANAGE menu', () => {
  it('lists the entries in the spec order; Send Email needs an email; an inactive prospect takes no appointment, note, e-mail or salesperson', () => {
    const active = prospectManageEntries({ deleted_at: null, contact });
    expect(active.map((entry) => [entry.label, entry.disabled])).toEqual([
      ['Book Appointment', null],
      ['Attach Note', null],
      ['Send Email', 'This prospect has no email on file.'],
      ['Update Salesperson', null],
      ['Share Prospect', null],
      ['Mark Inactive', null],
    ]);
    const inactive = prospectManageEntries({ deleted_at: '2026-11-01T00:00:00Z', contact });
    expect(inactive.map((entry) => [entry.label, entry.disabled === null])).toEqual([
      ['Book Appointment', false],
      ['Attach Note', false],
      ['Send Email', false],
      ['Update Salesperson', false],
      ['Share Prospect', true],
      ['Mark Active', true],
    ]);
  });

  it('shows each contact with a check or a cross, and Not Provided for a missing email', () => {
    expect(prospectContactRows(contact)).toEqual([
      { channel: 'home', label: 'Home', value: '-', onFile: false, allowed: true },
      { channel: 'cell', label: 'Mobile', value: '4165550199', onFile: true, allowed: true },
      { channel: 'work', label: 'Work', value: '-', onFile: false, allowed: true },
      { channel: 'email', label: 'Email', value: 'Not Provided', onFile: false, allowed: false },
    ]);
  });
});
