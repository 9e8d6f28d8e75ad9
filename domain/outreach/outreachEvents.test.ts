import { describe, expect, it } from 'vitest';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';
import type { OutreachMessage, ReadMark } from './outreachMessage.ts';

let sequence = 0;
const event = (type: string, payload: unknown, time = '2026-11-25T10:00:00.000Z', actor = 7): EventEnvelope => ({
  id: `5d1f3a52-8a4b-4f0b-a7a0-${String(++sequence).padStart(12, '0')}`,
  type,
  dealer: 'D1',
  actor,
  time,
  payload,
});

/** The documents an event reads, by collection and id. */
const world = (docs: { collection: DocRef['collection']; doc: Doc }[]) => (ref: DocRef) =>
  docs.find((entry) => entry.collection === ref.collection && entry.doc.id === ref.id)?.doc;

function prepared(type: string, payload: unknown, time?: string, actor?: number) {
  const result = prepareEvent(event(type, payload, time, actor));
  if (!result.ok) throw new Error(result.reason);
  return result.prepared;
}

const customer = (overrides: { deleted_at?: string | null; cell?: string; email?: string; can_mail?: 0 | 1; can_email?: 0 | 1 } = {}) => ({
  collection: 'customers' as const,
  doc: {
    id: 'C1',
    dealer: 'D1',
    first_name: 'Dana',
    last_name: 'Reyes',
    deleted_at: overrides.deleted_at ?? null,
    contact: {
      cell: overrides.cell ?? '5195550100',
      home: '',
      work: '',
      email: overrides.email ?? 'dana@example.com',
      can_call: 1,
      can_mail: overrides.can_mail ?? 1,
      can_email: overrides.can_email ?? 1,
    },
    updated_at: '2026-11-01T00:00:00.000Z',
  } as unknown as Doc,
});

const prospect = { collection: 'prospects' as const, doc: { id: 'P1', dealer: 'D1', deleted_at: null, contact: { cell: '', home: '', work: '', email: 'pat@example.com', can_call: 1, can_email: 1 } } as unknown as Doc };

const email = { id: 'M1', subject: 'customer', customer_id: 'C1', email_subject: 'Your trade-in', body: 'Hi Dana', consent_override: false };
const text = { id: 'T1', subject: 'customer', customer_id: 'C1', body: 'See you at 3?', consent_override: false };

function queued(type: string, payload: unknown, people = [customer()]): OutreachMessage {
  const change = prepared(type, payload).project(world(people));
  expect(change).toHaveLength(1);
  return change[0]!.doc as unknown as OutreachMessage;
}

const asEntry = (message: OutreachMessage) => ({ collection: 'activities' as const, doc: message as unknown as Doc });

