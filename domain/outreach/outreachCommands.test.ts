import { describe, expect, it } from 'vitest';
import { outreachEventBody } from './outreachCommands.ts';

const person = { subject: 'customer' as const, customer_id: 'C1' };

describe('outreach commands', () => {
  it('turns Send Email into outreach.email_queued with the message as its payload', () => {
    const command = { ...person, type: 'outreach.sendEmail' as const, id: 'M1', email_subject: 'Hi', body: 'Hello', reply_to: 'msg:R1', consent_override: false };
    expect(outreachEventBody(command)).toEqual({
      ok: true,
      type: 'outreach.email_queued',
      payload: { ...person, id: 'M1', email_subject: 'Hi', body: 'Hello', reply_to: 'msg:R1', consent_override: false },
    });
  });

  it('turns a text into outreach.text_queued, keeping the consent override and the opt-in mark', () => {
    const command = { ...person, type: 'outreach.sendText' as const, id: 'T1', body: 'Hi', consent_override: true, opt_in: false };
    expect(outreachEventBody(command)).toEqual({
      ok: true,
      type: 'outreach.text_queued',
      payload: { ...person, id: 'T1', body: 'Hi', consent_override: true, opt_in: false },
    });
  });

  it('turns mark read into outreach.read with the person and the time only', () => {
    expect(outreachEventBody({ ...person, type: 'outreach.markRead', read_at: '2026-11-25T10:00:00.000Z' })).toEqual({
      ok: true,
      type: 'outreach.read',
      payload: { ...person, read_at: '2026-11-25T10:00:00.000Z' },
    });
  });
});
