import { describe, expect, it } from 'vitest';
import { activityLogTotals, customerActivityLog } from './customerActivityLog.ts';
import type { MessageFields, OutreachMessage } from '../outreach/outreachMessage.ts';
import type { CustomerRecord } from './customerRecord.ts';

const record = (id: string, kind: CustomerRecord['kind'], content: string, created_at: string, customer_id = 'c1'): CustomerRecord => ({
  id,
  dealer: 'D1',
  subject: 'customer',
  customer_id,
  kind,
  content,
  user_id: 4,
  created_at,
  updated_at: created_at,
});

/** A text or e-mail of the log, as the outreach events project it, at a status. */
const message = (id: string, channel: 'email' | 'text', content: string, status: MessageFields['status'], error = ''): OutreachMessage => ({
  ...record(id, channel, content, '2025-03-12T15:00:00.000Z'),
  kind: channel,
  message: {
    channel, direction: 'outbound', status, error, email_subject: '', body: content, html: '', to_address: '+15195550100', from_address: '',
    mailbox_id: null, external_id: '', reply_to: null, consent_override: false,
  },
});

describe('customer activity log', () => {
  it('merges DMS appointments and sales with notes and changes, newest first, instants in the time zone', () => {
    const rows = customerActivityLog(
      'c1',
      [{ id: 'a1', customer_id: 'c1', appointment_at: '2025-03-10T09:30:00Z', appointment_type: 'Service', status: 'open', note: 'Oil change' }],
      [{ id: 'd1', customer_id: 'c1', sale_type: 'lease', sold_at: '2025-01-20' }],
      [
        record('n1', 'note', 'Wants a quote', '2025-03-11T15:05:00.000Z'),
        record('l1', 'status', 'Marked inactive', '2025-02-01T05:00:00.000Z'),
        record('n9', 'note', 'Someone else', '2025-04-01T00:00:00.000Z', 'c2'),
      ],
      'America/Toronto',
    );
    expect(rows).toEqual([
      { id: 'n1', kind: 'note', type: 'Note', date: '2025-03-11 11:05', content: 'Wants a quote', user_id: 4, failed: false },
      { id: 'a1', kind: 'appointment', type: 'Service Appointment', date: '2025-03-10 09:30', content: 'Open: Oil change', user_id: null, failed: false },
      { id: 'l1', kind: 'status', type: 'Status', date: '2025-02-01 00:00', content: 'Marked inactive', user_id: 4, failed: false },
      { id: 'd1', kind: 'sale', type: 'Lease Sale', date: '2025-01-20', content: '', user_id: null, failed: false },
    ]);
  });

  it('lists a failed message as failed, with why', () => {
    const rows = customerActivityLog(
      'c1',
      [],
      [],
      [message('m1', 'text', 'Text: Your quote is ready', 'failed', 'This dealer has no number to send texts from.'), message('m2', 'email', 'E-mail: Quote', 'failed')],
      'America/Toronto',
    );
    // Both of the same instant: in either order.
    expect(rows.map(({ id, content, failed }) => ({ id, content, failed })).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      { id: 'm1', content: 'Text: Your quote is ready (Failed: This dealer has no number to send texts from.)', failed: true },
      { id: 'm2', content: 'E-mail: Quote (Failed: The message could not be sent.)', failed: true },
    ]);
  });
});

describe('activity totals (spec 001 §3: email, text, appointment, note)', () => {
  it('counts the e-mails, texts, appointments and notes of a log; sales and the log of changes count in none', () => {
    const kinds = ['email', 'email', 'text', 'appointment', 'appointment', 'appointment', 'note', 'sale', 'status', 'assign', 'vehicle', 'opt_in'] as const;
    expect(activityLogTotals(kinds.map((kind) => ({ kind, failed: false })))).toEqual({ email: 2, text: 1, appointment: 3, note: 1 });
    expect(activityLogTotals([])).toEqual({ email: 0, text: 0, appointment: 0, note: 0 });
  });

  it('never counts a message that failed: two failed texts and a sent one are one TEXT', () => {
    const rows = customerActivityLog(
      'c1',
      [],
      [],
      [
        message('m1', 'text', 'Text: one', 'failed', 'Text messages are not set up on this server.'),
        message('m2', 'text', 'Text: two', 'failed'),
        message('m3', 'text', 'Text: three', 'sent'),
        message('m4', 'email', 'E-mail: Quote', 'failed'),
        message('m5', 'email', 'E-mail: Hello', 'pending'),
      ],
      'UTC',
    );
    expect(activityLogTotals(rows)).toEqual({ email: 1, text: 1, appointment: 0, note: 0 });
  });
});