describe('outreach.email_queued', () => {
  it('stores the e-mail as a pending outbound message of the customer, a line of their activity', () => {
    const message = queued('outreach.email_queued', { ...email, html: '<p onclick="x()">Hi <b>Dana</b></p><script>alert(1)</script>' });
    expect(message).toEqual({
      id: 'msg:M1',
      dealer: 'D1',
      subject: 'customer',
      customer_id: 'C1',
      kind: 'email',
      content: 'E-mail: Your trade-in',
      user_id: 7,
      created_at: '2026-11-25T10:00:00.000Z',
      updated_at: '2026-11-25T10:00:00.000Z',
      message: {
        channel: 'email',
        direction: 'outbound',
        status: 'pending',
        error: '',
        email_subject: 'Your trade-in',
        body: 'Hi Dana',
        html: '<p>Hi <b>Dana</b></p>',
        to_address: 'dana@example.com',
        from_address: '',
        mailbox_id: null,
        external_id: '',
        reply_to: null,
        consent_override: false,
      },
    });
  });

  it('refuses a blank subject and a blank body, each with its message', () => {
    expect(prepareEvent(event('outreach.email_queued', { ...email, email_subject: '  ' }))).toEqual({ ok: false, reason: 'Please write a subject.' });
    expect(prepareEvent(event('outreach.email_queued', { ...email, body: ' \n ' }))).toEqual({ ok: false, reason: 'Please write a message.' });
  });

  it('goes to the address on file, whatever address the client named', () => {
    const message = queued('outreach.email_queued', { ...email, to_address: 'victim@elsewhere.example' }, [customer({ email: ' dana.new@example.com ' })]);
    expect(message.message.to_address).toBe('dana.new@example.com');
  });

  it('needs the person’s e-mail consent, or sending anyway, which takes the right to send without consent', () => {
    const notOptedIn = world([customer({ can_email: 0 })]);
    expect(prepared('outreach.email_queued', email).conflict(notOptedIn)).toBe('This customer is not opted in to email communications');
    expect(prepared('outreach.email_queued', email).action).toBe('customer.outreach');
    const anyway = prepared('outreach.email_queued', { ...email, consent_override: true });
    expect(anyway.action).toBe('customer.outreach_without_consent');
    expect(anyway.conflict(notOptedIn)).toBeNull();
    expect((anyway.project(notOptedIn)[0]!.doc as unknown as OutreachMessage).content).toBe('E-mail: Your trade-in (sent without consent)');
  });

  it('conflicts with a message id already stored, a missing or inactive person, and a person without an e-mail', () => {
    const first = queued('outreach.email_queued', email);
    const again = prepared('outreach.email_queued', email);
    expect(again.conflict(world([customer(), asEntry(first)]))).toBe('This message was already sent.');
    expect(again.conflict(world([]))).toBe('This customer does not exist.');
    expect(again.conflict(world([customer({ deleted_at: '2026-11-20T00:00:00.000Z' })]))).toBe('This customer is inactive: mark them active first.');
    expect(again.conflict(world([customer({ email: ' ' })]))).toBe('This person has no email on file.');
    expect(again.conflict(world([customer()]))).toBeNull();
  });

  it('sends to a prospect, and names a missing prospect as such', () => {
    const toProspect = prepared('outreach.email_queued', { ...email, subject: 'prospect', customer_id: 'P1' });
    expect(toProspect.conflict(world([prospect]))).toBeNull();
    expect(toProspect.conflict(world([]))).toBe('This prospect does not exist.');
    expect(toProspect.project(world([prospect]))[0]!.doc).toMatchObject({ subject: 'prospect', customer_id: 'P1', kind: 'email' });
  });
});

describe('outreach.text_queued', () => {
  it('stores the text as pending, to the cell on file, with the consent override the user chose', () => {
    const message = queued('outreach.text_queued', { ...text, to_address: '+15555550199', consent_override: true });
    expect(message).toMatchObject({ id: 'msg:T1', kind: 'text', content: 'Text: See you at 3? (sent without consent)' });
    expect(message.message).toMatchObject({
      channel: 'text',
      direction: 'outbound',
      status: 'pending',
      email_subject: '',
      html: '',
      body: 'See you at 3?',
      to_address: '5195550100',
      consent_override: true,
    });
  });

  it('needs text consent, sending anyway (its own right), or being the opt-in text', () => {
    const notOptedIn = world([customer({ can_mail: 0 })]);
    expect(prepared('outreach.text_queued', text).conflict(notOptedIn)).toBe('This customer is not opted in to text communications');
    expect(prepared('outreach.text_queued', { ...text, consent_override: true }).action).toBe('customer.outreach_without_consent');
    const optIn = prepared('outreach.text_queued', { ...text, opt_in: true });
    expect(optIn.action).toBe('customer.outreach');
    expect(optIn.conflict(notOptedIn)).toBeNull();
    expect(prepared('outreach.text_queued', { ...text, subject: 'prospect', customer_id: 'P1' }).conflict(world([{ ...prospect, doc: { ...prospect.doc, contact: { cell: '4165550199', email: '', can_email: 1 } } as unknown as Doc }]))).toBe(
      'This customer is not opted in to text communications',
    );
  });

  it('refuses a text over 1600 characters, and accepts one of exactly 1600', () => {
    expect(prepareEvent(event('outreach.text_queued', { ...text, body: 'x'.repeat(1601) }))).toEqual({ ok: false, reason: 'A text holds at most 1600 characters.' });
    expect(prepareEvent(event('outreach.text_queued', { ...text, body: 'x'.repeat(1600) })).ok).toBe(true);
  });

  it('conflicts when the person has no cell phone on file (a prospect with only an e-mail)', () => {
    const toProspect = prepared('outreach.text_queued', { ...text, subject: 'prospect', customer_id: 'P1' });
    expect(toProspect.conflict(world([prospect]))).toBe('This person has no cell phone on file.');
    expect(prepared('outreach.text_queued', text).conflict(world([customer({ cell: '' })]))).toBe('This person has no cell phone on file.');
  });
});

