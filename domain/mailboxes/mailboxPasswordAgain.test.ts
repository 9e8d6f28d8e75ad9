import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MailboxUpdateSchema } from './mailboxForm.ts';
import { passwordAgainProblem, type MailServerSettings } from './mailboxPasswordAgain.ts';

const stored: MailServerSettings = {
  incoming_protocol: 'imap',
  address: 'imap.dealer.test',
  port: 993,
  username: 'desk@dealer.test',
  smtp_address: 'smtp.dealer.test',
  smtp_port: 465,
  smtp_username: 'desk@dealer.test',
};
const update = (changes: Partial<MailServerSettings & { password: string; smtp_password: string }>) => ({ ...stored, password: '', smtp_password: '', ...changes });

describe('passwordAgainProblem (issue 27)', () => {
  it('keeps both stored passwords while neither server moves (a host name’s case and surrounding spaces are no move)', () => {
    expect(passwordAgainProblem(stored, update({}))).toBeNull();
    expect(passwordAgainProblem(stored, update({ address: ' IMAP.Dealer.test ', smtp_username: 'desk@dealer.test ' }))).toBeNull();
  });

  it('asks for the incoming password again when its protocol, address, port or user name changes', () => {
    const incoming = { field: 'password', message: 'The incoming server changed: please provide its password again.' };
    for (const change of [{ incoming_protocol: 'pop3' as const }, { address: 'imap.elsewhere.test' }, { port: 143 }, { username: 'Desk@dealer.test' }]) {
      expect([change, passwordAgainProblem(stored, update(change))]).toEqual([change, incoming]);
      expect(passwordAgainProblem(stored, update({ ...change, password: 'typed again' }))).toBeNull();
    }
  });

  it('asks for the SMTP password again when its address, port or user name changes, whatever the incoming password', () => {
    const smtp = { field: 'smtp_password', message: 'The SMTP server changed: please provide its password again.' };
    for (const change of [{ smtp_address: 'smtp.elsewhere.test' }, { smtp_port: 587 }, { smtp_username: 'sales@dealer.test' }]) {
      expect([change, passwordAgainProblem(stored, update({ ...change, password: 'typed again' }))]).toEqual([change, smtp]);
      expect(passwordAgainProblem(stored, update({ ...change, smtp_password: 'typed again' }))).toBeNull();
    }
  });
});

describe('the mailbox schema’s server fields (issue 27)', () => {
  const body = { mailbox_type_id: 3, name: 'Front Desk', ...stored, password: 'secret', smtp_password: 'secret' };
  const problem = (changes: Record<string, string>) => {
    const result = v.safeParse(MailboxUpdateSchema, { ...body, ...changes });
    return result.success ? null : result.issues[0].message;
  };

  it('refuses a control character in every address, user name and password', () => {
    expect(problem({ username: 'desk\r\nDELE 1' })).toBe('The user name cannot hold line breaks, tabs or other control characters.');
    expect(problem({ smtp_username: 'desk\u0000' })).toBe('The user name cannot hold line breaks, tabs or other control characters.');
    expect(problem({ address: 'imap.dealer.test\nx' })).toBe('The server address cannot hold line breaks, tabs or other control characters.');
    expect(problem({ smtp_address: 'smtp\tdealer.test' })).toBe('The server address cannot hold line breaks, tabs or other control characters.');
    expect(problem({ password: 'se\u007fcret' })).toBe('The password cannot hold line breaks, tabs or other control characters.');
    expect(problem({ smtp_password: 'secret\r\nQUIT' })).toBe('The password cannot hold line breaks, tabs or other control characters.');
  });

  it('takes spaces and any other character in a password', () => {
    expect(problem({ password: ' pa ss wörd ✓ ' })).toBeNull();
  });
});