describe('outreach.message_status', () => {
  const pending = () => queued('outreach.text_queued', text);
  const status = (before: OutreachMessage, payload: Record<string, unknown>, time = '2026-11-25T10:05:00.000Z') =>
    prepared('outreach.message_status', { id: 'T1', ...payload }, time, 0).project(world([asEntry(before)]));
  const after = (before: OutreachMessage, payload: Record<string, unknown>) => status(before, payload)[0]!.doc as unknown as OutreachMessage;

  it('moves a pending message to sent with the provider id and the sending address', () => {
    const sent = after(pending(), { status: 'sent', external_id: 'SM123', from_address: '+15195550000' });
    expect(sent.message).toMatchObject({ status: 'sent', error: '', external_id: 'SM123', from_address: '+15195550000', body: 'See you at 3?' });
    expect(sent.updated_at).toBe('2026-11-25T10:05:00.000Z');
    expect(sent.created_at).toBe('2026-11-25T10:00:00.000Z');
  });

  it('keeps the server message of a failure', () => {
    const failed = after(pending(), { status: 'failed', error: 'No SMS provider is configured.' });
    expect(failed.message).toMatchObject({ status: 'failed', error: 'No SMS provider is configured.' });
  });

  it('never goes back: a late sent after delivered, or anything after failed, changes nothing', () => {
    const delivered = after(after(pending(), { status: 'sent' }), { status: 'delivered' });
    expect(delivered.message.status).toBe('delivered');
    expect(status(delivered, { status: 'sent' })).toEqual([]);
    expect(status(delivered, { status: 'delivered' })).toEqual([]);
    const failed = after(pending(), { status: 'failed', error: 'Refused' });
    expect(status(failed, { status: 'sent' })).toEqual([]);
    expect(status(failed, { status: 'delivered' })).toEqual([]);
  });

  it('does nothing for a message it does not know', () => {
    expect(prepared('outreach.message_status', { id: 'nope', status: 'sent' }).project(world([]))).toEqual([]);
  });

  it('keeps the mailbox and the addresses a status does not name', () => {
    const sent = after(queued('outreach.email_queued', { ...email, id: 'T1' }), { status: 'sent', mailbox_id: 4, external_id: '<a@b>' });
    expect(sent.message).toMatchObject({ mailbox_id: 4, external_id: '<a@b>', to_address: 'dana@example.com' });
    const delivered = after(sent, { status: 'delivered' });
    expect(delivered.message).toMatchObject({ mailbox_id: 4, external_id: '<a@b>' });
  });
});

describe('outreach.message_received', () => {
  const reply = {
    id: 'R1',
    subject: 'customer',
    customer_id: 'C1',
    channel: 'email',
    from_address: 'dana@example.com',
    to_address: 'sales@dealer.example',
    email_subject: 'RE: Your trade-in',
    body: 'Sounds good',
    html: '<div>Sounds <i>good</i><img src="x" onerror="steal()"><script>steal()</script></div>',
    external_id: '<r1@example.com>',
    reply_to: 'msg:M1',
    mailbox_id: 2,
  };

  it('stores an inbound message, received, by no user, with its HTML sanitised', () => {
    const [change] = prepared('outreach.message_received', reply, undefined, 0).project(world([]));
    const message = change!.doc as unknown as OutreachMessage;
    expect(message).toMatchObject({ id: 'msg:R1', kind: 'email', user_id: 0, customer_id: 'C1', content: 'E-mail received: RE: Your trade-in' });
    expect(message.message).toMatchObject({ direction: 'inbound', status: 'received', error: '', reply_to: 'msg:M1', mailbox_id: 2, consent_override: false });
    expect(message.message.html).toBe('<div>Sounds <i>good</i><img src="x" /></div>');
  });

  it('stores a message once: the same id received again changes nothing', () => {
    const [change] = prepared('outreach.message_received', reply, undefined, 0).project(world([]));
    expect(prepared('outreach.message_received', reply, undefined, 0).project(world([{ collection: 'activities', doc: change!.doc! }]))).toEqual([]);
  });
});

describe('outreach.read', () => {
  const read = (readAt: string, docs: { collection: DocRef['collection']; doc: Doc }[] = []) =>
    prepared('outreach.read', { subject: 'prospect', customer_id: 'P1', read_at: readAt }).project(world(docs));

  it('sets the read mark of the person at the dealer', () => {
    expect(read('2026-11-25T10:00:00.000Z')).toEqual([
      {
        collection: 'refs',
        id: 'outreach_read:D1:prospect:P1',
        doc: { id: 'outreach_read:D1:prospect:P1', dealer: 'D1', kind: 'outreach_read', subject: 'prospect', customer_id: 'P1', read_at: '2026-11-25T10:00:00.000Z' },
      },
    ]);
  });

  it('only moves forward: an older or equal read time changes nothing', () => {
    const mark = read('2026-11-25T10:00:00.000Z')[0]!.doc as unknown as ReadMark;
    const existing = [{ collection: 'refs' as const, doc: mark as unknown as Doc }];
    expect(read('2026-11-25T09:00:00.000Z', existing)).toEqual([]);
    expect(read('2026-11-25T10:00:00.000Z', existing)).toEqual([]);
    expect(read('2026-11-25T11:00:00.000Z', existing)[0]!.doc).toMatchObject({ read_at: '2026-11-25T11:00:00.000Z' });
  });

  it('refuses a read time that is not a timestamp', () => {
    expect(prepareEvent(event('outreach.read', { subject: 'customer', customer_id: 'C1', read_at: 'yesterday' })).ok).toBe(false);
  });
});

describe('customer.text_consent', () => {
  const consent = (canMail: 0 | 1, keyword: string, before = customer()) =>
    prepared('customer.text_consent', { customer_id: 'C1', can_mail: canMail, keyword }, '2026-11-25T12:00:00.000Z', 0).project(world([before]));

  it('STOP turns text consent off and writes the log line', () => {
    const changes = consent(0, 'STOP');
    expect(changes).toHaveLength(2);
    expect(changes[0]!.doc).toMatchObject({ id: 'C1', contact: { can_mail: 0, can_email: 1, cell: '5195550100' }, updated_at: '2026-11-25T12:00:00.000Z' });
    expect(changes[1]).toMatchObject({ collection: 'activities', doc: { kind: 'opt_in', customer_id: 'C1', content: 'Opted out of texts (STOP)', user_id: 0 } });
  });

  it('START turns it back on; a keyword that changes nothing writes nothing', () => {
    expect(consent(1, 'START', customer({ can_mail: 0 }))[1]!.doc).toMatchObject({ content: 'Opted in to texts (START)' });
    expect(consent(1, 'START')).toEqual([]);
    expect(consent(0, 'STOP', customer({ can_mail: 0 }))).toEqual([]);
  });

  it('gives a prospect text consent with their first START, and takes it with STOP', () => {
    const start = prepared('customer.text_consent', { subject: 'prospect', customer_id: 'P1', can_mail: 1, keyword: 'START' }, '2026-11-25T12:00:00.000Z', 0).project(world([prospect]));
    expect(start[0]).toMatchObject({ collection: 'prospects', id: 'P1', doc: { contact: { can_mail: 1, can_email: 1 } } });
    expect(start[1]!.doc).toMatchObject({ subject: 'prospect', customer_id: 'P1', kind: 'opt_in', content: 'Opted in to texts (START)' });
    const stop = prepared('customer.text_consent', { subject: 'prospect', customer_id: 'P1', can_mail: 0, keyword: 'STOP' }, undefined, 0).project(world([prospect]));
    expect(stop[0]!.doc).toMatchObject({ contact: { can_mail: 0 } });
  });
});
